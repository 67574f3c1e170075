import Foundation
import XCTest

@testable import Tessera

/// How many times each named view's `body` ran.
nonisolated(unsafe) private var evaluations: [String: Int] = [:]

private func count(_ name: String) {
    evaluations[name, default: 0] += 1
}

@Observable
private final class Match {
    var score = 0
    var lives = 3
    var showsLives = true
    var title = "match"
}

private struct ScoreLabel: View {
    let match: Match
    var body: some View {
        let _ = count("score")
        return Text("\(match.score)").accessibilityIdentifier("score")
    }
}

private struct LivesLabel: View {
    let match: Match
    var body: some View {
        let _ = count("lives")
        return Text("\(match.lives)").accessibilityIdentifier("lives")
    }
}

private struct MatchHUD: View {
    let match: Match
    var body: some View {
        let _ = count("hud")
        return VStack {
            ScoreLabel(match: match)
            LivesLabel(match: match)
        }
    }
}

/// Reads `lives` only while `showsLives`.
private struct ConditionalLives: View {
    let match: Match
    var body: some View {
        let _ = count("conditional")
        return Group {
            if match.showsLives { Text("\(match.lives)") } else { Text("-") }
        }
    }
}

final class ObservableModelTests: XCTestCase {
    override func setUp() {
        evaluations = [:]
    }

    private func width(_ graph: ViewGraph, _ id: String) -> CGFloat? { graph.frame(of: id)?.width }

    func testAViewIsEvaluatedAgainOnlyWhenAPropertyItReadChanges() {
        let match = Match()
        let graph = layout(MatchHUD(match: match))
        XCTAssertEqual(evaluations, ["hud": 1, "score": 1, "lives": 1])

        match.score = 1000
        graph.update(MatchHUD(match: match), size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["score"], 2, "the label reading score")
        XCTAssertEqual(evaluations["lives"], 1, "the label reading lives is reused")
        XCTAssertEqual(width(graph, "score"), layout(Text("1000")).rootSize.width, "shows the new score")

        match.lives = 2
        graph.update(MatchHUD(match: match), size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["score"], 2)
        XCTAssertEqual(evaluations["lives"], 2)
    }

    func testAFrameWhereNothingChangedEvaluatesNothing() {
        let match = Match()
        let graph = layout(MatchHUD(match: match))
        graph.update(MatchHUD(match: match), size: CGSize(width: 1000, height: 1000))
        XCTAssertTrue(graph.reusedLastFrame)
        XCTAssertEqual(evaluations, ["hud": 1, "score": 1, "lives": 1])
        XCTAssertFalse(graph.needsUpdate)
        match.title = "unread"
        XCTAssertFalse(graph.needsUpdate, "no view read the title")
    }

    func testAChangeMarksTheGraphForAnUpdate() {
        let match = Match()
        let graph = layout(MatchHUD(match: match))
        XCTAssertFalse(graph.needsUpdate)
        match.score = 5
        XCTAssertTrue(graph.needsUpdate)
    }

    func testTwoViewsReadingOneObjectAreBothEvaluated() {
        let match = Match()
        let view = HStack {
            ScoreLabel(match: match)
            LivesLabel(match: match).overlay(ScoreLabel(match: match).hidden())
        }
        let graph = layout(view)
        XCTAssertEqual(evaluations["score"], 2)
        match.score = 7
        graph.update(view, size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["score"], 4)
        XCTAssertEqual(evaluations["lives"], 1)
    }

    func testAViewHandedAnotherObjectReadsItAndStopsDependingOnTheFirst() {
        let first = Match(), second = Match()
        second.score = 42
        let graph = layout(ScoreLabel(match: first))
        graph.update(ScoreLabel(match: second), size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["score"], 2, "another object is another view")
        XCTAssertEqual(width(graph, "score"), layout(Text("42")).rootSize.width)

        first.score = 1
        XCTAssertFalse(graph.needsUpdate, "the first object no longer concerns the graph")
        graph.update(ScoreLabel(match: second), size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["score"], 2)
    }

    func testAConditionalReadStopsDependingWhenTheBranchIsNotTaken() {
        let match = Match()
        let graph = layout(ConditionalLives(match: match))
        match.showsLives = false
        graph.update(ConditionalLives(match: match), size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["conditional"], 2)
        match.lives = 1
        XCTAssertFalse(graph.needsUpdate, "lives was not read in the last evaluation")
        graph.update(ConditionalLives(match: match), size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["conditional"], 2)
    }

