import Foundation
import TesseraSDL

/// The game's own drawing under the HUD: a night sky with drifting stars, three layers of hills
/// scrolling at different speeds with anti-aliased edges, and a gentle dark fade behind the UI,
/// drawn straight with SDL (Tessera draws on top).
final class WorldScene {
    private struct Star {
        var x: Float
        var y: Float
        var size: Float
        var speed: Float
    }

    private let stars: [Star]
    private var vertices: [SDL_Vertex] = []

    init() {
        var generator = SplitMix(seed: 7)
        stars = (0..<140).map { _ in
            Star(x: generator.unit(), y: generator.unit() * 0.7, size: 1 + generator.unit() * 2, speed: 0.004 + generator.unit() * 0.012)
        }
    }

    func draw(time: Double, renderer: OpaquePointer) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        guard width > 0, height > 0 else { return }
        let w = Float(width), h = Float(height)
        vertices.removeAll(keepingCapacity: true)

        // Sky gradient: two triangles with vertex colours.
        let top = SDL_Color(r: 12, g: 16, b: 38, a: 255), bottom = SDL_Color(r: 52, g: 34, b: 78, a: 255)
        quad(0, 0, w, h, top, top, bottom, bottom)

        // Stars drift left and twinkle.
        for (index, star) in stars.enumerated() {
            let x = (star.x - Float(time) * star.speed).truncatingRemainder(dividingBy: 1)
            let px = (x < 0 ? x + 1 : x) * w, py = star.y * h
            let twinkle = 0.6 + 0.4 * sin(Float(time) * 2 + Float(index))
            let c = SDL_Color(r: 255, g: 255, b: 230, a: UInt8(200 * twinkle))
            let s = star.size * max(1, w / 1280)
            quad(px, py, s, s, c, c, c, c)
        }

        // Three hill layers, far to near.
        hills(
            width: w, height: h, base: 0.72, amplitude: 0.06, wavelength: 0.35, speed: 0.01, time: time,
            color: SDL_Color(r: 44, g: 40, b: 86, a: 255))
        hills(
            width: w, height: h, base: 0.80, amplitude: 0.05, wavelength: 0.22, speed: 0.025, time: time,
            color: SDL_Color(r: 30, g: 30, b: 62, a: 255))
        hills(
            width: w, height: h, base: 0.88, amplitude: 0.04, wavelength: 0.15, speed: 0.05, time: time,
            color: SDL_Color(r: 18, g: 20, b: 40, a: 255))

        // A gentle dark fade behind the UI: darker at the top (the bar) and towards the bottom.
        let clear = SDL_Color(r: 0, g: 0, b: 0, a: 0), shade = SDL_Color(r: 4, g: 6, b: 16, a: 110)
        quad(0, 0, w, h * 0.25, shade, shade, clear, clear)
        quad(0, h * 0.45, w, h * 0.55, clear, clear, shade, shade)

        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        _ = vertices.withUnsafeBufferPointer { buffer in
            SDL_RenderGeometry(renderer, nil, buffer.baseAddress, Int32(buffer.count), nil, 0)
        }
    }

    private func hills(
        width w: Float, height h: Float, base: Float, amplitude: Float, wavelength: Float,
        speed: Float, time: Double, color: SDL_Color
    ) {
        let segments = 160
        // Sub-pixel scrolling: the offset is continuous, and a 1.5-pixel strip above the crest fades
        // from the hill's colour to transparent, so the edge is anti-aliased and does not crawl.
        let feather: Float = 1.5
        var clear = color
        clear.a = 0
        let offset = Float(time) * speed
        var previous: (Float, Float)?
        for i in 0...segments {
            let u = Float(i) / Float(segments)
            let phase = (u + offset) / wavelength * 2 * .pi
            let y = (base + amplitude * (sin(phase) * 0.7 + sin(phase * 2.3) * 0.3)) * h
            let point = (u * w, y)
            if let p = previous {
                vertices.append(vertex(p.0, p.1, color)); vertices.append(vertex(point.0, point.1, color));
                vertices.append(vertex(p.0, h, color))
                vertices.append(vertex(point.0, point.1, color)); vertices.append(vertex(point.0, h, color));
                vertices.append(vertex(p.0, h, color))
                vertices.append(vertex(p.0, p.1 - feather, clear)); vertices.append(vertex(point.0, point.1 - feather, clear));
                vertices.append(vertex(p.0, p.1, color))
                vertices.append(vertex(point.0, point.1 - feather, clear)); vertices.append(vertex(point.0, point.1, color));
                vertices.append(vertex(p.0, p.1, color))
            }
            previous = point
        }
    }

    private func quad(_ x: Float, _ y: Float, _ w: Float, _ h: Float, _ c0: SDL_Color, _ c1: SDL_Color, _ c2: SDL_Color, _ c3: SDL_Color) {
        vertices.append(vertex(x, y, c0)); vertices.append(vertex(x + w, y, c1)); vertices.append(vertex(x, y + h, c2))
        vertices.append(vertex(x + w, y, c1)); vertices.append(vertex(x + w, y + h, c3)); vertices.append(vertex(x, y + h, c2))
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
