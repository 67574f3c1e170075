import Foundation
import TesseraTesting
import XCTest

@testable import Tessera

/// Animated changes through a graph stepped by an explicit clock.
final class GraphAnimationTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    private func graph() -> ViewGraph {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        return graph
    }

    /// The first fill of `color` in the list.
    private func fillRect(_ list: DisplayList, _ color: Color.Resolved = Color.red.resolve(colorScheme: .light)) -> CGRect? {
        fills(list).first { $0.1 == color }?.0
    }

    func testCardFrameHalfwayThroughASpringLiesBetweenStartAndEnd() {
        let graph = graph()
        let spring = Animation.spring(response: 0.5, dampingFraction: 1)
        graph.update(Slider(x: 0), size: size)
        withAnimation(spring) {}
        XCTAssertEqual(fillRect(graph.update(Slider(x: 100), size: size))?.minX, 0, "time has not moved yet")
        var xs: [CGFloat] = []
        for _ in 0..<30 {
            graph.advanceAnimationTime(by: 1.0 / 60)
            xs.append(fillRect(graph.update(Slider(x: 100), size: size))!.minX)
        }
        let expected = spring.value(from: 0.0, to: 100.0, at: 0.25)
        XCTAssertEqual(Double(xs[14]), expected, accuracy: 1, "a quarter second in")
        XCTAssertGreaterThan(xs[14], 10)
        XCTAssertLessThan(xs[14], 100)
        XCTAssertEqual(xs, xs.sorted(), "a critically damped spring never goes back")
        XCTAssertTrue(graph.isAnimating)
        // Layout's own answer is the target all along.
        XCTAssertEqual(graph.frame(of: "slider")?.minX, 100)
        graph.advanceAnimationTime(by: 2)
        XCTAssertEqual(fillRect(graph.update(Slider(x: 100), size: size))?.minX, 100)
        XCTAssertFalse(graph.isAnimating)
    }

    func testAChangeWithoutAnAnimationJumps() {
        let graph = graph()
        graph.update(Slider(x: 0), size: size)
        XCTAssertEqual(fillRect(graph.update(Slider(x: 100), size: size))?.minX, 100)
        XCTAssertFalse(graph.isAnimating)
    }

    func testEffectsColorsAndShapesAnimate() {
        let graph = graph()
        let start = Effects(opacity: 1, scale: 1, degrees: 0, color: .red, corner: 0, fraction: 0, shake: 0)
        let end = Effects(opacity: 0.5, scale: 2, degrees: 90, color: .blue, corner: 20, fraction: 1, shake: 0.25)
        graph.update(start, size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(end, size: size)
        graph.advanceAnimationTime(by: 0.5)
        let list = graph.update(end, size: size)
        let operations = list.operations
        let opacities = operations.compactMap { if case .pushOpacity(let o) = $0 { o } else { nil } }
        XCTAssertEqual(opacities.first ?? 0, 0.75, accuracy: 1e-6)
        let transforms = operations.compactMap { if case .pushTransform(let t) = $0 { t } else { nil } }
        XCTAssertEqual(transforms.count, 3, "scale, rotation and the geometry effect")
        XCTAssertEqual(transforms[0].a, 1.5, accuracy: 1e-9, "scale halfway")
        XCTAssertEqual(atan2(transforms[1].b, transforms[1].a), .pi / 4, accuracy: 1e-9, "rotation halfway")
        XCTAssertEqual(transforms[2].tx, 8 * sin(0.125 * 2 * .pi), accuracy: 1e-9, "the shake's animatableData halfway")

        // Colour halfway in linear light: each channel is the encoded mean of the linear values.
        let red = Color.red.resolve(colorScheme: .light), blue = Color.blue.resolve(colorScheme: .light)
        let mid = Color.Resolved(linear: AnimatableVector4((red.linearVector.lanes + blue.linearVector.lanes) / 2))
        let fillsOfShapes = operations.compactMap { op -> (DisplayShape, DisplayPaint)? in
            if case .fill(let s, let p) = op { (s, p) } else { nil }
        }
        XCTAssertTrue(fillsOfShapes.contains { $0.1 == .color(mid) }, "the colour halfway in linear light")
        XCTAssertNotEqual(mid, Color.Resolved(red: (red.red + blue.red) / 2, green: 0, blue: (red.blue + blue.blue) / 2))
        let corners = fillsOfShapes.compactMap { if case .roundedRect(_, let c, _) = $0.0 { c } else { nil } }
        XCTAssertEqual(corners, [CGSize(width: 10, height: 10)], "corner radius halfway")
        let bars = fillsOfShapes.compactMap { if case .rect(let r) = $0.0, r.height == 7 { r } else { nil } }
        XCTAssertEqual(bars.map(\.width), [25], "custom Animatable shape halfway")

        graph.advanceAnimationTime(by: 0.5)
        let final = graph.update(end, size: size)
        let fresh = self.graph()
        fresh.update(start, size: size)
        XCTAssertEqual(final, fresh.update(end, size: size), "the end of an animation is the unanimated frame")
    }

    func testTextForegroundColorAnimatesInLinearLight() {
        let red = Color.red.resolve(colorScheme: .light), blue = Color.blue.resolve(colorScheme: .light)
        let mid = Color.Resolved(linear: AnimatableVector4((red.linearVector.lanes + blue.linearVector.lanes) / 2))
        // The Text modifier (a run's colour) and the view modifier (the environment's).
        let views: [(Color) -> AnyView] = [
            { AnyView(Text("Hi").foregroundColor($0)) }, { AnyView(Text("Hi").padding(1).foregroundColor($0)) },
        ]
        for view in views {
            let graph = graph()
            graph.update(view(.red), size: size)
            withAnimation(.linear(duration: 1)) {}
            graph.update(view(.blue), size: size)
            let environments = graph.current.environments.count
            graph.advanceAnimationTime(by: 0.5)
            XCTAssertEqual(textRuns(graph.update(view(.blue), size: size)).map(\.color), [mid])
            XCTAssertEqual(graph.current.environments.count, environments, "presented colours leave no environment behind")
            graph.advanceAnimationTime(by: 0.5)
            XCTAssertEqual(textRuns(graph.update(view(.blue), size: size)).map(\.color), [blue])
        }
    }

    func testTransactionModifierAndAnimationValueScopeTheAnimation() {
        let graph = graph()
        graph.update(Scoped(x: 0, trigger: 0), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(Scoped(x: 100, trigger: 0), size: size)
        graph.advanceAnimationTime(by: 0.5)
        var list = graph.update(Scoped(x: 100, trigger: 0), size: size)
        XCTAssertEqual(fillRect(list, Color.green.resolve(colorScheme: .light))?.minX, 50, "animated by withAnimation")
        XCTAssertEqual(fillRect(list)?.minX, 100, "`.transaction { $0.animation = nil }` makes it instant")
        XCTAssertEqual(fillRect(list, Color.blue.resolve(colorScheme: .light))?.minX, 100, "value unchanged: not animated")

        graph.advanceAnimationTime(by: 1)
        graph.update(Scoped(x: 100, trigger: 0), size: size)
        // No withAnimation: only the view whose `animation(_:value:)` value changed animates.
        graph.update(Scoped(x: 0, trigger: 1), size: size)
        graph.advanceAnimationTime(by: 0.25)
        list = graph.update(Scoped(x: 0, trigger: 1), size: size)
        XCTAssertEqual(fillRect(list, Color.blue.resolve(colorScheme: .light))?.minX, 75, "animation(.linear(duration: 0.5), value:)")
        XCTAssertEqual(fillRect(list, Color.green.resolve(colorScheme: .light))?.minX, 0)
    }

    func testReuseOnAndOffDrawTheSameFramesAcrossAnAnimatedScene() {
        var reuse = ReuseEquivalence()
        for graph in [reuse.reusing, reuse.evaluating] { graph.rootPlacement = .topLeading }
        for frame in 0..<120 {
            let selection = (frame / 20) % 4
            if frame % 20 == 0 { withAnimation(frame % 40 == 0 ? .bouncy : .easeInOut(duration: 0.3)) {} }
            guard reuse.assertSameFrame(Menu(selection: selection, pulse: frame >= 60), size: size) else { return }
            for graph in [reuse.reusing, reuse.evaluating] { graph.advanceAnimationTime(by: 1.0 / 60) }
        }
        XCTAssertGreaterThan(reuse.reusedSubtrees, 100, "unchanged cards are reused while others animate")
    }

    func testStateSurvivesAnimations() {
        let graph = graph()
        graph.update(Menu(selection: 0, pulse: false), size: size)
        TapProbe.tap?()
        for frame in 0..<90 {
            if frame % 30 == 0 { withAnimation(.bouncy) {} }
            graph.update(Menu(selection: frame / 30, pulse: frame > 45), size: size)
            graph.advanceAnimationTime(by: 1.0 / 60)
        }
        XCTAssertEqual(TapProbe.seen, 1, "@State kept its value through 90 animated frames")
        XCTAssertEqual(graph.frame(of: "taps")?.width, 11)
    }

    func testAnUnchangedFrameStaysOnTheFastPathOnceAnimationsEnd() {
        let graph = graph()
        graph.update(Menu(selection: 0, pulse: false), size: size)
        withAnimation(.easeOut(duration: 0.2)) {}
        graph.update(Menu(selection: 2, pulse: false), size: size)
        XCTAssertFalse(graph.animatedWithoutLayout, "the change itself is evaluated and laid out")
        graph.advanceAnimationTime(by: 0.1)
        graph.update(Menu(selection: 2, pulse: false), size: size)
        XCTAssertTrue(graph.isAnimating)
        XCTAssertTrue(graph.animatedWithoutLayout, "a frame where only the animation moves keeps the layout")
        graph.advanceAnimationTime(by: 0.2)
        graph.update(Menu(selection: 2, pulse: false), size: size)
        XCTAssertFalse(graph.isAnimating)
        let settled = graph.update(Menu(selection: 2, pulse: false), size: size)
        XCTAssertFalse(graph.reusedLastFrame, "the first frame after the animation draws its end values")
        XCTAssertEqual(graph.update(Menu(selection: 2, pulse: false), size: size), settled)
        XCTAssertTrue(graph.reusedLastFrame)
    }

    func testTenThousandSimultaneousAnimations() {
        let graph = graph()
        graph.update(Grid(count: 10_000, lifted: false), size: CGSize(width: 1000, height: 1000))
        withAnimation(.spring(response: 0.3, dampingFraction: 0)) {}
        graph.update(Grid(count: 10_000, lifted: true), size: CGSize(width: 1000, height: 1000))
        XCTAssertGreaterThanOrEqual(graph.animator.tracks.count, 10_000)
        var frames = 0
        while graph.isAnimating, frames < 100 {
            graph.advanceAnimationTime(by: 0.5)
            let list = graph.update(Grid(count: 10_000, lifted: true), size: CGSize(width: 1000, height: 1000))
            XCTAssertTrue(list.isFinite)
            frames += 1
        }
        XCTAssertFalse(graph.isAnimating, "a spring with damping 0 is clamped and settles")
        XCTAssertTrue(graph.animator.tracks.isEmpty)
    }

    func testBadClockInputIsIgnored() {
        let graph = graph()
        graph.advanceAnimationTime(by: .nan)
        graph.advanceAnimationTime(by: -1)
        graph.animationTime = .infinity
        XCTAssertEqual(graph.animationTime, 0)
        graph.animationTime = 5
        XCTAssertEqual(graph.animationTime, 5)
    }
}

private struct Slider: View {
    var x: CGFloat
    var body: some View {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("slider").offset(x: x)
    }
}

/// A bar filled to `fraction` of its width, animatable.
private struct Bar: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(rect) }
    func _displayShape(in rect: CGRect) -> DisplayShape? {
        .rect(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
}

private struct Shake: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 8 * sin(animatableData * 2 * .pi), y: 0))
    }
}

