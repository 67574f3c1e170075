import Foundation

extension VisualEffect {
    /// A material: a blur radius, saturation, tint and opacity for light and for dark appearance,
    /// and whether it blurs everything behind the window (the game's scene included) or only the
    /// HUD's own drawing beneath it.
    ///
    /// The built-in materials, in points (blur radius ≈ 2σ of the Gaussian), light / dark:
    ///
    /// | material | radius | saturation | tint light | tint dark |
    /// | --- | --- | --- | --- | --- |
    /// | `ultraThin` | 12 | 1.6 | white 15% | black 25% |
    /// | `thin` | 16 | 1.7 | white 30% | grey 0.12, 40% |
    /// | `default` | 20 | 1.8 | white 45% | grey 0.11, 55% |
    /// | `thick` | 24 | 1.8 | white 62% | grey 0.10, 70% |
    /// | `chrome` | 24 | 1.5 | grey 0.96, 75% | grey 0.16, 78% |
    /// | `titlebar` | 20 | 1.8 | grey 0.93, 60% | grey 0.16, 62% |
    /// | `windowBackground` | 30 | 1.2 | grey 0.93, 85% | grey 0.12, 85% |
    /// | `headerView` | 16 | 1.6 | grey 0.97, 50% | grey 0.14, 55% |
    /// | `contentBackground` | 20 | 1.5 | white 70% | grey 0.10, 70% |
    /// | `behindPageBackground` | 28 | 1.3 | grey 0.90, 60% | grey 0.08, 62% |
    ///
    /// Every built-in material has opacity 1 and blurs behind the window, except the three
    /// window-style ones that take `behindWindow:`.
    public struct Material: Hashable, Sendable {
        /// How a material looks in one appearance.
        public struct Appearance: Hashable, Sendable {
            /// Blur radius in points (about twice the Gaussian's sigma).
            public var blurRadius: CGFloat
            /// Saturation of the blurred backdrop (1 unchanged, 0 grey, above 1 more vivid).
            public var saturation: CGFloat
            /// Colour laid over the blurred backdrop, with its own opacity.
            public var tint: Color.Resolved
            /// Opacity of the whole material over the unblurred backdrop (0...1).
            public var opacity: Float

            /// An appearance; see the properties for the units.
            public init(blurRadius: CGFloat, saturation: CGFloat, tint: Color.Resolved, opacity: Float = 1) {
                self.blurRadius = blurRadius
                self.saturation = saturation
                self.tint = tint
                self.opacity = opacity
            }

            /// The appearance while the effect contains the focused view: a stronger tint and a
            /// little more saturation.
            public var emphasized: Appearance {
                var a = self
                a.tint.opacity = min(1, tint.opacity * 1.35 + 0.08)
                a.saturation = saturation + 0.2
                return a
            }

            /// The display-list paint, numbers sanitised (see `VisualEffect.paint(in:emphasized:)`).
            func paint(behindWindow: Bool) -> BackdropMaterial {
                var radius = blurRadius
                if !(radius >= 0) {
                    Diagnostics.warnOnce("visual effect blur radius \(radius) is not a finite length ≥ 0; drawing the material unblurred")
                    radius = 0
                } else if radius > VisualEffect.maximumBlurRadius {
                    Diagnostics.warnOnce(
                        "visual effect blur radius \(radius) is above \(VisualEffect.maximumBlurRadius) points; using \(VisualEffect.maximumBlurRadius)"
                    )
                    radius = VisualEffect.maximumBlurRadius
                }
                let sat = saturation.isFinite ? max(0, min(saturation, 8)) : 1
                let alpha = opacity.isFinite ? max(0, min(opacity, 1)) : 1
                var t = tint
                if !t.isFinite { t = .clear }
                return BackdropMaterial(blurRadius: radius, saturation: sat, tint: t, opacity: alpha, behindWindow: behindWindow)
            }
        }

        /// The appearance in the light colour scheme.
        public var light: Appearance
        /// The appearance in the dark colour scheme.
        public var dark: Appearance
        /// `true`: blurs everything beneath, the game's scene included; `false`: only the HUD's
        /// own drawing beneath the view ("within window").
        public var behindWindow: Bool

        /// A custom material.
        public init(light: Appearance, dark: Appearance, behindWindow: Bool = true) {
            self.light = light
            self.dark = dark
            self.behindWindow = behindWindow
        }

        private init(_ radius: CGFloat, _ saturation: CGFloat, light: Color.Resolved, dark: Color.Resolved, behindWindow: Bool = true) {
            self.init(
                light: Appearance(blurRadius: radius, saturation: saturation, tint: light),
                dark: Appearance(blurRadius: radius, saturation: saturation, tint: dark), behindWindow: behindWindow)
        }

        private static func grey(_ v: Float, _ opacity: Float) -> Color.Resolved {
            Color.Resolved(red: v, green: v, blue: v, opacity: opacity)
        }

        /// The standard material.
        public static let `default` = Material(20, 1.8, light: grey(1, 0.45), dark: grey(0.11, 0.55))
        /// The most translucent material.
        public static let ultraThin = Material(12, 1.6, light: grey(1, 0.15), dark: grey(0, 0.25))
        /// A translucent material.
        public static let thin = Material(16, 1.7, light: grey(1, 0.30), dark: grey(0.12, 0.40))
        /// A mostly opaque material.
        public static let thick = Material(24, 1.8, light: grey(1, 0.62), dark: grey(0.10, 0.70))
        /// The material of toolbars and bars: nearly opaque, little saturation.
        public static let chrome = Material(24, 1.5, light: grey(0.96, 0.75), dark: grey(0.16, 0.78))
        /// The material of a window's title bar.
        public static let titlebar = Material(20, 1.8, light: grey(0.93, 0.60), dark: grey(0.16, 0.62))
        /// The material of a window's background: heavily blurred and nearly opaque.
        public static let windowBackground = Material(30, 1.2, light: grey(0.93, 0.85), dark: grey(0.12, 0.85))

        /// The material of a header above content.
        public static func headerView(behindWindow: Bool) -> Material {
            Material(16, 1.6, light: grey(0.97, 0.50), dark: grey(0.14, 0.55), behindWindow: behindWindow)
        }

        /// The material behind content such as lists.
        public static func contentBackground(behindWindow: Bool) -> Material {
            Material(20, 1.5, light: grey(1, 0.70), dark: grey(0.10, 0.70), behindWindow: behindWindow)
        }

        /// The material behind a page's background.
        public static func behindPageBackground(behindWindow: Bool) -> Material {
            Material(28, 1.3, light: grey(0.90, 0.60), dark: grey(0.08, 0.62), behindWindow: behindWindow)
        }
    }
}
