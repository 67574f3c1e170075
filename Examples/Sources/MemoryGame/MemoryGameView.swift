import Tessera

/// The game: a title, every card on the table sized so they all fit, the score and a New Game
/// button.
struct MemoryGameView: View {
    typealias Card = MemoryGame<String>.Card
    let viewModel: SymbolMemoryGame

    private let aspectRatio: CGFloat = 2 / 3
    private let spacing: CGFloat = 4

    var body: some View {
        VStack {
            Text("Memorize!")
                .font(.largeTitle.bold())
                .foregroundStyle(viewModel.color)
            cards
            HStack {
                score
                Spacer()
                newGame
            }
            .font(.title3)
        }
        .padding()
    }

    private var score: some View {
        Text("Score: \(viewModel.score)")
            .monospacedDigit()
    }

    private var newGame: some View {
        Button("New Game") {
            withAnimation {
                viewModel.newGame()
            }
        }
    }

    private var cards: some View {
        AspectVGrid(viewModel.cards, aspectRatio: aspectRatio) { card in
            if card.isFaceUp || !card.isMatched {
                CardView(card)
                    .padding(spacing)
                    .transition(.scale.combined(with: .opacity))
                    .accessibilityIdentifier("card \(card.id)")
                    .onTapGesture {
                        withAnimation(.easeInOut(duration: 0.6)) {
                            viewModel.choose(card)
                        }
                    }
            } else {
                Color.clear
            }
        }
        .foregroundStyle(viewModel.color)
    }
}

/// One card: its symbol, on a card that flips.
struct CardView: View {
    typealias Card = MemoryGame<String>.Card
    let card: Card

    init(_ card: Card) {
        self.card = card
    }

    var body: some View {
        Image(systemName: card.content)
            .resizable()
            .scaledToFit()
            .padding(Constants.inset)
            .scaleEffect(card.isMatched ? 1.15 : 1)
            .cardify(isFaceUp: card.isFaceUp)
    }

    private enum Constants {
        static let inset: CGFloat = 14
    }
}

/// Makes any view the face of a card: a white face with a border in the foreground colour, a
/// back filled with it, turned around the vertical axis as the card flips.
struct Cardify: ViewModifier {
    let isFaceUp: Bool

    func body(content: Content) -> some View {
        ZStack {
            let base = RoundedRectangle(cornerRadius: Constants.cornerRadius)
            Group {
                base.fill(.white)
                base.strokeBorder(lineWidth: Constants.lineWidth)
                content
            }
            .opacity(isFaceUp ? 1 : 0)
            base.fill()
                .opacity(isFaceUp ? 0 : 1)
        }
        .rotation3DEffect(.degrees(isFaceUp ? 0 : 180), axis: (0, 1, 0))
    }

    private enum Constants {
        static let cornerRadius: CGFloat = 12
        static let lineWidth: CGFloat = 2
    }
}

extension View {
    /// Draws this view as the face of a card, face up or down.
    func cardify(isFaceUp: Bool) -> some View {
        modifier(Cardify(isFaceUp: isFaceUp))
    }
}

/// A grid of items that all fit: a `LazyVGrid` of adaptive columns whose minimum width is the
/// widest item (at `aspectRatio`) for which every item fits in the space offered.
struct AspectVGrid<Item: Identifiable, ItemView: View>: View {
    var items: [Item]
    var aspectRatio: CGFloat = 1
    var content: (Item) -> ItemView

    init(_ items: [Item], aspectRatio: CGFloat, @ViewBuilder content: @escaping (Item) -> ItemView) {
        self.items = items
        self.aspectRatio = aspectRatio
        self.content = content
    }

    var body: some View {
        GeometryReader { geometry in
            let gridItemSize = gridItemWidthThatFits(
                count: items.count, size: geometry.size, atAspectRatio: aspectRatio)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: gridItemSize), spacing: 0)], spacing: 0) {
                ForEach(items) { item in
                    content(item)
                        .aspectRatio(aspectRatio, contentMode: .fit)
                }
            }
        }
    }

    /// The widest item for which `count` items at `aspectRatio` fit in `size`: more columns
    /// until the rows fit in the height.
    func gridItemWidthThatFits(count: Int, size: CGSize, atAspectRatio aspectRatio: CGFloat) -> CGFloat {
        let count = CGFloat(max(1, count))
        var columnCount = 1.0
        repeat {
            let width = size.width / columnCount
            let height = width / aspectRatio
            let rowCount = (count / columnCount).rounded(.up)
            if rowCount * height < size.height {
                return (size.width / columnCount).rounded(.down)
            }
            columnCount += 1
        } while columnCount < count
        return min(size.width / count, size.height * aspectRatio).rounded(.down)
    }
}

#Preview {
    MemoryGameView(viewModel: SymbolMemoryGame())
}
