import TesseraCSDL2

/// What the `SDL_Renderer` a `DisplayListRenderer` draws through can and cannot do, as the
/// drawing code needs it. SDL's software renderer and its GL renderers draw the same calls
/// differently (docs/SDLNotes.md §2 and §3); each difference the renderer works around is one
/// named property here, so a draw asks what it needs ("can a feathered edge be drawn?") instead
/// of which renderer it is.
public struct RendererTraits: Hashable, Sendable {
    /// Whether the renderer is SDL's software renderer, which every property below derives from.
    public let isSoftware: Bool

    /// The traits of SDL's software renderer (`isSoftware`) or of a GPU renderer (GL, GLES2).
    public init(isSoftware: Bool) {
        self.isSoftware = isSoftware
    }

    /// The traits of `renderer`, from the name `SDL_GetRendererInfo` reports; a renderer whose
    /// info cannot be read is taken for the software one (the cautious paths draw everywhere).
    public init(of renderer: OpaquePointer) {
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name {
            self.init(isSoftware: String(cString: name) == "software")
        } else {
            self.init(isSoftware: true)
        }
    }

    /// Whether texture coordinates are truncated to whole texels: the software renderer computes
    /// `u × width` and drops the fraction, so `x / width × width` can land just below `x` for
    /// widths that are not powers of two and shift a texel. GL interpolates at pixel centres and
    /// needs exact edges.
    public var truncatesTexelsToWholePixels: Bool { isSoftware }

    /// The offset, in texels, added to texture coordinates so they aim at texel centres: half a
    /// texel where coordinates are truncated (`truncatesTexelsToWholePixels`), none elsewhere.
    public var texelBias: Float { truncatesTexelsToWholePixels ? 0.5 : 0 }

    /// Whether triangles keep sub-pixel vertex positions, so a shape's one-pixel feathered edge
    /// (anti-aliasing without multisampling) can be tessellated. The software renderer truncates
    /// triangle vertices to whole pixels, which ruins such an edge; there curved shapes come from
    /// cached coverage masks drawn as whole-pixel quads, which it blits exactly.
    public var drawsFeatheredEdges: Bool { !isSoftware }

    /// Whether a convex mask (a shaped clip) can be drawn as a feathered triangle fan. Where it
    /// cannot (`drawsFeatheredEdges` is false, and it samples textured triangles a texel off),
    /// the mask is drawn as whole-pixel quads of a coverage mask.
    public var supportsConvexMaskGeometry: Bool { drawsFeatheredEdges }

    /// Whether textured triangles are sampled with the texture's scale mode. The software
    /// renderer samples `SDL_RenderGeometry` with nearest filtering only, while its
    /// `SDL_RenderCopyF` does filter linearly, so scaled smooth images are copied there.
    public var filtersTexturedTriangles: Bool { !isSoftware }

    /// Whether rotated or scaled textures (text, images) are better drawn with
    /// `SDL_RenderCopyExF`'s rotate-blit than as textured triangles. The software renderer's
    /// triangle rasteriser samples with nearest filtering and off-by-one texels (rotated text
    /// came out ragged); its rotate-blit filters linearly.
    public var copiesRotatedTexturesSmoothly: Bool { isSoftware }

    /// Whether reading the target back (`SDL_RenderReadPixels`) is cheap, as on the software
    /// renderer whose target is a surface in memory. A GPU renderer stalls its pipeline to read
    /// back, so it blurs backdrops on the GPU from a texture instead (`blursBackdropsOnGPU`).
    public var readsTargetCheaply: Bool { isSoftware }

    /// Whether backdrops (materials) are blurred with render-target passes on the GPU. The
    /// software renderer has no premultiplied or custom blend modes ("That operation is not
    /// supported") and reads its target cheaply, so it blurs on the CPU.
    public var blursBackdropsOnGPU: Bool { !readsTargetCheaply }
}
