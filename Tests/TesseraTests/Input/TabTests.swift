import Foundation
import XCTest

@testable import Tessera

/// iOS 18's `Tab` in a `TabView`: a tab's title and symbol are its tab item and its value its
/// tag, so the selection shows it and the bar selects it.
final class TabTests: XCTestCase {
    final class Model {
        var screen = TabTestScreen.play
    }

    private func shownTexts<V: View>(_ h: InputHarness<V>) -> [String] {
        let list = h.graph.displayList
        return list.operations.compactMap { op in
            guard case .text(let run) = op else { return nil }
            return String(String.UnicodeScalarView(list.glyphs[run.glyphs].map(\.scalar))).replacingOccurrences(of: " ", with: "")
        }
    }

    func testTabsWithValuesFollowTheSelectionAndTheBarSetsIt() {
        let model = Model()
        let selection = Binding(get: { model.screen }, set: { model.screen = $0 })
        let h = InputHarness(size: CGSize(width: 300, height: 400)) {
            TabView(selection: selection) {
                Tab("Play", systemImage: "gamecontroller", value: TabTestScreen.play) {
                    Text("Playing").accessibilityIdentifier("play")
                }
                Tab("Scores", systemImage: "trophy", value: .scores) {
                    Text("High scores").accessibilityIdentifier("scores")
                }
                Tab(value: TabTestScreen.settings) {
                    Text("Options")
                } label: {
                    Label("Settings", systemImage: "gearshape")
                }
            }
        }
        var texts = shownTexts(h)
        XCTAssertTrue(texts.contains("Playing"))
        XCTAssertFalse(texts.contains("Highscores"))
        // The bar's items are the tabs' titles.
        XCTAssertTrue(texts.contains("Play") && texts.contains("Scores") && texts.contains("Settings"))
        h.click(150, 400 - 20)
        XCTAssertEqual(model.screen, .scores)
        texts = shownTexts(h)
        XCTAssertTrue(texts.contains("Highscores"))
        XCTAssertFalse(texts.contains("Playing"))
        model.screen = .settings
        h.frame()
        XCTAssertTrue(shownTexts(h).contains("Options"))
    }

    func testTabsWithoutValuesAreShownByPosition() {
        let h = InputHarness(size: CGSize(width: 300, height: 400)) {
            TabView {
                Tab("Play", systemImage: "gamecontroller") { Text("Playing") }
                Tab("Shop", image: "coin", role: nil) { Text("Buying") }
                Tab(String("Search"), systemImage: "magnifyingglass", role: .search) { Text("Searching") }
            }
        }
        XCTAssertTrue(shownTexts(h).contains("Playing"))
        h.click(250, 400 - 20)
        XCTAssertTrue(shownTexts(h).contains("Searching"))
        XCTAssertFalse(shownTexts(h).contains("Playing"))
    }

    func testTabContentFillsTheAreaAboveTheBar() {
        let graph = layout(
            TabView {
                Tab("Play", systemImage: "gamecontroller") { Color.red.accessibilityIdentifier("page") }
            }, in: CGSize(width: 300, height: 400))
        let page = try! XCTUnwrap(graph.frame(of: "page"))
        XCTAssertEqual(page.minX, 0)
        XCTAssertEqual(page.minY, 0)
        XCTAssertEqual(page.width, 300)
        // Above the 49-point bar and its hairline.
        XCTAssertEqual(page.height, 350, accuracy: 1)
    }

    func testTabsFromAForEachAreTaggedWithTheirValues() {
        let model = Model()
        let selection = Binding(get: { model.screen }, set: { model.screen = $0 })
        let screens: [TabTestScreen] = [.play, .scores, .settings]
        let h = InputHarness(size: CGSize(width: 300, height: 400)) {
            TabView(selection: selection) {
                ForEach(screens, id: \.self) { screen in
                    Tab("\(screen)", systemImage: "star", value: screen) { Text("Screen \(screen)") }
                        .badge(3)
                }
                Tab("Extra", systemImage: "plus", value: TabTestScreen.play) { Text("Extra") }.customizationID("extra")
            }
        }
        XCTAssertTrue(shownTexts(h).contains("Screenplay"))
        // Four tabs, 75 points each: the second.
        h.click(110, 400 - 20)
        XCTAssertEqual(model.screen, .scores)
        XCTAssertTrue(shownTexts(h).contains("Screenscores"))
    }

    func testTabsInsideIfAndElseAndNoTabsAtAll() {
        func view(_ extra: Bool) -> some View {
            TabView(selection: .constant(TabTestScreen.scores)) {
                Tab("Play", systemImage: "gamecontroller", value: .play) { Text("Playing") }
                if extra {
                    Tab("Scores", systemImage: "trophy", value: .scores) { Text("High") }
                } else {
                    Tab("Settings", systemImage: "gearshape", value: .settings) { Text("Options") }
                }
            }
        }
        let withExtra = InputHarness(size: CGSize(width: 300, height: 400)) { view(true) }
        XCTAssertTrue(shownTexts(withExtra).contains("High"))
        // Without the selected tab, the first is shown.
        let without = InputHarness(size: CGSize(width: 300, height: 400)) { view(false) }
        XCTAssertTrue(shownTexts(without).contains("Playing"))
        XCTAssertTrue(shownTexts(without).contains("Settings"))
        let empty = layout(TabView(selection: .constant(TabTestScreen.play)) {}, in: CGSize(width: 100, height: 100))
        XCTAssertEqual(empty.rootSize.width, 100)
    }
}
