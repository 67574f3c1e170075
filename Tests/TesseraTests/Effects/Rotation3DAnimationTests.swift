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

    private func projection(_ list: DisplayList) -> ProjectionTransform? {
        list.operations.compactMap { if case .pushProjection(let m) = $0 { m } else { nil } }.first
    }

    /// Where the card's top-right corner is drawn at `degrees`, by the effect itself.
    private func corner(at degrees: Double) -> CGPoint {
        CGPoint(x: 60, y: 0).applying(
            _Rotation3DEffect(angle: .degrees(degrees), axis: (0, 1, 0)).effectValue(size: CGSize(width: 60, height: 90)))
    }

    func testAFlipTurnsThroughEveryAngleAroundTheVerticalAxis() throws {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Card(isFaceUp: false), size: size)
        let faceDown = graph.update(Card(isFaceUp: false), size: size)
        XCTAssertNil(projection(faceDown), "a half turn is affine: no projected layer")
        let mirror = try XCTUnwrap(faceDown.operations.compactMap { if case .pushTransform(let t) = $0 { t } else { nil } }.first)
        XCTAssertEqual(CGPoint(x: 60, y: 45).applying(mirror).x, 0, accuracy: 1e-6, "face down: mirrored about the centre")
        withAnimation(.linear(duration: 1)) {}
        graph.update(Card(isFaceUp: true), size: size)
        for (time, degrees) in [(0.25, 135.0), (0.5, 90.0), (0.75, 45.0)] {
            graph.advanceAnimationTime(by: 0.25)
            let m = try XCTUnwrap(projection(graph.update(Card(isFaceUp: true), size: size)), "at \(time) s")
            let drawn = CGPoint(x: 60, y: 0).applying(m), expected = corner(at: degrees)
            XCTAssertEqual(drawn.x, expected.x, accuracy: 1e-6, "the angle itself animates: \(degrees)° at \(time) s")
            XCTAssertEqual(drawn.y, expected.y, accuracy: 1e-6)
            let centre = CGPoint(x: 30, y: 45).applying(m)
            XCTAssertEqual(centre.x, 30, accuracy: 1e-6, "the centre stays")
            XCTAssertEqual(centre.y, 45, accuracy: 1e-6)
        }
        graph.advanceAnimationTime(by: 0.5)
        XCTAssertNil(projection(graph.update(Card(isFaceUp: true), size: size)), "face up: no projection")
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
        XCTAssertTrue(flip.effectValue(size: CGSize(width: CGFloat.nan, height: .infinity)).isIdentity, "no size to turn about")
    }
}
