import Foundation
import XCTest

@testable import Tessera

/// How many times each named view's `body` ran. Views count through a global, not a stored
/// reference: a view holding a class instance is never reused, by design.
nonisolated(unsafe) private var bodyEvaluations: [String: Int] = [:]

private struct CountedLabel: View {
    let name: String
    let text: String

    var body: some View {
        let _ = bodyEvaluations[name, default: 0] += 1
        return Text(text).font(.system(size: 10)).accessibilityIdentifier(name)
    }
}

private struct Screen: View {
    let title: String
    let footer: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            CountedLabel(name: "title", text: title)
            CountedLabel(name: "footer", text: footer)
        }
    }
}

/// A game model mutated in place between frames, as games often hold their state.
private final class Score {
    var points = 0
}

private struct ScoreLabel: View {
    let score: Score

    var body: some View {
        let _ = bodyEvaluations["score", default: 0] += 1
        return Text("\(score.points)").font(.system(size: 10)).accessibilityIdentifier("score")
    }
}

private struct PrimaryBox: View {
    var body: some View {
        let _ = bodyEvaluations["box", default: 0] += 1
        return Color.primary.frame(width: 10, height: 10)
    }
}

/// Hands out its state's binding through a global so the test can write it.
nonisolated(unsafe) private var tapCountBinding: Binding<Int>?

private struct TapCounter: View {
    @State var taps = 0

    var body: some View {
        let _ = tapCountBinding = $taps
        return Text(String(repeating: "x", count: taps + 1)).font(.system(size: 10)).accessibilityIdentifier("taps")
    }
}

private struct TapScreen: View {
    let caption: String

    var body: some View {
        VStack {
            TapCounter()
            Text(caption)
        }
    }
}

final class ViewReuseTests: XCTestCase {
    override func setUp() {
        bodyEvaluations = [:]
        tapCountBinding = nil
    }

    private let size = CGSize(width: 400, height: 300)

    func test_anUnchangedView_isNotEvaluatedAgain_andDrawsTheSameFrame() {
        let graph = ViewGraph()
        let first = graph.update(Screen(title: "Level 1", footer: "Press A"), size: size)
        let second = graph.update(Screen(title: "Level 1", footer: "Press A"), size: size)
        XCTAssertTrue(graph.reusedLastFrame, "unchanged root inputs: last frame is returned whole")
        XCTAssertEqual(second, first)
        // A pass that does walk (here forced) copies the unchanged screen instead of evaluating it.
        graph.runPass(Screen(title: "Level 1", footer: "Press A"), size: size)

        XCTAssertEqual(bodyEvaluations, ["title": 1, "footer": 1])
        XCTAssertEqual(graph.reusedSubtreeCount, 1, "the whole screen is copied")
        XCTAssertEqual(graph.displayList, first)
        // Mock font at 10 pt: 10 per character, 20 per line. The 70×44 stack is centred.
        XCTAssertEqual(graph.frame(of: "footer"), CGRect(x: 165, y: 152, width: 70, height: 20))
    }

    func test_aChangedField_evaluatesThatViewOnly() {
        let graph = ViewGraph()
        graph.update(Screen(title: "Level 1", footer: "Press A"), size: size)
        graph.update(Screen(title: "Level 22", footer: "Press A"), size: size)

        XCTAssertEqual(bodyEvaluations, ["title": 2, "footer": 1], "the screen's body runs again; the unchanged footer is copied")
        XCTAssertEqual(graph.frame(of: "title")?.width, 80)
        // The footer moved left because the wider title widened the stack: copied, then placed anew.
        XCTAssertEqual(graph.frame(of: "footer"), CGRect(x: 160, y: 152, width: 70, height: 20))
    }

    func test_aViewHoldingAClassInstance_isEvaluatedEveryFrame() {
        let graph = ViewGraph()
        let score = Score()
        graph.update(ScoreLabel(score: score), size: size)
        score.points = 1_000
        graph.update(ScoreLabel(score: score), size: size)

        XCTAssertEqual(bodyEvaluations["score"], 2)
        XCTAssertEqual(graph.frame(of: "score")?.width, 40, "the mutated model shows: four characters of 10 pt")
    }

    func test_aChangedEnvironment_evaluatesTheViewAgain() {
        let graph = ViewGraph()
        let light = graph.update(PrimaryBox(), size: size)
        graph.environment.colorScheme = .dark
        let dark = graph.update(PrimaryBox(), size: size)

        XCTAssertEqual(bodyEvaluations["box"], 2)
        XCTAssertNotEqual(light, dark, "primary is black in light mode and white in dark mode")
    }

