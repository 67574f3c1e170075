import Foundation
import TesseraSDL
import XCTest

/// Text fields drawn by the SDL backend: a rounded-border form with a focused field holding a
/// selection, a placeholder, a secure field's bullets, and a field while the input method composes.
final class TextFieldGoldenTests: FixtureTestCase {
    final class Model {
        var name = "Ada Lovelace"
        var team = ""
        var password = "hunter2"
        var guild = "Guild "
    }

    struct Form: View {
        let model: Model

        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Text("New player").font(.headline)
                TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }))
                TextField("Team", text: Binding(get: { model.team }, set: { model.team = $0 }), prompt: Text("Team name"))
                SecureField("Password", text: Binding(get: { model.password }, set: { model.password = $0 }))
                TextField("Guild", text: Binding(get: { model.guild }, set: { model.guild = $0 }))
            }
            .textFieldStyle(.roundedBorder)
            .padding(16)
        }
    }

    private func render(_ events: [InputEvent.Kind]) throws -> RGBAImage {
        let size = CGSize(width: 280, height: 230)
        let rig = try SceneRig(width: Int(size.width), height: Int(size.height), assets: assets, scale: 1)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        let model = Model()
        let scene = ZStack {
            Color(white: 0.95)
            Form(model: model)
        }
        graph.update(scene, size: size)
        for event in events {
            graph.handle(InputEvent(event))
            graph.update(scene, size: size)
        }
        return try rig.render(graph.update(scene, size: size))
    }

    func testAFocusedFieldWithASelectionAPlaceholderAndBullets() throws {
        // Tab focuses the name field (caret at the end); Shift+Option+Left selects "Lovelace".
        let image = try render([.keyDown(.tab), .keyUp(.tab), .keyDown(.leftArrow, modifiers: [.shift, .option])])
        assertFrame(image, named: "text-field-form")
    }

    func testACaretAndAnUnderlinedComposition() throws {
        let tab = [InputEvent.Kind.keyDown(.tab), .keyUp(.tab)]
        let image = try render(tab + tab + tab + tab + [.textComposition("nihao")])
        assertFrame(image, named: "text-field-composing")
    }

    func testALongTextScrollsToKeepTheCaretInSight() throws {
        let image = try render([.keyDown(.tab), .keyUp(.tab), .text(", Countess of Lovelace, née Byron")])
        assertFrame(image, named: "text-field-scrolled")
    }
}
