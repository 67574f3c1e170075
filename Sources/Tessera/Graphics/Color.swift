import Foundation

/// A representation of a color that adapts to the environment (`colorScheme`).
///
/// `Color` is a view that fills the space it is offered, and a `ShapeStyle`.
public struct Color: Hashable, Sendable {
    /// A concrete color: sRGB components in 0...1, not premultiplied.
    public struct Resolved: Hashable, Sendable {
        /// Red, 0...1.
        public var red: Float
        /// Green, 0...1.
        public var green: Float
        /// Blue, 0...1.
        public var blue: Float
        /// Alpha, 0 (transparent) ... 1 (opaque).
        public var opacity: Float

        /// A colour from sRGB components in 0...1, not premultiplied.
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// 8-bit components, rounded, clamped to 0...255.
        public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            func c(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v.isFinite ? v : 0) * 255 + 0.5))) }
            return (c(red), c(green), c(blue), c(opacity))
        }

        /// Fully transparent black.
        public static let clear = Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    }

    enum Storage: Hashable, Sendable {
        case fixed(Resolved)
        case adaptive(light: Resolved, dark: Resolved)
        /// From an asset catalog, looked up when resolved (`Color(_:bundle:)`).
        case named(NamedColorID)
    }

    let storage: Storage
    let opacityFactor: Float

    init(storage: Storage, opacityFactor: Float = 1) {
        self.storage = storage
        self.opacityFactor = opacityFactor
    }

    /// A fixed colour from sRGB components, nominally in 0...1. Components keep SwiftUI's extended
    /// range, but a NaN component is 0 and ±∞ is capped at ±1 (logged once), so a colour never
    /// carries a non-finite number into the display list.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func finite(_ v: Double) -> Float { v.isNaN ? 0 : v.isInfinite ? (v > 0 ? 1 : -1) : Float(max(-1e6, min(1e6, v))) }
        if ![red, green, blue, opacity].allSatisfy(\.isFinite) {
            Diagnostics.warnOnce(
                "Color(red: \(red), green: \(green), blue: \(blue), opacity: \(opacity)) has NaN or ∞ components; NaN is 0, ∞ is 1")
        }
        self.init(storage: .fixed(Resolved(red: finite(red), green: finite(green), blue: finite(blue), opacity: finite(opacity))))
    }

    /// A fixed grey: 0 black, 1 white.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A fixed colour from resolved components.
    public init(_ resolved: Resolved) {
        self.init(storage: .fixed(resolved))
    }

    /// A color from a hex string: `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"` (the `#` is optional).
    /// Returns `nil` for anything else.
    ///
    /// SwiftUI has no hex initialiser, and countless SwiftUI projects declare their own
    /// `init(hex:)`; Tessera's carries its name in the label, so theirs keeps compiling unambiguously.
    public init?(tesseraHex hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(red: Double(r * 17) / 255, green: Double(g * 17) / 255, blue: Double(b * 17) / 255)
        case 6:
            self.init(tesseraHex: value)
        case 8:
            self.init(tesseraHex: value >> 8, opacity: Double(value & 0xFF) / 255)
        default:
            return nil
        }
    }

    /// A color from a 24-bit `0xRRGGBB` value (named for Tessera, like `init(tesseraHex:)` above).
    public init(tesseraHex hex: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: opacity
        )
    }

    /// The same color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: storage, opacityFactor: opacityFactor * Float(opacity))
    }

    /// The concrete color in an environment.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        resolve(colorScheme: environment.colorScheme)
    }

    func resolve(colorScheme: ColorScheme) -> Resolved {
        var resolved: Resolved
        switch storage {
        case .fixed(let r): resolved = r
        case .adaptive(let light, let dark): resolved = colorScheme == .dark ? dark : light
        case .named(let id): resolved = NamedColorTable.resolve(id, colorScheme: colorScheme)
        }
        resolved.opacity *= opacityFactor
        return resolved
    }

    /// A colour resolved in both colour schemes: what a colour node keeps, in 32 bytes where a
    /// `Color` takes 40 (every node is as large as the largest node kind).
    struct PerScheme {
        let light: Resolved
        let dark: Resolved

        init(_ color: Color) {
            light = color.resolve(colorScheme: .light)
            dark = color.resolve(colorScheme: .dark)
        }

        /// The same as the colour's own `resolve(colorScheme:)`.
        func resolve(colorScheme: ColorScheme) -> Resolved {
            colorScheme == .dark ? dark : light
        }
    }
}

extension Color {
    static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Float = 1) -> Resolved {
        Resolved(red: Float(r) / 255, green: Float(g) / 255, blue: Float(b) / 255, opacity: a)
    }

    static func system(_ light: Resolved, _ dark: Resolved) -> Color {
        Color(storage: .adaptive(light: light, dark: dark))
    }

    /// Fully transparent.
    public static let clear = Color(storage: .fixed(.clear))
    /// Black in both colour schemes.
    public static let black = Color(storage: .fixed(rgb(0, 0, 0)))
    /// White in both colour schemes.
    public static let white = Color(storage: .fixed(rgb(255, 255, 255)))
    /// Apple's system grey.
    public static let gray = system(rgb(142, 142, 147), rgb(142, 142, 147))
    /// Apple's system red; slightly brighter in dark mode, as every system colour below.
    public static let red = system(rgb(255, 59, 48), rgb(255, 69, 58))
    /// Apple's system orange.
    public static let orange = system(rgb(255, 149, 0), rgb(255, 159, 10))
    /// Apple's system yellow.
    public static let yellow = system(rgb(255, 204, 0), rgb(255, 214, 10))
    /// Apple's system green.
    public static let green = system(rgb(52, 199, 89), rgb(48, 209, 88))
    /// Apple's system mint.
    public static let mint = system(rgb(0, 199, 190), rgb(99, 230, 226))
    /// Apple's system teal.
    public static let teal = system(rgb(48, 176, 199), rgb(64, 200, 224))
    /// Apple's system cyan.
    public static let cyan = system(rgb(50, 173, 230), rgb(100, 210, 255))
    /// Apple's system blue.
    public static let blue = system(rgb(0, 122, 255), rgb(10, 132, 255))
    /// Apple's system indigo.
    public static let indigo = system(rgb(88, 86, 214), rgb(94, 92, 230))
    /// Apple's system purple.
    public static let purple = system(rgb(175, 82, 222), rgb(191, 90, 242))
    /// Apple's system pink.
    public static let pink = system(rgb(255, 45, 85), rgb(255, 55, 95))
    /// Apple's system brown.
    public static let brown = system(rgb(162, 132, 94), rgb(172, 142, 104))
    /// The color of primary content: black in light mode, white in dark mode.
    public static let primary = system(rgb(0, 0, 0), rgb(255, 255, 255))
    /// The color of secondary content.
    public static let secondary = system(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    /// The accent colour: system blue (Tessera has no asset-defined accent).
    public static let accentColor = blue
}

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The light appearance: dark content on light backgrounds.
    case light
    /// The dark appearance: light content on dark backgrounds.
    case dark
}
