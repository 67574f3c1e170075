import Foundation

/// The walk of the display-list pass (see `DisplayListPass`).
extension DisplayListPass {
    /// Builds the display list of `graph`'s placed arena, culled to `canvas` (points).
    func run(in graph: ViewGraph, canvas: CGSize) {
        let scale = graph.current.environments[0].displayScale
        swap(&displayList, &previousDisplayList)
        listNumber &+= 1
        displayList.removeAll()
        displayList.scale = scale
        displayList.pixelSize = CGSize(width: (canvas.width * scale).rounded(), height: (canvas.height * scale).rounded())
        graph.beginCanvasCulling(canvas: canvas)
        emit(0, grid: PixelGrid(scale: scale), in: graph)
        graph.endCanvasCulling()
        #if DEBUG
        // The display list's contract (only finite numbers, docs/Robustness.md), checked in debug
        // builds and so in every test: the layout stage must keep numbers finite. Release builds
        // skip the scan (it walks every glyph each frame); the renderer still skips and counts
        // any non-finite operation it meets.
        checkFiniteness(in: graph)
        #endif
        graph.caches.textCache.sweep(pass: graph.updates.pass)
    }

    /// Replaces operations holding NaN or ∞ (counted in `ViewGraph.sanitizedOperations`, logged once).
    func checkFiniteness(in graph: ViewGraph) {
        guard !displayList.isFinite else { return }
        let firstBad = displayList.operations.first { !$0.isFinite(glyphs: displayList.glyphs) }
        let replaced = displayList.sanitize()
        graph.sanitizedOperations += replaced
        graph.lastNonFiniteOperation = firstBad
        Diagnostics.warnOnce(
            "replaced \(replaced) display operation(s) holding NaN or ∞ (their content is not drawn), first \(String(describing: firstBad))"
        )
    }

    private func emitChildren(_ node: NodeID, grid: PixelGrid, in graph: ViewGraph) {
        if graph.hasZIndexedChild(node) { return graph.forEachChildInDrawingOrder(of: node) { emit($0, grid: grid, in: graph) } }
        graph.forEachChild(of: node) { emit($0, grid: grid, in: graph) }
        if !graph.animator.leaving.isEmpty { graph.emitLeavingViews(after: node, scale: grid.scale) }
    }

    /// Draws `node` and its subtree, noting which operations and glyphs it drew, so that next
    /// pass an unchanged copy can draw them again by copying.
    private func emit(_ node: NodeID, grid: PixelGrid, in graph: ViewGraph) {
        let i = Int(node)
        guard graph.current.nodes[i].isPlaced, graph.hasStackRoom() else { return }
        let operationStart = Int32(displayList.operations.count), glyphStart = Int32(displayList.glyphs.count)
        // Animated frames draw presented values: last pass's operations are not this pass's,
        // except, over last pass's layout, for subtrees where nothing animates.
        let copies =
            graph.animator.presentsLastLayout
            ? !graph.redraws(i)
            : graph.current.nodes[i].drawsAsLastPass && !graph.animator.disablesDrawCopies
                && !graph.current.nodes[i].flags.contains(.containsTransition) && !culling.canvasCullChanged
        if !copies || !graph.drawAsLastPass(node) {
            // Outside the visible part, none of the subtree's nodes is visited.
            if !graph.isSubtreeCulled(node) { emitContent(node, grid: grid, in: graph) }
        }
        graph.current.nodes[i].drawnOperations = operationStart..<Int32(displayList.operations.count)
        graph.current.nodes[i].drawnGlyphs = glyphStart..<Int32(displayList.glyphs.count)
        graph.current.nodes[i].drawnInList = Int32(truncatingIfNeeded: listNumber)
    }

