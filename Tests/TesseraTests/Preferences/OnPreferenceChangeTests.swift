import Foundation
import XCTest

@testable import Tessera

/// A view that writes a preference and records when its body runs.
private struct Probe: View {
    let value: String
    let log: Recorder<String>

    var body: some View {
        let _ = log.record("body \(value)")
        return Color.red.frame(width: 10, height: 10).named("probe")
            .preference(key: TraceKey.self, value: value)
    }
}

/// A view whose @State is written by its onPreferenceChange action.
private struct Measured: View {
    let reported: CGFloat
    @State var width: CGFloat = 10

    var body: some View {
        Color.red.frame(width: width, height: 10).named("measured")
            .preference(key: SizeKey.self, value: CGSize(width: reported, height: 0))
            .onPreferenceChange(SizeKey.self) { width = $0.width }
    }
}

/// docs/LayoutRules.md §8.3 onPreferenceChange timing.
final class OnPreferenceChangeTests: XCTestCase {
    // §8.3 the action runs after the pass (layout done), never during body
    func testActionRunsAfterThePassNotDuringBody() {
        let log = Recorder<String>()
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        var frameSeenByAction: CGRect?
        graph.runPass(
            Probe(value: "a", log: log).onPreferenceChange(TraceKey.self) { value in
                log.record("action \(value)")
                frameSeenByAction = graph.frame(of: "probe")
            }, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(log.values, ["body a", "action a"])
        XCTAssertEqual(frameSeenByAction, CGRectMake(0, 0, 10, 10))
    }

    // §8.3 the initial value is delivered on the first update
    func testInitialValueIsDelivered() {
        let seen = Recorder<String>()
        let graph = ViewGraph()
        graph.update(
            Color.red.preference(key: TraceKey.self, value: "first").onPreferenceChange(TraceKey.self) { seen.record($0) },
            size: CGSize(width: 10, height: 10))
        XCTAssertEqual(seen.values, ["first"])
    }

    // §8.3 the initial default value (nobody writes) is delivered too
    func testInitialDefaultValueIsDelivered() {
        let seen = Recorder<String>()
        ViewGraph().update(Color.red.onPreferenceChange(TraceKey.self) { seen.record($0) }, size: CGSize(width: 10, height: 10))
        XCTAssertEqual(seen.values, ["default"])
    }

    // §8.3 fires only when the value changed
    func testFiresOnlyWhenTheValueChanges() {
        let seen = Recorder<String>()
        let graph = ViewGraph()
        func frame(_ v: String) {
            graph.update(
                Color.red.preference(key: TraceKey.self, value: v).onPreferenceChange(TraceKey.self) { seen.record($0) },
                size: CGSize(width: 10, height: 10))
        }
        frame("a")
        frame("a")
        frame("a")
        XCTAssertEqual(seen.values, ["a"])
        frame("b")
        frame("b")
        XCTAssertEqual(seen.values, ["a", "b"])
        frame("a")
        XCTAssertEqual(seen.values, ["a", "b", "a"])
    }

    // §8.3 state written by the action shows in the NEXT pass
    func testStateWrittenByTheActionShowsInTheNextPass() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        let size = CGSize(width: 200, height: 100)
        graph.runPass(Measured(reported: 77), size: size)
        XCTAssertEqual(graph.frame(of: "measured")?.width, 10)
        XCTAssertTrue(graph.needsUpdate)
        graph.runPass(Measured(reported: 77), size: size)
        XCTAssertEqual(graph.frame(of: "measured")?.width, 77)
        XCTAssertFalse(graph.needsUpdate)
    }

    // §8.3 update() settles within one call
    func testUpdateSettlesWithinOneCall() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Measured(reported: 77), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(graph.frame(of: "measured")?.width, 77)
        XCTAssertEqual(graph.passesInLastUpdate, 2)
        XCTAssertFalse(graph.needsUpdate)
    }

    // §8.3 a settled screen runs one pass per update
    func testASettledScreenRunsOnePassPerUpdate() {
        let graph = ViewGraph()
        graph.update(Measured(reported: 77), size: CGSize(width: 200, height: 100))
        graph.update(Measured(reported: 77), size: CGSize(width: 210, height: 100))
        XCTAssertEqual(graph.passesInLastUpdate, 1)
        // unchanged inputs: last frame is returned without a pass
        graph.update(Measured(reported: 77), size: CGSize(width: 210, height: 100))
        XCTAssertEqual(graph.passesInLastUpdate, 0)
        XCTAssertTrue(graph.reusedLastFrame)
    }

    // §8.3 a feedback loop is cut
    func testFeedbackLoopIsCut() {
        struct Loop: View {
            @State var n: CGFloat = 0
            var body: some View {
                Color.red.frame(width: 10, height: 10)
                    .preference(key: SizeKey.self, value: CGSize(width: n, height: 0))
                    .onPreferenceChange(SizeKey.self) { n = $0.width + 1 }
            }
        }
        let graph = ViewGraph()
        graph.update(Loop(), size: CGSize(width: 100, height: 100))
        // the value changes on every pass, so update() stops at its pass limit and leaves the rest
        // to the next frame
        XCTAssertEqual(graph.passesInLastUpdate, graph.maximumPassesPerUpdate)
        XCTAssertTrue(graph.needsUpdate)
        graph.update(Loop(), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(graph.passesInLastUpdate, graph.maximumPassesPerUpdate)
    }

    // §8.3 the value is delivered again after the reader's identity is reset
    func testValueIsDeliveredAgainAfterAnIdentityReset() {
        let seen = Recorder<String>()
        let graph = ViewGraph()
        func frame(_ show: Bool) {
            graph.update(
                VStack {
                    if show {
                        Color.red.preference(key: TraceKey.self, value: "v").onPreferenceChange(TraceKey.self) { seen.record($0) }
                    }
                }, size: CGSize(width: 10, height: 10))
        }
        frame(true)
        frame(false)
        frame(true)
        XCTAssertEqual(seen.values, ["v", "v"])
    }

    // The hand-made tiled background (Tessera.docc, "Textured views"): size preference → @State → frame(minWidth:minHeight:)
    func testMeasuredSizeFeedsAFrameThroughState() {
        struct Snapped: View {
            @State var measured = CGSize.zero
            var body: some View {
                Text("Hello").font(ten)
                    .background(
                        GeometryReader { proxy in
                            Color.clear.preference(key: SizeKey.self, value: proxy.size)
                        }
                    )
                    .onPreferenceChange(SizeKey.self) { measured = $0 }
                    .frame(
                        minWidth: (measured.width / 16).rounded(.up) * 16,
                        minHeight: (measured.height / 16).rounded(.up) * 16
                    )
                    .named("snapped")
            }
        }
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Snapped(), size: CGSize(width: 300, height: 300))
        XCTAssertSize(graph, "snapped", 64, 32)
        XCTAssertEqual(graph.passesInLastUpdate, 2)
    }
}
