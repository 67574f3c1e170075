import Benchmark
import Foundation
import TesseraSDL

/// The card grid with tiled backgrounds: 48 level cards, each on a tiled nine-slice of
/// `panel` (whole tiles via `tiledBackground`), laid out with SDL2_ttf and drawn on SDL's
/// software renderer at 1280×720 — with the composed-texture cache, with it turned off (every
/// piece and tile drawn every frame), and with a plain rounded-rectangle colour background for
/// reference. Median frame time and draw calls are reported.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [
            .wallClock, .custom("SDL draw calls", polarity: .prefersSmaller, useScalingFactor: false),
            .custom("vertices", polarity: .prefersSmaller, useScalingFactor: false),
        ],
        timeUnits: .microseconds,
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(6),
        maxIterations: 300
    )

    for variant in Variant.allCases {
        // One canvas, renderer and graph across the samples: steady-state frames.
        let rig = HeldRig(variant: variant)
        Benchmark("tiled card grid, 48 cards, \(variant.rawValue)") { benchmark in
            try rig.prepare()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { rig.frame() }
            benchmark.stopMeasurement()
            benchmark.measurement(.custom("SDL draw calls"), rig.renderer!.lastFrame.drawCalls)
            benchmark.measurement(.custom("vertices"), rig.renderer!.lastFrame.vertices)
        }
    }
}

/// What a variant's benchmark keeps between samples, made (and warmed up) on first use.
final class HeldRig: @unchecked Sendable {
    let variant: Variant
    private var runtime: SDLRuntime?
    private var canvas: OffscreenCanvas?
    private var graph: ViewGraph?
    private(set) var renderer: DisplayListRenderer?

    init(variant: Variant) { self.variant = variant }

    func prepare() throws {
        guard renderer == nil else { return }
        runtime = try SDLRuntime(video: false)
        let canvas = try OffscreenCanvas(width: 1280, height: 720)
        let catalog = AssetCatalog(root: assetsDirectory)
        let measurer = TTFTextMeasurer(catalog: catalog)
        let renderer = DisplayListRenderer(renderer: canvas.renderer, catalog: catalog, measurer: measurer)
        renderer.composesNineSlices = variant != .tiledUncached
        self.canvas = canvas
        self.renderer = renderer
        graph = ViewGraph(textMeasurer: measurer, imageProvider: catalog)
        frame()
        // TILED_BENCH_CAPTURE=<folder> saves each variant's frame, to look at what was measured.
        if let folder = ProcessInfo.processInfo.environment["TILED_BENCH_CAPTURE"] {
            try FrameCapture.writePNG(canvas.capture(), to: "\(folder)/tiled-card-grid-\(Variant.allCases.firstIndex(of: variant)!).png")
        }
    }

    func frame() {
        guard let canvas, let renderer, let graph else { return }
        canvas.clear(r: 24, g: 26, b: 34)
        renderer.draw(graph.update(TiledCardGrid(cardCount: 48, tiled: variant != .plainColour), size: CGSize(width: 1280, height: 720)))
    }
}

enum Variant: String, CaseIterable {
    case tiledCached = "tiled, composed-texture cache"
    case tiledUncached = "tiled, cache off (piece by piece)"
    case plainColour = "plain colour background"
}

/// 48 cards in rows of four: title and wrapping subtitle on a tiled panel (or a plain colour).
struct TiledCardGrid: View {
    let cardCount: Int
    let tiled: Bool

    var body: some View {
        VStack(spacing: 12) {
            ForEach(0..<((cardCount + 3) / 4), id: \.self) { row in
                HStack(spacing: 12) {
                    ForEach((row * 4)..<min(row * 4 + 4, cardCount), id: \.self) { index in
                        TiledCard(index: index, tiled: tiled)
                    }
                }
            }
        }
        .padding(16)
        .fixedSize(horizontal: false, vertical: true)
    }
}

struct TiledCard: View {
    let index: Int
    let tiled: Bool

    var body: some View {
        let content = VStack(alignment: .leading, spacing: 4) {
            Text("Level \(index + 1)").font(.system(size: 16))
            Text(index % 3 == 0 ? "Collect every gem before the cave floods." : "Find the key.").font(.system(size: 12))
        }
        .padding(12)
        .frame(width: 280, alignment: .leading)
        .foregroundColor(.white)
        if tiled {
            content.tiledBackground(with: Image("panel"), capInsets: EdgeInsets(all: 8))
        } else {
            content.background(RoundedRectangle(cornerRadius: 12).fill(Color(tesseraHex: 0x2B3A55)))
        }
    }
}

/// The repository's `Assets` folder (fonts, the panel image).
let assetsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets")
