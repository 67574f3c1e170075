import TesseraCSDL2

/// The `SDL_Renderer` state a HUD pass changes, saved so it can be put back exactly: render
/// target, scale, viewport, clip rect, draw colour and draw blend mode.
///
/// ```swift
/// let saved = RendererState(of: renderer)
/// defer { saved.restore(to: renderer) }
/// RendererState.resetForHUD(renderer)
/// ```
///
/// A part of the state can be saved alone (`RendererState(of: renderer, parts: [.clip])`);
/// `restore(to:)` then puts back only that part.
public struct RendererState {
    /// Parts of the renderer's state.
    public struct Parts: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The render target.
        public static let target = Parts(rawValue: 1)
        /// `SDL_RenderSetScale`.
        public static let scale = Parts(rawValue: 2)
        /// `SDL_RenderSetViewport`.
        public static let viewport = Parts(rawValue: 4)
        /// `SDL_RenderSetClipRect`.
        public static let clip = Parts(rawValue: 8)
        /// `SDL_SetRenderDrawColor`.
        public static let drawColor = Parts(rawValue: 16)
        /// `SDL_SetRenderDrawBlendMode`.
        public static let blendMode = Parts(rawValue: 32)
        /// Everything a HUD pass changes.
        public static let all: Parts = [.target, .scale, .viewport, .clip, .drawColor, .blendMode]
    }

    /// The parts saved, and put back by `restore(to:)`.
    public var parts: Parts
    /// The render target (`nil`: the window or surface).
    public var target: OpaquePointer?
    /// `SDL_RenderGetScale`.
    public var scaleX: Float = 1
    /// `SDL_RenderGetScale`, vertical.
    public var scaleY: Float = 1
    /// `SDL_RenderGetViewport`.
    public var viewport = SDL_Rect()
    /// The clip rect, or `nil` when clipping is off.
    public var clip: SDL_Rect?
    /// `SDL_GetRenderDrawColor`.
    public var drawColor: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
    /// `SDL_GetRenderDrawBlendMode`.
    public var blendMode = SDL_BLENDMODE_NONE

    /// Reads `renderer`'s current state (the `parts` of it; the others keep their defaults).
    public init(of renderer: OpaquePointer, parts: Parts = .all) {
        self.parts = parts
        if parts.contains(.target) { target = SDL_GetRenderTarget(renderer) }
        if parts.contains(.scale) { SDL_RenderGetScale(renderer, &scaleX, &scaleY) }
        if parts.contains(.viewport) { SDL_RenderGetViewport(renderer, &viewport) }
        if parts.contains(.clip), SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var rect = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &rect)
            clip = rect
        }
        if parts.contains(.drawColor) { SDL_GetRenderDrawColor(renderer, &drawColor.r, &drawColor.g, &drawColor.b, &drawColor.a) }
        if parts.contains(.blendMode) { SDL_GetRenderDrawBlendMode(renderer, &blendMode) }
    }

    /// Puts the saved state back. Scale goes before viewport and clip, because SDL stores those
    /// two scaled.
    public func restore(to renderer: OpaquePointer) {
        if parts.contains(.target), SDL_GetRenderTarget(renderer) != target {
            SDL_SetRenderTarget(renderer, target)
        }
        if parts.contains(.scale) { SDL_RenderSetScale(renderer, scaleX, scaleY) }
        if parts.contains(.viewport) {
            var viewport = viewport
            SDL_RenderSetViewport(renderer, &viewport)
        }
        if parts.contains(.clip) {
            if var clip {
                SDL_RenderSetClipRect(renderer, &clip)
            } else {
                SDL_RenderSetClipRect(renderer, nil)
            }
        }
        if parts.contains(.drawColor) { SDL_SetRenderDrawColor(renderer, drawColor.r, drawColor.g, drawColor.b, drawColor.a) }
        if parts.contains(.blendMode) { SDL_SetRenderDrawBlendMode(renderer, blendMode) }
    }

    /// Puts `renderer` in the state a display list is drawn in: pixel coordinates of the current
    /// target (scale 1, full viewport) and no clip. The target itself is left alone.
    public static func resetForHUD(_ renderer: OpaquePointer) {
        SDL_RenderSetScale(renderer, 1, 1)
        SDL_RenderSetViewport(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
    }

    /// Whether `other` is the same state (the draw colour compared component by component).
    public func matches(_ other: RendererState) -> Bool {
        target == other.target && scaleX == other.scaleX && scaleY == other.scaleY
            && viewport.x == other.viewport.x && viewport.y == other.viewport.y
            && viewport.w == other.viewport.w && viewport.h == other.viewport.h
            && clip?.x == other.clip?.x && clip?.y == other.clip?.y
            && clip?.w == other.clip?.w && clip?.h == other.clip?.h
            && drawColor == other.drawColor && blendMode == other.blendMode
    }
}
