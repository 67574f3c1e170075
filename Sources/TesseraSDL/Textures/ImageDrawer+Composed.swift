import Foundation
import Tessera
import TesseraCSDL2

/// Composed textures: nine-slices composed once per pixel size, views rendered by
/// `ImageRenderer`, and shapes painted with gradients or  All are composed on the CPU
/// from the image's pixels (the same pixels on every renderer), uploaded once into the texture
/// cache and drawn as one quad per use.
extension ImageDrawer {
    // MARK: Image pixels

    /// The pixels of an image (decoded file, rasterised rendering, or the placeholder checker),
    /// kept for the next composition.
    func pixels(of info: ImageInfo, in context: DrawContext) -> ImagePixels {
        if let cached = decodedPixels[info] { return cached }
        // The placeholder checker stays small (compositions scale it to the image's size).
        func side(_ v: CGFloat) -> Int { v.isFinite ? max(1, min(64, Int(checked: v.rounded()))) : 32 }
        let w = side(info.pixelSize.width), h = side(info.pixelSize.height)
        var result: ImagePixels?
        if let rendered = info.rendered {
            result = rasterize(rendered, in: context)
        } else if !info.isPlaceholder, let (path, surface) = catalog.surface(for: info) {
            result = ImagePixels(surface: surface)
            catalog.releaseSurface(path: path)
        }
        let pixels = result ?? ImagePixels.checker(width: w, height: h, scale: info.scale)
        if decodedPixels.count >= 64 { decodedPixels.removeAll(keepingCapacity: true) }
        decodedPixels[info] = pixels
        return pixels
    }

    /// The renderer that draws `ImageRenderer` content into offscreen targets (lazily made; it
    /// shares this renderer's SDL renderer, catalog and fonts, and rasterises shapes exactly).
    func contentRenderer(in context: DrawContext) -> DisplayListRenderer {
        if let r = contentDrawer { return r }
        let r = DisplayListRenderer(
            renderer: context.renderer, catalog: catalog, measurer: context.measurer, textureBudget: 8 << 20, logger: context.log.logger)
        r.context.shapes.roundsMaskTransforms = false
        r.composesNineSlices = composesNineSlices
        contentDrawer = r
        return r
    }

