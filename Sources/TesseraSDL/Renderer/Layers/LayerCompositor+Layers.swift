import Foundation
import Tessera
import TesseraCSDL2

extension LayerCompositor {
    // MARK: Groups

    /// Closes a group this compositor opened (already popped off `context.groups`): composites
    /// its layer through its mask, opacity or projection, or processes an effect's or mask's
    /// pixels. Other frames are not this compositor's and are ignored.
    func close(_ frame: GroupFrame, in context: DrawContext) {
        switch frame {
        case .plain, .transform, .clipRect, .cachedLayerOpacity:
            break
        case .clipLayer(let layer, let mask):
            endLayer(layer, in: context)
            composite(layer, opacity: 1, mask: mask, in: context)
        case .opacity(let layer, let opacity):
            endLayer(layer, in: context)
            composite(layer, opacity: opacity, mask: nil, in: context)
        case .effect(let layer, let effect, let mask, let key):
            finishEffect(layer, effect, mask: mask, key: key, in: context)
        case .mask(let layer):
            finishMask(layer, in: context)
        case .projection(let layer, let projection):
            endLayer(layer, in: context)
            composite(layer, opacity: 1, mask: nil, projection: projection, in: context)
        }
    }

    /// Opens a clip. Returns `false` when nothing inside can show (the caller skips the group).
    func pushClip(_ shape: DisplayShape, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph], in context: DrawContext) -> Bool {
        guard context.isFinite(shape) else { context.stats.skippedOperations += 1; return false }
        if case .rect(let r) = shape, context.isAxisAligned {
            // Axis-aligned rectangles clip exactly (and for free) with SDL's clip rectangle.
            let t = r.standardized.applying(context.transform)
            let rounded = CGRect(
                x: t.minX.rounded(), y: t.minY.rounded(), width: t.maxX.rounded() - t.minX.rounded(),
                height: t.maxY.rounded() - t.minY.rounded())
            let saved = context.clip
            let next = context.intersect(context.clip, context.pixelRect(rounded))
            context.groups.append(.clipRect(saved))
            context.setClip(next)
            return true
        }
        let cs = context.shapes.contours(of: shape)
        var polygons: [[SIMD2<Float>]] = []
        for c in cs where c.points.count >= 3 {
            context.transformed(c.points)
            polygons.append(context.shapes.points)
        }
        // A shape with no area clips everything away.
        guard !polygons.isEmpty else { return false }
        let convex = polygons.count == 1 && ShapeTessellator.isConvex(polygons[0])
        let bounds = context.pixelRect(shape.bounds.insetBy(dx: -1, dy: -1).applying(context.transform))
        let region = context.intersect(
            context.intersect(context.clip, bounds), context.groupRegion(ops, from: i, glyphs: glyphs, margin: 0))
        guard region.w > 0, region.h > 0 else { return false }
        guard let layer = beginLayer(region, in: context) else {
            // No layer (texture creation failed, logged): clip to the shape's bounds instead.
            context.groups.append(.clipRect(context.clip))
            context.setClip(region)
            return true
        }
        context.groups.append(.clipLayer(layer, ClipMask(contours: polygons, convex: convex, shape: shape)))
        return true
    }

    // MARK: Layers

    /// Starts drawing into an offscreen layer covering `region` (cleared to transparent).
    func beginLayer(_ region: SDL_Rect, in context: DrawContext) -> OffscreenLayer? {
        let depth = pool.depth
        guard let texture = pool.texture(depth: depth, width: context.output.width, height: context.output.height) else {
            context.warnOnce(
                "layer",
                "could not create an offscreen layer (\(SDLError.current("SDL_CreateTexture").message)); drawing the group without it")
            return nil
        }
        context.flush()
        let layer = OffscreenLayer(
            texture: texture, region: region, previousTarget: SDL_GetRenderTarget(context.renderer), previousClip: context.clip,
            depth: depth)
        SDL_SetRenderTarget(context.renderer, texture)
        // Clear just the region: SDL_RenderClear would ignore the clip and clear it all.
        var r = region
        SDL_RenderSetClipRect(context.renderer, &r)
        SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(context.renderer, 0, 0, 0, 0)
        SDL_RenderFillRect(context.renderer, &r)
        context.stats.drawCalls += 1
        SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_BLEND)
        context.clip = region
        context.applyClip()
        context.stats.layers += 1
        pool.depth += 1
        return layer
    }

    /// Stops drawing into `layer` and returns to the target beneath it.
    func endLayer(_ layer: OffscreenLayer, in context: DrawContext) {
        context.flush()
        pool.depth = max(0, pool.depth - 1)
        SDL_SetRenderTarget(context.renderer, layer.previousTarget)
        context.clip = layer.previousClip
        context.applyClip()
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
    func composite(
        _ layer: OffscreenLayer, opacity: Float, mask: ClipMask?, projection: ProjectionTransform? = nil, in context: DrawContext
    ) {
        let region = layer.region
        guard region.w > 0, region.h > 0 else { return }
        // Where the layer lands: its region, or the projected quad's bounds.
        var box = (Float(region.x), Float(region.y), Float(region.x + region.w), Float(region.y + region.h))
        if let projection {
            let r = CGRect(x: CGFloat(region.x), y: CGFloat(region.y), width: CGFloat(region.w), height: CGFloat(region.h))
            guard let b = Self.projectedBounds(r, projection), context.visible(b) else { return }
            box = (Float(b.minX), Float(b.minY), Float(b.maxX), Float(b.maxY))
        }
        let c = UInt8(checked: max(0, min(255, opacity * 255 + 0.5)))
        let uw = 1 / Float(pool.size.w), vh = 1 / Float(pool.size.h)
        // Aim at texel centres where the renderer truncates texture coordinates to whole texels
        // (`RendererTraits.truncatesTexelsToWholePixels`).
        let bias = context.traits.texelBias
        // GL draws a convex mask as a feathered fan. Otherwise (software renderer, concave or
        // multi-contour shapes) the mask is drawn as whole-pixel quads — interior runs and
        // partially covered pixels of a coverage mask — which the software renderer blits
        // exactly (it samples textured triangles off by a texel) and which need no tessellation.
        var fan: [SIMD2<Float>]?
        var runs: [UInt8]?
        if let mask {
            if mask.convex && context.traits.supportsConvexMaskGeometry {
                fan = mask.contours[0]
                ShapeTessellator.miters(mask.contours[0], into: &context.shapes.miters)
            } else {
                let key = ClipCoverageKey(
                    shape: mask.shape, transform: context.transform, x: region.x, y: region.y, w: region.w, h: region.h)
                runs = context.shapes.coverage(key, of: mask.contours)
            }
        }
        let miters = context.shapes.miters
        let premultipliedColors = pool.premultipliedBlend != nil
        func emit(_ texture: OpaquePointer, _ color: SDL_Color, _ clear: SDL_Color) {
            context.flush()
            context.use(texture, box.0, box.1, box.2, box.3)
            if let projection {
                emitProjected(region, projection, color: color, uw: uw, vh: vh, in: context)
            } else if let runs {
                emitRuns(runs, region: region, color: color, uw: uw, vh: vh, bias: bias, premultiplied: premultipliedColors, in: context)
            } else if let fan {
                ShapeTessellator.fillConvex(
                    fan, miters: miters, color: color, batch: context.batch, clear: clear,
                    uv: { SIMD2($0.x * uw, $0.y * vh) })
            } else {
                context.batch.mappedRect(
                    Float(region.x), Float(region.y), Float(region.x + region.w), Float(region.y + region.h),
                    color, uScale: uw, vScale: vh, bias: bias)
            }
            context.flush()
        }
        // A projected layer is resampled: filter it (a 1:1 copy must not be).
        let filtering = projection == nil ? SDL_ScaleModeNearest : SDL_ScaleModeLinear
        context.setScaleMode(layer.texture, filtering)
        if let premultiplied = pool.premultipliedBlend {
            SDL_SetTextureBlendMode(layer.texture, premultiplied)
            emit(layer.texture, SDL_Color(r: c, g: c, b: c, a: c), SDL_Color(r: 0, g: 0, b: 0, a: 0))
            SDL_RenderFlush(context.renderer)
            SDL_SetTextureBlendMode(layer.texture, SDL_BLENDMODE_BLEND)
            return
        }
        guard let twin = pool.alphalessTwin() else { return }
        context.setScaleMode(twin, filtering)
        // Copy the layer's premultiplied colour into the alpha-less twin.
        let previous = RendererState(of: context.renderer, parts: .target)
        SDL_RenderFlush(context.renderer)
        SDL_SetTextureBlendMode(layer.texture, SDL_BLENDMODE_NONE)
        SDL_SetRenderTarget(context.renderer, twin)
        var r = region
        SDL_RenderSetClipRect(context.renderer, &r)
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
        SDL_RenderGeometry(context.renderer, layer.texture, copy, 4, quadIndices, 6)
        context.stats.drawCalls += 1
        SDL_RenderFlush(context.renderer)
        previous.restore(to: context.renderer)
        context.applyClip()
        SDL_SetTextureBlendMode(layer.texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureBlendMode(twin, SDL_BLENDMODE_ADD)
        emit(layer.texture, SDL_Color(r: 0, g: 0, b: 0, a: c), SDL_Color(r: 0, g: 0, b: 0, a: 0))
        emit(twin, SDL_Color(r: 255, g: 255, b: 255, a: c), SDL_Color(r: 255, g: 255, b: 255, a: 0))
        SDL_RenderFlush(context.renderer)
    }

    /// Emits a coverage mask as textured whole-pixel quads (1:1 with the layer): one quad per run
    /// of fully covered pixels, one per partially covered pixel with alpha scaled by coverage.
    /// With `premultiplied`, partial pixels scale the colour's RGB with its alpha.
    func emitRuns(
        _ coverage: [UInt8], region: SDL_Rect, color: SDL_Color, uw: Float, vh: Float, bias: Float, premultiplied: Bool,
        in context: DrawContext
    ) {
        let w = Int(region.w), h = Int(region.h)
        func emitRun(_ x0: Int, _ x1: Int, _ y: Int, _ c: SDL_Color) {
            let fy0 = Float(Int(region.y) + y)
            context.batch.mappedRect(
                Float(Int(region.x) + x0), fy0, Float(Int(region.x) + x1), fy0 + 1, c, uScale: uw, vScale: vh, bias: bias)
        }
        for y in 0..<h {
            var x = 0
            while x < w {
                let v = coverage[y * w + x]
                if v == 0 { x += 1; continue }
                if v == 255 {
                    var e = x + 1
                    while e < w && coverage[y * w + e] == 255 { e += 1 }
                    emitRun(x, e, y, color)
                    x = e
                } else {
                    var c = color
                    c.a = UInt8((Int(color.a) * Int(v) + 127) / 255)
                    if premultiplied {
                        c.r = UInt8((Int(color.r) * Int(v) + 127) / 255)
                        c.g = UInt8((Int(color.g) * Int(v) + 127) / 255)
                        c.b = UInt8((Int(color.b) * Int(v) + 127) / 255)
                    }
                    emitRun(x, x + 1, y, c)
                    x += 1
                }
            }
        }
    }
}
