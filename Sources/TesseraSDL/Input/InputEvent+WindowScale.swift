import Foundation
import Tessera

extension InputEvent {
    /// The event with its pointer position divided by `windowScale`: SDL reports the pointer in
    /// window coordinates, which are `windowScale` times the HUD's points in a window scaled up
    /// by `WindowHost.windowScale`. Other events are unchanged.
    func unscaled(by windowScale: CGFloat) -> InputEvent {
        guard windowScale != 1 else { return self }
        func point(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x / windowScale, y: p.y / windowScale) }
        var event = self
        switch kind {
        case .pointerMoved(let p): event.kind = .pointerMoved(point(p))
        case .pointerDown(let p): event.kind = .pointerDown(point(p))
        case .pointerUp(let p): event.kind = .pointerUp(point(p))
        case .scroll(let delta, let p): event.kind = .scroll(delta: delta, at: point(p))
        default: break
        }
        return event
    }
}
