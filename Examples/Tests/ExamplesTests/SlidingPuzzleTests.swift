import Foundation
import TesseraSDL
import XCTest

@testable import SlidingPuzzle

/// The 15-puzzle, played headless with drags and taps on the host's clock: the shuffled board,
/// a tile following the finger, the board after the move, and "You won!" over a board solved
/// by a last drag, each against a reviewed golden, with the move counter checked along the way.
final class SlidingPuzzleTests: XCTestCase {
    private let size = CGSize(width: 390, height: 560)
    /// A tile and its gap: 72 + 6 points.
    private let step: CGFloat = 78

    private func makeHost() throws -> HeadlessHost {
        let host = try HeadlessHost()
        host.clearColor = Color.Resolved(red: 1, green: 1, blue: 1)
        return host
    }

    /// Renders frames 1/30 s apart for `seconds` (animations are sampled at the host's time,
    /// so the frame at a given time does not depend on the step), and returns the last.
    @discardableResult
    private func run(_ view: PuzzleView, on host: HeadlessHost, for seconds: Double) throws -> RGBAImage {
        var frame = try host.render(view, size: size)
        for _ in 0..<Int((seconds * 30).rounded()) {
            host.advanceTime(by: 1.0 / 30)
            frame = try host.render(view, size: size)
        }
        return frame
    }

