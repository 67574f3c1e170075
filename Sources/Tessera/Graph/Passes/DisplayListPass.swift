import Foundation

/// The display-list stage: placed nodes → flat draw operations in pixels, leaf frames snapped to
/// the pixel grid (docs/LayoutRules.md §11). Hidden subtrees draw nothing; fully transparent ones
/// are skipped.
extension ViewGraph {
    func buildDisplayList(canvas: CGSize) {
        let scale = current.environments[0].displayScale
        swap(&displayList, &displayListPass.previousDisplayList)
        displayListPass.listNumber &+= 1
        displayList.removeAll()
        displayList.scale = scale
        displayList.pixelSize = CGSize(width: (canvas.width * scale).rounded(), height: (canvas.height * scale).rounded())
        beginCanvasCulling(canvas: canvas)
        emit(0, grid: PixelGrid(scale: scale))
        endCanvasCulling()
        #if DEBUG
        // The display list's contract (only finite numbers, docs/Robustness.md), checked in debug
        // builds and so in every test: the layout stage must keep numbers finite. Release builds
        // skip the scan (it walks every glyph each frame); the renderer still skips and counts
        // any non-finite operation it meets.
        checkFiniteness()
        #endif
        caches.textCache.sweep(pass: updates.pass)
    }

    /// Replaces operations holding NaN or ∞ (counted in `sanitizedOperations`, logged once).
    func checkFiniteness() {
        guard !displayList.isFinite else { return }
        let firstBad = displayList.operations.first { !$0.isFinite(glyphs: displayList.glyphs) }
        let replaced = displayList.sanitize()
        sanitizedOperations += replaced
        lastNonFiniteOperation = firstBad
        Diagnostics.warnOnce(
            "replaced \(replaced) display operation(s) holding NaN or ∞ (their content is not drawn), first \(String(describing: firstBad))"
        )
    }

    /// A node's drawn frame in pixels.
    @inline(__always)
    func pixelFrame(_ frame: CGRect, _ grid: PixelGrid) -> CGRect {
        grid.pixelRect(frame)
    }

    private func emitChildren(_ node: NodeID, grid: PixelGrid) {
        if hasZIndexedChild(node) { return forEachChildInDrawingOrder(of: node) { emit($0, grid: grid) } }
        forEachChild(of: node) { emit($0, grid: grid) }
        if !animator.leaving.isEmpty { emitLeavingViews(after: node, scale: grid.scale) }
    }

    /// Draws `node` and its subtree, noting which operations and glyphs it drew, so that next
    /// pass an unchanged copy can draw them again by copying.
    private func emit(_ node: NodeID, grid: PixelGrid) {
        let i = Int(node)
        guard current.nodes[i].isPlaced, hasStackRoom() else { return }
        let operationStart = Int32(displayList.operations.count), glyphStart = Int32(glyphScratch.count)
        // Animated frames draw presented values: last pass's operations are not this pass's,
        // except, over last pass's layout, for subtrees where nothing animates.
        let copies =
            animator.presentsLastLayout
            ? !redraws(i)
            : current.nodes[i].drawsAsLastPass && !animator.disablesDrawCopies
                && !current.nodes[i].flags.contains(.containsTransition) && !displayListPass.culling.canvasCullChanged
        if !copies || !drawAsLastPass(node) {
            // Outside the visible part, none of the subtree's nodes is visited.
            if !isSubtreeCulled(node) { emitContent(node, grid: grid) }
        }
        current.nodes[i].drawnOperations = operationStart..<Int32(displayList.operations.count)
        current.nodes[i].drawnGlyphs = glyphStart..<Int32(glyphScratch.count)
        current.nodes[i].drawnInList = Int32(truncatingIfNeeded: displayListPass.listNumber)
    }

