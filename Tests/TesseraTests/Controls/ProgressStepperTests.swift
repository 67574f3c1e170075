import Foundation
import XCTest

@testable import Tessera

final class ProgressStepperTests: XCTestCase {
    func testADeterminateBarIsFourPointsTallAndFilledToItsFraction() {
        let g = layout(ProgressView(value: 0.25).accessibilityIdentifier("bar").frame(width: 200), in: CGSize(width: 200, height: 100))
        XCTAssertFrame(g, "bar", 0, 0, 200, 4)
        let accent = Color.accentColor.resolve(colorScheme: .light)
        XCTAssertTrue(fills(g.displayList).contains { $0.0.width == 50 && $0.1 == accent }, "\(fills(g.displayList))")
    }

    func testTheTotalAndTheTintAreUsed() {
        let g = layout(ProgressView(value: 3, total: 4).tint(.orange).frame(width: 200), in: CGSize(width: 200, height: 100))
        XCTAssertTrue(fills(g.displayList).contains { $0.0.width == 150 && $0.1 == Color.orange.resolve(colorScheme: .light) })
    }

    func testATitledBarPutsItsLabelAboveTheTrack() {
        let g = layout(
            ProgressView("Loading", value: 0.5).font(ten).accessibilityIdentifier("p").frame(width: 200),
            in: CGSize(width: 200, height: 100))
        // The label (20) and the track (4), 4 apart.
        XCTAssertSize(g, "p", 200, 28)
    }

    func testCurrentValueLabelGoesBelowTheTrack() {
        let g = layout(
            ProgressView(value: 0.5) {
                Text("HP").accessibilityIdentifier("l")
            } currentValueLabel: {
                Text("50%").accessibilityIdentifier("v")
            }
            .font(ten).frame(width: 200),
            in: CGSize(width: 200, height: 100))
        // The label (20), 4, the track (4), 4, then the value's label.
        XCTAssertEqual((g.frame(of: "v")?.minY ?? 0) - (g.frame(of: "l")?.minY ?? 0), 32)
    }

    func testAnIndeterminateProgressViewIsATwentyPointSpinner() {
        let g = layout(ProgressView().accessibilityIdentifier("s"), in: CGSize(width: 100, height: 100))
        XCTAssertFrame(g, "s", 0, 0, 20, 20)
        let linear = layout(
            ProgressView().progressViewStyle(.linear).accessibilityIdentifier("s").frame(width: 80), in: CGSize(width: 80, height: 80))
        XCTAssertSize(linear, "s", 80, 4)
    }

    func testACircularDeterminateViewIsARing() {
        let g = layout(
            ProgressView(value: 0.5).progressViewStyle(.circular).accessibilityIdentifier("r"), in: CGSize(width: 100, height: 100))
        XCTAssertFrame(g, "r", 0, 0, 20, 20)
    }

    func testBadValuesAreLoggedAndDrawnEmpty() {
        let g = layout(ProgressView(value: Double.nan).frame(width: 100), in: CGSize(width: 100, height: 100))
        XCTAssertTrue(Diagnostics.messages.contains { $0.contains("ProgressView") })
        let accent = Color.accentColor.resolve(colorScheme: .light)
        XCTAssertTrue(
            fills(g.displayList).contains { $0.0.width == 0 && $0.1 == accent } || !fills(g.displayList).contains { $0.1 == accent })
        XCTAssertEqual(progressFraction(5.0, total: 0), 0)
        XCTAssertEqual(progressFraction(5.0, total: 2), 1)
    }

    final class Model {
        var lives = 8
    }

    func testAStepperRowPutsItsButtonsAtTheTrailingEdge() {
        let g = layout(
            Stepper("Lives", value: .constant(3), in: 0...9).font(ten).accessibilityIdentifier("row").frame(width: 300),
            in: CGSize(width: 300, height: 32))
        XCTAssertFrame(g, "row", 0, 0, 300, 32)
        XCTAssertFrame(g, "Decrement", 206, 0, 46.5, 32)
        XCTAssertFrame(g, "Increment", 253.5, 0, 46.5, 32)
    }

