import Foundation

/// A symbol's drawing in a unit box (0…1 on both axes, y down), before it is sized to a font.
///
/// Parts are filled or stroked with the symbol's weight; a knocked-out part is drawn in a colour
/// that stands out from the symbol's (a check mark inside a filled circle).
struct SymbolGlyph: Sendable {
    enum Part: Sendable {
        case fill(Path)
        case stroke(Path)
        /// A glyph of the system font, centred at a point, its height a fraction of the box.
        case text(String, center: CGPoint, height: CGFloat)
        case knockoutStroke(Path)
        case knockoutFill(Path)
        case knockoutText(String, center: CGPoint, height: CGFloat)
    }

    var parts: [Part]
    /// Width over height of the symbol's box.
    var aspect: CGFloat = 1

    /// The symbol drawn smaller inside another (a circle or a square around it), centred at `center`.
    func scaled(_ factor: CGFloat, center: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> [Part] {
        let t = CGAffineTransform.anchored(CGAffineTransform(scaleX: factor, y: factor), at: CGPoint(x: 0.5, y: 0.5))
            .concatenating(CGAffineTransform(translationX: center.x - 0.5, y: center.y - 0.5))
        func point(_ p: CGPoint) -> CGPoint { p.applying(t) }
        return parts.map { part in
            switch part {
            case .fill(let p): return .fill(p.applying(t))
            case .stroke(let p): return .stroke(p.applying(t))
            case .knockoutStroke(let p): return .knockoutStroke(p.applying(t))
            case .knockoutFill(let p): return .knockoutFill(p.applying(t))
            case .text(let s, let c, let h): return .text(s, center: point(c), height: h * factor)
            case .knockoutText(let s, let c, let h): return .knockoutText(s, center: point(c), height: h * factor)
            }
        }
    }

    /// The symbol's strokes and text knocked out of `container`, filled.
    func knockedOut(of container: Path) -> SymbolGlyph {
        SymbolGlyph(parts: [.fill(container)] + SymbolGlyph(parts: scaled(0.56)).knockouts)
    }

    /// Every part drawn in the knock-out colour.
    var knockouts: [Part] {
        parts.map { part in
            switch part {
            case .fill(let p), .knockoutFill(let p): return .knockoutFill(p)
            case .stroke(let p), .knockoutStroke(let p): return .knockoutStroke(p)
            case .text(let s, let c, let h), .knockoutText(let s, let c, let h): return .knockoutText(s, center: c, height: h)
            }
        }
    }
}

/// Paths in the unit box.
enum UnitPath {
    static func polyline(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: CGPoint(x: first.0, y: first.1))
        for p in points.dropFirst() { path.addLine(to: CGPoint(x: p.0, y: p.1)) }
        if closed { path.closeSubpath() }
        return path
    }

