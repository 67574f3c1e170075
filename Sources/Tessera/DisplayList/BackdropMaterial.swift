import Foundation

/// The paint of a translucent material, resolved for one appearance: how the backdrop under a
/// shape is blurred, saturated and tinted. Resolved by material shape styles and visual effects
/// with `blurRadius` in points; `DisplayPaint.placed(in:scale:)` turns it into pixels.
public struct BackdropMaterial: Hashable, Sendable {
    /// Blur radius (points as resolved, pixels once placed). About twice the Gaussian's sigma.
    public var blurRadius: CGFloat
    /// Saturation of the blurred backdrop (1 unchanged, 0 grey, above 1 more vivid).
    public var saturation: CGFloat
    /// Colour laid over the blurred backdrop, with its own opacity.
    public var tint: Color.Resolved
    /// Opacity of the whole material over the unblurred backdrop (0...1).
    public var opacity: Float
    /// Whether the blur samples everything beneath (the game's scene too) or only the HUD's drawing.
    public var behindWindow: Bool

    /// A material paint; see the properties for the units.
    public init(blurRadius: CGFloat, saturation: CGFloat, tint: Color.Resolved, opacity: Float = 1, behindWindow: Bool = true) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
        self.opacity = opacity
        self.behindWindow = behindWindow
    }
}
