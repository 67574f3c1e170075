import Foundation

/// Leaves that lie wholly outside the canvas draw nothing, as an immediate-mode UI skips clipped
/// widgets: a 1,000-card grid that overflows the window emits the operations of the few rows
/// that show, not of every card. Layout, frames and hit testing are unchanged; only the display
/// list leaves out what could not be seen.
///
/// Culling compares a leaf's frame with the canvas, so it stays off where drawing does not happen
/// at the frames: under rotations, scales, geometry effects and moving transitions, inside
/// shadows (they reach past their content), and in every pass while animations run (leaving
/// views replay their recorded operations). A carried subtree copies last pass's operations only
/// when last pass culled to the same rectangle.
extension ViewGraph {
    /// Culls the coming display list to the canvas (points, root coordinates).
    func beginCanvasCulling(canvas: CGSize) {
        let cull = animator.disablesDrawCopies || !cullsToCanvas ? CGRect.infinite : CGRect(origin: .zero, size: canvas)
        canvasCullChanged = cull != lastCanvasCull
        lastCanvasCull = cull
        drawingCull = cull
    }

    /// Turns culling off again once the display list is built.
    func endCanvasCulling() {
        drawingCull = .infinite
    }
}
