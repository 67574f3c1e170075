import Combine
import Foundation
import XCTest

@testable import Tessera

nonisolated(unsafe) private var evaluations: [String: Int] = [:]
nonisolated(unsafe) private var modelsMade = 0
nonisolated(unsafe) private var modelsFreed = 0

private func count(_ name: String) {
    evaluations[name, default: 0] += 1
}

private final class Settings: ObservableObject {
    @Published var volume = 5
    @Published var name = "ada"

    init() { modelsMade += 1 }
    deinit { modelsFreed += 1 }
}

private struct VolumeLabel: View {
    @ObservedObject var settings: Settings
    var body: some View {
        let _ = count("volume")
        return Text(String(repeating: "|", count: settings.volume)).accessibilityIdentifier("volume")
    }
}

private struct Plain: View {
    var body: some View {
        let _ = count("plain")
        return Text("plain")
    }
}

private struct SettingsScreen: View {
    @StateObject var settings = Settings()
    var body: some View {
        let _ = count("screen")
        return VStack {
            VolumeLabel(settings: settings)
            Plain()
        }
    }
}

final class ObservableObjectTests: XCTestCase {
    private let size = CGSize(width: 1000, height: 1000)

    override func setUp() {
        evaluations = [:]
        modelsMade = 0
        modelsFreed = 0
    }

    func testAPublishedChangeEvaluatesTheViewsObservingTheObjectOnly() {
        let settings = Settings()
        let view = VStack {
            VolumeLabel(settings: settings)
            Plain()
        }
        let graph = layout(view)
        settings.volume = 9
        XCTAssertTrue(graph.needsUpdate)
        graph.update(view, size: size)
        XCTAssertEqual(evaluations["volume"], 2)
        XCTAssertEqual(evaluations["plain"], 1)
        XCTAssertEqual(graph.frame(of: "volume")?.width, layout(Text("|||||||||")).rootSize.width)
    }

    func testObjectWillChangeSentByHandEvaluatesTheView() {
        let settings = Settings()
        let graph = layout(VolumeLabel(settings: settings))
        settings.objectWillChange.send()
        graph.update(VolumeLabel(settings: settings), size: size)
        XCTAssertEqual(evaluations["volume"], 2)
    }

    func testObservedObjectBindingsReadAndWriteTheObject() {
        let settings = Settings()
        let binding = ObservedObject(wrappedValue: settings).projectedValue.name
        binding.wrappedValue = "grace"
        XCTAssertEqual(settings.name, "grace")
        XCTAssertEqual(binding.wrappedValue, "grace")
    }

    func testAStateObjectIsMadeOnceKeptAcrossParentEvaluationsAndFreedWhenTheViewLeaves() {
        struct Parent: View {
            let shows: Bool
            let title: String
            var body: some View {
                VStack {
                    Text(title)
                    if shows { SettingsScreen() }
                }
            }
        }
        let graph = layout(Parent(shows: true, title: "a"))
        XCTAssertEqual(modelsMade, 1)
        graph.update(Parent(shows: true, title: "b"), size: size)
        graph.update(Parent(shows: true, title: "c"), size: size)
        XCTAssertEqual(modelsMade, 1, "the autoclosure runs once per identity")
        XCTAssertEqual(modelsFreed, 0)
        graph.update(Parent(shows: false, title: "c"), size: size)
        XCTAssertEqual(modelsFreed, 1, "released when the view leaves")
        graph.update(Parent(shows: true, title: "c"), size: size)
        XCTAssertEqual(modelsMade, 2, "a view that comes back is a new view")
    }

    func testAStateObjectMadeInAnInitializerIsStillMadeOnce() {
        struct Screen: View {
            @StateObject private var settings: Settings
            init(volume: Int) {
                _settings = StateObject(
                    wrappedValue: {
                        let settings = Settings()
                        settings.volume = volume
                        return settings
                    }())
            }
            var body: some View { VolumeLabel(settings: settings) }
        }
        let graph = layout(Screen(volume: 3))
        graph.update(Screen(volume: 4), size: size)
        XCTAssertEqual(modelsMade, 1)
        XCTAssertEqual(graph.frame(of: "volume")?.width, layout(Text("|||")).rootSize.width, "the first object is kept")
    }

    func testAStateObjectsChangeEvaluatesItsViewAndReusesTheRest() {
        nonisolated(unsafe) var made: Settings?
        struct Screen: View {
            @StateObject var settings = Settings()
            let onBody: (Settings) -> Void
            var body: some View {
                onBody(settings)
                return VStack {
                    Text("\(settings.volume)")
                    Plain()
                }
            }
        }
        let graph = layout(Screen { made = $0 })
        made?.volume = 1
        graph.update(Screen { made = $0 }, size: size)
        XCTAssertEqual(evaluations["plain"], 1)
    }

    func testEnvironmentObjectReachesDescendantsAndTracksChanges() {
        struct Reader: View {
            @EnvironmentObject var settings: Settings
            var body: some View {
                let _ = count("reader")
                return Text(settings.name).accessibilityIdentifier("name")
            }
        }
        let settings = Settings()
        let view = VStack { Reader() }.environmentObject(settings)
        let graph = layout(view)
        XCTAssertEqual(graph.frame(of: "name")?.width, layout(Text("ada")).rootSize.width)
        settings.name = "hopper"
        graph.update(view, size: size)
        XCTAssertEqual(evaluations["reader"], 2)
        XCTAssertEqual(graph.frame(of: "name")?.width, layout(Text("hopper")).rootSize.width)
        graph.update(view, size: size)
        XCTAssertEqual(evaluations["reader"], 2, "the same object supplied again is the same environment")
    }

