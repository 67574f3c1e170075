import TesseraSDL

/// Memory, written as a SwiftUI app: pairs of cards dealt face down in a grid that fits them
/// all, flipped by a tap. `swift run MemoryGame` opens a window; without a display (or with
/// `TESSERA_HEADLESS=1`) it runs headless.
@main
struct MemoryGameApp: App {
    @State private var game = SymbolMemoryGame()

    var body: some Scene {
        WindowGroup("Memorize") {
            MemoryGameView(viewModel: game)
                // iOS's window is white in light mode; Tessera's window starts black.
                .background(Color.white)
        }
        .defaultSize(width: 390, height: 680)
    }
}
