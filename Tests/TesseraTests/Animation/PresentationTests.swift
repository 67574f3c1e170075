import Foundation
import XCTest

@testable import Tessera

/// The animation stage presents values over layout's results without changing them.
final class PresentationTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    private func graph() -> ViewGraph {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        return graph
    }

    func testLayoutKeepsItsResultsWhileAnimationsArePresented() {
        let animated = graph(), settled = graph()
        animated.update(Panel(x: 0, opacity: 1, color: .red, radius: 0), size: size)
        withAnimation(.linear(duration: 1)) {}
        let target = Panel(x: 100, opacity: 0.2, color: .blue, radius: 6)
        animated.update(target, size: size)
        animated.advanceAnimationTime(by: 0.5)
        animated.update(target, size: size)
        settled.update(target, size: size)

        XCTAssertFalse(animated.animator.presentation.isEmpty, "halfway: frames, opacity, colours and the shadow are presented")
        XCTAssertEqual(animated.current.nodes.count, settled.current.nodes.count)
        for i in 0..<settled.current.nodes.count {
            XCTAssertEqual(animated.current.nodes[i].frame, settled.current.nodes[i].frame, "node \(i) keeps layout's frame")
            XCTAssertEqual(animated.current.nodes[i].environment, settled.current.nodes[i].environment, "node \(i)")
            if case .effect(.opacity(let opacity)) = settled.current.nodes[i].kind {
                guard case .effect(.opacity(let kept)) = animated.current.nodes[i].kind else { return XCTFail("node \(i)") }
                XCTAssertEqual(kept, opacity, "node \(i) keeps layout's opacity")
            }
        }
        XCTAssertEqual(animated.current.environments.count, settled.current.environments.count, "no presented environment appended")
        XCTAssertEqual(animated.current.tables.largePayloads.count, settled.current.tables.largePayloads.count)
        XCTAssertEqual(animated.frame(of: "panel")?.minX, 100)
        // Drawn halfway: the fill moved half the way, its colour is between.
        let drawn = fills(animated.displayList).first!
        XCTAssertEqual(drawn.0.minX, 50, accuracy: 0.5)
        XCTAssertNotEqual(drawn.1, Color.blue.resolve(colorScheme: .light))
        let red = Color.red.resolve(colorScheme: .light), blue = Color.blue.resolve(colorScheme: .light)
        let runs = textRuns(animated.displayList)
        XCTAssertEqual(runs.count, 2, "a text's own colour and one from the environment")
        for run in runs { XCTAssertTrue(run.color != red && run.color != blue, "text colour halfway: \(run.color)") }

        animated.advanceAnimationTime(by: 1)
        let list = animated.update(target, size: size)
        XCTAssertTrue(animated.animator.presentation.isEmpty, "nothing is presented once the animations end")
        XCTAssertEqual(list.operations, settled.displayList.operations)
        XCTAssertEqual(textRuns(list).map(\.color), [blue, blue])
    }

    func testAnAnimationOnlyFrameDrawsTheSameLayoutAgain() {
        let graph = graph()
        graph.update(Panel(x: 0, opacity: 1, color: .red, radius: 0), size: size)
        withAnimation(.linear(duration: 1)) {}
        let target = Panel(x: 100, opacity: 0.2, color: .blue, radius: 6)
        graph.update(target, size: size)
        var xs: [CGFloat] = []
        for _ in 0..<4 {
            graph.advanceAnimationTime(by: 0.25)
            xs.append(fills(graph.update(target, size: size)).first!.0.minX)
            XCTAssertTrue(graph.animatedWithoutLayout)
            XCTAssertEqual(graph.frame(of: "panel")?.minX, 100, "layout's frame stays the target")
        }
        XCTAssertEqual(xs[0], 25, accuracy: 0.5)
        XCTAssertEqual(xs[1], 50, accuracy: 0.5)
        XCTAssertEqual(xs[2], 75, accuracy: 0.5)
        XCTAssertEqual(xs[3], 100)
    }

    func testOneGeometryEffectOverTwoViewsPresentsBoth() {
        let graph = graph()
        graph.update(Pair(x: 0), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(Pair(x: 100), size: size)
        graph.advanceAnimationTime(by: 0.5)
        XCTAssertEqual(translations(graph.update(Pair(x: 100), size: size)), [50, 50], "both views halfway")
        graph.advanceAnimationTime(by: 0.25)
        XCTAssertEqual(translations(graph.update(Pair(x: 100), size: size)), [75, 75])
        graph.advanceAnimationTime(by: 1)
        XCTAssertEqual(translations(graph.update(Pair(x: 100), size: size)), [100, 100])
    }

    func testNonFiniteAnimationTargetsDrawNothingNonFinite() {
        let graph = graph()
        graph.update(Pair(x: 0), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(Pair(x: .nan), size: size)
        graph.advanceAnimationTime(by: 0.5)
        let list = graph.update(Pair(x: .infinity), size: size)
        XCTAssertTrue(list.isFinite)
    }

    private func translations(_ list: DisplayList) -> [CGFloat] {
        list.operations.compactMap {
            if case .pushTransform(let t) = $0 { return (t.tx * 1000).rounded() / 1000 }
            return nil
        }
    }
}

private struct Panel: View {
    var x: CGFloat, opacity: Double, color: Color, radius: CGFloat
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            color.frame(width: 20, height: 20).accessibilityIdentifier("panel").offset(x: x).opacity(opacity).shadow(radius: radius)
            Text("Score").foregroundColor(color)
            HStack { Text("Lives") }.foregroundColor(color)
        }
    }
}

private struct Slide: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: animatableData, y: 0))
    }
}

private struct Pair: View {
    var x: CGFloat
    var body: some View {
        VStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            .modifier(Slide(animatableData: x))
        }
    }
}
