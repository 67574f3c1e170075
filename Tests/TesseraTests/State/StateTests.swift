import Foundation
import XCTest

@testable import Tessera

/// A view with state whose binding is handed out through `bindings` so a test can write it.
private struct Counter: View {
    let name: String
    let bindings: Recorder<(String, Binding<Int>)>
    @State var count = 0

    var body: some View {
        let _ = bindings.record((name, $count))
        return Color.red.frame(width: CGFloat(10 + count), height: 10).named(name)
    }
}

extension Recorder where T == (String, Binding<Int>) {
    /// The most recent binding handed out by the counter called `name`.
    fileprivate func binding(_ name: String) -> Binding<Int>? {
        values.last { $0.0 == name }?.1
    }
}

private struct Switcher: View {
    let showCounter: Bool
    let bindings: Recorder<(String, Binding<Int>)>

    var body: some View {
        if showCounter {
            Counter(name: "counter", bindings: bindings)
        } else {
            Color.blue.frame(width: 5, height: 5)
        }
    }
}

private struct Item: Identifiable {
    let id: String
}

private struct Child: View {
    @Binding var value: Int
    let bindings: Recorder<(String, Binding<Int>)>

    var body: some View {
        let _ = bindings.record(("child", $value))
        return Color.red.frame(width: CGFloat(value), height: 10).named("child")
    }
}

private struct Parent: View {
    @State var value = 3
    let bindings: Recorder<(String, Binding<Int>)>

    var body: some View {
        Child(value: $value, bindings: bindings)
    }
}

private struct Point2: Equatable {
    var x: Int
    var y: Int
}

private struct PointView: View {
    @State var point = Point2(x: 1, y: 2)
    let xs: Recorder<Binding<Int>>

    var body: some View {
        let _ = xs.record($point.x)
        return Color.red.frame(width: CGFloat(point.x), height: CGFloat(point.y)).named("point")
    }
}

/// @State and Binding: storage by identity.
final class StateTests: XCTestCase {
    private let size = CGSize(width: 500, height: 500)

    private func graph() -> ViewGraph {
        let g = ViewGraph()
        g.rootPlacement = .topLeading
        return g
    }

