import Foundation

extension Color {
    /// The RGB colour spaces a colour's components can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, as `Color(red:green:blue:)`.
        case sRGB
        /// Linear-light sRGB components (converted to sRGB).
        case sRGBLinear
        /// Display P3; Tessera draws in sRGB, so the components are taken as sRGB.
        case displayP3
    }

    /// A colour from components in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func encoded(_ v: Double) -> Double {
            guard colorSpace == .sRGBLinear, v.isFinite else { return v }
            let m = abs(v)
            let e = m <= 0.0031308 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
            return v < 0 ? -e : e
        }
        self.init(red: encoded(red), green: encoded(green), blue: encoded(blue), opacity: opacity)
    }

    /// A grey from a white level in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (HSB), each in 0...1; a hue outside wraps.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        guard hue.isFinite, saturation.isFinite, brightness.isFinite else {
            Diagnostics.warnOnce("Color(hue: \(hue), saturation: \(saturation), brightness: \(brightness)) has NaN or ∞; using black")
            self.init(red: 0, green: 0, blue: 0, opacity: opacity)
            return
        }
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1), v = brightness
        let i = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch i {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
}

extension View {
    /// Sets the accent colour of the controls inside (as `tint(_:)`); `nil` is the default.
    public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        tint(accentColor)
    }
}
