import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §8.2 PreferenceKey combination.
final class PreferenceTests: XCTestCase {
    /// The value delivered to an onPreferenceChange reader of `K` on `view`.
    private func value<K: PreferenceKey, V: View>(_ key: K.Type, of view: V) -> K.Value? where K.Value: Equatable {
        let seen = Recorder<K.Value>()
        layout(view.onPreferenceChange(K.self) { seen.record($0) })
        return seen.values.last
    }

    // §8.2 values fold in view-tree (declaration) order
    func testValuesFoldInViewTreeOrder() {
        let view = VStack {
            Color.red.preference(key: NamesKey.self, value: ["a"])
            HStack {
                Color.red.preference(key: NamesKey.self, value: ["b"])
                Color.red.preference(key: NamesKey.self, value: ["c"])
            }
            Color.red.preference(key: NamesKey.self, value: ["d"])
        }
        XCTAssertEqual(value(NamesKey.self, of: view), ["a", "b", "c", "d"])
    }

    // §8.2 the first contributor is the initial value: defaultValue is not reduced in first
    func testFirstContributorIsTheInitialValue() {
        let view = VStack {
            Color.red.preference(key: TraceKey.self, value: "a")
            Color.red.preference(key: TraceKey.self, value: "b")
            Color.red.preference(key: TraceKey.self, value: "c")
        }
        XCTAssertEqual(value(TraceKey.self, of: view), "a+b+c")
    }

    // §8.2 a single writer's value arrives unreduced
    func testASingleWriterIsNotReduced() {
        XCTAssertEqual(value(TraceKey.self, of: Color.red.preference(key: TraceKey.self, value: "only")), "only")
    }

    // §8.2 views that never write the key contribute nothing
    func testNonWritingSiblingsContributeNothing() {
        let view = VStack {
            Color.red
            Color.red.preference(key: TraceKey.self, value: "a")
            Color.red
            Text("x")
        }
        XCTAssertEqual(value(TraceKey.self, of: view), "a")
    }

    // §8.2 a reader of a key that no view wrote gets defaultValue
    func testUnwrittenKeyGivesTheDefaultValue() {
        XCTAssertEqual(value(TraceKey.self, of: Color.red), "default")
    }

    // §8.2 background content comes before the primary, overlay content after
    func testBackgroundBeforeAndOverlayAfterThePrimary() {
        let view = Color.red.preference(key: TraceKey.self, value: "primary")
            .overlay(Color.blue.preference(key: TraceKey.self, value: "overlay"))
            .background(Color.green.preference(key: TraceKey.self, value: "background"))
        XCTAssertEqual(value(TraceKey.self, of: view), "background+primary+overlay")
    }

    // §8.2 `.preference` on a container replaces its children's values
    func testPreferenceOnAContainerReplacesTheChildrensValues() {
        let view = VStack {
            Color.red.preference(key: TraceKey.self, value: "a")
            Color.red.preference(key: TraceKey.self, value: "b")
        }.preference(key: TraceKey.self, value: "outer")
        XCTAssertEqual(value(TraceKey.self, of: view), "outer")
    }

    // §8.2 the replaced value still folds with siblings
    func testReplacedValueFoldsWithItsSiblings() {
        let view = HStack {
            VStack {
                Color.red.preference(key: TraceKey.self, value: "inner")
            }.preference(key: TraceKey.self, value: "outer")
            Color.red.preference(key: TraceKey.self, value: "next")
        }
        XCTAssertEqual(value(TraceKey.self, of: view), "outer+next")
    }

    // §8.2 transformPreference edits the combined value
    func testTransformPreferenceEditsTheCombinedValue() {
        let view = VStack {
            Color.red.preference(key: TraceKey.self, value: "a")
            Color.red.preference(key: TraceKey.self, value: "b")
        }.transformPreference(TraceKey.self) { $0 += "!" }
        XCTAssertEqual(value(TraceKey.self, of: view), "a+b!")
    }

