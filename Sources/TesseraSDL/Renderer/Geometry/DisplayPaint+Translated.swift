import Foundation
import Tessera

extension DisplayPaint {
    /// The paint moved by (dx, dy) pixels.
    func translated(dx: CGFloat, dy: CGFloat) -> DisplayPaint {
        if dx == 0 && dy == 0 { return self }
        switch self {
        case .color, .material:
            return self
        case .linearGradient(var g):
            g.start.x += dx; g.start.y += dy; g.end.x += dx; g.end.y += dy
            return .linearGradient(g)
        case .radialGradient(var g):
            g.start.x += dx; g.start.y += dy; g.end.x += dx; g.end.y += dy
            return .radialGradient(g)
        case .image(var p):
            p.origin.x += dx; p.origin.y += dy
            return .image(p)
        }
    }

    /// Whether every coordinate of the paint is finite.
    var isFinite: Bool {
        switch self {
        case .color: return true
        case .material(let m): return m.blurRadius.isFinite
        case .linearGradient(let g), .radialGradient(let g):
            return g.start.x.isFinite && g.start.y.isFinite && g.end.x.isFinite && g.end.y.isFinite && g.startRadius.isFinite
                && g.endRadius.isFinite
        case .image(let p):
            return p.origin.x.isFinite && p.origin.y.isFinite && p.tileSize.width.isFinite && p.tileSize.height.isFinite
        }
    }
}
