import Foundation

/// What an alert's or dialog's buttons tell the panel while it is shown: the cancel button's
/// action (Escape and the gamepad's B run it) and label (a dialog draws it apart).
final class _AlertButtons {
    var cancel: (() -> Void)?
    var cancelLabel: ButtonStyleConfiguration.Label?
}

/// How many buttons a `@ViewBuilder` block of actions holds (a `ForEach` counts as one): an
/// alert puts two side by side and stacks any other number.
enum _ActionCount {
    static func of<V: View>(_ view: V) -> Int {
        if view is EmptyView { return 0 }
        if let list = view as? any _ActionCounting { return list._actionCount }
        if let optional = view as? any _OptionalActions { return optional._actionCount }
        return 1
    }
}

protocol _ActionCounting { var _actionCount: Int { get } }

/// An optional block of actions (`alert(_:isPresented:presenting:…)` before its data exists).
protocol _OptionalActions { var _actionCount: Int { get } }

extension Optional: _OptionalActions where Wrapped: View {
    var _actionCount: Int { map { _ActionCount.of($0) } ?? 0 }
}

extension _ViewList: _ActionCounting {
    var _actionCount: Int {
        _ActionCount.of(first) + ((rest as? any _ActionCounting)?._actionCount ?? 0)
    }
}

extension TupleView: _ActionCounting {
    var _actionCount: Int {
        var count = 0
        for view in repeat each value { count += _ActionCount.of(view) }
        return count
    }
}

/// Where an alert's or dialog's buttons stand, which decides how each is drawn.
enum _AlertLayout {
    /// Two buttons of an alert, side by side.
    case alertRow
    /// One, or three or more, buttons of an alert, stacked.
    case alertColumn
    /// A confirmation dialog's buttons, stacked and taller; its cancel button stands apart.
    case dialog
}

/// The buttons of alerts and dialogs: each runs its action and then dismisses the
/// presentation, as SwiftUI's alert buttons do. Drawn as iOS draws them: the label centred in
/// the tint, red for `.destructive`, bold for `.cancel`, a hairline above.
struct _AlertButtonStyle: PrimitiveButtonStyle {
    let layout: _AlertLayout
    let buttons: _AlertButtons
    let dismiss: () -> Void

    func makeBody(configuration: Configuration) -> some View {
        _AlertButtonRow(configuration: configuration, layout: layout, buttons: buttons, dismiss: dismiss)
    }
}

/// One alert or dialog button, drawn and made to act.
struct _AlertButtonRow: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let layout: _AlertLayout
    let buttons: _AlertButtons
    let dismiss: () -> Void
    @Environment(\.isFocused) private var isFocused
    @Environment(\.buttonTint) private var tint

    /// A button's height in an alert, and in a dialog.
    static let alertHeight: CGFloat = 44
    static let dialogHeight: CGFloat = 56

    /// Tells the panel this is its cancel button (called while the body is made, before the
    /// panel's Escape handler or a dialog's cancel card reads it).
    private func register() {
        let configuration = configuration
        buttons.cancel = { configuration.trigger() }
        buttons.cancelLabel = configuration.label
    }

    var body: some View {
        let configuration = configuration, dismiss = dismiss
        let isCancel = configuration.role == .cancel
        let act = {
            configuration.trigger()
            dismiss()
        }
        let _ = isCancel ? register() : ()
        let color: Color = configuration.role == .destructive ? .red : (tint ?? .accentColor)
        let font: Font =
            layout == .dialog ? .title3 : (isCancel ? .headline : .body)
        let row = VStack(spacing: 0) {
            Divider()
            configuration.label
                .font(font)
                .foregroundColor(color)
                .lineLimit(1)
                .padding(.horizontal, 8)
                .frame(maxWidth: .infinity, minHeight: layout == .dialog ? Self.dialogHeight : Self.alertHeight)
                .background(isFocused ? Color.primary.opacity(0.12) : Color.clear)
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: act)
        // A dialog draws its cancel button apart, below the others.
        if isCancel && layout == .dialog {
            EmptyView()
        } else if configuration.role == nil {
            row._prefersScopeFocus()
        } else {
            row
        }
    }
}

/// The dimmed screen behind a modal: it covers the whole window and takes every click, so
/// nothing below can be pressed while the modal is up.
struct _ModalDimming: View {
    let opacity: Double
    let onTap: (() -> Void)?

    var body: some View {
        Color.black.opacity(opacity)
            .contentShape(Rectangle())
            .onTapGesture { onTap?() }
            .transition(.opacity)
    }
}

