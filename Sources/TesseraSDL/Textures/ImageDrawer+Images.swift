import Foundation
import Tessera
import TesseraCSDL2

/// Images (`ImageDrawer`): the texture of each image (file, `ImageRenderer` content or the
/// placeholder checker) drawn as a quad, or copied with SDL's blits where the renderer's
/// triangles would sample it badly (`RendererTraits`).
extension ImageDrawer {
    /// The texture for an image, or the placeholder checker when it is missing or corrupt.
    func imageTexture(_ info: ImageInfo, in context: DrawContext) -> (entry: TextureCache.Entry, placeholder: Bool)? {
        if let rendered = info.rendered {
            if let hit = context.textures.lookup(.rendered(rendered)) { return (hit, false) }
            let px = pixels(of: info, in: context)
            if let made = uploadComposed(px.texels, width: px.width, height: px.height, key: .rendered(rendered), in: context) {
                return (made, false)
            }
            return placeholderTexture(in: context).map { ($0, true) }
        }
        if !info.isPlaceholder, let path = path(info) {
            if let hit = context.textures.lookup(.imageFile(path)) { return (hit, false) }
            if let (_, surface) = catalog.surface(for: info) {
                SDL_ClearError()
                if let t = SDL_CreateTextureFromSurface(context.renderer, surface) {
                    let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
                    catalog.releaseSurface(path: path)
                    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
                    return (context.textures.insert(t, width: w, height: h, for: .imageFile(path)), false)
                }
                context.warnOnce(
                    "image-\(path)",
                    "could not create a texture for image '\(info.name)' from \(path): \(SDLError.current("SDL_CreateTextureFromSurface").message)"
                )
            } else {
                catalog.report(.imageCorrupt(name: info.name, path: path, reason: SDLError.current("IMG_Load").message))
            }
        }
        return placeholderTexture(in: context).map { ($0, true) }
    }

