import Foundation
import Tessera
import TesseraSDL

// A frame of a localised HUD with 200 labels whose text changes every frame (half Chinese, half
// Arabic, each with a changing number), shaped with HarfBuzz over the fallback chain. Prints the
// fastest (p0), median (p50) and p90 frame.
//
//     swift run -c release ShapedLabels [frames] [shape|frame]
//
// `shape` (the default) times the measurer's shaping of the 200 new strings alone; `frame` times
// a whole `ViewGraph.update` of a VStack of the 200 labels (resolve, layout with shaped text,
// display list) with the SDL2_ttf/HarfBuzz measurer.

let arguments = CommandLine.arguments.dropFirst()
let frames = arguments.first.flatMap { Int($0) } ?? 300
let mode = arguments.dropFirst().first ?? "shape"
let labelCount = 200

let catalog = AssetCatalog(root: URL(fileURLWithPath: NSTemporaryDirectory()))
let measurer = TTFTextMeasurer(catalog: catalog)
let font = ResolvedFont(size: 17)

func label(_ i: Int, frame: Int) -> String {
    let n = frame &* 7919 &+ i &* 104_729
    return i.isMultiple(of: 2) ? "得分：\(n)" : "النقاط: \(n)"
}

struct Labels: View {
    var frame: Int
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(0..<labelCount, id: \.self) { i in
                Text(label(i, frame: frame))
            }
        }
    }
}

let graph = ViewGraph(textMeasurer: measurer, imageProvider: catalog)
let size = CGSize(width: 1280, height: 8_000)
var checksum = 0

@MainActor func run(_ frame: Int) {
    switch mode {
    case "frame":
        checksum &+= graph.update(Labels(frame: frame), size: size).operations.count
    default:
        for i in 0..<labelCount {
            checksum &+= measurer.shape(Array(label(i, frame: frame).unicodeScalars), in: font)?.glyphs.count ?? 0
        }
    }
}

// Warm the faces, their coverage and the fonts' caches, as a running game has.
for f in 0..<20 { run(-1 - f) }
var times: [Double] = []
times.reserveCapacity(frames)
for f in 0..<frames {
    let start = DispatchTime.now().uptimeNanoseconds
    run(f)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
}
times.sort()
@MainActor func percentile(_ p: Double) -> Double { times[min(times.count - 1, Int(Double(times.count - 1) * p))] }
print(
    "ShapedLabels \(mode): \(labelCount) changing CJK/Arabic labels, \(frames) frames: "
        + String(format: "p0 %.3f ms, p50 %.3f ms, p90 %.3f ms", percentile(0), percentile(0.5), percentile(0.9))
        + " (checksum \(checksum))")
