import Foundation

/// The display-list stage: placed nodes → flat draw operations in pixels, leaf frames snapped to
/// the pixel grid (LAYOUT-RULES.md §11). Hidden subtrees draw nothing; fully transparent ones
/// are skipped.
extension ViewGraph {
    func buildDisplayList(canvas: CGSize) {
        let scale = environments[0].displayScale
        swap(&displayList, &previousDisplayList)
        displayList.removeAll()
        displayList.scale = scale
        displayList.pixelSize = CGSize(width: (canvas.width * scale).rounded(), height: (canvas.height * scale).rounded())
        glyphScratch.removeAll()
        emit(0, grid: PixelGrid(scale: scale))
        // Glyphs are gathered in the arena and handed over in one copy.
        glyphScratch.withUnsafeBufferPointer { displayList.glyphs.append(contentsOf: $0) }
        // The last guard of the display list's contract (only finite numbers, docs/Robustness.md).
        let firstBad = displayList.operations.first { !$0.isFinite(glyphs: displayList.glyphs) }
        let replaced = displayList.sanitize()
        if replaced > 0 {
            sanitizedOperations += replaced
            lastNonFiniteOperation = firstBad
            Diagnostics.warnOnce("replaced \(replaced) display operation(s) holding NaN or ∞ (their content is not drawn), first \(String(describing: firstBad))")
        }
        textCache.sweep(pass: pass)
    }

    /// A node's drawn frame in pixels.
    @inline(__always)
    func pixelFrame(_ frame: CGRect, _ grid: PixelGrid) -> CGRect {
        grid.pixelRect(frame)
    }

    private func emitChildren(_ node: NodeID, grid: PixelGrid) {
        forEachChild(of: node) { emit($0, grid: grid) }
    }

    /// Draws `node` and its subtree, noting which operations and glyphs it drew, so that next
    /// pass an unchanged copy can draw them again by copying.
    private func emit(_ node: NodeID, grid: PixelGrid) {
        let i = Int(node)
        guard nodes[i].isPlaced, hasStackRoom() else { return }
        let operationStart = Int32(displayList.operations.count), glyphStart = Int32(glyphScratch.count)
        if !nodes[i].drawsAsLastPass || !drawAsLastPass(node) {
            emitContent(node, grid: grid)
        }
        nodes[i].drawnOperations = operationStart..<Int32(displayList.operations.count)
        nodes[i].drawnGlyphs = glyphStart..<Int32(glyphScratch.count)
    }

