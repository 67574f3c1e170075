import Foundation
import Tessera

/// A card of the observable card grid: its selection is a property of an `@Observable` model.
@Observable
public final class ObservableCard {
    public let index: Int
    public var isSelected = false

    public init(index: Int) { self.index = index }
}

/// A card of the `ObservableObject` variant: its selection is `@Published`.
public final class PublishedCard: ObservableObject {
    public let index: Int
    @Published public var isSelected = false

    public init(index: Int) { self.index = index }
}

/// The cards, and the selection a browsing player moves: two cards' `isSelected` are written.
public final class CardDeck<Card: AnyObject> {
    public let cards: [Card]
    public private(set) var selection = 0
    private let select: (Card, Bool) -> Void

    public init(count: Int, make: (Int) -> Card, select: @escaping (Card, Bool) -> Void) {
        cards = (0..<count).map(make)
        self.select = select
        select(cards[0], true)
    }

    /// Moves the selection to the next card.
    public func moveSelection() {
        select(cards[selection], false)
        selection = (selection + 1) % cards.count
        select(cards[selection], true)
    }
}

extension CardDeck where Card == ObservableCard {
    public convenience init(observableCount count: Int) {
        self.init(count: count, make: ObservableCard.init(index:)) { $0.isSelected = $1 }
    }
}

extension CardDeck where Card == PublishedCard {
    public convenience init(publishedCount count: Int) {
        self.init(count: count, make: PublishedCard.init(index:)) { $0.isSelected = $1 }
    }
}

/// The card grid of `CardGridScene` with each card an `@Observable` object: the root and the
/// rows hold the same objects every frame, so a frame evaluates only the cards whose
/// `isSelected` changed; the rows and grid that made them remake their last bodies.
public struct ObservableCardGridScene: View {
    public let cards: [ObservableCard]

    public init(deck: CardDeck<ObservableCard>) { cards = deck.cards }

    public var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<((cards.count + 3) / 4)) { row in
                ObservableCardRow(cards: cards, range: (row * 4)..<min(row * 4 + 4, cards.count))
            }
        }
        .cardGridFrame()
    }
}

struct ObservableCardRow: View {
    let cards: [ObservableCard]
    let range: Range<Int>

    var body: some View {
        HStack(spacing: 16) {
            ForEach(range) { index in ObservableLevelCard(card: cards[index]) }
        }
    }
}

struct ObservableLevelCard: View {
    let card: ObservableCard

    var body: some View {
        LevelCardContent(index: card.index, isSelected: card.isSelected)
    }
}

/// The `ObservableObject` variant: each card observed with `@ObservedObject`.
public struct PublishedCardGridScene: View {
    public let cards: [PublishedCard]

    public init(deck: CardDeck<PublishedCard>) { cards = deck.cards }

    public var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<((cards.count + 3) / 4)) { row in
                PublishedCardRow(cards: cards, range: (row * 4)..<min(row * 4 + 4, cards.count))
            }
        }
        .cardGridFrame()
    }
}

struct PublishedCardRow: View {
    let cards: [PublishedCard]
    let range: Range<Int>

    var body: some View {
        HStack(spacing: 16) {
            ForEach(range) { index in PublishedLevelCard(card: cards[index]) }
        }
    }
}

struct PublishedLevelCard: View {
    @ObservedObject var card: PublishedCard

    var body: some View {
        LevelCardContent(index: card.index, isSelected: card.isSelected)
    }
}

/// The card's content, as `LevelCard` draws it.
struct LevelCardContent: View {
    let index: Int
    let isSelected: Bool

    var body: some View {
        LevelCard(index: index, iconName: "level-icon", isSelected: isSelected)
    }
}
