import Foundation
import XCTest

@testable import Tessera

/// A card of the uneven grid: a fixed frame at a fixed place in a top-leading ZStack.
private struct Card: View {
    let name: String
    let rect: CGRect

    var body: some View {
        Color.gray.frame(width: rect.width, height: rect.height).focusable().accessibilityIdentifier(name)
            .offset(x: rect.minX, y: rect.minY)
    }
}

/// Directional focus by geometry on a grid of uneven cards with gaps, sections, skipping, and
/// focus following views that go.
final class FocusNavigationTests: XCTestCase {
    /// The grid (points):
    ///
    ///     A  0…100 × 0…60      B 130…190 × 0…60     C 220…340 × 10…50
    ///     D  0…60 × 90…190     E  90…240 × 120…170  F 280…340 × 90…150
    ///     G 100…340 × 220…260
    static let cards: [(String, CGRect)] = [
        ("A", CGRect(x: 0, y: 0, width: 100, height: 60)),
        ("B", CGRect(x: 130, y: 0, width: 60, height: 60)),
        ("C", CGRect(x: 220, y: 10, width: 120, height: 40)),
        ("D", CGRect(x: 0, y: 90, width: 60, height: 100)),
        ("E", CGRect(x: 90, y: 120, width: 150, height: 50)),
        ("F", CGRect(x: 280, y: 90, width: 60, height: 60)),
        ("G", CGRect(x: 100, y: 220, width: 240, height: 40)),
    ]

    /// Worked out by hand from the rule in FocusGeometry: candidates whose near edge is past the
    /// far edge; those overlapping across the move first, nearest first; then by the distance
    /// between frames; ties by the offset between centres. (Equal to the start: no move.)
    static let expected: [String: (right: String, left: String, down: String, up: String)] = [
        // A: right B (overlap, gap 30) before C (gap 120); down D (gap 30) before E (gap 60).
        "A": ("B", "A", "D", "A"),
        // B: left A (overlap) over D (no overlap); down E (overlaps 130…190) before G (gap 160).
        "B": ("C", "A", "E", "B"),
        // C: left B (gap 30) before A (gap 120); down F (gap 40) before E (70) and G (170).
        "C": ("C", "B", "F", "C"),
        // D: right E (overlaps 120…170, gap 30) before F (gap 220); down G alone (no overlap).
        "D": ("E", "D", "G", "A"),
        // E: up A and B both gap 60 and overlap; B's centre is 5 from E's, A's 115.
        "E": ("F", "D", "G", "B"),
        // F: left E (gap 40) before D (gap 220); up C (overlap); down G.
        "F": ("F", "E", "G", "C"),
        // G: left A (distance 160) or D (distance 50): D; up E (gap 50) before F (70), B, C.
        "G": ("G", "D", "G", "E"),
    ]

    private func grid() -> InputHarness<some View> {
        InputHarness {
            ZStack(alignment: .topLeading) {
                ForEach(Self.cards, id: \.0) { card in Card(name: card.0, rect: card.1) }
            }
        }
    }

    func testFramesAreAsWorkedOut() {
        let h = grid()
        for (name, rect) in Self.cards { XCTAssertEqual(h.graph.frame(of: name), rect, name) }
    }

    func testEveryCardEveryDirection() {
        let h = grid()
        let keys: [(Key, KeyPath<(right: String, left: String, down: String, up: String), String>)] = [
            (.rightArrow, \.right), (.leftArrow, \.left), (.downArrow, \.down), (.upArrow, \.up),
        ]
        for (start, _) in Self.cards {
            for (key, path) in keys {
                XCTAssertTrue(h.graph.focus(start))
                h.frame()
                XCTAssertEqual(h.graph.focusedIdentifier, start)
                XCTAssertTrue(h.press(key))
                XCTAssertEqual(h.graph.focusedIdentifier, Self.expected[start]![keyPath: path], "\(start) \(key)")
            }
        }
    }

