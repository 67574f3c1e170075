import Foundation
import TesseraSDL

/// A level being played: a short "loading the level" card, then the result with stars, the new
/// best time and a score that counts up.
struct RunOverlay: View {
    let model: GameModel
    let run: GameModel.Run

    var body: some View {
        let level = model.level(id: run.levelID)
        ZStack {
            Color.black.opacity(0.25)
            VStack(spacing: 14) {
                DisplayTitle(text: level?.name ?? "", style: .largeTitle)
                if let result = run.result {
                    HStack(spacing: 10) {
                        ForEach(0..<3) { index in
                            Image(index < result.stars ? "star" : "star-empty").resizable().frame(width: 44, height: 44)
                        }
                    }
                    Text(verbatim: "\(model.countedScore)")
                        .font(.largeTitle.weight(.heavy).monospacedDigit())
                        .foregroundColor(Theme.gold)
                        .contentTransition(.numericText(value: Double(model.countedScore)))
                    Text(verbatim: "Time \(Level.format(result.time))" + (result.isNewBest ? "  ·  New best!" : ""))
                        .font(.title3.monospacedDigit())
                } else {
                    Text("Playing…").font(.title3)
                    ProgressBar(progress: min(1, (model.time - run.startedAt) / GameModel.runDuration))
                        .frame(width: 280, height: 10)
                }
            }
            .foregroundColor(.primary)
            .padding(32)
            .frame(minWidth: 420)
            .glassPanel(model.settings.material)
        }
    }
}

/// A thin rounded progress bar.
struct ProgressBar: View {
    let progress: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.white.opacity(0.2))
                Capsule().fill(Theme.gold).frame(width: proxy.size.width * progress)
            }
        }
    }
}
