import Foundation
import TesseraSDL

/// What the settings overlay changes.
struct GameSettings: Equatable {
    /// The Dynamic Type step, an index into `DynamicTypeSize.allCases` (3 is `.large`).
    var textSizeStep: Double = 3
    var isDark = true
    var material: PanelMaterial = .regular

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