private struct Effects: View {
    var opacity: Double, scale: CGFloat, degrees: Double
    var color: Color
    var corner: CGFloat, fraction: Double, shake: CGFloat
    var body: some View {
        VStack(spacing: 0) {
            Color.green.frame(width: 10, height: 10).opacity(opacity)
            Color.green.frame(width: 10, height: 10).scaleEffect(scale)
            Color.green.frame(width: 10, height: 10).rotationEffect(.degrees(degrees))
            Rectangle().fill(color).frame(width: 10, height: 10)
            RoundedRectangle(cornerRadius: corner).fill(Color.gray).frame(width: 50, height: 50)
            Bar(fraction: fraction).fill(Color.gray).frame(width: 50, height: 7)
            Color.green.frame(width: 10, height: 10).modifier(Shake(animatableData: shake))
        }
    }
}

private struct Scoped: View {
    var x: CGFloat
    var trigger: Int
    var body: some View {
        VStack(spacing: 0) {
            Color.green.frame(width: 10, height: 10).offset(x: x)
            Color.red.frame(width: 10, height: 10).offset(x: x).transaction { $0.animation = nil }
            Color.blue.frame(width: 10, height: 10).offset(x: trigger == 0 ? 100 : 50)
                .animation(.linear(duration: 0.5), value: trigger)
        }
    }
}

