import Foundation

/// A representation of a color that adapts to the environment (`colorScheme`).
///
/// `Color` is a view that fills the space it is offered, and a `ShapeStyle`.
public struct Color: Hashable, Sendable {
    /// A concrete color: sRGB components in 0...1, not premultiplied.
    public struct Resolved: Hashable, Sendable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

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

        public static let clear = Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    }

    enum Storage: Hashable, Sendable {
        case fixed(Resolved)
        case adaptive(light: Resolved, dark: Resolved)
    }

    let storage: Storage
    let opacityFactor: Float

    init(storage: Storage, opacityFactor: Float = 1) {
        self.storage = storage
        self.opacityFactor = opacityFactor
    }

    /// Components keep SwiftUI's extended range, but a NaN component is 0 and ±∞ is capped at
    /// ±1 (logged once), so a colour never carries a non-finite number into the display list.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func finite(_ v: Double) -> Float { v.isNaN ? 0 : v.isInfinite ? (v > 0 ? 1 : -1) : Float(max(-1e6, min(1e6, v))) }
        if ![red, green, blue, opacity].allSatisfy(\.isFinite) {
            Diagnostics.warnOnce("Color(red: \(red), green: \(green), blue: \(blue), opacity: \(opacity)) has NaN or ∞ components; NaN is 0, ∞ is 1")
        }
        self.init(storage: .fixed(Resolved(red: finite(red), green: finite(green), blue: finite(blue), opacity: finite(opacity))))
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    public init(_ resolved: Resolved) {
        self.init(storage: .fixed(resolved))
    }

    /// A color from a hex string: `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"` (the `#` is optional).
    /// Returns `nil` for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(red: Double(r * 17) / 255, green: Double(g * 17) / 255, blue: Double(b * 17) / 255)
        case 6:
            self.init(hex: value)
        case 8:
            self.init(hex: value >> 8, opacity: Double(value & 0xFF) / 255)
        default:
            return nil
        }
    }

    /// A color from a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, opacity: Double = 1) {
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
        }
        resolved.opacity *= opacityFactor
        return resolved
    }
}

extension Color {
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Float = 1) -> Resolved {
        Resolved(red: Float(r) / 255, green: Float(g) / 255, blue: Float(b) / 255, opacity: a)
    }

    private static func system(_ light: Resolved, _ dark: Resolved) -> Color {
        Color(storage: .adaptive(light: light, dark: dark))
    }

    public static let clear = Color(storage: .fixed(.clear))
    public static let black = Color(storage: .fixed(rgb(0, 0, 0)))
    public static let white = Color(storage: .fixed(rgb(255, 255, 255)))
    public static let gray = system(rgb(142, 142, 147), rgb(142, 142, 147))
    public static let red = system(rgb(255, 59, 48), rgb(255, 69, 58))
    public static let orange = system(rgb(255, 149, 0), rgb(255, 159, 10))
    public static let yellow = system(rgb(255, 204, 0), rgb(255, 214, 10))
    public static let green = system(rgb(52, 199, 89), rgb(48, 209, 88))
    public static let mint = system(rgb(0, 199, 190), rgb(99, 230, 226))
    public static let teal = system(rgb(48, 176, 199), rgb(64, 200, 224))
    public static let cyan = system(rgb(50, 173, 230), rgb(100, 210, 255))
    public static let blue = system(rgb(0, 122, 255), rgb(10, 132, 255))
    public static let indigo = system(rgb(88, 86, 214), rgb(94, 92, 230))
    public static let purple = system(rgb(175, 82, 222), rgb(191, 90, 242))
    public static let pink = system(rgb(255, 45, 85), rgb(255, 55, 95))
    public static let brown = system(rgb(162, 132, 94), rgb(172, 142, 104))
    /// The color of primary content: black in light mode, white in dark mode.
    public static let primary = system(rgb(0, 0, 0), rgb(255, 255, 255))
    /// The color of secondary content.
    public static let secondary = system(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    public static let accentColor = blue
}

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}
