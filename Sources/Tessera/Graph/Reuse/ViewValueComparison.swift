import Foundation
import Observation
@_spi(Reflection) import Swift

/// How to tell whether two values of one view type describe the same view, found once per type
/// from the runtime's field metadata — the check SwiftUI makes before it re-evaluates a `body`.
///
/// Plain-data fields compare by their bytes, `Equatable` fields with `==`. `@State` and
/// `@Environment` fields are skipped: the graph tracks state writes and compares environments
/// itself. Observable models (`@Observable`, `ObservableObject`) compare by identity: the graph
/// tracks what each view reads of them. A type is *not* comparable when it holds something whose
/// bytes can stay the same while what it means changes — another class reference (a plain game
/// model mutated in place), a closure, an existential or an enum with references — so its `body`
/// runs whenever its parent's does, as it would without this check.
struct ViewValueComparison {
    /// One step of the comparison, at a byte offset into the value.
    enum Step {
        case bytes(offset: Int, count: Int)
        case equatable(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        /// A `Binding`: the same view while it reads and writes the same source.
        case binding(offset: Int)
        /// An array of models: the same storage, or else `equal` (the same objects in order).
        case objects(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    }

    let steps: [Step]

    /// The comparison for `type`, or `nil` when its values cannot be compared safely.
    init?(of type: Any.Type) {
        var steps: [Step] = []
        guard Self.collect(type, offset: 0, isTopLevel: true, into: &steps) else { return nil }
        self.steps = Self.merged(steps)
    }

    /// Whether the values at `a` and `b` (both of the planned type) describe the same view.
    func isEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for step in steps {
            switch step {
            case .bytes(let offset, let count):
                if memcmp(a + offset, b + offset, count) != 0 { return false }
            case .equatable(let offset, let equal):
                if !equal(a + offset, b + offset) { return false }
            case .binding(let offset):
                // A binding's one stored property is its location.
                let x = (a + offset).load(as: AnyLocation.self), y = (b + offset).load(as: AnyLocation.self)
                if x !== y, !x.isSameSource(as: y) { return false }
            case .objects(let offset, let equal):
                // An array is one reference to its storage: the same storage is checked inline,
                // since the element-wise check is an unspecialized call.
                if (a + offset).load(as: UInt.self) != (b + offset).load(as: UInt.self), !equal(a + offset, b + offset) { return false }
            }
        }
        return true
    }

    private static func collect(_ type: Any.Type, offset: Int, isTopLevel: Bool, into steps: inout [Step]) -> Bool {
        if !isTopLevel, type is any BindingValue.Type {
            steps.append(.binding(offset: offset))
            return true
        }
        if !isTopLevel, type is any DynamicProperty.Type {
            // `@ObservedObject` is given its object by the parent: another object is another view.
            if type is any ObjectReferencingProperty.Type { steps.append(.bytes(offset: offset, count: MemoryLayout<AnyObject>.size)) }
            return true
        }
        if type is AnyClass {
            // An observable model tells the graph itself which views read what changed (as in
            // SwiftUI): a view holding one is the same view while it holds the same object.
            guard isObservableClass(type) else { return false }
            steps.append(.bytes(offset: offset, count: MemoryLayout<AnyObject>.size))
            return true
        }
        if let optional = type as? any OptionalValue.Type, isObservableClass(optional.wrappedType) {
            // An optional model (`nil` or a reference): compared by identity as the model is.
            steps.append(.bytes(offset: offset, count: MemoryLayout<AnyObject?>.size))
            return true
        }
        if let array = type as? any ArrayValue.Type, isObservableClass(array.elementType) {
            // An array of models (`ForEach(game.cards)`, `Array(cards[0..<4])`): the same view
            // while it holds the same models in the same order, in the same storage or another.
            steps.append(.objects(offset: offset, equal: array.holdsSameElements))
            return true
        }
        if _isPOD(type), !(isTopLevel && containsDynamicProperty(type)) {
            let size = byteCount(of: type)
            if size > 0 { steps.append(.bytes(offset: offset, count: size)) }
            return true
        }
        if let equatable = type as? any Equatable.Type, !(isTopLevel && containsDynamicProperty(type)) {
            steps.append(.equatable(offset: offset, equal: equality(of: equatable)))
            return true
        }
        // A struct of mixed fields: compare field by field. Anything else left (closures,
        // existentials, enums with references) is not comparable.
        guard isStruct(type) else { return false }
        var comparable = true
        let walked = _forEachField(of: type, options: []) { _, fieldOffset, fieldType, _ in
            comparable = collect(fieldType, offset: offset + fieldOffset, isTopLevel: false, into: &steps)
            return comparable
        }
        return walked && comparable
    }

    /// Whether instances of the class `type` report their changes: `@Observable` models and
    /// `ObservableObject`s.
    static func isObservableClass(_ type: Any.Type) -> Bool {
        type is AnyClass && (type is any Observable.Type || type is any ObservableObject.Type)
    }

    /// Whether `type` is a struct: the first word of type metadata is its kind (Swift ABI).
    private static func isStruct(_ type: Any.Type) -> Bool {
        unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == 0x200
    }

    private static func containsDynamicProperty(_ type: Any.Type) -> Bool {
        var found = false
        _ = _forEachField(of: type, options: []) { _, _, fieldType, _ in
            found = fieldType is any DynamicProperty.Type
            return !found
        }
        return found
    }

    private static func byteCount(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }

    private static func equality(of type: any Equatable.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        func make<T: Equatable>(_: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            { $0.assumingMemoryBound(to: T.self).pointee == $1.assumingMemoryBound(to: T.self).pointee }
        }
        return make(type)
    }

    /// Joins byte ranges that touch, so a struct of plain fields is one `memcmp`.
    private static func merged(_ steps: [Step]) -> [Step] {
        var result: [Step] = []
        for step in steps {
            if case .bytes(let offset, let count) = step, case .bytes(let lastOffset, let lastCount)? = result.last,
                lastOffset + lastCount == offset
            {
                result[result.count - 1] = .bytes(offset: lastOffset, count: lastCount + count)
            } else {
                result.append(step)
            }
        }
        return result
    }
}

/// Marks `Binding`, whose source the comparison checks (a parent may hand over another one).
private protocol BindingValue {}

extension Binding: BindingValue {}

/// Lets the comparison see through an optional to the type it wraps.
private protocol OptionalValue {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// Lets the comparison see the element type of an array.
private protocol ArrayValue {
    static var elementType: Any.Type { get }
    /// Whether the arrays at `a` and `b` hold elements with the same bytes (for references: the
    /// same objects) in the same order.
    static func holdsSameElements(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

extension Array: ArrayValue {
    static var elementType: Any.Type { Element.self }

    static func holdsSameElements(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let x = a.assumingMemoryBound(to: [Element].self), y = b.assumingMemoryBound(to: [Element].self)
        guard x.pointee.count == y.pointee.count else { return false }
        return x.pointee.withUnsafeBytes { xs in
            y.pointee.withUnsafeBytes { ys in xs.count == 0 || memcmp(xs.baseAddress!, ys.baseAddress!, xs.count) == 0 }
        }
    }
}
