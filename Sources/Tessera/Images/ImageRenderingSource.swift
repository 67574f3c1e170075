import Foundation

/// What an `Image` made by `ImageRenderer` holds: how to render its content with a graph's text
/// measurer and image provider, and the last rendering (reused while they stay the same).
final class ImageRenderingSource: @unchecked Sendable {
    private let make: (TextMeasuring, ImageProviding) -> RenderedImage
    private let lock = NSLock()
    private var last: (measurer: ObjectIdentifier, provider: ObjectIdentifier, image: RenderedImage)?
    /// The image of a source made from an already rendered image.
    let fixed: RenderedImage?

    init(_ make: @escaping (TextMeasuring, ImageProviding) -> RenderedImage) {
        self.make = make
        fixed = nil
    }

    /// Creates a source that always gives `image` (patterns cached by their own key).
    init(image: RenderedImage) {
        make = { _, _ in image }
        fixed = image
    }

    /// Whether two sources stand for the same image: the same source, or equal fixed images.
    static func same(_ a: ImageRenderingSource?, _ b: ImageRenderingSource?) -> Bool {
        if a === b { return true }
        guard let x = a?.fixed, let y = b?.fixed else { return false }
        return x == y
    }

    func rendered(textMeasurer: TextMeasuring, imageProvider: ImageProviding) -> RenderedImage {
        let m = ObjectIdentifier(textMeasurer), p = ObjectIdentifier(imageProvider)
        lock.lock()
        if let last, last.measurer == m, last.provider == p {
            lock.unlock()
            return last.image
        }
        lock.unlock()
        let image = make(textMeasurer, imageProvider)
        lock.lock()
        last = (m, p, image)
        lock.unlock()
        return image
    }
}
