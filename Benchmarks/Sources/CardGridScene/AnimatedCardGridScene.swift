import Foundation
import Tessera

/// The card grid with every card breathing: scale and opacity animated by a repeating
/// ease-in-out once `isPulsing` is set, so every card animates in every frame.
public struct AnimatedCardGridScene: View {
    public let cardCount: Int
    public let isPulsing: Bool
    /// The card drawn highlighted, or none.
    public let selection: Int?

    public init(cardCount: Int, isPulsing: Bool, selection: Int? = nil) {
        self.cardCount = cardCount
        self.isPulsing = isPulsing
        self.selection = selection
    }

    public var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<((cardCount + 3) / 4)) { row in
                let cards = (row * 4)..<min(row * 4 + 4, cardCount)
                PulsingCardRow(cards: cards, isPulsing: isPulsing, selection: selection.flatMap { cards.contains($0) ? $0 : nil })
            }
        }
        .cardGridFrame()
    }
}

/// One row of the animated grid: up to four breathing cards side by side. A row view (as in
/// `CardGridScene`), so an unchanged row is reused and only the animation advances its cards.
struct PulsingCardRow: View {
    let cards: Range<Int>
    let isPulsing: Bool
    /// The selected card if it is in this row.
    let selection: Int?

    var body: some View {
        HStack(spacing: 16) {
            ForEach(cards) { index in
                LevelCard(index: index, iconName: "level-icon", isSelected: index == selection)
                    .scaleEffect(isPulsing ? 1.04 : 1)
                    .opacity(isPulsing ? 0.85 : 1)
                    .animation(.easeInOut(duration: 0.8).repeatForever(), value: isPulsing)
            }
        }
    }
}