    func testTheStepperStopsAtItsBoundsFromKeysAndClicks() {
        let model = Model()
        let lives = Binding(get: { model.lives }, set: { model.lives = $0 })
        let h = InputHarness(size: CGSize(width: 300, height: 32)) { Stepper("Lives: \(model.lives)", value: lives, in: 0...9) }
        h.press(.tab)
        h.press(.rightArrow)
        XCTAssertEqual(model.lives, 9)
        h.press(.rightArrow)
        XCTAssertEqual(model.lives, 9)
        h.press(.leftArrow)
        XCTAssertEqual(model.lives, 8)
        h.click(229, 16)
        XCTAssertEqual(model.lives, 7)
        h.click(276, 16)
        XCTAssertEqual(model.lives, 8)
        model.lives = 0
        h.frame()
        h.click(229, 16)
        XCTAssertEqual(model.lives, 0)
    }

    func testTheStepStrideAndTheActionForm() {
        var volume = 0.5
        let binding = Binding(get: { volume }, set: { volume = $0 })
        let h = InputHarness(size: CGSize(width: 300, height: 32)) { Stepper("Volume", value: binding, in: 0...1, step: 0.25) }
        h.press(.tab)
        h.press(.rightArrow)
        h.press(.rightArrow)
        h.press(.rightArrow)
        XCTAssertEqual(volume, 1)
        var log: [String] = []
        let h2 = InputHarness(size: CGSize(width: 300, height: 32)) {
            Stepper {
                Text("Level")
            } onIncrement: {
                log.append("+")
            } onDecrement: {
                log.append("-")
            }
        }
        h2.press(.tab)
        h2.press(.leftArrow)
        h2.press(.rightArrow)
        XCTAssertEqual(log, ["-", "+"])
    }

    func testLabeledContentPutsItsValueAtTheTrailingEdge() {
        let g = layout(
            LabeledContent("Score", value: "12").font(ten).accessibilityIdentifier("row").frame(width: 300),
            in: CGSize(width: 300, height: 20))
        XCTAssertFrame(g, "row", 0, 0, 300, 20)
        let runs = textRuns(g.displayList)
        XCTAssertEqual(runs.count, 2)
        let g2 = layout(
            LabeledContent {
                Text("12").accessibilityIdentifier("v")
            } label: {
                Text("Score")
            }.font(ten).frame(width: 300),
            in: CGSize(width: 300, height: 20))
        XCTAssertFrame(g2, "v", 280, 0, 20, 20)
    }

    func testAGroupBoxPadsItsLabelAndContentAndFillsTheWidth() {
        let g = layout(
            GroupBox("Stats") { Text("x").accessibilityIdentifier("x") }.font(ten).accessibilityIdentifier("box"),
            in: CGSize(width: 300, height: 94))
        // 16 padding, the headline label (34 with the mock font), 8, the content (20), 16.
        XCTAssertFrame(g, "box", 0, 0, 300, 94)
        XCTAssertFrame(g, "x", 16, 58, 10, 20)
        let plain = layout(GroupBox { Text("x") }.font(ten).accessibilityIdentifier("box"), in: CGSize(width: 300, height: 52))
        XCTAssertFrame(plain, "box", 0, 0, 300, 52)
    }

    func testADisclosureGroupTogglesItsContentFromClicksAndKeys() {
        let h = InputHarness(size: CGSize(width: 300, height: 200)) {
            VStack(spacing: 0) {
                DisclosureGroup("Advanced") { Text("Hidden").accessibilityIdentifier("content") }.font(ten)
                Spacer()
            }
        }
        XCTAssertNil(h.graph.frame(of: "content"))
        h.click(100, 16)
        XCTAssertFrame(h.graph, "content", 16, 32, 60, 20)
        h.click(100, 16)
        XCTAssertNil(h.graph.frame(of: "content"))
        h.press(.tab)
        h.press(.return)
        XCTAssertNotNil(h.graph.frame(of: "content"))
    }

    func testADisclosureGroupFollowsItsBinding() {
        var expanded = true
        let binding = Binding(get: { expanded }, set: { expanded = $0 })
        let h = InputHarness(size: CGSize(width: 300, height: 200)) {
            VStack(spacing: 0) {
                DisclosureGroup(isExpanded: binding) {
                    Text("Shown").accessibilityIdentifier("content")
                } label: {
                    Text("More")
                }.font(ten)
                Spacer()
            }
        }
        XCTAssertNotNil(h.graph.frame(of: "content"))
        h.click(100, 16)
        XCTAssertFalse(expanded)
        XCTAssertNil(h.graph.frame(of: "content"))
    }
}
