import Foundation

/// One frame's drawing, flattened: operations in painter's order, in absolute pixel coordinates
/// of a canvas `pixelSize` big. It knows nothing of views; a backend draws it without layout.
///
/// Text glyphs of every run live in one shared `glyphs` array, so building a frame's list in a
/// reused `DisplayList` allocates nothing in steady state.
public struct DisplayList: Hashable, Sendable {
    /// The frame's drawing, in painter's order (first is furthest back).
    public var operations: [DisplayOperation] = []
    /// The glyphs of all `.text` runs; each run names a range of this array.
    public var glyphs: [PositionedGlyph] = []
    /// Canvas size in pixels.
    public var pixelSize: CGSize = .zero
    /// Pixels per point the list was built for.
    public var scale: CGFloat = 1

    /// An empty list.
    public init() {}

    /// Empties the list, keeping its storage for the next frame.
    public mutating func removeAll() {
        operations.removeAll(keepingCapacity: true)
        glyphs.removeAll(keepingCapacity: true)
    }
}

/// A drawing operation. Coordinates are pixels in the current transform (identity unless a
/// `pushTransform` is open); every `push…` is matched by its `pop…`, properly nested.
public enum DisplayOperation: Hashable, Sendable {
    /// Fill a shape.
    case fill(DisplayShape, DisplayPaint)
    /// Stroke a shape's outline, centred on the outline; `StrokeStyle.lineWidth` is in pixels.
    case stroke(DisplayShape, DisplayPaint, StrokeStyle)
    /// Draw (part of) an image.
    case image(ImageDrawing)
    /// Draw a resizable image as a nine-slice (docs/LayoutRules.md §10) into a rectangle. A backend
    /// may compose it once into a texture and draw that as one quad.
    case nineSlice(NineSliceDrawing)
    /// Draw a run of glyphs.
    case text(TextRun)
    /// Intersect the clip with a shape until the matching `popClip`.
    case pushClip(DisplayShape, antialiased: Bool)
    /// Ends the clip of the matching `pushClip`.
    case popClip
    /// Draw what follows, up to the matching `popOpacity`, as one layer with this opacity.
    case pushOpacity(Float)
    /// Ends the layer of the matching `pushOpacity` and composites it.
    case popOpacity
    /// Transform what follows (pixel space, applied after the enclosing transform).
    case pushTransform(CGAffineTransform)
    /// Ends the transform of the matching `pushTransform`.
    case popTransform
    /// Draw what follows, up to `popProjection`, through a projective transform (pixel space,
    /// applied after the enclosing transform): a view rotated in 3D seen in perspective. A
    /// backend draws the content as one image and maps it onto the projected quad.
    case pushProjection(ProjectionTransform)
    /// Ends the group of the matching `pushProjection`.
    case popProjection
    /// Draw what follows, up to `popShadow`, with a drop shadow behind it.
    case pushShadow(ShadowStyle)
    /// Ends the group of the matching `pushShadow` and draws it over its shadow.
    case popShadow
    /// Blur and tint what has been drawn beneath a shape (translucent material).
    case backdrop(BackdropEffect)
    /// Draw what follows, up to `popCachedLayer`, as one image of the layer's bounds, which a
    /// backend may cache across frames (`drawingGroup()`).
    case pushCachedLayer(CachedLayer)
    /// Ends the group of the matching `pushCachedLayer`.
    case popCachedLayer
    /// Draw what follows, up to `popEffect`, into a layer drawn with a colour transform, mask,
    /// blur or blend mode (SwiftUI's colour effects, `mask`, `blur` and `blendMode`).
    case pushEffect(LayerEffect)
    /// Ends the group of the matching `pushEffect` and draws its layer with the effect.
    case popEffect
    /// The mask of the enclosing `pushEffect` (its first operation): what follows, up to
    /// `popMask`, is not drawn; its alpha multiplies the rest of the group.
    case pushMask
    /// Ends the mask of the matching `pushMask`.
    case popMask
}

/// A shape in pixel coordinates. Simple shapes keep their kind so a backend can draw them
/// exactly; anything else is a path.
public enum DisplayShape: Hashable, Sendable {
    /// An axis-aligned rectangle.
    case rect(CGRect)
    /// A rounded rectangle (both corner styles are drawn with elliptical arcs).
    case roundedRect(CGRect, cornerSize: CGSize, style: RoundedCornerStyle)
    /// The ellipse inscribed in a rectangle.
    case ellipse(CGRect)
    /// Any other outline (non-zero winding).
    case path(Path)

    /// The shape's bounding box.
    public var bounds: CGRect {
        switch self {
        case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r): r
        case .path(let p): p.boundingRect
        }
    }

    /// The shape as a path.
    public var path: Path {
        switch self {
        case .rect(let r): Path(r)
        case .roundedRect(let r, let c, let s): Path(roundedRect: r, cornerSize: c, style: s)
        case .ellipse(let r): Path(ellipseIn: r)
        case .path(let p): p
        }
    }
}

/// How a shape is painted. Geometry is in canvas pixels (the display-list stage places paints
/// resolved by a `ShapeStyle` in the shape's frame with `placed(in:scale:)`).
public enum DisplayPaint: Hashable, Sendable {
    /// A solid colour.
    case color(Color.Resolved)
    /// A linear gradient along `start` → `end`.
    case linearGradient(GradientPaint)
    /// A radial gradient around `start` (`end` is unused) from `startRadius` to `endRadius`.
    case radialGradient(GradientPaint)
    /// An image repeated across the shape.
    case image(ImagePaintDrawing)
    /// A translucent material: the backdrop under the shape, blurred and tinted. A filled shape
    /// with this paint becomes a `.backdrop` operation in the display list.
    case material(BackdropMaterial)
}

