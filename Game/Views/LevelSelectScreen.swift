import Foundation
import TesseraSDL

/// The whole HUD: the top bar, the grid beside the detail panel, the control hints, and the
/// run, pause and settings overlays over them.
struct LevelSelectScreen: View {
    let model: GameModel
    @FocusState private var focus: Int?

    var body: some View {
        let isBusy = model.run != nil || model.overlay != nil
        ZStack {
            VStack(spacing: Theme.gap) {
                TopBar(model: model)
                HStack(alignment: .top, spacing: Theme.gap) {
                    // The grid's room for the lift reaches into the margin, so card edges line up
                    // with the bar and the panel.
                    LevelGrid(model: model, focus: $focus)
                        .padding(-Theme.liftRoom)
                    DetailPanel(model: model)
                }
                ControlHints(device: model.lastDevice)
            }
            .padding(Theme.margin)
            .disabled(isBusy)
            if let run = model.run {
                RunOverlay(model: model, run: run)
                    .transition(.opacity)
            }
            if model.overlay != nil {
                Color.black.opacity(0.2)
                    .transition(.opacity)
            }
            if model.overlay == .pause {
                PauseMenu(model: model)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            } else if model.overlay == .settings {
                SettingsOverlay(model: model)
                    .transition(.move(edge: .trailing).combined(with: .opacity))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .buttonStyle(.panel)
        .onExitCommand { model.back() }
        .onChange(of: focus) { _, new in
            if let new { model.focusedLevelID = new }
        }
        .onChange(of: model.demoPasses) { _, _ in focus = nil }
        // When a run or an overlay ends, focus goes back to the level it started from.
        .onChange(of: isBusy) { _, busy in
            if !busy, let id = model.focusedLevelID { focus = id }
        }
        .dynamicTypeSize(model.settings.dynamicTypeSize)
        .colorScheme(model.settings.isDark ? .dark : .light)
    }
}
