import Tessera

/// The board: tiles slide into the gap when tapped or dragged toward it; the move counter, a
/// Shuffle button, and "You won!" when the tiles are in order.
struct PuzzleView: View {
    @State var game: PuzzleGame
    @State private var draggedTile: Int?
    @State private var dragOffset: CGSize = .zero
    @State private var showsWin = false

    private let tileSize: CGFloat = 72
    private let spacing: CGFloat = 6
    private var step: CGFloat { tileSize + spacing }

    var body: some View {
        VStack(spacing: 16) {
            Text("15 Puzzle")
                .font(.largeTitle.bold())
            Text("Moves: \(game.moves)")
                .font(.title3)
                .monospacedDigit()
                .foregroundStyle(.secondary)
            board
            Button("Shuffle", systemImage: "shuffle") {
                withAnimation {
                    game.shuffle()
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .alert("You won!", isPresented: $showsWin) {
            Button("Play Again") {
                withAnimation {
                    game.shuffle()
                }
            }
            Button("OK", role: .cancel) {}
        } message: {
            Text("You solved the puzzle in \(game.moves) \(game.moves == 1 ? "move" : "moves").")
        }
        .onChange(of: game.isSolved) { _, isSolved in
            if isSolved { showsWin = true }
        }
    }

    private var board: some View {
        let side = step * CGFloat(Puzzle.dimension) - spacing
        return ZStack(alignment: .topLeading) {
            ForEach(game.puzzle.tiles, id: \.self) { tile in
                TileView(number: tile)
                    .frame(width: tileSize, height: tileSize)
                    .accessibilityIdentifier("tile \(tile)")
                    .offset(offset(of: tile))
                    .zIndex(tile == draggedTile ? 1 : 0)
                    .onTapGesture {
                        withAnimation(.snappy) {
                            game.slide(tile)
                        }
                    }
                    .gesture(drag(tile))
            }
        }
        .frame(width: side, height: side, alignment: .topLeading)
        .padding(spacing)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color(white: 0.85)))
    }

    /// Where `tile` is drawn: its cell, plus the drag while the finger moves it.
    private func offset(of tile: Int) -> CGSize {
        let position = game.puzzle.position(of: tile)
        var offset = CGSize(width: CGFloat(position.column) * step, height: CGFloat(position.row) * step)
        if tile == draggedTile {
            offset.width += dragOffset.width
            offset.height += dragOffset.height
        }
        return offset
    }

    /// Follows the finger along the one direction `tile` can move (toward the gap, at most one
    /// cell); on release, slides it if it went more than half way, else springs it back.
    private func drag(_ tile: Int) -> some Gesture {
        DragGesture()
            .onChanged { value in
                guard let direction = game.puzzle.direction(of: tile) else { return }
                draggedTile = tile
                dragOffset = travel(value.translation, toward: direction)
            }
            .onEnded { value in
                guard let direction = game.puzzle.direction(of: tile) else { return }
                let moved = travel(value.translation, toward: direction)
                withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                    if abs(moved.width) + abs(moved.height) > step / 2 {
                        game.slide(tile)
                    }
                    draggedTile = nil
                    dragOffset = .zero
                }
            }
    }

    /// `translation` kept to the free axis and between the tile's cell and the gap.
    private func travel(_ translation: CGSize, toward direction: (columns: Int, rows: Int)) -> CGSize {
        let along =
            direction.columns != 0
            ? translation.width * CGFloat(direction.columns) : translation.height * CGFloat(direction.rows)
        let distance = along.isFinite ? min(max(along, 0), step) : 0
        return CGSize(width: distance * CGFloat(direction.columns), height: distance * CGFloat(direction.rows))
    }
}

/// One numbered tile.
struct TileView: View {
    let number: Int

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(Color.indigo)
            .overlay {
                Text("\(number)")
                    .font(.title.bold())
                    .foregroundStyle(.white)
            }
            .shadow(radius: 1, y: 1)
    }
}

#Preview {
    PuzzleView(game: PuzzleGame())
}
