import Foundation

/// What the animation stage presents in one frame: for each node whose animations run, the
/// values the display list draws in place of layout's (a frame between two layouts, a colour,
/// opacity, scale or rotation on its way, a shape's or geometry effect's `animatableData`).
///
/// The animation stage writes it, the display list reads it over layout's results, which
/// animation never changes: reuse, geometry queries and hit testing see the layout's targets,
/// and nothing has to be put back after drawing. Sparse: only nodes with a presented value have
/// an entry, so a frame without running animations pays one emptiness check where it reads a
/// frame. Its entries name this frame's nodes; the next animation stage starts it afresh.
struct Presentation {
    /// The presented values, by node of the arena being drawn.
    private var nodes: [NodeID: PresentedNode] = [:]

    /// Whether no node has a presented value (drawing reads layout's values alone).
    @inline(__always)
    var isEmpty: Bool { nodes.isEmpty }

    /// The presented values of `node`, if any.
    subscript(node: NodeID) -> PresentedNode? { nodes[node] }

    /// Draws `node` at `frame` (points, root coordinates) in this frame.
    mutating func present(frame: CGRect, for node: NodeID) {
        nodes[node, default: PresentedNode()].frame = frame
    }

    /// Draws `node` with `value` in place of layout's value of its kind in this frame.
    mutating func present(_ value: PresentedValue, for node: NodeID) {
        nodes[node, default: PresentedNode()].value = value
    }

    /// Forgets every presented value (a new frame is being presented).
    mutating func removeAll() {
        if !nodes.isEmpty { nodes.removeAll(keepingCapacity: true) }
    }
}

/// The presented values of one node (see `Presentation`): `nil` where layout's value is drawn.
struct PresentedNode {
    /// The frame drawn, in points and root coordinates.
    var frame: CGRect?
    /// The node's own value drawn.
    var value: PresentedValue?
}

/// A node's own value as the animation stage presents it, one case per kind of node it animates.
enum PresentedValue {
    /// A colour fill's colour, or an opacity, scale or rotation effect's amount: the node's kind
    /// with the presented payload.
    case kind(NodeKind)
    /// A shadow effect with its colour, radius and offset on their way.
    case shadow(ShadowEffect)
    /// A blur, colour-control or colour-multiply effect with its amount and colour on their way.
    case layerEffect(LayerEffectModifier)
    /// A shape with its fill colour and `animatableData` on their way.
    case shape(ShapeNode)
    /// A geometry effect with its `animatableData` on its way.
    case geometryEffect(any GeometryEffect)
    /// The colour of every run of a one-run text with `Text.foregroundColor(_:)`.
    case textColor(Color)
    /// The environment's foreground colour a text is drawn with (`foregroundColor(_:)` above it).
    case foregroundColor(Color)
}

extension ViewGraph {
    /// The frame the display list draws `node` at: the presented one while it animates, else layout's.
    @inline(__always)
    func presentedFrame(_ node: NodeID) -> CGRect {
        animator.presentation.isEmpty ? current.nodes[Int(node)].frame : lookUpPresentedFrame(node)
    }

    @inline(never)
    private func lookUpPresentedFrame(_ node: NodeID) -> CGRect {
        animator.presentation[node]?.frame ?? current.nodes[Int(node)].frame
    }

    /// Whether this frame presents any value over layout's (asked before `presentedValue(_:)`,
    /// so a frame without running animations makes no lookup).
    @inline(__always)
    var isPresenting: Bool { !animator.presentation.isEmpty }

    /// The value the display list draws `node` with in place of layout's, if it animates.
    @inline(never)
    func presentedValue(_ node: NodeID) -> PresentedValue? {
        animator.presentation[node]?.value
    }
}
