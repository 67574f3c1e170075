import Foundation
import TesseraSDL
import XCTest

/// `TabView` drawn by the SDL backend: the tab bar along the bottom, and the page style's dots.
final class TabViewGoldenTests: FixtureTestCase {
    struct Tabs: View {
        @State var tab = 1
        let paged: Bool

        var body: some View {
            let tabs = TabView(selection: $tab) {
                screen("Play", .orange).tabItem {
                    Text("▶︎"); Text("Play")
                }.tag(0)
                screen("Scores", .teal).tabItem {
                    Text("★"); Text("Scores")
                }.tag(1)
                screen("Settings", .purple).tabItem {
                    Text("⚙︎"); Text("Settings")
                }.tag(2)
            }
            if paged { tabs.tabViewStyle(.page) } else { tabs }
        }

        func screen(_ title: String, _ color: Color) -> some View {
            ZStack {
                color.opacity(0.35)
                Text(title).font(.largeTitle.bold())
            }
        }
    }

    private func render(paged: Bool) throws -> RGBAImage {
        let size = CGSize(width: 320, height: 240)
        let rig = try SceneRig(width: Int(size.width), height: Int(size.height), assets: assets, scale: 1)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        let scene = ZStack {
            Color.white
            Tabs(paged: paged)
        }
        graph.update(scene, size: size)
        return try rig.render(graph.update(scene, size: size))
    }

    func testATabBarAlongTheBottomWithTheSelectedTabInTheAccentColour() throws {
        assertFrame(try render(paged: false), named: "tab-bar")
    }

    func testPagesWithDots() throws {
        assertFrame(try render(paged: true), named: "pages")
    }
}
