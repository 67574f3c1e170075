import XCTest

@testable import Tessera

/// Layout asks a node's kind on every size, placement and priority query; the kind must copy as
/// plain bytes (no reference counting), as `NodeKind`'s documentation promises.
final class NodeKindTests: XCTestCase {
    func testNodeKindsAndNodesCopyAsPlainBytes() {
        XCTAssertTrue(_isPOD(RenderEffect.self), "RenderEffect holds a reference")
        XCTAssertTrue(_isPOD(SecondaryLayout.self))
        XCTAssertTrue(_isPOD(StackLayout.self))
        XCTAssertTrue(_isPOD(Alignment.self))
        XCTAssertTrue(_isPOD(NodeKind.self), "a NodeKind payload holds a reference")
        XCTAssertTrue(_isPOD(Node.self), "a Node field holds a reference")
    }

    /// Every pass streams the node arena through the caches several times; at 1,000 cards it is
    /// about 9,250 nodes (2.5 MB at the 272 bytes a node once had). A field added to every node
    /// must earn its bytes (see `Node`), and every node is as large as the largest kind: large
    /// payloads go to `PassTables.largePayloads`.
    func testANodeStaysWithinItsByteBudget() {
        XCTAssertLessThanOrEqual(MemoryLayout<NodeKind>.size, 40)
        XCTAssertLessThanOrEqual(MemoryLayout<Node>.stride, 176)
        XCTAssertLessThanOrEqual(MemoryLayout<TextPassState>.stride, 32)
    }
}
