import Foundation
import TesseraCSDL2

/// What the three hosts share: a view graph, the asset catalog and font measurer it lays out
/// with, and a display-list renderer bound to one `SDL_Renderer`.
///
/// It turns "this view, at this size and scale" into draw calls; the hosts decide where the
/// pixels go (window, game's renderer, off-screen canvas) and save, clear and present around it.
///
/// Teardown: the display-list renderer holds textures of its `SDL_Renderer`, so it must go
/// before that renderer is destroyed; `unbind()` releases it, and hosts call it first in `deinit`.
final class HUDPipeline {
    let graph: ViewGraph
    let catalog: AssetCatalog
    let measurer: TTFTextMeasurer
    private(set) var drawer: DisplayListRenderer?
    private(set) var renderer: OpaquePointer?
    /// The texture GPU renderers draw a frame with materials into (see `SceneTarget`).
    private(set) var scene: SceneTarget?

    /// - Parameter assetsDirectory: the asset catalog's root; `nil` searches `AssetSearchPath.default`.
    init(assetsDirectory: URL?) {
        catalog = AssetCatalog(root: assetsDirectory)
        measurer = TTFTextMeasurer(catalog: catalog)
        graph = ViewGraph(textMeasurer: measurer, imageProvider: catalog)
    }

    /// Draws into `renderer` from now on (dropping the textures of any previous renderer first).
    func bind(to renderer: OpaquePointer) {
        if self.renderer == renderer, drawer != nil { return }
        unbind()
        drawer = DisplayListRenderer(renderer: renderer, catalog: catalog, measurer: measurer)
        scene = SceneTarget(renderer: renderer)
        self.renderer = renderer
    }

    /// Releases the display-list renderer and with it every texture it made.
    func unbind() {
        scene = nil
        drawer = nil
        renderer = nil
    }

    /// Lets go of the display-list renderer after its `SDL_Renderer` was destroyed: SDL destroyed
    /// the textures with it, so they are forgotten, not destroyed a second time.
    func abandonDestroyedRenderer() {
        drawer?.forgetRendererTextures()
        scene?.forget()
        unbind()
    }

    /// Lays `content` out in `size` points at `scale` pixels per point and returns the frame's
    /// display list (pixels). The content sits in a presentation host, so alerts, dialogs and
    /// sheets its views present cover the whole frame.
    func displayList<Content: View>(_ content: Content, size: CGSize, scale: CGFloat) -> DisplayList {
        MainRunLoop.runPendingWork()
        let scale = scale.isFinite && scale > 0 ? scale : 1
        graph.environment.displayScale = scale
        measurer.scale = scale  // fonts open at size × scale pixels, as the glyph atlas draws them
        let alignment: Alignment = graph.rootPlacement == .center ? .center : .topLeading
        return graph.update(_PresentationHost(content, alignment: alignment), size: size)
    }

    /// Whether a frame showing `list` should be drawn into the scene target: it has materials and
    /// the renderer needs a texture to blur them from
    /// (`DisplayListRenderer.needsSceneTextureForBackdrops`).
    func wantsSceneTarget(for list: DisplayList) -> Bool {
        guard let drawer, drawer.needsSceneTextureForBackdrops else { return false }
        return SceneTarget.needsScene(list)
    }

    /// Draws `list` into the bound renderer's current target and returns what it cost.
    func draw(_ list: DisplayList) -> RenderStatistics {
        guard let drawer else { return RenderStatistics() }
        drawer.draw(list)
        return drawer.lastFrame
    }
}
