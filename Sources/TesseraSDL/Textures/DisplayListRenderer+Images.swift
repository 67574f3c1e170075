import Foundation
import Tessera
import TesseraCSDL2

/// Images (`ImageDrawer`): the texture of each image (file, `ImageRenderer` content or the
/// placeholder checker) drawn as a quad, or copied with SDL's blits where the renderer's
/// triangles would sample it badly (`RendererTraits`).
extension DisplayListRenderer {
    /// The texture for an image, or the placeholder checker when it is missing or corrupt.
    func imageTexture(_ info: ImageInfo) -> (entry: TextureCache.Entry, placeholder: Bool)? {
        if let rendered = info.rendered {
            if let hit = textures.lookup(.rendered(rendered)) { return (hit, false) }
            let px = pixels(of: info)
            if let made = uploadComposed(px.texels, width: px.width, height: px.height, key: .rendered(rendered)) { return (made, false) }
            return placeholderTexture().map { ($0, true) }
        }
        if !info.isPlaceholder, let path = images.path(info) {
            if let hit = textures.lookup(.imageFile(path)) { return (hit, false) }
            if let (_, surface) = catalog.surface(for: info) {
                SDL_ClearError()
                if let t = SDL_CreateTextureFromSurface(renderer, surface) {
                    let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
                    catalog.releaseSurface(path: path)
                    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
                    return (textures.insert(t, width: w, height: h, for: .imageFile(path)), false)
                }
                warnOnce(
                    "image-\(path)",
                    "could not create a texture for image '\(info.name)' from \(path): \(SDLError.current("SDL_CreateTextureFromSurface").message)"
                )
            } else {
                catalog.report(.imageCorrupt(name: info.name, path: path, reason: SDLError.current("IMG_Load").message))
            }
        }
        return placeholderTexture().map { ($0, true) }
    }

