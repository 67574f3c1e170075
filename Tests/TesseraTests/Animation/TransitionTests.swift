import Foundation
import XCTest

@testable import Tessera

/// Insertion and removal timelines of the built-in transitions.
final class TransitionTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)
    private let red = Color.red.resolve(colorScheme: .light)

    /// What the panel draws with: the opacity and transform pushed around its fill (identity
    /// and 1 when none), or `nil` when it is not drawn.
    private func look(_ list: DisplayList) -> (opacity: Float, transform: CGAffineTransform)? {
        var opacity: Float = 1
        var transform = CGAffineTransform.identity
        for operation in list.operations {
            switch operation {
            case .pushOpacity(let o): opacity *= o
            case .pushTransform(let t): transform = t.concatenating(transform)
            case .fill(.rect(let r), .color(let c)) where c == red && r.size == CGSize(width: 40, height: 20): return (opacity, transform)
            default: break
            }
        }
        return nil
    }

    /// The panel's look at 0, ½ and 1 of a 1-second linear insertion, then of its removal.
    private func timeline(_ transition: AnyTransition) -> (insertion: [(Float, CGAffineTransform)?], removal: [(Float, CGAffineTransform)?])
    {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Panel(shown: false, transition: transition), size: size)
        let insertion = looks(graph, Panel(shown: true, transition: transition))
        graph.advanceAnimationTime(by: 1)
        graph.update(Panel(shown: true, transition: transition), size: size)
        return (insertion, looks(graph, Panel(shown: false, transition: transition)))
    }

    /// The looks at 0, ½ and 1 of a 1-second linear change to `panel`.
    private func looks(_ graph: ViewGraph, _ panel: Panel) -> [(Float, CGAffineTransform)?] {
        withAnimation(.linear(duration: 1)) {}
        var looks: [(Float, CGAffineTransform)?] = []
        for step in 0..<3 {
            looks.append(look(graph.update(panel, size: size)))
            if step < 2 { graph.advanceAnimationTime(by: 0.5) }
        }
        return looks
    }

    private func assertLook(
        _ actual: (Float, CGAffineTransform)??, opacity: Float, _ transform: CGAffineTransform,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let actual = actual ?? nil else { return XCTFail("not drawn", file: file, line: line) }
        XCTAssertEqual(actual.0, opacity, accuracy: 1e-6, file: file, line: line)
        for (a, b) in [(actual.1.a, transform.a), (actual.1.d, transform.d), (actual.1.tx, transform.tx), (actual.1.ty, transform.ty)] {
            XCTAssertEqual(a, b, accuracy: 1e-3, "\(actual.1) vs \(transform)", file: file, line: line)
        }
    }

    func testOpacity() {
        let (insertion, removal) = timeline(.opacity)
        XCTAssertNil(insertion[0], "fully transparent: not drawn")
        assertLook(insertion[1], opacity: 0.5, .identity)
        assertLook(insertion[2], opacity: 1, .identity)
        assertLook(removal[0], opacity: 1, .identity)
        assertLook(removal[1], opacity: 0.5, .identity)
        XCTAssertNil(removal[2], "gone once its removal ended")
    }

    func testScale() {
        let (insertion, removal) = timeline(.scale)
        // The panel is at (0, 0), 40×20: scaling by ½ about its center (20, 10).
        let half = CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 10, ty: 5)
        assertLook(insertion[1], opacity: 1, half)
        assertLook(insertion[2], opacity: 1, .identity)
        assertLook(removal[1], opacity: 1, half)
        XCTAssertNil(removal[2])
    }

    func testSlideMoveAndOffset() {
        let slide = timeline(.slide)
        assertLook(slide.insertion[1], opacity: 1, CGAffineTransform(translationX: -20, y: 0))
        assertLook(slide.removal[1], opacity: 1, CGAffineTransform(translationX: 20, y: 0))
        let move = timeline(.move(edge: .top))
        assertLook(move.insertion[1], opacity: 1, CGAffineTransform(translationX: 0, y: -10))
        assertLook(move.removal[1], opacity: 1, CGAffineTransform(translationX: 0, y: -10))
        let offset = timeline(.offset(x: 30, y: -8))
        assertLook(offset.insertion[1], opacity: 1, CGAffineTransform(translationX: 15, y: -4))
        assertLook(offset.removal[1], opacity: 1, CGAffineTransform(translationX: 15, y: -4))
        XCTAssertNil(offset.removal[2])
    }

    func testPushAsymmetricAndCombined() {
        let push = timeline(.push(from: .bottom))
        assertLook(push.insertion[1], opacity: 0.5, CGAffineTransform(translationX: 0, y: 10))
        assertLook(push.removal[1], opacity: 0.5, CGAffineTransform(translationX: 0, y: -10))
        let asymmetric = timeline(.asymmetric(insertion: .opacity, removal: .move(edge: .trailing)))
        assertLook(asymmetric.insertion[1], opacity: 0.5, .identity)
        assertLook(asymmetric.removal[1], opacity: 1, CGAffineTransform(translationX: 20, y: 0))
        let combined = timeline(AnyTransition.opacity.combined(with: .offset(x: 10)))
        assertLook(combined.insertion[1], opacity: 0.5, CGAffineTransform(translationX: 5, y: 0))
        assertLook(combined.removal[1], opacity: 0.5, CGAffineTransform(translationX: 5, y: 0))
        let identity = timeline(.identity)
        assertLook(identity.insertion[0], opacity: 1, .identity)
        XCTAssertNil(identity.removal[0], "no removal look: gone at once")
    }

    func testAnUnanimatedChangeDoesNotTransition() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Panel(shown: false, transition: .opacity), size: size)
        assertLook(look(graph.update(Panel(shown: true, transition: .opacity), size: size)), opacity: 1, .identity)
        XCTAssertNil(look(graph.update(Panel(shown: false, transition: .opacity), size: size)))
        XCTAssertFalse(graph.isAnimating)
    }

    func testALeavingViewIsDrawnButNotHitUntilItsRemovalEndsThenItsStateGoes() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Panel(shown: true, transition: .opacity), size: size)
        PanelProbe.tap?()
        graph.update(Panel(shown: true, transition: .opacity), size: size)
        XCTAssertEqual(graph.frame(of: "panel")?.width, 41, "tapped once")

        withAnimation(.easeIn(duration: 0.4)) {}
        graph.update(Panel(shown: false, transition: .opacity), size: size)
        graph.advanceAnimationTime(by: 0.2)
        let leaving = graph.update(Panel(shown: false, transition: .opacity), size: size)
        XCTAssertTrue(fills(leaving).contains { $0.1 == red }, "still drawn while it leaves")
        XCTAssertNil(graph.frame(of: "panel"), "geometry (and so hit testing) no longer has it")
        XCTAssertEqual(graph.animator.leaving.count, 1)
        XCTAssertTrue(graph.animator.leaving.allSatisfy(\.isRemoving))

        // Back before the removal ended: its state is still there.
        graph.update(Panel(shown: true, transition: .opacity), size: size)
        XCTAssertEqual(graph.frame(of: "panel")?.width, 41)
        XCTAssertTrue(graph.animator.leaving.isEmpty)

        withAnimation(.easeIn(duration: 0.4)) {}
        graph.update(Panel(shown: false, transition: .opacity), size: size)
        graph.advanceAnimationTime(by: 0.5)
        let gone = graph.update(Panel(shown: false, transition: .opacity), size: size)
        XCTAssertFalse(fills(gone).contains { $0.1 == red })
        XCTAssertFalse(graph.isAnimating)
        graph.update(Panel(shown: true, transition: .opacity), size: size)
        XCTAssertEqual(graph.frame(of: "panel")?.width, 40, "its state was dropped when the removal ended")
    }

    func testRepeatForeverOnALeavingViewStillEnds() {
        let graph = ViewGraph()
        graph.update(Panel(shown: true, transition: .scale), size: size)
        withAnimation(.linear(duration: 0.5).repeatForever(autoreverses: true)) {}
        graph.update(Panel(shown: false, transition: .scale), size: size)
        graph.advanceAnimationTime(by: 0.25)
        XCTAssertNotNil(look(graph.update(Panel(shown: false, transition: .scale), size: size)))
        graph.advanceAnimationTime(by: 0.25)
        XCTAssertNil(look(graph.update(Panel(shown: false, transition: .scale), size: size)))
        XCTAssertFalse(graph.isAnimating)
        XCTAssertTrue(graph.animator.leaving.isEmpty)
    }

    func testForEachInsertionsAndRemovalsTransition() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Rows(ids: [1, 2, 3]), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(Rows(ids: [1, 3, 4]), size: size)
        graph.advanceAnimationTime(by: 0.5)
        let list = graph.update(Rows(ids: [1, 3, 4]), size: size)
        let opacities = list.operations.compactMap { if case .pushOpacity(let o) = $0 { o } else { nil } }
        XCTAssertEqual(opacities.sorted(), [0.5, 0.5], "row 4 fades in while row 2 fades out")
        XCTAssertEqual(fills(list).count, 4, "rows 1, 3 and 4, and the leaving row 2")
    }

    func testViewsRemovedTogetherAreDrawnInTheOrderTheyHadBefore() {
        // The graph finds removed views in a table keyed by identity, whose order changes from
        // run to run; where leaving views overlap, the one drawn on top must not.
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Rows(ids: Array(1...8)), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(Rows(ids: [1]), size: size)
        graph.advanceAnimationTime(by: 0.5)
        let list = graph.update(Rows(ids: [1]), size: size)
        XCTAssertEqual(fills(list).map(\.0.minY), (0..<8).map { CGFloat($0 * 12) }, "row 1, then the leaving rows 2–8 in order")
    }
}

private struct Panel: View {
    var shown: Bool
    var transition: AnyTransition
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 100, height: 100)
            if shown {
                TappablePanel().transition(transition)
            }
        }
    }
}

private struct TappablePanel: View {
    @State private var taps = 0
    var body: some View {
        PanelProbe.tap = { taps += 1 }
        return Color.red.frame(width: 40 + CGFloat(taps), height: 20).accessibilityIdentifier("panel")
    }
}

private enum PanelProbe {
    nonisolated(unsafe) static var tap: (() -> Void)?
}

private struct Rows: View {
    var ids: [Int]
    var body: some View {
        VStack(spacing: 2) {
            ForEach(ids, id: \.self) { id in
                Color(white: Double(id) / 10).frame(width: 30, height: 10).transition(.opacity)
            }
        }
    }
}
