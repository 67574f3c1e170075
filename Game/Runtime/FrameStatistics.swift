import Foundation
import TesseraSDL

/// The `--stats` record: per-frame timings and counts, and the one-line summary on exit.
struct FrameStatistics {
    private var frames: [FrameTimings] = []
    private var renderStatistics: [RenderStatistics] = []

    mutating func record(_ timings: FrameTimings, _ statistics: RenderStatistics) {
        frames.append(timings)
        renderStatistics.append(statistics)
    }

    /// One line per frame: build+layout, scene, draw, present (ms), draw calls, textures created,
    /// and where the drawing went: offscreen layers, cached layers drawn / drawn into the cache /
    /// over budget, blurred backdrops / reused from last frame.
    func line(for index: Int) -> String {
        let t = frames[index], s = renderStatistics[index]
        return String(
            format: "frame %5d  build+layout %6.2f  scene %5.2f  draw %6.2f  present %5.2f ms  draw calls %4d  textures %d"
                + "  layers %d  cached %d/%d/%d  backdrops %d/%d",
            index, t.buildAndLayout * 1e3, t.scene * 1e3, t.draw * 1e3, t.present * 1e3, s.drawCalls, s.texturesCreated,
            s.layers, s.cachedLayers, s.cachedLayerRenders, s.cachedLayersOverBudget, s.backdrops, s.backdropsReused)
    }

    /// Frames, the median and p99 frame time and the median of each part; textures after the
    /// first `warmUp` frames.
    func summary(warmUp: Int = 30) -> String {
        guard !frames.isEmpty else { return "no frames drawn" }
        func percentile(_ values: [Double], _ p: Double) -> Double {
            let sorted = values.sorted()
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))] * 1e3
        }
        let totals = frames.map(\.total)
        let drawCalls = renderStatistics.map(\.drawCalls), texturesCreated = renderStatistics.map(\.texturesCreated)
        let after = texturesCreated.dropFirst(warmUp).reduce(0, +)
        return String(
            format:
                "%d frames: median %.2f ms, p99 %.2f ms (build+layout %.2f, scene %.2f, draw %.2f, present %.2f ms median); draw calls median %d; textures created %d (%d after frame %d)",
            frames.count, percentile(totals, 0.5), percentile(totals, 0.99), percentile(frames.map(\.buildAndLayout), 0.5),
            percentile(frames.map(\.scene), 0.5), percentile(frames.map(\.draw), 0.5), percentile(frames.map(\.present), 0.5),
            drawCalls.sorted()[drawCalls.count / 2], texturesCreated.reduce(0, +), after, warmUp)
    }
}
