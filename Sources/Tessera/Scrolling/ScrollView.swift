import Foundation

/// A scrollable view: its content is proposed no size along the scroll axes (it takes its ideal
/// length), the scroll view takes the space it is offered, and shows the part of the content at
/// its scroll offset, clipped. Scrolls with the mouse wheel, by dragging, and by focus: a
/// focused view scrolled out of sight is brought into view. Nothing outside the visible region
/// is drawn.
///
/// ```swift
/// ScrollView {
///     LazyVStack { ForEach(levels) { level in LevelRow(level: level) } }
/// }
/// ```
public struct ScrollView<Content: View>: PrimitiveView {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether scroll indicators are shown (also set with `scrollIndicators(_:)`).
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    /// A scroll view over `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        let environment = inputs.environmentValues
        let shows = view.showsIndicators && environment.scrollIndicatorVisibility != .hidden
        let layout = ScrollViewLayout(
            axes: view.axes, showsIndicators: shows, margins: environment.scrollContentMargins.content,
            indicatorMargins: environment.scrollContentMargins.indicators, scrollsWithInput: environment.isScrollEnabled)
        let modifier = _InteractionModifier(.scrollView(layout), salt: InteractionSalt.scrollView)
        // Its content is placed at the scroll offset: a scroll makes the view that made it again.
        inputs.withGraph { $0.noteMaking(Identity.combine(inputs.identity, InteractionSalt.scrollView)) }
        _InteractionModifier._makeView(modifier: modifier, inputs: inputs) { inner in
            Content._makeView(view.content, inputs: inner)
        }
    }
}

/// Whether scroll indicators show.
public enum ScrollIndicatorVisibility: Hashable, Sendable {
    /// Shown (the default).
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}

private struct ScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
    /// Whether scroll views below show their indicators.
    public var scrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorVisibilityKey.self] }
        set { self[ScrollIndicatorVisibilityKey.self] = newValue }
    }
}

private struct ScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the player can scroll the scroll views below (`scrollDisabled(_:)`).
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
}

extension View {
    /// Stops the player scrolling the scroll views inside, with the wheel or by dragging; a
    /// focused view is still scrolled into sight, and `ScrollViewReader.scrollTo` still scrolls.
    /// A drag on a disabled scroll view reaches the scroll view around it, as in SwiftUI.
    public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.isScrollEnabled = $0.isScrollEnabled && !disabled })
    }

    /// Shows or hides the indicators of the scroll views inside.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.scrollIndicatorVisibility = visibility })
    }
}

/// Where one scroll view is: its offset (the content point at its top-leading corner), and the
/// viewport and content sizes of its last layout.
struct ScrollPosition {
    var offset: CGPoint = .zero
    var viewport: CGSize = .zero
    var content: CGSize = .zero
    /// The content margins (`contentMargins(_:_:for:)`): views scrolled into sight stop this far
    /// from the edges.
    var margins = EdgeInsets.zero
    /// The visible part it drew last (when it changes, nothing inside copies last pass's drawing).
    var lastVisible: CGRect = .null

    /// The largest offset on each axis (0 when the content fits).
    var maximum: CGPoint {
        CGPoint(x: max(0, content.width - viewport.width), y: max(0, content.height - viewport.height))
    }

    /// `offset` kept between 0 and `maximum`, NaN as 0.
    func clamped(_ p: CGPoint) -> CGPoint {
        func clamp(_ v: CGFloat, _ m: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), m) : 0 }
        return CGPoint(x: clamp(p.x, maximum.x), y: clamp(p.y, maximum.y))
    }
}
