import Foundation

/// A resolved gradient in canvas pixels: colour stops along `start` → `end` (linear) or around
/// `start` from `startRadius` to `endRadius` (radial).
public struct GradientPaint: Hashable, Sendable {
    /// A resolved colour at a location in 0...1.
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: Color.Resolved
        /// Where the stop sits along the gradient, 0 at the start and 1 at the end.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color.Resolved, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// Stops sorted by location.
    public var stops: [Stop]
    /// Linear: where the gradient starts. Radial: its centre.
    public var start: CGPoint
    /// Linear: where the gradient ends. Unused for radial gradients.
    public var end: CGPoint
    /// Radial: the radius where the first stop sits.
    public var startRadius: CGFloat
    /// Radial: the radius where the last stop sits.
    public var endRadius: CGFloat

    /// A gradient; stops with a non-finite location are dropped, the rest sorted.
    public init(stops: [Stop], start: CGPoint, end: CGPoint = .zero, startRadius: CGFloat = 0, endRadius: CGFloat = 0) {
        self.stops = stops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
        self.start = start
        self.end = end
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// The colour at parameter `t` (clamped to the first and last stop), interpolated linearly
    /// in premultiplied colour so a fade to `.clear` does not darken.
    public func color(at t: CGFloat) -> Color.Resolved {
        guard let first = stops.first, let last = stops.last else { return .clear }
        let t = t.isFinite ? t : 0
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var k = 1
        while k < stops.count - 1 && stops[k].location < t { k += 1 }
        let a = stops[k - 1], b = stops[k]
        let span = b.location - a.location
        let f = Float(span > 0 ? (t - a.location) / span : 1)
        let alpha = a.color.opacity + (b.color.opacity - a.color.opacity) * f
        func mix(_ x: Float, _ y: Float) -> Float {
            let v = x * a.color.opacity * (1 - f) + y * b.color.opacity * f
            return alpha > 0 ? v / alpha : 0
        }
        return Color.Resolved(
            red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
            blue: mix(a.color.blue, b.color.blue), opacity: alpha)
    }

    /// The linear gradient's parameter at a point: its projection on `start` → `end`.
    public func linearParameter(_ x: CGFloat, _ y: CGFloat) -> CGFloat {
        let dx = end.x - start.x, dy = end.y - start.y
        let length2 = dx * dx + dy * dy
        guard length2 > 0 else { return 0 }
        return ((x - start.x) * dx + (y - start.y) * dy) / length2
    }

    /// The radial gradient's parameter at a point: its distance from `start` between the radii.
    public func radialParameter(_ x: CGFloat, _ y: CGFloat) -> CGFloat {
        let d = ((x - start.x) * (x - start.x) + (y - start.y) * (y - start.y)).squareRoot()
        let span = endRadius - startRadius
        guard span != 0 else { return d >= endRadius ? 1 : 0 }
        return (d - startRadius) / span
    }
}
