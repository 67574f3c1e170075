import Benchmark
import CardGridScene
import Foundation
import TesseraSDL

/// One whole frame of the card grid on SDL's software renderer at 1280×720: build the view,
/// lay it out with DejaVu Sans (SDL2_ttf), draw it (glyph atlas, images, anti-aliased shapes),
/// present. The draw-call count per frame is reported as a metric.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .custom("SDL draw calls", polarity: .prefersSmaller, useScalingFactor: false)],
        timeUnits: .milliseconds,
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(6),
        maxIterations: 300
    )

    for cards in [50, 1_000] {
        // One host across the samples, as a game keeps one window: steady-state frames, not a
        // new graph's second frame.
        let held = HeldHost()
        Benchmark("full frame, software renderer 1280×720, \(cards) cards") { benchmark in
            let host = try held.host(cards: cards)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try host.runFrame(elapsed: 1.0 / 60)
            }
            benchmark.stopMeasurement()
            benchmark.measurement(.custom("SDL draw calls"), host.counters.lastFrame.drawCalls)
        }
    }
}

/// The window host a benchmark keeps between its samples, made (and warmed up) on first use.
final class HeldHost: @unchecked Sendable {
    private var made: WindowHost<Int, CardGridScene>?

    func host(cards: Int) throws -> WindowHost<Int, CardGridScene> {
        if let made { return made }
        var configuration = WindowConfiguration(title: "bench", size: CGSize(width: 1280, height: 720))
        configuration.videoDriver = "dummy"
        configuration.vsync = false
        configuration.isHidden = true
        configuration.assetsDirectory = assetsDirectory
        configuration.clearColor = Color.Resolved(red: 0.1, green: 0.1, blue: 0.12)
        let host = try WindowHost(state: cards, configuration: configuration) { count in
            CardGridScene(cardCount: count, iconName: "gem")
        }
        try host.runFrame(elapsed: 1.0 / 60)
        made = host
        return host
    }
}

/// The repository's `Assets` folder (fonts, the gem icon).
let assetsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets")
