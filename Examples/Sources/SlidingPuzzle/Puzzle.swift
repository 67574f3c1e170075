import Foundation

/// The 15-puzzle: fifteen numbered tiles and one gap on a 4 × 4 board. A tile next to the gap
/// slides into it; the puzzle is solved when the tiles read 1 to 15, the gap last.
struct Puzzle: Equatable {
    /// Tiles on a side.
    static let dimension = 4

    /// The tile in each cell, row by row; 0 is the gap.
    private(set) var cells: [Int]
    /// Tiles slid so far.
    private(set) var moves = 0

    /// The solved board.
    init() {
        cells = Array(1..<(Self.dimension * Self.dimension)) + [0]
    }

    /// A board with these cells (row by row, 0 the gap), when they hold each tile once.
    init?(cells: [Int]) {
        guard cells.count == Self.dimension * Self.dimension, cells.sorted() == Array(0..<cells.count) else { return nil }
        self.cells = cells
    }

    /// The solved board shuffled by `moves` random slides chosen by `seed` (never undoing the
    /// last one), so it is always solvable and the same seed deals the same board.
    static func shuffled(seed: UInt64, moves: Int = 200) -> Puzzle {
        var puzzle = Puzzle()
        var generator = SeededGenerator(seed: seed)
        var previousGap: Int?
        for _ in 0..<max(0, moves) {
            let gap = puzzle.gapIndex
            let choices = puzzle.neighbours(of: gap).filter { $0 != previousGap }
            guard let next = choices.randomElement(using: &generator) else { break }
            puzzle.cells.swapAt(gap, next)
            previousGap = gap
        }
        puzzle.moves = 0
        return puzzle
    }

    /// Whether the tiles read 1 to 15 with the gap last.
    var isSolved: Bool { cells == Puzzle().cells }

    /// The cell of the gap.
    var gapIndex: Int { cells.firstIndex(of: 0)! }

    /// The tiles, without the gap.
    var tiles: [Int] { cells.filter { $0 != 0 }.sorted() }

    /// The row and column of `tile`.
    func position(of tile: Int) -> (row: Int, column: Int) {
        let index = cells.firstIndex(of: tile) ?? 0
        return (index / Self.dimension, index % Self.dimension)
    }

    /// Where `tile` would slide, one cell (−1, 0 or 1 across and down), when it is next to the
    /// gap; `nil` when it cannot move.
    func direction(of tile: Int) -> (columns: Int, rows: Int)? {
        guard tile != 0, let index = cells.firstIndex(of: tile), neighbours(of: index).contains(gapIndex) else { return nil }
        let here = position(of: tile), gap = position(of: 0)
        return (gap.column - here.column, gap.row - here.row)
    }

    /// Slides `tile` into the gap if it is next to it; returns whether it moved.
    @discardableResult
    mutating func slide(_ tile: Int) -> Bool {
        guard direction(of: tile) != nil, let index = cells.firstIndex(of: tile) else { return false }
        cells.swapAt(index, gapIndex)
        moves += 1
        return true
    }

    /// Whether a board can be solved: with an even width, the inversions plus the gap's row
    /// counted from the bottom (from 1) must be odd.
    var isSolvable: Bool {
        let tiles = cells.filter { $0 != 0 }
        var inversions = 0
        for i in tiles.indices {
            for j in tiles.indices where j > i && tiles[j] < tiles[i] { inversions += 1 }
        }
        let gapRowFromBottom = Self.dimension - gapIndex / Self.dimension
        return (inversions + gapRowFromBottom) % 2 == 1
    }

    /// The cells next to `index` across and down.
    private func neighbours(of index: Int) -> [Int] {
        let n = Self.dimension, row = index / n, column = index % n
        var result: [Int] = []
        if row > 0 { result.append(index - n) }
        if row < n - 1 { result.append(index + n) }
        if column > 0 { result.append(index - 1) }
        if column < n - 1 { result.append(index + 1) }
        return result
    }
}

/// A small, fast random number generator with a seed (SplitMix64), so a shuffle deals the same
/// board for the same seed on every machine.
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
