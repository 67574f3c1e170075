import Benchmark
import CardGridScene
import Foundation
import Tessera

/// One frame of the card grid while every card animates its scale and opacity (a
/// repeating ease-in-out; the clock advances 1/60 s per frame), beside the same grid with the
/// selection moving and nothing animating, measured in the same run. Layout only (mock font), as
/// the CardGrid benchmark.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 20,
        scalingFactor: .one,
        maxDuration: .seconds(4),
        maxIterations: 2_000
    )

    let size = CGSize(width: 1280, height: 720)
    for cards in [50, 1_000] {
        // Every card animating: each frame steps the clock; the views themselves are unchanged.
        let animated = makeCardGridGraph()
        animated.update(AnimatedCardGridScene(cardCount: cards, isPulsing: false), size: size)
        animated.update(AnimatedCardGridScene(cardCount: cards, isPulsing: true), size: size)
        Benchmark("animated \(cards) cards, every card animating scale and opacity") { benchmark in
            for _ in benchmark.scaledIterations {
                animated.advanceAnimationTime(by: 1.0 / 60)
                blackHole(animated.update(AnimatedCardGridScene(cardCount: cards, isPulsing: true), size: size))
            }
            precondition(animated.isAnimating)
        }

        // Every card animating and the selection moving each frame.
        let both = makeCardGridGraph()
        let selection = Counter()
        both.update(AnimatedCardGridScene(cardCount: cards, isPulsing: false, selection: 0), size: size)
        Benchmark("animated \(cards) cards, every card animating, selection moves each frame") { benchmark in
            for _ in benchmark.scaledIterations {
                selection.value = (selection.value + 1) % cards
                both.advanceAnimationTime(by: 1.0 / 60)
                blackHole(both.update(AnimatedCardGridScene(cardCount: cards, isPulsing: true, selection: selection.value), size: size))
            }
        }

        // The static figure beside it: the selection moves, nothing animates (as CardGrid's).
        let browsing = makeCardGridGraph()
        let staticSelection = Counter()
        browsing.update(CardGridScene(cardCount: cards, selection: 0), size: size)
        Benchmark("static \(cards) cards, selection moves each frame") { benchmark in
            for _ in benchmark.scaledIterations {
                staticSelection.value = (staticSelection.value + 1) % cards
                browsing.advanceAnimationTime(by: 1.0 / 60)
                blackHole(browsing.update(CardGridScene(cardCount: cards, selection: staticSelection.value), size: size))
            }
            precondition(!browsing.isAnimating)
        }
    }
}

/// A position kept between samples.
final class Counter: @unchecked Sendable {
    var value = 0
}
