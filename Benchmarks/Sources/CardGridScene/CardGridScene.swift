import Foundation
import Tessera

/// The card-grid scene of the foundation issue, also drawn by the Dear ImGui peer
/// (../shared/peers/imgui-cardgrid): rows of four level cards.
struct CardGridScene: View {
    let cardCount: Int

    var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<((cardCount + 3) / 4)) { row in
                HStack(spacing: 16) {
                    ForEach((row * 4)..<min(row * 4 + 4, cardCount)) { index in
                        LevelCard(index: index)
                    }
                }
            }
        }
        .padding(16)
        // The grid keeps its ideal height and overflows the window, as in a scroll view and as
        // the Dear ImGui peer draws it, instead of squeezing rows into 720 points.
        .fixedSize(horizontal: false, vertical: true)
    }
}

struct LevelCard: View {
    let index: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image("level-icon")
            Text("Level \(index + 1): Crystal Caverns")
                .font(.system(size: 16))
            Text("Collect every gem before the cave floods and the torches fade.")
                .font(.system(size: 12))
        }
        .padding(12)
        .frame(width: 280)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(hex: 0x2B3A55)))
    }
}

/// A graph set up for the scene: mock font, a 64×64 icon.
func makeCardGridGraph() -> ViewGraph {
    ViewGraph(textMeasurer: MockTextMeasurer(), imageProvider: StaticImageProvider(sizes: ["level-icon": CGSize(width: 64, height: 64)]))
}
