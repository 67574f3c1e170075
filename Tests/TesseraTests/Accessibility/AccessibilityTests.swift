import Foundation
import XCTest

@testable import Tessera

/// SwiftUI code written for VoiceOver, as it appears in games' sources.
private struct ScoreBadge: View {
    let score: Int
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    var body: some View {
        HStack {
            Text("★").accessibilityHidden(true)
            Text("\(score)")
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Score")
        .accessibilityValue(Text("\(score) points"))
        .accessibilityHint(String("Your best run"))
        .accessibilityAddTraits([.isHeader, .updatesFrequently])
        .accessibilityAction(named: "Reset") {}
        .accessibility(identifier: "badge")
        .animation(reduceMotion ? nil : .default, value: score)
    }
}

final class AccessibilityTests: XCTestCase {
    func testAccessibilityModifiersLeaveLayoutUnchanged() {
        let plain = layout(
            HStack {
                Text("★"); Text("12")
            })
        let described = layout(ScoreBadge(score: 12))
        XCTAssertEqual(described.rootSize, plain.rootSize)
        XCTAssertEqual(described.frame(of: "badge")?.size, plain.rootSize, "the older identifier spelling names the view")
    }

    func testReduceMotionIsOffUnlessTheGameSetsIt() {
        XCTAssertFalse(EnvironmentValues().accessibilityReduceMotion)
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        XCTAssertTrue(environment.accessibilityReduceMotion)
    }

    func testTraitsFormASet() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        XCTAssertTrue(traits.contains(.isButton))
        traits.remove(.isButton)
        XCTAssertEqual(traits, .isSelected)
    }

    func testPreferredColorSchemeSetsTheSchemeBelow() {
        struct SchemeReader: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Color.clear.frame(width: scheme == .dark ? 20 : 10, height: 1).accessibilityIdentifier("probe") }
        }
        XCTAssertEqual(layout(SchemeReader().preferredColorScheme(.dark)).frame(of: "probe")?.width, 20)
        XCTAssertEqual(layout(SchemeReader().preferredColorScheme(nil)).frame(of: "probe")?.width, 10)
    }
}