    private func emitContent(_ node: NodeID, grid: PixelGrid) {
        let i = Int(node)
        counters.drawVisits &+= 1
        let frame = presentedFrame(node)
        if isCulled(node) { return }
        // The switch reads the case alone; each case reads its payload (NodeKindPayloads.swift).
        switch current.nodes[i].kind {
        case .interaction:
            if case .scrollView(let layout) = current.tables.interactions[Int(current.nodes[i].kind.indexPayload)].role {
                emitScrollView(node, layout, grid: grid) { emitChildren(node, grid: grid) }
            } else {
                emitChildren(node, grid: grid)
            }
        case .color:
            guard case .color(var color) = current.nodes[i].kind else { return }
            if isPresenting, case .kind(.color(let presented))? = presentedValue(node) { color = presented }
            let rect = pixelFrame(frame, grid)
            let resolved = color.resolve(colorScheme: current.environments[Int(current.nodes[i].environment)].colorScheme)
            if resolved.opacity > 0, rect.width > 0, rect.height > 0 {
                displayList.operations.append(.fill(.rect(rect), .color(resolved)))
            }
        case .shape:
            if isPresenting, case .shape(let presented)? = presentedValue(node) {
                emitShape(presented, frame: frame, grid: grid)
            } else {
                emitShape(current.tables.shapes[Int(current.nodes[i].kind.indexPayload)], frame: frame, grid: grid)
            }
        case .text:
            let operationStart = displayList.operations.count, glyphStart = glyphScratch.count
            emitText(node: node, grid: grid)
            if !animator.rollAmounts.isEmpty { rollDigits(node, operationStart: operationStart, glyphStart: glyphStart, grid: grid) }
        case .image:
            emitImage(current.tables.images[Int(current.nodes[i].kind.indexPayload)], frame: frame, grid: grid)
        case .divider:
            let rect = pixelFrame(frame, grid)
            let color = Divider.color.resolve(colorScheme: current.environments[Int(current.nodes[i].environment)].colorScheme)
            displayList.operations.append(.fill(.rect(rect), .color(color)))
        case .secondary where current.nodes[i].kind.secondaryPayload.isBackground:
            let primary = current.nodes[i].firstChild
            if primary >= 0 {
                let secondary = current.nodes[Int(primary)].nextSibling
                if secondary >= 0 { emit(secondary, grid: grid) }
                emit(primary, grid: grid)
            }
        case .secondary where current.nodes[i].kind.secondaryPayload.isMask:
            let primary = current.nodes[i].firstChild
            guard primary >= 0 else { return }
            let mask = current.nodes[Int(primary)].nextSibling
            // No mask view: nothing shows (an empty mask is fully transparent).
            guard mask >= 0 else { return }
            displayList.operations.append(.pushEffect(LayerEffect(bounds: pixelFrame(frame, grid), masked: true)))
            displayList.operations.append(.pushMask)
            emit(mask, grid: grid)
            displayList.operations.append(.popMask)
            emit(primary, grid: grid)
            displayList.operations.append(.popEffect)
        case .effect:
            if isPresenting, case .kind(let presented)? = presentedValue(node) {
                emitEffect(presented.effectPayload, node: node, frame: frame, grid: grid)
            } else {
                emitEffect(current.nodes[i].kind.effectPayload, node: node, frame: frame, grid: grid)
            }
        case .grid:
            // A `ViewThatFits` draws only the child it chose.
            switch current.tables.largePayloads[Int(current.nodes[i].kind.indexPayload)] {
            case .viewThatFits(let layout):
                if let chosen = layout.choice(current.nodes[i].placementProposal, node: node, graph: self) { emit(chosen, grid: grid) }
            case .canvas(let canvas):
                let drawn = canvas.draw(frame: frame, scale: grid.scale, graph: self)
                let shift = glyphScratch.count
                glyphScratch.append(contentsOf: drawn.glyphs)
                for operation in drawn.operations {
                    guard case .text(var run) = operation else {
                        displayList.operations.append(operation)
                        continue
                    }
                    run.glyphs = (run.glyphs.lowerBound + shift)..<(run.glyphs.upperBound + shift)
                    displayList.operations.append(.text(run))
                }
            default:
                emitChildren(node, grid: grid)
            }
        default:
            emitChildren(node, grid: grid)
        }
    }

