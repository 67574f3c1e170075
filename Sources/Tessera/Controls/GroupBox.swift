import Foundation

/// A box that groups views, with an optional label: SwiftUI's `GroupBox`. As wide as it is
/// offered, its content leading-aligned under the label (headline font) with 16 points of
/// padding on a rounded 8-point fill.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    /// `content` in a box headed by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// `content` in a box headed by `label` (SwiftUI's older spelling).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label { label.font(.headline) }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8).fill(groupedFillColor))
    }
}

extension GroupBox where Label == EmptyView {
    /// `content` in a box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = nil
    }
}

extension GroupBox where Label == Text {
    /// `content` in a box headed by a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// `content` in a box headed by a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