    func testGamepadDpadMovesLikeArrows() {
        let h = grid()
        h.graph.focus("A")
        h.press(.dpadRight)
        h.press(.dpadDown)
        h.press(.dpadRight)
        h.press(.dpadUp)
        XCTAssertEqual(h.graph.focusedIdentifier, "C", "A → B → E → F → C")
    }

    func testTabFollowsLayoutOrderAndWraps() {
        let h = grid()
        var order: [String] = []
        for _ in 0..<8 {
            h.press(.tab)
            order.append(h.graph.focusedIdentifier ?? "-")
        }
        XCTAssertEqual(order, ["A", "B", "C", "D", "E", "F", "G", "A"])
        h.press(.tab, modifiers: .shift)
        XCTAssertEqual(h.graph.focusedIdentifier, "G")
    }

    func testFocusSectionTakesMovesPointingAtIt() {
        // From L (0…100 × 0…40) right: X (150…250 × 300…340) is nearer than R (400…500 ×
        // 300…340) by frame distance, but R's section spans 0…400 down and overlaps L.
        func scene(sectioned: Bool) -> some View {
            ZStack(alignment: .topLeading) {
                Card(name: "L", rect: CGRect(x: 0, y: 0, width: 100, height: 40))
                Card(name: "X", rect: CGRect(x: 150, y: 300, width: 100, height: 40))
                ZStack(alignment: .topLeading) {
                    Color.clear.frame(width: 200, height: 400)
                    Card(name: "R", rect: CGRect(x: 0, y: 300, width: 100, height: 40))
                }
                .modifier(SectionIf(enabled: sectioned))
                .offset(x: 400)
            }
        }
        let plain = InputHarness(size: CGSize(width: 700, height: 500)) { scene(sectioned: false) }
        plain.graph.focus("L")
        plain.press(.rightArrow)
        XCTAssertEqual(plain.graph.focusedIdentifier, "X")
        let sectioned = InputHarness(size: CGSize(width: 700, height: 500)) { scene(sectioned: true) }
        sectioned.graph.focus("L")
        sectioned.press(.rightArrow)
        XCTAssertEqual(sectioned.graph.focusedIdentifier, "R")
    }

    func testHiddenDisabledAndClippedViewsAreSkipped() {
        for variant in 0..<4 {
            let h = InputHarness {
                HStack(spacing: 10) {
                    Color.red.frame(width: 50, height: 50).focusable().accessibilityIdentifier("a")
                    Group {
                        switch variant {
                        case 0: Color.red.frame(width: 50, height: 50).focusable().accessibilityIdentifier("b").hidden()
                        case 1: Color.red.frame(width: 50, height: 50).focusable().accessibilityIdentifier("b").disabled(true)
                        case 2: Color.red.frame(width: 50, height: 50).focusable().accessibilityIdentifier("b").opacity(0)
                        default:
                            Color.red.frame(width: 50, height: 50).focusable().accessibilityIdentifier("b").offset(x: 0, y: 80)
                                .frame(width: 50, height: 50).clipped()
                        }
                    }
                    Color.red.frame(width: 50, height: 50).focusable().accessibilityIdentifier("c")
                }
            }
            h.graph.focus("a")
            h.press(.rightArrow)
            XCTAssertEqual(h.graph.focusedIdentifier, "c", "variant \(variant)")
            XCTAssertFalse(h.graph.focus("b"), "variant \(variant)")
        }
    }

    func testFocusMovesToTheNearestViewWhenTheFocusedOneGoes() {
        var showsB = true
        let h = InputHarness {
            ZStack(alignment: .topLeading) {
                Card(name: "A", rect: CGRect(x: 0, y: 0, width: 50, height: 50))
                if showsB { Card(name: "B", rect: CGRect(x: 200, y: 0, width: 50, height: 50)) }
                Card(name: "C", rect: CGRect(x: 300, y: 0, width: 50, height: 50))
            }
        }
        h.graph.focus("B")
        h.frame()
        showsB = false
        h.frame()
        XCTAssertEqual(h.graph.focusedIdentifier, "C", "C (100 away) is nearer than A (200)")
    }

