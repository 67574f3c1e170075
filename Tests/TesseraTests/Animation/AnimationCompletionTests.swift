import Foundation
import XCTest

@testable import Tessera

/// `withAnimation(_:completionCriteria:_:completion:)` and `interpolatingSpring`.
final class AnimationCompletionTests: XCTestCase {
    func testCompletionRunsWhenTheAnimationEnds() {
        let graph = ViewGraph()
        let log = EventLog()
        let view = Color.red.frame(width: 10, height: 10)
        graph.update(view, size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) {
            log.log.append("change")
        } completion: {
            log.log.append("done")
        }
        graph.update(view, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(graph.isAnimating, "a host keeps drawing until the completion runs")
        graph.advanceAnimationTime(by: 0.6)
        graph.update(view, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(log.log, ["change"])
        graph.advanceAnimationTime(by: 0.5)
        graph.update(view, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(log.log, ["change", "done"])
        graph.advanceAnimationTime(by: 1)
        graph.update(view, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(log.log, ["change", "done"], "once")
        XCTAssertFalse(graph.isAnimating)
    }

    func testCompletionWithoutAnimationRunsAtTheNextUpdate() {
        let graph = ViewGraph()
        let log = EventLog()
        let view = Color.red.frame(width: 10, height: 10)
        graph.update(view, size: CGSize(width: 100, height: 100))
        withAnimation(nil, completionCriteria: .removed) {
        } completion: {
            log.log.append("done")
        }
        XCTAssertEqual(log.log, [])
        graph.update(view, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(log.log, ["done"])
    }

    func testInterpolatingSpringIsTheSpringOfItsPhysicalParameters() {
        // Period 2π√(m/k) = 2π/10; damping fraction c / (2√(mk)) = 20 / 20.
        XCTAssertEqual(Animation.interpolatingSpring(stiffness: 100, damping: 20), .spring(response: 2 * .pi / 10, dampingFraction: 1))
        XCTAssertEqual(
            Animation.interpolatingSpring(mass: 4, stiffness: 100, damping: 10, initialVelocity: 0),
            .spring(response: 2 * .pi * 0.2, dampingFraction: 0.25))
        XCTAssertEqual(Animation.interpolatingSpring(duration: 0.4, bounce: 0.2), .spring(duration: 0.4, bounce: 0.2))
        XCTAssertEqual(Animation.interpolatingSpring(stiffness: .nan, damping: 1), .spring, "bad parameters fall back")
    }
}
