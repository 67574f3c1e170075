import Foundation
import XCTest

@testable import Tessera

/// A stack bound to a path of level numbers; the path is copied to `log` when it changes.
private struct LevelStack: View {
    let log: EventLog
    @State var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Options") {}.accessibilityIdentifier("options")
                NavigationLink("Level 3", value: 3).accessibilityIdentifier("level3")
                NavigationLink("Credits") { Credits() }.accessibilityIdentifier("credits")
            }
            .navigationTitle("Levels")
            .navigationDestination(for: Int.self) { level in
                LevelScreen(level: level)
            }
        }
        .onChange(of: path) { _, path in log.log.append("path \(path)") }
    }
}

private struct LevelScreen: View {
    let level: Int

    var body: some View {
        VStack {
            Text("Level \(level)").accessibilityIdentifier("level.\(level)")
            NavigationLink("Next", value: level + 1).accessibilityIdentifier("next.\(level)")
        }
        .navigationTitle("Level \(level)")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Hint") {}.accessibilityIdentifier("hint") }
        }
    }
}

private struct Credits: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }.accessibilityIdentifier("done")
            .navigationBarTitleDisplayMode(.inline)
    }
}

/// Navigation stacks: pushing by value with a path binding and by destination, the title bar
/// and back control, going back with Escape, B, the control or `dismiss`, and focus moving in
/// and back.
final class NavigationStackTests: XCTestCase {
    private func harness(_ log: EventLog) -> InputHarness<some View> {
        InputHarness(size: CGSize(width: 400, height: 300)) { LevelStack(log: log) }
    }

    /// Lets the slide finish.
    private func settle<C: View>(_ ui: InputHarness<C>) {
        ui.graph.advanceAnimationTime(by: 1)
        ui.frame()
    }

    func testValueLinkPushesOntoTheBoundPathAndEscapeGoesBack() throws {
        let log = EventLog()
        let ui = harness(log)
        XCTAssertNil(ui.graph.frame(of: "navigation.back"), "the root has no back control")
        ui.graph.focus("level3")
        ui.press(.return)
        settle(ui)
        XCTAssertEqual(log.log, ["path [3]"])
        XCTAssertNotNil(ui.graph.frame(of: "level.3"))
        // Focus moved into the pushed screen, onto its first control.
        XCTAssertEqual(ui.graph.focusedIdentifier, "next.3")
        ui.press(.tab)
        ui.press(.tab)
        XCTAssertTrue(["next.3", "hint", "navigation.back"].contains(ui.graph.focusedIdentifier ?? "nil"))
        XCTAssertFalse(["options", "level3", "credits"].contains(ui.graph.focusedIdentifier ?? "nil"))
        ui.graph.focus("next.3")
        ui.press(.return)
        settle(ui)
        XCTAssertEqual(log.log, ["path [3]", "path [3, 4]"])
        ui.press(.escape)
        settle(ui)
        XCTAssertEqual(log.log.last, "path [3]")
        XCTAssertNil(ui.graph.frame(of: "level.4"))
        // Focus came back to the link that pushed level 4.
        XCTAssertEqual(ui.graph.focusedIdentifier, "next.3")
        ui.press(.b)
        settle(ui)
        XCTAssertEqual(log.log.last, "path []")
        XCTAssertEqual(ui.graph.focusedIdentifier, "level3")
        XCTAssertNil(ui.graph.frame(of: "level.3"))
    }

    func testTitleBarBackControlAndToolbarItem() throws {
        let log = EventLog()
        let ui = harness(log)
        ui.graph.focus("level3")
        ui.press(.return)
        settle(ui)
        let back = try XCTUnwrap(ui.graph.frame(of: "navigation.back"))
        let hint = try XCTUnwrap(ui.graph.frame(of: "hint"))
        let level = try XCTUnwrap(ui.graph.frame(of: "level.3"))
        // The back control sits at the leading end of the 44-point bar, the item at the trailing
        // end; the screen's content is centred in what is left below the bar.
        XCTAssertEqual(back.minX, 16, accuracy: 0.001)
        XCTAssertEqual(back.midY, 22, accuracy: 0.001)
        XCTAssertEqual(hint.maxX, 384, accuracy: 0.001)
        XCTAssertEqual(hint.midY, 22, accuracy: 0.001)
        XCTAssertGreaterThan(level.minY, 44)
        // Clicking the back control goes back.
        ui.click(CGPoint(x: back.midX, y: back.midY))
        settle(ui)
        XCTAssertEqual(log.log.last, "path []")
    }

