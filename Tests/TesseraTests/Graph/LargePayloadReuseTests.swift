import Foundation
import XCTest

@testable import Tessera

/// Flexible frames, shadows and tiled backgrounds keep their payloads in
/// `PassTables.largePayloads`: a reused subtree copies its entries and moves the indices its
/// kinds hold, so it draws as if it had been made again.
final class LargePayloadReuseTests: XCTestCase {
    func testAReusedSubtreeMovedAlongTheTableDrawsAsAFreshOne() {
        let images = StaticImageProvider(sizes: ["panel": CGSize(width: 24, height: 24)])
        let reusing = ViewGraph(imageProvider: images)
        let evaluating = ViewGraph(imageProvider: images)
        evaluating.reusesUnchangedViews = false
        var reused = 0
        for frame in 0..<8 {
            // Entries before the reused view come and go, so its indices move.
            let scene = LargePayloadScene(extras: frame % 3, badge: frame / 4)
            let expected = evaluating.update(scene, size: CGSize(width: 300, height: 300))
            let actual = reusing.update(scene, size: CGSize(width: 300, height: 300))
            reused += reusing.reusedSubtreeCount
            XCTAssertEqual(actual, expected, "frame \(frame)")
            XCTAssertEqual(reusing.frame(of: "box"), evaluating.frame(of: "box"), "frame \(frame)")
        }
        XCTAssertGreaterThan(reused, 4, "the badge is reused, or this test proves nothing")
    }
}

private struct LargePayloadScene: View {
    let extras: Int
    let badge: Int

    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<extras, id: \.self) { i in
                Color.green.frame(minWidth: 4, maxWidth: 20 + CGFloat(i), maxHeight: 6).shadow(color: .red, radius: 1, x: 1, y: 0)
            }
            Badge(number: badge)
        }
    }
}

/// A recorded view holding every kind of large payload.
private struct Badge: View {
    let number: Int

    var body: some View {
        Text("Badge \(number)").padding(4)
            .tiledBackground(with: Image("panel"), capInsets: EdgeInsets(all: 8)).named("box")
            .frame(minWidth: 60, maxWidth: .infinity, alignment: .leading)
            .shadow(color: .black, radius: 2, x: 1, y: 2)
    }
}
