import Foundation

/// What layout needs to know about a named image, and which file variant to draw.
public struct ImageInfo: Hashable, Sendable {
    /// The name the view asked for (`Image("star")`).
    public var name: String
    /// Width and height of the chosen file, in pixels.
    public var pixelSize: CGSize
    /// The file's scale (2 for `name@2x.png`): its size in points is `pixelSize / scale`.
    public var scale: CGFloat
    /// Whether the image could not be loaded and a placeholder stands in for it.
    public var isPlaceholder: Bool
    /// For an image made by `ImageRenderer`: the drawing a backend rasterises (once) instead of
    /// loading a file. `nil` for catalog images.
    public var rendered: RenderedImage?

    /// Describes an image file (or variant) of `pixelSize` pixels at `scale`.
    public init(name: String, pixelSize: CGSize, scale: CGFloat = 1, isPlaceholder: Bool = false) {
        self.name = name
        self.pixelSize = pixelSize
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.isPlaceholder = isPlaceholder
    }

    /// The image `ImageRenderer` made: its display list's canvas at its scale.
    public init(rendered: RenderedImage) {
        self.init(name: "rendered:\(rendered.identity)", pixelSize: rendered.displayList.pixelSize, scale: rendered.displayList.scale)
        self.rendered = rendered
    }

    /// The natural size in points.
    public var size: CGSize {
        CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
    }

    /// The placeholder drawn for an image that is missing or corrupt: 32×32 points.
    public static func placeholder(named name: String, scale: CGFloat) -> ImageInfo {
        ImageInfo(name: name, pixelSize: CGSize(width: 32 * scale, height: 32 * scale), scale: scale, isPlaceholder: true)
    }
}

/// Looks up named images for layout. A backend's asset catalog implements it; tests can use
/// `StaticImageProvider`.
public protocol ImageProviding: AnyObject {
    /// The image variant best suited to `displayScale`, or a placeholder when it cannot be had.
    func imageInfo(named name: String, displayScale: CGFloat) -> ImageInfo
}

/// An image provider with fixed natural sizes, for tests and tools without image files.
public final class StaticImageProvider: ImageProviding {
    /// Natural sizes in points, by name.
    public var sizes: [String: CGSize]

    /// - Parameter sizes: natural sizes in points, by name (scale 1).
    public init(sizes: [String: CGSize] = [:]) {
        self.sizes = sizes
    }

    public func imageInfo(named name: String, displayScale: CGFloat) -> ImageInfo {
        // An image named by a file's path (`AsyncImage`) is found under its path.
        guard let size = sizes[name] ?? ImageInfo.filePath(ofName: name).flatMap({ sizes[$0] }) else {
            return .placeholder(named: name, scale: 1)
        }
        return ImageInfo(name: name, pixelSize: size)
    }
}
