import Foundation
import XCTest

@testable import Tessera

/// Each layout behaviour states what shows through it (docs/LayoutRules.md §4.1, §4.3): a parent
/// stack sees the child's priority and spacing through these, and through nothing else.
final class NodeLayoutTests: XCTestCase {
    private func traits<L: NodeLayout>(_: L.Type) -> [Bool] {
        [L.passesPriorityThrough, L.passesSpacingThrough, L.passesGuidesThrough, L.centresChild]
    }

    func testWhatEachBehaviourPassesThrough() {
        // priority, spacing, guides, centres child
        XCTAssertEqual(traits(FixedSizeLayout.self), [true, true, true, true])
        XCTAssertEqual(traits(AspectRatioLayout.self), [false, false, true, true])
        XCTAssertEqual(traits(SecondaryLayout.self), [true, true, true, false])
        XCTAssertEqual(traits(TiledBackgroundLayout.self), [true, true, false, false])
        XCTAssertEqual(traits(AlignmentGuideLayout.self), [true, true, false, false])
        XCTAssertEqual(traits(PassthroughLayout.self), [true, true, true, false])
        XCTAssertEqual(traits(OffsetLayout.self), [true, true, true, false])
        for layout in [
            traits(PaddingLayout.self), traits(FrameLayout.self), traits(FlexibleFrameLayout.self),
            traits(PositionLayout.self), traits(StackLayout.self), traits(ZStackNodeLayout.self),
            traits(GeometryReaderLayout.self), traits(DeferredLayout.self), traits(TextLayout.self),
            traits(ColorLayout.self), traits(SpacerLayout.self), traits(DividerLayout.self),
            traits(ShapeLayout.self), traits(ImageLayout.self),
        ] {
            XCTAssertEqual(layout, [false, false, false, false])
        }
        XCTAssertEqual(SpacerLayout.ownPriority, -.infinity)
        XCTAssertEqual(FrameLayout.ownPriority, 0)
    }

    func testFixedSizeProposesNilOnItsFixedAxes() {
        let graph = ViewGraph()
        let p = ProposedViewSize(width: 40, height: 30)
        XCTAssertEqual(
            FixedSizeLayout(horizontal: true, vertical: false).childProposal(p, node: 0, graph: graph),
            ProposedViewSize(width: nil, height: 30))
        XCTAssertEqual(
            FixedSizeLayout(horizontal: false, vertical: true).childProposal(p, node: 0, graph: graph),
            ProposedViewSize(width: 40, height: nil))
    }
}
