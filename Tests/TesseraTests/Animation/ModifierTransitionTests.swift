import Foundation
import XCTest

@testable import Tessera

/// `AnyTransition.modifier(active:identity:)`: what the modifiers draw with, interpolated.
final class ModifierTransitionTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    /// A card flip: the card turned `angle` degrees around its vertical axis.
    struct Flip: ViewModifier {
        var angle: Double
        func body(content: Content) -> some View {
            content.rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
        }
    }

    /// A fade and a turn in the plane.
    struct FadeTurn: ViewModifier {
        var amount: Double
        func body(content: Content) -> some View {
            content.opacity(1 - amount).rotationEffect(.degrees(90 * amount), anchor: .topLeading)
        }
    }

    private struct Card: View {
        var shown: Bool
        var transition: AnyTransition
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 100, height: 100)
                if shown { Color.red.frame(width: 40, height: 20).transition(transition) }
            }
        }
    }

    /// The display list at 0, ½ and 1 of a 1-second linear insertion, then of the removal.
    private func timeline(_ transition: AnyTransition) -> (insertion: [DisplayList], removal: [DisplayList]) {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Card(shown: false, transition: transition), size: size)
        func steps(_ card: Card) -> [DisplayList] {
            withAnimation(.linear(duration: 1)) {}
            var lists: [DisplayList] = []
            for step in 0..<3 {
                lists.append(graph.update(card, size: size))
                if step < 2 { graph.advanceAnimationTime(by: 0.5) }
            }
            return lists
        }
        let insertion = steps(Card(shown: true, transition: transition))
        graph.advanceAnimationTime(by: 1)
        graph.update(Card(shown: true, transition: transition), size: size)
        return (insertion, steps(Card(shown: false, transition: transition)))
    }

    private func projection(_ list: DisplayList) -> ProjectionTransform? {
        for op in list.operations { if case .pushProjection(let m) = op { return m } }
        return nil
    }

    private func opacity(_ list: DisplayList) -> Float? {
        for op in list.operations { if case .pushOpacity(let o) = op { return o } }
        return nil
    }

    private func drawsTheCard(_ list: DisplayList) -> Bool {
        list.operations.contains { if case .fill(.rect(let r), _) = $0 { r.size == CGSize(width: 40, height: 20) } else { false } }
    }

    func testACustomFlipModifierTurnsTheCardInPerspective() {
        let flip = AnyTransition.modifier(active: Flip(angle: 90), identity: Flip(angle: 0))
        let (insertion, removal) = timeline(flip)
        // Half way: turned 45°, drawn in perspective exactly as rotation3DEffect(45°) draws it.
        let expected = _Rotation3DEffect(angle: .degrees(45), axis: (x: 0, y: 1, z: 0)).effectValue(size: CGSize(width: 40, height: 20))
        for list in [insertion[1], removal[1]] {
            guard let m = projection(list) else { return XCTFail("no projection half way") }
            for point in [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 0)] {
                let a = point.applying(m), b = point.applying(expected)
                XCTAssertEqual(a.x, b.x, accuracy: 1e-6)
                XCTAssertEqual(a.y, b.y, accuracy: 1e-6)
            }
            XCTAssertTrue(drawsTheCard(list))
        }
        // In place: no projection.
        XCTAssertNil(projection(insertion[2]))
        XCTAssertTrue(drawsTheCard(insertion[2]))
        XCTAssertFalse(drawsTheCard(removal[2]), "gone once its removal ended")
    }

    func testOpacityAndRotationInAModifierBodyAnimate() {
        let (insertion, _) = timeline(.modifier(active: FadeTurn(amount: 1), identity: FadeTurn(amount: 0)))
        XCTAssertEqual(opacity(insertion[1]) ?? 1, 0.5, accuracy: 1e-6)
        let transforms = insertion[1].operations.compactMap { op -> CGAffineTransform? in
            if case .pushTransform(let t) = op { return t } else { return nil }
        }
        // 45° about the top-leading corner (the origin).
        let r = CGAffineTransform(rotationAngle: .pi / 4)
        XCTAssertEqual(transforms.count, 1)
        XCTAssertEqual(transforms.first?.a ?? 0, r.a, accuracy: 1e-6)
        XCTAssertEqual(transforms.first?.b ?? 0, r.b, accuracy: 1e-6)
        XCTAssertEqual(transforms.first?.tx ?? 1, 0, accuracy: 1e-6)
        XCTAssertNil(opacity(insertion[2]))
    }

    func testAGeometryEffectModifierAndCombinations() {
        let turn = AnyTransition.modifier(
            active: _Rotation3DEffect(angle: .degrees(60), axis: (x: 1, y: 0, z: 0)),
            identity: _Rotation3DEffect(angle: .zero, axis: (x: 1, y: 0, z: 0)))
        let (insertion, _) = timeline(turn.combined(with: .opacity))
        XCTAssertNotNil(projection(insertion[1]))
        XCTAssertEqual(opacity(insertion[1]) ?? 1, 0.5, accuracy: 1e-6)
        let (asymmetric, removal) = timeline(.asymmetric(insertion: turn, removal: .opacity))
        XCTAssertNotNil(projection(asymmetric[1]))
        XCTAssertNil(projection(removal[1]))
    }

    func testAModifierWithNothingToAnimateShowsTheViewAtOnce() {
        struct Plain: ViewModifier {
            var tint: Color
            func body(content: Content) -> some View { content.background(tint) }
        }
        let (insertion, _) = timeline(.modifier(active: Plain(tint: .blue), identity: Plain(tint: .green)))
        XCTAssertTrue(drawsTheCard(insertion[0]))
        XCTAssertNil(projection(insertion[1]))
    }

    /// An iOS 17 transition: shrunk, faded and turned before it appears, turned the other way
    /// after it leaves.
    struct Twirl: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .scaleEffect(phase.isIdentity ? 1 : 0.5)
                .opacity(phase.isIdentity ? 1 : 0)
                .rotationEffect(.degrees(phase == .willAppear ? 90 : phase == .didDisappear ? -90 : 0))
        }
    }

    func testATransitionDescribesItsPhases() {
        let (insertion, removal) = timeline(AnyTransition(Twirl()))
        XCTAssertEqual(opacity(insertion[1]) ?? 1, 0.5, accuracy: 1e-6)
        func rotation(_ list: DisplayList) -> Double? {
            for op in list.operations { if case .pushTransform(let t) = op { return atan2(t.b, t.a) * 180 / .pi } }
            return nil
        }
        XCTAssertEqual(rotation(insertion[1]) ?? 0, 45, accuracy: 1e-6)
        XCTAssertEqual(rotation(removal[1]) ?? 0, -45, accuracy: 1e-6)
        XCTAssertNil(rotation(insertion[2]))
        XCTAssertEqual(TransitionPhase.willAppear.value, -1)
        XCTAssertTrue(TransitionPhase.identity.isIdentity)
    }

    func testTheTransitionModifierTakesATransition() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        struct Toggle: View {
            var shown: Bool
            var body: some View {
                ZStack {
                    Color.clear.frame(width: 100, height: 100)
                    if shown { Color.red.frame(width: 40, height: 20).transition(Twirl().combined(with: Twirl())) }
                }
            }
        }
        graph.update(Toggle(shown: false), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(Toggle(shown: true), size: size)
        graph.advanceAnimationTime(by: 0.5)
        let list = graph.update(Toggle(shown: true), size: size)
        // Both twirls: a quarter of the opacity.
        XCTAssertEqual(opacity(list) ?? 1, 0.25, accuracy: 1e-6)
    }
}
