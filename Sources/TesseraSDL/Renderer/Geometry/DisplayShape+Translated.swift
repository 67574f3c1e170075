import Foundation
import Tessera
import TesseraCSDL2

extension DisplayShape {
    /// The shape moved by (dx, dy), keeping its kind.
    func translated(dx: CGFloat, dy: CGFloat) -> DisplayShape {
        if dx == 0 && dy == 0 { return self }
        switch self {
        case .rect(let r): return .rect(r.offsetBy(dx: dx, dy: dy))
        case .roundedRect(let r, let c, let s): return .roundedRect(r.offsetBy(dx: dx, dy: dy), cornerSize: c, style: s)
        case .ellipse(let r): return .ellipse(r.offsetBy(dx: dx, dy: dy))
        case .path(let p): return .path(p.offsetBy(dx: dx, dy: dy))
        }
    }
}
