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
        cardRows(cardCount) { index in
            LevelCard(index: index, iconName: "level-icon", isSelected: index == selection)
                .scaleEffect(isPulsing ? 1.04 : 1)
                .opacity(isPulsing ? 0.85 : 1)
                .animation(.easeInOut(duration: 0.8).repeatForever(), value: isPulsing)
        }
    }
}
