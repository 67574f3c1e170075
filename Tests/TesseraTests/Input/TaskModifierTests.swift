import Foundation
import XCTest

@testable import Tessera

/// `task { }` and `task(id:)`: work started when the view appears, run on the main actor as the
/// host's loop drains it, cancelled when the view leaves, restarted when the id changes.
final class TaskModifierTests: XCTestCase {
    /// Runs the main run loop a little, as a host does before each frame.
    private func runLoop() {
        for _ in 0..<10 { RunLoop.main.run(until: Date().addingTimeInterval(0.005)) }
    }

    func testTaskStartsOnAppearAndIsCancelledWhenTheViewLeaves() {
        let log = EventLog()
        var shown = true
        let graph = ViewGraph()
        func frame() {
            graph.update(
                VStack {
                    if shown {
                        Color.red.frame(width: 10, height: 10)
                            .task {
                                log.log.append("start")
                                do {
                                    try await Task.sleep(nanoseconds: 10_000_000_000)
                                    log.log.append("finished")
                                } catch {
                                    log.log.append("cancelled")
                                }
                            }
                    }
                }, size: CGSize(width: 100, height: 100))
        }
        frame()
        XCTAssertEqual(log.log, [], "the work starts on the host's loop, not inside the update")
        runLoop()
        XCTAssertEqual(log.log, ["start"])
        frame()
        runLoop()
        XCTAssertEqual(log.log, ["start"], "a view that stays keeps its task")
        shown = false
        frame()
        runLoop()
        XCTAssertEqual(log.log, ["start", "cancelled"])
    }

    func testTaskRestartsWhenItsIDChanges() {
        let log = EventLog()
        var level = 1
        let graph = ViewGraph()
        func frame() {
            let current = level
            graph.update(
                Color.red.frame(width: 10, height: 10)
                    .task(id: current) {
                        log.log.append("load \(current)")
                        do { try await Task.sleep(nanoseconds: 10_000_000_000) } catch { log.log.append("cancel \(current)") }
                    }, size: CGSize(width: 100, height: 100))
        }
        frame()
        runLoop()
        frame()
        runLoop()
        level = 2
        frame()
        runLoop()
        XCTAssertEqual(log.log, ["load 1", "cancel 1", "load 2"])
    }

    func testTaskWritesStateTheNextFrameShows() {
        let graph = ViewGraph()
        let log = EventLog()
        let view = Loader(log: log)
        graph.update(view, size: CGSize(width: 200, height: 100))
        runLoop()
        graph.update(view, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(log.log, ["=Loading", "=Loaded"])
    }
}

/// A view that loads its content in a task, logging the text it shows.
private struct Loader: View {
    let log: EventLog
    @State private var text = "Loading"

    var body: some View {
        let _ = log.record(text)
        Text(text).task {
            await Task.yield()
            text = "Loaded"
        }
    }
}
