import Foundation

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
    /// The value of the guide for a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
    @usableFromInline let id: AlignmentKey

    public init(_ id: AlignmentID.Type) {
        self.id = AlignmentKey(id, axis: .horizontal)
    }

    public static let leading = HorizontalAlignment(LeadingAlignment.self)
    public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
    public static let trailing = HorizontalAlignment(TrailingAlignment.self)
    public static let listRowSeparatorLeading = leading
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
    @usableFromInline let id: AlignmentKey

    public init(_ id: AlignmentID.Type) {
        self.id = AlignmentKey(id, axis: .vertical)
    }

    public static let top = VerticalAlignment(TopAlignment.self)
    public static let center = VerticalAlignment(VerticalCenterAlignment.self)
    public static let bottom = VerticalAlignment(BottomAlignment.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
}

/// The identity of an alignment guide: its `AlignmentID` type and axis.
@usableFromInline
struct AlignmentKey: Hashable, @unchecked Sendable {
    let type: AlignmentID.Type
    let axis: Axis

    init(_ type: AlignmentID.Type, axis: Axis) {
        self.type = type
        self.axis = axis
    }

    @usableFromInline
    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) && lhs.axis == rhs.axis
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
    }

    var isTextBaseline: Bool {
        type == FirstTextBaselineAlignment.self || type == LastTextBaselineAlignment.self
    }

    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        type.defaultValue(in: dimensions)
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
    public let width: CGFloat
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

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.id] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.id] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides(guide.id) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides(guide.id) }

    subscript(key: AlignmentKey) -> CGFloat {
        explicitGuides(key) ?? key.defaultValue(in: self)
    }
}
