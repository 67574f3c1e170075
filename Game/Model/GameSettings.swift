import Foundation
import TesseraSDL

/// What the settings overlay changes: an observable model, so only the views that read a
/// setting are evaluated again when it changes.
@Observable
final class GameSettings {
    /// The Dynamic Type step, an index into `DynamicTypeSize.allCases` (3 is `.large`).
    var textSizeStep: Double = 3
    var isDark = true
    var material: PanelMaterial = .regular
    /// The window scale: 1 or 2 pixels per point (the window grows; the layout stays).
    var windowScale = 1
    /// The SDL render driver the game runs on; the game loop switches when it changes.
    var renderer: RendererChoice = .software

    /// The text size the whole screen is laid out at.
    var dynamicTypeSize: DynamicTypeSize {
        let cases = DynamicTypeSize.allCases
        return cases[min(cases.count - 1, max(0, Int(textSizeStep.rounded())))]
    }
}

/// The blur material of the top bar and panels.
enum PanelMaterial: CaseIterable, Equatable {
    case thin, regular, thick

    /// The name shown on the settings button.
    var name: String {
        switch self {
        case .thin: "Thin"
        case .regular: "Regular"
        case .thick: "Thick"
        }
    }

    /// The material itself.
    var style: Material {
        switch self {
        case .thin: .thinMaterial
        case .regular: .regularMaterial
        case .thick: .thickMaterial
        }
    }

    /// The next material, for the settings button that cycles them.
    var next: PanelMaterial {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

/// The input device used last, so the control hints show its buttons.
enum InputDevice: Equatable {
    case keyboard, gamepad, pointer
}

/// The render drivers the settings overlay switches between.
enum RendererChoice: String, CaseIterable, Equatable {
    case software, opengl

    /// The name shown on the settings button.
    var name: String {
        switch self {
        case .software: "Software"
        case .opengl: "OpenGL"
        }
    }

    /// The other choice, for the button that toggles them.
    var next: RendererChoice { self == .software ? .opengl : .software }
}
