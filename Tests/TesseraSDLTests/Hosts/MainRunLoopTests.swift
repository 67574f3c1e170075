import Foundation
import TesseraSDL
import XCTest

/// SwiftUI code schedules work on the main thread (`DispatchQueue.main.asyncAfter`, Combine's
/// `receive(on:)`): a host runs it before each frame, as an app's run loop would.
final class MainRunLoopTests: XCTestCase {
    func testWorkScheduledOnTheMainQueueRunsBeforeTheNextFrame() throws {
        let host = try HeadlessHost()
        nonisolated(unsafe) var flips = 0
        struct Flips: View {
            let count: Int
            var body: some View { Text(String(repeating: "x", count: count + 1)).accessibilityIdentifier("flips") }
        }
        _ = try host.render(Flips(count: flips), size: CGSize(width: 200, height: 50))
        DispatchQueue.main.async { flips += 1 }
        var delivered: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.receive(on: RunLoop.main).sink { delivered.append($0) }
        subject.send(7)
        XCTAssertEqual(flips, 0)
        _ = try host.render(Flips(count: flips), size: CGSize(width: 200, height: 50))
        XCTAssertEqual(flips, 1, "the main queue's block ran before the frame")
        XCTAssertEqual(delivered, [7], "so did the run loop's")
        subscription.cancel()
    }
}
