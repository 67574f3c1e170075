import Foundation
import TesseraSDL

/// The game's one visual style: margins, spacing, card size in whole texture tiles, colours.
enum Theme {
    /// The margin around the screen, shared by the top bar, grid, panel and hints.
    static let margin: CGFloat = 24
    /// The gap between the grid and the panel, and between cards.
    static let gap: CGFloat = 16
    /// Cards are 12 + 7 × 24 + 12 = 192 points wide: whole tiles of the 48-point nine-slice.
    static let cardWidth: CGFloat = 192
    static let cardMinHeight: CGFloat = 168
    static let columns = 4
    /// Room inside the scroll view for the focused card's lift and glow.
    static let liftRoom: CGFloat = 12
    /// The corner radius of every panel.
    static let panelRadius: CGFloat = 14
    static let gold = Color(hex: 0xFFD54A)
    static let cardText = Color(hex: 0xFFF6E4)
    /// The nine-slice caps of the card textures.
    static let cardCaps = EdgeInsets(all: 12)
}

/// A title in the game's display style: heavy, with a dark outline-like shadow so it reads over
/// any texture or scene.
struct DisplayTitle: View {
    let text: String
    var font: Font = .title

    var body: some View {
        Text(verbatim: text)
            .font(font.weight(.heavy))
            .foregroundColor(Theme.cardText)
            .shadow(color: .black.opacity(0.85), radius: 1.5, y: 1.5)
    }
}

/// A 1-point light edge on a panel: the crisp border every panel shares.
struct PanelEdge: ViewModifier {
    func body(content: Content) -> some View {
        content.overlay(
            RoundedRectangle(cornerRadius: Theme.panelRadius).strokeBorder(Color.white.opacity(0.28), lineWidth: 1))
    }
}

extension View {
    /// A frosted-glass panel of `material` with the shared corner radius and edge.
    func glassPanel(_ material: PanelMaterial) -> some View {
        background(material.style, in: RoundedRectangle(cornerRadius: Theme.panelRadius)).modifier(PanelEdge())
    }
}