    func testRootHasALargeTitleAndItsContentSitsBelowIt() throws {
        let log = EventLog()
        let ui = harness(log)
        let options = try XCTUnwrap(ui.graph.frame(of: "options"))
        let credits = try XCTUnwrap(ui.graph.frame(of: "credits"))
        // 44-point bar and 52-point large title: the content is centred in 96…300.
        XCTAssertEqual((options.minY + credits.maxY) / 2, 198, accuracy: 0.001)
    }

    func testDestinationLinkPushesAViewThatDismissesItself() throws {
        let log = EventLog()
        let ui = harness(log)
        ui.graph.focus("credits")
        ui.press(.return)
        settle(ui)
        let done = try XCTUnwrap(ui.graph.frame(of: "done"))
        // An inline title: the content is centred below the 44-point bar.
        XCTAssertEqual(done.midY, (44 + 300) / 2, accuracy: 0.001)
        XCTAssertEqual(log.log, [], "a destination link leaves the path alone")
        ui.graph.focus("done")
        ui.press(.return)
        settle(ui)
        XCTAssertNil(ui.graph.frame(of: "done"))
        XCTAssertEqual(ui.graph.focusedIdentifier, "credits")
    }

    func testAPushedScreenSlidesIn() throws {
        let log = EventLog()
        let ui = harness(log)
        ui.graph.focus("level3")
        ui.press(.return)
        ui.graph.advanceAnimationTime(by: 0.1)
        ui.frame()
        XCTAssertTrue(ui.graph.isAnimating)
        func offsets() -> [CGFloat] {
            ui.graph.displayList.operations.compactMap { if case .pushTransform(let t) = $0, t.tx > 0 { t.tx } else { nil } }
        }
        let sliding = offsets()
        XCTAssertTrue(sliding.contains { $0 > 10 && $0 < 400 }, "part way in from the trailing edge: \(sliding)")
        settle(ui)
        XCTAssertFalse(ui.graph.isAnimating)
        XCTAssertEqual(offsets(), [])
    }
}

/// `NavigationPath`, `navigationDestination(isPresented:)` and `NavigationView`.
private struct PathStack: View {
    let log: EventLog
    @State var path = NavigationPath()
    @State var showHelp = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Push") { path.append("tutorial") }.accessibilityIdentifier("push")
                Button("Help") { showHelp = true }.accessibilityIdentifier("help")
            }
            .navigationDestination(for: String.self) { name in Text(name).accessibilityIdentifier("screen.\(name)") }
            .navigationDestination(isPresented: $showHelp) { Text("Help").accessibilityIdentifier("helpScreen") }
        }
        .onChange(of: showHelp) { _, shown in log.log.append("help \(shown)") }
    }
}

private struct NavigationPathStack: View {
    @State var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Button("Push") { path.append("tutorial") }.accessibilityIdentifier("push")
                .navigationDestination(for: String.self) { name in
                    Button("Pop") { path.removeLast() }.accessibilityIdentifier("pop.\(name)")
                }
        }
    }
}

final class NavigationPathTests: XCTestCase {
    private func settle<C: View>(_ ui: InputHarness<C>) {
        ui.graph.advanceAnimationTime(by: 1)
        ui.frame()
    }

    func testNavigationPathPushesAndPops() {
        let ui = InputHarness { NavigationPathStack() }
        ui.graph.focus("push")
        ui.press(.return)
        settle(ui)
        XCTAssertNotNil(ui.graph.frame(of: "pop.tutorial"))
        ui.graph.focus("pop.tutorial")
        ui.press(.return)
        settle(ui)
        XCTAssertNil(ui.graph.frame(of: "pop.tutorial"))
    }

    func testPresentedDestinationFollowsItsBinding() {
        let log = EventLog()
        let ui = InputHarness { PathStack(log: log) }
        ui.graph.focus("help")
        ui.press(.return)
        settle(ui)
        XCTAssertNotNil(ui.graph.frame(of: "helpScreen"))
        ui.press(.escape)
        settle(ui)
        XCTAssertNil(ui.graph.frame(of: "helpScreen"))
        XCTAssertEqual(log.log, ["help true", "help false"])
    }

    func testNavigationPathBasics() {
        var path = NavigationPath([1, 2, 3])
        path.append("four")
        XCTAssertEqual(path.count, 4)
        path.removeLast(2)
        XCTAssertEqual(path.count, 2)
        path.removeLast(10)
        XCTAssertTrue(path.isEmpty)
        path.removeLast(-1)
        XCTAssertTrue(path.isEmpty)
    }
}