    private func emitEffect(_ effect: RenderEffect, node: NodeID, frame: CGRect, grid: PixelGrid) {
        let scale = grid.scale
        switch effect {
        case .hidden:
            return
        case .opacity(let value):
            if value <= 0 { return }
            if value >= 1 { return emitChildren(node, grid: grid) }
            displayList.operations.append(.pushOpacity(Float(value)))
            emitChildren(node, grid: grid)
            displayList.operations.append(.popOpacity)
        case .offset, .coordinateSpace, .zIndex:
            emitChildren(node, grid: grid)
        case .animation(let index):
            emitAnimationNode(index, node: node, frame: frame, scale: scale) { emitChildren(node, grid: grid) }
        case .rotation(let angle, let anchor):
            let a = anchor.point(in: frame)
            let t = CGAffineTransform.anchored(CGAffineTransform(rotationAngle: angle.radians), at: CGPoint(x: a.x * scale, y: a.y * scale))
            withTransform(t) { withoutCulling { emitChildren(node, grid: grid) } }
        case .scale(let s, let anchor):
            let a = anchor.point(in: frame)
            let t = CGAffineTransform.anchored(CGAffineTransform(scaleX: s.width, y: s.height), at: CGPoint(x: a.x * scale, y: a.y * scale))
            withTransform(t) { withoutCulling { emitChildren(node, grid: grid) } }
        case .clip(let index, let antialiased):
            let rect = pixelFrame(frame, grid)
            displayList.operations.append(
                .pushClip(displayShape(current.tables.clipShapes[Int(index)], in: rect, scale: scale), antialiased: antialiased))
            emitChildren(node, grid: grid)
            displayList.operations.append(.popClip)
        case .shadow(let index):
            var shadow = current.tables.largePayloads[Int(index)].shadow
            if isPresenting, case .shadow(let presented)? = presentedValue(node) { shadow = presented }
            let resolved = shadow.color.resolve(colorScheme: current.environments[Int(current.nodes[Int(node)].environment)].colorScheme)
            let style = ShadowStyle(
                color: resolved, radius: shadow.radius * scale,
                offset: CGSize(width: shadow.offset.width * scale, height: shadow.offset.height * scale))
            displayList.operations.append(.pushShadow(style))
            // A shadow reaches past its content's frames: a leaf just off the canvas may cast it on.
            withoutCulling { emitChildren(node, grid: grid) }
            displayList.operations.append(.popShadow)
        case .drawingGroup:
            emitDrawingGroup(node, pixelFrame: pixelFrame(frame, grid)) { emitChildren(node, grid: grid) }
        case .layerEffect(let index):
            var modifier = current.tables.largePayloads[Int(index)].layerEffect
            if isPresenting, case .layerEffect(let presented)? = presentedValue(node) { modifier = presented }
            var effect = LayerEffect(bounds: pixelFrame(frame, grid))
            switch modifier.kind {
            case .blur(let opaque):
                effect.blurRadius = CGFloat(modifier.amount) * scale
                effect.opaqueBlur = opaque
            case .blendMode(let mode):
                effect.blendMode = mode
            default:
                effect.colorMatrix = modifier.colorMatrix(
                    colorScheme: current.environments[Int(current.nodes[Int(node)].environment)].colorScheme)
            }
            // An effect that changes nothing draws as if absent (a blur below a third of a pixel
            // has no visible spread).
            let drawsSomething = effect.colorMatrix != nil || effect.blurRadius >= 0.3 || effect.blendMode != .normal
            guard drawsSomething || modifier.kind == .compositingGroup else {
                return emitChildren(node, grid: grid)
            }
            displayList.operations.append(.pushEffect(effect))
            // A blur reaches past its content's frames: a leaf just off the canvas may blur in.
            if effect.blurRadius > 0 { withoutCulling { emitChildren(node, grid: grid) } } else { emitChildren(node, grid: grid) }
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
        let rect = pixelFrame(frame, grid)
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
        let rect = pixelFrame(frame, grid)
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

/// The display-list pass's output, last pass's output (which carried subtrees copy operations
/// from) and its culling.
///
/// An object the graph owns, so that each part is its own stored property: the pass appends to
/// `displayList` while it reads `previousDisplayList` or the text scratch's `runGlyphs`, and overlapping
/// accesses to two parts of one stored value are an exclusivity violation that the optimizer
/// may assume never happens (the accesses skip the dynamic check).
final class DisplayListPassState {
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
