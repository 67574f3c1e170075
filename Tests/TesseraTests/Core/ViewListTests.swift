import XCTest

@testable import Tessera

/// Blocks of two to ten views are built as `_ViewList`s, longer blocks as `TupleView`s: both make
/// each view a child of the enclosing container, in order, with the identity of its position.
final class ViewListTests: XCTestCase {
    /// The identities of the first stack's children.
    private func childIdentities(_ graph: ViewGraph) -> [UInt64] {
        var identities: [UInt64] = []
        guard let stack = graph.firstChild(of: 0) else { return [] }
        graph.forEachChild(of: stack) { identities.append(graph.current.nodes[Int($0)].identity) }
        return identities
    }

    func testTenAndElevenViewBlocksGiveEachPositionTheSameIdentity() {
        let ten = layout(
            VStack {
                rect(1, 1); rect(1, 2); rect(1, 3); rect(1, 4); rect(1, 5)
                rect(1, 6); rect(1, 7); rect(1, 8); rect(1, 9); rect(1, 10).named("tenth")
            })
        let eleven = layout(
            VStack {
                rect(1, 1); rect(1, 2); rect(1, 3); rect(1, 4); rect(1, 5)
                rect(1, 6); rect(1, 7); rect(1, 8); rect(1, 9); rect(1, 10).named("tenth"); rect(1, 11)
            })
        let tenIdentities = childIdentities(ten), elevenIdentities = childIdentities(eleven)
        XCTAssertEqual(tenIdentities.count, 10)
        XCTAssertEqual(elevenIdentities.count, 11)
        XCTAssertEqual(tenIdentities, Array(elevenIdentities.prefix(10)))
        XCTAssertEqual(Set(elevenIdentities).count, 11, "each position has its own identity")
        // In order: the tenth view sits under the nine before it (heights 1 + … + 9 = 45, spacing 8).
        XCTAssertFrame(ten, "tenth", 0, 45 + 9 * 8, 1, 10)
        XCTAssertFrame(eleven, "tenth", 0, 45 + 9 * 8, 1, 10)
    }

    func testEveryBlockSizeMakesOneChildPerView() {
        func count<V: View>(@ViewBuilder _ content: () -> V) -> Int {
            childIdentities(layout(VStack(content: content))).count
        }
        XCTAssertEqual(
            count {
                rect(1, 1); rect(1, 1)
            }, 2)
        XCTAssertEqual(
            count {
                rect(1, 1); rect(1, 1); rect(1, 1)
            }, 3)
        XCTAssertEqual(
            count {
                rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1)
            }, 4)
        XCTAssertEqual(
            count {
                rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1)
            }, 5)
        XCTAssertEqual(
            count {
                rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1)
            }, 6)
        XCTAssertEqual(
            count {
                rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1)
            }, 7)
        XCTAssertEqual(
            count {
                rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1)
            }, 8)
        XCTAssertEqual(
            count {
                rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1); rect(1, 1)
            }, 9)
    }
}
