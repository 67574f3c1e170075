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
///
/// A subtree whose node's frame bounds its drawing and lies outside is skipped whole, without
/// visiting its nodes: each of its leaves would be culled. The frame bounds it when no node of
/// the subtree draws beyond its leaves (`NodeFlags.drawsBeyondLeaves`, known from resolution)
/// and none was placed outside its parent's frame (`NodeFlags.reachesOutsideFrame`, worked out
/// by placement comparing each frame with its parent's).
extension ViewGraph {
    /// Culls the coming display list to the canvas (points, root coordinates).
    func beginCanvasCulling(canvas: CGSize) {
        let cull =
            animator.disablesDrawCopies || !displayListPass.culling.cullsToCanvas ? CGRect.infinite : CGRect(origin: .zero, size: canvas)
        displayListPass.culling.canvasCullChanged = cull != displayListPass.culling.lastCanvasCull
        displayListPass.culling.lastCanvasCull = cull
        displayListPass.culling.drawingCull = cull
        // Leaving views are drawn after their old neighbours, animated frames are not where
        // layout put them, and mirroring moved frames after their subtree bounds were taken.
        displayListPass.culling.cullsSubtrees = !animator.disablesDrawCopies && animator.leaving.isEmpty && !resolvePass.passHasRightToLeft
    }

    /// Turns culling off again once the display list is built.
    func endCanvasCulling() {
        displayListPass.culling.drawingCull = .infinite
        displayListPass.culling.cullsSubtrees = false
    }

    /// Starts placing `node`: forgets whether last pass placed a node of its subtree outside
    /// its frame (a node carried from last pass and placed afresh).
    @inline(__always)
    func beginBoundingDrawing(_ node: NodeID) {
        // Mirroring moves frames after they are compared: no pass that mirrors culls subtrees,
        // but placements carried into the next pass keep their flags.
        if resolvePass.passHasRightToLeft {
            current.nodes[Int(node)].flags.insert(.reachesOutsideFrame)
        } else {
            current.nodes[Int(node)].flags.remove(.reachesOutsideFrame)
        }
    }

    /// Ends placing `node` (or carrying its placement from last pass): the parent's frame no
    /// longer bounds the parent's subtree when `node` reaches outside it or outside its own frame.
    @inline(__always)
    func endBoundingDrawing(_ node: NodeID) {
        let i = Int(node)
        let parent = Int(current.nodes[i].parent)
        guard parent >= 0 else { return }
        let f = current.nodes[i].frame, p = current.nodes[parent].frame
        // Frames have non-negative sizes: their edges are origin and origin + size.
        let inside =
            f.origin.x >= p.origin.x && f.origin.y >= p.origin.y
            && f.origin.x + f.size.width <= p.origin.x + p.size.width && f.origin.y + f.size.height <= p.origin.y + p.size.height
        if !inside || current.nodes[i].flags.contains(.reachesOutsideFrame) { current.nodes[parent].flags.insert(.reachesOutsideFrame) }
    }

    /// Whether `node`'s whole subtree is known to draw nothing in the visible part: its frame
    /// bounds its drawing and lies outside (touching the edge counts as outside, as for a leaf).
    @inline(__always)
    func isSubtreeCulled(_ node: NodeID) -> Bool {
        let i = Int(node)
        guard displayListPass.culling.cullsSubtrees, current.nodes[i].flags.isDisjoint(with: [.drawsBeyondLeaves, .reachesOutsideFrame])
        else { return false }
        // Layout's frame: while anything is presented animations run, and no subtree is culled.
        let frame = current.nodes[i].frame, cull = displayListPass.culling.drawingCull
        return !(frame.maxX > cull.minX && frame.minX < cull.maxX && frame.maxY > cull.minY && frame.minY < cull.maxY)
    }
}

/// Which leaves the display list leaves out (DisplayListPass+Culling.swift).
struct CanvasCulling {
    /// Leaves outside this rectangle (root points) draw nothing: the visible part of the scroll
    /// views being drawn (see Scrolling/).
    var drawingCull = CGRect.infinite
    /// The canvas rectangle the last display list was culled to.
    var lastCanvasCull: CGRect?
    /// Whether this pass culls to another rectangle than the last: nothing may copy last pass's drawing.
    var canvasCullChanged = true
    /// Whether this display list may skip subtrees by their frames.
    var cullsSubtrees = false
    /// Whether leaves wholly outside the proposed size are left out of the display list (off when
    /// the canvas is not the proposal, as in `ImageRenderer`).
    var cullsToCanvas = true
}
