import Foundation
import XCTest

@testable import Tessera

private struct DialogScreen: View {
    let log: EventLog
    let withCancel: Bool
    @State var isPresented = true

    var body: some View {
        Color.clear.frame(width: 10, height: 10)
            .confirmationDialog("Restart?", isPresented: $isPresented, titleVisibility: .visible) {
                Button("Restart", role: .destructive) { log.log.append("restart") }.accessibilityIdentifier("restart")
                Button("Restart All") { log.log.append("all") }.accessibilityIdentifier("all")
                if withCancel {
                    Button("Keep Playing", role: .cancel) { log.log.append("keep") }
                }
            }
    }
}

/// Confirmation dialogs: buttons at the bottom, Cancel apart (added when missing), Escape and a
/// click outside cancel.
final class ConfirmationDialogTests: XCTestCase {
    func testButtonsStackAtTheBottomWithCancelApart() throws {
        let log = EventLog()
        let ui = InputHarness(size: CGSize(width: 800, height: 600)) { _PresentationHost(DialogScreen(log: log, withCancel: true)) }
        let restart = try XCTUnwrap(ui.graph.frame(of: "restart"))
        let all = try XCTUnwrap(ui.graph.frame(of: "all"))
        // At most 400 points wide in the middle; 56-point rows (and a hairline), 8 points from
        // the bottom under the 56-point cancel card and an 8-point gap.
        XCTAssertEqual(restart.width, 400, accuracy: 0.001)
        XCTAssertEqual(restart.midX, 400, accuracy: 0.001)
        XCTAssertEqual(all.minY - restart.minY, 57, accuracy: 0.001)
        XCTAssertEqual(all.maxY, 600 - 8 - 56 - 8, accuracy: 0.001)
        // Focus is on the button without a role; Escape runs the cancel button's action.
        XCTAssertNotNil(ui.graph.focusedFrame)
        XCTAssertEqual(ui.graph.focusedFrame?.minY ?? 0, all.minY, accuracy: 0.001)
        ui.press(.escape)
        XCTAssertEqual(log.log, ["keep"])
        XCTAssertNil(ui.graph.frame(of: "restart"))
    }

    func testAClickOutsideCancelsAndACancelButtonIsAdded() throws {
        let log = EventLog()
        let ui = InputHarness { _PresentationHost(DialogScreen(log: log, withCancel: false)) }
        // The added Cancel card is the last focus target: Tab from the default button reaches it.
        ui.press(.tab)
        let cancel = try XCTUnwrap(ui.graph.focusedFrame)
        XCTAssertEqual(cancel.maxY, 300 - 8, accuracy: 0.001)
        ui.click(CGPoint(x: 5, y: 5))
        XCTAssertEqual(log.log, [])
        XCTAssertNil(ui.graph.frame(of: "restart"))
    }

    func testTheDestructiveButtonRunsAndDismisses() throws {
        let log = EventLog()
        let ui = InputHarness { _PresentationHost(DialogScreen(log: log, withCancel: true)) }
        let restart = try XCTUnwrap(ui.graph.frame(of: "restart"))
        ui.click(CGPoint(x: restart.midX, y: restart.midY))
        XCTAssertEqual(log.log, ["restart"])
        XCTAssertNil(ui.graph.frame(of: "restart"))
    }
}

private struct MissingDestination: View {
    @State var path: [Int] = [7]

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root").accessibilityIdentifier("root")
        }
    }
}

final class NavigationRobustnessTests: XCTestCase {
    func testAValueWithoutADestinationShowsAnEmptyScreenThatGoesBack() {
        let ui = InputHarness { MissingDestination() }
        XCTAssertNotNil(ui.graph.frame(of: "navigation.back"))
        ui.press(.escape)
        ui.graph.advanceAnimationTime(by: 1)
        ui.frame()
        XCTAssertNil(ui.graph.frame(of: "navigation.back"))
        XCTAssertNotNil(ui.graph.frame(of: "root"))
    }
}
