import Foundation
import Tessera
import TesseraCSDL2

/// What a `push…` operation opened, undone by its `pop…`.
enum GroupFrame {
    /// Nothing to undo (opacity 1, a shadow drawn from cache).
    case plain
    case transform(CGAffineTransform)
    /// A rectangular clip: the clip before it.
    case clipRect(SDL_Rect)
    /// A shaped clip drawn through a layer, masked by the shape's contours (canvas pixels) on
    /// composite; `convex` when it is one convex polygon (GL then draws it as a feathered fan).
    case clipLayer(OffscreenLayer, ClipMask)
    case opacity(OffscreenLayer, Float)
    /// An opacity applied to the one cached layer it holds (drawn with that alpha, no layer
    /// of its own): the cached layers' opacity before it.
    case cachedLayerOpacity(Float)
    /// A layer effect's layer and, once its mask group has been drawn, the mask's alpha per
    /// pixel of the layer's region.
    /// `key`: where the processed pixels are kept in the `EffectCache` (nil: not kept).
    case effect(OffscreenLayer, LayerEffect, mask: [Float]?, key: Int?)
    /// The mask of the effect group beneath it on the stack, drawn into its own layer.
    case mask(OffscreenLayer)
    /// Content drawn into a layer, mapped onto its projected quad (canvas pixels) on composite.
    case projection(OffscreenLayer, ProjectionTransform)
}
