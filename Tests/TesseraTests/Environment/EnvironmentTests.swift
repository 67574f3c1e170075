import Foundation
import XCTest

@testable import Tessera

private struct ThemeWidthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 5
}

extension EnvironmentValues {
    var themeWidth: CGFloat {
        get { self[ThemeWidthKey.self] }
        set { self[ThemeWidthKey.self] = newValue }
    }
}

/// Reads the custom key with @Environment in a view.
private struct ThemedBox: View {
    @Environment(\.themeWidth) var width

    var body: some View {
        Color.red.frame(width: width, height: 10)
    }
}

/// Reads the custom key with @Environment in a view modifier.
private struct ThemedPadding: ViewModifier {
    @Environment(\.themeWidth) var width

    func body(content: Content) -> some View {
        content.padding(width)
    }
}

/// Records built-in values.
private struct Reader: View {
    @Environment(\.font) var font
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.displayScale) var displayScale
    @Environment(\.dynamicTypeSize) var dynamicTypeSize
    @Environment(\.lineLimit) var lineLimit
    @Environment(\.foregroundColor) var foregroundColor
    let log: Recorder<String>

    var body: some View {
        let _ = log.record(
            "\(String(describing: font)) \(colorScheme) \(displayScale) \(dynamicTypeSize) \(String(describing: lineLimit)) \(foregroundColor == .red)"
        )
        return Color.clear
    }
}

/// Environment: custom keys, @Environment in views and modifiers, built-in values.
final class EnvironmentTests: XCTestCase {
    func testCustomKeyDefaultValue() {
        let graph = layout(ThemedBox().named("box"))
        XCTAssertSize(graph, "box", 5, 10)
    }

    func testEnvironmentModifierSetsACustomKey() {
        let graph = layout(ThemedBox().named("box").environment(\.themeWidth, 42))
        XCTAssertSize(graph, "box", 42, 10)
    }

    func testEnvironmentFlowsToDescendantsAndInnerValuesWin() {
        let graph = layout(
            VStack {
                ThemedBox().named("outer")
                VStack {
                    ThemedBox().named("inner")
                }.environment(\.themeWidth, 7)
            }.environment(\.themeWidth, 30))
        XCTAssertSize(graph, "outer", 30, 10)
        XCTAssertSize(graph, "inner", 7, 10)
    }

    func testEnvironmentDoesNotLeakToSiblings() {
        let graph = layout(
            VStack {
                ThemedBox().named("set").environment(\.themeWidth, 30)
                ThemedBox().named("sibling")
            })
        XCTAssertSize(graph, "set", 30, 10)
        XCTAssertSize(graph, "sibling", 5, 10)
    }

    func testTransformEnvironment() {
        let graph = layout(ThemedBox().named("box").transformEnvironment(\.themeWidth) { $0 *= 3 }.environment(\.themeWidth, 4))
        XCTAssertSize(graph, "box", 12, 10)
    }

    func testEnvironmentInAViewModifier() {
        let graph = layout(rect(10, 10).modifier(ThemedPadding()).named("padded").environment(\.themeWidth, 6))
        XCTAssertSize(graph, "padded", 22, 22)
    }

    func testBuiltInValuesReachTheView() {
        let log = Recorder<String>()
        let view = Reader(log: log)
            .font(.title)
            .colorScheme(.dark)
            .dynamicTypeSize(.xLarge)
            .lineLimit(3)
            .foregroundColor(.red)
        layout(view, scale: 2)
        XCTAssertEqual(log.values.last, "\(String(describing: Optional(Font.title))) dark 2.0 xLarge Optional(3) true")
    }

    func testDisplayScaleComesFromTheGraph() {
        let log = Recorder<String>()
        layout(Reader(log: log), scale: 3)
        XCTAssertTrue(log.values.last?.contains(" 3.0 ") ?? false, log.values.last ?? "")
    }

    func testFontEnvironmentSizesText() {
        let graph = layout(VStack { Text("ab").named("t") }.font(.system(size: 12)))
        XCTAssertSize(graph, "t", 24, 24)
    }

    func testForegroundColorColoursText() {
        let graph = layout(Text("a").foregroundColor(.green))
        XCTAssertEqual(textRuns(graph.displayList).first?.color, Color.green.resolve(in: EnvironmentValues()))
    }

    func testForegroundColorEnvironmentColoursShapes() {
        let graph = layout(Circle().frame(width: 10, height: 10).foregroundColor(.orange))
        guard case .fill(_, .color(let c))? = graph.displayList.operations.first else {
            return XCTFail("\(graph.displayList.operations)")
        }
        XCTAssertEqual(c, Color.orange.resolve(in: EnvironmentValues()))
    }

    // .primary adapts to the colour scheme in the display list
    func testPrimaryAdaptsToTheColorScheme() {
        let light = layout(Color.primary.frame(width: 10, height: 10))
        let dark = layout(Color.primary.frame(width: 10, height: 10).colorScheme(.dark))
        XCTAssertEqual(fills(light.displayList).first?.1, Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1))
        XCTAssertEqual(fills(dark.displayList).first?.1, Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1))
    }

    // Text's default colour is .primary, resolved in the environment's scheme
    func testTextDefaultColourIsPrimary() {
        let dark = layout(Text("a").colorScheme(.dark))
        XCTAssertEqual(textRuns(dark.displayList).first?.color, Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1))
        let light = layout(Text("a"))
        XCTAssertEqual(textRuns(light.displayList).first?.color, Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1))
    }

    // the graph's root environment is the starting point
    func testGraphEnvironmentIsTheRootEnvironment() {
        let graph = ViewGraph()
        graph.environment.colorScheme = .dark
        graph.update(Color.primary.frame(width: 10, height: 10), size: CGSize(width: 10, height: 10))
        XCTAssertEqual(fills(graph.displayList).first?.1, Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1))
    }

    // lineLimit from the environment limits nested text
    func testLineLimitEnvironmentLimitsNestedText() {
        let graph = layout(VStack { Text("one two three").font(ten).named("t") }.lineLimit(1).frame(width: 60))
        XCTAssertSize(graph, "t", 60, 20)
    }

    // dynamicTypeSize in the graph's environment scales text styles
    func testGraphDynamicTypeSizeScalesTextStyles() {
        let graph = ViewGraph()
        graph.environment.dynamicTypeSize = .xxxLarge
        graph.rootPlacement = .topLeading
        graph.update(Text("a").named("t").fixedSize(), size: CGSize(width: 100, height: 100))
        XCTAssertSize(graph, "t", 23, 46)
    }

    // a ViewModifier's body can change the environment of its content
    func testViewModifierBodySetsTheContentsEnvironment() {
        struct Big: ViewModifier {
            func body(content: Content) -> some View { content.font(.system(size: 30)) }
        }
        let graph = layout(Text("a").named("t").modifier(Big()))
        XCTAssertSize(graph, "t", 30, 60)
    }

    // the content of a modifier reads the environment where it sits inside the body
    func testModifierContentSeesEnvironmentSetAroundIt() {
        struct Themed: ViewModifier {
            func body(content: Content) -> some View {
                VStack { content }.environment(\.themeWidth, 9)
            }
        }
        let graph = layout(ThemedBox().named("box").modifier(Themed()))
        XCTAssertSize(graph, "box", 9, 10)
    }
}
