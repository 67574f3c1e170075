import Foundation

/// Draws the environment's visual effect (`EnvironmentValues.visualEffect`) filling a shape in
/// its frame, with an edge highlight while emphasised. With no effect in the environment it
/// draws nothing. `.visualEffect(_:)` puts one behind a view; use it directly to build the same
/// thing by hand.
public struct VisualEffectView<S: Shape>: View {
    @Environment(\.visualEffect) private var effect
    @Environment(\.colorScheme) private var colorScheme
    let shape: S
    let isEmphasized: Bool

    /// The environment's effect clipped to `shape`; `isEmphasized` strengthens the tint and adds
    /// an edge highlight (what containing the focused view does).
    public init(in shape: S, isEmphasized: Bool = false) {
        self.shape = shape
        self.isEmphasized = isEmphasized
    }

    /// The material, and its highlight while emphasised.
    public var body: some View {
        if let effect {
            let paint = effect.paint(in: colorScheme, emphasized: isEmphasized)
            shape.fill(VisualEffectStyle(paint: paint))
                .overlay {
                    if isEmphasized {
                        shape.strokeBorder(Self.highlight(dark: effect.isDark(in: colorScheme)), lineWidth: 1.5)
                    }
                }
        }
    }

    /// The emphasis edge: a light line that reads on both appearances.
    static func highlight(dark: Bool) -> Color {
        dark ? Color.white.opacity(0.45) : Color.white.opacity(0.85)
    }
}

extension VisualEffectView where S == Rectangle {
    /// The environment's effect filling the view's frame.
    public init(isEmphasized: Bool = false) {
        self.init(in: Rectangle(), isEmphasized: isEmphasized)
    }
}

/// A resolved material as a shape style (what `VisualEffectView` fills its shape with).
struct VisualEffectStyle: ShapeStyle {
    let paint: BackdropMaterial

    func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint {
        .material(paint)
    }
}
