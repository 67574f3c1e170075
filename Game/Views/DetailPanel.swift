import Foundation
import TesseraSDL

/// The frosted panel beside the grid: the focused level's picture, title, stars, best time and
/// Play button (or its unlock rule), sliding in whenever focus moves to another level.
struct DetailPanel: View {
    let model: GameModel

    var body: some View {
        ZStack(alignment: .topLeading) {
            if let level = model.focusedLevel {
                LevelDetails(model: model, level: level)
                    .id(level.id)
                    .transition(.asymmetric(insertion: .move(edge: .trailing).combined(with: .opacity), removal: .opacity))
            } else {
                Welcome(model: model)
                    .transition(.opacity)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .clipped()
        .glassPanel(model.settings.material)
        .animation(.snappy, value: model.focusedLevelID)
    }
}

/// What the panel shows before focus arrives.
struct Welcome: View {
    let model: GameModel

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DisplayTitle(text: "Choose a level", style: .title)
            Text("Three worlds, \(model.levels.count) levels. Earn \(Image("star")) to open the next world.")
                .font(.body)
                .foregroundColor(.primary)
        }
        .padding(20)
        .drawingGroup()
    }
}

/// The focused level's details.
struct LevelDetails: View {
    let model: GameModel
    let level: Level

    var body: some View {
        let isLocked = model.isLocked(level)
        VStack(alignment: .leading, spacing: 10) {
            Image(isLocked ? "banner-\(level.id)-locked" : "banner-\(level.id)")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(maxWidth: .infinity)
                .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.black.opacity(0.5), lineWidth: 1))
            Text(verbatim: "\(level.world.name) · Level \(level.id)")
                .font(.subheadline.weight(.bold))
                .foregroundColor(Theme.gold)
            DisplayTitle(text: level.name, style: .title)
                .lineLimit(1)
                .minimumScaleFactor(0.6)
            Text(
                "\(Image(level.stars > 0 ? "star" : "star-empty")) \(level.stars) of 3   \(Image("coin")) \(level.coins)"
            )
            .font(.body)
            HStack {
                Text("Best time")
                Spacer()
                Text(verbatim: level.bestTimeText).font(.body.monospacedDigit().weight(.semibold))
            }
            .font(.body)
            Spacer(minLength: 0)
            if isLocked {
                Text("\(Image("padlock")) Collect \(level.starsToUnlock) \(Image("star")) to unlock")
                    .font(.headline)
            } else {
                Button {
                    model.play(level)
                } label: {
                    Text("\(Image("key-return")) Play")
                        .font(.title3.weight(.bold))
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.play)
            }
        }
        .foregroundColor(.primary)
        .padding(20)
        .drawingGroup()
    }
}
