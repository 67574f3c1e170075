import Benchmark
import CardGridScene
import Foundation
import Tessera

/// One frame = build the view value, resolve, lay out, and build the display list, at
/// 1280×720 points (the scene overflows vertically for 1,000 cards, as in the peer).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 20,
        scalingFactor: .one,
        maxDuration: .seconds(4),
        maxIterations: 2_000
    )

    for cards in [50, 1_000] {
        Benchmark("card-grid \(cards) cards (build + layout + display list)") { benchmark in
            let graph = makeCardGridGraph()
            let size = CGSize(width: 1280, height: 720)
            graph.update(CardGridScene(cardCount: cards), size: size)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(graph.update(CardGridScene(cardCount: cards), size: size))
            }
        }
    }
}
