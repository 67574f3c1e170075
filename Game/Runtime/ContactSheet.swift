import Foundation
import TesseraSDL

/// One PNG showing captured frames in a grid, each shrunk by a whole factor (box filter).
enum ContactSheet {
    /// The frames in rows of `columns`, each shrunk `factor` times, with a dark gutter.
    static func make(_ frames: [RGBAImage], columns: Int = 3, factor: Int = 3, gutter: Int = 8) -> RGBAImage? {
        guard let first = frames.first, factor > 0, columns > 0 else { return nil }
        let w = first.width / factor, h = first.height / factor
        let rows = (frames.count + columns - 1) / columns
        let width = columns * w + (columns + 1) * gutter, height = rows * h + (rows + 1) * gutter
        var sheet = RGBAImage(width: width, height: height, fill: (18, 20, 30, 255))
        for (index, frame) in frames.enumerated() where frame.width == first.width && frame.height == first.height {
            let ox = gutter + (index % columns) * (w + gutter), oy = gutter + (index / columns) * (h + gutter)
            for y in 0..<h {
                for x in 0..<w {
                    var sum = (0, 0, 0)
                    for sy in 0..<factor {
                        for sx in 0..<factor {
                            let p = frame[x * factor + sx, y * factor + sy]
                            sum = (sum.0 + Int(p.r), sum.1 + Int(p.g), sum.2 + Int(p.b))
                        }
                    }
                    let n = factor * factor, at = ((oy + y) * width + ox + x) * 4
                    sheet.bytes[at] = UInt8(sum.0 / n)
                    sheet.bytes[at + 1] = UInt8(sum.1 / n)
                    sheet.bytes[at + 2] = UInt8(sum.2 / n)
                }
            }
        }
        return sheet
    }
}
