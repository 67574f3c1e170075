import Foundation
import Tessera
import TesseraCSDL2

/// Glyph runs drawn from the `GlyphAtlas`'s pages.
extension DrawContext {
    /// Draws a glyph run from the atlas; with `shadow`, the run's soft shadow instead: its
    /// blurred glyphs (also in the atlas) in the shadow's color, offset.
    func drawText(_ run: TextRun, _ glyphs: [PositionedGlyph], shadow: ShadowStyle? = nil) {
        guard run.font.size.isFinite, run.scale.isFinite else { stats.skippedOperations += 1; return }
        guard run.color.opacity > 0 else { return }
        let lower = max(0, min(run.glyphs.lowerBound, glyphs.count)), upper = max(lower, min(run.glyphs.upperBound, glyphs.count))
        guard lower < upper, let font = measurer.library.font(for: run.font, scale: run.scale > 0 ? run.scale : 1) else { return }
        var color = sdlColor(run.color)
        var blur = 0
        var tx = Float(transform.tx), ty = Float(transform.ty)
        if let shadow {
            var shade = shadow.color
            shade.opacity *= run.color.opacity
            color = sdlColor(shade)
            blur = Int(shadow.radius.rounded())
            // The offset is in pixels before the transform (the transform is a translation here).
            tx += Float(shadow.offset.width)
            ty += Float(shadow.offset.height)
        }
        let snap = isTranslationOnly
        let rotatedCopy = traits.copiesRotatedTexturesSmoothly && !snap && isRotationAndScale
        let clipX0 = Float(clip.x), clipX1 = Float(clip.x + clip.w), clipY0 = Float(clip.y), clipY1 = Float(clip.y + clip.h)
        let page = Float(atlas.pageSize)
        let rasterizedBefore = atlas.glyphsRasterized
        // Colour glyphs (emoji) keep their colours: only the run's opacity applies.
        let untinted = SDL_Color(r: 255, g: 255, b: 255, a: color.a)
        let tinted = color
        var chain: [ShapingFace]?
        for gi in lower..<upper {
            let g = glyphs[gi]
            guard g.x.isFinite, g.y.isFinite else { stats.skippedOperations += 1; continue }
            let found: GlyphAtlas.Glyph?
            if g.face == 0 {
                found = atlas.glyph(font, g.scalar.value, blur: blur)
            } else {
                if chain == nil { chain = measurer.library.chain(for: run.font, scale: run.scale > 0 ? run.scale : 1) }
                let index = Int(g.face) - 1
                found = index < chain!.count ? atlas.glyph(chain![index], index: g.glyph, blur: blur) : nil
            }
            guard let glyph = found, glyph.page >= 0 else { continue }
            color = glyph.isColor ? untinted : tinted
            let texture = atlas.pages[Int(glyph.page)]
            let w = Float(glyph.width) * glyph.scale, h = Float(glyph.height) * glyph.scale
            let u0 = Float(glyph.x) / page, v0 = Float(glyph.y) / page
            let u1 = Float(glyph.x + glyph.width) / page, v1 = Float(glyph.y + glyph.height) / page
            if snap && glyph.scale == 1 {
                // Whole-pixel placement keeps glyphs exactly as FreeType rasterised them.
                let x = (g.x + tx).rounded() + Float(glyph.offsetX), y = (g.y + ty).rounded() + Float(glyph.offsetY)
                if x > clipX1 || y > clipY1 || x + w < clipX0 || y + h < clipY0 { continue }
                if batch.scaleModes[texture] != SDL_ScaleModeNearest { setScaleMode(texture, SDL_ScaleModeNearest) }
                quad(texture, x: x, y: y, w: w, h: h, u0: u0, v0: v0, u1: u1, v1: v1, color: color, transformed: false)
            } else if rotatedCopy
                && copyRotated(
                    texture, src: SDL_Rect(x: glyph.x, y: glyph.y, w: glyph.width, h: glyph.height),
                    x: g.x + Float(glyph.offsetX), y: g.y + Float(glyph.offsetY), w: w, h: h, color: color, mode: SDL_ScaleModeLinear)
            {
                continue
            } else {
                if batch.scaleModes[texture] != SDL_ScaleModeLinear { setScaleMode(texture, SDL_ScaleModeLinear) }
                quad(
                    texture, x: g.x + Float(glyph.offsetX), y: g.y + Float(glyph.offsetY), w: w, h: h,
                    u0: u0, v0: v0, u1: u1, v1: v1, color: color, transformed: true)
            }
        }
        stats.glyphsRasterized += atlas.glyphsRasterized - rasterizedBefore
    }
}
