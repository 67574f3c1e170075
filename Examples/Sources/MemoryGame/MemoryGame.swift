import Foundation

/// The rules of a game of memory, whatever is on the cards: pairs of cards are dealt face down,
/// two at a time are turned face up, and a pair that matches is taken off the table.
///
/// A match scores 2; each card of a mismatch that had been seen before costs 1.
struct MemoryGame<CardContent> where CardContent: Equatable {
    private(set) var cards: [Card]
    private(set) var score = 0

    /// Deals `numberOfPairsOfCards` pairs (at least two), shuffled by `seed`, so the same seed
    /// deals the same table.
    init(numberOfPairsOfCards: Int, seed: UInt64, cardContentFactory: (Int) -> CardContent) {
        cards = []
        for pairIndex in 0..<max(2, numberOfPairsOfCards) {
            let content = cardContentFactory(pairIndex)
            cards.append(Card(content: content, id: "\(pairIndex + 1)a"))
            cards.append(Card(content: content, id: "\(pairIndex + 1)b"))
        }
        var generator = SeededGenerator(seed: seed)
        cards.shuffle(using: &generator)
    }

    /// Whether every pair has been found.
    var isOver: Bool { cards.allSatisfy(\.isMatched) }

    /// The card that is face up alone, waiting for its partner; setting it turns every other
    /// card face down.
    private var indexOfTheOneAndOnlyFaceUpCard: Int? {
        get { cards.indices.filter { index in cards[index].isFaceUp }.only }
        set { cards.indices.forEach { cards[$0].isFaceUp = (newValue == $0) } }
    }

    /// Turns `card` face up: the first of two waits for a partner; the second matches it or
    /// not; a third turns the other two face down again.
    mutating func choose(_ card: Card) {
        guard let chosenIndex = cards.firstIndex(where: { $0.id == card.id }),
            !cards[chosenIndex].isFaceUp, !cards[chosenIndex].isMatched
        else { return }
        if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
            if cards[chosenIndex].content == cards[potentialMatchIndex].content {
                cards[chosenIndex].isMatched = true
                cards[potentialMatchIndex].isMatched = true
                score += 2
            } else {
                if cards[chosenIndex].hasBeenSeen { score -= 1 }
                if cards[potentialMatchIndex].hasBeenSeen { score -= 1 }
            }
        } else {
            indexOfTheOneAndOnlyFaceUpCard = chosenIndex
        }
        cards[chosenIndex].isFaceUp = true
    }

    /// One card on the table.
    struct Card: Equatable, Identifiable, CustomDebugStringConvertible {
        var isFaceUp = false {
            didSet {
                if oldValue && !isFaceUp { hasBeenSeen = true }
            }
        }
        var hasBeenSeen = false
        var isMatched = false
        let content: CardContent

        var id: String
        var debugDescription: String {
            "\(id): \(content) \(isFaceUp ? "up" : "down")\(isMatched ? " matched" : "")"
        }
    }
}

extension Array {
    /// The only element, or `nil` when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}

/// A small, fast random number generator with a seed (SplitMix64), so a new game deals the
/// same table for the same seed on every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
