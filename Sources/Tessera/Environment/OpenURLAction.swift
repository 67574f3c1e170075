import Foundation

/// Opens a URL: SwiftUI's `@Environment(\.openURL)`, called as a function.
///
/// The default action hands the URL to the system's browser through the host (TesseraSDL's
/// window host uses `SDL_OpenURL`); with no such host (headless, tests) it logs the URL once and
/// reports `.discarded`. A game replaces it with `.environment(\.openURL, OpenURLAction { … })`,
/// e.g. to confirm before leaving a fullscreen game.
public struct OpenURLAction: Sendable {
    let handler: @Sendable (URL) -> Result

    /// An action that runs `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens `url`, then calls `completion` with whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    private func open(_ url: URL) -> Bool {
        switch handler(url).kind {
        case .handled: return true
        case .discarded: return false
        case .systemAction(let other): return OpenURLAction.system.handler(other ?? url).kind == .handled
        }
    }

    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Equatable, Sendable {
            case handled, discarded
            case systemAction(URL?)
        }

        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did not open the URL, and nothing else should.
        public static let discarded = Result(kind: .discarded)
        /// The system should open the URL.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedHostHandler: (@Sendable (URL) -> Bool)?

    /// The host's way to open a URL in the system's browser, or `nil` when it has none. A window
    /// host sets it; it is process-wide, as the system's browser is.
    public static var hostHandler: (@Sendable (URL) -> Bool)? {
        get { lock.withLock { storedHostHandler } }
        set { lock.withLock { storedHostHandler = newValue } }
    }

    /// The action that hands URLs to the host's handler.
    static let system = OpenURLAction { url in
        if let opener = OpenURLAction.hostHandler {
            return opener(url) ? .handled : .discarded
        }
        Diagnostics.warnOnce("openURL(\(url.absoluteString)): this host cannot open URLs (headless, or no window host); nothing opened")
        return .discarded
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction.system
}

extension EnvironmentValues {
    /// Opens a URL (``Link`` uses it): `@Environment(\.openURL) var openURL; openURL(url)`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A control that opens a URL: a button drawn as a link (the label in the tint), which calls
/// the environment's ``OpenURLAction``.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let openURL = openURL, destination = destination
        return Button {
            openURL(destination)
        } label: {
            label
        }.buttonStyle(.borderless)
    }
}

extension Link where Label == Text {
    /// A link with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a title shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
