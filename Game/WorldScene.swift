import Foundation
import TesseraSDL

/// The game's own drawing under the HUD: a night sky with drifting stars, three layers of hills
/// scrolling at different speeds with anti-aliased edges, and a gentle dark fade behind the UI,
/// drawn straight with SDL (Tessera draws on top).
///
/// The sky and each hill layer are drawn once into a texture (the fade baked in) and copied each
/// frame: SDL's software renderer fills untextured triangles pixel by pixel with interpolated
/// colour, which cost most of a 1280×720 frame; a copy costs a fraction of that.
final class WorldScene {
    private struct Star {
        var x: Float
        var y: Float
        var size: Float
        var speed: Float
    }

    /// One hill layer: its crest's height and waves (whole cycles per screen width, so the
    /// texture repeats seamlessly), its scrolling speed (screen widths per second) and colour.
    private struct Hills {
        var base: Float
        var amplitude: Float
        var cycles: (Float, Float)
        var speed: Double
        var color: (r: Float, g: Float, b: Float)

        /// The crest's height at `u` (0...1 across the screen), as a fraction of the height.
        func crest(_ u: Float) -> Float {
            base + amplitude * (0.7 * sin(u * cycles.0 * 2 * .pi) + 0.3 * sin(u * cycles.1 * 2 * .pi))
        }
    }

    private let stars: [Star]
    private let layers = [
        Hills(base: 0.72, amplitude: 0.06, cycles: (3, 7), speed: 0.01, color: (44, 40, 86)),
        Hills(base: 0.80, amplitude: 0.05, cycles: (5, 11), speed: 0.025, color: (30, 30, 62)),
        Hills(base: 0.88, amplitude: 0.04, cycles: (7, 16), speed: 0.05, color: (18, 20, 40)),
    ]
    private var vertices: [SDL_Vertex] = []
    /// The sky texture and one texture per hill layer (with its rows), made for
    /// `madeFor` (renderer and output size) and remade when either changes.
    private var sky: OpaquePointer?
    private var hillTextures: [(texture: OpaquePointer, top: Int32, height: Int32)] = []
    private var madeFor: (renderer: OpaquePointer, width: Int32, height: Int32)?

    init() {
        var generator = SplitMix(seed: 7)
        stars = (0..<140).map { _ in
            Star(x: generator.unit(), y: generator.unit() * 0.7, size: 1 + generator.unit() * 2, speed: 0.004 + generator.unit() * 0.012)
        }
    }

    deinit { releaseTextures() }

    /// Forgets the textures (call before the renderer they belong to is destroyed).
    func releaseTextures() {
        if let sky { SDL_DestroyTexture(sky) }
        for layer in hillTextures { SDL_DestroyTexture(layer.texture) }
        sky = nil
        hillTextures = []
        madeFor = nil
    }

    func draw(time: Double, renderer: OpaquePointer) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        guard width > 0, height > 0 else { return }
        if madeFor?.renderer != renderer || madeFor?.width != width || madeFor?.height != height {
            makeTextures(renderer: renderer, width: width, height: height)
        }
        let w = Float(width), h = Float(height)
        if let sky { SDL_RenderCopy(renderer, sky, nil, nil) }

        // Stars drift left and twinkle, under the fade (their alpha is faded instead).
        vertices.removeAll(keepingCapacity: true)
        for (index, star) in stars.enumerated() {
            let x = (star.x - Float(time) * star.speed).truncatingRemainder(dividingBy: 1)
            let px = (x < 0 ? x + 1 : x) * w, py = star.y * h
            let twinkle = 0.6 + 0.4 * sin(Float(time) * 2 + Float(index))
            let alpha = 200 * twinkle * (1 - Self.fade(star.y))
            let c = SDL_Color(r: 255, g: 255, b: 230, a: UInt8(max(0, min(255, alpha))))
            let s = star.size * max(1, w / 1280)
            quad(px, py, s, s, c)
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        _ = vertices.withUnsafeBufferPointer { buffer in
            SDL_RenderGeometry(renderer, nil, buffer.baseAddress, Int32(buffer.count), nil, 0)
        }

        // Hills scroll by copying their repeating texture twice, at a sub-pixel offset (the GL
        // renderers filter it; the software renderer places it on whole pixels).
        for (layer, hill) in zip(layers, hillTextures) {
            let shift = Float((time * layer.speed).truncatingRemainder(dividingBy: 1)) * w
            for start in [-shift, w - shift] {
                var destination = SDL_FRect(x: start, y: Float(hill.top), w: w, h: Float(hill.height))
                SDL_RenderCopyF(renderer, hill.texture, nil, &destination)
            }
        }
    }

