import Foundation
import TesseraSDL
import XCTest

/// Alerts and dialogs as the SDL backend draws them through `HeadlessHost` (whose root is a
/// presentation host): compared with goldens in `__Snapshots__/PresentationGoldenTests/`.
final class PresentationGoldenTests: FixtureTestCase {
    /// A game screen: a title, a coloured board and buttons, the alert asked for deep inside.
    struct GameScreen: View {
        @State var showAlert = false
        @State var showDialog = false
        let alert: Bool

        var body: some View {
            ZStack {
                Rectangle().fill(LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom))
                VStack(spacing: 16) {
                    Text("Level 3").font(.largeTitle.bold()).foregroundColor(.white)
                    HStack(spacing: 12) {
                        ForEach(0..<4) { index in
                            RoundedRectangle(cornerRadius: 8).fill(index % 2 == 0 ? Color.orange : Color.yellow)
                                .frame(width: 50, height: 50)
                        }
                    }
                    HStack {
                        Button("Restart") { showDialog = true }.buttonStyle(.borderedProminent)
                        Button("Quit") { showAlert = true }.buttonStyle(.bordered).tint(.white)
                    }
                    .alert("Play again?", isPresented: $showAlert) {
                        Button("Not Now", role: .cancel) {}
                        Button("Play Again") {}
                    } message: {
                        Text("You cleared the board in 42 moves.")
                    }
                    .confirmationDialog("Restart the level?", isPresented: $showDialog, titleVisibility: .visible) {
                        Button("Restart Level", role: .destructive) {}
                        Button("Restart from Level 1") {}
                    } message: {
                        Text("Your moves on this level are lost.")
                    }
                }
            }
            .onAppear {
                if alert { showAlert = true } else { showDialog = true }
            }
        }
    }

    /// A static HUD line, comparable as a root view.
    struct ScoreLine: View {
        let score: Int
        var body: some View { Text("Score \(score)").padding() }
    }

    /// The screen `seconds` after it presents its alert (or dialog): the panel comes in over
    /// 0.3 s, so a second on it has settled.
    private func render(alert: Bool, scheme: ColorScheme, after seconds: Double = 1) throws -> RGBAImage {
        let host = try HeadlessHost(assetsDirectory: assets.root)
        host.environment.colorScheme = scheme
        let size = CGSize(width: 480, height: 320)
        _ = try host.render(GameScreen(alert: alert), size: size, scale: 1)
        host.advanceTime(by: seconds)
        return try host.render(GameScreen(alert: alert), size: size, scale: 1)
    }

    func testAnAlertFadesInGrowingToItsSizeOverTheDimmingScreen() throws {
        assertFrame(try render(alert: true, scheme: .light, after: 0.12), named: "alert-appearing")
    }

    func testADialogSlidesUpFromTheBottom() throws {
        assertFrame(try render(alert: false, scheme: .light, after: 0.12), named: "dialog-appearing")
    }

    func testTheHostsPresentationRootKeepsAStaticFrameOnTheFastPath() throws {
        let host = try HeadlessHost(assetsDirectory: assets.root)
        let size = CGSize(width: 200, height: 100)
        _ = try host.render(ScoreLine(score: 3), size: size)
        _ = try host.render(ScoreLine(score: 3), size: size)
        XCTAssertTrue(host.graph.reusedLastFrame, "nothing presented and nothing changed: last frame's list")
    }

    func testAlertOverAScreen() throws {
        assertFrame(try render(alert: true, scheme: .light), named: "alert")
    }

    func testAlertOverAScreenDark() throws {
        assertFrame(try render(alert: true, scheme: .dark), named: "alert-dark")
    }

    func testConfirmationDialogWithADestructiveButton() throws {
        assertFrame(try render(alert: false, scheme: .light), named: "dialog")
    }
}
