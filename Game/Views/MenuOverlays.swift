import Foundation
import TesseraSDL

/// The pause menu Escape / B opens: resume, settings, quit.
struct PauseMenu: View {
    let model: GameModel
    @FocusState private var focused: Int?

    var body: some View {
        VStack(spacing: 12) {
            DisplayTitle(text: "Paused", font: .largeTitle)
            Button("Resume") { model.open(nil) }.focused($focused, equals: 0)
            Button("Settings") { model.open(.settings) }.focused($focused, equals: 1)
            Button("Quit") { model.wantsQuit = true }.focused($focused, equals: 2)
        }
        // The menu takes the focus when it opens, on its first item.
        .onAppear { focused = 0 }
        .frame(width: 280)
        .padding(28)
        .glassPanel(model.settings.material)
    }
}

/// The settings overlay: text size (the whole screen reflows), light or dark and the blur
/// material, built from `Toggle`, `Slider` and `Button`s.
struct SettingsOverlay: View {
    let model: GameModel
    @FocusState private var focused: Int?

    var body: some View {
        let settings = model.settings
        VStack(alignment: .leading, spacing: 14) {
            DisplayTitle(text: "Settings", font: .largeTitle)
            Text(verbatim: "Text size: \(settings.dynamicTypeSize)")
            Slider(
                value: Binding(get: { model.settings.textSizeStep }, set: { model.settings.textSizeStep = $0 }),
                in: 0...Double(DynamicTypeSize.allCases.count - 1), step: 1
            )
            .focused($focused, equals: 0)
            Toggle("Dark mode", isOn: Binding(get: { model.settings.isDark }, set: { model.settings.isDark = $0 }))
            Button("Blur: \(settings.material.name)") { model.settings.material = settings.material.next }
            Button("Done") { model.open(.pause) }
        }
        .foregroundColor(.primary)
        .frame(width: 420, alignment: .leading)
        .padding(28)
        .glassPanel(model.settings.material)
        // The overlay takes the focus when it opens, on the text size.
        .onAppear { focused = 0 }
    }
}
