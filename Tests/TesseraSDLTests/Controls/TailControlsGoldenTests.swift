import Foundation
import TesseraSDL
import XCTest

/// Date and colour pickers, a share link, file-loaded images and iOS 18 tabs, drawn by the SDL
/// backend as iOS draws them.
final class TailControlsGoldenTests: FixtureTestCase {
    /// 29 November 2026, 17:07 UTC.
    private let date = Date(timeIntervalSince1970: 1_795_972_020)

    private func render<V: View>(_ view: V, size: CGSize, dark: Bool = false) throws -> RGBAImage {
        let rig = try SceneRig(width: Int(size.width), height: Int(size.height), assets: assets, scale: 1)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.environment.colorScheme = dark ? .dark : .light
        graph.environment.timeZone = TimeZone(identifier: "UTC")!
        graph.environment.locale = Locale(identifier: "en_US")
        graph.update(view, size: size)
        return try rig.render(graph.update(view, size: size))
    }

    private var form: some View {
        Form {
            Section("Match") {
                DatePicker("Start", selection: .constant(date))
                DatePicker("Day", selection: .constant(date), displayedComponents: .date)
                ColorPicker("Team colour", selection: .constant(.orange))
                ShareLink(item: URL(string: "https://example.com/match/42")!)
            }
            Section("Images") {
                HStack(spacing: 16) {
                    AsyncImage(url: URL(fileURLWithPath: assets.path("Images/badge@2x.png")), scale: 2)
                    AsyncImage(url: URL(string: "https://example.com/badge.png")).frame(width: 32, height: 32)
                    AsyncImage(url: URL(fileURLWithPath: assets.path("Images/badge.png"))) { image in
                        image.resizable().frame(width: 48, height: 48)
                    } placeholder: {
                        ProgressView()
                    }
                }
            }
        }
    }

    func testPickersAShareLinkAndFileImagesInAForm() throws {
        assertFrame(try render(form, size: CGSize(width: 360, height: 400)), named: "tail-controls-form")
    }

    func testPickersAShareLinkAndFileImagesInAFormInDarkMode() throws {
        assertFrame(try render(form, size: CGSize(width: 360, height: 400), dark: true), named: "tail-controls-form-dark")
    }

    enum Screen: Hashable { case play, scores, settings }

    func testTabsWithTitlesAndSymbols() throws {
        let view = TabView(selection: .constant(Screen.scores)) {
            Tab("Play", systemImage: "gamecontroller", value: .play) { Text("Play") }
            Tab("Scores", systemImage: "trophy", value: .scores) {
                Text("High scores").font(.title)
            }
            Tab("Settings", systemImage: "gearshape", value: .settings) { Text("Settings") }
        }
        .background(Color.white)
        assertFrame(try render(view, size: CGSize(width: 320, height: 240)), named: "tail-tabs")
    }
}