    /// Draws a rendered view's display list into a transparent target and reads it back.
    func rasterize(_ image: RenderedImage, in context: DrawContext) -> ImagePixels? {
        let w = Int(checked: image.displayList.pixelSize.width), h = Int(checked: image.displayList.pixelSize.height)
        let budget = RenderLimits.current.maximumTexturePixels
        guard w > 0, h > 0, w <= 4096, h <= 4096, w * h <= budget else {
            context.warnOnce(
                "rendered-size-\(w)x\(h)",
                "cannot render a \(w)×\(h)-pixel image (ImageRenderer content must be 1…4096 pixels on each side and at most RenderLimits.maximumTexturePixels = \(budget) pixels); drawing a placeholder"
            )
            return nil
        }
        context.flush()
        SDL_RenderFlush(context.renderer)
        guard
            let target = SDL_CreateTexture(
                context.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(w), Int32(h))
        else {
            context.warnOnce(
                "rendered-target", "could not create a target to render an image: \(SDLError.current("SDL_CreateTexture").message)")
            return nil
        }
        targetsCreated += 1
        renderedImages += 1
        let previous = RendererState(of: context.renderer, parts: .target)
        SDL_SetRenderTarget(context.renderer, target)
        SDL_RenderSetClipRect(context.renderer, nil)
        SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(context.renderer, 0, 0, 0, 0)
        SDL_RenderClear(context.renderer)
        SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_BLEND)
        contentRenderer(in: context).draw(image.displayList)
        var words = [UInt32](repeating: 0, count: w * h)
        let ok = words.withUnsafeMutableBytes {
            SDL_RenderReadPixels(context.renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(w * 4)) == 0
        }
        previous.restore(to: context.renderer)
        SDL_DestroyTexture(target)
        context.applyClip()
        SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_BLEND)
        guard ok else {
            context.warnOnce("rendered-read", "could not read a rendered image back: \(SDLError.current("SDL_RenderReadPixels").message)")
            return nil
        }
        // Drawn with BLEND over transparent black, the target holds premultiplied colour.
        return ImagePixels(width: w, height: h, argb: words, premultiplied: true)
    }

    /// A static texture from premultiplied texels (uploaded as straight alpha), in the cache.
    func uploadComposed(
        _ texels: [SIMD4<Float>], width w: Int, height h: Int, key: TextureKey, in context: DrawContext
    ) -> TextureCache.Entry? {
        guard
            let t = SDL_CreateTexture(
                context.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(w), Int32(h))
        else {
            context.warnOnce("composed-\(w)x\(h)", "could not create a \(w)×\(h) texture: \(SDLError.current("SDL_CreateTexture").message)")
            return nil
        }
        let words = texels.map(ImagePixels.argb)
        words.withUnsafeBytes { _ = SDL_UpdateTexture(t, nil, $0.baseAddress, Int32(w * 4)) }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        return context.textures.insert(t, width: w, height: h, for: key)
    }

    // MARK: Nine-slices

    /// The largest nine-slice composed into one texture, in pixels (1024 × 1024, 4 MB).
    static let maximumComposedPixels = 1 << 20

    /// Draws a nine-slice: composed once per pixel size into a cached texture and drawn as one
    /// quad, or (`composesNineSlices` off, or too large) piece by piece as images.
    func draw(_ d: NineSliceDrawing, in context: DrawContext) {
        let dst = d.destination.standardized
        guard dst.origin.x.isFinite, dst.origin.y.isFinite, dst.width.isFinite, dst.height.isFinite, d.opacity.isFinite, d.scale.isFinite
        else {
            context.stats.skippedOperations += 1
            return
        }
        guard dst.width >= 0.5, dst.height >= 0.5, d.opacity > 0, context.visible(dst.applying(context.transform)) else { return }
        if d.insetsWereClamped {
            let c = d.slice.capInsets
            context.warnOnce(
                "nine-slice-insets-\(d.image.name)-\(d.capInsets)",
                "cap insets of image '\(d.image.name)' (top \(d.capInsets.top), leading \(d.capInsets.leading), bottom \(d.capInsets.bottom), trailing \(d.capInsets.trailing) pixels) are negative, not finite or larger than the \(Int(checked: d.image.pixelSize.width))×\(Int(checked: d.image.pixelSize.height))-pixel image; using top \(c.top), leading \(c.leading), bottom \(c.bottom), trailing \(c.trailing) points"
            )
        }
        let w = Int(checked: dst.width.rounded()), h = Int(checked: dst.height.rounded())
        // Composed only up to `maximumComposedPixels`; larger ones draw the visible pieces.
        guard composesNineSlices, w <= 4096, h <= 4096, w * h <= Self.maximumComposedPixels else {
            // Piece by piece: one image draw per region and tile (batched by texture).
            // Only the pieces that can show: an enormous tiled rectangle must not hang the frame.
            let window = context.visibleWindow().map { $0.offsetBy(dx: -dst.minX, dy: -dst.minY) }
            for piece in d.pieces(visible: window) {
                draw(
                    ImageDrawing(
                        image: d.image, source: piece.source, destination: piece.destination.offsetBy(dx: dst.minX, dy: dst.minY),
                        opacity: d.opacity, tint: d.tint, smooth: d.smooth), in: context)
            }
            return
        }
        // Keyed by the clamped insets (points): NaN never equals itself and would miss every frame.
        let key = TextureKey.nineSlice(
            NineSliceKey(image: d.image, capInsets: d.slice.capInsets, mode: d.mode, width: w, height: h, scale: d.scale, smooth: d.smooth))
        let entry: TextureCache.Entry
        if let hit = context.textures.lookup(key) {
            entry = hit
        } else {
            guard
                let made = uploadComposed(composeNineSlice(d, width: w, height: h, in: context), width: w, height: h, key: key, in: context)
            else { return }
            composedTextures += 1
            entry = made
        }
        let color = context.sdlColor(d.tint ?? Color.Resolved(red: 1, green: 1, blue: 1), alpha: d.opacity)
        drawWhole(entry, x: Float(dst.minX.rounded()), y: Float(dst.minY.rounded()), color: color, in: context)
    }

    /// The nine-slice's pieces resampled into a `width × height` image (premultiplied).
    func composeNineSlice(_ d: NineSliceDrawing, width w: Int, height h: Int, in context: DrawContext) -> [SIMD4<Float>] {
        let px = pixels(of: d.image, in: context)
        var out = [SIMD4<Float>](repeating: .zero, count: w * h)
        // Image pixels per file pixel (the decoded file may differ from what layout assumed).
        let kx = CGFloat(px.width) / max(1, d.image.pixelSize.width), ky = CGFloat(px.height) / max(1, d.image.pixelSize.height)
        for piece in d.pieces() {
            let dest = piece.destination
            let x0 = max(0, Int(checked: dest.minX.rounded())), x1 = min(w, Int(checked: dest.maxX.rounded()))
            let y0 = max(0, Int(checked: dest.minY.rounded())), y1 = min(h, Int(checked: dest.maxY.rounded()))
            guard x1 > x0, y1 > y0, dest.width > 0, dest.height > 0 else { continue }
            let src = CGRect(
                x: piece.source.minX * kx, y: piece.source.minY * ky, width: piece.source.width * kx, height: piece.source.height * ky)
            let region = (
                x0: max(0, Int(checked: src.minX.rounded(.down))), y0: max(0, Int(checked: src.minY.rounded(.down))),
                x1: min(px.width, max(Int(checked: src.minX.rounded(.down)) + 1, Int(checked: src.maxX.rounded(.up)))),
                y1: min(px.height, max(Int(checked: src.minY.rounded(.down)) + 1, Int(checked: src.maxY.rounded(.up))))
            )
            guard region.x1 > region.x0, region.y1 > region.y0 else { continue }
            let sx = src.width / dest.width, sy = src.height / dest.height
            let exact = abs(sx - 1) < 1e-6 && abs(sy - 1) < 1e-6
            let smooth = d.smooth && !exact
            for y in y0..<y1 {
                let v = Float(src.minY + (CGFloat(y) + 0.5 - dest.minY) * sy)
                for x in x0..<x1 {
                    let u = Float(src.minX + (CGFloat(x) + 0.5 - dest.minX) * sx)
                    out[y * w + x] = px.sample(u, v, region: region, smooth: smooth)
                }
            }
        }
        return out
    }

    /// Draws a whole cached texture 1:1 at (x, y) through the current transform.
    func drawWhole(_ entry: TextureCache.Entry, x: Float, y: Float, color: SDL_Color, in context: DrawContext) {
        let w = Float(entry.width), h = Float(entry.height)
        if context.traits.copiesRotatedTexturesSmoothly && !context.isAxisAligned && context.isRotationAndScale
            && context.copyRotated(
                entry.texture, src: SDL_Rect(x: 0, y: 0, w: Int32(entry.width), h: Int32(entry.height)), x: x, y: y, w: w, h: h,
                color: color, mode: SDL_ScaleModeLinear)
        {
            return
        }
        context.setScaleMode(entry.texture, context.isTranslationOnly ? SDL_ScaleModeNearest : SDL_ScaleModeLinear)
        // On software, aim at texel centres (it truncates u × width to whole texels).
        let bu: Float = context.traits.truncatesTexelsToWholePixels ? 0.5 / w : 0
        let bv: Float = context.traits.truncatesTexelsToWholePixels ? 0.5 / h : 0
        context.quad(entry.texture, x: x, y: y, w: w, h: h, u0: bu, v0: bv, u1: 1 + bu, v1: 1 + bv, color: color)
    }

    // MARK: Painted shapes

    /// Fills (`lineWidth` 0) or strokes a shape with a gradient or image paint: the shape's
    /// coverage times the paint's colour, composed once per shape, paint and size.
    func drawPainted(_ shape: DisplayShape, lineWidth exactLineWidth: CGFloat, paint: DisplayPaint, in context: DrawContext) {
        guard context.isFinite(shape), paint.isFinite, exactLineWidth.isFinite else { context.stats.skippedOperations += 1; return }
        let lineWidth = (exactLineWidth * 64).rounded() / 64
        guard !shape.bounds.isNull else { return }
        guard let placed = context.maskPlacement(of: shape, lineWidth: lineWidth), placed.window.w <= 4096, placed.window.h <= 4096 else {
            return
        }
        let local = placed.local, inMask = placed.inMask
        let localPaint = paint.translated(dx: -placed.offset.x, dy: -placed.offset.y)
        let w = Int(placed.window.w), h = Int(placed.window.h)
        let key = TextureKey.paintedShape(
            PaintedShapeKey(shape: local, paint: localPaint, transform: inMask, lineWidth: lineWidth, width: w, height: h))
        let entry: TextureCache.Entry
        if let hit = context.textures.lookup(key) {
            entry = hit
        } else {
            let mask = context.coverage(of: local, transform: inMask, lineWidth: lineWidth, width: w, height: h)
            let sampler = PaintSampler(paint: localPaint, pixels: { self.pixels(of: $0, in: context) })
            let inverse = inMask.inverted()
            var texels = [SIMD4<Float>](repeating: .zero, count: w * h)
            for y in 0..<h {
                for x in 0..<w {
                    let coverage = mask[y * w + x]
                    if coverage == 0 { continue }
                    let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                    texels[y * w + x] = sampler.color(at: p) * (Float(coverage) / 255)
                }
            }
            guard let made = uploadComposed(texels, width: w, height: h, key: key, in: context) else { return }
            paintTextures += 1
            entry = made
        }
        context.drawMaskTexture(entry, placed, lineWidth: lineWidth, color: SDL_Color(r: 255, g: 255, b: 255, a: 255))
    }

}
