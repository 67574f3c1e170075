/// A player's mark.
enum Player: Equatable {
    case x, o

    /// The other player.
    var next: Player { self == .x ? .o : .x }
}

/// The nine cells and whose turn it is; who won, if anyone.
struct Board: Equatable {
    private(set) var cells: [Player?] = Array(repeating: nil, count: 9)
    private(set) var turn: Player

    init(firstPlayer: Player = .x) {
        turn = firstPlayer
    }

    /// The three-in-a-row lines.
    static let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

    /// The player with three in a row, if any.
    var winner: Player? {
        for line in Self.lines {
            if let player = cells[line[0]], cells[line[1]] == player, cells[line[2]] == player { return player }
        }
        return nil
    }

    /// Whether the game is over: won, or every cell taken.
    var isOver: Bool { winner != nil || !cells.contains(nil) }

    /// Puts the current player's mark in `cell` if it is free and the game goes on.
    mutating func play(_ cell: Int) {
        guard cells.indices.contains(cell), cells[cell] == nil, !isOver else { return }
        cells[cell] = turn
        turn = turn.next
    }
}