/// An alert as iOS draws it: a 270-point material card in the middle of the dimmed screen,
/// the title in bold and the message below it, then the buttons.
struct _AlertPanel<Actions: View, Message: View>: View {
    let title: Text?
    let actions: Actions
    let message: Message?
    let isDialog: Bool
    let dismiss: () -> Void
    @State private var buttons = _AlertButtons()

    /// An alert's width, and its corner radius.
    static var width: CGFloat { 270 }
    static var cornerRadius: CGFloat { 14 }

    var body: some View {
        let buttons = buttons, dismiss = dismiss
        ZStack {
            _ModalDimming(
                opacity: 0.3,
                onTap: isDialog
                    ? {
                        buttons.cancel?(); dismiss()
                    } : nil)
            if isDialog {
                dialog.transition(.move(edge: .bottom))
            } else {
                // iOS brings an alert in from a little larger, fading in, and fades it out.
                alert.transition(.asymmetric(insertion: .scale(scale: 1.15).combined(with: .opacity), removal: .opacity))
            }
        }
        .onExitCommand {
            buttons.cancel?()
            dismiss()
        }
        ._focusScope(isModal: true)
    }

    @ViewBuilder private var heading: some View {
        if title != nil || message != nil {
            VStack(spacing: isDialog ? 8 : 4) {
                if let title {
                    title.font(isDialog ? .footnote.weight(.semibold) : .headline)
                        .foregroundColor(isDialog ? .secondary : nil)
                }
                if let message {
                    message.font(isDialog ? .footnote : .footnote).foregroundColor(isDialog ? .secondary : nil)
                }
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, isDialog ? 14 : 20)
        }
    }

    private var alert: some View {
        let count = Actions.self == EmptyView.self ? 0 : _ActionCount.of(actions)
        let layout: _AlertLayout = count == 2 ? .alertRow : .alertColumn
        let style = _AlertButtonStyle(layout: layout, buttons: buttons, dismiss: dismiss)
        return VStack(spacing: 0) {
            heading
            if count == 0 {
                // No actions: SwiftUI adds an OK button.
                Button("OK") {}.buttonStyle(style)
            } else if count == 2 {
                HStack(spacing: 0) { actions }
                    .buttonStyle(style)
                    .overlay(HStack { Divider() }.padding(.top, 1))
            } else {
                VStack(spacing: 0) { actions }.buttonStyle(style)
            }
        }
        .frame(width: Self.width)
        .background(.thickMaterial, in: RoundedRectangle(cornerRadius: Self.cornerRadius))
        .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
    }

    /// A confirmation dialog as iOS draws an action sheet: the buttons on a material card at the
    /// bottom, and the cancel button on a card of its own below it.
    private var dialog: some View {
        let style = _AlertButtonStyle(layout: .dialog, buttons: buttons, dismiss: dismiss)
        let buttons = buttons, dismiss = dismiss
        return VStack(spacing: 8) {
            Spacer(minLength: 0)
            VStack(spacing: 0) {
                heading
                actions.buttonStyle(style)
            }
            .background(.thickMaterial, in: RoundedRectangle(cornerRadius: Self.cornerRadius))
            .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
            _DialogCancelButton(buttons: buttons, dismiss: dismiss)
        }
        .frame(maxWidth: 400)
        .padding(8)
    }
}

/// A confirmation dialog's cancel button, on its own card: the one among the actions with the
/// `.cancel` role, or one SwiftUI adds, labelled Cancel.
struct _DialogCancelButton: View {
    let buttons: _AlertButtons
    let dismiss: () -> Void
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        let buttons = buttons, dismiss = dismiss
        Button {
            buttons.cancel?()
            dismiss()
        } label: {
            if let label = buttons.cancelLabel { label } else { Text("Cancel") }
        }
        .buttonStyle(_DialogCancelStyle())
    }
}

/// How a dialog's cancel card is drawn: bold, in the tint, on material.
struct _DialogCancelStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        _DialogCancelBody(configuration: configuration)
    }
}

struct _DialogCancelBody: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isFocused) private var isFocused
    @Environment(\.buttonTint) private var tint

    var body: some View {
        configuration.label
            .font(.title3.weight(.semibold))
            .foregroundColor(tint ?? .accentColor)
            .frame(maxWidth: .infinity, minHeight: _AlertButtonRow.dialogHeight)
            .background(isFocused || configuration.isPressed ? Color.primary.opacity(0.12) : Color.clear)
            .background(.thickMaterial, in: RoundedRectangle(cornerRadius: 14))
            .clipShape(RoundedRectangle(cornerRadius: 14))
            .contentShape(Rectangle())
    }
}
