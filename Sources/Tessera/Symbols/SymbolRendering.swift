import Foundation

/// Draws a symbol into an image sized for a font, and keeps the images made.
enum SymbolRendering {
    struct Key: Hashable {
        var name: String
        var size: CGSize
        var lineWidth: CGFloat
        var scale: CGFloat
        var color: Color.Resolved
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var sources: [Key: ImageRenderingSource] = [:]
    /// Symbols are few, but a colour animated every frame would make a new image each frame.
    private static let capacity = 512

    /// The image of `name` for a view: sized by the font and image scale, weighted by the font's
    /// weight, in `color`; `resizable` images are drawn large so they stay sharp when scaled.
    static func source(
        name: String, font: ResolvedFont, imageScale: Image.Scale, displayScale: CGFloat, color: Color.Resolved, resizable: Bool
    ) -> ImageRenderingSource {
        let glyph = glyphOrPlaceholder(name)
        let factor: CGFloat =
            switch imageScale {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        var height = max(1, min(font.size, 2_048)) * 1.12 * factor
        if resizable { height = max(height, 96) }
        let size = CGSize(width: (height * glyph.aspect).rounded(), height: height.rounded())
        let weight = CGFloat(font.weight.value)
        let lineWidth = size.height * 0.085 * (0.45 + max(0, weight - 100) / 800 * 1.3)
        let key = Key(name: name, size: size, lineWidth: lineWidth, scale: displayScale, color: color)
        return lock.withLock {
            if let source = sources[key] { return source }
            if sources.count >= capacity { sources.removeAll(keepingCapacity: true) }
            let source = ImageRenderingSource { measurer, provider in
                ImageRenderer<SymbolDrawing>.render(
                    SymbolDrawing(glyph: glyph, size: size, lineWidth: lineWidth, color: color), scale: displayScale,
                    proposedSize: .unspecified, textMeasurer: measurer, imageProvider: provider)
            }
            sources[key] = source
            return source
        }
    }

    /// The symbol, or the placeholder (a question mark in a square) for a name not in the set.
    static func glyphOrPlaceholder(_ name: String) -> SymbolGlyph {
        if let glyph = SymbolCatalog.glyph(named: name) { return glyph }
        Diagnostics.warnOnce(
            "Image(systemName: \"\(name)\"): no symbol of that name in Tessera's set; drawing a placeholder (SystemSymbols.register adds one)"
        )
        return SymbolCatalog.glyph(named: "questionmark.square")!
    }
}

/// A symbol's drawing at its size: its parts in the unit box mapped to the size, strokes at the
/// weight's line width, knocked-out parts in a colour that stands out from the symbol's.
struct SymbolDrawing: View {
    let glyph: SymbolGlyph
    let size: CGSize
    let lineWidth: CGFloat
    let color: Color.Resolved

    var body: some View {
        let ink = Color(color)
        let luminance = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        let knockout: Color = luminance > 0.6 ? .black : .white
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
        return ZStack(alignment: .topLeading) {
            ForEach(glyph.parts.indices, id: \.self) { index in
                switch glyph.parts[index] {
                case .fill(let path): UnitShape(path: path, inset: lineWidth / 2).fill(ink)
                case .stroke(let path): UnitShape(path: path, inset: lineWidth / 2).stroke(ink, style: style)
                case .knockoutFill(let path): UnitShape(path: path, inset: lineWidth / 2).fill(knockout)
                case .knockoutStroke(let path): UnitShape(path: path, inset: lineWidth / 2).stroke(knockout, style: style)
                case .text(let string, let center, let height):
                    glyphText(string, center: center, height: height).foregroundColor(ink)
                case .knockoutText(let string, let center, let height):
                    glyphText(string, center: center, height: height).foregroundColor(knockout)
                }
            }
        }
        .frame(width: size.width, height: size.height)
    }

    private func glyphText(_ string: String, center: CGPoint, height: CGFloat) -> some View {
        Text(string)
            .font(.system(size: size.height * height * 0.82, weight: .bold))
            .fixedSize()
            .position(x: center.x * size.width, y: center.y * size.height)
    }
}

/// A path in the unit box, drawn in the view's frame inset by half a line so strokes stay inside.
struct UnitShape: Shape {
    let path: Path
    let inset: CGFloat

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: min(inset, rect.width / 4), dy: min(inset, rect.height / 4))
        return path.applying(
            CGAffineTransform(scaleX: r.width, y: r.height).concatenating(CGAffineTransform(translationX: r.minX, y: r.minY)))
    }
}
