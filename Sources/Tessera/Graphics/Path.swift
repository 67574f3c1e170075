import Foundation

/// The outline of a 2D shape.
public struct Path: Hashable, Sendable {
    /// An element of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line to its start.
        case closeSubpath
    }

    /// The elements, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rounded rectangle with equal corner radii.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path drawn by `build`: `Path { p in p.move(to: …); p.addLine(to: …) }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the last element ends, or `nil` for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p))
    }

    /// Adds a straight line to `p`.
    public mutating func addLine(to p: CGPoint) {
        if elements.isEmpty { move(to: .zero) }
        elements.append(.line(to: p))
    }

    /// Adds a subpath of straight lines through `points`.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a quadratic Bézier curve to `p`.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if elements.isEmpty { move(to: .zero) }
        elements.append(.quadCurve(to: p, control: control))
    }

    /// Adds a cubic Bézier curve to `p`.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if elements.isEmpty { move(to: .zero) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds each rectangle as a closed subpath.
    public mutating func addRects(_ rects: [CGRect]) {
        rects.forEach { addRect($0) }
    }

    /// Adds a rounded rectangle. Both corner styles are drawn with elliptical arcs; `.continuous`
    /// (Apple's squircle-like curve) is not reproduced exactly.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let rx = max(0, min(cornerSize.width, r.width / 2)), ry = max(0, min(cornerSize.height, r.height / 2))
        guard rx > 0, ry > 0 else { return addRect(r) }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + ry),
            control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addCurve(
            to: CGPoint(x: r.maxX - rx, y: r.maxY),
            control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k), control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - ry),
            control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addCurve(
            to: CGPoint(x: r.minX + rx, y: r.minY),
            control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k), control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY))
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath: four quarter curves starting at
    /// its rightmost point and running clockwise on screen, as SwiftUI's does, so `trim(from:to:)`
    /// of a circle starts at three o'clock.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, k: CGFloat = 0.5522847498
        let (cx, cy) = (r.midX, r.midY)
        move(to: CGPoint(x: r.maxX, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: r.maxY))
        addCurve(
            to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - rx * k, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + ry * k))
        addCurve(
            to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: r.minY))
        addCurve(
            to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + rx * k, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - ry * k))
        closeSubpath()
    }

    /// Adds an arc of a circle, split into cubic curves of at most 90° each.
    ///
    /// An arc with a NaN or infinite centre, radius or angle is not added (logged once); a sweep
    /// of more than one turn draws one full circle, as Core Graphics does.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite,
            startAngle.radians.isFinite, endAngle.radians.isFinite
        else {
            Diagnostics.warnOnce(
                "addArc(center: \(center), radius: \(radius), startAngle: \(startAngle.radians) rad, endAngle: \(endAngle.radians) rad): NaN or ∞; the arc is left out"
            )
            return
        }
        // SwiftUI's `clockwise` refers to a flipped (y-down) coordinate system's visual opposite.
        let sweep = Self.sweep(from: startAngle.radians, to: endAngle.radians, clockwise: clockwise)
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle.radians
        for _ in 0..<segments {
            let a0 = angle, a1 = angle + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
            let c2 = CGPoint(x: p1.x + k * radius * sin(a1), y: p1.y - k * radius * cos(a1))
            addCurve(to: p1, control1: c1, control2: c2)
            angle = a1
        }
    }

    /// The signed sweep of an arc: in (−2π, 0] clockwise, [0, 2π) counter-clockwise, or exactly
    /// ±2π when the angles are more than a turn apart (one full circle, however many turns).
    private static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        let raw = end - start
        guard raw.isFinite else { return clockwise ? -turn : turn }
        if clockwise, raw <= -turn { return -turn }
        if !clockwise, raw >= turn { return turn }
        var sweep = raw.truncatingRemainder(dividingBy: turn)
        if clockwise, sweep > 0 { sweep -= turn }
        if !clockwise, sweep < 0 { sweep += turn }
        return sweep
    }

    /// Adds the elements of `path`, transformed by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.applying(transform).elements)
    }

    /// The path transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> Path {
        if t.isIdentity { return self }
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(t))
            case .line(let p): .line(to: p.applying(t))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2): .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: .closeSubpath
            }
        }
        return result
    }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle containing every point and control point of the path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        return minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// The path as polylines, curves flattened so no point strays more than `tolerance` from the curve.
    public func flattened(tolerance: CGFloat = 0.25) -> [(points: [CGPoint], isClosed: Bool)] {
        var result: [(points: [CGPoint], isClosed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if current.count > 1 { result.append((current, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? p
                let n = Self.segmentCount(p0, c, c, p, tolerance: tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? p
                let n = Self.segmentCount(p0, c1, c2, p, tolerance: tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(
                        CGPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        return result
    }

    /// Segments needed so a cubic's chords stay within `tolerance` (Wang's formula).
    private static func segmentCount(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat) -> Int {
        let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        guard dd.isFinite, dd > 0 else { return 1 }
        let n = (6 * dd / (8 * max(tolerance, 0.01))).squareRoot().rounded(.up)
        // Capped before converting: a curve spanning 1e300 points must not trap or allocate.
        return n < 256 ? max(Int(n), 1) : 256
    }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Apple's smoother, squircle-like corners; Tessera draws them as elliptical arcs too.
    case continuous
}
