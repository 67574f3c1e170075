import Foundation
import TesseraSDL

/// The pause menu Escape / B opens: resume, settings, quit.
struct PauseMenu: View {
    let model: GameModel
    @FocusState private var focused: Int?

    var body: some View {
        VStack(spacing: 12) {
            DisplayTitle(text: "Paused", style: .largeTitle)
            Button("Resume") { model.open(nil) }.focused($focused, equals: 0)
            Button("Settings") { model.open(.settings) }.focused($focused, equals: 1)
            Button("Quit") { model.wantsQuit = true }.focused($focused, equals: 2)
        }
        // The menu takes the focus when it opens, on its first item.
        .onAppear { focused = 0 }
        .frame(width: 280)
        .padding(28)
        .drawingGroup()
        .glassPanel(model.settings.material)
    }
}

/// The settings overlay: text size (the whole screen reflows), light or dark, the blur material,
/// the window scale and the renderer, built from `Toggle`, `Slider` and `Button`s.
struct SettingsOverlay: View {
    let model: GameModel
    @FocusState private var focused: Int?

    var body: some View {
        @Bindable var settings = model.settings
        VStack(alignment: .leading, spacing: 14) {
            DisplayTitle(text: "Settings", style: .largeTitle)
            Text(verbatim: "Text size: \(settings.dynamicTypeSize)")
            Slider(value: $settings.textSizeStep, in: 0...Double(DynamicTypeSize.allCases.count - 1), step: 1)
                .focused($focused, equals: 0)
            Toggle("Dark mode", isOn: $settings.isDark)
            Button("Blur: \(settings.material.name)") { settings.material = settings.material.next }
            Button("Window: \(settings.windowScale)×") { settings.windowScale = settings.windowScale == 1 ? 2 : 1 }
            Button("Renderer: \(settings.renderer.name)") { settings.renderer = settings.renderer.next }
            if let note = model.rendererNote {
                Text(verbatim: note).font(.footnote).foregroundColor(.secondary)
            }
            Button("Done") { model.open(.pause) }
        }
        .foregroundColor(.primary)
        .frame(width: 420, alignment: .leading)
        .padding(28)
        .drawingGroup()
        .glassPanel(model.settings.material)
        // The overlay takes the focus when it opens, on the text size.
        .onAppear { focused = 0 }
    }
}
