import Foundation

/// The current phase of an asynchronous image load.
public enum AsyncImagePhase {
    /// No image is loaded (the URL is `nil`).
    case empty
    /// An image loaded successfully.
    case success(Image)
    /// An image failed to load, with an error that says why.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that stopped the load, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why an `AsyncImage` shows no image.
///
/// Tessera loads images from files only: a game has no business fetching over the network in
/// its render loop, so other schemes fail with `unsupportedScheme`.
public enum AsyncImageError: Error, Equatable, CustomStringConvertible {
    /// The URL's scheme is not `file` (an `http(s)` URL, say): Tessera does not use the network.
    case unsupportedScheme(url: String)
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be loaded as an image (corrupt, unsupported or too large).
    case unreadable(path: String)

    public var description: String {
        switch self {
        case .unsupportedScheme(let url):
            return "AsyncImage cannot load \(url): Tessera loads file URLs and paths only, not the network"
        case .fileNotFound(let path): return "AsyncImage found no file at \(path)"
        case .unreadable(let path): return "AsyncImage could not load an image from \(path)"
        }
    }
}

/// A view that loads and displays an image from a URL: a `file://` URL or a plain path, read
/// with the image loading of the game's asset catalog (PNG and whatever SDL_image decodes).
///
/// The file is loaded the first time the view is laid out (a local file needs no wait), and
/// kept by the graph: the view shows `.success` from its first frame, or `.failure` with an
/// `AsyncImageError` — always for a non-file URL, since Tessera does not use the network. A
/// `nil` URL stays `.empty`. Without a `content` closure, the image is shown at its natural size
/// (pixels / `scale`) and a grey fill stands in for it until it loads or when it fails.
public struct AsyncImage<Content: View>: PrimitiveView {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let make: (AsyncImagePhase, _ViewInputs) -> Void

    /// Loads and displays the image at `url`; `scale` is the image's pixels per point.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.init(url: url, scale: scale, transaction: Transaction()) { phase, inputs in
            if let image = phase.image {
                Image._makeView(image, inputs: inputs.child(-1))
            } else {
                Color._makeView(AsyncImageLoading.placeholderColor, inputs: inputs.child(-2))
            }
        }
    }

    /// Loads the image at `url` and shows `content` with it once loaded, `placeholder` before
    /// then and when it fails.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale, transaction: Transaction()) { phase, inputs in
            let view: _ConditionalContent<I, P>
            if let image = phase.image {
                view = ViewBuilder.buildEither(first: content(image))
            } else {
                view = ViewBuilder.buildEither(second: placeholder())
            }
            _ConditionalContent<I, P>._makeView(view, inputs: inputs)
        }
    }

    /// Loads the image at `url` and shows what `content` makes of each phase of the load.
    /// `transaction` is accepted for SwiftUI code: a file loads before the first frame, so no
    /// phase change is animated.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.init(url: url, scale: scale, transaction: transaction) { phase, inputs in
            Content._makeView(content(phase), inputs: inputs)
        }
    }

    private init(url: URL?, scale: CGFloat, transaction: Transaction, make: @escaping (AsyncImagePhase, _ViewInputs) -> Void) {
        self.url = url
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.transaction = transaction
        self.make = make
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        let phase = inputs.withGraph { graph in graph.asyncImagePhase(for: view.url, scale: view.scale) }
        view.make(phase, inputs)
    }
}

/// What `AsyncImage` needs besides the view: its placeholder and the loading rules.
enum AsyncImageLoading {
    /// iOS's secondary system fill: the grey `AsyncImage` shows while it has no image.
    static let placeholderColor = Color.system(Color.rgb(120, 120, 128, 0.16), Color.rgb(120, 120, 128, 0.32))

    /// The file a URL names: the path of a `file:` URL or of a URL with no scheme (a plain
    /// path), `nil` for any other scheme.
    static func filePath(of url: URL) -> String? {
        if url.isFileURL { return url.path }
        guard url.scheme == nil else { return nil }
        let path = url.path.isEmpty ? url.relativeString : url.path
        return path.isEmpty ? nil : path
    }
}

extension ViewGraph {
    /// The phase of an `AsyncImage` of `url` at `scale`: the file loaded through the image
    /// provider the first time it is asked, then the same answer (kept per URL and scale).
    func asyncImagePhase(for url: URL?, scale: CGFloat) -> AsyncImagePhase {
        guard let url else { return .empty }
        guard let path = AsyncImageLoading.filePath(of: url) else {
            return .failure(AsyncImageError.unsupportedScheme(url: url.absoluteString))
        }
        let key = AsyncImageKey(path: path, scale: scale, provider: ObjectIdentifier(imageProvider))
        if let known = caches.asyncImages[key] { return known }
        let phase: AsyncImagePhase
        if !FileManager.default.fileExists(atPath: path) {
            phase = .failure(AsyncImageError.fileNotFound(path: path))
        } else {
            let image = Image(filePath: path, scale: scale)
            let info = image.info(in: self, displayScale: environment.displayScale)
            phase = info.isPlaceholder ? .failure(AsyncImageError.unreadable(path: path)) : .success(image)
        }
        caches.asyncImages[key] = phase
        return phase
    }
}

/// An `AsyncImage` load, as the graph keeps it.
struct AsyncImageKey: Hashable {
    var path: String
    var scale: CGFloat
    var provider: ObjectIdentifier
}

extension Image {
    /// The prefix that marks an image named by a file's path (`AsyncImage`): a character no asset
    /// name has, so a path never reaches an asset folder lookup by accident.
    static let fileMarker = "\u{0}file:"

    /// The image in the file at `path` (not in an asset folder), `scale` pixels per point.
    init(filePath path: String, scale: CGFloat) {
        self.init(Image.fileMarker + path)
        fileScale = scale
    }
}

extension ImageInfo {
    /// The name an image provider is asked for the image in the file at `path` (`AsyncImage`).
    public static func fileImageName(_ path: String) -> String { Image.fileMarker + path }

    /// The path of an image named by `fileImageName(_:)`, `nil` for any other name.
    public static func filePath(ofName name: String) -> String? {
        name.hasPrefix(Image.fileMarker) ? String(name.dropFirst(Image.fileMarker.count)) : nil
    }
}
