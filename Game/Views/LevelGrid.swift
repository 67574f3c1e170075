import Foundation
import TesseraSDL

/// The scrolling lazy grid of every world's levels; focus moves through it by geometry, hovering
/// a card focuses it, and pressing it plays.
struct LevelGrid: View {
    let model: GameModel
    let focus: FocusState<Int?>.Binding

    var body: some View {
        ScrollView {
            LazyVGrid(
                columns: Array(repeating: GridItem(.fixed(Theme.cardWidth), spacing: Theme.gap), count: Theme.columns),
                spacing: Theme.gap
            ) {
                ForEach(model.levels) { level in
                    Button {
                        model.play(level)
                    } label: {
                        // One cached image per card: its lift and halo stay outside, so a
                        // lifting card moves its image and its neighbours draw theirs again.
                        LevelCard(level: level, isLocked: model.isLocked(level))
                            .drawingGroup()
                    }
                    .buttonStyle(.levelCard(focus: model.focusAmount(of: level.id)))
                    .focused(focus, equals: level.id)
                    .onHover { inside in if inside { focus.wrappedValue = level.id } }
                    .id(level.id)
                }
            }
        }
        // Room for a card's lift and glow, which a card scrolled into sight by focus keeps.
        .contentMargins(Theme.liftRoom, for: .scrollContent)
        .scrollIndicators(.hidden)
        .frame(width: Theme.cardWidth * CGFloat(Theme.columns) + Theme.gap * CGFloat(Theme.columns - 1) + 2 * Theme.liftRoom)
        .defaultFocus(focus, model.levels.first?.id)
        .focusSection()
    }
}
