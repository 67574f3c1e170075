import Foundation

extension View {
    /// Animates changes inside this view with `animation` whenever `value` changes (from one
    /// frame to the next); other changes keep the transaction they were made in.
    @inlinable
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _AnimationValueModifier<V>> {
        modifier(_AnimationValueModifier(animation: animation, value: value))
    }

    /// Animates every change inside this view with `animation` (deprecated in SwiftUI in favour
    /// of `animation(_:value:)`).
    @inlinable
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _AnimationNodeModifier> {
        modifier(_AnimationNodeModifier(node: .animation(animation, changedInPass: nil, valueKey: nil)))
    }

    /// Changes the transaction of the changes inside this view, e.g.
    /// `.transaction { $0.animation = nil }` to make them instant.
    @inlinable
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _AnimationNodeModifier> {
        modifier(_AnimationNodeModifier(node: .transaction(transform)))
    }

    /// How this view enters and leaves when it is inserted or removed in an animated change.
    @inlinable
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _AnimationNodeModifier> {
        modifier(_AnimationNodeModifier(node: .transition(transition)))
    }
}

/// What a node made by an animation modifier does (`ViewGraph.current.tables.animationNodes`).
@usableFromInline
enum AnimationNode {
    /// `animation(_:value:)` (changed in the given pass; its value kept under `valueKey`) or
    /// `animation(_:)` (`nil`: every pass).
    case animation(Animation?, changedInPass: Int?, valueKey: UInt64?)
    /// `transaction(_:)`.
    case transaction((inout Transaction) -> Void)
    /// `transition(_:)`.
    case transition(AnyTransition)
    /// A `GeometryEffect`.
    case geometryEffect(any GeometryEffect)
    /// `contentTransition(_:)`.
    case contentTransition(ContentTransition)
}

/// Wraps each view in a node of animation behaviour (see `AnimationNode`).
public struct _AnimationNodeModifier: PrimitiveViewModifier {
    @usableFromInline let node: AnimationNode

    @inlinable
    init(node: AnimationNode) {
        self.node = node
    }

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        inputs.withGraph { $0.makeAnimationNode(modifier.node, inputs: inputs, content: content) }
    }
}

/// `animation(_:value:)`: remembers `value` per view, so a change of it is seen.
public struct _AnimationValueModifier<Value: Equatable>: PrimitiveViewModifier {
    @usableFromInline let animation: Animation?
    @usableFromInline let value: Value

    @inlinable
    init(animation: Animation?, value: Value) {
        self.animation = animation
        self.value = value
    }

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        inputs.withGraph { graph in
            let changed = graph.animatedValueChanged(modifier.value, identity: inputs.identity)
            graph.makeAnimationNode(
                .animation(modifier.animation, changedInPass: changed ? graph.updates.pass : -1, valueKey: inputs.identity), inputs: inputs,
                content: content)
        }
    }
}
