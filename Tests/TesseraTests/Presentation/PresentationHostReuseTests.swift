import Foundation
import XCTest

@testable import Tessera

private struct StaticScreen: View {
    let score: Int

    var body: some View {
        VStack {
            Text("Score \(score)")
            Color.red.frame(width: 20, height: 20)
        }
    }
}

/// The presentation host every host puts at its root keeps a static frame on the root fast path.
final class PresentationHostReuseTests: XCTestCase {
    func testAStaticScreenReusesItsLastFrame() {
        let size = CGSize(width: 200, height: 100)
        let plain = ViewGraph()
        for _ in 0..<2 { plain.update(StaticScreen(score: 3), size: size) }
        XCTAssertTrue(plain.reusedLastFrame, "without the host")
        let hosted = ViewGraph()
        for _ in 0..<2 { hosted.update(_PresentationHost(StaticScreen(score: 3)), size: size) }
        XCTAssertTrue(hosted.reusedLastFrame, "with the host")
        hosted.update(_PresentationHost(StaticScreen(score: 4)), size: size)
        XCTAssertFalse(hosted.reusedLastFrame, "another score: walked")
    }
}
