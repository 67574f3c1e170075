import Foundation
import TesseraSDL

/// Moves a view up by `height` points, rounded to whole points so its text keeps its baseline on
/// the pixel grid while the lift animates (no wobble; glyphs come from the atlas unscaled).
///
/// A geometry effect rather than `.offset`: it changes only the drawing, so a card's layout
/// position (which moves when the grid scrolls in the same update) is not animated with it.
struct LiftEffect: GeometryEffect {
    var height: CGFloat

    var animatableData: CGFloat {
        get { height }
        set { height = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 0, y: -height.rounded()))
    }
}
