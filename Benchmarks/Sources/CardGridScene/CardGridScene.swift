import Foundation
import Tessera

/// The card-grid scene of the foundation issue, also drawn by the Dear ImGui peer
/// (../shared/peers/imgui-cardgrid): rows of four level cards.
public struct CardGridScene: View {
    public let cardCount: Int
    public let iconName: String
    /// The card drawn highlighted (a game moves it as the player browses), or none.
    public let selection: Int?

    public init(cardCount: Int, iconName: String = "level-icon", selection: Int? = nil) {
        self.cardCount = cardCount
        self.iconName = iconName
        self.selection = selection
    }

    public var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<((cardCount + 3) / 4)) { row in
                let cards = (row * 4)..<min(row * 4 + 4, cardCount)
                // Each row is told only about a selection inside it, so a moving selection
                // changes the value of the one or two rows it leaves and enters.
                CardRow(cards: cards, iconName: iconName, selection: selection.flatMap { cards.contains($0) ? $0 : nil })
            }
        }
        .cardGridFrame()
    }
}

/// One row of the grid: up to four cards side by side.
struct CardRow: View {
    let cards: Range<Int>
    let iconName: String
    /// The selected card if it is in this row.
    let selection: Int?

    var body: some View {
        HStack(spacing: 16) {
            ForEach(cards) { index in
                LevelCard(index: index, iconName: iconName, isSelected: index == selection)
            }
        }
    }
}

extension View {
    /// The grid's padding; it keeps its ideal height and overflows the window, as in a scroll
    /// view and as the Dear ImGui peer draws it, instead of squeezing rows into 720 points.
    func cardGridFrame() -> some View {
        padding(16).fixedSize(horizontal: false, vertical: true)
    }
}

/// One card: a 64×64 icon, a 16 pt title and a wrapping 12 pt subtitle on a rounded rectangle.
struct LevelCard: View {
    let index: Int
    let iconName: String
    let isSelected: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(iconName)
            Text("Level \(index + 1): Crystal Caverns")
                .font(.system(size: 16))
            Text("Collect every gem before the cave floods and the torches fade.")
                .font(.system(size: 12))
        }
        .padding(12)
        .frame(width: 280)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(tesseraHex: isSelected ? 0x3D5A8A : 0x2B3A55)))
        .foregroundColor(.white)
    }
}

/// A layout-only graph for the scene: the mock font of docs/LayoutRules.md §9, a 64×64 icon.
public func makeCardGridGraph() -> ViewGraph {
    ViewGraph(textMeasurer: MockTextMeasurer(), imageProvider: StaticImageProvider(sizes: ["level-icon": CGSize(width: 64, height: 64)]))
}