private struct Grid: View {
    var count: Int
    var lifted: Bool
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { _ in
                Color.red.frame(width: 1, height: 0.1).scaleEffect(lifted ? 1.2 : 1).opacity(lifted ? 1 : 0.5)
            }
        }
    }
}

/// A level menu whose selected card lifts; a tap counter in `@State` must survive.
private struct Menu: View {
    var selection: Int
    var pulse: Bool
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<4, id: \.self) { i in
                MenuCard(index: i, isSelected: i == selection)
            }
            TapCounter()
            Color.purple.frame(width: 20, height: 20).scaleEffect(pulse ? 1.5 : 1)
                .animation(.easeInOut(duration: 0.5).repeatForever(), value: pulse)
        }
    }
}

private struct MenuCard: View, Equatable {
    var index: Int
    var isSelected: Bool
    var body: some View {
        RoundedRectangle(cornerRadius: isSelected ? 8 : 2)
            .fill(isSelected ? Color.yellow : Color.gray)
            .frame(width: isSelected ? 60 : 50, height: 20)
            .scaleEffect(isSelected ? 1.1 : 1)
            .offset(y: isSelected ? -4 : 0)
    }
}

private struct TapCounter: View {
    @State private var taps = 0
    var body: some View {
        TapProbe.tap = { taps += 1 }
        TapProbe.seen = taps
        return Color.orange.frame(width: CGFloat(10 + taps), height: 5).accessibilityIdentifier("taps")
    }
}

/// Reaches the counter's state from the test.
private enum TapProbe {
    nonisolated(unsafe) static var tap: (() -> Void)?
    nonisolated(unsafe) static var seen = -1
}

/// Rows whose ids keep changing, each remembering its `animation(_:value:)` value.
private struct ChangingRows: View {
    var first: Int
    var body: some View {
        VStack {
            ForEach(first..<(first + 3), id: \.self) { id in
                Color.red.frame(width: 5, height: 5).opacity(0.5).animation(.linear, value: id)
            }
        }
    }
}

final class AnimatedValueMemoryTests: XCTestCase {
    func testValuesOfViewsThatAreGoneAreForgotten() {
        let graph = ViewGraph()
        for frame in 0..<1_000 { graph.update(ChangingRows(first: frame * 3), size: CGSize(width: 50, height: 50)) }
        XCTAssertLessThanOrEqual(graph.animator.animatedValues.count, 64 + 2 * 3 + 3)
    }
}
