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

/// The animation in scope at a node: the update's transaction's, changed by the animation
/// modifiers above it, outermost first. The one rule for it, used by the animation stage's walk,
/// by the removal of a leaving view and by animatable views while they resolve.
struct AnimationScope {
    /// The animation the modifiers entered so far make of the update's transaction's.
    private(set) var animation: Animation?
    /// Whether changes in scope animate: the update's transaction has an animation, or an
    /// `animation(_:)`, or an `animation(_:value:)` whose value changed this pass, is above.
    private(set) var isAnimated: Bool

    /// The scope at the root of an update whose changes were made in `transaction`.
    init(_ transaction: Transaction) {
        animation = transaction.animation
        isAnimated = animation != nil
    }

    /// The animation a change in scope starts, `nil` when changes here do not animate.
    var changeAnimation: Animation? { isAnimated ? animation : nil }

    /// Enters the animation modifier `node` of `graph`'s pass: an `animation(_:)`, or an
    /// `animation(_:value:)` whose value changed this pass, sets the animation (unless the
    /// transaction disables animations, or the frame draws last pass's layout again, where
    /// nothing changed); a `transaction(_:)` transforms it.
    mutating func enter(_ node: AnimationNode, in graph: ViewGraph) {
        switch node {
        case .animation(let scoped, let changedInPass, _):
            let animator = graph.animator
            if changedInPass == nil || changedInPass == graph.updates.pass, !animator.transaction.disablesAnimations,
                !animator.presentsLastLayout
            {
                animation = scoped
                isAnimated = true
            }
        case .transaction(let transform):
            var transaction = Transaction(animation: animation)
            transform(&transaction)
            animation = transaction.animation
        case .transition, .geometryEffect, .contentTransition:
            break
        }
    }
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
