import Benchmark
import Foundation
import Tessera
import TesseraSDL

/// `InlineText`: 200 texts of 20–60 characters with one to three inline images each,
/// re-laid out (resolve, layout, display list) at a width that changes every frame — with the
/// mock font and with SDL2_ttf — against the same texts without their images.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 20,
        scalingFactor: .one,
        maxDuration: .seconds(4),
        maxIterations: 2_000
    )

    let texts = InlineTextScene.makeTexts(count: 200)
    let measurers: [(String, () -> ViewGraph)] = [
        (
            "mock font",
            {
                ViewGraph(
                    imageProvider: StaticImageProvider(sizes: [
                        "star": CGSize(width: 24, height: 24),
                        "coin": CGSize(width: 24, height: 24),
                        "gem": CGSize(width: 32, height: 32),
                    ]))
            }
        ),
        (
            "SDL2_ttf",
            {
                let catalog = AssetCatalog()
                return ViewGraph(textMeasurer: TTFTextMeasurer(catalog: catalog), imageProvider: catalog)
            }
        ),
    ]
    for (font, makeGraph) in measurers {
        for withImages in [true, false] {
            let graph = makeGraph()
            let frame = Counter()
            let scene = { InlineTextScene(texts: texts, withImages: withImages, width: 260 + CGFloat(frame.value % 240)) }
            graph.update(scene(), size: InlineTextScene.canvas)
            let name = withImages ? "with 1–3 inline images each" : "same texts, no images"
            Benchmark("inline-text 200 texts, \(name), width changes each frame (\(font))") { benchmark in
                for _ in benchmark.scaledIterations {
                    frame.value += 1
                    blackHole(graph.update(scene(), size: InlineTextScene.canvas))
                }
            }
        }
    }
}

/// The frame number, kept between samples.
final class Counter: @unchecked Sendable {
    var value = 0
}

/// A column of HUD texts with inline icons, in a frame whose width the benchmark varies.
struct InlineTextScene: View {
    /// One text: its plain pieces and, between them, the icons.
    struct Line: Sendable {
        var pieces: [String]
        var icons: [String]
    }

    static let canvas = CGSize(width: 1280, height: 40_000)

    let texts: [Line]
    let withImages: Bool
    let width: CGFloat

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(0..<texts.count, id: \.self) { i in
                text(texts[i])
            }
        }
        .frame(width: width, alignment: .leading)
    }

    private func text(_ line: Line) -> Text {
        var t = Text(verbatim: line.pieces[0])
        for (k, icon) in line.icons.enumerated() {
            if withImages { t = t + Text(Image(icon)) }
            t = t + Text(verbatim: line.pieces[k + 1])
        }
        return t
    }

    /// Deterministic texts: 20–60 characters of words, split around 1–3 icons.
    static func makeTexts(count: Int) -> [Line] {
        let words = [
            "Collect", "3", "stars", "to", "unlock", "the", "next", "level", "bonus", "×2", "coins", "left",
            "best", "time", "1:24", "combo", "shield", "ready", "boss", "in", "120", "m", "gold", "key",
        ]
        let icons = ["star", "coin", "gem"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        return (0..<count).map { _ in
            let length = 20 + next(41)
            var string = ""
            while string.count < length { string += (string.isEmpty ? "" : " ") + words[next(words.count)] }
            string = String(string.prefix(length))
            let iconCount = 1 + next(3)
            // Cut into iconCount + 1 pieces; each icon has a space on both sides.
            let scalars = Array(string)
            let cuts = (0..<iconCount).map { _ in next(scalars.count + 1) }.sorted()
            var pieces: [String] = []
            var previous = 0
            for cut in cuts {
                pieces.append(String(scalars[previous..<cut]) + " ")
                previous = cut
            }
            pieces.append(" " + String(scalars[previous...]))
            return Line(pieces: pieces, icons: (0..<iconCount).map { _ in icons[next(icons.count)] })
        }
    }
}
