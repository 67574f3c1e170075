import Foundation
import Tessera

/// One picture of all previews: each scaled down to fit a cell, its name below it.
enum ContactSheet {
    static let cell = 240
    static let labelHeight = 28
    static let margin = 16
    static let columns = 4

    static func compose(_ previews: [(name: String, image: RGBAImage)], host: HeadlessHost) -> RGBAImage {
        let columns = max(1, min(columns, previews.count))
        let rows = max(1, (previews.count + columns - 1) / columns)
        let width = margin + columns * (cell + margin)
        let height = margin + rows * (cell + labelHeight + margin)
        var sheet = RGBAImage(width: width, height: height, fill: (236, 236, 240, 255))
        for (index, preview) in previews.enumerated() {
            let x = margin + (index % columns) * (cell + margin)
            let y = margin + (index / columns) * (cell + labelHeight + margin)
            let thumbnail = scaledToFit(preview.image, side: cell)
            blit(thumbnail, into: &sheet, x: x + (cell - thumbnail.width) / 2, y: y + (cell - thumbnail.height) / 2)
            if let label = try? host.render(
                Text(preview.name).font(.system(size: 13)).lineLimit(1).truncationMode(.tail)
                    .foregroundStyle(Color(white: 0.15)).frame(width: CGFloat(cell), height: CGFloat(labelHeight)),
                size: CGSize(width: cell, height: labelHeight))
            {
                blit(label, into: &sheet, x: x, y: y + cell)
            }
        }
        return sheet
    }

    /// `image` scaled down (never up) to fit `side` × `side`, each pixel the average of the
    /// source pixels it covers.
    static func scaledToFit(_ image: RGBAImage, side: Int) -> RGBAImage {
        guard image.width > 0, image.height > 0 else { return image }
        let factor = min(1, Double(side) / Double(max(image.width, image.height)))
        guard factor < 1 else { return image }
        let width = max(1, Int((Double(image.width) * factor).rounded()))
        let height = max(1, Int((Double(image.height) * factor).rounded()))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let y0 = y * image.height / height, y1 = max(y0 + 1, (y + 1) * image.height / height)
            for x in 0..<width {
                let x0 = x * image.width / width, x1 = max(x0 + 1, (x + 1) * image.width / width)
                var sum = [0, 0, 0, 0]
                for sy in y0..<y1 {
                    for sx in x0..<x1 {
                        let i = (sy * image.width + sx) * 4
                        for c in 0..<4 { sum[c] += Int(image.bytes[i + c]) }
                    }
                }
                let count = (y1 - y0) * (x1 - x0)
                for c in 0..<4 { bytes[(y * width + x) * 4 + c] = UInt8(sum[c] / count) }
            }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// Draws `image` over `sheet` at (`x`, `y`), blending by the image's alpha; clipped to the sheet.
    static func blit(_ image: RGBAImage, into sheet: inout RGBAImage, x: Int, y: Int) {
        for row in 0..<image.height where y + row >= 0 && y + row < sheet.height {
            for column in 0..<image.width where x + column >= 0 && x + column < sheet.width {
                let s = (row * image.width + column) * 4
                let d = ((y + row) * sheet.width + x + column) * 4
                let alpha = Int(image.bytes[s + 3])
                for c in 0..<3 {
                    sheet.bytes[d + c] = UInt8((Int(image.bytes[s + c]) * alpha + Int(sheet.bytes[d + c]) * (255 - alpha)) / 255)
                }
                sheet.bytes[d + 3] = 255
            }
        }
    }
}
