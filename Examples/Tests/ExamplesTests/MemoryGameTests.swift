import Foundation
import TesseraSDL
import XCTest

@testable import MemoryGame

/// The memory game, played headless by taps on the host's clock: the table as dealt, a card in
/// the middle of its flip, two cards face up, and a pair found and taken off the table, each
/// against a reviewed golden, with the score checked along the way.
final class MemoryGameTests: XCTestCase {
    private let size = CGSize(width: 390, height: 680)

    private func makeHost() throws -> HeadlessHost {
        let host = try HeadlessHost()
        // What the app's window shows behind the game (iOS's white in light mode).
        host.clearColor = Color.Resolved(red: 1, green: 1, blue: 1)
        return host
    }

    /// Taps the middle of the card `id` as laid out in the last frame.
    private func tap(card id: String, on host: HeadlessHost, file: StaticString = #filePath, line: UInt = #line) throws {
        let frame = try XCTUnwrap(host.graph.frame(of: "card \(id)"), "card \(id) is on the table", file: file, line: line)
        let point = CGPoint(x: frame.midX, y: frame.midY)
        host.handle(InputEvent(.pointerDown(point), timestamp: host.time))
        host.handle(InputEvent(.pointerUp(point), timestamp: host.time))
    }

    /// Renders frames 1/30 s apart for `seconds` (animations are sampled at the host's time,
    /// so the frame at a given time does not depend on the step), and returns the last.
    @discardableResult
    private func run(_ view: MemoryGameView, on host: HeadlessHost, for seconds: Double) throws -> RGBAImage {
        var frame = try host.render(view, size: size)
        for _ in 0..<Int((seconds * 30).rounded()) {
            host.advanceTime(by: 1.0 / 30)
            frame = try host.render(view, size: size)
        }
        return frame
    }

    func testAGameDealsFlipsMismatchesAndFindsAPair() throws {
        let game = SymbolMemoryGame(pairs: 8, seed: 1)
        let view = MemoryGameView(viewModel: game)
        let host = try makeHost()
        let start = try run(view, on: host, for: 0)
        XCTAssertEqual(game.cards.count, 16)
        XCTAssertEqual(Set(game.cards.map(\.content)).count, 8, "eight pairs")
        XCTAssertEqual(game.score, 0)
        try assertMatchesGolden(start, named: "memory-start")

        // Sixteen cards in a 358 × 545-point grid: four columns of 89.5 points (the adaptive
        // minimum is 89), every card 2:3.
        let first = try XCTUnwrap(host.graph.frame(of: "card \(game.cards[0].id)"))
        let second = try XCTUnwrap(host.graph.frame(of: "card \(game.cards[1].id)"))
        let fifth = try XCTUnwrap(host.graph.frame(of: "card \(game.cards[4].id)"))
        XCTAssertEqual(second.minX - first.minX, 89.5, accuracy: 0.01)
        XCTAssertEqual(fifth.minX, first.minX, accuracy: 0.01, "the fifth card starts the second row")
        XCTAssertEqual(fifth.minY, first.maxY, accuracy: 0.01, "the rows touch (each card pads itself)")
        XCTAssertEqual(first.width / first.height, 2.0 / 3.0, accuracy: 0.01)

        // Two cards that do not match.
        let a = game.cards[0]
        let b = try XCTUnwrap(game.cards.first { $0.content != a.content })
        try tap(card: a.id, on: host)
        _ = try host.render(view, size: size)  // the flip starts
        let midFlip = try run(view, on: host, for: 0.2)
        XCTAssertTrue(host.isAnimating, "still flipping")
        try assertMatchesGolden(midFlip, named: "memory-mid-flip")
        try run(view, on: host, for: 0.6)
        try tap(card: b.id, on: host)
        let twoUp = try run(view, on: host, for: 1)
        XCTAssertEqual(game.cards.filter(\.isFaceUp).map(\.id).sorted(), [a.id, b.id].sorted())
        XCTAssertEqual(game.score, 0, "a first mismatch costs nothing")
        try assertMatchesGolden(twoUp, named: "memory-two-face-up")

        // A third card turns the two back; its partner makes a pair.
        let c = try XCTUnwrap(game.cards.first { $0.id != a.id && $0.id != b.id && $0.content != a.content && $0.content != b.content })
        let partner = try XCTUnwrap(game.cards.first { $0.content == c.content && $0.id != c.id })
        try tap(card: c.id, on: host)
        try run(view, on: host, for: 1)
        try tap(card: partner.id, on: host)
        let match = try run(view, on: host, for: 1)
        XCTAssertEqual(game.score, 2)
        XCTAssertTrue(game.cards.filter { $0.content == c.content }.allSatisfy { $0.isMatched && $0.isFaceUp })
        try assertMatchesGolden(match, named: "memory-match")

        // The next card turns the pair face down, and found pairs leave the table.
        try tap(card: a.id, on: host)
        let afterMatch = try run(view, on: host, for: 1)
        XCTAssertNil(host.graph.frame(of: "card \(c.id)"), "the pair is off the table")
        XCTAssertNil(host.graph.frame(of: "card \(partner.id)"))
        XCTAssertNotNil(host.graph.frame(of: "card \(b.id)"))
        XCTAssertEqual(game.score, 2)
        try assertMatchesGolden(afterMatch, named: "memory-after-match")
    }

