/// Each view type's `DynamicPropertyLayout`, worked out once per type. Every composite view asks
/// for its type's layout each time it is made, so the last few answers are kept in slots picked
/// by the type's address: a body alternates a few view types, and a dictionary lookup hashed the
/// type each time (about a hundred instructions per view).
struct PropertyLayouts {
    private var byType: [ObjectIdentifier: DynamicPropertyLayout] = [:]
    private var recent = [RecentLayout?](repeating: nil, count: PropertyLayouts.recentCount)

    private struct RecentLayout {
        let type: ObjectIdentifier
        let layout: DynamicPropertyLayout
        let isEmpty: Bool
    }

    /// How many recent answers are kept (a power of two).
    private static let recentCount = 16

    /// Whether `type` has stored properties that are `@State`, `@Environment`, …: most views
    /// have none, and answering from the recent slot copies (retains) no layout.
    mutating func hasDynamicProperties(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let recent = recent[Self.slot(of: key)], recent.type == key { return !recent.isEmpty }
        return !layout(of: type).isEmpty
    }

    /// The layout of `type`'s stored properties that are `@State`, `@Environment`, ….
    mutating func layout(of type: Any.Type) -> DynamicPropertyLayout {
        let key = ObjectIdentifier(type)
        let slot = Self.slot(of: key)
        if let recent = recent[slot], recent.type == key { return recent.layout }
        let layout: DynamicPropertyLayout
        if let known = byType[key] {
            layout = known
        } else {
            layout = DynamicPropertyLayout(of: type)
            byType[key] = layout
        }
        recent[slot] = RecentLayout(type: key, layout: layout, isEmpty: layout.isEmpty)
        return layout
    }

    /// The recent slot of a type. Metadata is at least 8-byte aligned: the low bits carry no
    /// information.
    @inline(__always)
    private static func slot(of key: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: UInt(bitPattern: key) >> 4) & (recentCount - 1)
    }
}
