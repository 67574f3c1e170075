import Foundation
import TesseraTesting
import XCTest

@testable import Tessera

/// An update in which nothing the views read changed while animations run draws last pass's
/// layout again with the animations stepped: no `body` is evaluated, nothing is laid out, and the
/// frame is the one a full pass draws.
final class AnimationOnlyFrameTests: XCTestCase {
    private let size = CGSize(width: 240, height: 160)

    override func setUp() {
        super.setUp()
        CountedBadge.evaluations = 0
    }

    func testAFrameWhereOnlyAnimationsMoveEvaluatesNoBodyAndLaysOutNothing() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Board(lifted: false), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(Board(lifted: true), size: size)
        XCTAssertFalse(graph.animatedWithoutLayout, "the change itself is evaluated and laid out")
        let evaluations = CountedBadge.evaluations, queries = graph.counters.sizeQueries
        let placed = (0..<graph.current.nodes.count).filter { graph.current.nodes[$0].isPlaced }.count
        var lefts: [CGFloat] = []
        for _ in 0..<5 {
            graph.advanceAnimationTime(by: 0.1)
            let visits = graph.counters.drawVisits
            let list = graph.update(Board(lifted: true), size: size)
            XCTAssertTrue(graph.animatedWithoutLayout)
            XCTAssertEqual(graph.passesInLastUpdate, 0)
            XCTAssertLessThanOrEqual(graph.counters.drawVisits - visits, placed - 4, "the badges copy last frame's drawing")
            lefts.append(fills(list).first { $0.1 == Color.orange.resolve(colorScheme: .light) }!.0.minX)
        }
        XCTAssertEqual(CountedBadge.evaluations, evaluations, "no body evaluated while only the animation moves")
        XCTAssertEqual(graph.counters.sizeQueries, queries, "nothing laid out")
        XCTAssertEqual(lefts, [10, 20, 30, 40, 50], "the card slides on, a tenth of 100 points a frame")
        XCTAssertEqual(graph.frame(of: "card")?.minX, 100, "geometry answers layout's target")
    }

    func testEveryAnimatedKindDrawsWhatAFullPassDraws() {
        // The evaluating graph walks every frame; the reusing one animates its last layout.
        var reuse = ReuseEquivalence()
        for graph in [reuse.reusing, reuse.evaluating] { graph.rootPlacement = .topLeading }
        var animatedOnly = 0
        for frame in 0..<90 {
            let phase = frame / 30
            if frame % 30 == 0 { withAnimation(phase == 1 ? .bouncy : .easeInOut(duration: 0.35)) {} }
            guard reuse.assertSameFrame(Showcase(phase: phase), size: size, identifiers: ["card"]) else { return }
            if reuse.reusing.animatedWithoutLayout { animatedOnly += 1 }
            for graph in [reuse.reusing, reuse.evaluating] { graph.advanceAnimationTime(by: 1.0 / 30) }
        }
        XCTAssertGreaterThan(animatedOnly, 20, "most animated frames kept their layout")
        XCTAssertFalse(reuse.reusing.isAnimating)
    }

    func testPassesBetweenAnimationOnlyFramesDrawWhatAFullPassDraws() {
        // Tiles slide with springs while a counter changes now and then, during the slides and
        // after them: passes that reuse tiles follow frames that copied them.
        var reuse = ReuseEquivalence()
        for graph in [reuse.reusing, reuse.evaluating] { graph.rootPlacement = .topLeading }
        var animatedOnly = 0
        var state = TileBoard(order: [0, 1, 2, 3, 4, 5], moves: 0)
        for frame in 0..<160 {
            if frame % 40 == 5 {
                withAnimation(.bouncy) { state.order.swapAt(frame / 40 % 5, frame / 40 % 5 + 1) }
            }
            if frame % 40 == 5 || frame % 40 == 31 { state.moves += 1 }
            guard reuse.assertSameFrame(state, size: size) else { return }
            if reuse.reusing.animatedWithoutLayout { animatedOnly += 1 }
            for graph in [reuse.reusing, reuse.evaluating] { graph.advanceAnimationTime(by: 1.0 / 60) }
        }
        XCTAssertGreaterThan(animatedOnly, 40)
        XCTAssertGreaterThan(reuse.reusedSubtrees, 100)
    }

    func testAnimatedTextColourEndsAtItsTarget() {
        let graph = ViewGraph()
        graph.update(Text("Hi").foregroundColor(.red), size: size)
        withAnimation(.linear(duration: 0.5)) {}
        graph.update(Text("Hi").foregroundColor(.blue), size: size)
        for _ in 0..<8 {
            graph.advanceAnimationTime(by: 0.1)
            graph.update(Text("Hi").foregroundColor(.blue), size: size)
        }
        XCTAssertFalse(graph.isAnimating)
        XCTAssertEqual(textRuns(graph.displayList).map(\.color), [Color.blue.resolve(colorScheme: .light)])
    }

    func testACompletionThatWritesStateShowsInTheSameUpdate() {
        let model = Scoreboard()
        let graph = ViewGraph()
        graph.update(ScoreView(model: model), size: size)
        withAnimation(.linear(duration: 0.2)) {
            model.lifted = true
        } completion: {
            model.score = 7
        }
        graph.update(ScoreView(model: model), size: size)
        graph.advanceAnimationTime(by: 0.1)
        graph.update(ScoreView(model: model), size: size)
        XCTAssertTrue(graph.animatedWithoutLayout)
        graph.advanceAnimationTime(by: 0.2)
        let list = graph.update(ScoreView(model: model), size: size)
        XCTAssertFalse(graph.animatedWithoutLayout, "the completion changed state: the views are evaluated")
        XCTAssertEqual(fills(list).map(\.0.width), [17], "the score's bar is 10 + 7 points wide")
    }

    func testALeavingViewThatFinishesRunsAPassThatReleasesItsState() {
        Probe.alive = 0
        let graph = ViewGraph()
        graph.update(Leaving(shown: true), size: size)
        XCTAssertEqual(Probe.alive, 1)
        withAnimation(.linear(duration: 0.3)) {}
        graph.update(Leaving(shown: false), size: size)
        graph.advanceAnimationTime(by: 0.1)
        graph.update(Leaving(shown: false), size: size)
        XCTAssertTrue(graph.animatedWithoutLayout, "the removal runs over the last layout")
        XCTAssertEqual(Probe.alive, 1, "its state lives while it leaves")
        graph.advanceAnimationTime(by: 0.3)
        graph.update(Leaving(shown: false), size: size)
        XCTAssertFalse(graph.animatedWithoutLayout, "the pass that drops its state runs")
        XCTAssertEqual(Probe.alive, 0, "released when its removal ends")
    }

    func testATimelineOrANewTransactionIsEvaluated() {
        let graph = ViewGraph()
        graph.update(Clocked(lifted: false), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(Clocked(lifted: true), size: size)
        graph.advanceAnimationTime(by: 0.1)
        graph.update(Clocked(lifted: true), size: size)
        XCTAssertFalse(graph.animatedWithoutLayout, "a running TimelineView's content depends on the clock")

        let plain = ViewGraph()
        plain.update(Board(lifted: false), size: size)
        withAnimation(.linear(duration: 1)) {}
        plain.update(Board(lifted: true), size: size)
        plain.advanceAnimationTime(by: 0.1)
        withAnimation(.linear(duration: 1)) {}
        plain.update(Board(lifted: true), size: size)
        XCTAssertFalse(plain.animatedWithoutLayout, "a transaction may carry changes: the views are evaluated")
    }
}

