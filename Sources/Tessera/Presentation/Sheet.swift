import Foundation

/// How a sheet covers the screen.
enum _SheetStyle {
    /// A card in the middle of the dimmed screen (a form sheet, as on iPad): a sheet or popover.
    case sheet
    /// The whole window, opaque.
    case fullScreen
}

/// Whether the content of a sheet asked not to be dismissed by Escape, B or a click outside.
struct _InteractiveDismissDisabledKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// Shows a sheet or cover while a binding is true (or an item is set).
struct _SheetModifier<SheetContent: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let style: _SheetStyle
    let onDismiss: (() -> Void)?
    let item: AnyHashable?
    let sheet: () -> SheetContent
    @State private var token = _PresentationToken()
    @State private var wasPresented = false
    @Environment(\.self) private var environment

    func body(content: Content) -> some View {
        let isPresented = isPresented, style = style, sheet = sheet, environment = environment
        let shown = isPresented.wrappedValue
        let id = PresentationID(token: ObjectIdentifier(token), item: item)
        let onDismiss = onDismiss, wasPresented = $wasPresented
        return
            content
            ._presenting(shown, id: AnyHashable(id)) {
                AnyView(
                    _SheetContainer(style: style, dismiss: { isPresented.wrappedValue = false }) { sheet() }
                        // A sheet sees its presenter's environment, as in SwiftUI, but starts from
                        // the default font and colours, as a new screen does.
                        .transformEnvironment(\.self) { sheetEnvironment in
                            sheetEnvironment = environment
                            sheetEnvironment.font = nil
                            sheetEnvironment.foregroundColor = nil
                        })
            }
            .onChange(of: shown) { _, now in
                if now {
                    wasPresented.wrappedValue = true
                } else if wasPresented.wrappedValue {
                    wasPresented.wrappedValue = false
                    onDismiss?()
                }
            }
    }
}

/// A presented sheet: the dimmed screen and the card, or the whole window for a cover, with
/// `dismiss` in the content's environment and Escape or B dismissing it.
struct _SheetContainer<Content: View>: View {
    let style: _SheetStyle
    let dismiss: () -> Void
    @ViewBuilder let content: Content
    @State private var dismissDisabled = false
    @Environment(\.colorScheme) private var colorScheme

    /// A sheet's largest size, its margin from the window's edges, and its corner radius.
    static var maximumSize: CGSize { CGSize(width: 540, height: 620) }
    static var margin: CGFloat { 24 }
    static var cornerRadius: CGFloat { 12 }

    var body: some View {
        let dismiss = dismiss, disabled = dismissDisabled
        let background = colorScheme == .dark ? Color(red: 0.11, green: 0.11, blue: 0.12) : Color.white
        let presented = content._presented(dismiss: dismiss)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onPreferenceChange(_InteractiveDismissDisabledKey.self) { dismissDisabled = $0 }
        ZStack {
            switch style {
            case .sheet:
                _ModalDimming(opacity: 0.35, onTap: disabled ? nil : dismiss)
                presented
                    .background(background, in: RoundedRectangle(cornerRadius: Self.cornerRadius))
                    .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
                    .frame(maxWidth: Self.maximumSize.width, maxHeight: Self.maximumSize.height)
                    .padding(Self.margin)
                    .transition(.move(edge: .bottom))
            case .fullScreen:
                presented.background(background).transition(.move(edge: .bottom))
            }
        }
        .onExitCommand { if !disabled { dismiss() } }
        ._focusScope(isModal: true)
    }
}

extension View {
    /// Shows `content` on a sheet over the dimmed screen while `isPresented` is true; Escape,
    /// the gamepad's B, a click outside or `dismiss` in its environment close it, then
    /// `onDismiss` runs.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_SheetModifier(isPresented: isPresented, style: .sheet, onDismiss: onDismiss, item: nil, sheet: content))
    }

    /// Shows a sheet made from `item` while it is not nil; dismissing sets it to nil. Another
    /// item (another `id`) is a new sheet.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let value = item.wrappedValue
        return modifier(
            _SheetModifier(
                isPresented: Self.presence(of: item), style: .sheet, onDismiss: onDismiss, item: value.map { AnyHashable($0.id) },
                sheet: { value.map(content) }))
    }

    /// Shows `content` over the whole window while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_SheetModifier(isPresented: isPresented, style: .fullScreen, onDismiss: onDismiss, item: nil, sheet: content))
    }

    /// Shows a cover made from `item` over the whole window while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let value = item.wrappedValue
        return modifier(
            _SheetModifier(
                isPresented: Self.presence(of: item), style: .fullScreen, onDismiss: onDismiss,
                item: value.map { AnyHashable($0.id) }, sheet: { value.map(content) }))
    }

    /// Shows `content` while `isPresented` is true: as a sheet, as iOS does on a compact screen.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .point(.center), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Shows a popover made from `item` while it is not nil: as a sheet.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .point(.center), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }

    /// Keeps the sheet this view is on from being dismissed by Escape, the gamepad's B or a
    /// click outside while `isDisabled` (its own buttons still can, with `dismiss`).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        transformPreference(_InteractiveDismissDisabledKey.self) { $0 = $0 || isDisabled }
    }

    /// The heights a sheet may take: accepted for source compatibility; a game host's sheet is
    /// a card sized to the window.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The heights a sheet may take, and the one chosen: accepted; see `presentationDetents(_:)`.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }

    /// Whether a sheet shows a drag indicator: accepted; a game host's sheet has none.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    static func presence<Item>(of item: Binding<Item?>) -> Binding<Bool> {
        Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    }
}

/// A height a sheet may rest at.
public struct PresentationDetent: Hashable, Sendable {
    let fraction: CGFloat?
    let height: CGFloat?

    /// The full height.
    public static let large = PresentationDetent(fraction: 1, height: nil)
    /// About half the height.
    public static let medium = PresentationDetent(fraction: 0.5, height: nil)

    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(fraction: fraction, height: nil) }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(fraction: nil, height: height) }
}

/// Where a popover points: accepted for source compatibility (a popover shows as a sheet).
public enum PopoverAttachmentAnchor {
    /// A point in the view.
    case point(UnitPoint)
}
