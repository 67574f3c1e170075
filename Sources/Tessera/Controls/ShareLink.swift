import Foundation

extension Image: Transferable {
    /// An image is shared as PNG data on iOS; a game host has no rasterizer outside its
    /// renderer, so exporting an image throws, and the PNG type is listed for `ShareLink`.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { (_: Image) -> Data in
            throw ImageTransferError.noRasterizer
        }
    }
}

/// Why an `Image` cannot be exported as data.
enum ImageTransferError: Error {
    /// The image is drawn by the renderer only.
    case noRasterizer
}

/// A title, image and icon describing what a `ShareLink` shares.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview titled `title`, with `image` and `icon`.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.title = Text(titleKey)
        self.image = image
        self.icon = icon
    }

    /// A preview titled `title`, with `image` and `icon`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.title = Text(title)
        self.image = image
        self.icon = icon
    }

    fileprivate init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title only.
    public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey), image: nil, icon: nil) }

    /// A preview with a title only.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title), image: nil, icon: nil) }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(title: Text(titleKey), image: image, icon: nil) }

    /// A preview with a title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(title), image: image, icon: nil) }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey), image: nil, icon: icon) }

    /// A preview with a title and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(title), image: nil, icon: icon) }
}

/// A control that presents a share sheet on iOS: SwiftUI's `ShareLink`.
///
/// Drawn as SwiftUI draws it: a borderless button in the accent colour, by default the
/// `square.and.arrow.up` symbol and "Share". A game host has no share sheet, so activating it
/// (click, Return, gamepad A) does nothing; the items, subject, message and previews are kept
/// for SwiftUI code to compile unchanged.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label

    /// Shares `items`, each described by `preview`, behind `label`.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label()
    }

    /// Shares `item`, described by `preview`, behind `label`.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label)
    }

    fileprivate init(items: Data, subject: Text?, message: Text?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = nil
        self.label = label
    }

    public var body: some View {
        // No share sheet on a game host: the button is there to be seen and focused.
        Button {
        } label: {
            label
        }
        .buttonStyle(.borderless)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares the strings `items` behind `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, label: label())
    }

    /// Shares the URLs `items` behind `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, label: label())
    }

    /// Shares the string `item` behind `label`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// Shares the URL `item` behind `label`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Shares the strings `items` behind the default "Share" label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel())
    }

    /// Shares the URLs `items` behind the default "Share" label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel())
    }

    /// Shares the string `item` behind the default "Share" label.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel())
    }

    /// Shares the URL `item` behind the default "Share" label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel())
    }

    /// Shares the string `item` behind the share symbol and `titleKey`.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    /// Shares the URL `item` behind the share symbol and `titleKey`.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    /// Shares the string `item` behind the share symbol and `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(Text(title)))
    }

    /// Shares the URL `item` behind the share symbol and `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(Text(title)))
    }

    /// Shares the string `item` behind the share symbol and `title`.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title))
    }

    /// Shares the URL `item` behind the share symbol and `title`.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `items`, each described by `preview`, behind the default "Share" label.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }

    /// Shares `item`, described by `preview`, behind the default "Share" label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }

    /// Shares `item`, described by `preview`, behind the share symbol and `titleKey`.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(Text(titleKey)) }
    }
}

/// The label a `ShareLink` shows unless given one: the share symbol and "Share" (or the title).
public struct DefaultShareLinkLabel: View {
    let title: Text

    init(_ title: Text = Text("Share")) {
        self.title = title
    }

    public var body: some View {
        Label {
            title
        } icon: {
            Image(systemName: "square.and.arrow.up")
        }
    }
}
