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

    /// Timers connected since the last update start on this graph's clock.
    func adoptConnectedTimers() {
        #if canImport(OpenCombine)
        guard HostTimers.hasPending else { return }
        for timer in HostTimers.takePending() {
            timer.adopt(at: animationTime)
            dataFlow.hostTimers.append(timer)
        }
        #endif
    }
}
