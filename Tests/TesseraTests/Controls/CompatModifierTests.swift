import Foundation
import XCTest

@testable import Tessera

/// SwiftUI spellings real game code writes: context menus, symbol effects, iOS 14's
/// `onChange(of:perform:)` and navigation links in list rows.
final class CompatModifierTests: XCTestCase {
    func testALongPressOpensTheContextMenuBelowTheViewAndAnItemRunsAndClosesIt() {
        let log = EventLog()
        let h = InputHarness(size: CGSize(width: 400, height: 300)) {
            VStack(alignment: .leading) {
                // As a minesweeper cell writes it: a tap reveals, the context menu flags.
                Color.red.frame(width: 100, height: 40)
                    .onTapGesture { log.log.append("tap") }
                    .contextMenu {
                        Button("Flag") { log.log.append("flag") }
                        Button("Reveal", systemImage: "eye") { log.log.append("reveal") }
                    }
                    .accessibilityIdentifier("cell")
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        // A tap is still a tap.
        h.click(50, 20)
        XCTAssertEqual(log.log, ["tap"])
        XCTAssertNil(h.graph.frame(of: "MenuPopup"))
        // Half a second's press opens the menu under the view, as Menu's popup.
        h.send(.pointerDown(CGPoint(x: 50, y: 20)))
        h.advance(0.3)
        XCTAssertNil(h.graph.frame(of: "MenuPopup"))
        h.advance(0.3)
        h.send(.pointerUp(CGPoint(x: 50, y: 20)))
        XCTAssertEqual(log.log, ["tap"], "the long press is not a tap")
        guard let cell = h.graph.frame(of: "cell"), let popup = h.graph.frame(of: "MenuPopup") else {
            return XCTFail("the context menu did not open")
        }
        XCTAssertEqual(popup.minY, cell.maxY + 4)
        XCTAssertEqual(popup.minX, cell.minX)
        XCTAssertEqual(popup.width, 250)
        XCTAssertEqual(popup.height, 89, accuracy: 0.5, "two 44-point rows and a hairline")
        // The second row runs and closes the menu.
        h.click(popup.midX, popup.maxY - 22)
        XCTAssertEqual(log.log, ["tap", "reveal"])
        XCTAssertNil(h.graph.frame(of: "MenuPopup"))
        // Escape closes an open menu without running anything.
        h.send(.pointerDown(CGPoint(x: 50, y: 20)))
        h.advance(0.6)
        h.send(.pointerUp(CGPoint(x: 50, y: 20)))
        XCTAssertNotNil(h.graph.frame(of: "MenuPopup"))
        h.press(.escape)
        XCTAssertNil(h.graph.frame(of: "MenuPopup"))
        XCTAssertEqual(log.log, ["tap", "reveal"])
    }

    func testAnEmptyOrNilContextMenuNeverOpensAndThePreviewShowsAboveTheMenu() {
        let showsMenu = false
        let menu = ContextMenu { Button("Flag") {} }
        let h = InputHarness(size: CGSize(width: 400, height: 400)) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 40).contextMenu(showsMenu ? menu : nil).accessibilityIdentifier("nil")
                Color.green.frame(width: 100, height: 40).contextMenu {}.accessibilityIdentifier("empty")
                Color.blue.frame(width: 100, height: 40)
                    .contextMenu {
                        Button("Share") {}
                    } preview: {
                        Color.orange.frame(width: 120, height: 60).accessibilityIdentifier("preview")
                    }
                    .accessibilityIdentifier("withPreview")
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        for y: CGFloat in [20, 60] {
            h.send(.pointerDown(CGPoint(x: 50, y: y)))
            h.advance(0.6)
            h.send(.pointerUp(CGPoint(x: 50, y: y)))
            XCTAssertNil(h.graph.frame(of: "MenuPopup"), "y \(y)")
        }
        h.send(.pointerDown(CGPoint(x: 50, y: 100)))
        h.advance(0.6)
        h.send(.pointerUp(CGPoint(x: 50, y: 100)))
        guard let view = h.graph.frame(of: "withPreview"), let preview = h.graph.frame(of: "preview"),
            let popup = h.graph.frame(of: "MenuPopup")
        else { return XCTFail("the menu with a preview did not open") }
        XCTAssertEqual(preview, CGRect(x: 0, y: view.maxY + 4, width: 120, height: 60))
        XCTAssertEqual(popup.minY, preview.maxY + 8)
    }

    func testSymbolEffectsCompileInEverySpellingAndDrawTheSymbolAtRest() {
        let plain = layout(Image(systemName: "star.fill").font(.title).accessibilityIdentifier("symbol"))
        var score = 0
        let effects: [AnyView] = [
            AnyView(Image(systemName: "star.fill").symbolEffect(.bounce, value: score)),
            AnyView(Image(systemName: "star.fill").symbolEffect(.bounce.up.byLayer, options: .repeat(2), value: score)),
            AnyView(Image(systemName: "star.fill").symbolEffect(.pulse)),
            AnyView(Image(systemName: "star.fill").symbolEffect(.pulse.wholeSymbol, options: .repeating, isActive: true)),
            AnyView(Image(systemName: "star.fill").symbolEffect(.variableColor.iterative.reversing, options: .speed(2))),
            AnyView(Image(systemName: "star.fill").symbolEffect(.scale.up, isActive: score > 0)),
            AnyView(Image(systemName: "star.fill").symbolEffect(.appear, isActive: false)),
            AnyView(Image(systemName: "star.fill").symbolEffect(.disappear.down)),
            AnyView(Image(systemName: "star.fill").symbolEffect(.wiggle.clockwise, options: .repeat(.periodic(delay: 1)), value: score)),
            AnyView(Image(systemName: "star.fill").symbolEffect(.rotate, options: .nonRepeating.speed(.nan), value: score)),
            AnyView(Image(systemName: "star.fill").symbolEffect(.breathe.pulse.byLayer, options: .repeat(.continuous))),
            AnyView(Image(systemName: "star.fill").contentTransition(.symbolEffect(.replace.downUp.byLayer))),
            AnyView(Image(systemName: "star.fill").contentTransition(.symbolEffect(.replace, options: .speed(-1)))),
            AnyView(Image(systemName: "star.fill").contentTransition(.symbolEffect)),
            AnyView(Image(systemName: "star.fill").symbolEffectsRemoved()),
        ]
        score += 1
        for (index, view) in effects.enumerated() {
            let graph = layout(view.font(.title).accessibilityIdentifier("symbol"))
            XCTAssertEqual(graph.frame(of: "symbol"), plain.frame(of: "symbol"), "effect \(index)")
            XCTAssertEqual(graph.displayList.operations, plain.displayList.operations, "effect \(index)")
        }
        XCTAssertEqual(SymbolEffectOptions.repeat(-3), .repeat(1), "a negative count plays once")
        XCTAssertEqual(SymbolEffectOptions.speed(.infinity), .default)
    }

    func testOnChangeOfPerformIsGivenTheNewValue() {
        final class Seen { var values: [Int] = [] }
        let seen = Seen()
        struct Counter: View {
            let value: Int
            let seen: Seen
            var body: some View {
                Color.red.frame(width: 10, height: 10).onChange(of: value) { newValue in seen.values.append(newValue) }
            }
        }
        let graph = ViewGraph()
        for value in [1, 1, 2, 5, 5] {
            graph.update(Counter(value: value, seen: seen), size: CGSize(width: 50, height: 50))
        }
        XCTAssertEqual(seen.values, [2, 5], "not for the first value, once per change")
    }

    func testANavigationLinkInAListIsAPrimaryRowWithAChevronAtTheTrailingEdge() {
        let graph = layout(
            NavigationStack {
                List {
                    NavigationLink("Level 1", value: 1).accessibilityIdentifier("link")
                    Button("Play") {}.accessibilityIdentifier("button")
                }
            },
            in: CGSize(width: 390, height: 400))
        guard let link = graph.frame(of: "link"), let button = graph.frame(of: "button") else { return XCTFail("no rows") }
        // The link fills its row inside the row's 16-point insets (390 − 2 × 16 − 2 × 16); the
        // button's label starts where the link's does.
        XCTAssertEqual(link.width, 326)
        XCTAssertEqual(link.minX, button.minX)
        // The chevron: a stroke 7 by 12 points at the row's trailing edge, in the tertiary grey.
        let chevrons = graph.displayList.operations.compactMap { op -> (CGRect, Color.Resolved)? in
            guard case .stroke(let shape, .color(let color), _) = op, case .path(let path) = shape else { return nil }
            return (path.boundingRect, color)
        }
        guard let chevron = chevrons.first(where: { $0.1 == NavigationLinkRowLabel<Text>.chevronColor.resolve(colorScheme: .light) })
        else { return XCTFail("no chevron in \(chevrons)") }
        XCTAssertEqual(chevron.0.maxX, link.maxX - 7 * 0.3, accuracy: 0.5)
        XCTAssertEqual(chevron.0.midY, link.midY, accuracy: 0.5)
        // The label is drawn in the primary colour (black), the button's in the accent colour.
        let runs = graph.displayList.operations.compactMap { op -> Color.Resolved? in
            guard case .text(let run) = op else { return nil }
            return run.color
        }
        XCTAssertEqual(runs.first, Color.primary.resolve(colorScheme: .light))
        XCTAssertNotEqual(runs.last, Color.primary.resolve(colorScheme: .light))
    }

    func testAButtonInsideAFocusedGameViewIsNotFocusedItself() {
        final class Seen { var outer: Bool?, button: Bool? }
        let seen = Seen()
        struct Probe: View {
            @Environment(\.isFocused) private var isFocused
            let report: (Bool) -> Void
            var body: some View {
                let _ = report(isFocused)
                Color.red.frame(width: 40, height: 40)
            }
        }
        // A snake game: the whole board takes the arrow keys; its buttons are inside it.
        let h = InputHarness {
            VStack {
                Probe { seen.outer = $0 }
                Button {
                } label: {
                    Probe { seen.button = $0 }
                }
            }
            .focusable()
        }
        XCTAssertEqual(seen.outer, false)
        h.press(.tab)
        XCTAssertEqual(seen.outer, true, "the focused view's content is focused")
        XCTAssertEqual(seen.button, false, "the button inside it is not")
        h.press(.tab)
        XCTAssertEqual(seen.outer, false)
        XCTAssertEqual(seen.button, true, "until it takes the focus")
    }
}