    private func emitContent(_ node: NodeID, grid: PixelGrid, in graph: ViewGraph) {
        let i = Int(node)
        graph.counters.drawVisits &+= 1
        let frame = graph.presentedFrame(node)
        if graph.isCulled(node) { return }
        // The switch reads the case alone; each case reads its payload (NodeKindPayloads.swift).
        switch graph.current.nodes[i].kind {
        case .interaction:
            if case .scrollView(let layout) = graph.current.tables.interactions[Int(graph.current.nodes[i].kind.indexPayload)].role {
                graph.emitScrollView(node, layout, grid: grid) { emitChildren(node, grid: grid, in: graph) }
            } else {
                emitChildren(node, grid: grid, in: graph)
            }
        case .color:
            guard case .color(var color) = graph.current.nodes[i].kind else { return }
            if graph.isPresenting, case .kind(.color(let presented))? = graph.presentedValue(node) { color = presented }
            let rect = grid.pixelRect(frame)
            let resolved = color.resolve(colorScheme: graph.current.environments[Int(graph.current.nodes[i].environment)].colorScheme)
            if resolved.opacity > 0, rect.width > 0, rect.height > 0 {
                displayList.operations.append(.fill(.rect(rect), .color(resolved)))
            }
        case .shape:
            if graph.isPresenting, case .shape(let presented)? = graph.presentedValue(node) {
                emitShape(presented, frame: frame, grid: grid)
            } else {
                emitShape(graph.current.tables.shapes[Int(graph.current.nodes[i].kind.indexPayload)], frame: frame, grid: grid)
            }
        case .text:
            let operationStart = displayList.operations.count, glyphStart = displayList.glyphs.count
            graph.emitText(node: node, grid: grid)
            if !graph.animator.rollAmounts.isEmpty {
                graph.rollDigits(node, operationStart: operationStart, glyphStart: glyphStart, grid: grid)
            }
        case .image:
            emitImage(graph.current.tables.images[Int(graph.current.nodes[i].kind.indexPayload)], frame: frame, grid: grid)
        case .divider:
            let rect = grid.pixelRect(frame)
            let color = Divider.color.resolve(colorScheme: graph.current.environments[Int(graph.current.nodes[i].environment)].colorScheme)
            displayList.operations.append(.fill(.rect(rect), .color(color)))
        case .secondary where graph.current.nodes[i].kind.secondaryPayload.isBackground:
            let primary = graph.current.nodes[i].firstChild
            if primary >= 0 {
                let secondary = graph.current.nodes[Int(primary)].nextSibling
                if secondary >= 0 { emit(secondary, grid: grid, in: graph) }
                emit(primary, grid: grid, in: graph)
            }
        case .secondary where graph.current.nodes[i].kind.secondaryPayload.isMask:
            let primary = graph.current.nodes[i].firstChild
            guard primary >= 0 else { return }
            let mask = graph.current.nodes[Int(primary)].nextSibling
            // No mask view: nothing shows (an empty mask is fully transparent).
            guard mask >= 0 else { return }
            displayList.operations.append(.pushEffect(LayerEffect(bounds: grid.pixelRect(frame), masked: true)))
            displayList.operations.append(.pushMask)
            emit(mask, grid: grid, in: graph)
            displayList.operations.append(.popMask)
            emit(primary, grid: grid, in: graph)
            displayList.operations.append(.popEffect)
        case .effect:
            if graph.isPresenting, case .kind(let presented)? = graph.presentedValue(node) {
                emitEffect(presented.effectPayload, node: node, frame: frame, grid: grid, in: graph)
            } else {
                emitEffect(graph.current.nodes[i].kind.effectPayload, node: node, frame: frame, grid: grid, in: graph)
            }
        case .grid:
            // A `ViewThatFits` draws only the child it chose.
            switch graph.current.tables.largePayloads[Int(graph.current.nodes[i].kind.indexPayload)] {
            case .viewThatFits(let layout):
                if let chosen = layout.choice(graph.current.nodes[i].placementProposal, node: node, graph: graph) {
                    emit(chosen, grid: grid, in: graph)
                }
            case .canvas(let canvas):
                let drawn = canvas.draw(frame: frame, scale: grid.scale, graph: graph)
                let shift = displayList.glyphs.count
                displayList.glyphs.append(contentsOf: drawn.glyphs)
                for operation in drawn.operations {
                    guard case .text(var run) = operation else {
                        displayList.operations.append(operation)
                        continue
                    }
                    run.glyphs = (run.glyphs.lowerBound + shift)..<(run.glyphs.upperBound + shift)
                    displayList.operations.append(.text(run))
                }
            default:
                emitChildren(node, grid: grid, in: graph)
            }
        default:
            emitChildren(node, grid: grid, in: graph)
        }
    }

