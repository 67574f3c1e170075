import Foundation
import XCTest

@testable import Tessera

/// `rotation3DEffect` and `projectionEffect`: the projective transform SwiftUI builds, carried
/// to the display list.
final class Rotation3DEffectTests: XCTestCase {
    private let size = CGSize(width: 100, height: 50)

    private func project(_ effect: _Rotation3DEffect, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: x, y: y).applying(effect.effectValue(size: size))
    }

    private func assertPoint(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, line: UInt = #line) {
        XCTAssertEqual(p.x, x, accuracy: 1e-9, "\(p)", line: line)
        XCTAssertEqual(p.y, y, accuracy: 1e-9, "\(p)", line: line)
    }

    func testNoTurnIsTheIdentity() {
        let m = _Rotation3DEffect(angle: .zero, axis: (x: 0, y: 1, z: 0)).effectValue(size: size)
        assertPoint(CGPoint(x: 30, y: 20).applying(m), 30, 20)
        XCTAssertTrue(m.isAffine)
    }

    /// A quarter-turn of the right half away from a camera 100 points (the larger side) away:
    /// x' = 50 + 50·cos θ / (1 + 50·sin θ / 100), and y is scaled about the centre by the same
    /// divisor.
    func testTurningAroundYForeshortensTheFarEdge() {
        let effect = _Rotation3DEffect(angle: .degrees(45), axis: (x: 0, y: 1, z: 0))
        let c = cos(Double.pi / 4), s = sin(Double.pi / 4)
        let far = 1 + 50 * s / 100, near = 1 - 50 * s / 100
        assertPoint(project(effect, 100, 0), 50 + 50 * c / far, 25 - 25 / far)
        assertPoint(project(effect, 0, 0), 50 - 50 * c / near, 25 - 25 / near)
        assertPoint(project(effect, 50, 25), 50, 25)
        // The right (far) edge is shorter than the left (near) one.
        let right = project(effect, 100, 50).y - project(effect, 100, 0).y
        let left = project(effect, 0, 50).y - project(effect, 0, 0).y
        XCTAssertLessThan(right, 50)
        XCTAssertGreaterThan(left, 50)
        XCTAssertFalse(effect.effectValue(size: size).isAffine)
    }

    /// As the opening crawl of a space film: a positive turn around x tips the top away.
    func testTurningAroundXTipsTheTopAway() {
        let effect = _Rotation3DEffect(angle: .degrees(30), axis: (x: 1, y: 0, z: 0))
        let bottom = project(effect, 100, 50).x - project(effect, 0, 50).x
        let top = project(effect, 100, 0).x - project(effect, 0, 0).x
        XCTAssertGreaterThan(bottom, top)
    }

    func testAZeroPerspectiveIsOrthographic() {
        let effect = _Rotation3DEffect(angle: .degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0)
        assertPoint(project(effect, 100, 0), 75, 0)
        assertPoint(project(effect, 0, 50), 25, 50)
        XCTAssertTrue(effect.effectValue(size: size).isAffine)
    }

    func testHalfATurnMirrorsTheView() {
        let effect = _Rotation3DEffect(angle: .degrees(180), axis: (x: 0, y: 1, z: 0))
        assertPoint(project(effect, 0, 0), 100, 0)
        assertPoint(project(effect, 100, 50), 0, 50)
    }

    func testAroundZItIsARotationEffect() {
        let effect = _Rotation3DEffect(angle: .degrees(90), axis: (x: 0, y: 0, z: 1))
        // Clockwise on screen, about the centre.
        assertPoint(project(effect, 100, 25), 50, 75)
    }

    func testTheAnchorStaysPut() {
        let effect = _Rotation3DEffect(angle: .degrees(70), axis: (x: 0, y: 1, z: 0), anchor: .leading)
        assertPoint(project(effect, 0, 0), 0, 0)
        assertPoint(project(effect, 0, 50), 0, 50)
    }

    func testBadInputIsNoRotation() {
        for effect in [
            _Rotation3DEffect(angle: .degrees(30), axis: (x: 0, y: 0, z: 0)),
            _Rotation3DEffect(angle: .degrees(30), axis: (x: .nan, y: 0, z: 0)),
            _Rotation3DEffect(angle: .radians(.infinity), axis: (x: 0, y: 1, z: 0)),
            _Rotation3DEffect(angle: .degrees(30), axis: (x: 0, y: 1, z: 0), anchorZ: .nan),
        ] {
            XCTAssertTrue(effect.effectValue(size: size).isIdentity)
        }
        // An empty view: no perspective, no crash.
        XCTAssertTrue(_Rotation3DEffect(angle: .degrees(30), axis: (x: 0, y: 1, z: 0)).effectValue(size: .zero).isFinite)
    }

    func testInversion() {
        let m = _Rotation3DEffect(angle: .degrees(35), axis: (x: 1, y: 1, z: 0)).effectValue(size: size)
        let p = CGPoint(x: 12, y: 34).applying(m).applying(m.inverted())
        assertPoint(p, 12, 34)
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        XCTAssertFalse(singular.invert())
    }

    /// The display list carries the projection (in pixels, placed at the view's frame) around
    /// the view's drawing.
    func testTheDisplayListCarriesTheProjection() {
        let graph = ViewGraph()
        graph.environment.displayScale = 2
        graph.rootPlacement = .topLeading
        let view = Color.red.frame(width: 100, height: 50)
            .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
            .padding(10)
        let list = graph.update(view, size: CGSize(width: 200, height: 100))
        let projections = list.operations.compactMap { op -> ProjectionTransform? in
            if case .pushProjection(let m) = op { return m }
            return nil
        }
        XCTAssertEqual(projections.count, 1)
        XCTAssertEqual(list.operations.filter { $0 == .popProjection }.count, 1)
        guard let m = projections.first else { return }
        // The view's centre (60, 35 points = 120, 70 pixels) is fixed; its right edge is pulled in.
        let centre = CGPoint(x: 120, y: 70).applying(m)
        XCTAssertEqual(centre.x, 120, accuracy: 1e-6)
        XCTAssertEqual(centre.y, 70, accuracy: 1e-6)
        let effect = _Rotation3DEffect(angle: .degrees(45), axis: (x: 0, y: 1, z: 0))
        let local = CGPoint(x: 100, y: 0).applying(effect.effectValue(size: CGSize(width: 100, height: 50)))
        let right = CGPoint(x: 220, y: 20).applying(m)
        XCTAssertEqual(right.x, (local.x + 10) * 2, accuracy: 1e-6)
        XCTAssertEqual(right.y, (local.y + 10) * 2, accuracy: 1e-6)
    }

    func testAProjectionEffectOfAnAffineTransformIsAnOrdinaryTransform() {
        let graph = ViewGraph()
        let view = Color.red.frame(width: 10, height: 10).projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 5, y: 0)))
        let list = graph.update(view, size: CGSize(width: 100, height: 100))
        XCTAssertFalse(list.operations.contains { if case .pushProjection = $0 { true } else { false } })
        XCTAssertTrue(list.operations.contains { if case .pushTransform = $0 { true } else { false } })
    }

    func testANonFiniteProjectionIsDrawnWithout() {
        var bad = ProjectionTransform()
        bad.m13 = .nan
        let graph = ViewGraph()
        let list = graph.update(Color.red.frame(width: 10, height: 10).projectionEffect(bad), size: CGSize(width: 100, height: 100))
        XCTAssertFalse(list.operations.contains { if case .pushProjection = $0 { true } else { false } })
        XCTAssertTrue(list.operations.contains { if case .fill = $0 { true } else { false } })
    }
}
