import Foundation
import TesseraSDL

/// The panel describing the selected level.
struct LevelDetails: View {
    let level: Level
    let launched: Level?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Level \(level.id)")
                .font(.system(size: 14, weight: .semibold))
                .foregroundColor(.orange)
            Text(level.name)
                .font(.system(size: 28, weight: .bold))
                .foregroundColor(.white)
            Text(description)
                .font(.system(size: 15))
                .foregroundColor(.white.opacity(0.8))
                .lineSpacing(2)
            Divider()
            HStack {
                Text("Best time")
                    .foregroundColor(.white.opacity(0.6))
                Spacer()
                Text(level.bestTime.map(Self.format) ?? "—")
                    .foregroundColor(.white)
            }
            .font(.system(size: 15))
            Text(buttonTitle)
                .font(.system(size: 17, weight: .bold))
                .foregroundColor(level.isLocked ? .white.opacity(0.5) : .black)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
                .background(Capsule().fill(level.isLocked ? Color.gray.opacity(0.4) : Color.yellow))
        }
        .padding(22)
        // A dark inset keeps small text readable over the panel's pattern.
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.black.opacity(0.5)).padding(10))
        // The riveted panel: a nine-slice that tiles, grown to whole tiles so no broken tile shows.
        .tiledBackground(with: Image("panel"), capInsets: EdgeInsets(all: 8))
    }

    private var description: String {
        level.isLocked
            ? "Finish the levels before this one to unlock it."
            : "Explore the \(level.world.lowercased()) of \(level.name) and collect every star before the torches fade."
    }

    private var buttonTitle: String {
        if level.isLocked { return "Locked" }
        return launched == level ? "Loading…" : "Play"
    }

    static func format(_ seconds: Double) -> String {
        String(format: "%d:%04.1f", Int(seconds) / 60, seconds.truncatingRemainder(dividingBy: 60))
    }
}
