import Foundation

/// How a view's drawing combines with what is drawn beneath it (`blendMode(_:)`), with the
/// W3C compositing formulas that SwiftUI and CoreGraphics use. Each mode is drawn exactly:
/// `normal` draws as usual; the others composite the view's layer with the pixels beneath it
/// (within the enclosing layer, if any) on the CPU.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Source over: the view covers what is beneath by its alpha.
    case normal
    /// Multiplies colours: always as dark as the darker of the two.
    case multiply
    /// Inverts, multiplies and inverts: always as light as the lighter of the two.
    case screen
    /// Multiplies or screens depending on the backdrop.
    case overlay
    /// The darker of the two colours, per component.
    case darken
    /// The lighter of the two colours, per component.
    case lighten
    /// Brightens the backdrop to reflect the view.
    case colorDodge
    /// Darkens the backdrop to reflect the view.
    case colorBurn
    /// Darkens or lightens depending on the view, softly.
    case softLight
    /// Multiplies or screens depending on the view.
    case hardLight
    /// The absolute difference of the two colours.
    case difference
    /// As `difference`, with lower contrast.
    case exclusion
    /// The view's hue with the backdrop's saturation and luminosity.
    case hue
    /// The view's saturation with the backdrop's hue and luminosity.
    case saturation
    /// The view's hue and saturation with the backdrop's luminosity.
    case color
    /// The view's luminosity with the backdrop's hue and saturation.
    case luminosity
    /// The view drawn only where the backdrop is, over it.
    case sourceAtop
    /// The view drawn behind the backdrop.
    case destinationOver
    /// The backdrop erased where the view is.
    case destinationOut
    /// Darkening sum: max(0, 1 − ((1 − D) + (1 − S))).
    case plusDarker
    /// Lightening (additive) sum: min(1, S + D).
    case plusLighter
}

extension BlendMode {
    /// Composites premultiplied `source` over premultiplied `backdrop` (components in 0...1)
    /// with this mode; returns the premultiplied result.
    public func composite(_ s: SIMD4<Float>, over d: SIMD4<Float>) -> SIMD4<Float> {
        let sa = s.w, da = d.w
        switch self {
        case .normal:
            return s + d * (1 - sa)
        case .sourceAtop:
            return SIMD4(s.x * da + d.x * (1 - sa), s.y * da + d.y * (1 - sa), s.z * da + d.z * (1 - sa), da)
        case .destinationOver:
            return d + s * (1 - da)
        case .destinationOut:
            return d * (1 - sa)
        case .plusLighter:
            return (s + d).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
        case .plusDarker:
            let a = min(1, sa + da)
            var out = SIMD4<Float>(0, 0, 0, a)
            for k in 0..<3 { out[k] = max(0, a - ((da - d[k]) + (sa - s[k]))) }
            return out
        default:
            break
        }
        // Separable and non-separable modes: Co = Cs·(1 − ab) + Cb·(1 − as) + as·ab·B(Cb, Cs) on
        // premultiplied colours, with B taking non-premultiplied ones.
        guard sa > 0 else { return d }
        guard da > 0 else { return s }
        let cs = SIMD3(s.x, s.y, s.z) / sa, cb = SIMD3(d.x, d.y, d.z) / da
        let b = blend(backdrop: cb, source: cs)
        let a = sa + da - sa * da
        let c = SIMD3(s.x, s.y, s.z) * (1 - da) + SIMD3(d.x, d.y, d.z) * (1 - sa) + b * (sa * da)
        return SIMD4(c.x, c.y, c.z, a).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
    }

    /// The mixing function B(Cb, Cs) of a separable or non-separable mode.
    private func blend(backdrop cb: SIMD3<Float>, source cs: SIMD3<Float>) -> SIMD3<Float> {
        func each(_ f: (Float, Float) -> Float) -> SIMD3<Float> { SIMD3(f(cb.x, cs.x), f(cb.y, cs.y), f(cb.z, cs.z)) }
        func hardLight(_ b: Float, _ s: Float) -> Float { s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1) }
        switch self {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return each { b, s in hardLight(s, b) }
        case .darken: return pointwiseMin(cb, cs)
        case .lighten: return pointwiseMax(cb, cs)
        case .colorDodge: return each { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn: return each { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .hardLight: return each(hardLight)
        case .softLight:
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return each { b, s in abs(b - s) }
        case .exclusion: return cb + cs - 2 * cb * cs
        case .hue: return Self.setLuminosity(Self.setSaturation(cs, Self.saturation(cb)), Self.luminosity(cb))
        case .saturation: return Self.setLuminosity(Self.setSaturation(cb, Self.saturation(cs)), Self.luminosity(cb))
        case .color: return Self.setLuminosity(cs, Self.luminosity(cb))
        case .luminosity: return Self.setLuminosity(cb, Self.luminosity(cs))
        default: return cs
        }
    }

    private static func luminosity(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func saturation(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    private static func setLuminosity(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        let d = l - luminosity(c)
        var c = c + d
        let lum = luminosity(c), n = c.min(), x = c.max()
        if n < 0 { c = lum + (c - lum) * lum / (lum - n) }
        if x > 1 { c = lum + (c - lum) * (1 - lum) / (x - lum) }
        return c
    }

    private static func setSaturation(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let lo = c.min(), hi = c.max()
        guard hi > lo else { return .zero }
        return (c - lo) * s / (hi - lo)
    }
}
