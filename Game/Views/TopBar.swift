import Foundation
import TesseraSDL

/// The frosted top bar over the scene: the world's name, then stars, coins and gems as inline
/// images in their counts, and the settings button.
struct TopBar: View {
    let model: GameModel

    var body: some View {
        HStack(alignment: .center, spacing: 20) {
            DisplayTitle(text: model.currentWorld.name, style: .title)
            Spacer(minLength: 8)
            Text("\(Image("star")) \(model.totalStars)/\(model.levels.count * 3)")
                .contentTransition(.numericText(value: Double(model.totalStars)))
                .animation(.smooth, value: model.totalStars)
            Text("\(Image("coin")) \(model.totalCoins)")
                .contentTransition(.numericText(value: Double(model.totalCoins)))
                .animation(.smooth, value: model.totalCoins)
            Text("\(Image("gem-cut")) \(model.gems)")
            Button("Settings") { model.open(.settings) }
        }
        .font(.title3.weight(.semibold).monospacedDigit())
        .foregroundColor(.primary)
        .padding(.horizontal, 20)
        .padding(.vertical, 10)
        // The content as one cached image; the frosted material stays outside (it samples the scene).
        .drawingGroup()
        .glassPanel(model.settings.material)
    }
}