    /// A 32×32 magenta/black checker (8-pixel squares), drawn with nearest filtering.
    func placeholderTexture(in context: DrawContext) -> TextureCache.Entry? {
        if let hit = context.textures.lookup(.placeholder) { return hit }
        guard
            let t = SDL_CreateTexture(context.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 32, 32)
        else {
            context.warnOnce("placeholder", "could not create the placeholder texture: \(SDLError.current("SDL_CreateTexture").message)")
            return nil
        }
        var pixels = [UInt32](repeating: 0, count: 32 * 32)
        for y in 0..<32 {
            for x in 0..<32 { pixels[y * 32 + x] = ((x / 8 + y / 8) % 2 == 0) ? 0xFFFF_00FF : 0xFF00_0000 }
        }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(t, nil, $0.baseAddress, 32 * 4) }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        return context.textures.insert(t, width: 32, height: 32, for: .placeholder)
    }

    /// Draws an image as a quad (or one of SDL's filtered blits where the renderer's triangles
    /// would sample it badly), cut to what can show.
    func draw(_ d: ImageDrawing, in context: DrawContext) {
        let finite =
            d.destination.origin.x.isFinite && d.destination.origin.y.isFinite && d.destination.width.isFinite
            && d.destination.height.isFinite && d.source.origin.x.isFinite && d.source.origin.y.isFinite
            && d.source.width.isFinite && d.source.height.isFinite && d.opacity.isFinite
        guard finite else { context.stats.skippedOperations += 1; return }
        var dst = d.destination.standardized
        guard dst.width > 0, dst.height > 0, d.opacity > 0, context.visible(dst.applying(context.transform)) else { return }
        guard let (entry, isPlaceholder) = imageTexture(d.image, in: context) else { return }
        var requested = d.source.standardized
        // Source rect in image pixels → texture coordinates (the placeholder stretches its checker
        // over whatever part of the image was asked for).
        let iw = d.image.pixelSize.width > 0 ? d.image.pixelSize.width : CGFloat(entry.width)
        let ih = d.image.pixelSize.height > 0 ? d.image.pixelSize.height : CGFloat(entry.height)
        if requested.width <= 0 || requested.height <= 0 { requested = CGRect(x: 0, y: 0, width: iw, height: ih) }
        // Drawn only where it can show: SDL's software path fills the whole destination.
        var src = requested
        if let window = context.visibleWindow(), !window.contains(dst) {
            (dst, src) = DrawContext.crop(dst, source: requested, to: window)
            guard dst.width > 0, dst.height > 0 else { return }
        }
        // On software, aim at texel centres: it truncates u × width to whole texels (see composite).
        let bx: CGFloat = context.traits.truncatesTexelsToWholePixels ? 0.5 * iw / CGFloat(entry.width) : 0
        let by: CGFloat = context.traits.truncatesTexelsToWholePixels ? 0.5 * ih / CGFloat(entry.height) : 0
        let u0 = Float((src.minX + bx) / iw), v0 = Float((src.minY + by) / ih)
        let u1 = Float((src.maxX + bx) / iw), v1 = Float((src.maxY + by) / ih)
        var color = context.sdlColor(d.tint ?? Color.Resolved(red: 1, green: 1, blue: 1), alpha: d.opacity)
        if isPlaceholder { color = SDL_Color(r: 255, g: 255, b: 255, a: color.a) }
        let smooth = d.smooth && !isPlaceholder
        let texW = CGFloat(entry.width) * (src.width / iw), texH = CGFloat(entry.height) * (src.height / ih)
        let scaled = abs(dst.width * abs(context.transform.a) - texW) > 0.01 || abs(dst.height * abs(context.transform.d) - texH) > 0.01
        if smooth && scaled && !context.traits.filtersTexturedTriangles && context.isAxisAligned {
            // SDL's software renderer samples textured triangles with nearest filtering only;
            // SDL_RenderCopyF does filter linearly, so scaled smooth images take that path there.
            copyImage(entry, src: src, iw: iw, ih: ih, dst: dst.applying(context.transform), color: color, in: context)
            return
        }
        if context.traits.copiesRotatedTexturesSmoothly && !context.isAxisAligned && context.isRotationAndScale {
            let sx = CGFloat(entry.width) / iw, sy = CGFloat(entry.height) / ih
            let srcRect = SDL_Rect(
                x: Int32(checked: (src.minX * sx).rounded()), y: Int32(checked: (src.minY * sy).rounded()),
                w: Int32(checked: (src.width * sx).rounded()), h: Int32(checked: (src.height * sy).rounded()))
            if context.copyRotated(
                entry.texture, src: srcRect, x: Float(dst.minX), y: Float(dst.minY), w: Float(dst.width), h: Float(dst.height),
                color: color, mode: smooth ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
            {
                return
            }
        }
        context.setScaleMode(entry.texture, smooth ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
        context.quad(
            entry.texture, x: Float(dst.minX), y: Float(dst.minY), w: Float(dst.width), h: Float(dst.height),
            u0: u0, v0: v0, u1: u1, v1: v1, color: color)
    }

    private func copyImage(
        _ entry: TextureCache.Entry, src: CGRect, iw: CGFloat, ih: CGFloat, dst: CGRect, color: SDL_Color, in context: DrawContext
    ) {
        context.flush()
        context.setScaleMode(entry.texture, SDL_ScaleModeLinear)
        // Colour and alpha modulation are texture state too: flush SDL's queue before changing them.
        SDL_RenderFlush(context.renderer)
        SDL_SetTextureColorMod(entry.texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(entry.texture, color.a)
        let sx = CGFloat(entry.width) / iw, sy = CGFloat(entry.height) / ih
        var s = SDL_Rect(
            x: Int32(checked: (src.minX * sx).rounded()), y: Int32(checked: (src.minY * sy).rounded()),
            w: Int32(checked: (src.width * sx).rounded()), h: Int32(checked: (src.height * sy).rounded()))
        var dr = SDL_FRect(x: Float(dst.minX), y: Float(dst.minY), w: Float(dst.width), h: Float(dst.height))
        SDL_RenderCopyF(context.renderer, entry.texture, &s, &dr)
        context.stats.drawCalls += 1
        SDL_RenderFlush(context.renderer)
        SDL_SetTextureColorMod(entry.texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(entry.texture, 255)
    }
}
