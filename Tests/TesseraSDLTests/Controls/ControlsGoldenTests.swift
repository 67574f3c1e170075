import Foundation
import TesseraSDL
import XCTest

/// Controls drawn by the SDL backend: a settings form, progress views, an open menu.
final class ControlsGoldenTests: FixtureTestCase {
    struct Settings: View {
        @State var music = true
        @State var difficulty = 1
        @State var lives = 3
        @State var theme = "Night"

        var body: some View {
            Form {
                Section("Audio") {
                    Toggle("Music", isOn: $music)
                    LabeledContent("Volume", value: "80%")
                    Picker("Theme", selection: $theme) {
                        ForEach(["Day", "Night"], id: \.self) { Text($0) }
                    }
                }
                Section {
                    Picker("Difficulty", selection: $difficulty) {
                        Text("Easy").tag(0)
                        Text("Normal").tag(1)
                        Text("Hard").tag(2)
                    }
                    .pickerStyle(.segmented)
                    Stepper("Lives: \(lives)", value: $lives, in: 1...9)
                } header: {
                    Text("Game")
                } footer: {
                    Text("Harder levels give fewer lives.")
                }
            }
        }
    }

    private func render<V: View>(_ view: V, size: CGSize, events: [InputEvent.Kind] = [], dark: Bool = false) throws -> RGBAImage {
        let rig = try SceneRig(width: Int(size.width), height: Int(size.height), assets: assets, scale: 1)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.environment.colorScheme = dark ? .dark : .light
        graph.update(view, size: size)
        for event in events {
            _ = graph.handle(InputEvent(event, timestamp: 0))
            graph.update(view, size: size)
        }
        return try rig.render(graph.update(view, size: size))
    }

    func testASettingsForm() throws {
        assertFrame(try render(Settings(), size: CGSize(width: 360, height: 440)), named: "settings-form")
    }

    func testASettingsFormInDarkMode() throws {
        assertFrame(try render(Settings(), size: CGSize(width: 360, height: 440), dark: true), named: "settings-form-dark")
    }

    func testProgressViews() throws {
        let view = ZStack {
            Color.white
            VStack(spacing: 24) {
                ProgressView()
                ProgressView("Loading")
                ProgressView(value: 0.3)
                ProgressView("Level 3", value: 0.7).tint(.orange)
                ProgressView(value: 0.6) {
                    Text("Health")
                } currentValueLabel: {
                    Text("60 / 100")
                }.tint(.green)
                ProgressView(value: 0.25).progressViewStyle(.circular)
            }
            .padding(20)
        }
        assertFrame(try render(view, size: CGSize(width: 320, height: 360)), named: "progress-views")
    }

    func testAnOpenMenu() throws {
        let view = ZStack(alignment: .topLeading) {
            Color(red: 0.12, green: 0.14, blue: 0.2)
            VStack(alignment: .leading, spacing: 12) {
                Menu("Options") {
                    Button("Restart") {}
                    Button("Settings") {}
                    Button("Quit", role: .destructive) {}
                }
                Text("Score: 120").foregroundColor(.white)
                Text("Level 4").foregroundColor(.white)
            }
            .padding(20)
        }
        let events: [InputEvent.Kind] = [
            .keyDown(.tab, modifiers: []), .keyUp(.tab, modifiers: []), .keyDown(.return, modifiers: []), .keyUp(.return, modifiers: []),
        ]
        assertFrame(try render(view, size: CGSize(width: 320, height: 240), events: events, dark: true), named: "open-menu")
    }
}
