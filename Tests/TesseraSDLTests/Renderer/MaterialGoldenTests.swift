import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// Materials and visual effects over a busy backdrop — a scene drawn with raw SDL calls before
/// the HUD (checkerboard and coloured blocks) and HUD views beneath the panels (shapes, text) —
/// on the software renderer, compared with goldens in `__Snapshots__/MaterialGoldenTests/`.
final class MaterialGoldenTests: FixtureTestCase {
    /// HUD drawing beneath the panels: coloured shapes and text.
    struct Beneath: View {
        var body: some View {
            ZStack(alignment: .topLeading) {
                Circle().fill(Color.orange).frame(width: 70, height: 70).offset(x: 200, y: 100)
                Rectangle().fill(Color.purple).frame(width: 90, height: 30).rotationEffect(.degrees(20)).offset(x: 20, y: 150)
                Text("SCORE 12 345").font(.title2).bold().foregroundColor(.white).offset(x: 14, y: 6)
                Text("Tessera").font(.headline).foregroundColor(.green).offset(x: 170, y: 60)
            }
            .frame(width: 320, height: 200, alignment: .topLeading)
        }
    }

    /// Draws the raw scene, then `view` over it (laid out at `size` points).
    func render<V: View>(
        _ view: V, size: CGSize = CGSize(width: 320, height: 200), scale: CGFloat = 1, scheme: ColorScheme = .dark
    ) throws -> (
        RGBAImage, SceneRig
    ) {
        let rig = try SceneRig(width: Int(size.width * scale), height: Int(size.height * scale), assets: assets, scale: scale)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.environment.displayScale = scale
        graph.environment.colorScheme = scheme
        graph.rootPlacement = .topLeading
        let image = try rig.renderOverScene(graph.update(view, size: size))
        // The same frame again: every blur is reused and no texture is made.
        _ = try rig.renderOverScene(graph.update(view, size: size))
        XCTAssertEqual(rig.renderer.lastFrame.blurPasses, 0)
        XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0)
        return (image, rig)
    }

    static let materials: [(String, VisualEffect.Material)] = [
        ("ultraThin", .ultraThin), ("thin", .thin), ("default", .default), ("thick", .thick), ("chrome", .chrome),
        ("titlebar", .titlebar), ("window", .windowBackground), ("header", .headerView(behindWindow: true)),
        ("content", .contentBackground(behindWindow: true)), ("page", .behindPageBackground(behindWindow: true)),
    ]

    /// Ten panels, one per material, in a fixed appearance.
    struct MaterialGrid: View {
        let dark: Bool
        var body: some View {
            VStack(spacing: 8) {
                ForEach(0..<2, id: \.self) { row in
                    HStack(spacing: 8) {
                        ForEach(0..<5, id: \.self) { column in
                            let (name, material) = MaterialGoldenTests.materials[row * 5 + column]
                            Text(name).font(.caption2).foregroundColor(dark ? .white : .black)
                                .frame(width: 54, height: 70)
                                .visualEffect(dark ? .dark(material) : .light(material), in: RoundedRectangle(cornerRadius: 10))
                        }
                    }
                }
            }
            .padding(12)
        }
    }

    func testEachMaterialLightOverABusyBackdrop() throws {
        let (image, _) = try render(
            ZStack(alignment: .topLeading) {
                Beneath(); MaterialGrid(dark: false)
            })
        assertFrame(image, named: "materials-light")
    }

    func testEachMaterialDarkOverABusyBackdrop() throws {
        let (image, _) = try render(
            ZStack(alignment: .topLeading) {
                Beneath(); MaterialGrid(dark: true)
            })
        assertFrame(image, named: "materials-dark")
    }

    func testRoundedAndCapsuleShapes() throws {
        let view = ZStack(alignment: .topLeading) {
            Beneath()
            VStack(alignment: .leading, spacing: 12) {
                Text("Rounded").foregroundColor(.white).frame(width: 160, height: 50)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
                Text("Capsule").foregroundColor(.white).frame(width: 200, height: 40)
                    .background(.thinMaterial, in: Capsule())
                HStack(spacing: 12) {
                    Circle().fill(.ultraThickMaterial).frame(width: 60, height: 60)
                    Text("bar").frame(width: 120, height: 44).background(.bar)
                }
            }
            .padding(14)
        }
        let (image, _) = try render(view)
        assertFrame(image, named: "shapes")
    }

    func testNestedPanels() throws {
        let view = ZStack(alignment: .topLeading) {
            Beneath()
            VStack(spacing: 10) {
                Text("Outer").foregroundColor(.white)
                Text("Inner").foregroundColor(.white).frame(width: 180, height: 50)
                    .visualEffect(.dark(.thin), in: RoundedRectangle(cornerRadius: 12))
                Text("Innermost").font(.caption).foregroundColor(.black).padding(6)
                    .visualEffect(.light(.thick), in: Capsule())
            }
            .padding(16)
            .visualEffect(.dark(.ultraThin), in: RoundedRectangle(cornerRadius: 20))
            .padding(20)
        }
        let (image, rig) = try render(view)
        XCTAssertEqual(rig.renderer.lastFrame.backdrops, 3)
        assertFrame(image, named: "nested")
    }

    func testBlurredHUDAtScale2() throws {
        let view = ZStack(alignment: .topLeading) {
            Beneath()
            VStack(spacing: 0) {
                HStack {
                    Text("♥ 3").foregroundColor(.red)
                    Spacer()
                    Text("12:07").monospacedDigit().foregroundColor(.white)
                }
                .padding(.horizontal, 12).frame(height: 36).background(.bar)
                Spacer()
                Text("Paused").font(.title).foregroundColor(.white).padding(.horizontal, 30).padding(.vertical, 14)
                    .visualEffect(.systemDark, in: RoundedRectangle(cornerRadius: 18))
                Spacer()
            }
            .frame(width: 320, height: 200)
        }
        let (image, _) = try render(view, scale: 2)
        assertFrame(image, named: "hud@2x")
    }

    /// A within-window material blurs the HUD's drawing beneath it, not the game's scene: the
    /// checkerboard stays sharp through it while the orange circle and the text are blurred.
    func testWithinWindowBlursOnlyTheHUD() throws {
        let view = ZStack(alignment: .topLeading) {
            Beneath()
            Color.clear.frame(width: 300, height: 180)
                .visualEffect(.dark(.headerView(behindWindow: false)), in: RoundedRectangle(cornerRadius: 14))
                .offset(x: 10, y: 10)
        }
        let (image, _) = try render(view)
        // Scene pixels across a checker edge (x 99 | 100, row 45, away from HUD shapes) stay sharp.
        let a = image[99, 45], b = image[100, 45]
        XCTAssertGreaterThan(abs(Int(a.g) - Int(b.g)), 40, "the scene under a within-window material is not blurred: \(a) \(b)")
        assertFrame(image, named: "within-window")
    }
}
