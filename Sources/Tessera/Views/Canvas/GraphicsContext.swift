import Foundation

/// The immediate-mode drawing destination of a `Canvas`: fill and stroke paths with shadings,
/// under a transform, an opacity and clips that apply to what is drawn after them.
///
/// A context is a value: a copy (or a `drawLayer` closure's context) changes its transform and
/// opacity without affecting the original.
public struct GraphicsContext {
    /// The drawing commands of one canvas, in display-list pixels.
    final class Recorder {
        var operations: [DisplayOperation] = []
        /// The glyphs of the `.text` runs in `operations` (ranges index this array).
        var glyphs: [PositionedGlyph] = []
        /// Draws text, images and symbols (nil: they are not drawn, as in a bare context).
        var views: CanvasViewRenderer?
        /// The canvas's tagged symbol views.
        var symbols: [StaticSubview] = []
        /// The clips pushed in each open scope (the canvas, then each layer), popped at its end.
        var clips: [Int] = []

        func beginScope() { clips.append(0) }

        func endScope() {
            let count = clips.popLast() ?? 0
            operations.append(contentsOf: repeatElement(.popClip, count: count))
        }
    }

    let recorder: Recorder
    /// From the canvas's points to display-list pixels.
    let base: CGAffineTransform
    /// The environment of the canvas (its colour scheme, font, foreground style, display scale).
    public let environment: EnvironmentValues

    init(recorder: Recorder, base: CGAffineTransform, environment: EnvironmentValues) {
        self.recorder = recorder
        self.base = base
        self.environment = environment
    }

    /// The transform from user space to the canvas's coordinates (points, origin top-leading).
    public var transform: CGAffineTransform = .identity
    /// The opacity of everything drawn (multiplied by layers').
    public var opacity: Double = 1
    /// How drawing combines with what is beneath (kept; drawing is `.normal`).
    public var blendMode: BlendMode = .normal
    /// The filters added with `addFilter(_:options:)` (kept; not drawn).
    var filters: [Filter] = []
    /// The environment of the canvas.
    public var environmentValues: EnvironmentValues { environment }

    /// Moves the origin of user space by (`x`, `y`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales user space by (`x`, `y`).
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates user space by `angle` (clockwise on screen for a positive angle).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Appends `matrix` to the transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// The transform from user space to pixels.
    var device: CGAffineTransform { transform.concatenating(base) }

    /// How much the transform scales lengths (for line widths and radii).
    private var lengthScale: CGFloat {
        let t = device
        let value = sqrt(abs(t.a * t.d - t.b * t.c))
        return value.isFinite ? value : 1
    }

    func withOpacity(_ body: () -> Void) {
        let value = min(max(opacity.isFinite ? opacity : 1, 0), 1)
        if value <= 0 { return }
        if value >= 1 { return body() }
        recorder.operations.append(.pushOpacity(Float(value)))
        body()
        recorder.operations.append(.popOpacity)
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard let paint = shading.paint(device: device, lengthScale: lengthScale, environment: environment) else { return }
        let shape = DisplayShape.path(path.applying(device))
        withOpacity { recorder.operations.append(.fill(shape, paint)) }
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard let paint = shading.paint(device: device, lengthScale: lengthScale, environment: environment) else { return }
        var style = style
        style.lineWidth *= lengthScale
        let shape = DisplayShape.path(path.applying(device))
        withOpacity { recorder.operations.append(.stroke(shape, paint, style)) }
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Clips everything drawn after this in this context (and its layers) to `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        recorder.operations.append(.pushClip(.path(path.applying(device)), antialiased: true))
        if !recorder.clips.isEmpty { recorder.clips[recorder.clips.count - 1] += 1 }
    }

    /// Draws into a new layer with a copy of this context (drawn at this context's opacity);
    /// the layer's clips end with it.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        layer.opacity = 1
        let value = min(max(opacity.isFinite ? opacity : 1, 0), 1)
        if value <= 0 { return }
        if value < 1 { recorder.operations.append(.pushOpacity(Float(value))) }
        recorder.beginScope()
        defer {
            recorder.endScope()
            if value < 1 { recorder.operations.append(.popOpacity) }
        }
        try content(&layer)
    }

    /// Options for `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path instead (accepted; not drawn inverted here).
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// How a context's drawing combines with what is beneath.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// Source over.
        public static let normal = BlendMode(rawValue: 0)
        /// Multiplies colours.
        public static let multiply = BlendMode(rawValue: 1)
        /// Screens colours.
        public static let screen = BlendMode(rawValue: 2)
        /// Overlays colours.
        public static let overlay = BlendMode(rawValue: 3)
        /// Adds colours.
        public static let plusLighter = BlendMode(rawValue: 26)
    }

    /// What a path is filled or stroked with.
    public struct Shading {
        enum Kind {
            case color(Color)
            case foreground
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
        }

        let kind: Kind

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// A shape style (a colour, gradient or material) laid over the canvas.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// A linear gradient from `startPoint` to `endPoint` (user-space points).
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }

        /// A radial gradient around `center` (a user-space point) from `startRadius` to `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }

        func paint(device: CGAffineTransform, lengthScale: CGFloat, environment: EnvironmentValues) -> DisplayPaint? {
            // Gradients are resolved with unit points that are already pixels, in a unit rect.
            let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
            switch kind {
            case .color(let color):
                return .color(color.resolve(in: environment))
            case .foreground:
                return ForegroundStyle()._resolvePaint(in: environment)
            case .style(let style):
                return style._resolvePaint(in: environment)
            case .linear(let gradient, let start, let end):
                let a = start.applying(device), b = end.applying(device)
                return LinearGradient(
                    gradient: gradient, startPoint: UnitPoint(x: a.x, y: a.y), endPoint: UnitPoint(x: b.x, y: b.y)
                )._resolvePaint(in: environment).placed(in: unit, scale: 1)
            case .radial(let gradient, let center, let startRadius, let endRadius):
                let c = center.applying(device)
                return RadialGradient(
                    gradient: gradient, center: UnitPoint(x: c.x, y: c.y), startRadius: startRadius * lengthScale,
                    endRadius: endRadius * lengthScale
                )._resolvePaint(in: environment).placed(in: unit, scale: 1)
            }
        }
    }

    /// Options for gradient shadings.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient (accepted; the gradient is padded).
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirrors the gradient (accepted; the gradient is padded).
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear colour (accepted).
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
