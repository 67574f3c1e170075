import Foundation

/// A label that shows or hides its content: SwiftUI's `DisclosureGroup`.
///
/// The label row ends with a chevron in the accent colour, pointing right while collapsed and
/// down while expanded; a click on the row, or Return/Space/A while it has focus, toggles it.
/// The content is below the row while expanded. Without an `isExpanded` binding the group keeps
/// the state itself, starting collapsed.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let isExpanded: Binding<Bool>?
    let label: Label
    let content: () -> Content
    @State private var expandedInternally = false

    /// A group that keeps whether it is expanded itself.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = nil
        self.content = content
        self.label = label()
    }

    /// A group expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.content = content
        self.label = label()
    }

    public var body: some View {
        let expanded = isExpanded ?? $expandedInternally
        VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation(.easeInOut(duration: 0.2)) { expanded.wrappedValue.toggle() }
            } label: {
                HStack {
                    label
                    Spacer(minLength: 8)
                    Chevron()
                        .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                        .frame(width: 12, height: 12)
                        .rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
                }
                .padding(.vertical, 6)
            }
            .buttonStyle(ControlRowStyle())
            if expanded.wrappedValue {
                content()
                    .padding(.leading, 16)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group with a localized title that keeps whether it is expanded itself.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group with a title that keeps whether it is expanded itself.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group with a localized title, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group with a title, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