    func testTheRulesScoreMatchesAndSeenMismatches() {
        var game = MemoryGame<String>(numberOfPairsOfCards: 3, seed: 7) { ["star.fill", "heart.fill", "bolt.fill"][$0] }
        XCTAssertEqual(game.cards.count, 6)
        XCTAssertEqual(
            MemoryGame<String>(numberOfPairsOfCards: 3, seed: 7) { ["star.fill", "heart.fill", "bolt.fill"][$0] }.cards.map(\.id),
            game.cards.map(\.id), "the same seed deals the same table")
        func card(_ content: String, _ n: Int) -> MemoryGame<String>.Card {
            game.cards.filter { $0.content == content }[n]
        }
        game.choose(card("star.fill", 0))
        game.choose(card("heart.fill", 0))
        XCTAssertEqual(game.score, 0)
        game.choose(card("star.fill", 0))  // face up already: ignored
        XCTAssertEqual(game.cards.filter(\.isFaceUp).count, 2)
        game.choose(card("heart.fill", 1))  // the other two turn back: now they have been seen
        XCTAssertEqual(game.cards.filter(\.isFaceUp).map(\.id), [card("heart.fill", 1).id])
        game.choose(card("star.fill", 0))  // a mismatch: the star was seen, the heart not yet
        XCTAssertEqual(game.score, -1)
        game.choose(card("heart.fill", 0))
        game.choose(card("heart.fill", 1))
        XCTAssertEqual(game.score, 1, "a match scores 2")
        XCTAssertTrue(card("heart.fill", 0).isMatched && card("heart.fill", 1).isMatched)
        XCTAssertFalse(game.isOver)
        game.choose(card("heart.fill", 0))  // matched: ignored
        XCTAssertEqual(game.score, 1)
        game.choose(card("star.fill", 0))
        game.choose(card("star.fill", 1))
        game.choose(card("bolt.fill", 0))
        game.choose(card("bolt.fill", 1))
        XCTAssertTrue(game.isOver)
        XCTAssertEqual(game.score, 5)
    }

    func testDegenerateGamesAndGridsDoNotCrash() throws {
        let none = MemoryGame<Int>(numberOfPairsOfCards: -3, seed: 0) { $0 }
        XCTAssertEqual(none.cards.count, 4, "at least two pairs")
        let grid = AspectVGrid([MemoryGame<Int>.Card](), aspectRatio: 2 / 3) { _ in EmptyView() }
        for size in [CGSize.zero, CGSize(width: -10, height: 50), CGSize(width: 1e9, height: 1)] {
            XCTAssertGreaterThanOrEqual(grid.gridItemWidthThatFits(count: 16, size: size, atAspectRatio: 2 / 3), -10)
        }
        let host = try makeHost()
        let game = SymbolMemoryGame(pairs: 40, seed: 3)
        XCTAssertEqual(game.cards.count, 24, "as many pairs as there are symbols")
        _ = try host.render(MemoryGameView(viewModel: game), size: CGSize(width: 40, height: 30))
        game.newGame()
        XCTAssertEqual(game.score, 0)
        _ = try host.render(MemoryGameView(viewModel: game), size: size)
    }

    func testTheAppRunsHeadlessAndATapFlipsACard() throws {
        let captures = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tessera-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: captures) }
        var options = AppLaunchOptions.fromEnvironment([
            "TESSERA_HEADLESS": "1", "TESSERA_FRAMES": "60", "TESSERA_CAPTURE": captures.path,
        ])
        // The first card of the table dealt with seed 1, in the top-leading corner.
        options.script = try InputScript("click 60 140\nwait 0.8")
        let files = try MemoryGameApp.run(options)
        let last = try FrameCapture.image(fromPNG: Data(contentsOf: try XCTUnwrap(files.last)))
        XCTAssertEqual(last.width, 390, "the WindowGroup's defaultSize")
        XCTAssertEqual(last.height, 680)
        try assertMatchesGolden(last, named: "memory-app")
    }
}