    private func emitEffect(_ effect: RenderEffect, node: NodeID, frame: CGRect, grid: PixelGrid, in graph: ViewGraph) {
        let scale = grid.scale
        switch effect {
        case .hidden:
            return
        case .opacity(let value):
            if value <= 0 { return }
            if value >= 1 { return emitChildren(node, grid: grid, in: graph) }
            displayList.operations.append(.pushOpacity(Float(value)))
            emitChildren(node, grid: grid, in: graph)
            displayList.operations.append(.popOpacity)
        case .offset, .coordinateSpace, .zIndex:
            emitChildren(node, grid: grid, in: graph)
        case .animation(let index):
            graph.emitAnimationNode(index, node: node, frame: frame, scale: scale) { emitChildren(node, grid: grid, in: graph) }
        case .rotation(let angle, let anchor):
            let a = anchor.point(in: frame)
            let t = CGAffineTransform.anchored(CGAffineTransform(rotationAngle: angle.radians), at: CGPoint(x: a.x * scale, y: a.y * scale))
            withTransform(t) { graph.withoutCulling { emitChildren(node, grid: grid, in: graph) } }
        case .scale(let s, let anchor):
            let a = anchor.point(in: frame)
            let t = CGAffineTransform.anchored(CGAffineTransform(scaleX: s.width, y: s.height), at: CGPoint(x: a.x * scale, y: a.y * scale))
            withTransform(t) { graph.withoutCulling { emitChildren(node, grid: grid, in: graph) } }
        case .clip(let index, let antialiased):
            let rect = grid.pixelRect(frame)
            displayList.operations.append(
                .pushClip(displayShape(graph.current.tables.clipShapes[Int(index)], in: rect, scale: scale), antialiased: antialiased))
            emitChildren(node, grid: grid, in: graph)
            displayList.operations.append(.popClip)
        case .shadow(let index):
            var shadow = graph.current.tables.largePayloads[Int(index)].shadow
            if graph.isPresenting, case .shadow(let presented)? = graph.presentedValue(node) { shadow = presented }
            let resolved = shadow.color.resolve(
                colorScheme: graph.current.environments[Int(graph.current.nodes[Int(node)].environment)].colorScheme)
            let style = ShadowStyle(
                color: resolved, radius: shadow.radius * scale,
                offset: CGSize(width: shadow.offset.width * scale, height: shadow.offset.height * scale))
            displayList.operations.append(.pushShadow(style))
            // A shadow reaches past its content's frames: a leaf just off the canvas may cast it on.
            graph.withoutCulling { emitChildren(node, grid: grid, in: graph) }
            displayList.operations.append(.popShadow)
        case .drawingGroup:
            graph.emitDrawingGroup(node, pixelFrame: grid.pixelRect(frame)) { emitChildren(node, grid: grid, in: graph) }
        case .layerEffect(let index):
            var modifier = graph.current.tables.largePayloads[Int(index)].layerEffect
            if graph.isPresenting, case .layerEffect(let presented)? = graph.presentedValue(node) { modifier = presented }
            var effect = LayerEffect(bounds: grid.pixelRect(frame))
            switch modifier.kind {
            case .blur(let opaque):
                effect.blurRadius = CGFloat(modifier.amount) * scale
                effect.opaqueBlur = opaque
            case .blendMode(let mode):
                effect.blendMode = mode
            default:
                effect.colorMatrix = modifier.colorMatrix(
                    colorScheme: graph.current.environments[Int(graph.current.nodes[Int(node)].environment)].colorScheme)
            }
            // An effect that changes nothing draws as if absent (a blur below a third of a pixel
            // has no visible spread).
            let drawsSomething = effect.colorMatrix != nil || effect.blurRadius >= 0.3 || effect.blendMode != .normal
            guard drawsSomething || modifier.kind == .compositingGroup else {
                return emitChildren(node, grid: grid, in: graph)
            }
            displayList.operations.append(.pushEffect(effect))
            // A blur reaches past its content's frames: a leaf just off the canvas may blur in.
            if effect.blurRadius > 0 {
                graph.withoutCulling { emitChildren(node, grid: grid, in: graph) }
            } else {
                emitChildren(node, grid: grid, in: graph)
            }
            displayList.operations.append(.popEffect)
        }
    }

    private func withTransform(_ t: CGAffineTransform, _ body: () -> Void) {
        if t.isIdentity { return body() }
        displayList.operations.append(.pushTransform(t))
        body()
        displayList.operations.append(.popTransform)
    }

