import Foundation

/// An affine colour transform of non-premultiplied RGBA components in 0...1: each output
/// component is the dot product of its row with (r, g, b, a) plus its offset, the form of
/// CoreImage's `CIColorMatrix` and of SwiftUI's colour effects. Results are clamped to 0...1
/// once, after the whole (folded) matrix.
public struct ColorMatrix: Hashable, Sendable {
    /// Weights of (r, g, b, a) for the output's red.
    public var red: SIMD4<Float>
    /// Weights of (r, g, b, a) for the output's green.
    public var green: SIMD4<Float>
    /// Weights of (r, g, b, a) for the output's blue.
    public var blue: SIMD4<Float>
    /// Weights of (r, g, b, a) for the output's alpha.
    public var alpha: SIMD4<Float>
    /// Added to (r, g, b, a) after the weights.
    public var offset: SIMD4<Float>

    /// A matrix from its four rows and offset.
    public init(red: SIMD4<Float>, green: SIMD4<Float>, blue: SIMD4<Float>, alpha: SIMD4<Float>, offset: SIMD4<Float> = .zero) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.offset = offset
    }

    /// The matrix that changes nothing.
    public static let identity = ColorMatrix(red: [1, 0, 0, 0], green: [0, 1, 0, 0], blue: [0, 0, 1, 0], alpha: [0, 0, 0, 1])

    /// Whether the matrix changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// Whether alpha passes through unchanged (so a flat colour's coverage is kept exactly).
    public var preservesAlpha: Bool { alpha == [0, 0, 0, 1] && offset.w == 0 }

    /// This matrix, then `next`: one matrix doing both.
    public func followed(by next: ColorMatrix) -> ColorMatrix {
        let rows = [red, green, blue, alpha]
        func row(_ n: SIMD4<Float>) -> SIMD4<Float> { rows[0] * n.x + rows[1] * n.y + rows[2] * n.z + rows[3] * n.w }
        func shift(_ n: SIMD4<Float>) -> Float { (n * offset).sum() }
        return ColorMatrix(
            red: row(next.red), green: row(next.green), blue: row(next.blue), alpha: row(next.alpha),
            offset: SIMD4(shift(next.red), shift(next.green), shift(next.blue), shift(next.alpha)) + next.offset)
    }

    /// Transforms non-premultiplied components, clamped to 0...1 (a non-finite result becomes 0).
    public func apply(_ c: SIMD4<Float>) -> SIMD4<Float> {
        let v = SIMD4((red * c).sum(), (green * c).sum(), (blue * c).sum(), (alpha * c).sum()) + offset
        var out = v.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
        for k in 0..<4 where !v[k].isFinite { out[k] = 0 }
        return out
    }

    /// A resolved colour transformed.
    public func apply(_ c: Color.Resolved) -> Color.Resolved {
        let v = apply(SIMD4(c.red, c.green, c.blue, c.opacity))
        return Color.Resolved(red: v.x, green: v.y, blue: v.z, opacity: v.w)
    }

    /// Whether every weight and offset is finite.
    public var isFinite: Bool {
        [red, green, blue, alpha, offset].allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite && $0.w.isFinite }
    }
}

/// How a layer's content is drawn over what is beneath it: an effect of SwiftUI's
/// `blur(radius:opaque:)`, colour modifiers (`saturation(_:)`, …), `blendMode(_:)` and
/// `mask(alignment:_:)`, all in canvas pixels. The content between `pushEffect` and `popEffect`
/// is drawn into a layer, then, in this order: transformed by `colorMatrix`, multiplied by the
/// mask's alpha, blurred, and blended with `blendMode`.
public struct LayerEffect: Hashable, Sendable {
    /// The view's frame: an opaque blur is confined to it.
    public var bounds: CGRect
    /// A colour transform of the content (nil: none).
    public var colorMatrix: ColorMatrix?
    /// Gaussian blur standard deviation in pixels (0: none).
    public var blurRadius: CGFloat
    /// An opaque blur: edges blur with the content's own edge pixels, not with transparency,
    /// and the result stays within `bounds`.
    public var opaqueBlur: Bool
    /// How the result is blended with what is beneath.
    public var blendMode: BlendMode
    /// The group's first operation is a `pushMask` … `popMask` group whose alpha masks the rest.
    public var masked: Bool

    /// An effect; see the properties for the units.
    public init(
        bounds: CGRect, colorMatrix: ColorMatrix? = nil, blurRadius: CGFloat = 0, opaqueBlur: Bool = false,
        blendMode: BlendMode = .normal, masked: Bool = false
    ) {
        self.bounds = bounds
        self.colorMatrix = colorMatrix
        self.blurRadius = blurRadius
        self.opaqueBlur = opaqueBlur
        self.blendMode = blendMode
        self.masked = masked
    }

    /// Whether only a colour transform is applied (no blur, mask or blend mode).
    public var isColorOnly: Bool { blurRadius <= 0 && !masked && blendMode == .normal && colorMatrix != nil }

    /// Whether every number is finite.
    public var isFinite: Bool { bounds.isFiniteRect && blurRadius.isFinite && (colorMatrix?.isFinite ?? true) }
}
