import Foundation

/// SwiftUI's material shape styles: a translucent layer that blurs what is beneath the shape it
/// fills, following the colour scheme.
///
/// ```swift
/// Text("Score").padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
/// ```
///
/// Each is a `VisualEffect.Material` in its adaptive form: `ultraThin` → `.ultraThin`,
/// `thin` → `.thin`, `regular` → `.default`, `thick` → `.thick`, `ultraThick` → `.chrome`,
/// `bar` → `.titlebar`.
public struct Material: ShapeStyle, Hashable, Sendable {
    /// The visual-effect material this style draws.
    public let material: VisualEffect.Material

    /// A style drawing `material`, adaptive to the colour scheme.
    public init(_ material: VisualEffect.Material) {
        self.material = material
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint {
        .material(VisualEffect.adaptive(material).paint(in: environment.colorScheme))
    }

    /// The most translucent material.
    public static let ultraThin = Material(.ultraThin)
    /// A translucent material.
    public static let thin = Material(.thin)
    /// The standard material.
    public static let regular = Material(.default)
    /// A mostly opaque material.
    public static let thick = Material(.thick)
    /// The most opaque material.
    public static let ultraThick = Material(.chrome)
    /// The material of bars (toolbars, title bars).
    public static let bar = Material(.titlebar)
}

extension ShapeStyle where Self == Material {
    /// As `Material.ultraThin`.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// As `Material.thin`.
    public static var thinMaterial: Material { .thin }
    /// As `Material.regular`.
    public static var regularMaterial: Material { .regular }
    /// As `Material.thick`.
    public static var thickMaterial: Material { .thick }
    /// As `Material.ultraThick`.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// As `Material.bar`.
    public static var bar: Material { .bar }
}
