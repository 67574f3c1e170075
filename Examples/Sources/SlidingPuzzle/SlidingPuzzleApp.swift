import TesseraSDL

/// The 15-puzzle, written as a SwiftUI app: drag a tile into the gap (or tap it) until the
/// numbers are in order. `swift run SlidingPuzzle` opens a window; without a display (or with
/// `TESSERA_HEADLESS=1`) it runs headless.
@main
struct SlidingPuzzleApp: App {
    var body: some Scene {
        WindowGroup("15 Puzzle") {
            PuzzleView(game: PuzzleGame())
                // iOS's window is white in light mode; Tessera's window starts black.
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.white)
        }
        .defaultSize(width: 390, height: 560)
    }
}
