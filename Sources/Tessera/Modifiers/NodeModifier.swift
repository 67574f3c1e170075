import Foundation

/// A modifier that wraps each view it is applied to in one node: a layout behaviour (padding,
/// frame, …) or a render effect (opacity, shadow, clipping, …).
public struct _NodeModifier: PrimitiveViewModifier {
    let payload: NodeModifierPayload

    init(kind: NodeKind) {
        payload = .node(kind)
    }

    init(_ payload: NodeModifierPayload) {
        self.payload = payload
    }

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        inputs.withGraph { $0.wrapEach($0.nodeKind(for: modifier.payload), inputs: inputs, content: content) }
    }
}

/// What a node modifier makes: a node kind, or a payload with references that the graph
/// stores in its side tables when the view is made.
enum NodeModifierPayload {
    case node(NodeKind)
    case alignmentGuide(AlignmentGuideLayout)
    case clip(any Shape, antialiased: Bool)
    case coordinateSpace(String)
    /// Kinds whose payload goes to `PassTables.largePayloads`.
    case flexibleFrame(FlexibleFrameLayout)
    case shadow(ShadowEffect)
    case layerEffect(LayerEffectModifier)
}
