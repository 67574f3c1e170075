import Tessera

/// The view model: a game of memory with symbols on the cards, in the theme's colour.
@Observable
final class SymbolMemoryGame {
    typealias Card = MemoryGame<String>.Card

    private static let symbols = [
        "star.fill", "heart.fill", "bolt.fill", "flame.fill", "crown.fill", "leaf.fill", "moon.fill", "bell.fill",
        "drop.fill", "cloud.fill", "gift.fill", "trophy.fill",
    ]

    private static func createMemoryGame(pairs: Int, seed: UInt64) -> MemoryGame<String> {
        MemoryGame(numberOfPairsOfCards: min(pairs, symbols.count), seed: seed) { pairIndex in
            symbols[pairIndex]
        }
    }

    private let pairs: Int
    private var seed: UInt64
    private var model: MemoryGame<String>

    /// A game of `pairs` pairs dealt by `seed`; each new game deals with the next seed.
    init(pairs: Int = 8, seed: UInt64 = 1) {
        self.pairs = pairs
        self.seed = seed
        model = Self.createMemoryGame(pairs: pairs, seed: seed)
    }

    var cards: [Card] { model.cards }
    var score: Int { model.score }
    var isOver: Bool { model.isOver }
    var color: Color { .orange }

    // MARK: - Intents

    func choose(_ card: Card) {
        model.choose(card)
    }

    func newGame() {
        seed += 1
        model = Self.createMemoryGame(pairs: pairs, seed: seed)
    }
}
