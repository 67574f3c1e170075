import Foundation

/// A group of rows with an optional header and footer: SwiftUI's `Section`.
///
/// In a `List` or `Form` a section is drawn as a card of rows under its header (see `List`);
/// anywhere else its header, content and footer are stacked.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent?
    let footer: Footer?
    let content: Content

    /// Rows of `content` with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// Rows of `content` with a header and a footer (SwiftUI's older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = header
        self.footer = footer
    }

    init(header: Parent?, footer: Footer?, content: Content) {
        self.content = content
        self.header = header
        self.footer = footer
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let header { header.font(.headline) }
            content
            if let footer { footer.font(.footnote).foregroundStyle(.secondary) }
        }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Rows without a header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: nil, footer: nil, content: content())
    }
}

extension Section where Footer == EmptyView {
    /// Rows with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: nil, content: content())
    }

    /// Rows with a header (SwiftUI's older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: nil, content: content())
    }
}

extension Section where Parent == EmptyView {
    /// Rows with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: nil, footer: footer(), content: content())
    }

    /// Rows with a footer (SwiftUI's older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: nil, footer: footer, content: content())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Rows under a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), footer: nil, content: content())
    }

    /// Rows under a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: nil, content: content())
    }
}

/// A section's parts, as a list reads them.
struct SectionParts {
    let header: AnyView?
    let footer: AnyView?
    let rows: [StaticSubview]
}

extension Section: TraitCarrying {
    func collectTraits(into traits: inout ViewTraits) {
        traits.custom[ObjectIdentifier(SectionParts.self)] = SectionParts(
            header: header.map { AnyView($0) }, footer: footer.map { AnyView($0) }, rows: StaticSubviews.of(content))
    }
}

/// A container of grouped controls for settings: SwiftUI's `Form`, drawn as an inset grouped
/// `List` (sections as cards of rows, scrolling).
public struct Form<Content: View>: View {
    let content: Content

    /// A form of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }
    }
}

/// How forms are drawn; accepted by `formStyle(_:)` (forms are drawn grouped).
public protocol FormStyle {}

/// The platform's form style.
public struct AutomaticFormStyle: FormStyle {
    /// The default style.
    public init() {}
}

/// Sections as grouped cards.
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
}

/// Labels in a column beside their controls on macOS; drawn grouped here.
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Columns (drawn grouped).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Accepted: forms are drawn grouped.
    public consuming func formStyle<S: FormStyle>(_ style: S) -> Self { self }
}
