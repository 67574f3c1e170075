import Foundation

/// A view for an empty state: "No saved games", "No results for …": SwiftUI's
/// `ContentUnavailableView`, a large icon over a title, a description and actions, centred.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state with a label (usually a `Label` with a symbol), a description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 12) {
            label
                .labelStyle(UnavailableLabelStyle())
            description
                .font(.subheadline)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
            actions
                .padding(.top, 4)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == Tessera.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a localized title, a symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Tessera.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state with a title shown as written, a symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Tessera.Label(title, systemImage: name) }, description: { description })
    }

    /// The empty state of a search with no results.
    public static var search: ContentUnavailableView<Tessera.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The empty state of a search for `text` with no results.
    public static func search(text: String) -> ContentUnavailableView<Tessera.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView(
            "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}

/// The icon large and dimmed over the title, as an empty state shows them.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 10) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundColor(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}
