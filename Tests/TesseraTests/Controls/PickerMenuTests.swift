import Foundation
import XCTest

@testable import Tessera

private enum Difficulty: String, CaseIterable, Identifiable {
    case easy, normal, hard
    var id: Self { self }
}

final class PickerMenuTests: XCTestCase {
    final class Box<T> {
        var value: T
        init(_ value: T) { self.value = value }
        var binding: Binding<T> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    func testASegmentedPickerSplitsTheWidthIntoEqualSegments() {
        let g = layout(
            Picker("Mode", selection: .constant(1)) {
                Text("A").tag(0).accessibilityIdentifier("a")
                Text("B").tag(1)
                Text("C").tag(2).accessibilityIdentifier("c")
            }
            .pickerStyle(.segmented).accessibilityIdentifier("p").frame(width: 300),
            in: CGSize(width: 300, height: 32))
        XCTAssertFrame(g, "p", 0, 0, 300, 32)
        // Each segment is 100 wide; its label is centred in it.
        XCTAssertEqual(g.frame(of: "a")?.midX ?? 0, 50, accuracy: 0.001)
        XCTAssertEqual(g.frame(of: "c")?.midX ?? 0, 250, accuracy: 0.001)
    }

    func testSegmentsAreSelectedByArrowsAndClicks() {
        let mode = Box(0)
        let h = InputHarness(size: CGSize(width: 300, height: 32)) {
            Picker("Mode", selection: mode.binding) {
                Text("A").tag(0)
                Text("B").tag(1)
                Text("C").tag(2)
            }
            .pickerStyle(.segmented)
        }
        h.press(.tab)
        h.press(.rightArrow)
        XCTAssertEqual(mode.value, 1)
        h.press(.rightArrow)
        h.press(.rightArrow)
        XCTAssertEqual(mode.value, 2)
        h.press(.leftArrow)
        XCTAssertEqual(mode.value, 1)
        h.click(20, 16)
        XCTAssertEqual(mode.value, 0)
        h.press(.dpadRight)
        XCTAssertEqual(mode.value, 1)
    }

    func testForEachIdsAreImplicitTags() {
        let difficulty = Box(Difficulty.easy)
        let h = InputHarness(size: CGSize(width: 300, height: 32)) {
            Picker("Difficulty", selection: difficulty.binding) {
                ForEach(Difficulty.allCases) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(.segmented)
        }
        h.click(250, 16)
        XCTAssertEqual(difficulty.value, .hard)
    }

    func testAnOptionalSelectionTakesTagsOfItsWrappedType() {
        let level = Box<Int?>(nil)
        let h = InputHarness(size: CGSize(width: 300, height: 32)) {
            Picker("Level", selection: level.binding) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            .pickerStyle(.segmented)
        }
        h.click(200, 16)
        XCTAssertEqual(level.value, 2)
        h.press(.tab)
        h.press(.leftArrow)
        XCTAssertEqual(level.value, 1)
    }

    func testAnInlinePickerChecksTheSelectedRow() {
        let mode = Box("b")
        let h = InputHarness(size: CGSize(width: 300, height: 200)) {
            VStack(spacing: 0) {
                Picker("Mode", selection: mode.binding) {
                    Text("A").tag("a")
                    Text("B").tag("b")
                }
                .pickerStyle(.inline).labelsHidden().font(ten)
                Spacer()
            }
        }
        // Two 32-point rows.
        h.click(100, 16)
        XCTAssertEqual(mode.value, "a")
        // The click focused the first row; Tab moves to the second.
        h.press(.tab)
        h.press(.return)
        XCTAssertEqual(mode.value, "b")
    }

    func testTheMenuPickerOpensAMenuOfItsOptionsAndSelectsOne() {
        let difficulty = Box(Difficulty.easy)
        let h = InputHarness(size: CGSize(width: 400, height: 300)) {
            VStack {
                Picker("Difficulty", selection: difficulty.binding) {
                    ForEach(Difficulty.allCases) { Text($0.rawValue) }
                }
                .font(ten)
                Spacer()
            }
        }
        XCTAssertNil(h.graph.frame(of: "MenuPopup"))
        h.press(.tab)
        h.press(.return)
        XCTAssertNotNil(h.graph.frame(of: "MenuPopup"))
        h.press(.downArrow)
        h.press(.return)
        XCTAssertEqual(difficulty.value, .normal)
        XCTAssertNil(h.graph.frame(of: "MenuPopup"))
    }

    func testAMenuOpensBelowItsLabelAndEscapeClosesIt() {
        let log = Box<[String]>([])
        let h = InputHarness(size: CGSize(width: 400, height: 300)) {
            VStack(alignment: .leading) {
                Menu("Options") {
                    Button("Restart") { log.value.append("restart") }
                    Button("Quit", role: .destructive) { log.value.append("quit") }
                }
                .font(ten).accessibilityIdentifier("menu")
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        h.press(.tab)
        h.press(.return)
        guard let label = h.graph.frame(of: "menu"), let popup = h.graph.frame(of: "MenuPopup") else {
            return XCTFail("the menu did not open")
        }
        XCTAssertEqual(popup.minY, label.maxY + 4)
        XCTAssertEqual(popup.minX, label.minX)
        XCTAssertEqual(popup.width, 250)
        // Two 44-point rows and a hairline.
        XCTAssertEqual(popup.height, 89, accuracy: 0.5)
        h.press(.escape)
        XCTAssertNil(h.graph.frame(of: "MenuPopup"))
        XCTAssertEqual(log.value, [])
        h.press(.return)
        h.press(.return)
        XCTAssertEqual(log.value, ["restart"])
        XCTAssertNil(h.graph.frame(of: "MenuPopup"))
    }

    func testAClickOnAnItemRunsItAndAClickOnTheLabelToggles() {
        let log = Box<[String]>([])
        let h = InputHarness(size: CGSize(width: 400, height: 300)) {
            VStack(alignment: .leading) {
                Menu {
                    Button("Restart") { log.value.append("restart") }
                    Button("Quit") { log.value.append("quit") }
                } label: {
                    Text("Options").accessibilityIdentifier("label")
                }
                .font(ten)
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        guard let label = h.graph.frame(of: "label") else { return XCTFail("no label") }
        h.click(label.midX, label.midY)
        guard let popup = h.graph.frame(of: "MenuPopup") else { return XCTFail("the menu did not open") }
        h.click(popup.minX + 100, popup.maxY - 20)
        XCTAssertEqual(log.value, ["quit"])
        XCTAssertNil(h.graph.frame(of: "MenuPopup"))
        h.click(label.midX, label.midY)
        h.click(label.midX, label.midY)
        XCTAssertNil(h.graph.frame(of: "MenuPopup"))
    }

    func testPrimaryActionRunsOnClickAndTheDownArrowOpens() {
        let log = Box<[String]>([])
        let h = InputHarness(size: CGSize(width: 400, height: 300)) {
            VStack(alignment: .leading) {
                Menu("Play") {
                    Button("Hard mode") { log.value.append("hard") }
                } primaryAction: {
                    log.value.append("play")
                }
                Spacer()
            }
        }
        h.press(.tab)
        h.press(.return)
        XCTAssertEqual(log.value, ["play"])
        XCTAssertNil(h.graph.frame(of: "MenuPopup"))
        h.press(.downArrow)
        XCTAssertNotNil(h.graph.frame(of: "MenuPopup"))
    }
}
