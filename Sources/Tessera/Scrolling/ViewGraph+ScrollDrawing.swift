import Foundation

/// Drawing a scroll view: its content clipped to its frame, leaves outside the visible part not
/// drawn at all (so a long list costs only what shows), then its indicators.
extension ViewGraph {
    /// Whether `node` is a leaf wholly outside the visible part of the scroll views around it.
    @inline(__always)
    func isCulled(_ node: NodeID) -> Bool {
        guard !cullsNothing else { return false }
        switch current.nodes[Int(node)].kind {
        case .color, .shape, .text, .image, .divider:
            // Strictly: a leaf that only touches the visible edge draws nothing there.
            let frame = presentedFrame(node), cull = displayListPass.culling.drawingCull
            return !(frame.maxX > cull.minX && frame.minX < cull.maxX && frame.maxY > cull.minY && frame.minY < cull.maxY)
        default:
            return false
        }
    }

    /// Whether culling is off (`drawingCull` is `.infinite`). Compared field by field: Foundation's
    /// `isInfinite` is an out-of-line `==`, and this is asked for every node drawn.
    @inline(__always)
    var cullsNothing: Bool {
        let cull = displayListPass.culling.drawingCull, everything = Self.everything
        return cull.size.width == everything.size.width && cull.size.height == everything.size.height
            && cull.origin.x == everything.origin.x && cull.origin.y == everything.origin.y
    }

    private static let everything = CGRect.infinite

    /// Runs `body` with culling off (under a rotation or scale, frames are not where they draw).
    func withoutCulling(_ body: () -> Void) {
        let saved = displayListPass.culling.drawingCull
        displayListPass.culling.drawingCull = .infinite
        body()
        displayListPass.culling.drawingCull = saved
    }

    func emitScrollView(_ node: NodeID, _ layout: ScrollViewLayout, grid: PixelGrid, children: () -> Void) {
        let frame = presentedFrame(node)
        let identity = current.nodes[Int(node)].identity
        let visible = displayListPass.culling.drawingCull.isInfinite ? frame : frame.intersection(displayListPass.culling.drawingCull)
        if input.scrollPositions[identity]?.lastVisible != visible {
            // What shows changed: no part of the content may copy last pass's (culled) drawing.
            input.scrollPositions[identity]?.lastVisible = visible
            forgetLastPassDrawing(below: node)
        }
        displayList.operations.append(.pushClip(.rect(pixelFrame(frame, grid)), antialiased: false))
        let saved = displayListPass.culling.drawingCull
        displayListPass.culling.drawingCull = visible.isNull ? .zero : visible
        children()
        displayListPass.culling.drawingCull = saved
        displayList.operations.append(.popClip)
        if layout.showsIndicators, let position = input.scrollPositions[identity] {
            // Indicator margins (`contentMargins(_:_:for: .scrollIndicators)`) shorten the track.
            emitIndicators(frame: frame.inset(by: layout.indicatorMargins), position: position, axes: layout.axes, grid: grid)
        }
    }

    private func forgetLastPassDrawing(below node: NodeID) {
        forEachChild(of: node) { child in
            current.nodes[Int(child)].drawsAsLastPass = false
            if animator.presentsLastLayout, Int(child) < animator.redrawStamps.count {
                animator.redrawStamps[Int(child)] = animator.redrawStamp
            }
            forgetLastPassDrawing(below: child)
        }
    }

    /// Thin bars on the trailing and bottom edges of the track `frame`, as long as the visible
    /// fraction of it.
    private func emitIndicators(frame: CGRect, position: ScrollPosition, axes: Axis.Set, grid: PixelGrid) {
        let thickness: CGFloat = 3, inset: CGFloat = 2, minimum: CGFloat = 16
        let color = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.55)
        let maximum = position.maximum
        if axes.contains(.vertical), maximum.y > 0, frame.height > 0 {
            let length = max(minimum, frame.height * position.viewport.height / position.content.height)
            let y = frame.minY + (frame.height - length) * position.offset.y / maximum.y
            let bar = CGRect(x: frame.maxX - thickness - inset, y: y, width: thickness, height: length)
            displayList.operations.append(indicator(bar, color: color, grid: grid))
        }
        if axes.contains(.horizontal), maximum.x > 0, frame.width > 0 {
            let length = max(minimum, frame.width * position.viewport.width / position.content.width)
            let x = frame.minX + (frame.width - length) * position.offset.x / maximum.x
            let bar = CGRect(x: x, y: frame.maxY - thickness - inset, width: length, height: thickness)
            displayList.operations.append(indicator(bar, color: color, grid: grid))
        }
    }

    private func indicator(_ bar: CGRect, color: Color.Resolved, grid: PixelGrid) -> DisplayOperation {
        let pixels = pixelFrame(bar, grid)
        let radius = min(pixels.width, pixels.height) / 2
        return .fill(.roundedRect(pixels, cornerSize: CGSize(width: radius, height: radius), style: .circular), .color(color))
    }
}
