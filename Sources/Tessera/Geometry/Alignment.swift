import Foundation

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
    /// The value of the guide for a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
    @usableFromInline let id: AlignmentKey

    /// A horizontal guide whose default value comes from `id`.
    public init(_ id: AlignmentID.Type) {
        self.id = AlignmentKey(id, axis: .horizontal)
    }

    /// The leading edge (x = 0; the right edge in right-to-left layout).
    public static let leading = HorizontalAlignment(LeadingAlignment.self)
    /// The horizontal centre (x = width / 2).
    public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
    /// The trailing edge (x = width).
    public static let trailing = HorizontalAlignment(TrailingAlignment.self)
    /// As SwiftUI's list-row separator guide; the same as `.leading` here (Tessera has no lists).
    public static let listRowSeparatorLeading = leading
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
    @usableFromInline let id: AlignmentKey

    /// A vertical guide whose default value comes from `id`.
    public init(_ id: AlignmentID.Type) {
        self.id = AlignmentKey(id, axis: .vertical)
    }

    /// The top edge (y = 0).
    public static let top = VerticalAlignment(TopAlignment.self)
    /// The vertical centre (y = height / 2).
    public static let center = VerticalAlignment(VerticalCenterAlignment.self)
    /// The bottom edge (y = height).
    public static let bottom = VerticalAlignment(BottomAlignment.self)
    /// The first line's baseline of text; the bottom edge of a view without text.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
    /// The last line's baseline of text; the bottom edge of a view without text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    /// The guide on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The guide on the vertical axis.
    public var vertical: VerticalAlignment

    /// Combines a horizontal and a vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centred.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centred.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centred.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centred.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Horizontally centred, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Horizontally centred, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Trailing edge, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
}

/// The identity of an alignment guide: its `AlignmentID` type, as its number in
/// `AlignmentTypes`, and its axis, in two bytes.
///
/// Alignments are stored in node kinds (stacks, frames, backgrounds), and every node of a frame
/// is as large as the largest kind: a metatype and an axis took 17 bytes, an `Alignment` 41.
@usableFromInline
struct AlignmentKey: Hashable, Sendable {
    /// `typeIndex << 1 | axis.rawValue`.
    private let bits: UInt16

    init(_ type: AlignmentID.Type, axis: Axis) {
        self.bits = AlignmentTypes.index(of: type) << 1 | UInt16(axis.rawValue)
    }

    /// The number of the guide's `AlignmentID` type in `AlignmentTypes`.
    var typeIndex: UInt16 { bits >> 1 }

    var axis: Axis { bits & 1 == 0 ? .horizontal : .vertical }

    @usableFromInline
    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.bits == rhs.bits
    }

    /// The type alone, as when the key held the type: a guide's two axes hash alike.
    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(typeIndex)
    }

    var isFirstTextBaseline: Bool { typeIndex == AlignmentTypes.firstTextBaseline }

    var isLastTextBaseline: Bool { typeIndex == AlignmentTypes.lastTextBaseline }

    var isTextBaseline: Bool { isFirstTextBaseline || isLastTextBaseline }

    /// Layout asks it for most children it aligns: a built-in guide's value is computed
    /// inline, without a call through a metatype.
    @inline(__always)
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        AlignmentTypes.visitType(at: typeIndex, DefaultValue(dimensions: dimensions))
    }

    private struct DefaultValue: AlignmentTypeVisitor {
        let dimensions: ViewDimensions

        @inline(__always)
        func visit<T: AlignmentID>(_: T.Type) -> CGFloat { T.defaultValue(in: dimensions) }
    }
}

/// The `AlignmentID` types of the guides made so far, numbered in order of first use, so that
/// an `AlignmentKey` names one in a few bits. The built-in guides have fixed numbers and are
/// found without the lock; a custom type is numbered the first time a guide is made of it.
enum AlignmentTypes {
    /// The built-in guides' types are numbered `0..<builtInCount` (in `type(at:)`).
    static let builtInCount: UInt16 = 8
    /// The text baselines' numbers, compared without a look-up.
    static let firstTextBaseline: UInt16 = 6
    static let lastTextBaseline: UInt16 = 7
    private static let custom = CustomAlignmentTypes()
    /// One bit of a key's two bytes holds the axis.
    static let capacity = Int(UInt16.max >> 1) + 1