    func test_aStateWrite_evaluatesAgain_andUnchangedStateSurvivesReuse() throws {
        let graph = ViewGraph()
        graph.update(TapScreen(caption: "Taps"), size: size)
        try XCTUnwrap(tapCountBinding).wrappedValue = 2
        graph.update(TapScreen(caption: "Taps"), size: size)
        XCTAssertEqual(graph.frame(of: "taps")?.width, 30, "the write shows in the next pass")

        // Reused for several frames, the counter keeps its state...
        for _ in 0..<3 { graph.runPass(TapScreen(caption: "Taps"), size: size) }
        XCTAssertEqual(graph.reusedSubtreeCount, 1)
        // ...and still has it when its parent changes and it is evaluated again.
        graph.update(TapScreen(caption: "Taps!"), size: size)
        XCTAssertEqual(graph.frame(of: "taps")?.width, 30)
    }

    func test_turningReuseOff_evaluatesEveryBody() {
        let graph = ViewGraph()
        graph.reusesUnchangedViews = false
        graph.update(Screen(title: "Level 1", footer: "Press A"), size: size)
        graph.update(Screen(title: "Level 1", footer: "Press A"), size: size)

        XCTAssertEqual(bodyEvaluations, ["title": 2, "footer": 2])
        XCTAssertEqual(graph.reusedSubtreeCount, 0)
    }

    func test_invalidatingReusedViews_evaluatesEveryBodyOnce() {
        let graph = ViewGraph()
        graph.update(Screen(title: "Level 1", footer: "Press A"), size: size)
        graph.invalidateReusedViews()
        graph.update(Screen(title: "Level 1", footer: "Press A"), size: size)
        graph.update(Screen(title: "Level 1", footer: "Press A"), size: size)

        XCTAssertEqual(bodyEvaluations, ["title": 2, "footer": 2])
    }

    func test_valueComparison_comparesPlainAndEquatableFields_andRefusesReferences() {
        struct Plain: View { let a: Int; let b: Double; var body: some View { EmptyView() } }
        struct Mixed: View { let title: String; let count: Int?; var body: some View { EmptyView() } }
        struct WithClosure: View { let action: () -> Void; var body: some View { EmptyView() } }
        struct WithObject: View { let score: Score; var body: some View { EmptyView() } }
        struct WithState: View { @State var x = 0; let label: String; var body: some View { EmptyView() } }

        func same<V>(_ a: V, _ b: V) -> Bool? {
            guard let comparison = ViewValueComparison(of: V.self) else { return nil }
            var a = a, b = b
            return withUnsafePointer(to: &a) { x in withUnsafePointer(to: &b) { y in comparison.isEqual(x, y) } }
        }

        XCTAssertEqual(same(Plain(a: 1, b: 2), Plain(a: 1, b: 2)), true)
        XCTAssertEqual(same(Plain(a: 1, b: 2), Plain(a: 1, b: 3)), false)
        XCTAssertEqual(
            same(Mixed(title: "Level " + "1", count: nil), Mixed(title: "Level 1", count: nil)), true, "strings compare by value")
        XCTAssertEqual(same(Mixed(title: "a", count: 1), Mixed(title: "a", count: 2)), false)
        XCTAssertNil(same(WithClosure(action: {}), WithClosure(action: {})))
        XCTAssertNil(same(WithObject(score: Score()), WithObject(score: Score())))
        XCTAssertEqual(same(WithState(label: "a"), WithState(x: 5, label: "a")), true, "state is the graph's to track")
    }
}

extension ViewReuseTests {
    func test_environmentIdentity_coversEveryStoredProperty() {
        // `EnvironmentValues.isIdentical(to:)` lists the stored properties by hand: a new one
        // must be added there, or views would be reused across a change of it.
        XCTAssertEqual(Mirror(reflecting: EnvironmentValues()).children.count, 17)
    }

    func test_environmentIdentity_refusesCustomClassValues() {
        var values = EnvironmentValues()
        values[ScoreKey.self] = Score()
        XCTAssertFalse(values.isIdentical(to: values), "a class instance may change unseen")
        var plain = EnvironmentValues()
        plain[LevelKey.self] = 3
        XCTAssertTrue(plain.isIdentical(to: plain))
        XCTAssertFalse(plain.isIdentical(to: EnvironmentValues()))
    }
}

private struct ScoreKey: EnvironmentKey {
    static var defaultValue: Score? { nil }
}

private struct LevelKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}
