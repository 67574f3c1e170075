import Foundation

#if canImport(OpenCombine)
@_spi(TesseraHost) import Combine
#endif

/// What a graph does for the code around its views at the start of each update, as a run loop
/// does between events: it fires the `Timer.publish` timers its clock reached and runs the
/// `onReceive` actions whose values arrived since the last update.
extension ViewGraph {
    func runHostLoop() {
        #if canImport(OpenCombine)
        adoptConnectedTimers()
        if !dataFlow.hostTimers.isEmpty {
            dataFlow.hostTimers.removeAll { $0.isCancelled }
            for timer in dataFlow.hostTimers { timer.advance(to: animationTime) }
        }
        #endif
        dataFlow.deliveries.drain()
    }

    /// Timers connected since the last update start on this graph's clock; not on a graph made
    /// to draw one image (a symbol, a `Canvas`'s text, `ImageRenderer`'s view), whose clock never
    /// advances and which is thrown away: the timer belongs to the host's graph.
    func adoptConnectedTimers() {
        #if canImport(OpenCombine)
        guard HostTimers.hasPending, !AuxiliaryGraph.isUpdating else { return }
        for timer in HostTimers.takePending() {
            timer.adopt(at: animationTime)
            dataFlow.hostTimers.append(timer)
        }
        #endif
    }
}

/// Marks the updates of graphs made to draw one image inside another graph's pass: they run the
/// views they are given, and leave the program's timers to the host's graph.
enum AuxiliaryGraph {
    @TaskLocal static var isUpdating = false

    /// Runs `update` as an auxiliary graph's update.
    static func update<T>(_ update: () throws -> T) rethrows -> T {
        try $isUpdating.withValue(true, operation: update)
    }
}
