import Foundation
import XCTest

@testable import Tessera

enum TabTestScreen: Hashable {
    case play, scores, settings
}

private struct Counter: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name) \(String(repeating: "x", count: taps))") { taps += 1 }
            .accessibilityIdentifier(name)
    }
}

final class TabViewTests: XCTestCase {
    final class Model {
        var screen = TabTestScreen.play
    }

    private func isShown<V: View>(_ h: InputHarness<V>, _ id: String) -> Bool {
        // A hidden tab is laid out but draws nothing: its text is not in the display list.
        let list = h.graph.displayList
        return list.operations.contains { op in
            guard case .text(let run) = op else { return false }
            let string = String(String.UnicodeScalarView(list.glyphs[run.glyphs].map(\.scalar)))
            return string.replacingOccurrences(of: " ", with: "").hasPrefix(id.replacingOccurrences(of: " ", with: ""))
        }
    }

    func testTheTabWhoseTagIsTheSelectionIsShownAndTheBarSelectsAnother() {
        let model = Model()
        let selection = Binding(get: { model.screen }, set: { model.screen = $0 })
        let h = InputHarness(size: CGSize(width: 300, height: 400)) {
            TabView(selection: selection) {
                Counter(name: "play").tabItem { Text("Play") }.tag(TabTestScreen.play)
                Counter(name: "scores").tabItem { Text("Scores") }.tag(TabTestScreen.scores)
                Counter(name: "settings").tabItem { Text("Settings") }.tag(TabTestScreen.settings)
            }
        }
        XCTAssertTrue(isShown(h, "play"))
        XCTAssertFalse(isShown(h, "scores"))
        // The bar: three equal items along the bottom, 49 points tall (and a hairline above).
        h.click(150, 400 - 20)
        XCTAssertEqual(model.screen, .scores)
        XCTAssertTrue(isShown(h, "scores"))
        XCTAssertFalse(isShown(h, "play"))
    }

    func testEachTabKeepsItsStateWhileAnotherIsShown() {
        let h = InputHarness(size: CGSize(width: 300, height: 400)) {
            TabView {
                Counter(name: "play").tabItem { Text("Play") }
                Counter(name: "scores").tabItem { Text("Scores") }
            }
        }
        let play = try! XCTUnwrap(h.graph.frame(of: "play"))
        h.click(play.midX, play.midY)
        h.click(225, 400 - 20)  // the second tab
        XCTAssertTrue(isShown(h, "scores"))
        h.click(75, 400 - 20)  // back to the first
        XCTAssertTrue(isShown(h, "play x"), "the first tab's @State survived")
    }

    func testAHiddenTabCannotBeClicked() {
        let model = Model()
        let selection = Binding(get: { model.screen }, set: { model.screen = $0 })
        let h = InputHarness(size: CGSize(width: 300, height: 400)) {
            TabView(selection: selection) {
                Counter(name: "play").tabItem { Text("Play") }.tag(TabTestScreen.play)
                Counter(name: "scores").tabItem { Text("Scores") }.tag(TabTestScreen.scores)
            }
        }
        let scores = try! XCTUnwrap(h.graph.frame(of: "scores"))
        h.click(scores.midX, scores.midY)
        model.screen = .scores
        h.frame()
        XCTAssertTrue(isShown(h, "scores"))
        XCTAssertFalse(isShown(h, "scores x"), "the click while hidden did nothing")
    }

    func testForEachChildrenAreTaggedWithTheirIDs() {
        var selected = "b"
        let selection = Binding(get: { selected }, set: { selected = $0 })
        let h = InputHarness(size: CGSize(width: 300, height: 400)) {
            TabView(selection: selection) {
                ForEach(["a", "b", "c"], id: \.self) { name in Counter(name: "page-\(name)") }
            }
            .tabViewStyle(.page)
        }
        XCTAssertTrue(isShown(h, "page-b"))
        XCTAssertFalse(isShown(h, "page-a"))
    }

    func testPagesTurnWithArrowKeys() {
        var selected = 0
        let selection = Binding(get: { selected }, set: { selected = $0 })
        let h = InputHarness(size: CGSize(width: 300, height: 400)) {
            TabView(selection: selection) {
                ForEach(0..<3) { Counter(name: "page\($0)") }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
        }
        h.press(.tab)
        h.press(.rightArrow)
        XCTAssertEqual(selected, 1)
        h.press(.leftArrow)
        h.press(.leftArrow)
        XCTAssertEqual(selected, 0, "stops at the first page")
    }

    func testStaticSubviewsWalkTheBuilderStructure() {
        let flag = true
        @ViewBuilder var block: some View {
            Text("a").tag(1)
            if flag { Text("b") } else { Text("c") }
            ForEach([7, 8], id: \.self) { Text("\($0)") }
            Group {
                Text("d").tag(2).tag(3)
                EmptyView()
            }
        }
        let subviews = StaticSubviews.of(block)
        XCTAssertEqual(subviews.count, 5)
        XCTAssertEqual(subviews.map(\.traits.tag), [1, nil, 7, 8, 3], "ForEach ids tag their views; the outer tag wins")
        XCTAssertEqual(Set(subviews.map(\.id)).count, 5, "distinct identities")
    }
}
