import Foundation
import XCTest

@testable import Tessera

/// Deleting list rows with the Delete key (`onDelete`), `deleteDisabled`, `EditButton`.
final class ListEditingTests: XCTestCase {
    final class Model {
        var items = ["Ada", "Grace", "Alan"]
    }

    func testDeleteOnTheFocusedRowCallsOnDeleteWithItsOffset() {
        let model = Model()
        var deleted: [IndexSet] = []
        let h = InputHarness(size: CGSize(width: 300, height: 400)) {
            List {
                ForEach(model.items, id: \.self) { Text($0) }
                    .onDelete { offsets in
                        deleted.append(offsets)
                        model.items.remove(atOffsets: offsets)
                    }
            }
            .font(ten)
        }
        h.press(.tab)
        h.press(.tab)
        XCTAssertTrue(h.press(.delete))
        XCTAssertEqual(deleted, [IndexSet(integer: 1)])
        XCTAssertEqual(model.items, ["Ada", "Alan"])
        XCTAssertEqual(textRuns(h.graph.displayList).count, 2)
    }

    func testDeleteWithNothingFocusedOrOnADisabledRowDoesNothing() {
        var deleted: [IndexSet] = []
        let h = InputHarness(size: CGSize(width: 300, height: 400)) {
            List {
                ForEach(["A", "B", "C"], id: \.self) { Text($0).deleteDisabled($0 == "A") }
                    .onDelete { deleted.append($0) }
            }
        }
        h.press(.delete)
        XCTAssertEqual(deleted, [], "nothing focused")
        // Row A cannot be deleted, so it takes no focus: Tab lands on B.
        h.press(.tab)
        h.press(.deleteForward)
        XCTAssertEqual(deleted, [IndexSet(integer: 1)])
    }

    func testSwipeActionsAndOnMoveAreAccepted() {
        let g = layout(
            List {
                ForEach(["A", "B"], id: \.self) { name in
                    Text(name).swipeActions(edge: .trailing, allowsFullSwipe: false) {
                        Button("Delete", role: .destructive) {}
                    }
                }
                .onMove { _, _ in }
            },
            in: CGSize(width: 300, height: 300))
        XCTAssertEqual(textRuns(g.displayList).count, 2)
    }

    func testEditButtonTogglesTheEnvironmentsEditMode() {
        var mode = EditMode.inactive
        let binding = Binding(get: { mode }, set: { mode = $0 })
        let h = InputHarness {
            EditButton().environment(\.editMode, binding).font(ten)
        }
        XCTAssertEqual(string(of: textRuns(h.graph.displayList)[0], in: h.graph.displayList), "Edit")
        h.press(.tab)
        h.press(.return)
        XCTAssertEqual(mode, .active)
        XCTAssertTrue(mode.isEditing)
        XCTAssertEqual(string(of: textRuns(h.graph.displayList)[0], in: h.graph.displayList), "Done")
    }

    func testEditButtonWithoutABindingKeepsItsOwnMode() {
        let h = InputHarness { EditButton().font(ten) }
        h.press(.tab)
        h.press(.return)
        XCTAssertEqual(string(of: textRuns(h.graph.displayList)[0], in: h.graph.displayList), "Done")
    }
}
