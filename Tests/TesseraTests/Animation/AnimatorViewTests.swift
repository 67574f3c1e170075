import Foundation
import XCTest

@testable import Tessera

nonisolated(unsafe) private var evaluations: [String: Int] = [:]

/// Animatable views and modifiers, `PhaseAnimator` and `KeyframeAnimator`, stepped by an explicit clock.
final class AnimatorViewTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    override func setUp() {
        super.setUp()
        evaluations = [:]
    }

    private func graph() -> ViewGraph {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        return graph
    }

    /// The strings the display list draws, in order.
    private func strings(_ list: DisplayList) -> [String] {
        textRuns(list).map { string(of: $0, in: list) }
    }

    // MARK: Animatable views and modifiers

    func testAnAnimatableModifierIsEvaluatedWithTheInterpolatedData() {
        let graph = graph()
        graph.update(ShakenCard(attempts: 0), size: size)
        XCTAssertEqual(graph.frame(of: "card")?.minX, 0)
        graph.update(ShakenCard(attempts: 1), size: size)
        XCTAssertEqual(graph.frame(of: "card")!.minX, 0, accuracy: 1e-9, "the animation starts where the data was")
        graph.advanceAnimationTime(by: 0.125)
        graph.update(ShakenCard(attempts: 1), size: size)
        // amount 0.125 of the way from 0 to 1: sin(0.125 × 2π) × 10 — in layout, since the body sees it.
        XCTAssertEqual(graph.frame(of: "card")!.minX, sin(0.25 * .pi) * 10, accuracy: 1e-9)
        XCTAssertTrue(graph.isAnimating)
        graph.advanceAnimationTime(by: 0.25)
        graph.update(ShakenCard(attempts: 1), size: size)
        XCTAssertEqual(graph.frame(of: "card")!.minX, sin(0.75 * .pi) * 10, accuracy: 1e-9)
        graph.advanceAnimationTime(by: 1)
        graph.update(ShakenCard(attempts: 1), size: size)
        XCTAssertEqual(graph.frame(of: "card")!.minX, 0, accuracy: 1e-9, "sin(2π) × 10 at the end")
        XCTAssertFalse(graph.isAnimating)
    }

    func testACountingTextShowsTheInterpolatedNumberHalfwayThroughALinearAnimation() {
        let graph = graph()
        XCTAssertEqual(strings(graph.update(CountingText(value: 0), size: size)), ["0"])
        withAnimation(.linear(duration: 1)) {}
        XCTAssertEqual(strings(graph.update(CountingText(value: 100), size: size)), ["0"])
        graph.advanceAnimationTime(by: 0.5)
        XCTAssertEqual(strings(graph.update(CountingText(value: 100), size: size)), ["50"])
        graph.advanceAnimationTime(by: 0.25)
        XCTAssertEqual(strings(graph.update(CountingText(value: 100), size: size)), ["75"])
        graph.advanceAnimationTime(by: 0.25)
        XCTAssertEqual(strings(graph.update(CountingText(value: 100), size: size)), ["100"])
        XCTAssertFalse(graph.isAnimating)
    }

    func testAChangeWithoutAnAnimationJumps() {
        let graph = graph()
        graph.update(CountingText(value: 0), size: size)
        XCTAssertEqual(strings(graph.update(CountingText(value: 100), size: size)), ["100"])
        XCTAssertFalse(graph.isAnimating)
        XCTAssertEqual(evaluations["counting"], 2)
    }

    func testTheAnimationModifierAroundTheViewAnimatesIt() {
        let graph = graph()
        graph.update(Counter(value: 0), size: size)
        graph.update(Counter(value: 40), size: size)
        graph.advanceAnimationTime(by: 0.5)
        XCTAssertEqual(strings(graph.update(Counter(value: 40), size: size)), ["10"], "a quarter of 2 s")
    }

    func testATransactionWithoutAnAnimationMakesTheChangeInstant() {
        let graph = graph()
        graph.update(Counter(value: 0, instant: true), size: size)
        withAnimation(.linear(duration: 1)) {}
        XCTAssertEqual(strings(graph.update(Counter(value: 80, instant: true), size: size)), ["80"])
        XCTAssertFalse(graph.isAnimating)
        withAnimation(.linear(duration: 1)) {}
        graph.update(Counter(value: 0, instant: false), size: size)
        graph.advanceAnimationTime(by: 0.5)
        XCTAssertEqual(strings(graph.update(Counter(value: 0, instant: false), size: size)), ["40"], "the same change, animated")
    }

    func testARetargetMidFlightContinuesFromThePresentedValue() {
        let graph = graph()
        graph.update(CountingText(value: 0), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(CountingText(value: 100), size: size)
        graph.advanceAnimationTime(by: 0.5)
        XCTAssertEqual(strings(graph.update(CountingText(value: 100), size: size)), ["50"])
        withAnimation(.linear(duration: 1)) {}
        XCTAssertEqual(strings(graph.update(CountingText(value: 200), size: size)), ["50"], "no jump")
        graph.advanceAnimationTime(by: 0.25)
        // Timing curves add up: 200 − 100 × (1 − 0.75) − 100 × (1 − 0.25).
        XCTAssertEqual(strings(graph.update(CountingText(value: 200), size: size)), ["100"])
        graph.advanceAnimationTime(by: 0.25)
        XCTAssertEqual(strings(graph.update(CountingText(value: 200), size: size)), ["150"], "the first change has ended")
        graph.advanceAnimationTime(by: 0.5)
        XCTAssertEqual(strings(graph.update(CountingText(value: 200), size: size)), ["200"])
        XCTAssertFalse(graph.isAnimating)
    }

    func testBodyEvaluationsStopOnceTheAnimationHasEnded() {
        let graph = graph()
        graph.update(CountingText(value: 0), size: size)
        withAnimation(.linear(duration: 0.5)) {}
        graph.update(CountingText(value: 10), size: size)
        for _ in 0..<4 {
            graph.advanceAnimationTime(by: 0.125)
            graph.update(CountingText(value: 10), size: size)
        }
        XCTAssertEqual(evaluations["counting"], 6, "one per frame, the last with the target")
        XCTAssertFalse(graph.isAnimating)
        for _ in 0..<3 {
            graph.advanceAnimationTime(by: 0.125)
            XCTAssertEqual(strings(graph.update(CountingText(value: 10), size: size)), ["10"])
        }
        XCTAssertEqual(evaluations["counting"], 6, "an unchanged view is not evaluated again")
    }

    func testOnlyTheAnimatingViewAndTheViewsAroundItAreEvaluatedWhileItCounts() {
        let graph = graph()
        graph.update(ScoreHUD(score: 0), size: size)
        withAnimation(.linear(duration: 0.5)) {}
        graph.update(ScoreHUD(score: 100), size: size)
        let labelled = evaluations["labelled"]
        for frame in 1...4 {
            graph.advanceAnimationTime(by: 0.1)
            let list = graph.update(ScoreHUD(score: 100), size: size)
            XCTAssertEqual(strings(list), ["Gems", "\(frame * 20)", "Time"])
        }
        XCTAssertEqual(evaluations["labelled"], labelled, "the labels beside the counting score are reused")
        graph.advanceAnimationTime(by: 0.2)
        XCTAssertEqual(strings(graph.update(ScoreHUD(score: 100), size: size)), ["Gems", "100", "Time"])
        XCTAssertFalse(graph.isAnimating)
    }

    func testASpringCountsUpWithoutGoingBackAndSettles() {
        let graph = graph()
        graph.update(CountingText(value: 0), size: size)
        withAnimation(.spring(duration: 0.4)) {}
        graph.update(CountingText(value: 100), size: size)
        var counts: [Int] = []
        for _ in 0..<90 {
            graph.advanceAnimationTime(by: 1.0 / 60)
            counts.append(Int(strings(graph.update(CountingText(value: 100), size: size))[0])!)
        }
        XCTAssertEqual(counts, counts.sorted(), "a spring without bounce never goes back")
        XCTAssertEqual(counts[14], Int(Animation.spring(duration: 0.4).value(from: 0.0, to: 100.0, at: 0.25)))
        XCTAssertEqual(counts.last, 100)
        XCTAssertFalse(graph.isAnimating)
    }

    func testAnimatableModifierStateIsKeptPerView() {
        let graph = graph()
        let cards = { (a: Int, b: Int) in
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("a").modifier(Shake(amount: CGFloat(a)))
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("b").modifier(Shake(amount: CGFloat(b)))
            }
        }
        graph.update(cards(0, 0), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(cards(1, 0), size: size)
        graph.advanceAnimationTime(by: 0.25)
        graph.update(cards(1, 0), size: size)
        XCTAssertEqual(graph.frame(of: "a")!.minX, 10, accuracy: 1e-9, "sin(0.25 × 2π) × 10")
        XCTAssertEqual(graph.frame(of: "b")!.minX, 0, accuracy: 1e-9, "the other card did not change")
    }

    func testAViewModifierConformingToAnimatableIsAnimatedToo() {
        let graph = graph()
        let view = { (width: CGFloat) in Color.red.frame(width: 10, height: 10).modifier(Widen(width: width)).accessibilityIdentifier("bar")
        }
        graph.update(view(10), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(view(50), size: size)
        graph.advanceAnimationTime(by: 0.25)
        graph.update(view(50), size: size)
        XCTAssertEqual(graph.frame(of: "bar")?.width, 20, "a quarter of the way from 10 to 50")
    }

    func testViewsWithoutAnimatableDataAreReusedAsAnyView() {
        let graph = graph()
        withAnimation(.linear(duration: 1)) {}
        graph.update(Labelled(title: "a"), size: size)
        graph.update(Labelled(title: "a"), size: size)
        graph.update(Labelled(title: "a"), size: size)
        XCTAssertEqual(evaluations["labelled"], 1)
        XCTAssertTrue(graph.animator.views.states.isEmpty, "no state kept for views with nothing to animate")
    }

    func testNonFiniteDataIsNotAnimated() {
        let graph = graph()
        graph.update(CountingText(value: 0), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(CountingText(value: .infinity), size: size)
        graph.advanceAnimationTime(by: 0.5)
        graph.update(CountingText(value: .infinity), size: size)
        XCTAssertFalse(graph.isAnimating)
        withAnimation(.linear(duration: 1)) {}
        graph.update(CountingText(value: 4), size: size)
        graph.advanceAnimationTime(by: 0.5)
        XCTAssertEqual(strings(graph.update(CountingText(value: 4), size: size)), ["4"], "not animated from infinity")
    }

    // MARK: PhaseAnimator

    /// The drawn x of the red fill, and the x layout gave it.
    private func dot(_ list: DisplayList, _ graph: ViewGraph) -> (drawn: CGFloat, layout: CGFloat) {
        (fills(list).first!.0.minX, graph.frame(of: "dot")!.minX)
    }

    func testPhasesAdvanceWhenEachAnimationFinishes() {
        let graph = graph()
        let view = PhaseAnimator([0.0, 10, 20]) { x in
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot").offset(x: x)
        } animation: { _ in
            .linear(duration: 1)
        }
        var seen: [(drawn: CGFloat, layout: CGFloat)] = []
        seen.append(dot(graph.update(view, size: size), graph))
        for _ in 0..<8 {
            graph.advanceAnimationTime(by: 0.5)
            seen.append(dot(graph.update(view, size: size), graph))
        }
        // t 0: phase 0; t 0.5: to phase 1 over [0.5, 1.5]; t 1.5: to phase 2; t 2.5: back to 0; t 3.5: phase 1.
        XCTAssertEqual(seen.map(\.layout), [0, 10, 10, 20, 20, 0, 0, 10, 10])
        XCTAssertEqual(seen.map(\.drawn), [0, 0, 5, 10, 15, 20, 10, 0, 5])
        XCTAssertTrue(graph.isAnimating, "a phase animator without a trigger cycles forever")
    }

    func testATriggerRunsThroughEveryPhaseOnceAndEndsAtTheFirst() {
        let graph = graph()
        func view(_ trigger: Int) -> some View {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot")
                .phaseAnimator([0.0, 30], trigger: trigger) { content, x in
                    content.offset(x: x)
                } animation: { x in
                    x == 30 ? .linear(duration: 1) : nil
                }
        }
        var layouts: [CGFloat] = []
        for _ in 0..<3 {
            graph.update(view(0), size: size)
            layouts.append(graph.frame(of: "dot")!.minX)
            graph.advanceAnimationTime(by: 0.5)
        }
        XCTAssertEqual(layouts, [0, 0, 0], "no run without a trigger change")
        XCTAssertFalse(graph.isAnimating)
        layouts = []
        var drawn: [CGFloat] = []
        for _ in 0..<6 {
            let list = graph.update(view(1), size: size)
            layouts.append(graph.frame(of: "dot")!.minX)
            drawn.append(fills(list).first!.0.minX)
            graph.advanceAnimationTime(by: 0.5)
        }
        // To 30 over a second, then back to 0 without an animation, then still.
        XCTAssertEqual(layouts, [30, 30, 0, 0, 0, 0])
        XCTAssertEqual(drawn, [0, 15, 0, 0, 0, 0])
        XCTAssertFalse(graph.isAnimating)
    }

    func testEmptyPhasesShowTheContentWithoutAnimating() {
        let graph = graph()
        let modified = Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot")
            .phaseAnimator([Double]()) { content, x in content.offset(x: x) }
        graph.update(modified, size: size)
        XCTAssertEqual(graph.frame(of: "dot"), CGRect(x: 0, y: 0, width: 10, height: 10))
        let alone = PhaseAnimator([Double]()) { x in Color.red.frame(width: x, height: x) }
        XCTAssertTrue(fills(graph.update(alone, size: size)).isEmpty)
        XCTAssertFalse(graph.isAnimating)
    }

    // MARK: KeyframeAnimator

    func testKeyframesPlayWhenTheTriggerChanges() {
        let graph = graph()
        func view(_ hits: Int) -> some View {
            KeyframeAnimator(initialValue: 0.0, trigger: hits) { x in
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot").offset(x: x)
            } keyframes: { _ in
                LinearKeyframe(100, duration: 1)
                LinearKeyframe(0, duration: 1)
            }
        }
        graph.update(view(0), size: size)
        graph.advanceAnimationTime(by: 1)
        graph.update(view(0), size: size)
        XCTAssertEqual(graph.frame(of: "dot")?.minX, 0, "nothing plays before the trigger changes")
        var xs: [CGFloat] = []
        for _ in 0..<6 {
            graph.update(view(1), size: size)
            xs.append(graph.frame(of: "dot")!.minX)
            graph.advanceAnimationTime(by: 0.5)
        }
        XCTAssertEqual(xs, [0, 50, 100, 50, 0, 0])
        XCTAssertFalse(graph.isAnimating)
    }

    func testRepeatingKeyframesLoopAndStillOnesShowTheirStart() {
        let graph = graph()
        let looping = KeyframeAnimator(initialValue: 0.0) { x in
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot").offset(x: x)
        } keyframes: { _ in
            LinearKeyframe(100, duration: 1)
            LinearKeyframe(0, duration: 1)
        }
        var xs: [CGFloat] = []
        for _ in 0..<7 {
            graph.update(looping, size: size)
            xs.append(graph.frame(of: "dot")!.minX)
            graph.advanceAnimationTime(by: 0.75)
        }
        XCTAssertEqual(xs, [0, 75, 50, 25, 100, 25, 50])
        XCTAssertTrue(graph.isAnimating)

        let still = self.graph()
        let paused = KeyframeAnimator(initialValue: 5.0, repeating: false) { x in
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot").offset(x: x)
        } keyframes: { _ in
            MoveKeyframe(20)
            LinearKeyframe(100, duration: 1)
        }
        still.update(paused, size: size)
        XCTAssertEqual(still.frame(of: "dot")?.minX, 20, "the value at the start of the timeline")
        still.advanceAnimationTime(by: 0.5)
        still.update(paused, size: size)
        XCTAssertEqual(still.frame(of: "dot")?.minX, 20)
        XCTAssertFalse(still.isAnimating)
    }

    func testAZeroLengthRepeatingTimelineRestsAtItsValue() {
        let graph = graph()
        let view = Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot")
            .keyframeAnimator(initialValue: 0.0) { content, x in
                content.offset(x: x)
            } keyframes: { _ in
                MoveKeyframe(30)
                LinearKeyframe(60, duration: .nan)
            }
        for _ in 0..<3 {
            graph.update(view, size: size)
            graph.advanceAnimationTime(by: 0.5)
        }
        XCTAssertEqual(graph.frame(of: "dot")?.minX, 60)
        XCTAssertFalse(graph.isAnimating)
    }
}

private struct Shake: AnimatableModifier {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View {
        content.offset(x: sin(amount * .pi * 2) * 10)
    }
}

private struct Widen: ViewModifier, Animatable {
    var width: CGFloat
    var animatableData: CGFloat {
        get { width }
        set { width = newValue }
    }
    func body(content: Content) -> some View {
        content.frame(width: width)
    }
}

private struct ShakenCard: View {
    var attempts: Int
    var body: some View {
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("card")
            .modifier(Shake(amount: CGFloat(attempts)))
            .animation(.linear(duration: 1), value: attempts)
    }
}

private struct CountingText: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        let _ = evaluations["counting", default: 0] += 1
        Text(value.isFinite ? "\(Int(value))" : "∞")
    }
}

/// A counting text animated by `animation(_:value:)`, or made instant by a transaction.
private struct Counter: View {
    var value: Double
    var instant: Bool?
    var body: some View {
        if let instant {
            // A fixed frame, so only the text's content could animate.
            CountingText(value: value).transaction { if instant { $0.animation = nil } }.frame(width: 100, height: 20)
        } else {
            CountingText(value: value).animation(.linear(duration: 2), value: value)
        }
    }
}

/// A counting score between two labels that do not change.
private struct ScoreHUD: View {
    var score: Double
    var body: some View {
        HStack {
            Labelled(title: "Gems")
            CountingText(value: score)
            Labelled(title: "Time")
        }
    }
}

/// Animatable, with nothing to animate.
private struct Labelled: View, Animatable {
    var title: String
    var body: some View {
        let _ = evaluations["labelled", default: 0] += 1
        Text(title)
    }
}
