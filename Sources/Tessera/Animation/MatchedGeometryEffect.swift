import Foundation

/// A property wrapper for a namespace of `matchedGeometryEffect` ids: stable while its view lives,
/// distinct from every other namespace. SwiftUI's `Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty, GraphBoundProperty, StateProperty {
    var box: NamespaceBox?

    /// A namespace (made when its view first appears).
    public init() {}

    /// The namespace's identifier.
    public var wrappedValue: ID { box?.id ?? ID(value: 0) }

    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        let value: UInt64
    }

    mutating func bind(to context: inout PropertyBindingContext) {
        box = context.box { NamespaceBox() }
    }
}

/// The identifier a `Namespace` keeps for its view.
final class NamespaceBox {
    private nonisolated(unsafe) static var next: UInt64 = 1
    private static let lock = NSLock()
    let id: Namespace.ID

    init() {
        Self.lock.lock()
        id = Namespace.ID(value: Self.next)
        Self.next &+= 1
        Self.lock.unlock()
    }
}

/// Which parts of a matched view's geometry are matched. SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Makes a set from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Makes this view the same view, for animation, as every other view with `id` in
    /// `namespace`: when one is removed and another inserted in one animated change, the
    /// inserted view moves and resizes from the removed one's frame instead of fading in.
    ///
    /// ```swift
    /// if isExpanded {
    ///     BigCard().matchedGeometryEffect(id: "card", in: namespace)
    /// } else {
    ///     SmallCard().matchedGeometryEffect(id: "card", in: namespace)
    /// }
    /// ```
    ///
    /// Only one view of an id should be shown at a time; `properties`, `anchor` and `isSource`
    /// are accepted (the whole frame is matched).
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> ModifiedContent<Self, _MatchedGeometryModifier> {
        var hasher = Hasher()
        hasher.combine(id)
        return modifier(_MatchedGeometryModifier(identity: Identity.combine(namespace.value, UInt64(bitPattern: Int64(hasher.finalize())))))
    }
}

/// Gives the view it wraps an identity from its namespace and id instead of its place in the
/// tree, so the animation stage takes the views of one id for one view whose frame changed.
public struct _MatchedGeometryModifier: PrimitiveViewModifier {
    let identity: UInt64

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        var inner = inputs
        inner.identity = Identity.combine(0x4d41_5443_4845_4400, modifier.identity)
        content(inner)
    }
}
