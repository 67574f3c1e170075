import DataFlowSamples
import TesseraSDL

/// The reactor clicker (its state in an `@Observable` model) as a SwiftUI app. `swift run
/// ReactorApp` opens a window; without a display (or with `TESSERA_HEADLESS=1`) it runs
/// headless, and `TESSERA_FRAMES=120 TESSERA_CAPTURE=captures` writes frames as PNG files.
@main
struct ReactorApp: App {
    var body: some Scene {
        WindowGroup("Reactor") {
            ReactorView()
        }
        .defaultSize(width: 420, height: 360)
    }
}
