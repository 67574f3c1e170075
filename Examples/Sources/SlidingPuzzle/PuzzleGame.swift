import Tessera

/// The game's model: the board, the moves, and a new shuffle on demand.
@Observable
final class PuzzleGame {
    private(set) var puzzle: Puzzle
    private var seed: UInt64

    /// A board shuffled by `seed`; each new shuffle uses the next seed.
    init(seed: UInt64 = 15) {
        self.seed = seed
        puzzle = .shuffled(seed: seed)
    }

    /// A game starting from `puzzle` (a board one slide from solved, say).
    init(puzzle: Puzzle, seed: UInt64 = 15) {
        self.seed = seed
        self.puzzle = puzzle
    }

    var moves: Int { puzzle.moves }
    var isSolved: Bool { puzzle.isSolved }

    // MARK: - Intents

    func slide(_ tile: Int) {
        puzzle.slide(tile)
    }

    func shuffle() {
        seed += 1
        puzzle = .shuffled(seed: seed)
    }
}
