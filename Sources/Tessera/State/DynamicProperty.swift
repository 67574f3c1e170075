@_spi(Reflection) import Swift

/// An interface for a stored variable that updates an external property of a view.
/// `@State` and `@Environment` are dynamic properties; a struct of them is one too.
public protocol DynamicProperty {
    /// Called before `body` is evaluated, after the property has been bound to the graph.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A property the graph binds before `body`: `State` to its storage, `Environment` to a value.
protocol GraphBoundProperty: DynamicProperty {
    mutating func bind(to context: inout PropertyBindingContext)
}

/// What a view's properties are bound to: its identity's state slot and its environment.
struct PropertyBindingContext {
    unowned(unsafe) let graph: ViewGraph
    let slot: StateSlot?
    let environment: EnvironmentValues
    /// The view or modifier whose properties these are (named by diagnostics).
    let viewType: Any.Type
    /// The index of the next `@State` in declaration order.
    var stateIndex = 0

    /// The view that reads what the property reads (`ViewGraph.currentReader`).
    var reader: DependencyReader { graph.currentReader ?? .root }

    /// The box of type `Box` the property at `stateIndex` keeps in the view's slot, made by
    /// `make` the first time (or when a property of another type held the index); `nil` outside
    /// a graph. Moves `stateIndex` on.
    mutating func box<Box: AnyObject>(_ make: () -> Box) -> Box? {
        defer { stateIndex += 1 }
        guard let slot else { return nil }
        let index = stateIndex
        if index < slot.boxes.count, let existing = slot.boxes[index] as? Box { return existing }
        let fresh = make()
        if index < slot.boxes.count { slot.boxes[index] = fresh } else { slot.boxes.append(fresh) }
        return fresh
    }
}

/// A dynamic property that holds an object its view was given (`@ObservedObject`): two values
/// holding different objects are different views.
protocol ObjectReferencingProperty {}

/// Where a type's dynamic properties are, found once per type with the runtime's field metadata
/// (as SwiftUI does), so binding a view costs a pointer write per property, not reflection.
struct DynamicPropertyLayout {
    struct Field {
        let offset: Int
        let type: any DynamicProperty.Type
        /// Set for `State`/`Environment`; `nil` for user structs (only `update()` is called).
        let boundType: (any GraphBoundProperty.Type)?
    }

    let fields: [Field]
    let stateCount: Int

    var isEmpty: Bool { fields.isEmpty }

    init(of type: Any.Type) {
        var fields: [Field] = []
        var stateCount = 0
        Self.collect(type, baseOffset: 0, into: &fields, stateCount: &stateCount)
        self.fields = fields
        self.stateCount = stateCount
    }

    private static func collect(_ type: Any.Type, baseOffset: Int, into fields: inout [Field], stateCount: inout Int) {
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            guard kind == .struct, let property = fieldType as? any DynamicProperty.Type else { return true }
            if let bound = property as? any GraphBoundProperty.Type {
                fields.append(Field(offset: baseOffset + offset, type: property, boundType: bound))
                if property is any StateProperty.Type { stateCount += 1 }
            } else {
                // A user struct of dynamic properties: bind what it holds, then call its update().
                collect(fieldType, baseOffset: baseOffset + offset, into: &fields, stateCount: &stateCount)
                fields.append(Field(offset: baseOffset + offset, type: property, boundType: nil))
            }
            return true
        }
    }

    /// Binds every dynamic property of the value at `base`.
    func bind(_ base: UnsafeMutableRawPointer, context: inout PropertyBindingContext) {
        for field in fields {
            if let bound = field.boundType {
                Self.bind(bound, at: base + field.offset, context: &context)
            } else {
                Self.update(field.type, at: base + field.offset)
            }
        }
    }

    private static func bind<P: GraphBoundProperty>(
        _ type: P.Type, at pointer: UnsafeMutableRawPointer, context: inout PropertyBindingContext
    ) {
        let property = pointer.assumingMemoryBound(to: P.self)
        property.pointee.bind(to: &context)
        property.pointee.update()
    }

    private static func update<P: DynamicProperty>(_ type: P.Type, at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: P.self).pointee.update()
    }
}

/// Marks `State` so layouts can count state slots.
protocol StateProperty {}