    static func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, radius: CGFloat = 0) -> Path {
        Path(roundedRect: CGRect(x: x, y: y, width: w, height: h), cornerRadius: radius, style: .circular)
    }

    static func arc(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, from start: Double, to end: Double, clockwise: Bool = false) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: cx, y: cy), radius: r, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise)
        return path
    }

    static func star(points: Int = 5, cx: CGFloat = 0.5, cy: CGFloat = 0.53, outer: CGFloat = 0.48, inner: CGFloat = 0.2) -> Path {
        var pts: [(CGFloat, CGFloat)] = []
        for i in 0..<(points * 2) {
            let r = i.isMultiple(of: 2) ? outer : inner
            let a = -Double.pi / 2 + Double(i) * Double.pi / Double(points)
            pts.append((cx + r * CGFloat(cos(a)), cy + r * CGFloat(sin(a))))
        }
        return polyline(pts, closed: true)
    }

    static var heart: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0.5, y: 0.9))
        p.addCurve(to: CGPoint(x: 0.04, y: 0.35), control1: CGPoint(x: 0.3, y: 0.74), control2: CGPoint(x: 0.04, y: 0.58))
        p.addCurve(to: CGPoint(x: 0.5, y: 0.22), control1: CGPoint(x: 0.04, y: 0.08), control2: CGPoint(x: 0.4, y: 0.02))
        p.addCurve(to: CGPoint(x: 0.96, y: 0.35), control1: CGPoint(x: 0.6, y: 0.02), control2: CGPoint(x: 0.96, y: 0.08))
        p.addCurve(to: CGPoint(x: 0.5, y: 0.9), control1: CGPoint(x: 0.96, y: 0.58), control2: CGPoint(x: 0.7, y: 0.74))
        p.closeSubpath()
        return p
    }

    static var diamond: Path { polyline([(0.5, 0.04), (0.86, 0.5), (0.5, 0.96), (0.14, 0.5)], closed: true) }

    static var spade: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0.5, y: 0.04))
        p.addCurve(to: CGPoint(x: 0.08, y: 0.56), control1: CGPoint(x: 0.36, y: 0.22), control2: CGPoint(x: 0.08, y: 0.36))
        p.addCurve(to: CGPoint(x: 0.46, y: 0.66), control1: CGPoint(x: 0.08, y: 0.76), control2: CGPoint(x: 0.34, y: 0.8))
        p.addLine(to: CGPoint(x: 0.36, y: 0.94))
        p.addLine(to: CGPoint(x: 0.64, y: 0.94))
        p.addLine(to: CGPoint(x: 0.54, y: 0.66))
        p.addCurve(to: CGPoint(x: 0.92, y: 0.56), control1: CGPoint(x: 0.66, y: 0.8), control2: CGPoint(x: 0.92, y: 0.76))
        p.addCurve(to: CGPoint(x: 0.5, y: 0.04), control1: CGPoint(x: 0.92, y: 0.36), control2: CGPoint(x: 0.64, y: 0.22))
        p.closeSubpath()
        return p
    }

    static var club: Path {
        var p = circle(0.5, 0.27, 0.2)
        p.addPath(circle(0.27, 0.57, 0.2))
        p.addPath(circle(0.73, 0.57, 0.2))
        p.addPath(polyline([(0.46, 0.5), (0.36, 0.94), (0.64, 0.94), (0.54, 0.5)], closed: true))
        return p
    }

    static var bolt: Path { polyline([(0.6, 0.02), (0.18, 0.56), (0.46, 0.56), (0.38, 0.98), (0.82, 0.42), (0.54, 0.42)], closed: true) }

    static var flame: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0.5, y: 0.96))
        p.addCurve(to: CGPoint(x: 0.16, y: 0.6), control1: CGPoint(x: 0.3, y: 0.96), control2: CGPoint(x: 0.16, y: 0.8))
        p.addCurve(to: CGPoint(x: 0.48, y: 0.04), control1: CGPoint(x: 0.16, y: 0.36), control2: CGPoint(x: 0.44, y: 0.26))
        p.addCurve(to: CGPoint(x: 0.84, y: 0.6), control1: CGPoint(x: 0.62, y: 0.24), control2: CGPoint(x: 0.84, y: 0.38))
        p.addCurve(to: CGPoint(x: 0.5, y: 0.96), control1: CGPoint(x: 0.84, y: 0.8), control2: CGPoint(x: 0.7, y: 0.96))
        p.closeSubpath()
        return p
    }

    static var drop: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0.5, y: 0.04))
        p.addCurve(to: CGPoint(x: 0.18, y: 0.64), control1: CGPoint(x: 0.36, y: 0.26), control2: CGPoint(x: 0.18, y: 0.44))
        p.addCurve(to: CGPoint(x: 0.82, y: 0.64), control1: CGPoint(x: 0.18, y: 1.06), control2: CGPoint(x: 0.82, y: 1.06))
        p.addCurve(to: CGPoint(x: 0.5, y: 0.04), control1: CGPoint(x: 0.82, y: 0.44), control2: CGPoint(x: 0.64, y: 0.26))
        p.closeSubpath()
        return p
    }

    static var moon: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0.52, y: 0.06))
        p.addCurve(to: CGPoint(x: 0.94, y: 0.64), control1: CGPoint(x: 0.4, y: 0.4), control2: CGPoint(x: 0.64, y: 0.7))
        p.addCurve(to: CGPoint(x: 0.52, y: 0.06), control1: CGPoint(x: 0.8, y: 1.1), control2: CGPoint(x: -0.14, y: 0.8))
        p.closeSubpath()
        return p
    }

    static var shield: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0.5, y: 0.04))
        p.addLine(to: CGPoint(x: 0.88, y: 0.18))
        p.addCurve(to: CGPoint(x: 0.5, y: 0.96), control1: CGPoint(x: 0.88, y: 0.6), control2: CGPoint(x: 0.72, y: 0.84))
        p.addCurve(to: CGPoint(x: 0.12, y: 0.18), control1: CGPoint(x: 0.28, y: 0.84), control2: CGPoint(x: 0.12, y: 0.6))
        p.closeSubpath()
        return p
    }

    static var bell: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0.14, y: 0.76))
        p.addLine(to: CGPoint(x: 0.22, y: 0.62))
        p.addCurve(to: CGPoint(x: 0.5, y: 0.12), control1: CGPoint(x: 0.22, y: 0.3), control2: CGPoint(x: 0.3, y: 0.12))
        p.addCurve(to: CGPoint(x: 0.78, y: 0.62), control1: CGPoint(x: 0.7, y: 0.12), control2: CGPoint(x: 0.78, y: 0.3))
        p.addLine(to: CGPoint(x: 0.86, y: 0.76))
        p.closeSubpath()
        return p
    }

    static var house: Path {
        polyline([(0.5, 0.08), (0.94, 0.48), (0.82, 0.48), (0.82, 0.92), (0.18, 0.92), (0.18, 0.48), (0.06, 0.48)], closed: true)
    }

    static var flag: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0.2, y: 0.1))
        p.addCurve(to: CGPoint(x: 0.86, y: 0.12), control1: CGPoint(x: 0.42, y: 0.0), control2: CGPoint(x: 0.64, y: 0.22))
        p.addLine(to: CGPoint(x: 0.86, y: 0.56))
        p.addCurve(to: CGPoint(x: 0.2, y: 0.54), control1: CGPoint(x: 0.64, y: 0.66), control2: CGPoint(x: 0.42, y: 0.44))
        p.closeSubpath()
        return p
    }

    static var crown: Path {
        polyline([(0.08, 0.28), (0.3, 0.54), (0.5, 0.16), (0.7, 0.54), (0.92, 0.28), (0.84, 0.82), (0.16, 0.82)], closed: true)
    }

    static var trophyCup: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0.24, y: 0.1))
        p.addLine(to: CGPoint(x: 0.76, y: 0.1))
        p.addCurve(to: CGPoint(x: 0.5, y: 0.62), control1: CGPoint(x: 0.76, y: 0.44), control2: CGPoint(x: 0.66, y: 0.62))
        p.addCurve(to: CGPoint(x: 0.24, y: 0.1), control1: CGPoint(x: 0.34, y: 0.62), control2: CGPoint(x: 0.24, y: 0.44))
        p.closeSubpath()
        p.addPath(rect(0.3, 0.82, 0.4, 0.1, radius: 0.02))
        return p
    }

    static var personBody: Path {
        var p = circle(0.5, 0.3, 0.18)
        var body = Path()
        body.move(to: CGPoint(x: 0.14, y: 0.94))
        body.addCurve(to: CGPoint(x: 0.86, y: 0.94), control1: CGPoint(x: 0.14, y: 0.5), control2: CGPoint(x: 0.86, y: 0.5))
        body.closeSubpath()
        p.addPath(body)
        return p
    }

    static var cloud: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0.26, y: 0.78))
        p.addCurve(to: CGPoint(x: 0.3, y: 0.44), control1: CGPoint(x: 0.02, y: 0.78), control2: CGPoint(x: 0.06, y: 0.44))
        p.addCurve(to: CGPoint(x: 0.72, y: 0.4), control1: CGPoint(x: 0.34, y: 0.16), control2: CGPoint(x: 0.68, y: 0.12))
        p.addCurve(to: CGPoint(x: 0.76, y: 0.78), control1: CGPoint(x: 0.98, y: 0.4), control2: CGPoint(x: 1.0, y: 0.78))
        p.closeSubpath()
        return p
    }

    static var leaf: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0.12, y: 0.9))
        p.addCurve(to: CGPoint(x: 0.9, y: 0.1), control1: CGPoint(x: 0.1, y: 0.3), control2: CGPoint(x: 0.5, y: 0.1))
        p.addCurve(to: CGPoint(x: 0.12, y: 0.9), control1: CGPoint(x: 0.9, y: 0.6), control2: CGPoint(x: 0.6, y: 0.92))
        p.closeSubpath()
        return p
    }

    static var speaker: Path { polyline([(0.06, 0.36), (0.24, 0.36), (0.5, 0.12), (0.5, 0.88), (0.24, 0.64), (0.06, 0.64)], closed: true) }

    static var lockBody: Path { rect(0.16, 0.44, 0.68, 0.5, radius: 0.08) }

    static var gear: Path {
        var pts: [(CGFloat, CGFloat)] = []
        let teeth = 8
        for i in 0..<(teeth * 4) {
            let a = Double(i) * Double.pi * 2 / Double(teeth * 4)
            let r: CGFloat = (i % 4 == 1 || i % 4 == 2) ? 0.48 : 0.38
            pts.append((0.5 + r * CGFloat(cos(a)), 0.5 + r * CGFloat(sin(a))))
        }
        return polyline(pts, closed: true)
    }

    static var gamecontroller: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0.26, y: 0.2))
        p.addLine(to: CGPoint(x: 0.74, y: 0.2))
        p.addCurve(to: CGPoint(x: 0.98, y: 0.78), control1: CGPoint(x: 0.92, y: 0.2), control2: CGPoint(x: 1.02, y: 0.6))
        p.addCurve(to: CGPoint(x: 0.7, y: 0.66), control1: CGPoint(x: 0.94, y: 0.94), control2: CGPoint(x: 0.78, y: 0.84))
        p.addLine(to: CGPoint(x: 0.3, y: 0.66))
        p.addCurve(to: CGPoint(x: 0.02, y: 0.78), control1: CGPoint(x: 0.22, y: 0.84), control2: CGPoint(x: 0.06, y: 0.94))
        p.addCurve(to: CGPoint(x: 0.26, y: 0.2), control1: CGPoint(x: -0.02, y: 0.6), control2: CGPoint(x: 0.08, y: 0.2))
        p.closeSubpath()
        return p
    }
}
