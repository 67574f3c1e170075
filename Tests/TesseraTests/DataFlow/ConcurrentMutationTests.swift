import Foundation
import XCTest

@testable import Tessera

/// A model a game's simulation thread changes while the render thread draws. Its storage is
/// guarded by a lock (as a game's shared model must be); the registrar is Observation's own,
/// which may be called from any thread.
private final class SimulationModel: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var storedTicks = 0
    private var storedScores = [Int](repeating: 0, count: 8)

    var ticks: Int {
        get {
            registrar.access(self, keyPath: \.ticks)
            return lock.withLock { storedTicks }
        }
        set { registrar.withMutation(of: self, keyPath: \.ticks) { lock.withLock { storedTicks = newValue } } }
    }

    func score(_ index: Int) -> Int {
        registrar.access(self, keyPath: \.ticks)
        return lock.withLock { storedScores[index] }
    }
}

private final class Feed: ObservableObject, @unchecked Sendable {
    let objectWillChange = ObservableObjectPublisher()
    private let lock = NSLock()
    private var storedValue = 0

    var value: Int {
        get { lock.withLock { storedValue } }
        set {
            objectWillChange.send()
            lock.withLock { storedValue = newValue }
        }
    }
}

private struct TickLabel: View {
    let model: SimulationModel
    var body: some View {
        HStack {
            Text("\(model.ticks)")
            ForEach(0..<8) { i in Text("\(model.score(i))") }
        }
    }
}

private struct FeedLabel: View {
    @ObservedObject var feed: Feed
    var body: some View { Text("\(feed.value)") }
}

final class ConcurrentMutationTests: XCTestCase {
    /// Two threads mutate models as fast as they can while the render thread runs 400 frames:
    /// no crash, every frame finite, and the last frame (after the writers stop) shows the
    /// final values. Run under ThreadSanitizer with
    /// `swift test --sanitize=thread --filter ConcurrentMutationTests`.
    func testModelsMutatedFromOtherThreadsWhileFramesRender() {
        let model = SimulationModel()
        let feed = Feed()
        let graph = ViewGraph()
        let stop = NSLock()
        nonisolated(unsafe) var stopped = false
        let group = DispatchGroup()
        for writer in 0..<2 {
            DispatchQueue.global().async(group: group) {
                var i = 0
                while !stop.withLock({ stopped }) {
                    i += 1
                    if writer == 0 { model.ticks = i } else { feed.value = i }
                }
            }
        }
        let size = CGSize(width: 800, height: 100)
        let scene = {
            VStack {
                TickLabel(model: model); FeedLabel(feed: feed)
            }
        }
        for _ in 0..<400 {
            let list = graph.update(scene(), size: size)
            XCTAssertFalse(list.operations.isEmpty)
        }
        stop.withLock { stopped = true }
        group.wait()
        graph.update(scene(), size: size)
        let settled = ViewGraph().update(scene(), size: size)
        func text(_ list: DisplayList) -> String { String(String.UnicodeScalarView(list.glyphs.map(\.scalar))) }
        XCTAssertEqual(text(graph.displayList), text(settled), "the frame after the writers stop shows their last values")
        XCTAssertEqual(graph.displayList, settled)
        // Views marked by `objectWillChange` from another thread are evaluated again for a while
        // (the store may come late); then the graph settles.
        Thread.sleep(forTimeInterval: Double(Invalidation.recheckNanoseconds) / 1e9 + 0.05)
        graph.update(scene(), size: size)
        graph.update(scene(), size: size)
        XCTAssertFalse(graph.needsUpdate)
        XCTAssertEqual(graph.displayList, settled)
    }
}
