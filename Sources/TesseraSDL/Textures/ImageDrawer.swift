import Tessera
import TesseraCSDL2

/// The renderer's part that draws images, nine-slices and shapes painted with gradients or
/// images: it finds each image's file in the catalog (remembered per image), keeps decoded and
/// rasterised pixels for compositions, composes nine-slices once into a cached texture, and
/// draws `ImageRenderer` content with a renderer of its own. `draw(_:in:)` draws an image or a
/// nine-slice and `drawPainted` a painted shape (`ImageDrawer+Images.swift`, `+Composed.swift`).
final class ImageDrawer {
    /// Where images come from.
    let catalog: AssetCatalog
    /// The file behind each drawable image (`nil`: none), so a frame builds no lookup strings.
    var paths: [ImageInfo: String?] = [:]
    /// Decoded or rasterised pixels of images used in compositions.
    var decodedPixels: [ImageInfo: ImagePixels] = [:]
    /// Draws `ImageRenderer` content into offscreen targets (see `contentRenderer()`).
    var contentDrawer: DisplayListRenderer?
    /// Whether a nine-slice is composed once into a cached texture and drawn as one quad, or
    /// drawn piece by piece every frame.
    var composesNineSlices = true {
        didSet { contentDrawer?.composesNineSlices = composesNineSlices }
    }
    /// Nine-slice textures composed so far.
    var composedTextures = 0
    /// Shape textures composed so far for gradient and image paints.
    var paintTextures = 0
    /// `ImageRenderer` images rasterised so far.
    var renderedImages = 0
    /// Render targets created for `ImageRenderer` content so far.
    var targetsCreated = 0

    /// A drawer of `catalog`'s images.
    init(catalog: AssetCatalog) {
        self.catalog = catalog
    }

    /// Textures created so far (with those of the renderer drawing `ImageRenderer` content).
    var texturesCreated: Int { targetsCreated + (contentDrawer?.texturesCreated ?? 0) }

    /// The file behind a drawable image, remembered per `ImageInfo`.
    func path(_ info: ImageInfo) -> String? {
        if let known = paths[info] { return known }
        let path = catalog.path(for: info)
        if paths.count > 4096 { paths.removeAll(keepingCapacity: true) }
        paths[info] = path
        return path
    }
}