private struct CountedBadge: View {
    nonisolated(unsafe) static var evaluations = 0
    let title: String

    var body: some View {
        Self.evaluations += 1
        return Text(title).padding(4)
    }
}

private struct Board: View {
    let lifted: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            CountedBadge(title: "Level 1")
            Color.orange.frame(width: 40, height: 20).accessibilityIdentifier("card").offset(x: lifted ? 100 : 0)
            CountedBadge(title: "Level 2")
        }
    }
}

/// Frames, opacity, scale, rotation, colours, a shadow and a text colour moving in one scene.
private struct Showcase: View {
    let phase: Int

    var body: some View {
        let on = phase % 2 == 1
        VStack(spacing: 6) {
            Color.orange.frame(width: on ? 80 : 40, height: 20).accessibilityIdentifier("card")
            RoundedRectangle(cornerRadius: on ? 12 : 2).fill(on ? Color.blue : Color.red).frame(width: 60, height: 30)
                .shadow(color: .black.opacity(on ? 0.6 : 0.1), radius: on ? 8 : 1, y: on ? 4 : 0)
            Text("Score").foregroundColor(on ? .green : .purple).scaleEffect(on ? 1.5 : 1).rotationEffect(.degrees(on ? 20 : 0))
            Text("Stage").padding(2).foregroundColor(on ? .yellow : .gray).opacity(on ? 0.4 : 1)
        }
    }
}

/// A row of tiles in `order` under a move counter.
private struct TileBoard: View {
    var order: [Int]
    var moves: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Moves: \(moves)")
            ZStack(alignment: .topLeading) {
                ForEach(order, id: \.self) { tile in
                    Tile(number: tile).offset(x: CGFloat(order.firstIndex(of: tile)!) * 32)
                }
            }
            .frame(width: 200, height: 30, alignment: .topLeading)
            Text("Shuffle").padding(3).background(Color.blue)
        }
    }
}

private struct Tile: View {
    let number: Int

    var body: some View {
        // An overlay and a shadow: nodes that share an identity, and so their tracks.
        RoundedRectangle(cornerRadius: 4).fill(Color.purple)
            .overlay { Text("\(number)").foregroundStyle(.white) }
            .shadow(radius: 1, y: 1)
            .frame(width: 30, height: 30)
    }
}

@Observable private final class Scoreboard {
    var lifted = false
    var score = 0
}

private struct ScoreView: View {
    let model: Scoreboard

    var body: some View {
        Color.red.frame(width: 10 + CGFloat(model.score), height: 10).offset(y: model.lifted ? 40 : 0)
    }
}

private final class Probe {
    nonisolated(unsafe) static var alive = 0
    init() { Probe.alive += 1 }
    deinit { Probe.alive -= 1 }
}

private struct Held: View {
    @State private var probe = Probe()

    var body: some View { Color.red.frame(width: 30, height: 30) }
}

private struct Leaving: View {
    let shown: Bool

    var body: some View {
        VStack {
            if shown { Held().transition(.opacity) }
            Color.blue.frame(width: 30, height: 30)
        }
    }
}

private struct Clocked: View {
    let lifted: Bool

    var body: some View {
        VStack {
            TimelineView(.animation) { context in Text("\(Int(context.date.timeIntervalSinceReferenceDate) % 2)") }
            Color.orange.frame(width: 40, height: 20).offset(x: lifted ? 100 : 0)
        }
    }
}
