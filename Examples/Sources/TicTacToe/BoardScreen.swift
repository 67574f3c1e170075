import TesseraSDL

/// The board, pushed onto the title screen's stack: nine buttons, the turn, a Restart button
/// in the toolbar, and "Play again?" when the game is over.
struct BoardScreen: View {
    let firstPlayer: Player
    @State private var board: Board
    @State private var showPlayAgain = false
    @Environment(\.dismiss) private var dismiss

    init(firstPlayer: Player) {
        self.firstPlayer = firstPlayer
        _board = State(initialValue: Board(firstPlayer: firstPlayer))
    }

    var body: some View {
        VStack(spacing: 14) {
            Text(status).font(.headline)
            VStack(spacing: 6) {
                ForEach(0..<3) { row in
                    HStack(spacing: 6) {
                        ForEach(0..<3) { column in
                            cell(row * 3 + column)
                        }
                    }
                }
            }
        }
        .navigationTitle("Board")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Restart") { board = Board(firstPlayer: firstPlayer) }
            }
        }
        .alert("Play again?", isPresented: $showPlayAgain) {
            Button("Menu", role: .cancel) { dismiss() }
            Button("Play Again") { board = Board(firstPlayer: firstPlayer) }
        } message: {
            Text(result)
        }
        .onChange(of: board.isOver) { _, isOver in
            if isOver { showPlayAgain = true }
        }
    }

    private var status: String {
        board.isOver ? result : "\(board.turn == .x ? "X" : "O") to move"
    }

    private var result: String {
        switch board.winner {
        case .x: "X wins!"
        case .o: "O wins!"
        case nil: "A draw."
        }
    }

    private func cell(_ index: Int) -> some View {
        Button {
            board.play(index)
        } label: {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.18))
                if let player = board.cells[index] {
                    Mark(player: player).padding(14)
                }
            }
            .frame(width: 64, height: 64)
        }
        .buttonStyle(.plain)
    }
}

/// X as two strokes in orange, O as a ring in teal.
struct Mark: View {
    let player: Player

    var body: some View {
        switch player {
        case .x:
            ZStack {
                Capsule().fill(Color.orange).frame(width: 8).rotationEffect(.degrees(45))
                Capsule().fill(Color.orange).frame(width: 8).rotationEffect(.degrees(-45))
            }
        case .o:
            Circle().strokeBorder(Color.teal, lineWidth: 7)
        }
    }
}

#Preview("Board", traits: .fixedLayout(width: 480, height: 360)) {
    NavigationStack {
        BoardScreen(firstPlayer: .o)
    }
    .environment(\.colorScheme, .dark)
}
