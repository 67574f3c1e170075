import Foundation

extension View {
    /// Adjusts the saturation of this view's colours: 0 is grey, 1 unchanged, more than 1
    /// oversaturated (a colour matrix with Rec. 709 luminance weights, as CoreImage's).
    @inlinable
    public func saturation(_ amount: Double) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.layerEffect(.saturation, amount: amount))
    }

    /// Removes colour from this view by `amount` (0 unchanged, 1 fully grey): a saturation of
    /// 1 − `amount`.
    @inlinable
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.layerEffect(.grayscale, amount: amount))
    }

    /// Brightens this view's colours by adding `amount` to each component (0 unchanged, 1 white,
    /// negative values darken).
    @inlinable
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.layerEffect(.brightness, amount: amount))
    }

    /// Scales this view's colours away from (or towards) mid grey: 1 unchanged, 0 flat grey,
    /// more than 1 more contrast, negative values invert around grey.
    @inlinable
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.layerEffect(.contrast, amount: amount))
    }

    /// Rotates the hue of this view's colours by `angle`, keeping their luminance (the colour
    /// matrix of CSS `hue-rotate`).
    @inlinable
    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.layerEffect(.hueRotation, amount: angle.radians))
    }

    /// Inverts this view's colours (each component becomes 1 − itself); alpha is kept.
    @inlinable
    public func colorInvert() -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.layerEffect(.colorInvert, amount: 1))
    }

    /// Multiplies this view's colours, alpha included, by `color`.
    @inlinable
    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.layerEffect(.colorMultiply, amount: 1, color: color))
    }

    /// Makes this view a mask of its luminance: black, with alpha equal to each pixel's
    /// luminance (so white stays opaque and black becomes transparent).
    @inlinable
    public func luminanceToAlpha() -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.layerEffect(.luminanceToAlpha, amount: 1))
    }

    /// Blurs this view's drawing with a Gaussian whose standard deviation is `radius` points.
    /// The blur spreads past the view's frame into transparency; with `opaque`, edges blur
    /// with the view's own edge pixels and the result stays within the frame. A radius of 0
    /// draws the view as if unblurred. The radius animates.
    @inlinable
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.layerEffect(.blur(opaque: opaque), amount: Double(radius)))
    }

    /// Composites this view's content into one layer before effects outside it apply: a
    /// `blendMode(_:)` inside blends only with what is drawn inside the group, not with what
    /// lies beneath it. (An opacity already fades a view's content as one layer.)
    @inlinable
    public func compositingGroup() -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.layerEffect(.compositingGroup, amount: 1))
    }

    /// Sets how this view's drawing combines with what is drawn beneath it (see `BlendMode`).
    @inlinable
    public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.layerEffect(.blendMode(blendMode), amount: 1))
    }
}

/// A colour, blur or blend effect drawn through a layer (`RenderEffect.layerEffect`).
@usableFromInline
struct LayerEffectModifier {
    /// What the effect does; `amount` is its parameter.
    @usableFromInline
    enum Kind: Equatable {
        case saturation, grayscale, brightness, contrast, hueRotation, colorInvert, colorMultiply, luminanceToAlpha
        case blur(opaque: Bool)
        case blendMode(BlendMode)
        case compositingGroup
    }

    var kind: Kind
    /// The effect's amount: a factor, a brightness, radians (hue) or the blur radius in points.
    var amount: Double
    /// `colorMultiply`'s colour.
    var color: Color

    /// The colour matrix of a colour effect (nil for blur and blend modes, or when the effect
    /// changes nothing).
    func colorMatrix(colorScheme: ColorScheme) -> ColorMatrix? {
        let a = Float(amount)
        let m: ColorMatrix
        switch kind {
        case .saturation: m = Self.saturationMatrix(a)
        case .grayscale: m = Self.saturationMatrix(1 - a)
        case .brightness:
            m = ColorMatrix(red: [1, 0, 0, 0], green: [0, 1, 0, 0], blue: [0, 0, 1, 0], alpha: [0, 0, 0, 1], offset: [a, a, a, 0])
        case .contrast:
            let o = 0.5 * (1 - a)
            m = ColorMatrix(red: [a, 0, 0, 0], green: [0, a, 0, 0], blue: [0, 0, a, 0], alpha: [0, 0, 0, 1], offset: [o, o, o, 0])
        case .hueRotation:
            let c = Float(cos(amount)), s = Float(sin(amount))
            m = ColorMatrix(
                red: [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0],
                green: [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0],
                blue: [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0],
                alpha: [0, 0, 0, 1])
        case .colorInvert:
            m = ColorMatrix(red: [-1, 0, 0, 0], green: [0, -1, 0, 0], blue: [0, 0, -1, 0], alpha: [0, 0, 0, 1], offset: [1, 1, 1, 0])
        case .colorMultiply:
            let c = color.resolve(colorScheme: colorScheme)
            m = ColorMatrix(red: [c.red, 0, 0, 0], green: [0, c.green, 0, 0], blue: [0, 0, c.blue, 0], alpha: [0, 0, 0, c.opacity])
        case .luminanceToAlpha:
            m = ColorMatrix(red: .zero, green: .zero, blue: .zero, alpha: [0.2125, 0.7154, 0.0721, 0])
        case .blur, .blendMode, .compositingGroup:
            return nil
        }
        return m.isIdentity ? nil : m
    }

    /// Rec. 709 luminance weights, mixed with the identity by `s`.
    static func saturationMatrix(_ s: Float) -> ColorMatrix {
        let r: Float = 0.2126, g: Float = 0.7152, b: Float = 0.0722
        return ColorMatrix(
            red: [r + (1 - r) * s, g - g * s, b - b * s, 0],
            green: [r - r * s, g + (1 - g) * s, b - b * s, 0],
            blue: [r - r * s, g - g * s, b + (1 - b) * s, 0],
            alpha: [0, 0, 0, 1])
    }
}

extension _NodeModifier {
    /// Largest effect amount kept; beyond it colours saturate anyway and floats would overflow.
    static let maximumEffectAmount = 10_000.0

    @usableFromInline
    static func layerEffect(_ kind: LayerEffectModifier.Kind, amount: Double, color: Color = .white) -> _NodeModifier {
        var amount = amount
        if !amount.isFinite {
            // The neutral amount: the view draws unchanged.
            let neutral: Double
            switch kind {
            case .saturation, .contrast: neutral = 1
            default: neutral = 0
            }
            Diagnostics.warnOnce("\(kind) amount \(amount) is not finite; using \(neutral)")
            amount = neutral
        }
        switch kind {
        case .blur:
            // A negative radius blurs nothing; a huge one is capped (it spreads the view out of sight).
            amount = min(max(amount, 0), 2_000)
        case .hueRotation:
            amount = amount.truncatingRemainder(dividingBy: 2 * .pi)
        default:
            amount = min(max(amount, -maximumEffectAmount), maximumEffectAmount)
        }
        return _NodeModifier(.layerEffect(LayerEffectModifier(kind: kind, amount: amount, color: color)))
    }
}
