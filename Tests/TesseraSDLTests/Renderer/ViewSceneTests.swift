import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// Views laid out by the core's `ViewGraph`, measured with SDL2_ttf, drawn by the SDL backend:
/// the whole pipeline, compared with goldens in `__Snapshots__/ViewSceneTests/`.
final class ViewSceneTests: FixtureTestCase {
    struct LevelCard: View {
        let level: Int
        let stars: Int
        var body: some View {
            HStack(spacing: 10) {
                Image("badge").resizable().frame(width: 32, height: 32)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Level \(level)").font(.headline).foregroundColor(.white)
                    Text(String(repeating: "★", count: stars) + String(repeating: "☆", count: 3 - stars) + " best 1:2\(level)")
                        .font(.caption).foregroundColor(.yellow)
                }
                Spacer()
            }
            .padding(10)
            .frame(width: 180)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(tesseraHex: 0x2B2F3E)))
            .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.blue, lineWidth: 1))
        }
    }

    struct HUD: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    Text("World 1").font(.title2).bold().foregroundColor(.white)
                    Spacer()
                    Text("♥ 3").font(.body).foregroundColor(.red)
                        .padding(.horizontal, 8)
                        .background(Capsule().fill(Color(white: 1, opacity: 0.15)))
                }
                LevelCard(level: 1, stars: 3).shadow(radius: 4, y: 2)
                LevelCard(level: 2, stars: 1).opacity(0.6)
                HStack(spacing: 12) {
                    Circle().fill(Color.green).frame(width: 24, height: 24)
                    Image("badge").resizable().frame(width: 24, height: 24).clipShape(Circle())
                    Text("rotated").foregroundColor(.orange).rotationEffect(.degrees(-10))
                }
            }
            .padding(12)
        }
    }

    private func render(scale: CGFloat) throws -> RGBAImage {
        let size = CGSize(width: 220, height: 250)
        let rig = try SceneRig(width: Int(size.width * scale), height: Int(size.height * scale), assets: assets, scale: scale)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.environment.displayScale = scale
        graph.environment.colorScheme = .dark
        let list = graph.update(HUD(), size: size)
        XCTAssertFalse(list.operations.isEmpty)
        let image = try rig.render(list)
        // A second frame of the same view creates no texture.
        _ = try rig.render(graph.update(HUD(), size: size))
        XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0)
        return image
    }

    func testLevelSelectHUDAtScale1() throws {
        assertFrame(try render(scale: 1), named: "hud")
    }

    func testLevelSelectHUDAtScale2() throws {
        assertFrame(try render(scale: 2), named: "hud@2x")
    }
}
