import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// The README's capture: a game scene drawn with raw SDL calls (sky, sun, hills, coins) under a
/// blurred top bar and a blurred pause panel holding the focused row. The golden is the picture
/// in `docs/images/blurred-hud.png`.
final class BlurredHUDCaptureTests: FixtureTestCase {
    /// Horizontal spans of a disc, filled with the current draw colour.
    static func disc(_ r: OpaquePointer, _ cx: Int32, _ cy: Int32, _ radius: Int32) {
        for dy in -radius...radius {
            let half = Int32(Double(radius * radius - dy * dy).squareRoot())
            SDL_RenderDrawLine(r, cx - half, cy + dy, cx + half, cy + dy)
        }
    }

    static func scene(_ r: OpaquePointer) {
        for y in Int32(0)..<360 {
            let t = Double(y) / 260
            SDL_SetRenderDrawColor(r, UInt8(40 + 205 * min(t, 1)), UInt8(90 + 85 * min(t, 1)), UInt8(170 - 50 * min(t, 1)), 255)
            SDL_RenderDrawLine(r, 0, y, 639, y)
        }
        SDL_SetRenderDrawColor(r, 255, 214, 120, 255)
        disc(r, 470, 170, 46)
        for x in Int32(0)..<640 {
            let mountain = 200 - Int32(70 * abs(sin(Double(x) / 95)))
            SDL_SetRenderDrawColor(r, 92, 70, 120, 255)
            SDL_RenderDrawLine(r, x, mountain, x, 359)
            let hill = 260 + Int32(18 * sin(Double(x) / 60))
            SDL_SetRenderDrawColor(r, 70, 150, 80, 255)
            SDL_RenderDrawLine(r, x, hill, x, 359)
            SDL_SetRenderDrawColor(r, 45, 110, 60, 255)
            SDL_RenderDrawLine(r, x, hill + 40 + Int32(8 * sin(Double(x) / 23)), x, 359)
        }
        SDL_SetRenderDrawColor(r, 250, 200, 40, 255)
        for k in Int32(0)..<7 { disc(r, 60 + k * 85, 232 + (k % 2) * 14, 9) }
        SDL_SetRenderDrawColor(r, 220, 60, 70, 255)
        var player = SDL_Rect(x: 150, y: 250, w: 28, h: 36)
        SDL_RenderFillRect(r, &player)
    }

    struct PauseHUD: View {
        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 18) {
                    Text("♥♥♥").foregroundColor(.red)
                    Text("● 1 250").foregroundColor(.yellow)
                    Spacer()
                    Text("World 3-2   12:07").monospacedDigit().foregroundColor(.white)
                }
                .font(.headline)
                .padding(.horizontal, 20)
                .frame(height: 48)
                .background(.bar)
                Spacer()
                VStack(spacing: 10) {
                    Text("Paused").font(.title).bold().foregroundColor(.white)
                    Text("Resume").font(.headline).foregroundColor(.white).frame(width: 200, height: 34)
                        .background(Color.white.opacity(0.18), in: Capsule())
                        .preference(key: ContainsFocusPreferenceKey.self, value: true)
                    Text("Options").font(.headline).foregroundColor(.white).frame(width: 200, height: 34)
                    Text("Quit").font(.headline).foregroundColor(.white).frame(width: 200, height: 34)
                }
                .padding(24)
                .visualEffect(.systemDark, in: RoundedRectangle(cornerRadius: 24))
                Spacer()
            }
            .frame(width: 640, height: 360)
        }
    }

    func testBlurredHUDOverAGameScene() throws {
        let rig = try SceneRig(width: 640, height: 360, assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.environment.colorScheme = .dark
        graph.rootPlacement = .topLeading
        let image = try rig.renderOverScene(graph.update(PauseHUD(), size: CGSize(width: 640, height: 360)), scene: Self.scene)
        XCTAssertEqual(rig.renderer.lastFrame.backdrops, 2)
        assertFrame(image, named: "blurred-hud")
    }
}