    private func centre(of tile: Int, on host: HeadlessHost) throws -> CGPoint {
        let frame = try XCTUnwrap(host.graph.frame(of: "tile \(tile)"), "tile \(tile) is on the board")
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Presses on `tile`, moves the pointer by `distance` points toward `direction` in `moves`
    /// steps a frame apart, and leaves it pressed.
    private func press(
        _ tile: Int, by distance: CGFloat, toward direction: (columns: Int, rows: Int), view: PuzzleView,
        on host: HeadlessHost, moves: Int = 4
    ) throws -> CGPoint {
        let start = try centre(of: tile, on: host)
        host.handle(InputEvent(.pointerDown(start), timestamp: host.time))
        var point = start
        for i in 1...moves {
            let f = CGFloat(i) / CGFloat(moves)
            point = CGPoint(
                x: start.x + distance * f * CGFloat(direction.columns), y: start.y + distance * f * CGFloat(direction.rows))
            host.advanceTime(by: 1.0 / 60)
            host.handle(InputEvent(.pointerMoved(point), timestamp: host.time))
            _ = try host.render(view, size: size)
        }
        return point
    }

    private func release(at point: CGPoint, on host: HeadlessHost) {
        host.handle(InputEvent(.pointerUp(point), timestamp: host.time))
    }

    func testTilesFollowTheFingerSlideWhenDraggedPastHalfwayAndSpringBackOtherwise() throws {
        let game = PuzzleGame(seed: 15)
        let view = PuzzleView(game: game)
        let host = try makeHost()
        let start = try run(view, on: host, for: 0)
        XCTAssertEqual(game.moves, 0)
        XCTAssertFalse(game.isSolved)
        XCTAssertTrue(game.puzzle.isSolvable)
        try assertMatchesGolden(start, named: "puzzle-start")

        // A tile next to the gap follows the finger along its free axis only, a cell at most.
        let tile = try XCTUnwrap(game.puzzle.tiles.first { game.puzzle.direction(of: $0) != nil })
        let direction = try XCTUnwrap(game.puzzle.direction(of: tile))
        let before = try XCTUnwrap(host.graph.drawnFrame(of: "tile \(tile)"))
        let held = try press(tile, by: 30, toward: direction, view: view, on: host)
        host.handle(
            InputEvent(
                .pointerMoved(CGPoint(x: held.x + 7 * CGFloat(direction.rows), y: held.y + 7 * CGFloat(direction.columns))),
                timestamp: host.time))
        let midDrag = try run(view, on: host, for: 0)
        let dragged = try XCTUnwrap(host.graph.drawnFrame(of: "tile \(tile)"))
        XCTAssertEqual(dragged.minX - before.minX, 30 * CGFloat(direction.columns), accuracy: 0.5, "along the free axis only")
        XCTAssertEqual(dragged.minY - before.minY, 30 * CGFloat(direction.rows), accuracy: 0.5)
        try assertMatchesGolden(midDrag, named: "puzzle-mid-drag")

        // Released short of halfway: it springs back and no move counts.
        release(at: held, on: host)
        try run(view, on: host, for: 1)
        XCTAssertEqual(game.moves, 0)
        let back = try XCTUnwrap(host.graph.drawnFrame(of: "tile \(tile)"))
        XCTAssertEqual(back.origin, before.origin)

        // Past halfway it slides into the gap.
        let gap = game.puzzle.gapIndex
        let far = try press(tile, by: 50, toward: direction, view: view, on: host)
        release(at: far, on: host)
        let afterMove = try run(view, on: host, for: 1)
        XCTAssertEqual(game.moves, 1)
        XCTAssertEqual(game.puzzle.cells[gap], tile)
        let moved = try XCTUnwrap(host.graph.drawnFrame(of: "tile \(tile)"))
        XCTAssertEqual(moved.minX - before.minX, step * CGFloat(direction.columns), accuracy: 0.5)
        XCTAssertEqual(moved.minY - before.minY, step * CGFloat(direction.rows), accuracy: 0.5)
        try assertMatchesGolden(afterMove, named: "puzzle-after-move")

        // A tap moves a tile next to the gap; one that cannot move stays.
        let stuck = try XCTUnwrap(game.puzzle.tiles.first { game.puzzle.direction(of: $0) == nil })
        let stuckCentre = try centre(of: stuck, on: host)
        host.handle(InputEvent(.pointerDown(stuckCentre), timestamp: host.time))
        host.handle(InputEvent(.pointerUp(stuckCentre), timestamp: host.time))
        try run(view, on: host, for: 0.5)
        XCTAssertEqual(game.moves, 1)
        let movable = try XCTUnwrap(game.puzzle.tiles.first { game.puzzle.direction(of: $0) != nil && $0 != tile })
        let movableCentre = try centre(of: movable, on: host)
        host.handle(InputEvent(.pointerDown(movableCentre), timestamp: host.time))
        host.handle(InputEvent(.pointerUp(movableCentre), timestamp: host.time))
        try run(view, on: host, for: 0.5)
        XCTAssertEqual(game.moves, 2)
    }

    func testTheLastDragSolvesThePuzzleAndShowsYouWon() throws {
        // Solved but for 15, one cell right of the gap.
        let nearlySolved = try XCTUnwrap(Puzzle(cells: Array(1...14) + [0, 15]))
        XCTAssertTrue(nearlySolved.isSolvable)
        let game = PuzzleGame(puzzle: nearlySolved)
        let view = PuzzleView(game: game)
        let host = try makeHost()
        try run(view, on: host, for: 0)
        let end = try press(15, by: step, toward: (-1, 0), view: view, on: host)
        release(at: end, on: host)
        let won = try run(view, on: host, for: 1)
        XCTAssertTrue(game.isSolved)
        XCTAssertEqual(game.moves, 1)
        try assertMatchesGolden(won, named: "puzzle-won")
    }

    func testShufflesAreSolvableAndRepeatable() {
        for seed in UInt64(0)..<50 {
            let puzzle = Puzzle.shuffled(seed: seed)
            XCTAssertTrue(puzzle.isSolvable, "seed \(seed)")
            XCTAssertEqual(puzzle.moves, 0)
            XCTAssertEqual(puzzle.tiles, Array(1...15))
        }
        XCTAssertEqual(Puzzle.shuffled(seed: 4), Puzzle.shuffled(seed: 4))
        XCTAssertNotEqual(Puzzle.shuffled(seed: 4), Puzzle.shuffled(seed: 5))
        // Two tiles swapped: the classic unsolvable board.
        XCTAssertFalse(Puzzle(cells: Array(1...13) + [15, 14, 0])!.isSolvable)
        XCTAssertTrue(Puzzle().isSolved)
    }

    func testBadBoardsAndMovesAreRefused() {
        XCTAssertNil(Puzzle(cells: []))
        XCTAssertNil(Puzzle(cells: Array(repeating: 1, count: 16)))
        XCTAssertNil(Puzzle(cells: Array(0...16)))
        var puzzle = Puzzle()
        XCTAssertFalse(puzzle.slide(1), "not next to the gap")
        XCTAssertFalse(puzzle.slide(0))
        XCTAssertFalse(puzzle.slide(99))
        XCTAssertTrue(puzzle.slide(15))
        XCTAssertEqual(puzzle.moves, 1)
        XCTAssertEqual(Puzzle.shuffled(seed: 1, moves: -5), Puzzle())
    }

    func testTheAppRunsHeadless() throws {
        let captures = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tessera-puzzle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: captures) }
        let options = AppLaunchOptions.fromEnvironment([
            "TESSERA_HEADLESS": "1", "TESSERA_FRAMES": "10", "TESSERA_CAPTURE": captures.path,
        ])
        let files = try SlidingPuzzleApp.run(options)
        let last = try FrameCapture.image(fromPNG: Data(contentsOf: try XCTUnwrap(files.last)))
        XCTAssertEqual(last.width, 390, "the WindowGroup's defaultSize")
        XCTAssertEqual(last.height, 560)
    }
}