    func testReadsInActionsMakeNoDependency() {
        let match = Match()
        struct Reader: View {
            let match: Match
            var body: some View {
                let _ = count("reader")
                return Color.red.frame(width: 10, height: 10).onAppear { _ = match.lives }
            }
        }
        let graph = layout(Reader(match: match))
        match.lives = 0
        XCTAssertFalse(graph.needsUpdate)
        graph.update(Reader(match: match), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(evaluations["reader"], 1)
    }

    func testAViewPassingAReadValueToAGeometryReaderKeepsDependingOnIt() {
        let match = Match()
        struct Bar: View {
            let fraction: Double
            var body: some View {
                GeometryReader { proxy in
                    Color.green.frame(width: proxy.size.width * fraction).accessibilityIdentifier("fill")
                }
                .frame(width: 100, height: 10)
            }
        }
        struct Progress: View {
            let match: Match
            var body: some View {
                let _ = count("progress")
                return Bar(fraction: Double(match.score) / 10)
            }
        }
        let graph = layout(Progress(match: match))
        for score in 1...3 {
            match.score = score
            XCTAssertTrue(graph.needsUpdate, "write \(score) is heard")
            graph.update(Progress(match: match), size: CGSize(width: 1000, height: 1000))
            XCTAssertEqual(evaluations["progress"], score + 1)
            XCTAssertEqual(graph.frame(of: "fill")?.width, CGFloat(score) * 10)
        }
        if ObservationAccessList.hook != nil {
            XCTAssertEqual(
                graph.dataFlow.invalidation.observationRegistrations, 1, "the view kept its registration while it read the same property")
        }

        graph.update(Text("gone"), size: CGSize(width: 1000, height: 1000))
        match.score = 9
        XCTAssertFalse(graph.needsUpdate, "the view left, and its dependency with it")
    }

    func testReadsInAForEachElementMakeTheEnclosingViewDepend() {
        let matches = [Match(), Match()]
        struct Board: View {
            let matches: [Match]
            var body: some View {
                let _ = count("board")
                return VStack {
                    ForEach(0..<matches.count, id: \.self) { i in Text(matches[i].title) }
                }
            }
        }
        let graph = layout(Board(matches: matches))
        matches[1].title = "renamed"
        XCTAssertTrue(graph.needsUpdate)
        graph.update(Board(matches: matches), size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["board"], 2)
    }

    func testStateKeepsAnObservableObjectForTheViewsLifetime() {
        struct Owner: View {
            @State var match = Match()
            let label: String
            var body: some View {
                let _ = count("owner")
                return Text("\(label) \(match.score)").accessibilityIdentifier("owner")
                    .onTapGesture { match.score += 1 }
            }
        }
        nonisolated(unsafe) var seen: [ObjectIdentifier] = []
        struct Spy: View {
            @State var match = Match()
            let onBody: (Match) -> Void
            var body: some View {
                onBody(match)
                return Text("\(match.score)")
            }
        }
        let graph = layout(Spy { seen.append(ObjectIdentifier($0)) })
        graph.update(Spy { seen.append(ObjectIdentifier($0)) }, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(seen.count, 2, "a closure is not comparable: evaluated twice")
        XCTAssertEqual(Set(seen).count, 1, "the same object both times")
        _ = Owner(label: "")
    }

    func testBindableMakesBindingsToTheObjectsProperties() {
        let match = Match()
        @Bindable var bindable = match
        let binding: Binding<Int> = $bindable.score
        binding.wrappedValue = 9
        XCTAssertEqual(match.score, 9)
        XCTAssertEqual(binding.wrappedValue, 9)

        struct Editor: View {
            @Bindable var match: Match
            var body: some View {
                let _ = count("editor")
                return Toggle("lives", isOn: $match.showsLives)
            }
        }
        let graph = layout(Editor(match: match))
        match.showsLives = false
        XCTAssertTrue(graph.needsUpdate, "the toggle read showsLives through the binding")
        graph.update(Editor(match: match), size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["editor"], 1, "the editor made the binding but did not read it")
        XCTAssertEqual(graph.displayList, layout(Editor(match: match)).displayList, "the toggle shows the new value")
    }

    func testEnvironmentPassesAnObservableObjectDown() {
        struct Reader: View {
            @Environment(Match.self) var match
            var body: some View {
                let _ = count("env")
                return Text("\(match.score)").accessibilityIdentifier("env")
            }
        }
        struct OptionalReader: View {
            @Environment(Match.self) var match: Match?
            var body: some View {
                Text(match == nil ? "none" : "some").accessibilityIdentifier("optional")
            }
        }
        let match = Match()
        match.score = 12
        let view = VStack {
            Reader()
            OptionalReader()
        }.environment(match)
        let graph = layout(view)
        XCTAssertEqual(width(graph, "env"), layout(Text("12")).rootSize.width)
        XCTAssertEqual(width(graph, "optional"), layout(Text("some")).rootSize.width)
        XCTAssertEqual(layout(OptionalReader()).frame(of: "optional")?.width, layout(Text("none")).rootSize.width)

        match.score = 123
        graph.update(view, size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["env"], 2)
        XCTAssertEqual(width(graph, "env"), layout(Text("123")).rootSize.width)
        graph.update(view, size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["env"], 2, "the same object in the environment is the same environment")
        XCTAssertEqual(
            Environment<Match>.missingObjectMessage(Match.self),
            "No Observable object of type Match found. A View.environment(_:) for Match may be missing as an ancestor of this view.")
    }

    func testAStateWriteEvaluatesOnlyTheViewsThatReadIt() {
        nonisolated(unsafe) var setCount: Binding<Int>?
        struct Counter: View {
            @State var count = 0
            let onBind: (Binding<Int>) -> Void
            var body: some View {
                onBind($count)
                return VStack {
                    CountText(value: count)
                    Still()
                }
            }
        }
        struct CountText: View {
            let value: Int
            var body: some View {
                let _ = count("countText")
                return Text("\(value)")
            }
        }
        struct Still: View {
            var body: some View {
                let _ = count("still")
                return Text("still")
            }
        }
        let view = VStack {
            Counter { setCount = $0 }
            Still()
        }
        let graph = layout(view)
        XCTAssertEqual(evaluations["still"], 2)
        setCount?.wrappedValue = 3
        graph.update(view, size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["countText"], 2, "its value changed")
        XCTAssertEqual(evaluations["still"], 2, "neither Still read the state")
    }

    func testAWriteDuringBodyIsLoggedOnceForTheViewType() {
        let match = Match()
        struct Scorer: View {
            let match: Match
            var body: some View {
                let _ = match.score += 1
                return Color.clear.frame(width: 1, height: 1)
            }
        }
        Diagnostics.reset()
        let graph = layout(
            VStack {
                ScoreLabel(match: match); Scorer(match: match)
            })
        let logged = Diagnostics.messages.filter { $0.contains("Modifying state during view update") }
        XCTAssertEqual(logged.count, 1, "\(Diagnostics.messages)")
        XCTAssertTrue(logged.first?.contains("Scorer") ?? false, logged.first ?? "")
        XCTAssertEqual(graph.passesInLastUpdate, 2, "the label shows the score written during the pass")
    }

    func testAnEvaluationThatInvalidatesItselfStopsAtThePassLimitNamingTheView() {
        struct Restless: View {
            @State var ticks = 0
            var body: some View {
                let _ = ticks += 1
                return Text("\(ticks)")
            }
        }
        Diagnostics.reset()
        let graph = layout(Restless())
        XCTAssertEqual(graph.passesInLastUpdate, graph.maximumPassesPerUpdate)
        XCTAssertEqual(Diagnostics.messages.filter { $0.contains("Modifying state during view update") }.count, 1)
        let loop = Diagnostics.messages.filter { $0.contains("still changing after") }
        XCTAssertEqual(loop.count, 1, "\(Diagnostics.messages)")
        XCTAssertTrue(loop.first?.contains("Restless") ?? false, loop.first ?? "")
    }

    func testAViewHoldingAnArrayOfModelsIsReusedWhileTheArrayIsTheSame() {
        struct Roster: View {
            let matches: [Match]
            var body: some View {
                let _ = count("roster")
                return VStack {
                    ForEach(0..<matches.count, id: \.self) { i in ScoreLabel(match: matches[i]) }
                }
            }
        }
        let matches = [Match(), Match(), Match()]
        let graph = layout(Roster(matches: matches))
        matches[1].score = 3
        graph.update(Roster(matches: matches), size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["score"], 4, "the one label that read the changed score")
        XCTAssertEqual(evaluations["roster"], 1, "the view that made it read nothing that changed, as in SwiftUI")
        let changed = graph.displayList
        graph.update(Roster(matches: matches), size: CGSize(width: 1000, height: 1000))
        XCTAssertTrue(graph.reusedLastFrame, "the same array of the same models: the frame is last frame's")
        graph.update(Roster(matches: matches.map { $0 }), size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["roster"], 1, "another array of the same models in the same order is the same view")
        graph.update(Roster(matches: matches.reversed()), size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["roster"], 2, "the same models in another order are another view")
        graph.update(Roster(matches: matches), size: CGSize(width: 1000, height: 1000))
        graph.update(Roster(matches: matches + [Match()]), size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(evaluations["roster"], 4, "another array is another value")
        // The labels at 0 and 2 were handed other models when the order changed, and back.
        XCTAssertEqual(evaluations["score"], 4 + 2 + 2 + 1, "only the new label is made; the others are reused")
        XCTAssertEqual(changed, layout(Roster(matches: matches)).displayList, "the changed label was drawn with its new score")
    }

    func testAHostReportingItsClockLeavesAnUnchangedFrameUnchanged() {
        let match = Match()
        let size = CGSize(width: 1000, height: 1000)
        let graph = layout(MatchHUD(match: match))
        graph.update(MatchHUD(match: match), size: size)
        for second in 1...3 {
            // What `WindowHost` sends every frame, for long presses.
            graph.handle(InputEvent(.timeAdvanced, timestamp: Double(second)))
            graph.update(MatchHUD(match: match), size: size)
            XCTAssertTrue(graph.reusedLastFrame, "second \(second)")
        }
        XCTAssertEqual(evaluations, ["hud": 1, "score": 1, "lives": 1])
    }
}
