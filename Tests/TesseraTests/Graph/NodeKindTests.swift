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
        XCTAssertLessThanOrEqual(MemoryLayout<Node>.stride, 160)
        XCTAssertLessThanOrEqual(MemoryLayout<TextPassState>.stride, 32)
    }

    /// A node stores its placement proposal and priority as bit patterns; every value reads back
    /// exactly, and `nil` stays `nil`.
    func testPlacementProposalsAndPrioritiesReadBackExactly() {
        var node = Node(kind: .root, parent: -1, environment: 0, identity: 0)
        XCTAssertEqual(node.placementProposal, .unspecified)
        XCTAssertNil(node.explicitPriority)
        let values: [CGFloat?] = [nil, 0, -0.0, 1.5, 280, .infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
        for width in values {
            for height in values {
                node.placementProposal = ProposedViewSize(width: width, height: height)
                XCTAssertEqual(node.placementProposal.width?.bitPattern, width?.bitPattern)
                XCTAssertEqual(node.placementProposal.height?.bitPattern, height?.bitPattern)
            }
        }
        for priority in [0, -1, 1_000, -.infinity] as [Double] {
            node.explicitPriority = priority
            XCTAssertEqual(node.explicitPriority, priority)
        }
        node.explicitPriority = nil
        XCTAssertNil(node.explicitPriority)
    }
}
