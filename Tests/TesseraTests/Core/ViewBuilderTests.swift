import Foundation
import XCTest

@testable import Tessera

private struct Card<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 0) {
            content
        }
        .padding(5)
    }
}

private struct Bordered: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(4).background(Color.red)
    }
}

private struct TwoBoxes: View {
    var body: some View {
        rect(10, 10).named("first")
        rect(10, 10).named("second")
    }
}

private enum Mode {
    case small, medium, large
}

private struct Element: Identifiable {
    let id: Int
    let width: CGFloat
}

/// @ViewBuilder forms and view composition.
final class ViewBuilderTests: XCTestCase {
    func testAnyNumberOfChildren() {
        let graph = layout(
            HStack(spacing: 0) {
                rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1)
                rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1).named("twelfth")
            }.named("stack"))
        XCTAssertFrame(graph, "stack", 0, 0, 12, 1)
        XCTAssertFrame(graph, "twelfth", 11, 0, 1, 1)
    }

    func testIfElse() {
        func view(_ flag: Bool) -> some View {
            HStack {
                if flag {
                    rect(10, 10).named("yes")
                } else {
                    rect(20, 10).named("no")
                }
            }
        }
        let yes = layout(view(true))
        XCTAssertNotNil(yes.frame(of: "yes"))
        XCTAssertNil(yes.frame(of: "no"))
        let no = layout(view(false))
        XCTAssertNil(no.frame(of: "yes"))
        XCTAssertFrame(no, "no", 0, 0, 20, 10)
    }

    func testIfWithoutElseAddsNoChildWhenFalse() {
        func view(_ flag: Bool) -> some View {
            HStack {
                rect(10, 10)
                if flag {
                    rect(10, 10)
                }
                rect(10, 10).named("last")
            }
        }
        XCTAssertFrame(layout(view(true)), "last", 36, 0, 10, 10)
        XCTAssertFrame(layout(view(false)), "last", 18, 0, 10, 10)
    }

    func testIfLet() {
        func view(_ width: CGFloat?) -> some View {
            VStack {
                if let width {
                    rect(width, 10).named("unwrapped")
                }
            }
        }
        XCTAssertSize(layout(view(33)), "unwrapped", 33, 10)
        XCTAssertNil(layout(view(nil)).frame(of: "unwrapped"))
    }

    func testSwitch() {
        func view(_ mode: Mode) -> some View {
            ZStack {
                switch mode {
                case .small: rect(10, 10).named("v")
                case .medium: rect(20, 20).named("v")
                case .large: rect(30, 30).named("v")
                }
            }
        }
        XCTAssertSize(layout(view(.small)), "v", 10, 10)
        XCTAssertSize(layout(view(.medium)), "v", 20, 20)
        XCTAssertSize(layout(view(.large)), "v", 30, 30)
    }

    func testOptionalViewContent() {
        let some: AnyView? = AnyView(rect(10, 10))
        let none: AnyView? = nil
        XCTAssertFrame(
            layout(
                HStack {
                    some; rect(10, 10).named("b")
                }), "b", 18, 0, 10, 10)
        XCTAssertFrame(
            layout(
                HStack {
                    none; rect(10, 10).named("b")
                }), "b", 0, 0, 10, 10)
    }

    // Group: a modifier applies to each child
    func testGroupModifierAppliesToEachChild() {
        let graph = layout(
            VStack(spacing: 0) {
                Group {
                    Color.red.named("a")
                    Color.blue.named("b")
                }
                .frame(width: 20, height: 10)
            })
        XCTAssertFrame(graph, "a", 0, 0, 20, 10)
        XCTAssertFrame(graph, "b", 0, 10, 20, 10)
    }

    // a custom view with a multi-view body behaves like a Group
    func testModifierOnAMultiViewBodyAppliesToEachView() {
        let graph = layout(
            VStack(spacing: 0) {
                TwoBoxes().padding(1)
            })
        XCTAssertFrame(graph, "first", 1, 1, 10, 10)
        XCTAssertFrame(graph, "second", 1, 13, 10, 10)
    }

    func testAnyView() {
        func view(_ wide: Bool) -> AnyView {
            wide ? AnyView(rect(40, 10).named("v")) : AnyView(Text("x").font(ten).named("v"))
        }
        XCTAssertSize(layout(view(true)), "v", 40, 10)
        XCTAssertSize(layout(view(false)), "v", 10, 20)
    }

    func testForEachOverIdentifiable() {
        let elements = [Element(id: 1, width: 10), Element(id: 2, width: 20), Element(id: 3, width: 30)]
        let graph = layout(
            HStack(spacing: 0) {
                ForEach(elements) { element in
                    rect(element.width, 10).named("e\(element.id)")
                }
            })
        XCTAssertFrame(graph, "e1", 0, 0, 10, 10)
        XCTAssertFrame(graph, "e2", 10, 0, 20, 10)
        XCTAssertFrame(graph, "e3", 30, 0, 30, 10)
    }

    func testForEachOverARange() {
        let graph = layout(
            VStack(spacing: 2) {
                ForEach(0..<4) { i in
                    rect(10, 10).named("row\(i)")
                }
            })
        XCTAssertFrame(graph, "row3", 0, 36, 10, 10)
    }

    func testForEachWithAnIDKeyPath() {
        let graph = layout(
            HStack(spacing: 0) {
                ForEach(["a", "bb", "ccc"], id: \.self) { s in
                    Text(s).font(ten).named(s)
                }
            })
        XCTAssertFrame(graph, "ccc", 30, 0, 30, 20)
    }

    func testModifierOnForEachAppliesToEachElement() {
        let graph = layout(
            HStack(spacing: 0) {
                ForEach(0..<3) { i in rect(10, 10).named("i\(i)") }.padding(2)
            })
        XCTAssertFrame(graph, "i2", 30, 2, 10, 10)
    }

    func testForEachMixedWithOtherChildrenSharesTheStackSpacing() {
        let graph = layout(
            HStack {
                rect(10, 10)
                ForEach(0..<2) { _ in rect(10, 10) }
                rect(10, 10).named("last")
            })
        XCTAssertFrame(graph, "last", 54, 0, 10, 10)
    }

    func testEmptyViewContributesNoChild() {
        let graph = layout(
            VStack {
                EmptyView()
                rect(10, 10).named("only")
                EmptyView()
            }.named("stack"))
        XCTAssertFrame(graph, "stack", 0, 0, 10, 10)
    }

    func testCustomContainerWithAViewBuilderInit() {
        let graph = layout(
            Card {
                rect(20, 10).named("title")
                rect(30, 10).named("subtitle")
            }.named("card"))
        XCTAssertFrame(graph, "card", 0, 0, 40, 30)
        XCTAssertFrame(graph, "title", 10, 5, 20, 10)
        XCTAssertFrame(graph, "subtitle", 5, 15, 30, 10)
    }

    func testCustomViewModifierBody() {
        let graph = layout(rect(10, 10).named("content").modifier(Bordered()).named("bordered"))
        XCTAssertFrame(graph, "bordered", 0, 0, 18, 18)
        XCTAssertFrame(graph, "content", 4, 4, 10, 10)
        XCTAssertEqual(fills(graph.displayList).first?.0, CGRectMake(0, 0, 18, 18))
    }

    func testConcatenatedModifiers() {
        let graph = layout(rect(10, 10).modifier(Bordered().concat(Bordered())).named("twice"))
        XCTAssertSize(graph, "twice", 26, 26)
    }

    func testNestedCustomViews() {
        let graph = layout(Card { Card { rect(10, 10).named("deep") } })
        XCTAssertFrame(graph, "deep", 10, 10, 10, 10)
    }
}
