import Benchmark
import Foundation
import TesseraSDL

/// A 1280×720 frame of a moving game scene (drawn with raw SDL calls in `onDraw`)
/// under a 1280×120 top bar and a 480×320 rounded panel, blurred materials versus plain
/// translucent panels. `BLURRED_HUD_RENDERER=opengl` runs the same on llvmpipe OpenGL
/// (offscreen EGL driver); the default is SDL's software renderer.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [
            .wallClock, .custom("read-backs", polarity: .prefersSmaller, useScalingFactor: false),
            .custom("blur passes", polarity: .prefersSmaller, useScalingFactor: false),
        ],
        timeUnits: .milliseconds,
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(8),
        maxIterations: 300
    )
    let gl = ProcessInfo.processInfo.environment["BLURRED_HUD_RENDERER"] == "opengl"
    let held = HeldHosts()
    for blurred in [false, true] {
        Benchmark(
            "\(gl ? "llvmpipe opengl" : "software") 1280×720, moving scene, \(blurred ? "blurred materials" : "plain translucent panels")"
        ) {
            benchmark in
            let host = try held.host(blurred: blurred, gl: gl)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try host.runFrame(elapsed: 1.0 / 60)
                // GL queues its work: reading one pixel waits for the frame to finish, so both
                // variants are timed to the end of their GPU work (not a counted read-back).
                waitForFrame(host.renderer)
            }
            benchmark.stopMeasurement()
            benchmark.measurement(.custom("read-backs"), host.counters.lastFrame.readBacks)
            benchmark.measurement(.custom("blur passes"), host.counters.lastFrame.blurPasses)
        }
    }
}

/// Waits until the renderer has finished the frame's work by reading one pixel back (a no-op
/// cost on the software renderer, a pipeline flush on GL).
func waitForFrame(_ renderer: OpaquePointer) {
    var pixel: UInt32 = 0
    var rect = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
    SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
}

/// The HUD: a top bar and a rounded pause panel, as materials or as plain translucent fills.
struct BlurredHUD: View {
    let blurred: Bool

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("♥ 3   ✦ 1 250").font(.title).foregroundColor(.white)
                Spacer()
                Text("12:07").font(.title).monospacedDigit().foregroundColor(.white)
            }
            .padding(.horizontal, 32)
            .frame(width: 1280, height: 120)
            .background(blurred ? AnyShapeStyle(Material.bar) : AnyShapeStyle(Color.black.opacity(0.45)))
            Spacer()
            VStack(spacing: 16) {
                Text("Paused").font(.largeTitle).bold().foregroundColor(.white)
                Text("Resume · Options · Quit").font(.title2).foregroundColor(.white)
            }
            .frame(width: 480, height: 320)
            .background(
                blurred ? AnyShapeStyle(Material.regular) : AnyShapeStyle(Color.black.opacity(0.45)),
                in: RoundedRectangle(cornerRadius: 28))
            Spacer()
        }
        .frame(width: 1280, height: 720)
        .environment(\.colorScheme, .dark)
    }
}

/// A moving scene drawn with raw SDL calls: a scrolling checkerboard and sliding blocks.
func drawScene(_ renderer: OpaquePointer, frame: Int) {
    let cell: Int32 = 40, shift = Int32(frame % 80)
    var y: Int32 = 0
    while y < 720 {
        var x: Int32 = -80 + shift
        while x < 1280 {
            let light = ((x - shift + 80) / cell + y / cell) % 2 == 0
            SDL_SetRenderDrawColor(renderer, light ? 70 : 40, light ? 120 : 70, light ? 90 : 60, 255)
            var r = SDL_Rect(x: x, y: y, w: cell, h: cell)
            SDL_RenderFillRect(renderer, &r)
            x += cell
        }
        y += cell
    }
    for k in 0..<12 {
        let x = Int32((k * 157 + frame * (3 + k % 4)) % 1380) - 100
        SDL_SetRenderDrawColor(renderer, UInt8(80 + k * 14), UInt8(200 - k * 12), UInt8(60 + k * 15), 255)
        var r = SDL_Rect(x: x, y: Int32(40 + k * 55), w: 120, h: 70)
        SDL_RenderFillRect(renderer, &r)
    }
}

/// The window hosts the benchmarks keep between samples, made (and warmed up) on first use.
final class HeldHosts: @unchecked Sendable {
    private var made: [Bool: WindowHost<Int, BlurredHUD>] = [:]

    func host(blurred: Bool, gl: Bool) throws -> WindowHost<Int, BlurredHUD> {
        if let host = made[blurred] { return host }
        var configuration = WindowConfiguration(title: "bench", size: CGSize(width: 1280, height: 720))
        configuration.videoDriver = gl ? "offscreen" : "dummy"
        configuration.renderDriver = gl ? "opengl" : nil
        configuration.vsync = false
        configuration.isHidden = true
        configuration.assetsDirectory = assetsDirectory
        let host = try WindowHost(state: 0, configuration: configuration) { _ in BlurredHUD(blurred: blurred) }
            .onUpdate { frame, _ in frame += 1 }
            .onDraw { frame, renderer in drawScene(renderer, frame: frame) }
        try host.runFrame(elapsed: 1.0 / 60)
        made[blurred] = host
        return host
    }
}

/// The repository's `Assets` folder.
let assetsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets")
