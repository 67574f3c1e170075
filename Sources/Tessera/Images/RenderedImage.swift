import Foundation

/// A view rendered by `ImageRenderer`: its display list (a canvas of `pixelSize` pixels at
/// `scale`) and a content identity. Two renderings of equal content at the same size and
/// scale are equal, so a backend rasterises a pattern tile once and reuses its texture.
public final class RenderedImage: Hashable, @unchecked Sendable {
    /// The drawing, in pixels of the image.
    public let displayList: DisplayList
    /// A hash of the drawing (stable for the life of the process), for names and logs.
    public let identity: Int

    /// An image of `displayList`, identified by its hash.
    public init(displayList: DisplayList) {
        self.displayList = displayList
        identity = displayList.hashValue
    }

    /// The image's size in points.
    public var size: CGSize {
        let s = displayList.scale > 0 ? displayList.scale : 1
        return CGSize(width: displayList.pixelSize.width / s, height: displayList.pixelSize.height / s)
    }

    public static func == (lhs: RenderedImage, rhs: RenderedImage) -> Bool {
        lhs === rhs || (lhs.identity == rhs.identity && lhs.displayList == rhs.displayList)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}
