import Foundation
import XCTest

@testable import Tessera

/// `matchedGeometryEffect(id:in:)` with `@Namespace`: a view inserted with the id of one
/// removed in the same animated change moves from the removed one's frame.
final class MatchedGeometryEffectTests: XCTestCase {
    func testAnInsertedViewMovesFromTheRemovedOnesFrame() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        let size = CGSize(width: 300, height: 300)
        let red = Color.red.resolve(colorScheme: .light)
        func redFrame(_ expanded: Bool) -> CGRect? {
            fills(graph.update(Card(expanded: expanded), size: size)).first { $0.1 == red }?.0
        }
        XCTAssertEqual(redFrame(false), CGRect(x: 0, y: 0, width: 40, height: 40))
        withAnimation(.linear(duration: 1)) {}
        XCTAssertEqual(redFrame(true), CGRect(x: 0, y: 0, width: 40, height: 40), "time has not moved: the removed view's frame")
        graph.advanceAnimationTime(by: 0.5)
        XCTAssertEqual(redFrame(true), CGRect(x: 50, y: 100, width: 120, height: 120), "half way to the inserted view's frame")
        graph.advanceAnimationTime(by: 0.5)
        XCTAssertEqual(redFrame(true), CGRect(x: 100, y: 200, width: 200, height: 200))
        XCTAssertEqual(redFrame(false), CGRect(x: 0, y: 0, width: 40, height: 40), "without an animation it jumps back")
    }

    func testNamespacesAreDistinctAndStable() {
        let graph = ViewGraph()
        let log = EventLog()
        graph.update(TwoSpaces(log: log), size: CGSize(width: 10, height: 10))
        graph.update(TwoSpaces(log: log), size: CGSize(width: 10, height: 10))
        XCTAssertEqual(log.log.count, 4)
        XCTAssertNotEqual(log.log[0], log.log[1])
        XCTAssertEqual(log.log[0], log.log[2])
        XCTAssertEqual(log.log[1], log.log[3])
    }
}

private struct Card: View {
    let expanded: Bool
    @Namespace private var namespace

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 300, height: 300)
            if expanded {
                Color.red.matchedGeometryEffect(id: "card", in: namespace).frame(width: 200, height: 200)
                    .offset(x: 100, y: 200)
            } else {
                Color.red.matchedGeometryEffect(id: "card", in: namespace).frame(width: 40, height: 40)
            }
        }
    }
}

private struct TwoSpaces: View {
    let log: EventLog
    @Namespace private var first
    @Namespace private var second

    var body: some View {
        let _ = log.log += ["\(first)", "\(second)"]
        Color.clear
    }
}
