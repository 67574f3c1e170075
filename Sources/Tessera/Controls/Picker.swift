import Foundation

/// A control that selects one of a set of tagged options: SwiftUI's `Picker`.
///
/// ```swift
/// Picker("Difficulty", selection: $difficulty) {
///     Text("Easy").tag(Difficulty.easy)
///     Text("Hard").tag(Difficulty.hard)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Each option is a child of the content with a `tag(_:)` (children of a `ForEach` are tagged
/// with their ids, as in SwiftUI); the option whose tag equals the selection is selected. A tag
/// of type `T` also selects an optional `T?` selection. The style in the environment draws it:
/// `.menu` (the default, as in an iOS form) a row with the selected option that opens a menu;
/// `.segmented` a row of equal segments, left and right arrows (or the d-pad) moving the
/// selection while focused; `.inline` and `.wheel` a list of rows with a checkmark on the
/// selected one.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyleKind) private var style
    @Environment(\.labelsHidden) private var labelsHidden

    /// A picker of `content` bound to `selection`, named by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let options = StaticSubviews.of(content)
        let selected = options.firstIndex { matches($0.traits.tag) }
        let select = selector(options)
        switch style {
        case .segmented:
            // Keys read the selection when pressed: the handler may outlive this evaluation.
            let tags = options.map { $0.traits.tag }
            let matches = matches
            SegmentedPicker(options: options, selected: selected, current: { tags.firstIndex { matches($0) } }, select: select)
        case .inline:
            InlinePicker(label: labelsHidden ? nil : AnyView(label), options: options, selected: selected, select: select)
        case .menu:
            MenuPicker(label: labelsHidden ? nil : AnyView(label), options: options, selected: selected, select: select)
        }
    }

    private func matches(_ tag: AnyHashable?) -> Bool {
        guard let tag else { return false }
        if tag == AnyHashable(selection.wrappedValue) { return true }
        // A tag of the wrapped type selects an optional selection.
        if let value = tag.base as? SelectionValue { return AnyHashable(value) == AnyHashable(selection.wrappedValue) }
        return false
    }

    private func selector(_ options: [StaticSubview]) -> (Int) -> Void {
        let selection = selection
        let tags = options.map { $0.traits.tag }
        return { index in
            guard tags.indices.contains(index), let tag = tags[index] else { return }
            if let value = tag.base as? SelectionValue {
                selection.wrappedValue = value
            } else {
                Diagnostics.warnOnce("Picker: the tag \(tag) is not a \(SelectionValue.self); the selection is unchanged")
            }
        }
    }
}

extension Picker where Label == Text {
    /// A picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// How pickers are drawn (`pickerStyle(_:)`).
public protocol PickerStyle {}

/// The platform's style: `.menu`, as in an iOS form.
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
}

/// A row of equal segments, the selected one raised.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
}

/// A row showing the selected option that opens a menu of the options.
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
}

/// The options as rows, a checkmark on the selected one.
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
}

/// A spinning wheel on iOS; drawn here as inline rows, which a keyboard or gamepad works better.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
}

/// A row that pushes a list of the options on iOS; drawn here as a menu.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation link style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A row of segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Rows with a checkmark.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel (drawn as inline rows).
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation link (drawn as a menu).
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// The picker style as the environment keeps it.
enum PickerStyleKind: Hashable {
    case menu, segmented, inline
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.menu
}

extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the pickers in this view with `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind: PickerStyleKind =
            switch style {
            case is SegmentedPickerStyle: .segmented
            case is InlinePickerStyle, is WheelPickerStyle: .inline
            default: .menu
            }
        return modifier(_EnvironmentModifier { $0.pickerStyleKind = kind })
    }
}

/// Segments of equal width across the offered width, 32 points tall: a rounded fill with the
/// selected segment raised on a white (dark mode: grey) rounded rect 2 points inside it, labels in 13-point
/// medium text.
private struct SegmentedPicker: View {
    let options: [StaticSubview]
    let selected: Int?
    let current: () -> Int?
    let select: (Int) -> Void
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let count = options.count, current = current
        let thumb = colorScheme == .dark ? Color(white: 0.39) : Color.white
        HStack(spacing: 0) {
            ForEach(Array(options.indices), id: \.self) { index in
                options[index].view
                    .font(.system(size: 13, weight: index == selected ? .semibold : .medium))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if index == selected {
                            RoundedRectangle(cornerRadius: 7).fill(thumb)
                                .shadow(color: Color.black.opacity(0.12), radius: 4, y: 3)
                                .padding(2)
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .frame(height: 32)
        .background(RoundedRectangle(cornerRadius: 9).fill(groupedFillColor))
        .modifier(SegmentFocusRing())
        .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
            guard count > 0 else { return .ignored }
            let index = current() ?? (press.key == .leftArrow ? count : -1)
            select(min(max(index + (press.key == .leftArrow ? -1 : 1), 0), count - 1))
            return .handled
        }
        .focusable()
    }
}

/// A ring in the accent colour around the segments while the picker has focus.
private struct SegmentFocusRing: ViewModifier {
    @Environment(\.isFocused) private var isFocused

    func body(content: Content) -> some View {
        content.overlay(
            RoundedRectangle(cornerRadius: 9).strokeBorder(Color.accentColor, lineWidth: isFocused ? 2 : 0).allowsHitTesting(false))
    }
}

/// The label, then the selected option in the accent colour with an up-and-down chevron, which
/// opens a menu of the options (the selected one checked).
private struct MenuPicker: View {
    let label: AnyView?
    let options: [StaticSubview]
    let selected: Int?
    let select: (Int) -> Void

    var body: some View {
        HStack {
            if let label {
                label
                Spacer(minLength: 8)
            }
            Menu {
                ForEach(Array(options.indices), id: \.self) { index in
                    Button {
                        select(index)
                    } label: {
                        HStack(spacing: 8) {
                            Checkmark().stroke(Color.primary, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                                .frame(width: 14, height: 14)
                                .opacity(index == selected ? 1 : 0)
                            options[index].view
                        }
                    }
                }
            } label: {
                HStack(spacing: 4) {
                    if let selected { options[selected].view }
                    UpDownChevron().stroke(Color.accentColor, style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
                        .frame(width: 8, height: 12)
                }
                .foregroundColor(.accentColor)
            }
        }
    }
}

/// The options as rows, each a button with a checkmark in the accent colour on the selected one;
/// the label, if any, above them in secondary text.
private struct InlinePicker: View {
    let label: AnyView?
    let options: [StaticSubview]
    let selected: Int?
    let select: (Int) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let label { label.foregroundStyle(.secondary).padding(.vertical, 6) }
            ForEach(Array(options.indices), id: \.self) { index in
                Button {
                    select(index)
                } label: {
                    HStack {
                        options[index].view
                        Spacer(minLength: 8)
                        Checkmark().stroke(Color.accentColor, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                            .frame(width: 14, height: 14)
                            .opacity(index == selected ? 1 : 0)
                    }
                    .frame(minHeight: 32)
                }
                .buttonStyle(ControlRowStyle())
            }
        }
    }
}

/// A checkmark across the rect.
struct Checkmark: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + rect.width * 0.1, y: rect.minY + rect.height * 0.55))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.4, y: rect.maxY - rect.height * 0.12))
        path.addLine(to: CGPoint(x: rect.maxX - rect.width * 0.05, y: rect.minY + rect.height * 0.15))
        return path
    }
}

/// A chevron up over a chevron down, the glyph of a menu picker.
private struct UpDownChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.35))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + rect.height * 0.35))
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY - rect.height * 0.35))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - rect.height * 0.35))
        return path
    }
}
