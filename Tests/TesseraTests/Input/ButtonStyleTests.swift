import Foundation
import XCTest

@testable import Tessera

/// The system button styles as SwiftUI draws them on iOS: the default is borderless text in the
/// accent colour, dimmed while pressed; bordered styles fill their border shape with the tint.
final class ButtonStyleTests: XCTestCase {
    private let blue = Color.Resolved(red: 0, green: 122 / 255, blue: 1)
    private let red = Color.Resolved(red: 1, green: 59 / 255, blue: 48 / 255)
    private let green = Color.Resolved(red: 52 / 255, green: 199 / 255, blue: 89 / 255)

    private func assertColor(
        _ actual: Color.Resolved?, _ expected: Color.Resolved, opacity: Float = 1, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let actual else { return XCTFail("no colour \(message)", file: file, line: line) }
        let pairs = [(actual.red, expected.red), (actual.green, expected.green), (actual.blue, expected.blue), (actual.opacity, opacity)]
        for (a, e) in pairs { XCTAssertEqual(a, e, accuracy: 1e-3, "\(actual) \(message)", file: file, line: line) }
    }

    private func textColor(_ h: InputHarness<some View>) -> Color.Resolved? { textRuns(h.graph.displayList).first?.color }
    private func fillList(_ h: InputHarness<some View>) -> [(CGRect, Color.Resolved)] { fills(h.graph.displayList) }
    private func opacities(_ h: InputHarness<some View>) -> [Float] {
        h.graph.displayList.operations.compactMap {
            if case .pushOpacity(let o) = $0 { return o }
            return nil
        }
    }
    private func strokes(_ h: InputHarness<some View>) -> [(CGFloat, Color.Resolved?)] {
        h.graph.displayList.operations.compactMap {
            if case .stroke(_, let paint, let style) = $0 {
                if case .color(let c) = paint { return (style.lineWidth, c) }
                return (style.lineWidth, nil)
            }
            return nil
        }
    }

    func testDefaultButtonIsBorderlessTextInTheAccentColourDimmedWhilePressed() {
        let h = InputHarness { Button("New Game") {}.accessibilityIdentifier("b") }
        XCTAssertTrue(fillList(h).isEmpty, "no panel behind the label")
        XCTAssertTrue(strokes(h).isEmpty)
        assertColor(textColor(h), blue, "Color.accentColor")
        let frame = try! XCTUnwrap(h.graph.frame(of: "b"))
        h.send(.pointerDown(CGPoint(x: frame.midX, y: frame.midY)))
        XCTAssertEqual(opacities(h), [0.25], "pressed: the label at a quarter, as iOS highlights a borderless button")
        XCTAssertEqual(Color.accentColor.resolve(in: EnvironmentValues()), blue)
    }

    func testAutomaticAndBorderlessAreTheDefaultLook() {
        for style in [0, 1] {
            let h = InputHarness {
                Group {
                    if style == 0 { Button("Go") {}.buttonStyle(.automatic) } else { Button("Go") {}.buttonStyle(.borderless) }
                }
            }
            assertColor(textColor(h), blue)
            XCTAssertTrue(fillList(h).isEmpty)
        }
    }

    func testBorderlessLabelHasNoPadding() {
        let h = InputHarness {
            Button {
            } label: {
                Text("Go").accessibilityIdentifier("label")
            }
            .accessibilityIdentifier("b")
        }
        XCTAssertEqual(h.graph.frame(of: "b"), h.graph.frame(of: "label"))
    }

