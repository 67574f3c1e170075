import Foundation

/// A type that represents part of your game's user interface.
///
/// Compose views in `body`, exactly as in SwiftUI. Built-in views (`Text`, `HStack`, `Color`, …)
/// have a `Never` body and describe themselves to the view graph directly.
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder var body: Body { get }

    /// Adds this view's nodes to the graph. Built-in views implement it; composite views use the
    /// default, which binds `@State`/`@Environment` and makes `body`.
    static func _makeView(_ view: Self, inputs: _ViewInputs)
}

extension View {
    // Inlinable so the game's module specializes it: no generic metadata lookups per frame.
    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        var view = view
        let inputs = inputs.child(ObjectIdentifier(Self.self))
        inputs.withGraph { graph in
            guard graph.hasStackRoomToResolve(inputs) else { return }
            // An unchanged view keeps last pass's subtree, or remakes its last body around the
            // views inside that changed: its body is not evaluated.
            switch graph.beginComposite(view, inputs: inputs) {
            case .reused:
                return
            case .remake(let scope):
                graph.bindDynamicProperties(of: &view, inputs: inputs)
                let record = unsafeDowncast(graph.recordedView(inputs.identity), to: RecordedView<Self>.self)
                Body._makeView(record.body!, inputs: inputs)
                _ = graph.endComposite(view, scope: scope, inputs: inputs, remakable: true)
            case .evaluate(let scope):
                graph.bindDynamicProperties(of: &view, inputs: inputs)
                // What `body` reads of observable models makes this view depend on it.
                let body = graph.trackingObservations { view.body }
                Body._makeView(body, inputs: inputs)
                guard let scope, let record = graph.endComposite(view, scope: scope, inputs: inputs, remakable: true) else { return }
                let recorded = unsafeDowncast(record, to: RecordedView<Self>.self)
                if record.keepsBody {
                    recorded.body = body
                } else if recorded.body != nil {
                    recorded.body = nil
                }
            }
        }
    }
}

/// A built-in view: it has no body of its own.
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    /// Never called: a primitive view is made by `_makeView`, not by a body.
    public var body: Never {
        fatalError("\(Self.self) is a built-in view and has no body")
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
    @inlinable
    public static func _makeView(_ view: Never, inputs: _ViewInputs) {}
}

/// What a view is made with: where in the graph its nodes go, its identity and its environment.
/// Opaque to users; passed to `_makeView`.
public struct _ViewInputs {
    /// The graph being resolved, which outlives every pass it runs. `Unmanaged`, not
    /// `unowned(unsafe)`: the compiler retains and releases an unowned(unsafe) reference around
    /// each use (about forty atomic operations per card of the card grid); `withGraph` lends it
    /// with neither.
    @usableFromInline let graphReference: Unmanaged<ViewGraph>
    /// The node that receives this view's nodes as children.
    @usableFromInline var parent: NodeID
    /// Index of this view's environment in the graph's environment table.
    @usableFromInline var environment: Int32
    /// Structural identity: a hash of the path from the root.
    @usableFromInline var identity: UInt64
    /// The axis of the nearest enclosing stack (for `Spacer` and `Divider`), `nil` outside stacks.
    @usableFromInline var stackAxis: Axis?

    @usableFromInline
    init(graph: ViewGraph, parent: NodeID, environment: Int32, identity: UInt64, stackAxis: Axis?) {
        graphReference = .passUnretained(graph)
        self.parent = parent
        self.environment = environment
        self.identity = identity
        self.stackAxis = stackAxis
    }

    /// The graph, retained for as long as the caller holds it. Views made for every element of
    /// a frame use `withGraph` instead.
    @usableFromInline
    var graph: ViewGraph { graphReference.takeUnretainedValue() }

    /// Calls `body` with the graph, borrowed: no retain or release.
    @inlinable @inline(__always)
    func withGraph<Result>(_ body: (ViewGraph) throws -> Result) rethrows -> Result {
        try graphReference._withUnsafeGuaranteedRef(body)
    }

    /// Inputs for a structurally distinct child (tuple element, branch, type).
    @inlinable
    func child<T: Hashable>(_ discriminator: T) -> _ViewInputs {
        var copy = self
        copy.identity = Identity.combine(identity, discriminator)
        return copy
    }

    @inlinable
    func child(_ index: Int) -> _ViewInputs {
        var copy = self
        copy.identity = Identity.combine(identity, UInt64(bitPattern: Int64(index)))
        return copy
    }

    /// Read in place (addressed, not copied): a copy of the environment cost more than most
    /// views' own work.
    @usableFromInline
    var environmentValues: EnvironmentValues {
        unsafeAddress { withGraph { $0.current.environments.address(of: Int(environment)) } }
    }

    /// Inputs whose environment is changed by `transform`.
    @usableFromInline
    func modifyingEnvironment(_ transform: (inout EnvironmentValues) -> Void) -> _ViewInputs {
        var copy = self
        copy.environment = withGraph { $0.pushEnvironment(from: environment, transform) }
        return copy
    }
}

/// Structural identities: a position-dependent 64-bit hash, mixed cheaply (no SipHash on the
/// per-node path, except for user-supplied `Hashable` ids).
@usableFromInline
enum Identity {
    @usableFromInline static let root: UInt64 = 0x9E37_79B9_7F4A_7C15

    @inlinable
    static func combine(_ seed: UInt64, _ value: UInt64) -> UInt64 {
        // splitmix64 finaliser over (seed, value)
        var z = seed &+ 0x9E37_79B9_7F4A_7C15 &+ (value &* 0xBF58_476D_1CE4_E5B9)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    @inlinable
    static func combine(_ seed: UInt64, _ id: ObjectIdentifier) -> UInt64 {
        // The type's address: unique while the process runs, and no `Hasher` run per view.
        combine(seed, UInt64(UInt(bitPattern: id)))
    }

    @inlinable
    static func combine<T: Hashable>(_ seed: UInt64, _ value: T) -> UInt64 {
        // Every composite view and `ForEach` element combines a type or an integer each frame:
        // those mix their own bits (the checks fold away once specialized).
        if T.self == ObjectIdentifier.self { return combine(seed, unsafeBitCast(value, to: ObjectIdentifier.self)) }
        if T.self == Int.self { return combine(seed, UInt64(bitPattern: Int64(unsafeBitCast(value, to: Int.self)))) }
        return combine(seed, UInt64(bitPattern: Int64(value.hashValue)))
    }
}
