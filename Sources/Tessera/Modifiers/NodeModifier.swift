import Foundation

/// A modifier that wraps each view it is applied to in one node: a layout behaviour (padding,
/// frame, …) or a render effect (opacity, shadow, clipping, …).
public struct _NodeModifier: PrimitiveViewModifier {
    /// The node's kind, when it holds no references (padding, frames, effects: most modifiers).
    /// Kept apart from `payload`, so reading it copies plain bytes and no payload is switched over.
    let kind: NodeKind?
    /// A payload with references, stored in the graph's side tables when the view is made
    /// (`nil` when `kind` is set).
    let payload: NodeModifierPayload?

    init(kind: NodeKind) {
        self.kind = kind
        payload = nil
    }

    init(_ payload: NodeModifierPayload) {
        kind = nil
        self.payload = payload
    }

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        let graph = inputs.graph
        // One of the two is set, by the initializers.
        let kind = modifier.kind ?? graph.nodeKind(for: modifier.payload!)
        graph.wrapEach(kind, inputs: inputs, content: content)
    }
}

/// What a node modifier makes when its node holds references: the graph stores them in its
/// side tables when the view is made.
enum NodeModifierPayload {
    case alignmentGuide(AlignmentGuideLayout)
    case clip(any Shape, antialiased: Bool)
    case coordinateSpace(String)
}