    /// A shape in pixel space: its exact kind when it has one, else its path scaled to pixels.
    private func displayShape(_ shape: any Shape, in pixelRect: CGRect, scale: CGFloat) -> DisplayShape {
        // Shapes describe themselves in points; draw them in a point-sized rect, then scale.
        let pointRect = CGRect(
            x: pixelRect.minX / scale, y: pixelRect.minY / scale, width: pixelRect.width / scale, height: pixelRect.height / scale)
        let toPixels = CGAffineTransform(scaleX: scale, y: scale)
        if let simple = shape._displayShape(in: pointRect) {
            switch simple {
            case .rect(let r): return .rect(r.applying(toPixels))
            case .roundedRect(let r, let c, let s):
                return .roundedRect(r.applying(toPixels), cornerSize: CGSize(width: c.width * scale, height: c.height * scale), style: s)
            case .ellipse(let r): return .ellipse(r.applying(toPixels))
            case .path(let p): return .path(p.applying(toPixels))
            }
        }
        return .path(shape.path(in: pointRect).applying(toPixels))
    }

    private func emitShape(_ shape: ShapeNode, frame: CGRect, grid: PixelGrid) {
        let rect = grid.pixelRect(frame)
        if shape.paint.isInvisible { return }
        // Gradient and image geometry is relative to the shape's frame: place it in pixels.
        let paint = shape.paint.placed(in: rect, scale: grid.scale)
        switch shape.drawing {
        case .fill:
            let drawn = displayShape(shape.shape, in: rect, scale: grid.scale)
            if case .material(let material) = paint {
                // A material fill blurs what is beneath the shape (docs/SDLNotes.md, "Backdrop blur").
                displayList.operations.append(.backdrop(BackdropEffect(shape: drawn, material: material)))
            } else {
                displayList.operations.append(.fill(drawn, paint))
            }
        case .stroke(var style):
            style.lineWidth *= grid.scale
            displayList.operations.append(.stroke(displayShape(shape.shape, in: rect, scale: grid.scale), paint, style))
        case .strokeBorder(var style):
            style.lineWidth *= grid.scale
            let inset = rect.insetBy(dx: style.lineWidth / 2, dy: style.lineWidth / 2)
            guard inset.width > 0, inset.height > 0 else { return }
            displayList.operations.append(.stroke(displayShape(shape.shape, in: inset, scale: grid.scale), paint, style))
        }
    }

    private func emitImage(_ image: ImageNode, frame: CGRect, grid: PixelGrid) {
        let rect = grid.pixelRect(frame)
        let info = image.info
        guard rect.width > 0, rect.height > 0 else { return }
        let full = CGRect(origin: .zero, size: info.pixelSize)
        guard let resizing = image.resizing, resizing.capInsets != EdgeInsets() || resizing.mode == .tile else {
            displayList.operations.append(
                .image(ImageDrawing(image: info, source: full, destination: rect, tint: image.tint, smooth: image.smooth)))
            return
        }
        // Nine-slice: one operation; the backend computes the pieces with `NineSlice`.
        let s = info.scale
        let insets = resizing.capInsets
        let pixelInsets = EdgeInsets(
            top: insets.top * s, leading: insets.leading * s, bottom: insets.bottom * s, trailing: insets.trailing * s)
        displayList.operations.append(
            .nineSlice(
                NineSliceDrawing(
                    image: info, capInsets: pixelInsets, mode: resizing.mode, destination: rect,
                    scale: grid.scale, tint: image.tint, smooth: image.smooth)))
    }
}

/// The display-list pass: placed nodes → flat draw operations in pixels, leaf frames snapped to
/// the pixel grid (docs/LayoutRules.md §11). Hidden subtrees draw nothing; fully transparent ones
/// are skipped; a subtree unchanged since last pass copies last pass's operations. It owns its
/// output, last pass's output (which carried subtrees copy operations from) and its culling.
///
/// An object the graph owns, so that each part is its own stored property: the pass appends to
/// `displayList` while it reads `previousDisplayList` or the text scratch's `runGlyphs`, and overlapping
/// accesses to two parts of one stored value are an exclusivity violation that the optimizer
/// may assume never happens (the accesses skip the dynamic check).
final class DisplayListPass {
    /// The display list of the last pass.
    @exclusivity(unchecked) var displayList = DisplayList()
    /// Last pass's display list, kept one pass so unchanged subtrees can copy their operations.
    @exclusivity(unchecked) var previousDisplayList = DisplayList()
    /// What the display list leaves out (DisplayListPass+Culling.swift).
    @exclusivity(unchecked) var culling = CanvasCulling()
    /// Display lists built so far: a pass builds one, and so does an update that draws last
    /// pass's layout again with its animations stepped.
    var listNumber = 0
}

extension ViewGraph {
    /// A node's drawn frame in pixels.
    @inline(__always)
    func pixelFrame(_ frame: CGRect, _ grid: PixelGrid) -> CGRect {
        grid.pixelRect(frame)
    }
}
