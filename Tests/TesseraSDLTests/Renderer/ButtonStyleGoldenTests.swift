import Foundation
import TesseraSDL
import XCTest

/// The system button styles drawn by the SDL backend, as SwiftUI draws them on iOS, in light
/// and dark: compared with goldens in `__Snapshots__/ButtonStyleGoldenTests/`.
final class ButtonStyleGoldenTests: FixtureTestCase {
    struct Styles: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 14) {
                    Button("New Game") {}
                    Button("Tinted") {}.tint(.orange)
                    Button("Delete", role: .destructive) {}
                    Button("Plain") {}.buttonStyle(.plain)
                }
                HStack(spacing: 10) {
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                    Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
                }
                HStack(spacing: 10) {
                    Button("Mini") {}.controlSize(.mini)
                    Button("Small") {}.controlSize(.small)
                    Button("Large") {}.controlSize(.large)
                }
                .buttonStyle(.bordered)
                HStack(spacing: 10) {
                    Button("Capsule") {}.buttonBorderShape(.capsule)
                    Button("Square") {}.buttonBorderShape(.roundedRectangle(radius: 2)).tint(.green)
                    Button("Focused") {}.accessibilityIdentifier("focused")
                    Button("Focused") {}.buttonStyle(.borderless).accessibilityIdentifier("alsoFocused")
                }
                .buttonStyle(.borderedProminent)
            }
            .padding(14)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func render(_ scheme: ColorScheme, focus identifier: String) throws -> RGBAImage {
        let size = CGSize(width: 420, height: 200)
        let rig = try SceneRig(width: Int(size.width), height: Int(size.height), assets: assets, scale: 1)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.environment.colorScheme = scheme
        let background = scheme == .dark ? Color.black : Color.white
        graph.update(
            ZStack {
                background; Styles()
            }, size: size)
        XCTAssertTrue(graph.focus(identifier))
        return try rig.render(
            graph.update(
                ZStack {
                    background; Styles()
                }, size: size))
    }

    func testSystemStylesLight() throws {
        assertFrame(try render(.light, focus: "focused"), named: "light")
    }

    func testSystemStylesDark() throws {
        assertFrame(try render(.dark, focus: "alsoFocused"), named: "dark")
    }
}
