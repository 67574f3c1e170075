import Foundation
import XCTest

@testable import Tessera

private struct Level: Identifiable {
    let id: Int
}

/// A sheet's content: it dismisses itself through the environment.
private struct LevelSheet: View {
    let level: Level
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack {
            Text(isPresented ? "presented" : "not presented").accessibilityIdentifier(isPresented ? "presented" : "plain")
            Button("Close \(level.id)") { dismiss() }.accessibilityIdentifier("close")
        }
    }
}

private struct SheetScreen: View {
    let log: EventLog
    @State var level: Level?
    @State var showCover = false

    var body: some View {
        HStack {
            Button("Open 1") { level = Level(id: 1) }.accessibilityIdentifier("open")
            Button("Cover") { showCover = true }.accessibilityIdentifier("cover")
        }
        .sheet(item: $level, onDismiss: { log.log.append("dismissed") }) { level in
            LevelSheet(level: level)
        }
        .fullScreenCover(isPresented: $showCover) {
            Text("Cover").accessibilityIdentifier("coverText").interactiveDismissDisabled()
        }
    }
}

/// Sheets and covers: where they stand, `dismiss` in their environment, `onDismiss`, Escape,
/// and `interactiveDismissDisabled`.
final class SheetTests: XCTestCase {
    private func harness(_ log: EventLog) -> InputHarness<some View> {
        InputHarness(size: CGSize(width: 800, height: 600)) { _PresentationHost(SheetScreen(log: log)) }
    }

    func testSheetItemShowsACardAndDismissesThroughTheEnvironment() throws {
        let log = EventLog()
        let ui = harness(log)
        XCTAssertNil(ui.graph.frame(of: "close"))
        ui.graph.focus("open")
        ui.press(.return)
        XCTAssertNotNil(ui.graph.frame(of: "presented"))
        // Focus moved into the sheet.
        XCTAssertEqual(ui.graph.focusedIdentifier, "close")
        // The card is at most 540 × 620 points, 24 points inside the window: 540 × 552, centred.
        let close = try XCTUnwrap(ui.graph.frame(of: "close"))
        XCTAssertEqual(close.midX, 400, accuracy: 0.001)
        XCTAssertEqual(close.minY > 24 && close.maxY < 576, true)
        ui.press(.return)
        XCTAssertNil(ui.graph.frame(of: "close"))
        XCTAssertEqual(log.log, ["dismissed"])
        XCTAssertEqual(ui.graph.focusedIdentifier, "open")
    }

    func testEscapeDismissesASheet() {
        let log = EventLog()
        let ui = harness(log)
        ui.graph.focus("open")
        ui.press(.return)
        XCTAssertNotNil(ui.graph.frame(of: "close"))
        ui.press(.escape)
        XCTAssertNil(ui.graph.frame(of: "close"))
        XCTAssertEqual(log.log, ["dismissed"])
    }

    func testCoverFillsTheWindowAndKeepsEscapeWhenDismissIsDisabled() throws {
        let log = EventLog()
        let ui = harness(log)
        ui.graph.focus("cover")
        ui.press(.return)
        XCTAssertNotNil(ui.graph.frame(of: "coverText"))
        ui.press(.escape)
        XCTAssertNotNil(ui.graph.frame(of: "coverText"), "interactiveDismissDisabled keeps the cover up")
        // The cover takes the whole window: a click where the buttons were reaches nothing below.
        let open = try XCTUnwrap(ui.graph.frame(of: "open"))
        ui.click(CGPoint(x: open.midX, y: open.midY))
        XCTAssertNil(ui.graph.frame(of: "presented"))
    }
}