    /// The number of `type`, given it now if it has none.
    static func index(of type: AlignmentID.Type) -> UInt16 {
        if let index = (0..<builtInCount).first(where: { Self.type(at: $0) == type }) { return index }
        return custom.index(of: type, after: builtInCount)
    }

    /// The type numbered `index`.
    static func type(at index: UInt16) -> AlignmentID.Type {
        visitType(at: index, TypeItself())
    }

    /// Calls `visitor` with the type numbered `index`: the one place the built-in types are
    /// numbered. The built-in types are a switch over concrete types, so an inlined visitor
    /// works on the type itself.
    @inline(__always)
    static func visitType<Visitor: AlignmentTypeVisitor>(at index: UInt16, _ visitor: Visitor) -> Visitor.Result {
        switch index {
        case 0: visitor.visit(LeadingAlignment.self)
        case 1: visitor.visit(HorizontalCenterAlignment.self)
        case 2: visitor.visit(TrailingAlignment.self)
        case 3: visitor.visit(TopAlignment.self)
        case 4: visitor.visit(VerticalCenterAlignment.self)
        case 5: visitor.visit(BottomAlignment.self)
        case 6: visitor.visit(FirstTextBaselineAlignment.self)
        case 7: visitor.visit(LastTextBaselineAlignment.self)
        default: visitCustomType(at: index, visitor)
        }
    }

    @inline(never)
    private static func visitCustomType<Visitor: AlignmentTypeVisitor>(at index: UInt16, _ visitor: Visitor) -> Visitor.Result {
        func open<T: AlignmentID>(_ type: T.Type) -> Visitor.Result { visitor.visit(type) }
        return open(custom.type(at: Int(index - builtInCount)))
    }

    private struct TypeItself: AlignmentTypeVisitor {
        func visit<T: AlignmentID>(_ type: T.Type) -> AlignmentID.Type { type }
    }
}

/// Work on an `AlignmentID` type, given as a type parameter (see `AlignmentTypes.visitType`).
protocol AlignmentTypeVisitor {
    associatedtype Result
    func visit<T: AlignmentID>(_ type: T.Type) -> Result
}

/// Custom guides' types, numbered from `first` in order of first use. Guides are made on any
/// thread, so reads and writes hold the lock (an `NSLock`: `Mutex` needs macOS 15).
private final class CustomAlignmentTypes: @unchecked Sendable {
    private let lock = NSLock()
    private var indices: [ObjectIdentifier: UInt16] = [:]
    private var types: [AlignmentID.Type] = []

    func index(of type: AlignmentID.Type, after first: UInt16) -> UInt16 {
        lock.withLock {
            if let index = indices[ObjectIdentifier(type)] { return index }
            precondition(Int(first) + types.count < AlignmentTypes.capacity, "too many AlignmentID types")
            let index = first + UInt16(types.count)
            types.append(type)
            indices[ObjectIdentifier(type)] = index
            return index
        }
    }

    func type(at offset: Int) -> AlignmentID.Type {
        lock.withLock { types[offset] }
    }
}

enum LeadingAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
enum TrailingAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
enum TopAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
enum BottomAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
/// Views without text align their baselines with their bottom edge (docs/LayoutRules.md §4.4).
enum FirstTextBaselineAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
enum LastTextBaselineAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions {
    /// The view's width in points.
    public let width: CGFloat
    /// The view's height in points.
    public let height: CGFloat
    let explicitGuides: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicitGuides: @escaping (AlignmentKey) -> CGFloat?) {
        self.width = size.width
        self.height = size.height
        self.explicitGuides = explicitGuides
    }

    /// Dimensions with no explicit guides.
    init(size: CGSize) {
        self.init(size: size, explicitGuides: { _ in nil })
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// The value of a horizontal guide: the explicit one if set, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.id] }
    /// The value of a vertical guide: the explicit one if set, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.id] }
    /// The explicit value of a horizontal guide, or `nil` when the view does not set one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides(guide.id) }
    /// The explicit value of a vertical guide (a text baseline, say), or `nil` when not set.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides(guide.id) }

    subscript(key: AlignmentKey) -> CGFloat {
        explicitGuides(key) ?? key.defaultValue(in: self)
    }
}
