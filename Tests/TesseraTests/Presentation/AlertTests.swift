import Foundation
import XCTest

@testable import Tessera

/// A screen with a button deep inside that shows an alert; the alert's buttons log.
private struct AlertScreen: View {
    let log: EventLog
    @State var isPresented = false

    var body: some View {
        VStack {
            Text("Score")
            HStack {
                Button("Other") { log.log.append("other") }.accessibilityIdentifier("other")
                Button("Quit") { isPresented = true }.accessibilityIdentifier("quit")
                    .alert("Quit the game?", isPresented: $isPresented) {
                        Button("Cancel", role: .cancel) { log.log.append("cancel") }.accessibilityIdentifier("cancel")
                        Button("Quit", role: .destructive) { log.log.append("quit") }.accessibilityIdentifier("confirm")
                        Button("Save and Quit") { log.log.append("save") }.accessibilityIdentifier("save")
                    } message: {
                        Text("Progress since the last save is lost.")
                    }
            }
        }
        .frame(width: 200, height: 100)
    }
}

/// Alerts: shown over the whole window from any depth, buttons act then dismiss, Escape and B
/// run the cancel button, Return the default one, focus stays inside and comes back.
final class AlertTests: XCTestCase {
    private func harness(_ log: EventLog) -> InputHarness<some View> {
        InputHarness { _PresentationHost(AlertScreen(log: log), alignment: .topLeading) }
    }

    func testAlertIsCentredInTheWindowWithStackedButtons() throws {
        let log = EventLog()
        let ui = harness(log)
        XCTAssertNil(ui.graph.frame(of: "confirm"))
        ui.graph.focus("quit")
        ui.press(.return)
        let cancel = try XCTUnwrap(ui.graph.frame(of: "cancel"))
        let confirm = try XCTUnwrap(ui.graph.frame(of: "confirm"))
        let save = try XCTUnwrap(ui.graph.frame(of: "save"))
        // 270 points wide, centred in the 400-point window: three buttons stack, 44 points apart.
        XCTAssertEqual(cancel.minX, 65, accuracy: 0.001)
        XCTAssertEqual(cancel.width, 270, accuracy: 0.001)
        XCTAssertEqual(confirm.minY - cancel.minY, 45, accuracy: 0.001)  // a 1-point hairline and a 44-point row
        XCTAssertEqual(save.minY - confirm.minY, 45, accuracy: 0.001)
        // The card is 265 points tall (a 130-point title and message with the mock font, three
        // rows), centred in the 300-point window: 17.5…282.5.
        XCTAssertEqual(cancel.minY, 147.5, accuracy: 0.001)
        XCTAssertEqual(save.maxY, 282.5, accuracy: 0.001)
    }

    func testEscapeRunsTheCancelButtonAndDismisses() throws {
        let log = EventLog()
        let ui = harness(log)
        ui.graph.focus("quit")
        ui.press(.return)
        XCTAssertNotNil(ui.graph.frame(of: "confirm"))
        ui.press(.escape)
        XCTAssertEqual(log.log, ["cancel"])
        XCTAssertNil(ui.graph.frame(of: "confirm"))
        // Focus comes back to the button that showed the alert.
        XCTAssertEqual(ui.graph.focusedIdentifier, "quit")
    }

    func testGamepadBCancelsToo() {
        let log = EventLog()
        let ui = harness(log)
        ui.graph.focus("quit")
        ui.press(.a)
        XCTAssertNotNil(ui.graph.frame(of: "confirm"))
        ui.press(.b)
        XCTAssertEqual(log.log, ["cancel"])
        XCTAssertNil(ui.graph.frame(of: "confirm"))
    }

    func testReturnActivatesTheDefaultButtonThenDismisses() {
        let log = EventLog()
        let ui = harness(log)
        ui.graph.focus("quit")
        ui.press(.return)
        // Focus lands on the button without a role, not on Cancel, which comes first.
        XCTAssertEqual(ui.graph.focusedIdentifier, "save")
        ui.press(.return)
        XCTAssertEqual(log.log, ["save"])
        XCTAssertNil(ui.graph.frame(of: "save"))
    }

    func testClickingAButtonRunsItsActionAndDismisses() throws {
        let log = EventLog()
        let ui = harness(log)
        ui.graph.focus("quit")
        ui.press(.return)
        let confirm = try XCTUnwrap(ui.graph.frame(of: "confirm"))
        ui.click(CGPoint(x: confirm.midX, y: confirm.midY))
        XCTAssertEqual(log.log, ["quit"])
        XCTAssertNil(ui.graph.frame(of: "confirm"))
    }

    func testFocusAndClicksStayInsideTheAlert() throws {
        let log = EventLog()
        let ui = harness(log)
        let other = try XCTUnwrap(ui.graph.frame(of: "other"))
        ui.graph.focus("quit")
        ui.press(.return)
        var seen: Set<String> = []
        for _ in 0..<6 {
            ui.press(.tab)
            seen.insert(ui.graph.focusedIdentifier ?? "nil")
        }
        XCTAssertEqual(seen, ["cancel", "confirm", "save"])
        for key in [Key.leftArrow, .upArrow, .upArrow, .leftArrow] {
            ui.press(key)
            XCTAssertTrue(["cancel", "confirm", "save"].contains(ui.graph.focusedIdentifier ?? "nil"))
        }
        // The dimmed screen takes the click meant for the button below.
        ui.click(CGPoint(x: other.midX, y: other.midY))
        XCTAssertEqual(log.log, [])
        XCTAssertNotNil(ui.graph.frame(of: "confirm"))
    }
}

/// Two buttons side by side, and the `Alert` value of the older API.
private struct TwoButtonAlert: View {
    let log: EventLog
    @State var isPresented = true

    var body: some View {
        Color.clear.frame(width: 10, height: 10)
            .alert(isPresented: $isPresented) {
                Alert(
                    title: Text("Reset?"), message: Text("All stars are lost."),
                    primaryButton: .destructive(Text("Reset")) { log.log.append("reset") },
                    secondaryButton: .cancel { log.log.append("cancel") })
            }
    }
}

/// `alert(item:)`: shown while the item is set, one per item.
private struct ItemAlert: View {
    struct Level: Identifiable {
        let id: Int
    }
    let log: EventLog
    @State var level: Level? = Level(id: 3)

    var body: some View {
        Color.clear.frame(width: 10, height: 10)
            .alert(item: $level) { level in
                Alert(title: Text("Level \(level.id)"), dismissButton: .default(Text("Play")) { log.log.append("play \(level.id)") })
            }
    }
}

final class AlertValueTests: XCTestCase {
    func testTwoButtonsStandSideBySide() throws {
        let log = EventLog()
        let ui = InputHarness { _PresentationHost(TwoButtonAlert(log: log)) }
        // Focus moves into the alert at once, onto Reset (no button without a role): half the width.
        let reset = try XCTUnwrap(ui.graph.focusedFrame)
        XCTAssertEqual(reset.width, 135, accuracy: 0.001)
        XCTAssertEqual(reset.minX, 65, accuracy: 0.001)
        ui.press(.escape)
        XCTAssertEqual(log.log, ["cancel"])
    }

    func testItemAlertClearsTheItem() {
        let log = EventLog()
        let ui = InputHarness { _PresentationHost(ItemAlert(log: log)) }
        ui.press(.return)  // focus is on Play, the only button
        XCTAssertEqual(log.log, ["play 3"])
        ui.press(.return)
        XCTAssertEqual(log.log, ["play 3"])
    }
}
