import Foundation
import TesseraSDL
import XCTest

/// A navigation stack as the SDL backend draws it through `HeadlessHost`: a pushed screen
/// under its title bar with the back control and a toolbar item, and the root's large title.
/// Compared with goldens in `__Snapshots__/NavigationGoldenTests/`.
final class NavigationGoldenTests: FixtureTestCase {
    struct Menu: View {
        @State var path: [String]

        var body: some View {
            NavigationStack(path: $path) {
                VStack(spacing: 12) {
                    NavigationLink("Play", value: "Play").buttonStyle(.borderedProminent)
                    NavigationLink("Settings", value: "Settings").buttonStyle(.bordered)
                }
                .navigationTitle("Tic-Tac-Toe")
                .navigationDestination(for: String.self) { name in
                    VStack(spacing: 10) {
                        Text(name).font(.title)
                        Text("Sound: On").foregroundColor(.secondary)
                        Button("Reset Scores", role: .destructive) {}
                    }
                    .navigationTitle(name)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
                    }
                }
            }
        }
    }

    private func render(_ path: [String]) throws -> RGBAImage {
        let host = try HeadlessHost(assetsDirectory: assets.root)
        let size = CGSize(width: 480, height: 320)
        _ = try host.render(Menu(path: path), size: size, scale: 1)
        return try host.render(Menu(path: path), size: size, scale: 1)
    }

    func testPushedScreenWithTitleBarAndBackControl() throws {
        assertFrame(try render(["Settings"]), named: "pushed")
    }

    func testRootScreenWithLargeTitle() throws {
        assertFrame(try render([]), named: "root")
    }
}
