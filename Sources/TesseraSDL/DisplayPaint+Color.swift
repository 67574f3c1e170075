import CSDL2
import Foundation
import Tessera

extension DisplayPaint {
    /// The paint's colour (magenta for a kind of paint this backend does not know yet).
    var color: Color.Resolved {
        if case .color(let c) = self { return c }
        return Color.Resolved(red: 1, green: 0, blue: 1)
    }
}
