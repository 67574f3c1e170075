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
}
