import Foundation
import XCTest

@testable import Tessera

/// `rotation3DEffect` animates its angle: a card flipped from 0° to 180° narrows to its edge
/// and opens again mirrored, never folding along a diagonal.
final class Rotation3DAnimationTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    private struct Card: View {
        var isFaceUp: Bool
        var body: some View {
            Color.red.frame(width: 60, height: 90)
                .rotation3DEffect(.degrees(isFaceUp ? 0 : 180), axis: (0, 1, 0))
        }
    }

    private func transform(_ list: DisplayList) -> CGAffineTransform? {
        list.operations.compactMap { if case .pushTransform(let t) = $0 { t } else { nil } }.first
    }

    func testAFlipTurnsThroughEveryAngleAroundTheVerticalAxis() throws {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Card(isFaceUp: false), size: size)
        let down = try XCTUnwrap(transform(graph.update(Card(isFaceUp: false), size: size)))
        XCTAssertEqual(down.a, -1, accuracy: 1e-9, "face down: mirrored")
        XCTAssertEqual(down.tx, 60, accuracy: 1e-9, "about the card's centre")
        withAnimation(.linear(duration: 1)) {}
        graph.update(Card(isFaceUp: true), size: size)
        for (time, degrees) in [(0.25, 135.0), (0.5, 90.0), (0.75, 45.0)] {
            graph.advanceAnimationTime(by: 0.25)
            let t = try XCTUnwrap(transform(graph.update(Card(isFaceUp: true), size: size)), "at \(time) s")
            XCTAssertEqual(t.a, cos(degrees * .pi / 180), accuracy: 1e-6, "x narrows by cos θ at \(time) s")
            XCTAssertEqual(t.b, 0, accuracy: 1e-9, "no shear or rotation")
            XCTAssertEqual(t.c, 0, accuracy: 1e-9)
            XCTAssertEqual(t.d, 1, accuracy: 1e-9, "the height stays")
            XCTAssertEqual(t.tx, 30 * (1 - t.a), accuracy: 1e-6, "the centre stays")
        }
        graph.advanceAnimationTime(by: 0.5)
        XCTAssertNil(transform(graph.update(Card(isFaceUp: true), size: size)), "face up: no transform")
        XCTAssertFalse(graph.isAnimating)
    }

    func testBadAnglesAxesAndSizesDrawUnrotated() {
        for effect in [
            _Rotation3DEffect(angle: .radians(.nan), axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1),
            _Rotation3DEffect(angle: .degrees(30), axis: (0, 0, 0), anchor: .center, anchorZ: 0, perspective: 1),
            _Rotation3DEffect(angle: .degrees(30), axis: (.infinity, 1, 0), anchor: .center, anchorZ: 0, perspective: 1),
        ] {
            XCTAssertTrue(effect.effectValue(size: CGSize(width: 10, height: 10)).isIdentity)
        }
        let flip = _Rotation3DEffect(angle: .degrees(180), axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1)
        let huge = flip.effectValue(size: CGSize(width: CGFloat.nan, height: .infinity))
        XCTAssertEqual(huge.m11, -1, accuracy: 1e-9)
        XCTAssertTrue(huge.m31.isFinite && huge.m32.isFinite)
    }
}
