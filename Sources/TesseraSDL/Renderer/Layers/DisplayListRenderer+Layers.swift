import Foundation
import Tessera
import TesseraCSDL2

extension DisplayListRenderer {
    // MARK: Groups

    func popGroup() {
        guard let frame = groups.popLast() else { return }
        switch frame {
        case .plain:
            break
        case .transform(let saved):
            transform = saved
        case .clipRect(let saved):
            setClip(saved)
        case .clipLayer(let layer, let mask):
            endLayer(layer)
            composite(layer, opacity: 1, mask: mask)
        case .opacity(let layer, let opacity):
            endLayer(layer)
            composite(layer, opacity: opacity, mask: nil)
        case .cachedLayerOpacity(let saved):
            cachedLayers.opacity = saved
        case .effect(let layer, let effect, let mask, let key):
            finishEffect(layer, effect, mask: mask, key: key)
        case .mask(let layer):
            finishMask(layer)
        case .projection(let layer, let projection):
            endLayer(layer)
            composite(layer, opacity: 1, mask: nil, projection: projection)
        }
    }

    /// Opens a clip. Returns `false` when nothing inside can show (the caller skips the group).
    func pushClip(_ shape: DisplayShape, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph]) -> Bool {
        guard isFinite(shape) else { stats.skippedOperations += 1; return false }
        if case .rect(let r) = shape, isAxisAligned {
            // Axis-aligned rectangles clip exactly (and for free) with SDL's clip rectangle.
            let t = r.standardized.applying(transform)
            let rounded = CGRect(
                x: t.minX.rounded(), y: t.minY.rounded(), width: t.maxX.rounded() - t.minX.rounded(),
                height: t.maxY.rounded() - t.minY.rounded())
            let saved = clip
            let next = intersect(clip, pixelRect(rounded))
            groups.append(.clipRect(saved))
            setClip(next)
            return true
        }
        let cs = shapes.contours(of: shape)
        var polygons: [[SIMD2<Float>]] = []
        for c in cs where c.points.count >= 3 {
            transformed(c.points)
            polygons.append(shapes.points)
        }
        // A shape with no area clips everything away.
        guard !polygons.isEmpty else { return false }
        let convex = polygons.count == 1 && ShapeTessellator.isConvex(polygons[0])
        let bounds = pixelRect(shape.bounds.insetBy(dx: -1, dy: -1).applying(transform))
        let region = intersect(intersect(clip, bounds), groupRegion(ops, from: i, glyphs: glyphs, margin: 0))
        guard region.w > 0, region.h > 0 else { return false }
        guard let layer = beginLayer(region) else {
            // No layer (texture creation failed, logged): clip to the shape's bounds instead.
            groups.append(.clipRect(clip))
            setClip(region)
            return true
        }
        groups.append(.clipLayer(layer, ClipMask(contours: polygons, convex: convex, shape: shape)))
        return true
    }

    /// Whole-pixel bounds (in canvas pixels, within the clip) of what a group draws.
    func groupRegion(
        _ ops: [DisplayOperation], from start: Int, glyphs: [PositionedGlyph], margin: CGFloat, clipped: Bool = true
    ) -> SDL_Rect {
        let (r, extra) = contentBounds(ops, from: start, glyphs: glyphs, transform: transform)
        guard !r.isNull else { return SDL_Rect() }
        let grow = extra + margin
        let region = pixelRect(r.insetBy(dx: -grow, dy: -grow))
        return clipped ? intersect(clip, region) : region
    }

    /// The canvas-pixel bounds of what the group opened at `start` draws under `transform`, and
    /// how far (pixels) shadows inside reach beyond them.
    func contentBounds(
        _ ops: [DisplayOperation], from start: Int, glyphs: [PositionedGlyph], transform: CGAffineTransform
    ) -> (bounds: CGRect, extra: CGFloat) {
        var t = transform
        var saved: [CGAffineTransform] = []
        var r = CGRect.null
        var extra: CGFloat = 1
        func add(_ rect: CGRect) {
            guard !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
            r = r.union(rect.applying(t))
        }
        let end = min(groups.ends[start], ops.count)
        var k = start + 1
        while k < end {
            switch ops[k] {
            case .fill(let s, _): add(s.bounds)
            case .stroke(let s, _, let st): add(s.bounds.insetBy(dx: -(st.lineWidth / 2 + 1), dy: -(st.lineWidth / 2 + 1)))
            case .image(let d): add(d.destination)
            case .nineSlice(let d): add(d.destination)
            case .backdrop(let b): add(b.shape.bounds)
            case .text(let run):
                let em = run.font.size * max(run.scale, 0)
                let lo = max(0, min(run.glyphs.lowerBound, glyphs.count)), hi = max(lo, min(run.glyphs.upperBound, glyphs.count))
                var x0 = Float.infinity, x1 = -Float.infinity, y0 = Float.infinity, y1 = -Float.infinity
                for g in glyphs[lo..<hi] where g.x.isFinite && g.y.isFinite {
                    x0 = min(x0, g.x); x1 = max(x1, g.x); y0 = min(y0, g.y); y1 = max(y1, g.y)
                }
                if x0 <= x1, em.isFinite {
                    add(
                        CGRect(
                            x: CGFloat(x0) - em, y: CGFloat(y0) - em * 1.5, width: CGFloat(x1 - x0) + em * 3,
                            height: CGFloat(y1 - y0) + em * 2.5))
                }
            case .pushTransform(let m):
                saved.append(t)
                t = m.concatenating(t)
            case .popTransform:
                t = saved.popLast() ?? t
            case .pushEffect(let e):
                // A blur spreads its content by three standard deviations.
                if e.blurRadius.isFinite, e.blurRadius > 0 {
                    extra = max(extra, min(e.blurRadius, CGFloat(Self.maximumEffectBlur)) * 3 + 2)
                }
            case .pushProjection(let m):
                // The projected quad of the content: what the group covers once drawn.
                let inner = contentBounds(ops, from: k, glyphs: glyphs, transform: t)
                if !inner.bounds.isNull, let q = Self.canvasProjection(m, under: t),
                    let projected = Self.projectedBounds(inner.bounds, q)
                {
                    r = r.union(projected)
                    extra = max(extra, inner.extra)
                }
                k = max(k, groups.ends[k])
            case .pushShadow(let s):
                if s.radius.isFinite && s.offset.width.isFinite && s.offset.height.isFinite {
                    extra = max(extra, s.radius * 2 + max(abs(s.offset.width), abs(s.offset.height)) + 2)
                }
            default:
                break
            }
            k += 1
        }
        return (r, extra)
    }

    // MARK: Layers

    /// Starts drawing into an offscreen layer covering `region` (cleared to transparent).
    func beginLayer(_ region: SDL_Rect) -> OffscreenLayer? {
        let depth = layers.pool.depth
        guard let texture = layers.pool.texture(depth: depth, width: output.width, height: output.height) else {
            warnOnce(
                "layer",
                "could not create an offscreen layer (\(SDLError.current("SDL_CreateTexture").message)); drawing the group without it")
            return nil
        }
        flush()
        let layer = OffscreenLayer(
            texture: texture, region: region, previousTarget: SDL_GetRenderTarget(renderer), previousClip: clip, depth: depth)
        SDL_SetRenderTarget(renderer, texture)
        // Clear just the region: SDL_RenderClear would ignore the clip and clear it all.
        var r = region
        SDL_RenderSetClipRect(renderer, &r)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderFillRect(renderer, &r)
        stats.drawCalls += 1
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        clip = region
        applyClip()
        stats.layers += 1
        layers.pool.depth += 1
        return layer
    }

    /// Stops drawing into `layer` and returns to the target beneath it.
    func endLayer(_ layer: OffscreenLayer) {
        flush()
        layers.pool.depth = max(0, layers.pool.depth - 1)
        SDL_SetRenderTarget(renderer, layer.previousTarget)
        clip = layer.previousClip
        applyClip()
    }

    /// Draws a layer's region back onto the current target with `opacity`, optionally masked by
    /// a convex polygon (with an anti-aliased edge).
    ///
    /// The layer holds premultiplied colour: drawing non-premultiplied content with BLEND into a
    /// transparent target yields colour × alpha. With a premultiplied blend mode (GL) that is one
    /// pass. The software renderer has none, so it uses two standard passes that add up to the
    /// same result: (1) BLEND the layer with black vertex colour, which scales the destination by
    /// (1 − α·a) and composes alpha correctly; (2) ADD an alpha-less (RGB888) copy of the layer,
    /// which adds colour × α.
    func composite(_ layer: OffscreenLayer, opacity: Float, mask: ClipMask?, projection: ProjectionTransform? = nil) {
        let region = layer.region
        guard region.w > 0, region.h > 0 else { return }
        // Where the layer lands: its region, or the projected quad's bounds.
        var box = (Float(region.x), Float(region.y), Float(region.x + region.w), Float(region.y + region.h))
        if let projection {
            let r = CGRect(x: CGFloat(region.x), y: CGFloat(region.y), width: CGFloat(region.w), height: CGFloat(region.h))
            guard let b = Self.projectedBounds(r, projection), visible(b) else { return }
            box = (Float(b.minX), Float(b.minY), Float(b.maxX), Float(b.maxY))
        }
        let c = UInt8(checked: max(0, min(255, opacity * 255 + 0.5)))
        let uw = 1 / Float(layers.pool.size.w), vh = 1 / Float(layers.pool.size.h)
        // Aim at texel centres where the renderer truncates texture coordinates to whole texels
        // (`RendererTraits.truncatesTexelsToWholePixels`).
        let bias = traits.texelBias
        // GL draws a convex mask as a feathered fan. Otherwise (software renderer, concave or
        // multi-contour shapes) the mask is drawn as whole-pixel quads — interior runs and
        // partially covered pixels of a coverage mask — which the software renderer blits
        // exactly (it samples textured triangles off by a texel) and which need no tessellation.
        var fan: [SIMD2<Float>]?
        var runs: [UInt8]?
        if let mask {
            if mask.convex && traits.supportsConvexMaskGeometry {
                fan = mask.contours[0]
                ShapeTessellator.miters(mask.contours[0], into: &shapes.miters)
            } else {
                let key = ClipCoverageKey(shape: mask.shape, transform: transform, x: region.x, y: region.y, w: region.w, h: region.h)
                runs = shapes.coverage(key, of: mask.contours)
            }
        }
        let miters = shapes.miters
        let premultipliedColors = layers.pool.premultipliedBlend != nil
        func emit(_ texture: OpaquePointer, _ color: SDL_Color, _ clear: SDL_Color) {
            flush()
            use(texture, box.0, box.1, box.2, box.3)
            if let projection {
                emitProjected(region, projection, color: color, uw: uw, vh: vh)
            } else if let runs {
                emitRuns(runs, region: region, color: color, uw: uw, vh: vh, bias: bias, premultiplied: premultipliedColors)
            } else if let fan {
                ShapeTessellator.fillConvex(
                    fan, miters: miters, color: color, batch: batch, clear: clear,
                    uv: { SIMD2($0.x * uw, $0.y * vh) })
            } else {
                batch.mappedRect(
                    Float(region.x), Float(region.y), Float(region.x + region.w), Float(region.y + region.h),
                    color, uScale: uw, vScale: vh, bias: bias)
            }
            flush()
        }
        // A projected layer is resampled: filter it (a 1:1 copy must not be).
        let filtering = projection == nil ? SDL_ScaleModeNearest : SDL_ScaleModeLinear
        setScaleMode(layer.texture, filtering)
        if let premultiplied = layers.pool.premultipliedBlend {
            SDL_SetTextureBlendMode(layer.texture, premultiplied)
            emit(layer.texture, SDL_Color(r: c, g: c, b: c, a: c), SDL_Color(r: 0, g: 0, b: 0, a: 0))
            SDL_RenderFlush(renderer)
            SDL_SetTextureBlendMode(layer.texture, SDL_BLENDMODE_BLEND)
            return
        }
        guard let twin = layers.pool.alphalessTwin() else { return }
        setScaleMode(twin, filtering)
        // Copy the layer's premultiplied colour into the alpha-less twin.
        let previous = RendererState(of: renderer, parts: .target)
        SDL_RenderFlush(renderer)
        SDL_SetTextureBlendMode(layer.texture, SDL_BLENDMODE_NONE)
        SDL_SetRenderTarget(renderer, twin)
        var r = region
        SDL_RenderSetClipRect(renderer, &r)
        // Drawn as a white whole-pixel quad, not SDL_RenderCopy: the software renderer turns
        // such quads into blits and leaves the vertex colour as the surface's colour modulation,
        // which a later plain copy would inherit (black after pass 1 below).
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        let x0 = Float(region.x), y0 = Float(region.y), x1 = Float(region.x + region.w), y1 = Float(region.y + region.h)
        // Texture coordinates stay within the texture: past its edge the software renderer
        // drops the copy, and a layer reaching the canvas's edge would add the twin's stale
        // pixels from an earlier layer.
        let u0 = min(1, (x0 + bias) * uw), v0 = min(1, (y0 + bias) * vh), u1 = min(1, (x1 + bias) * uw), v1 = min(1, (y1 + bias) * vh)
        let copy = [
            SDL_Vertex(position: SDL_FPoint(x: x0, y: y0), color: white, tex_coord: SDL_FPoint(x: u0, y: v0)),
            SDL_Vertex(position: SDL_FPoint(x: x1, y: y0), color: white, tex_coord: SDL_FPoint(x: u1, y: v0)),
            SDL_Vertex(position: SDL_FPoint(x: x1, y: y1), color: white, tex_coord: SDL_FPoint(x: u1, y: v1)),
            SDL_Vertex(position: SDL_FPoint(x: x0, y: y1), color: white, tex_coord: SDL_FPoint(x: u0, y: v1)),
        ]
        let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]
        SDL_RenderGeometry(renderer, layer.texture, copy, 4, quadIndices, 6)
        stats.drawCalls += 1
        SDL_RenderFlush(renderer)
        previous.restore(to: renderer)
        applyClip()
        SDL_SetTextureBlendMode(layer.texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureBlendMode(twin, SDL_BLENDMODE_ADD)
        emit(layer.texture, SDL_Color(r: 0, g: 0, b: 0, a: c), SDL_Color(r: 0, g: 0, b: 0, a: 0))
        emit(twin, SDL_Color(r: 255, g: 255, b: 255, a: c), SDL_Color(r: 255, g: 255, b: 255, a: 0))
        SDL_RenderFlush(renderer)
    }

    /// Emits a coverage mask as textured whole-pixel quads (1:1 with the layer): one quad per run
    /// of fully covered pixels, one per partially covered pixel with alpha scaled by coverage.
    /// With `premultiplied`, partial pixels scale the colour's RGB with its alpha.
    func emitRuns(_ coverage: [UInt8], region: SDL_Rect, color: SDL_Color, uw: Float, vh: Float, bias: Float, premultiplied: Bool) {
        let w = Int(region.w), h = Int(region.h)
        func emitQuad(_ x0: Int, _ x1: Int, _ y: Int, _ c: SDL_Color) {
            let fy0 = Float(Int(region.y) + y)
            batch.mappedRect(Float(Int(region.x) + x0), fy0, Float(Int(region.x) + x1), fy0 + 1, c, uScale: uw, vScale: vh, bias: bias)
        }
        for y in 0..<h {
            var x = 0
            while x < w {
                let v = coverage[y * w + x]
                if v == 0 { x += 1; continue }
                if v == 255 {
                    var e = x + 1
                    while e < w && coverage[y * w + e] == 255 { e += 1 }
                    emitQuad(x, e, y, color)
                    x = e
                } else {
                    var c = color
                    c.a = UInt8((Int(color.a) * Int(v) + 127) / 255)
                    if premultiplied {
                        c.r = UInt8((Int(color.r) * Int(v) + 127) / 255)
                        c.g = UInt8((Int(color.g) * Int(v) + 127) / 255)
                        c.b = UInt8((Int(color.b) * Int(v) + 127) / 255)
                    }
                    emitQuad(x, x + 1, y, c)
                    x += 1
                }
            }
        }
    }
}