    func testStateStartsAtItsInitialValue() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        g.update(Counter(name: "c", bindings: bindings), size: size)
        XCTAssertSize(g, "c", 10, 10)
    }

    func testStatePersistsAcrossUpdatesWhileTheViewExists() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        g.update(Counter(name: "c", bindings: bindings), size: size)
        bindings.binding("c")?.wrappedValue = 5
        g.update(Counter(name: "c", bindings: bindings), size: size)
        XCTAssertSize(g, "c", 15, 10)
        g.update(Counter(name: "c", bindings: bindings), size: size)
        g.update(Counter(name: "c", bindings: bindings), size: size)
        XCTAssertSize(g, "c", 15, 10)
    }

    func testStateWriteMarksTheGraphForAnotherPass() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        g.update(Counter(name: "c", bindings: bindings), size: size)
        XCTAssertFalse(g.needsUpdate)
        bindings.binding("c")?.wrappedValue = 1
        XCTAssertTrue(g.needsUpdate)
    }

    func testStateIsResetWhenAnIfBranchGoesAwayAndComesBack() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        g.update(Switcher(showCounter: true, bindings: bindings), size: size)
        bindings.binding("counter")?.wrappedValue = 5
        g.update(Switcher(showCounter: true, bindings: bindings), size: size)
        XCTAssertSize(g, "counter", 15, 10)
        g.update(Switcher(showCounter: false, bindings: bindings), size: size)
        XCTAssertNil(g.frame(of: "counter"))
        g.update(Switcher(showCounter: true, bindings: bindings), size: size)
        XCTAssertSize(g, "counter", 10, 10)
    }

    func testStateIsResetWhenTheIdChanges() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        g.update(Counter(name: "c", bindings: bindings).id(1), size: size)
        bindings.binding("c")?.wrappedValue = 5
        g.update(Counter(name: "c", bindings: bindings).id(1), size: size)
        XCTAssertSize(g, "c", 15, 10)
        g.update(Counter(name: "c", bindings: bindings).id(2), size: size)
        XCTAssertSize(g, "c", 10, 10)
    }

    func testStateIsKeptPerPosition() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        let view = HStack {
            Counter(name: "first", bindings: bindings)
            Counter(name: "second", bindings: bindings)
        }
        g.update(view, size: size)
        bindings.binding("second")?.wrappedValue = 7
        g.update(view, size: size)
        XCTAssertSize(g, "first", 10, 10)
        XCTAssertSize(g, "second", 17, 10)
    }

    func testForEachIdentityKeepsStateWithTheElementWhenElementsReorder() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        func view(_ items: [Item]) -> some View {
            HStack(spacing: 0) {
                ForEach(items) { item in
                    Counter(name: item.id, bindings: bindings)
                }
            }
        }
        g.update(view([Item(id: "A"), Item(id: "B")]), size: size)
        bindings.binding("A")?.wrappedValue = 5
        g.update(view([Item(id: "B"), Item(id: "A")]), size: size)
        XCTAssertFrame(g, "B", 0, 0, 10, 10)
        XCTAssertFrame(g, "A", 10, 0, 15, 10)
    }

    func testForEachDropsTheStateOfARemovedElement() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        func view(_ items: [Item]) -> some View {
            HStack(spacing: 0) {
                ForEach(items) { item in Counter(name: item.id, bindings: bindings) }
            }
        }
        g.update(view([Item(id: "A"), Item(id: "B")]), size: size)
        bindings.binding("A")?.wrappedValue = 5
        g.update(view([Item(id: "B")]), size: size)
        g.update(view([Item(id: "A"), Item(id: "B")]), size: size)
        XCTAssertSize(g, "A", 10, 10)
    }

    func testBindingWritesTheParentsState() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        g.update(Parent(bindings: bindings), size: size)
        XCTAssertSize(g, "child", 3, 10)
        bindings.binding("child")?.wrappedValue = 7
        g.update(Parent(bindings: bindings), size: size)
        XCTAssertSize(g, "child", 7, 10)
    }

    func testConstantBindingIgnoresWrites() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        g.update(Child(value: .constant(4), bindings: bindings), size: size)
        bindings.binding("child")?.wrappedValue = 9
        XCTAssertEqual(bindings.binding("child")?.wrappedValue, 4)
        g.update(Child(value: .constant(4), bindings: bindings), size: size)
        XCTAssertSize(g, "child", 4, 10)
    }

    func testProjectedKeyPathBindingWritesTheField() {
        let xs = Recorder<Binding<Int>>()
        let g = graph()
        g.update(PointView(xs: xs), size: size)
        XCTAssertSize(g, "point", 1, 2)
        xs.values.last?.wrappedValue = 9
        g.update(PointView(xs: xs), size: size)
        XCTAssertSize(g, "point", 9, 2)
    }

    func testCustomBindingWithGetAndSet() {
        var stored = 1
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = 8
        XCTAssertEqual(stored, 8)
        XCTAssertEqual(binding.wrappedValue, 8)
    }

    // a state write triggers another pass: update() shows it, a single pass does not yet
    func testStateWrittenDuringAPassIsShownByTheNextPass() {
        struct SelfGrowing: View {
            @State var grown = false
            var body: some View {
                Color.red.frame(width: grown ? 50 : 10, height: 10).named("g")
                    .onPreferenceChange(TraceKey.self) { _ in grown = true }
            }
        }
        let g = graph()
        g.runPass(SelfGrowing(), size: size)
        XCTAssertSize(g, "g", 10, 10)
        XCTAssertTrue(g.needsUpdate)
        g.update(SelfGrowing(), size: size)
        XCTAssertSize(g, "g", 50, 10)
    }

    // @State in a ViewModifier persists like a view's
    func testStateInAViewModifierPersists() {
        struct Grow: ViewModifier {
            let xs: Recorder<Binding<Int>>
            @State var extra = 0
            func body(content: Content) -> some View {
                let _ = xs.record($extra)
                return content.padding(CGFloat(extra)).named("grown")
            }
        }
        let xs = Recorder<Binding<Int>>()
        let g = graph()
        g.update(rect(10, 10).modifier(Grow(xs: xs)), size: size)
        xs.values.last?.wrappedValue = 3
        g.update(rect(10, 10).modifier(Grow(xs: xs)), size: size)
        XCTAssertSize(g, "grown", 16, 16)
    }

    // a view after an `if` keeps its state when the `if` toggles (structural identity)
    func testStateAfterAConditionalSurvivesItsToggle() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        func view(_ flag: Bool) -> some View {
            VStack {
                if flag { Color.blue.frame(width: 5, height: 5) }
                Counter(name: "c", bindings: bindings)
            }
        }
        g.update(view(false), size: size)
        bindings.binding("c")?.wrappedValue = 4
        g.update(view(true), size: size)
        XCTAssertSize(g, "c", 14, 10)
    }

    // @State keeps its value when the view is rebuilt with a different initial value
    func testStateIgnoresANewInitialValueWhileTheViewExists() {
        struct Start: View {
            // the usual SwiftUI spelling: no default value, the wrapper set in init
            @State var count: Int
            init(start: Int) { _count = State(initialValue: start) }
            var body: some View { Color.red.frame(width: CGFloat(count), height: 10).named("s") }
        }
        let g = graph()
        g.update(Start(start: 11), size: size)
        g.update(Start(start: 55), size: size)
        XCTAssertSize(g, "s", 11, 10)
    }

    // changing the type inside AnyView is a new view: its state resets
    func testAnyViewTypeChangeResetsState() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        g.update(AnyView(Counter(name: "c", bindings: bindings)), size: size)
        bindings.binding("c")?.wrappedValue = 5
        g.update(AnyView(Counter(name: "c", bindings: bindings)), size: size)
        XCTAssertSize(g, "c", 15, 10)
        g.update(AnyView(Counter(name: "c", bindings: bindings).padding(0)), size: size)
        XCTAssertSize(g, "c", 10, 10)
    }

    // @State in a GeometryReader's content (made during layout) persists across updates
    func testStateInsideAGeometryReaderPersists() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        func view() -> some View {
            GeometryReader { _ in Counter(name: "inside", bindings: bindings) }.frame(width: 100, height: 100)
        }
        g.update(view(), size: size)
        bindings.binding("inside")?.wrappedValue = 6
        g.update(view(), size: size)
        g.update(view(), size: size)
        XCTAssertSize(g, "inside", 16, 10)
    }

    // @State in backgroundPreferenceValue content persists across updates
    func testStateInsidePreferenceValueContentPersists() {
        let bindings = Recorder<(String, Binding<Int>)>()
        let g = graph()
        func view() -> some View {
            rect(50, 50).preference(key: TraceKey.self, value: "x").backgroundPreferenceValue(TraceKey.self) { _ in
                Counter(name: "bg", bindings: bindings)
            }
        }
        g.update(view(), size: size)
        bindings.binding("bg")?.wrappedValue = 2
        g.update(view(), size: size)
        g.update(view(), size: size)
        XCTAssertSize(g, "bg", 12, 10)
    }
}