    private func emitContent(_ node: NodeID, grid: PixelGrid) {
        let i = Int(node)
        let frame = nodes[i].frame
        switch nodes[i].kind {
        case .color(let color):
            let rect = pixelFrame(frame, grid)
            let resolved = color.resolve(colorScheme: environments[Int(nodes[i].environment)].colorScheme)
            if resolved.opacity > 0, rect.width > 0, rect.height > 0 {
                displayList.operations.append(.fill(.rect(rect), .color(resolved)))
            }
        case .shape(let index):
            emitShape(shapes[Int(index)], frame: frame, grid: grid)
        case .text:
            emitText(node: node, grid: grid)
        case .image(let index):
            emitImage(images[Int(index)], frame: frame, grid: grid)
        case .divider:
            let rect = pixelFrame(frame, grid)
            let color = Divider.color.resolve(colorScheme: environments[Int(nodes[i].environment)].colorScheme)
            displayList.operations.append(.fill(.rect(rect), .color(color)))
        case .secondary(let layout) where layout.isBackground:
            let primary = nodes[i].firstChild
            if primary >= 0 {
                let secondary = nodes[Int(primary)].nextSibling
                if secondary >= 0 { emit(secondary, grid: grid) }
                emit(primary, grid: grid)
            }
        case .effect(let effect):
            emitEffect(effect, node: node, frame: frame, grid: grid)
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
        case .offset, .coordinateSpace:
            emitChildren(node, grid: grid)
        case .rotation(let angle, let anchor):
            let a = anchor.point(in: frame)
            let t = CGAffineTransform(translationX: -a.x * scale, y: -a.y * scale)
                .concatenating(CGAffineTransform(rotationAngle: angle.radians))
                .concatenating(CGAffineTransform(translationX: a.x * scale, y: a.y * scale))
            withTransform(t) { emitChildren(node, grid: grid) }
        case .scale(let s, let anchor):
            let a = anchor.point(in: frame)
            let t = CGAffineTransform(translationX: -a.x * scale, y: -a.y * scale)
                .concatenating(CGAffineTransform(scaleX: s.width, y: s.height))
                .concatenating(CGAffineTransform(translationX: a.x * scale, y: a.y * scale))
            withTransform(t) { emitChildren(node, grid: grid) }
        case .clip(let index, let antialiased):
            let rect = pixelFrame(frame, grid)
            displayList.operations.append(.pushClip(displayShape(clipShapes[Int(index)], in: rect, scale: scale), antialiased: antialiased))
            emitChildren(node, grid: grid)
            displayList.operations.append(.popClip)
        case .shadow(let color, let radius, let offset):
            let resolved = color.resolve(colorScheme: environments[Int(nodes[Int(node)].environment)].colorScheme)
            let style = ShadowStyle(color: resolved, radius: radius * scale, offset: CGSize(width: offset.width * scale, height: offset.height * scale))
            displayList.operations.append(.pushShadow(style))
            emitChildren(node, grid: grid)
            displayList.operations.append(.popShadow)
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
        let pointRect = CGRect(x: pixelRect.minX / scale, y: pixelRect.minY / scale, width: pixelRect.width / scale, height: pixelRect.height / scale)
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
            displayList.operations.append(.fill(displayShape(shape.shape, in: rect, scale: grid.scale), paint))
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
            displayList.operations.append(.image(ImageDrawing(image: info, source: full, destination: rect, tint: image.tint, smooth: image.smooth)))
            return
        }
        // Nine-slice: one operation; the backend computes the pieces with `NineSlice`.
        let s = info.scale
        let insets = resizing.capInsets
        let pixelInsets = EdgeInsets(top: insets.top * s, leading: insets.leading * s, bottom: insets.bottom * s, trailing: insets.trailing * s)
        displayList.operations.append(.nineSlice(NineSliceDrawing(image: info, capInsets: pixelInsets, mode: resizing.mode, destination: rect,
                                                                  scale: grid.scale, tint: image.tint, smooth: image.smooth)))
    }

    private func emitText(node: NodeID, grid: PixelGrid) {
        let frame = nodes[Int(node)].frame
        let env = Int(nodes[Int(node)].environment)
        let content = TextLayoutEngine.content(of: node, graph: self)
        let lines = TextLayoutEngine.layout(node: node, proposal: nodes[Int(node)].placementProposal, graph: self)
        defer { textLines.removeSubrange(lines) }
        guard !lines.isEmpty else { return }
        let environment = environments[env]
        let defaultColor: Color.Resolved
        if case .color(let c) = ForegroundStyle()._resolvePaint(in: environment) { defaultColor = c } else { defaultColor = .clear }
        // Resolve each run's color once.
        let firstColorIndex = runColors.count
        for r in content.runs { runColors.append(shapedRuns[r].color.map { $0.resolve(in: environment) } ?? defaultColor) }
        defer { runColors.removeSubrange(firstColorIndex...) }

        let origin = CGPoint(x: grid.roundNearestOrUp(frame.minX), y: grid.roundNearestOrUp(frame.minY))
        let scale = grid.scale
        var top: CGFloat = 0
        var emitter = GlyphRunEmitter(scale: scale)
        for (index, i) in lines.enumerated() {
            let line = textLines[i]
            let x0: CGFloat
            let rightToLeft = environment.layoutDirection == .rightToLeft
            switch environment.multilineTextAlignment {
            case .center: x0 = (frame.width - line.width) / 2
            case .leading: x0 = rightToLeft ? frame.width - line.width : 0
            case .trailing: x0 = rightToLeft ? 0 : frame.width - line.width
            }
            let baseline = grid.roundNearestOrUp(index == 0 ? line.ascent : top + line.ascent)
            let y = Float((origin.y + baseline) * scale)
            let pen = (origin.x + grid.roundNearestOrUp(x0)) * scale
            if line.isTruncated {
                emitTruncated(line, content: content, penStart: pen, y: y, mode: environment.truncationMode, emitter: &emitter, colorBase: firstColorIndex)
            } else {
                emitGlyphs(line.start..<line.end, content: content, pen: pen, y: y, emitter: &emitter, colorBase: firstColorIndex)
            }
            top += line.height + environment.lineSpacing
        }
        emitter.finish(in: &displayList, glyphCount: glyphScratch.count)
    }

