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
    static let liftRoom: CGFloat = 16
    /// How far a focused card moves up.
    static let lift: CGFloat = 5
    /// The card shadow's and glow's margin around the card and their nine-slice caps
    /// (`Assets/Source/make_game_art.py`, `halo`).
    static let haloMargin: CGFloat = 16
    static let haloCaps = EdgeInsets(all: 24)
    /// The corner radius of every panel.
    static let panelRadius: CGFloat = 14
    static let gold = Color(tesseraHex: 0xFFD54A)
    static let cardText = Color(tesseraHex: 0xFFF6E4)
    /// The titles' display face, a file in `Assets/Fonts`.
    static let displayFont = "LeagueSpartan-Bold"

    /// The display face's size for a text style at the default text size: a little larger than
    /// the system face's, as League Spartan's letters are small for their size.
    static func displaySize(_ style: Font.TextStyle) -> CGFloat {
        switch style {
        case .largeTitle: 38
        case .title: 31
        case .title2: 25
        case .title3: 23
        case .headline: 20
        default: 18
        }
    }

    /// The nine-slice caps of the card textures.
    static let cardCaps = EdgeInsets(all: 12)
}

/// A title in the game's display face (League Spartan Bold, `Assets/Fonts`, SIL OFL) at a text
/// style's size, so it follows Dynamic Type, with a dark shadow so it reads over any texture or
/// scene.
struct DisplayTitle: View {
    let text: String
    var style: Font.TextStyle = .title

    var body: some View {
        Text(verbatim: text)
            .font(.custom(Theme.displayFont, size: Theme.displaySize(style), relativeTo: style))
            .foregroundColor(Theme.cardText)
            .shadow(color: .black.opacity(0.9), radius: 1, y: 2)
    }
}

/// A 1-point light edge on a panel: the crisp border every panel shares.
struct PanelEdge: ViewModifier {
    func body(content: Content) -> some View {
        // A cached image: one quad that batches with the panels' cached content.
        content.overlay(
            RoundedRectangle(cornerRadius: Theme.panelRadius).strokeBorder(Color.white.opacity(0.28), lineWidth: 1).drawingGroup())
    }
}

extension View {
    /// A frosted-glass panel of `material` with the shared corner radius and edge.
    func glassPanel(_ material: PanelMaterial) -> some View {
        background(material.style, in: RoundedRectangle(cornerRadius: Theme.panelRadius)).modifier(PanelEdge())
    }
}
