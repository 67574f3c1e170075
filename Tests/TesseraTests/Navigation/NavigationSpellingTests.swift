import Foundation
import XCTest

@testable import Tessera

/// SwiftUI code as people write it, older spellings included: it compiles and behaves.
private struct OldStyleMenu: View {
    @State private var showOptions = false
    @State private var showHelp = false
    @State private var pendingDelete: String?
    @State private var cover: Slot?

    struct Slot: Identifiable {
        let id: Int
    }

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: OldStyleDetail()) { Text("Detail") }.accessibilityIdentifier("detail")
                Button("Options") { showOptions = true }.accessibilityIdentifier("optionsButton")
                Button("Delete") { pendingDelete = "slot 1" }.accessibilityIdentifier("deleteButton")
            }
            .navigationBarTitle("Menu", displayMode: .inline)
            .navigationBarItems(trailing: Button("Help") { showHelp = true }.accessibilityIdentifier("help"))
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("One") {}.accessibilityIdentifier("one")
                    Button("Two") {}
                }
            }
            .popover(isPresented: $showHelp) { Text("Help").accessibilityIdentifier("helpText") }
            .confirmationDialog("Delete?", isPresented: $showOptions, titleVisibility: .hidden) {
                Button("Reset", role: .destructive) {}.accessibilityIdentifier("reset")
            }
            .confirmationDialog(
                "Delete?", isPresented: .constant(pendingDelete != nil), presenting: pendingDelete
            ) { name in
                Button("Delete \(name)", role: .destructive) { pendingDelete = nil }.accessibilityIdentifier("deleteNamed")
            } message: { name in
                Text("\(name) is lost.")
            }
            .fullScreenCover(item: $cover) { slot in Text("Slot \(slot.id)") }
        }
        .navigationViewStyle(.stack)
    }
}

private struct OldStyleDetail: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }.accessibilityIdentifier("close")
            .navigationBarTitle(Text("Detail"))
            .navigationBarBackButtonHidden(true)
            .toolbar { Button("Share") {}.accessibilityIdentifier("share") }
    }
}

private struct HiddenBar: View {
    var body: some View {
        NavigationStack {
            Color.red.accessibilityIdentifier("full")
                .toolbar(.hidden, for: .navigationBar)
        }
    }
}

final class NavigationSpellingTests: XCTestCase {
    private func settle<C: View>(_ ui: InputHarness<C>) {
        ui.graph.advanceAnimationTime(by: 1)
        ui.frame()
    }

    func testOlderSpellingsWork() throws {
        let ui = InputHarness { _PresentationHost(OldStyleMenu()) }
        // navigationBarItems(trailing:) puts Help at the trailing end of the bar; the bottom bar
        // holds its group.
        let help = try XCTUnwrap(ui.graph.frame(of: "help"))
        XCTAssertEqual(help.maxX, 384, accuracy: 0.001)
        let one = try XCTUnwrap(ui.graph.frame(of: "one"))
        XCTAssertEqual(one.midY, 300 - 22, accuracy: 0.001)
        // A popover shows as a sheet.
        ui.click(CGPoint(x: help.midX, y: help.midY))
        XCTAssertNotNil(ui.graph.frame(of: "helpText"))
        ui.press(.escape)
        XCTAssertNil(ui.graph.frame(of: "helpText"))
        // A dialog presenting data.
        ui.graph.focus("deleteButton")
        ui.press(.return)
        XCTAssertNotNil(ui.graph.frame(of: "deleteNamed"))
        ui.press(.return)
        XCTAssertNil(ui.graph.frame(of: "deleteNamed"))
        // A destination link, closed through presentationMode; no back control when hidden.
        ui.graph.focus("detail")
        ui.press(.return)
        settle(ui)
        XCTAssertNotNil(ui.graph.frame(of: "share"))
        XCTAssertNil(ui.graph.frame(of: "navigation.back"))
        ui.graph.focus("close")
        ui.press(.return)
        settle(ui)
        XCTAssertNil(ui.graph.frame(of: "close"))
    }

    func testHiddenNavigationBarLeavesTheWholeScreen() {
        let ui = InputHarness { HiddenBar() }
        XCTAssertEqual(ui.graph.frame(of: "full"), CGRect(x: 0, y: 0, width: 400, height: 300))
    }
}