    /// Emits the glyphs of `range` from `pen` (pixels); returns the pen after them.
    @discardableResult
    private func emitGlyphs(_ range: Range<Int>, content: TextContent, pen: CGFloat, y: Float,
                            emitter: inout GlyphRunEmitter, colorBase: Int) -> CGFloat {
        guard !range.isEmpty else { return pen }
        var pen = pen
        var r = TextLayoutEngine.run(containing: range.lowerBound, in: content, graph: self)
        var runEnd = shapedRuns[r].end
        emitter.setStyle(in: &displayList, glyphCount: glyphScratch.count, font: shapedRuns[r].font, color: runColors[colorBase + r - content.runs.lowerBound])
        let scale = emitter.scale
        textScalars.withUnsafeBufferPointer { scalars in
            textAdvances.withUnsafeBufferPointer { advances in
                for k in range {
                    if k >= runEnd, r < content.runs.upperBound - 1 {
                        r += 1
                        runEnd = shapedRuns[r].end
                        emitter.setStyle(in: &displayList, glyphCount: glyphScratch.count, font: shapedRuns[r].font, color: runColors[colorBase + r - content.runs.lowerBound])
                    }
                    let scalar = scalars[k]
                    if scalar != " " && scalar != "\t" {
                        glyphScratch.append(PositionedGlyph(scalar: scalar, x: Float(pen), y: y))
                    }
                    pen += advances[k] * scale
                }
            }
        }
        return pen
    }

    private func emitTruncated(_ line: TextLine, content: TextContent, penStart: CGFloat, y: Float, mode: Text.TruncationMode,
                               emitter: inout GlyphRunEmitter, colorBase: Int) {
        let lastRun = TextLayoutEngine.run(containing: max(line.start, line.end - 1), in: content, graph: self)
        let ellipsisFont = shapedRuns[lastRun].font
        let ellipsisWidth = TextLayoutEngine.ellipsisAdvance(font: ellipsisFont, graph: self)
        let available = line.width - ellipsisWidth
        // Which characters fit: from the start (tail), the end (head), or both ends (middle).
        var headEnd = line.start, tailStart = line.end
        var used: CGFloat = 0
        switch mode {
        case .tail:
            while headEnd < line.end, used + textAdvances[headEnd] <= available + 0.0001 { used += textAdvances[headEnd]; headEnd += 1 }
        case .head:
            while tailStart > line.start, used + textAdvances[tailStart - 1] <= available + 0.0001 { used += textAdvances[tailStart - 1]; tailStart -= 1 }
        case .middle:
            var takeHead = true
            while headEnd < tailStart {
                let k = takeHead ? headEnd : tailStart - 1
                if used + textAdvances[k] > available + 0.0001 { break }
                used += textAdvances[k]
                if takeHead { headEnd += 1 } else { tailStart -= 1 }
                takeHead.toggle()
            }
        }
        var pen = emitGlyphs(line.start..<headEnd, content: content, pen: penStart, y: y, emitter: &emitter, colorBase: colorBase)
        emitter.setStyle(in: &displayList, glyphCount: glyphScratch.count, font: ellipsisFont, color: runColors[colorBase + lastRun - content.runs.lowerBound])
        glyphScratch.append(PositionedGlyph(scalar: TextLayoutEngine.ellipsis, x: Float(pen), y: y))
        pen += ellipsisWidth * emitter.scale
        if mode != .tail {
            emitGlyphs(tailStart..<line.end, content: content, pen: pen, y: y, emitter: &emitter, colorBase: colorBase)
        }
    }
}

/// Groups the glyphs appended to a display list into runs of one font and color.
struct GlyphRunEmitter {
    let scale: CGFloat
    private var runStart = -1
    private var font: ResolvedFont?
    private var color = Color.Resolved.clear

    init(scale: CGFloat) {
        self.scale = scale
    }

    /// Starts a new run if the style differs from the current one.
    mutating func setStyle(in list: inout DisplayList, glyphCount: Int, font: ResolvedFont, color: Color.Resolved) {
        guard runStart < 0 || font != self.font || color != self.color else { return }
        finish(in: &list, glyphCount: glyphCount)
        runStart = glyphCount
        self.font = font
        self.color = color
    }

    mutating func finish(in list: inout DisplayList, glyphCount end: Int) {
        guard runStart >= 0, let font else { return }
        if end > runStart, color.opacity > 0 {
            list.operations.append(.text(TextRun(font: font, scale: scale, color: color, glyphs: runStart..<end)))
        }
        runStart = -1
    }
}
