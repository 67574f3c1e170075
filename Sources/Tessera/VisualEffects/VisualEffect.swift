import Foundation

/// A translucent, blurred material drawn behind a view, as games know it from AppKit's and
/// UIKit's visual-effect views: what is beneath shows through blurred, saturated and tinted.
///
/// ```swift
/// Text("Paused").padding().visualEffect(.systemDark)
/// ```
///
/// Adaptive effects follow the environment's `colorScheme`; `.light` and `.dark` ones are fixed.
public enum VisualEffect: Hashable, Sendable {
    /// The material in the appearance of the environment's `colorScheme`.
    case adaptive(Material)
    /// The material in its light appearance, whatever the colour scheme.
    case light(Material)
    /// The material in its dark appearance, whatever the colour scheme.
    case dark(Material)

    /// The default material, following the colour scheme.
    public static var system: VisualEffect { .adaptive(.default) }
    /// The default material, always light.
    public static var systemLight: VisualEffect { .light(.default) }
    /// The default material, always dark.
    public static var systemDark: VisualEffect { .dark(.default) }

    /// The material this effect draws.
    public var material: Material {
        switch self {
        case .adaptive(let m), .light(let m), .dark(let m): m
        }
    }

    /// The appearance drawn in an environment of `colorScheme`.
    public func appearance(in colorScheme: ColorScheme) -> Material.Appearance {
        switch self {
        case .adaptive(let m): colorScheme == .dark ? m.dark : m.light
        case .light(let m): m.light
        case .dark(let m): m.dark
        }
    }

    /// Whether the effect draws its dark appearance in an environment of `colorScheme`.
    public func isDark(in colorScheme: ColorScheme) -> Bool {
        switch self {
        case .adaptive: colorScheme == .dark
        case .light: false
        case .dark: true
        }
    }

    /// The display-list paint of the effect in `colorScheme`, emphasised or not, with its
    /// numbers sanitised (docs/Robustness.md): a non-finite or negative radius draws no blur,
    /// radii above `maximumBlurRadius` are lowered to it, opacity is clamped to 0...1.
    public func paint(in colorScheme: ColorScheme, emphasized: Bool = false) -> BackdropMaterial {
        var a = appearance(in: colorScheme)
        if emphasized { a = a.emphasized }
        return a.paint(behindWindow: material.behindWindow)
    }

    /// The widest blur a material draws, in points; wider blurs would spread the backdrop into
    /// a flat colour at a cost that grows with the radius.
    public static let maximumBlurRadius: CGFloat = 256
}
