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

    // Every node is as large as the largest kind, and a frame streams its node arena through the
    // caches several times: at 97 bytes the kind made nodes 272 bytes, the arena 2.5 MB at 1,000
    // cards. Large payloads go to `PassTables.largePayloads`.
    func testNodeKindFitsInFortyBytes() {
        XCTAssertLessThanOrEqual(MemoryLayout<NodeKind>.size, 40)
    }
}
