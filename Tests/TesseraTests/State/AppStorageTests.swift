import Foundation
import XCTest

@testable import Tessera

nonisolated(unsafe) private var evaluations: [String: Int] = [:]

private enum Difficulty: String {
    case easy, normal, hard
}

private struct HighScoreLabel: View {
    @AppStorage("highScore", store: AppStorageTests.store) var highScore = 0
    var body: some View {
        let _ = evaluations["score", default: 0] += 1
        return Text(String(repeating: "x", count: highScore)).accessibilityIdentifier("score")
    }
}

private struct DifficultyLabel: View {
    @AppStorage("difficulty", store: AppStorageTests.store) var difficulty: Difficulty = .normal
    var body: some View {
        let _ = evaluations["difficulty", default: 0] += 1
        return Text(difficulty.rawValue).accessibilityIdentifier("difficulty")
    }
}

private struct SettingsScreen: View {
    var body: some View {
        VStack {
            HighScoreLabel()
            DifficultyLabel()
        }
    }
}

private struct SceneCounter: View {
    @SceneStorage("selectedTab") var selected = 0
    @State var local = 0
    var body: some View {
        Text(String(repeating: "x", count: selected + 1)).accessibilityIdentifier("tab")
    }
}

final class AppStorageTests: XCTestCase {
    nonisolated(unsafe) static var store = UserDefaults(suiteName: "TesseraTests.AppStorage")!
    private var suiteName = ""
    private let size = CGSize(width: 1000, height: 1000)

    override func setUp() {
        evaluations = [:]
        suiteName = "TesseraTests.AppStorage.\(UUID().uuidString)"
        Self.store = UserDefaults(suiteName: suiteName)!
    }

    override func tearDown() {
        Self.store.removePersistentDomain(forName: suiteName)
    }

    private func width(_ graph: ViewGraph, _ id: String) -> CGFloat { graph.frame(of: id)?.width ?? -1 }

    func testAMissingKeyReadsTheDefaultAndAWriteGoesToTheStore() {
        let score = AppStorage(wrappedValue: 7, "highScore", store: Self.store)
        XCTAssertEqual(score.wrappedValue, 7)
        XCTAssertNil(Self.store.object(forKey: "highScore"), "reading the default writes nothing")
        score.wrappedValue = 12
        XCTAssertEqual(Self.store.integer(forKey: "highScore"), 12)
        XCTAssertEqual(AppStorage(wrappedValue: 0, "highScore", store: Self.store).wrappedValue, 12, "a new wrapper reads the stored value")
    }

    func testAWriteEvaluatesOnlyTheViewsThatReadThatKey() {
        let graph = layout(SettingsScreen())
        XCTAssertEqual(evaluations, ["score": 1, "difficulty": 1])
        let unit = layout(Text("x")).rootSize.width

        // A write from elsewhere (an action in another view, here a wrapper of its own).
        AppStorage(wrappedValue: 0, "highScore", store: Self.store).wrappedValue = 3
        XCTAssertTrue(graph.needsUpdate, "the write marks the view that read the key")
        graph.update(SettingsScreen(), size: size)
        XCTAssertEqual(evaluations, ["score": 2, "difficulty": 1], "the difficulty label is reused")
        XCTAssertEqual(width(graph, "score"), 3 * unit)

        graph.update(SettingsScreen(), size: size)
        XCTAssertEqual(evaluations, ["score": 2, "difficulty": 1], "nothing changed: nothing evaluated")
    }

    func testABindingWritesThroughToTheStore() {
        let score = AppStorage(wrappedValue: 0, "highScore", store: Self.store)
        let binding = score.projectedValue
        binding.wrappedValue = 5
        XCTAssertEqual(Self.store.integer(forKey: "highScore"), 5)
        XCTAssertEqual(score.wrappedValue, 5)
    }

    func testAnEnumIsStoredAsItsRawValueAndAnUnknownRawValueReadsTheDefault() {
        let graph = layout(SettingsScreen())
        let difficulty = AppStorage(wrappedValue: Difficulty.normal, "difficulty", store: Self.store)
        difficulty.wrappedValue = .hard
        XCTAssertEqual(Self.store.string(forKey: "difficulty"), "hard")
        graph.update(SettingsScreen(), size: size)
        XCTAssertEqual(width(graph, "difficulty"), layout(Text("hard")).rootSize.width)

        Self.store.set("impossible", forKey: "difficulty")
        XCTAssertEqual(AppStorage(wrappedValue: Difficulty.easy, "difficulty", store: Self.store).wrappedValue, .easy)
    }

    func testAnOptionalSetToNilRemovesTheKey() {
        let name = AppStorage<String?>("playerName", store: Self.store)
        XCTAssertNil(name.wrappedValue)
        name.wrappedValue = "Ada"
        XCTAssertEqual(Self.store.string(forKey: "playerName"), "Ada")
        name.wrappedValue = nil
        XCTAssertNil(Self.store.object(forKey: "playerName"))
    }

    func testAValueOfAnotherTypeInTheStoreReadsTheDefault() {
        Self.store.set("not a number", forKey: "highScore")
        XCTAssertEqual(AppStorage(wrappedValue: 4, "highScore", store: Self.store).wrappedValue, 4)
    }

    func testAWriteFromAnotherThreadIsPickedUpByTheNextFrame() {
        let graph = layout(SettingsScreen())
        let unit = layout(Text("x")).rootSize.width
        let done = expectation(description: "written")
        DispatchQueue.global().async {
            AppStorage(wrappedValue: 0, "highScore", store: Self.store).wrappedValue = 2
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertTrue(graph.needsUpdate)
        graph.update(SettingsScreen(), size: size)
        XCTAssertEqual(width(graph, "score"), 2 * unit)
    }

    func testSceneStorageOutlivesTheViewUnlikeState() {
        let unit = layout(Text("x")).rootSize.width
        let graph = layout(SceneCounter())
        SceneStorage(wrappedValue: 0, "selectedTab").wrappedValue = 2
        graph.update(SceneCounter(), size: size)
        XCTAssertEqual(width(graph, "tab"), 3 * unit)
        graph.update(EmptyView(), size: size)
        graph.update(SceneCounter(), size: size)
        XCTAssertEqual(width(graph, "tab"), 3 * unit, "the value came back with the view")
        SceneStorage(wrappedValue: 0, "selectedTab").wrappedValue = 0
    }
}