    func testFocusLeavesAViewThatIsHiddenOrDisabled() {
        for change in ["hidden", "disabled"] {
            var changed = false
            let h = InputHarness {
                HStack(spacing: 100) {
                    Color.red.frame(width: 50, height: 50).focusable().accessibilityIdentifier("a")
                    Color.red.frame(width: 50, height: 50).focusable().accessibilityIdentifier("b")
                        .opacity(changed && change == "hidden" ? 0 : 1).disabled(changed && change == "disabled")
                    Color.red.frame(width: 50, height: 50).focusable().accessibilityIdentifier("c").padding(.leading, 50)
                }
            }
            h.graph.focus("b")
            h.frame()
            h.frame()
            XCTAssertEqual(h.graph.focusedIdentifier, "b", change)
            changed = true
            h.frame()
            XCTAssertEqual(h.graph.focusedIdentifier, "a", "\(change): a is 150 away, c 200")
        }
    }

    func testIsFocusedAndContainsFocusPreference() {
        struct Tile: View {
            @Environment(\.isFocused) var isFocused
            var body: some View { Color.red.frame(width: isFocused ? 80 : 50, height: 50).accessibilityIdentifier("tile") }
        }
        var reported: [Bool] = []
        let h = InputHarness {
            VStack { Tile().focusable() }.onPreferenceChange(ContainsFocusPreferenceKey.self) { reported.append($0) }
        }
        XCTAssertEqual(h.graph.frame(of: "tile")?.width, 50)
        h.press(.tab)
        XCTAssertEqual(h.graph.frame(of: "tile")?.width, 80)
        XCTAssertEqual(reported.last, true)
    }

    func testFocusStateFollowsAndDrivesFocus() {
        enum Field: Hashable { case first, second }
        final class Box { var binding: FocusState<Field?>.Binding? }
        let box = Box()
        struct Form: View {
            let box: Box
            @FocusState var field: Field?
            var body: some View {
                let _ = (box.binding = $field)
                HStack {
                    Color.red.frame(width: 50, height: 50).focusable().focused($field, equals: .first).accessibilityIdentifier("first")
                    Color.red.frame(width: 50, height: 50).focusable().focused($field, equals: .second).accessibilityIdentifier("second")
                }
                .defaultFocus($field, .second)
            }
        }
        let h = InputHarness { Form(box: box) }
        XCTAssertNil(box.binding?.wrappedValue)
        h.press(.tab)
        XCTAssertEqual(h.graph.focusedIdentifier, "second", "defaultFocus")
        XCTAssertEqual(box.binding?.wrappedValue, .second)
        h.press(.leftArrow)
        XCTAssertEqual(box.binding?.wrappedValue, .first, "moving focus sets the state")
        box.binding?.wrappedValue = .second
        h.frame()
        XCTAssertEqual(h.graph.focusedIdentifier, "second", "setting the state moves focus")
        box.binding?.wrappedValue = nil
        h.frame()
        XCTAssertNil(h.graph.focusedIdentifier)
    }

    func testStateSurvivesFocusMoves() {
        struct Clicker: View {
            let name: String
            @State private var count = 0
            var body: some View {
                Button("\(name) \(count)") { count += 1 }.accessibilityIdentifier(name)
            }
        }
        let h = InputHarness {
            HStack {
                Clicker(name: "a"); Clicker(name: "b")
            }
        }
        h.press(.tab)
        h.press(.return)
        h.press(.return)
        h.press(.rightArrow)
        h.press(.leftArrow)
        h.press(.return)
        let texts = h.graph.current.tables.texts.map { $0.string }
        XCTAssertTrue(texts.contains("a 3"), "\(texts)")
    }
}

/// `focusSection()` when enabled (so one scene can be built both ways).
private struct SectionIf: ViewModifier {
    let enabled: Bool
    func body(content: Content) -> some View {
        if enabled { content.focusSection() } else { content }
    }
}