    func testAMissingEnvironmentObjectNamesTheTypeAndTheView() {
        struct Reader: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Text(settings.name) }
        }
        XCTAssertEqual(
            EnvironmentObject<Settings>.missingObjectMessage(viewType: Reader.self),
            "No ObservableObject of type Settings found (read by Reader). A View.environmentObject(_:) for Settings may be missing as an ancestor of this view."
        )
    }

    func testOnReceiveRunsTheActionOnTheGraphsThreadAtTheNextUpdate() {
        let subject = PassthroughSubject<Int, Never>()
        nonisolated(unsafe) var received: [Int] = []
        let view = Color.clear.frame(width: 1, height: 1).onReceive(subject) { received.append($0) }
        let graph = layout(view)
        subject.send(1)
        subject.send(2)
        XCTAssertEqual(received, [], "delivered at the next update")
        XCTAssertTrue(graph.needsUpdate)
        graph.update(view, size: size)
        XCTAssertEqual(received, [1, 2])
        graph.update(Color.clear, size: size)
        subject.send(3)
        graph.update(Color.clear, size: size)
        XCTAssertEqual(received, [1, 2], "the subscription ends with the view")
    }

    func testATimerPublisherFiresOnTheGraphsClock() {
        struct Clock: View {
            @State var ticks = 0
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                Text(String(repeating: "x", count: ticks + 1)).accessibilityIdentifier("ticks")
                    .onReceive(timer) { _ in ticks += 1 }
            }
        }
        let clock = Clock()
        let graph = layout(clock)
        func ticks() -> Int { Int((graph.frame(of: "ticks")?.width ?? 0) / layout(Text("x")).rootSize.width) - 1 }
        for _ in 0..<9 {
            graph.advanceAnimationTime(by: 0.25)
            graph.update(clock, size: size)
        }
        XCTAssertEqual(ticks(), 2, "2.25 s: two ticks")
        graph.advanceAnimationTime(by: 10)
        graph.update(clock, size: size)
        graph.update(clock, size: size)
        XCTAssertEqual(ticks(), 3, "a jump of ten intervals fires once, as a run loop's timer")
    }

    func testATimerFiresBesideSymbolImagesAndCanvasText() {
        // A snake game's controls: arrow symbols beside the view whose timer moves the snake.
        // Symbols and a canvas's text are drawn by graphs of their own; the timer is the host's.
        struct Game: View {
            @State var ticks = 0
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                VStack {
                    Text(String(repeating: "x", count: ticks + 1)).accessibilityIdentifier("ticks")
                    Image(systemName: "arrow.left").font(.title)
                    Canvas { context, _ in context.draw(Text("hi"), at: .zero) }.frame(width: 20, height: 20)
                }
                .onReceive(timer) { _ in ticks += 1 }
            }
        }
        let game = Game()
        let graph = layout(game)
        func ticks() -> Int { Int((graph.frame(of: "ticks")?.width ?? 0) / layout(Text("x")).rootSize.width) - 1 }
        for _ in 0..<9 {
            graph.advanceAnimationTime(by: 0.25)
            graph.update(game, size: size)
        }
        XCTAssertEqual(ticks(), 2, "2.25 s: two ticks")
    }

    func testASinkOnAPublishedPropertyWorksAsInCombine() {
        let settings = Settings()
        var seen: [Int] = []
        let cancellable = settings.$volume.sink { seen.append($0) }
        settings.volume = 7
        XCTAssertEqual(seen, [5, 7])
        cancellable.cancel()
        let value = CurrentValueSubject<Int, Never>(1)
        var latest = 0
        let other = value.map { $0 * 2 }.sink { latest = $0 }
        value.send(21)
        XCTAssertEqual(latest, 42)
        other.cancel()
    }

    func testReceivingOnTheMainRunLoopOrQueueDeliversWhenTheMainRunLoopRuns() {
        let subject = PassthroughSubject<Int, Never>()
        var onRunLoop: [Int] = []
        var onQueue: [Int] = []
        let viaRunLoop = subject.receive(on: RunLoop.main).sink { onRunLoop.append($0) }
        let viaQueue = subject.receive(on: DispatchQueue.main).sink { onQueue.append($0) }
        subject.send(1)
        subject.send(2)
        XCTAssertEqual(onRunLoop, [], "delivered when the run loop runs, not at once")
        let deadline = Date().addingTimeInterval(2)
        while (onRunLoop.count < 2 || onQueue.count < 2) && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(onRunLoop, [1, 2])
        XCTAssertEqual(onQueue, [1, 2])
        viaRunLoop.cancel()
        viaQueue.cancel()
    }

    func testATimerWithAnIntervalThatIsNotATimeTicksEveryMillisecond() {
        for interval in [Double.nan, .infinity, -.infinity, 0, -1] {
            XCTAssertEqual(Timer.publish(every: interval, on: .main, in: .common).interval, 0.001, "\(interval)")
        }
        XCTAssertEqual(Timer.publish(every: 1e300, on: .main, in: .common).interval, 1e300)
    }
}
