import Foundation

/// A ready-made hatch: diagonal stripes (rising left to right at 45°) that fill any shape
/// seamlessly, e.g. locked levels.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 14).fill(DiagonalStripes(size: 12, lineWidth: 3, color: .white.opacity(0.25)))
/// ```
///
/// One `size × size`-point tile is drawn from views by `ImageRenderer` at the display scale
/// (sharp at scale 2): three rotated `Rectangle`s in a `GeometryReader` — the tile's diagonal
/// and the copies one tile to the left and right of it, whose ends fill the opposite corners so
/// the tile joins its neighbours without a seam. The tile is then repeated with `ImagePaint`.
/// A tile is rendered once per (size, line width, colour, scale) and reused.
public struct DiagonalStripes: ShapeStyle, Hashable, Sendable {
    /// Tile side in points (the distance between stripes along either axis).
    public var size: CGFloat
    /// Stripe thickness in points, measured across the stripe.
    public var lineWidth: CGFloat
    /// The colour of the stripes (the gaps stay transparent).
    public var color: Color

    /// Stripes `size` points apart and `lineWidth` thick; a size below 1 point (or not finite)
    /// becomes 12, a line width that is not positive and finite becomes 1.
    public init(size: CGFloat = 12, lineWidth: CGFloat = 3, color: Color = .white) {
        self.size = size.isFinite && size >= 1 ? size : 12
        self.lineWidth = lineWidth.isFinite && lineWidth > 0 ? lineWidth : 1
        self.color = color
    }

    /// The views of one tile: three rotated rectangles in a `GeometryReader`.
    public static func tile(size: CGFloat, lineWidth: CGFloat, color: Color) -> some View {
        GeometryReader { proxy in
            let side = proxy.size.width
            // Longer than the diagonal, so the stripe's ends fall outside the tile.
            let length = side * 2.squareRoot() + lineWidth * 2
            ZStack {
                ForEach([-1, 0, 1], id: \.self) { copy in
                    Rectangle()
                        .fill(color)
                        .frame(width: length, height: lineWidth)
                        .rotationEffect(.degrees(-45))
                        .position(x: side / 2 + CGFloat(copy) * side, y: side / 2)
                }
            }
        }
        .frame(width: size, height: size)
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint {
        let scale = PixelGrid(scale: environment.displayScale).scale
        let resolved = color.resolve(in: environment)
        let key = PatternTileCache.Key(size: size, lineWidth: lineWidth, color: resolved, scale: scale)
        let image = PatternTileCache.shared.tile(for: key) {
            let renderer = ImageRenderer(content: Self.tile(size: size, lineWidth: lineWidth, color: Color(resolved)))
            renderer.scale = scale
            return renderer.render()
        }
        return ImagePaint(image: Image(rendered: image))._resolvePaint(in: environment)
    }
}
