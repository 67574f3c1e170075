import Foundation

/// How a preview is sized.
public enum PreviewLayout: Sendable, Hashable {
    /// The size of the previewed device's screen (the runner's default window size).
    case device
    /// The size the view asks for when it is offered no size.
    case sizeThatFits
    /// Exactly `width` × `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, named as Xcode names simulators (`"iPhone 15 Pro"`).
///
/// The preview runner sizes a `.device` preview from a few known names (an iPhone, an iPad,
/// a Mac, an Apple TV) and uses its default size for any other.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public var rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The device named by a string literal: `.previewDevice("iPad Pro (11-inch)")`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }
}

/// The orientation of a device's interface; a landscape preview swaps the device's width and
/// height.
public struct InterfaceOrientation: CaseIterable, Identifiable, Sendable, Hashable {
    /// The orientation's name.
    public let id: String

    /// Upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// Turned so the top of the interface is on the device's left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// Turned so the top of the interface is on the device's right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// The four orientations.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether the interface is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// What the preview modifiers record about a view: read by the preview runner, ignored when the
/// view is drawn.
public struct _PreviewTraits: Sendable, Hashable {
    /// `previewDisplayName(_:)`.
    public var displayName: String?
    /// `previewLayout(_:)`.
    public var layout: PreviewLayout?
    /// `previewDevice(_:)`.
    public var device: PreviewDevice?
    /// `previewInterfaceOrientation(_:)`.
    public var orientation: InterfaceOrientation?

    /// No trait set.
    public init() {}

    /// These traits where set, else `outer`'s: the modifier nearest the view wins, as in the
    /// environment.
    func filling(from outer: _PreviewTraits) -> _PreviewTraits {
        var merged = self
        merged.displayName = displayName ?? outer.displayName
        merged.layout = layout ?? outer.layout
        merged.device = device ?? outer.device
        merged.orientation = orientation ?? outer.orientation
        return merged
    }
}

/// A view with preview traits: drawn exactly as its content.
public struct _PreviewTraitsView<Content: View>: PrimitiveView {
    /// The view the traits describe.
    public var content: Content
    /// The traits.
    public var traits: _PreviewTraits

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        Content._makeView(view.content, inputs: inputs)
    }
}

extension View {
    /// Sizes this view's preview: `.sizeThatFits`, `.fixed(width:height:)` or `.device`.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        withPreviewTraits { $0.layout = value }
    }

    /// Names this view's preview in the runner's output and contact sheet.
    public func previewDisplayName(_ value: String?) -> some View {
        withPreviewTraits { $0.displayName = value }
    }

    /// Previews this view on a device (`nil`: the runner's default).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        withPreviewTraits { $0.device = value }
    }

    /// Previews this view in an interface orientation.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        withPreviewTraits { $0.orientation = value }
    }

    func withPreviewTraits(_ change: (inout _PreviewTraits) -> Void) -> _PreviewTraitsView<Self> {
        var traits = _PreviewTraits()
        change(&traits)
        return _PreviewTraitsView(content: self, traits: traits)
    }
}
