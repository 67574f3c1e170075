import Foundation
import TesseraSDL

/// The README's input examples, compiled with the example game so they stay true.
struct LevelSelectMenu: View {
    let levels: [Int]
    let play: (Int) -> Void
    @FocusState private var focusedLevel: Int?
    @State private var music = true
    @State private var volume = 0.8

    var body: some View {
        VStack(spacing: 12) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 12) {
                    ForEach(levels, id: \.self) { level in
                        Button("Level \(level)") { play(level) }
                            .focused($focusedLevel, equals: level)
                    }
                }
            }
            .defaultFocus($focusedLevel, levels.first)
            .focusSection()
            Toggle("Music", isOn: $music)
            Slider(value: $volume, in: 0...1)
        }
        .onExitCommand { focusedLevel = nil }
    }
}

/// A game loop that owns its events: each SDL event goes to the HUD first.
enum OwnLoopInput {
    static func pump(_ hud: HUDOverlay, fireWeapon: () -> Void) {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if hud.handle(event) { continue }  // the HUD used it (a click on a button)
            if event.type == SDL_MOUSEBUTTONDOWN.rawValue { fireWeapon() }
        }
    }
}