    /// A 32×32 magenta/black checker (8-pixel squares), drawn with nearest filtering.
    func placeholderTexture() -> TextureCache.Entry? {
        if let hit = textures.lookup(.placeholder) { return hit }
        guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 32, 32)
        else {
            warnOnce("placeholder", "could not create the placeholder texture: \(SDLError.current("SDL_CreateTexture").message)")
            return nil
        }
        var pixels = [UInt32](repeating: 0, count: 32 * 32)
        for y in 0..<32 {
            for x in 0..<32 { pixels[y * 32 + x] = ((x / 8 + y / 8) % 2 == 0) ? 0xFFFF_00FF : 0xFF00_0000 }
        }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(t, nil, $0.baseAddress, 32 * 4) }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        return textures.insert(t, width: 32, height: 32, for: .placeholder)
    }

    func drawImage(_ d: ImageDrawing) {
        let finite =
            d.destination.origin.x.isFinite && d.destination.origin.y.isFinite && d.destination.width.isFinite
            && d.destination.height.isFinite && d.source.origin.x.isFinite && d.source.origin.y.isFinite
            && d.source.width.isFinite && d.source.height.isFinite && d.opacity.isFinite
        guard finite else { stats.skippedOperations += 1; return }
        var dst = d.destination.standardized
        guard dst.width > 0, dst.height > 0, d.opacity > 0, visible(dst.applying(transform)) else { return }
        guard let (entry, isPlaceholder) = imageTexture(d.image) else { return }
        var requested = d.source.standardized
        // Source rect in image pixels → texture coordinates (the placeholder stretches its checker
        // over whatever part of the image was asked for).
        let iw = d.image.pixelSize.width > 0 ? d.image.pixelSize.width : CGFloat(entry.width)
        let ih = d.image.pixelSize.height > 0 ? d.image.pixelSize.height : CGFloat(entry.height)
        if requested.width <= 0 || requested.height <= 0 { requested = CGRect(x: 0, y: 0, width: iw, height: ih) }
        // Drawn only where it can show: SDL's software path fills the whole destination.
        var src = requested
        if let window = visibleWindow(), !window.contains(dst) {
            (dst, src) = Self.crop(dst, source: requested, to: window)
            guard dst.width > 0, dst.height > 0 else { return }
        }
        // On software, aim at texel centres: it truncates u × width to whole texels (see composite).
        let bx: CGFloat = traits.truncatesTexelsToWholePixels ? 0.5 * iw / CGFloat(entry.width) : 0
        let by: CGFloat = traits.truncatesTexelsToWholePixels ? 0.5 * ih / CGFloat(entry.height) : 0
        let u0 = Float((src.minX + bx) / iw), v0 = Float((src.minY + by) / ih)
        let u1 = Float((src.maxX + bx) / iw), v1 = Float((src.maxY + by) / ih)
        var color = sdlColor(d.tint ?? Color.Resolved(red: 1, green: 1, blue: 1), alpha: d.opacity)
        if isPlaceholder { color = SDL_Color(r: 255, g: 255, b: 255, a: color.a) }
        let smooth = d.smooth && !isPlaceholder
        let texW = CGFloat(entry.width) * (src.width / iw), texH = CGFloat(entry.height) * (src.height / ih)
        let scaled = abs(dst.width * abs(transform.a) - texW) > 0.01 || abs(dst.height * abs(transform.d) - texH) > 0.01
        if smooth && scaled && !traits.filtersTexturedTriangles && isAxisAligned {
            // SDL's software renderer samples textured triangles with nearest filtering only;
            // SDL_RenderCopyF does filter linearly, so scaled smooth images take that path there.
            copyImage(entry, src: src, iw: iw, ih: ih, dst: dst.applying(transform), color: color)
            return
        }
        if traits.copiesRotatedTexturesSmoothly && !isAxisAligned && isRotationAndScale {
            let sx = CGFloat(entry.width) / iw, sy = CGFloat(entry.height) / ih
            let srcRect = SDL_Rect(
                x: Int32(checked: (src.minX * sx).rounded()), y: Int32(checked: (src.minY * sy).rounded()),
                w: Int32(checked: (src.width * sx).rounded()), h: Int32(checked: (src.height * sy).rounded()))
            if copyRotated(
                entry.texture, src: srcRect, x: Float(dst.minX), y: Float(dst.minY), w: Float(dst.width), h: Float(dst.height),
                color: color, mode: smooth ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
            {
                return
            }
        }
        setScaleMode(entry.texture, smooth ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
        quad(
            entry.texture, x: Float(dst.minX), y: Float(dst.minY), w: Float(dst.width), h: Float(dst.height),
            u0: u0, v0: v0, u1: u1, v1: v1, color: color)
    }

    /// Whether the transform is a rotation with positive, moderate scales (no skew, no mirror),
    /// which `SDL_RenderCopyExF` can draw. SDL's software rotate-blit crashes on destinations
    /// millions of pixels wide (a fuzz tree scaled text by 1e6), so larger scales take the
    /// geometry path, whose triangles are clipped to the canvas.
    var isRotationAndScale: Bool {
        let t = transform
        let limit = CGFloat(Self.maximumRotateBlitScale)
        guard t.a * t.a + t.b * t.b <= limit * limit, t.c * t.c + t.d * t.d <= limit * limit else { return false }
        return abs(t.a * t.c + t.b * t.d) < 1e-6 && t.a * t.d - t.b * t.c > 0
    }

    /// The largest scale drawn with SDL's rotate-blit (see `isRotationAndScale`).
    static let maximumRotateBlitScale = 64

    /// Draws a texture region rotated and scaled by the current transform with
    /// `SDL_RenderCopyExF`. Used on the software renderer, whose triangle rasteriser samples
    /// textures with nearest filtering and off-by-one texels (rotated text and images came out
    /// ragged); its rotate-blit filters linearly.
    ///
    /// Returns `false`, drawing nothing, when the rotated destination reaches more than
    /// `CanvasTriangleClipper.margin` outside the canvas: SDL's rotate-blit converts its
    /// destination to integers unchecked and corrupted the heap on a glyph far off the canvas
    /// (fuzz tree 11,666), so the caller draws through the clipped geometry path instead. A
    /// destination wholly outside the clip is culled (`true`).
    func copyRotated(
        _ texture: OpaquePointer, src: SDL_Rect, x: Float, y: Float, w: Float, h: Float,
        color: SDL_Color, mode: SDL_ScaleMode
    ) -> Bool {
        let t = transform
        let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
        let angle = atan2(Double(t.b), Double(t.a)) * 180 / .pi
        let c = apply(CGFloat(x + w / 2), CGFloat(y + h / 2))
        let dw = w * Float(sx), dh = h * Float(sy)
        // The rotated destination's bounding box.
        let cosine = sx > 0 ? abs(Float(t.a / sx)) : 1, sine = sx > 0 ? abs(Float(t.b / sx)) : 0
        let ex = (cosine * dw + sine * dh) / 2, ey = (sine * dw + cosine * dh) / 2
        guard c.x.isFinite, c.y.isFinite, ex.isFinite, ey.isFinite else { return false }
        if c.x + ex < Float(clip.x) || c.x - ex > Float(clip.x + clip.w) || c.y + ey < Float(clip.y) || c.y - ey > Float(clip.y + clip.h) {
            return true
        }
        let margin = CanvasTriangleClipper.margin
        guard c.x - ex >= -margin, c.y - ey >= -margin, c.x + ex <= Float(output.width) + margin, c.y + ey <= Float(output.height) + margin
        else { return false }
        var d = SDL_FRect(x: c.x - dw / 2, y: c.y - dh / 2, w: dw, h: dh)
        var s = src
        flush()
        setScaleMode(texture, mode)
        SDL_RenderFlush(renderer)
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        SDL_RenderCopyExF(renderer, texture, &s, &d, angle, nil, SDL_FLIP_NONE)
        stats.drawCalls += 1
        SDL_RenderFlush(renderer)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
        return true
    }

    private func copyImage(_ entry: TextureCache.Entry, src: CGRect, iw: CGFloat, ih: CGFloat, dst: CGRect, color: SDL_Color) {
        flush()
        setScaleMode(entry.texture, SDL_ScaleModeLinear)
        // Colour and alpha modulation are texture state too: flush SDL's queue before changing them.
        SDL_RenderFlush(renderer)
        SDL_SetTextureColorMod(entry.texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(entry.texture, color.a)
        let sx = CGFloat(entry.width) / iw, sy = CGFloat(entry.height) / ih
        var s = SDL_Rect(
            x: Int32(checked: (src.minX * sx).rounded()), y: Int32(checked: (src.minY * sy).rounded()),
            w: Int32(checked: (src.width * sx).rounded()), h: Int32(checked: (src.height * sy).rounded()))
        var dr = SDL_FRect(x: Float(dst.minX), y: Float(dst.minY), w: Float(dst.width), h: Float(dst.height))
        SDL_RenderCopyF(renderer, entry.texture, &s, &dr)
        stats.drawCalls += 1
        SDL_RenderFlush(renderer)
        SDL_SetTextureColorMod(entry.texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(entry.texture, 255)
    }
}