    /// The dark fade's opacity at height `v` (0 top ... 1 bottom): darker under the top bar and
    /// towards the bottom.
    private static func fade(_ v: Float) -> Float {
        let top = v < 0.25 ? (1 - v / 0.25) : 0
        let bottom = v > 0.45 ? (v - 0.45) / 0.55 : 0
        return 110 / 255 * max(top, bottom)
    }

    /// The fade's colour laid over `c` at height `v`.
    private static func faded(_ c: (r: Float, g: Float, b: Float), at v: Float) -> (Float, Float, Float) {
        let a = fade(v)
        return (c.r * (1 - a) + 4 * a, c.g * (1 - a) + 6 * a, c.b * (1 - a) + 16 * a)
    }

    private func makeTextures(renderer: OpaquePointer, width: Int32, height: Int32) {
        releaseTextures()
        let w = Int(width), h = Int(height)
        // The sky: a vertical gradient with the fade over it.
        sky = texture(renderer, width: w, height: h, opaque: true) { _, y in
            let v = (Float(y) + 0.5) / Float(h)
            let c = Self.faded((12 + 40 * v, 16 + 18 * v, 38 + 40 * v), at: v)
            return (c.0, c.1, c.2, 255)
        }
        let crests = layers.map { layer in (0..<w).map { layer.crest((Float($0) + 0.5) / Float(w)) * Float(h) } }
        for (index, layer) in layers.enumerated() {
            // A pixel's alpha is the part of it below its column's crest, so the edge is
            // anti-aliased. A layer stops where the next, nearer one covers it everywhere.
            let top = max(0, Int((crests[index].min() ?? 0).rounded(.down)) - 1)
            let bottom = index + 1 < layers.count ? min(h, Int((crests[index + 1].max() ?? Float(h)).rounded(.up)) + 1) : h
            let made = texture(renderer, width: w, height: max(1, bottom - top), opaque: false) { x, row in
                let y = Float(top + row)
                let coverage = max(0, min(1, y + 1 - crests[index][x]))
                let c = Self.faded(layer.color, at: (y + 0.5) / Float(h))
                return (c.0, c.1, c.2, 255 * coverage)
            }
            if let made { hillTextures.append((made, Int32(top), Int32(max(1, bottom - top)))) }
        }
        madeFor = (renderer, width, height)
    }

    /// A static ARGB texture of `width × height` whose pixels `shade(x, y)` gives (0...255).
    private func texture(
        _ renderer: OpaquePointer, width: Int, height: Int, opaque: Bool, shade: (Int, Int) -> (Float, Float, Float, Float)
    ) -> OpaquePointer? {
        guard width > 0, height > 0 else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = shade(x, y)
                func byte(_ v: Float) -> UInt32 { UInt32(max(0, min(255, v.rounded()))) }
                pixels[y * width + x] = byte(a) << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
            }
        }
        guard
            let made = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height))
        else { return nil }
        _ = pixels.withUnsafeBytes { SDL_UpdateTexture(made, nil, $0.baseAddress, Int32(width * 4)) }
        SDL_SetTextureBlendMode(made, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(made, SDL_ScaleModeLinear)
        return made
    }

    private func quad(_ x: Float, _ y: Float, _ w: Float, _ h: Float, _ c: SDL_Color) {
        vertices.append(vertex(x, y, c)); vertices.append(vertex(x + w, y, c)); vertices.append(vertex(x, y + h, c))
        vertices.append(vertex(x + w, y, c)); vertices.append(vertex(x + w, y + h, c)); vertices.append(vertex(x, y + h, c))
    }

    private func vertex(_ x: Float, _ y: Float, _ color: SDL_Color) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
    }
}

/// A small deterministic random generator, so headless frames are the same every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Float { Float(next() >> 40) / Float(1 << 24) }
}
