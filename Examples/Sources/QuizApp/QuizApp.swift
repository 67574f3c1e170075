import DataFlowSamples
import TesseraSDL

/// The quiz (its state in an `ObservableObject`) as a SwiftUI app. `swift run QuizApp` opens a
/// window; without a display (or with `TESSERA_HEADLESS=1`) it runs headless, and
/// `TESSERA_FRAMES=120 TESSERA_CAPTURE=captures` writes frames as PNG files.
@main
struct QuizApp: App {
    var body: some Scene {
        WindowGroup("Quiz") {
            QuizView()
        }
        .defaultSize(width: 420, height: 360)
    }
}
