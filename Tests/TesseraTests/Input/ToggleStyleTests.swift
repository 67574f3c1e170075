import Foundation
import XCTest

@testable import Tessera

/// A checkbox style as SwiftUI tutorials write one: a square that fills when on.
private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            RoundedRectangle(cornerRadius: 4)
                .fill(configuration.isOn ? Color.green : Color.gray)
                .frame(width: 20, height: 20)
                .accessibilityIdentifier(configuration.isOn ? "checked" : "unchecked")
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

final class ToggleStyleTests: XCTestCase {
    final class Settings {
        var sound = false
    }

    func testACustomStyleDrawsTheToggleAndFlipsItsBinding() {
        let settings = Settings()
        let isOn = Binding(get: { settings.sound }, set: { settings.sound = $0 })
        let h = InputHarness { Toggle("Sound", isOn: isOn).toggleStyle(CheckboxStyle()) }
        XCTAssertEqual(h.graph.frame(of: "unchecked")?.size, CGSize(width: 20, height: 20))
        h.click(10, 10)
        XCTAssertTrue(settings.sound)
        XCTAssertNotNil(h.graph.frame(of: "checked"))
    }

    func testLabelsHiddenLeavesTheSwitchAlone() {
        let isOn = Binding.constant(true)
        let labelled = layout(Toggle("A long label", isOn: isOn).fixedSize())
        let hidden = layout(Toggle("A long label", isOn: isOn).labelsHidden().fixedSize())
        // The switch (44) in the row's padding (12 each side); the label and spacer are gone.
        XCTAssertEqual(hidden.rootSize.width, 44 + 24)
        XCTAssertGreaterThan(labelled.rootSize.width, hidden.rootSize.width)
    }

    func testTheSwitchTakesTheTint() {
        func trackColor(_ view: some View) -> Color.Resolved? {
            layout(view).displayList.operations.compactMap { op -> Color.Resolved? in
                if case .fill(.roundedRect, let paint) = op, case .color(let c) = paint { return c }
                return nil
            }.first
        }
        let on = Binding.constant(true)
        XCTAssertEqual(trackColor(Toggle("x", isOn: on).tint(.orange)), Color.orange.resolve(colorScheme: .light))
        XCTAssertEqual(
            trackColor(Toggle("x", isOn: on).toggleStyle(SwitchToggleStyle(tint: .purple))), Color.purple.resolve(colorScheme: .light))
    }

    func testTheButtonStyleIsProminentWhileOn() {
        let settings = Settings()
        let isOn = Binding(get: { settings.sound }, set: { settings.sound = $0 })
        let h = InputHarness { Toggle("Sound", isOn: isOn).toggleStyle(.button) }
        h.press(.tab)
        h.press(.return)
        XCTAssertTrue(settings.sound)
    }

    func testSizeClassesAreRegularUnlessTheGameSetsThem() {
        XCTAssertEqual(EnvironmentValues().horizontalSizeClass, .regular)
        XCTAssertEqual(EnvironmentValues().verticalSizeClass, .regular)
    }
}
