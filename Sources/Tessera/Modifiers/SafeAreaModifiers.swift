import Foundation

// Safe areas on a game host. A host may declare one (`safeAreaInsets` on a host or a graph:
// a TV's title-safe margin for a console-style game); it is zero by default. The root view is
// laid out inside it, and `ignoresSafeArea` lets a view reach past it, as in SwiftUI.
//
// A view that ignores the safe area grows by the insets still in force around it on those
// edges, so it reaches the window's edges when it stands at the safe area's edges (a
// background, a full-screen colour: how it is used); `safeAreaPadding` adds to those insets.

/// Kinds of safe area: the container's and the keyboard's (a game host has no on-screen keyboard).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: UInt8
    /// Makes a set from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The area the container (the window, a bar) leaves free.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area an on-screen keyboard leaves free.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every kind.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

private struct HostSafeAreaKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

private struct SafeAreaInForceKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

extension EnvironmentValues {
    /// The safe area a host declares (set through its `safeAreaInsets`); negative and
    /// non-finite sides count as zero.
    public var _hostSafeAreaInsets: EdgeInsets {
        get { self[HostSafeAreaKey.self] }
        set { self[HostSafeAreaKey.self] = newValue.nonNegative }
    }

    /// The insets still in force around a view: what `ignoresSafeArea` reaches past.
    var safeAreaInForce: EdgeInsets {
        get { self[SafeAreaInForceKey.self] }
        set { self[SafeAreaInForceKey.self] = newValue }
    }
}

extension EdgeInsets {
    /// Each side made finite and at least zero.
    var nonNegative: EdgeInsets {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        return EdgeInsets(top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing))
    }

    /// Only the sides in `edges`.
    func only(_ edges: Edge.Set) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
            bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }

    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom, trailing: a.trailing + b.trailing)
    }

    static prefix func - (a: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: -a.top, leading: -a.leading, bottom: -a.bottom, trailing: -a.trailing)
    }
}

extension ViewGraph {
    /// The safe area this graph's host declares (zero by default): hosts lay the root view out
    /// inside it; views reach past it with `ignoresSafeArea`.
    public var safeAreaInsets: EdgeInsets {
        get { environment._hostSafeAreaInsets }
        set { environment._hostSafeAreaInsets = newValue }
    }
}

/// The root of a host's content inside the host's safe area.
struct _SafeAreaRoot<Content: View>: View {
    let content: Content
    @Environment(\._hostSafeAreaInsets) private var insets

    var body: some View {
        let insets = insets
        content.padding(insets).transformEnvironment(\.safeAreaInForce) { $0 = $0 + insets }
    }
}

/// A view grown past the safe area in force on some edges.
struct _IgnoringSafeArea<Content: View>: View {
    let content: Content
    let edges: Edge.Set
    @Environment(\.safeAreaInForce) private var inForce

    var body: some View {
        let reach = inForce.only(edges), edges = edges
        content
            .transformEnvironment(\.safeAreaInForce) { $0 = $0.only(Edge.Set.all.subtracting(edges)) }
            .padding(-reach)
    }
}

extension View {
    /// Lets this view reach past the safe area on `edges` (the window's edges, when it stands at
    /// the safe area's): for backgrounds and full-screen colours.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        _IgnoringSafeArea(content: self, edges: regions.contains(.container) ? edges : [])
    }

    /// Lets this view reach past the safe area on `edges` (the older spelling of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        _IgnoringSafeArea(content: self, edges: edges)
    }

    /// Insets this view's safe area by `insets`: its content is padded, and views inside that
    /// ignore the safe area reach past the padding.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        let insets = insets.nonNegative
        return padding(insets).transformEnvironment(\.safeAreaInForce) { $0 = $0 + insets }
    }

    /// Insets this view's safe area on `edges` by `length` (16 points when nil).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, length.flatMap { $0.isFinite ? $0 : nil } ?? 16))
    }

    /// Insets this view's safe area on every edge by `length`.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Shows `content` along the top or bottom edge of this view and insets this view by its
    /// height plus `spacing`: a bar of its own above or below the rest.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content(), gap = spacing.flatMap { $0.isFinite ? $0 : nil } ?? 0
        return VStack(alignment: alignment, spacing: gap) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Shows `content` along the leading or trailing edge of this view and insets this view by
    /// its width plus `spacing`.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content(), gap = spacing.flatMap { $0.isFinite ? $0 : nil } ?? 0
        return HStack(alignment: alignment, spacing: gap) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }
}