    // §7/§8.2 hidden views still propagate preferences
    func testHiddenViewsStillPropagatePreferences() {
        let view = VStack {
            Color.red.preference(key: TraceKey.self, value: "visible")
            Color.red.preference(key: TraceKey.self, value: "hidden").hidden()
        }
        XCTAssertEqual(value(TraceKey.self, of: view), "visible+hidden")
    }

    // §8.2 ForEach contributes in element order
    func testForEachContributesInElementOrder() {
        let view = VStack {
            ForEach(["x", "y", "z"], id: \.self) { name in
                Color.red.preference(key: NamesKey.self, value: [name])
            }
        }
        XCTAssertEqual(value(NamesKey.self, of: view), ["x", "y", "z"])
    }

    // §8.2 a reader sees only its own subtree
    func testAReaderSeesOnlyItsSubtree() {
        let inner = Recorder<String>()
        let view = VStack {
            Color.red.preference(key: TraceKey.self, value: "outside")
            VStack {
                Color.red.preference(key: TraceKey.self, value: "inside")
            }.onPreferenceChange(TraceKey.self) { inner.record($0) }
        }
        XCTAssertEqual(value(TraceKey.self, of: view), "outside+inside")
        XCTAssertEqual(inner.values.last, "inside")
    }

    // §8.2 the GeometryReader-in-background pattern reports the view's size
    func testGeometryReaderPreferenceReportsTheSize() {
        let view = rect(50, 30).background(
            GeometryReader { proxy in
                Color.clear.preference(key: SizeKey.self, value: proxy.size)
            })
        XCTAssertEqual(value(SizeKey.self, of: view), CGSize(width: 50, height: 30))
    }

    // backgroundPreferenceValue makes a view from the combined value
    func testBackgroundPreferenceValueBuildsAViewFromTheValue() {
        let view = VStack(spacing: 0) {
            rect(30, 10).preference(key: SizeKey.self, value: CGSize(width: 30, height: 10))
            rect(20, 10).preference(key: SizeKey.self, value: CGSize(width: 20, height: 40))
        }
        .backgroundPreferenceValue(SizeKey.self, alignment: .topLeading) { size in
            Color.blue.frame(width: size.width, height: size.height).named("bg")
        }
        let graph = layout(view)
        XCTAssertFrame(graph, "bg", 0, 0, 30, 40)
    }

    // overlayPreferenceValue draws in front
    func testOverlayPreferenceValueIsDrawnInFront() {
        let view = rect(20, 20, .red).preference(key: SizeKey.self, value: CGSize(width: 5, height: 5))
            .overlayPreferenceValue(SizeKey.self) { size in
                Color.blue.frame(width: size.width, height: size.height).named("ov")
            }
        let graph = layout(view)
        XCTAssertFrame(graph, "ov", 7.5, 7.5, 5, 5)
        XCTAssertEqual(
            fills(graph.displayList).map(\.1), [Color.red.resolve(in: EnvironmentValues()), Color.blue.resolve(in: EnvironmentValues())])
    }

    // §8.2 nested backgrounds: the outer background first, then the inner, then the primary
    func testNestedBackgroundsAndOverlaysFoldOutsideIn() {
        let view = Color.red.preference(key: TraceKey.self, value: "p")
            .background(Color.red.preference(key: TraceKey.self, value: "b1"))
            .background(Color.red.preference(key: TraceKey.self, value: "b2"))
            .overlay(Color.red.preference(key: TraceKey.self, value: "o1"))
            .overlay(Color.red.preference(key: TraceKey.self, value: "o2"))
        XCTAssertEqual(value(TraceKey.self, of: view), "b2+b1+p+o1+o2")
    }

    // a preference written by a GeometryReader is readable by backgroundPreferenceValue in the same pass
    func testBackgroundPreferenceValueSeesAGeometryReaderPreference() {
        let view = rect(40, 20)
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: SizeKey.self, value: proxy.size)
                }
            )
            .backgroundPreferenceValue(SizeKey.self) { size in
                Color.blue.frame(width: size.width + 10, height: size.height + 10).named("halo")
            }
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.runPass(view, size: CGSize(width: 100, height: 100))
        XCTAssertFrame(graph, "halo", -5, -5, 50, 30)
    }
}