    func testTintAndDestructiveRole() {
        let tinted = InputHarness { Button("Go") {}.tint(.green) }
        assertColor(textColor(tinted), green)
        let destructive = InputHarness { Button("Delete", role: .destructive) {} }
        assertColor(textColor(destructive), red)
        let prominent = InputHarness { Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent) }
        assertColor(fillList(prominent).first?.1, red, "a destructive prominent button is filled red")
    }

    func testPlainKeepsTheLabelsColoursAndDimsWhilePressed() {
        let h = InputHarness { Button("Go") {}.buttonStyle(.plain).accessibilityIdentifier("b") }
        XCTAssertEqual(textColor(h), Color.primary.resolve(in: EnvironmentValues()))
        XCTAssertTrue(fillList(h).isEmpty)
        let frame = try! XCTUnwrap(h.graph.frame(of: "b"))
        h.send(.pointerDown(CGPoint(x: frame.midX, y: frame.midY)))
        XCTAssertEqual(opacities(h), [0.6])
    }

    private func labelled(_ style: some ButtonStyle, size: ControlSize = .regular) -> InputHarness<some View> {
        InputHarness {
            Button {
            } label: {
                Text("Go").accessibilityIdentifier("label")
            }
            .buttonStyle(style)
            .controlSize(size)
            .accessibilityIdentifier("b")
        }
    }

    func testBorderedIsTintedTextOnALightTintedFillPaddedByControlSize() {
        let h = labelled(.bordered)
        let button = try! XCTUnwrap(h.graph.frame(of: "b")), label = try! XCTUnwrap(h.graph.frame(of: "label"))
        XCTAssertEqual(button.width - label.width, 24, "12 points each side")
        XCTAssertEqual(button.height - label.height, 14, "7 points above and below")
        assertColor(textColor(h), blue)
        let fill = try! XCTUnwrap(fillList(h).first)
        XCTAssertEqual(fill.0, button)
        assertColor(fill.1, blue, opacity: 0.15)
        guard
            case .fill(.roundedRect(_, let corner, _), _) = h.graph.displayList.operations.first(where: {
                if case .fill = $0 { return true }
                return false
            })
        else { return XCTFail("a rounded rectangle") }
        XCTAssertEqual(corner, CGSize(width: 8, height: 8))
    }

    func testBorderedProminentIsWhiteTextOnTheTint() {
        let h = labelled(.borderedProminent)
        assertColor(textColor(h), Color.Resolved(red: 1, green: 1, blue: 1))
        assertColor(fillList(h).first?.1, blue)
        let tinted = InputHarness { Button("Go") {}.buttonStyle(.borderedProminent).tint(.green) }
        assertColor(fillList(tinted).first?.1, green)
    }

    func testControlSizesChangePaddingAndFont() {
        let expected: [(ControlSize, CGFloat, CGFloat, Font)] = [
            (.mini, 8, 3, .caption), (.small, 10, 5, .subheadline), (.regular, 12, 7, .body), (.large, 20, 14, .body),
        ]
        for (size, horizontal, vertical, font) in expected {
            let h = labelled(.bordered, size: size)
            let button = try! XCTUnwrap(h.graph.frame(of: "b")), label = try! XCTUnwrap(h.graph.frame(of: "label"))
            XCTAssertEqual(button.width - label.width, 2 * horizontal, "\(size)")
            XCTAssertEqual(button.height - label.height, 2 * vertical, "\(size)")
            let reference = InputHarness { Text("Go").font(font).accessibilityIdentifier("t") }
            XCTAssertEqual(label.size, reference.graph.frame(of: "t")?.size, "\(size): the label in \(font)")
        }
    }

    func testAFontSetOnTheButtonWinsOverTheControlSizes() {
        let h = InputHarness {
            Button {
            } label: {
                Text("Go").accessibilityIdentifier("label")
            }
            .buttonStyle(.bordered).controlSize(.mini).font(.title)
        }
        let reference = InputHarness { Text("Go").font(.title).accessibilityIdentifier("t") }
        XCTAssertEqual(h.graph.frame(of: "label")?.size, reference.graph.frame(of: "t")?.size)
    }

    func testBorderShapes() {
        func corner(_ shape: ButtonBorderShape) -> (CGRect, CGSize)? {
            let h = InputHarness { Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(shape) }
            for operation in h.graph.displayList.operations {
                if case .fill(.roundedRect(let rect, let corner, _), _) = operation { return (rect, corner) }
                if case .fill(.ellipse(let rect), _) = operation { return (rect, CGSize(width: -1, height: -1)) }
            }
            return nil
        }
        let capsule = try! XCTUnwrap(corner(.capsule))
        XCTAssertEqual(capsule.1.height, capsule.0.height / 2, "a capsule's corners are half its height")
        XCTAssertEqual(corner(.roundedRectangle(radius: 3))?.1, CGSize(width: 3, height: 3))
        XCTAssertEqual(corner(.roundedRectangle)?.1, CGSize(width: 8, height: 8), "the style's radius for a regular control")
        XCTAssertEqual(corner(.automatic)?.1, CGSize(width: 8, height: 8))
        XCTAssertEqual(corner(.circle)?.1, CGSize(width: -1, height: -1), "a circle")
    }

    func testFocusIsVisibleForKeyboardAndGamepad() {
        for style in [0, 1, 2] {
            let h = InputHarness {
                Group {
                    switch style {
                    case 0: Button("Go") {}
                    case 1: Button("Go") {}.buttonStyle(.bordered)
                    default: Button("Go") {}.buttonStyle(.borderedProminent)
                    }
                }
                .tint(.green)
            }
            XCTAssertTrue(strokes(h).isEmpty)
            let restingFills = fillList(h).map(\.1)
            h.press(.tab)
            XCTAssertEqual(strokes(h).map(\.0), [2], "style \(style): a ring when focused")
            assertColor(strokes(h).first?.1, green, "in the tint")
            if style == 1 {
                assertColor(fillList(h).first?.1, green, opacity: 0.3, "and a brighter fill")
                assertColor(restingFills.first, green, opacity: 0.15)
            }
        }
    }
}