/// An image drawn from `source` (pixels of the image file) into `destination` (canvas pixels).
public struct ImageDrawing: Hashable, Sendable {
    /// The image, by name and pixel size.
    public var image: ImageInfo
    /// The part of the image to draw, in pixels of the image file.
    public var source: CGRect
    /// Where to draw it, in canvas pixels.
    public var destination: CGRect
    /// Opacity multiplied with the image's alpha, in 0...1.
    public var opacity: Float
    /// Multiplies the image's colors (template rendering, `foregroundColor` on an image).
    public var tint: Color.Resolved?
    /// Linear filtering when scaled (`false` for pixel art: `.interpolation(.none)`).
    public var smooth: Bool

    /// An image draw; see the properties for the units.
    public init(image: ImageInfo, source: CGRect, destination: CGRect, opacity: Float = 1, tint: Color.Resolved? = nil, smooth: Bool = true)
    {
        self.image = image
        self.source = source
        self.destination = destination
        self.opacity = opacity
        self.tint = tint
        self.smooth = smooth
    }
}

/// Glyphs of one font and color. The font is rasterised at `font.size × scale` pixels.
public struct TextRun: Hashable, Sendable {
    /// The font, at its size in points.
    public var font: ResolvedFont
    /// Canvas pixels per point: glyphs are rasterised at `font.size × scale` pixels.
    public var scale: CGFloat
    /// The colour of the glyphs.
    public var color: Color.Resolved
    /// The run's glyphs in `DisplayList.glyphs`.
    public var glyphs: Range<Int>

    /// A run of `glyphs` (a range of `DisplayList.glyphs`) in one font and colour.
    public init(font: ResolvedFont, scale: CGFloat, color: Color.Resolved, glyphs: Range<Int>) {
        self.font = font
        self.scale = scale
        self.color = color
        self.glyphs = glyphs
    }
}

/// A glyph and its pen position on the baseline, in canvas pixels.
///
/// Unshaped text names the character (`scalar`, drawn with the run's font); shaped text names a
/// glyph by index (`glyph`) in font `face - 1` of the measurer's fallback chain for the run's
/// font.
public struct PositionedGlyph: Hashable, Sendable {
    /// The character drawn (for a shaped glyph, the first character of its cluster).
    public var scalar: Unicode.Scalar
    /// Pen position on the baseline, canvas pixels.
    public var x: Float
    /// Baseline y, canvas pixels.
    public var y: Float
    /// The glyph index in its font, for a shaped glyph (`face > 0`).
    public var glyph: UInt32
    /// 0 to draw `scalar` with the run's font; otherwise 1 + the index of the font of the
    /// fallback chain that draws `glyph` (1 is the run's font itself).
    public var face: UInt16

    /// A glyph at pen position (`x`, `y`) on its baseline.
    public init(scalar: Unicode.Scalar, x: Float, y: Float) {
        self.scalar = scalar
        self.x = x
        self.y = y
        glyph = 0
        face = 0
    }

    /// A shaped glyph: index `glyph` of font `face - 1` of the run font's fallback chain, at pen
    /// position (`x`, `y`); `scalar` is the first character of its cluster.
    public init(glyph: UInt32, face: UInt16, scalar: Unicode.Scalar, x: Float, y: Float) {
        self.scalar = scalar
        self.x = x
        self.y = y
        self.glyph = glyph
        self.face = face
    }
}

/// A drop shadow, in pixels.
public struct ShadowStyle: Hashable, Sendable {
    /// The shadow's colour (its alpha included).
    public var color: Color.Resolved
    /// Blur radius in pixels.
    public var radius: CGFloat
    /// Offset of the shadow from the content, in pixels.
    public var offset: CGSize

    /// A shadow of `color` blurred by `radius`, moved by `offset`.
    public init(color: Color.Resolved, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}

/// A blurred, tinted copy of the backdrop inside a shape, in pixels.
public struct BackdropEffect: Hashable, Sendable {
    /// The region the effect covers.
    public var shape: DisplayShape
    /// Blur radius in pixels.
    public var blurRadius: CGFloat
    /// Colour laid over the blurred backdrop.
    public var tint: Color.Resolved
    /// Saturation of the backdrop (1 unchanged, 0 grey).
    public var saturation: CGFloat
    /// Opacity of the blurred, tinted result over the unblurred backdrop (0...1).
    public var opacity: Float
    /// `true`: everything drawn beneath is blurred (the game's scene included); `false`: only
    /// the HUD's own drawing beneath it in this display list.
    public var behindWindow: Bool

    /// A backdrop blurred by `blurRadius` and tinted inside `shape`.
    public init(
        shape: DisplayShape, blurRadius: CGFloat, tint: Color.Resolved, saturation: CGFloat = 1, opacity: Float = 1,
        behindWindow: Bool = true
    ) {
        self.shape = shape
        self.blurRadius = blurRadius
        self.tint = tint
        self.saturation = saturation
        self.opacity = opacity
        self.behindWindow = behindWindow
    }

    /// The effect of `material` inside `shape` (the material's radius already in pixels).
    public init(shape: DisplayShape, material: BackdropMaterial) {
        self.init(
            shape: shape, blurRadius: material.blurRadius, tint: material.tint, saturation: material.saturation,
            opacity: material.opacity, behindWindow: material.behindWindow)
    }
}
