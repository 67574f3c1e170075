import Foundation
import TesseraSDL

/// The whole HUD: a title bar, the grid of level cards, and a details panel for the selection.
struct LevelSelectScreen: View {
    let state: LevelSelectState

    var body: some View {
        VStack(spacing: 20) {
            TitleBar(totalStars: state.totalStars, maximumStars: state.levels.count * 3, gems: state.gems, time: state.time)
            HStack(alignment: .top, spacing: 24) {
                LevelGrid(levels: state.levels, selection: state.selection, time: state.time)
                LevelDetails(level: state.selectedLevel, launched: state.launched)
                    .frame(width: 300)
                    // Keep the panel at its ideal height instead of sharing the row's proposal.
                    .fixedSize(horizontal: false, vertical: true)
            }
            Spacer(minLength: 0)
            Text("← → ↑ ↓ choose   ⏎ play   esc quit")
                .font(.system(size: 14))
                .foregroundColor(.white.opacity(0.7))
        }
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The screen's title and the player's star count.
struct TitleBar: View {
    let totalStars: Int
    let maximumStars: Int
    let gems: Int
    let time: Double

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("Select a Level")
                .font(.system(size: 40, weight: .bold))
                .foregroundColor(.white)
            Spacer()
            HStack(spacing: 8) {
                Image("gem")
                    .resizable()
                    .frame(width: 24, height: 24)
                Text("\(gems)")
                    .font(.system(size: 22, weight: .semibold))
                    .foregroundColor(.cyan)
            }
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(Capsule().fill(Color.black.opacity(0.45)))
            HStack(spacing: 8) {
                StarShape()
                    .fill(Color.yellow)
                    .frame(width: 22, height: 22)
                    .rotationEffect(.degrees(sin(time * 2) * 8))
                Text("\(totalStars) / \(maximumStars)")
                    .font(.system(size: 22, weight: .semibold))
                    .foregroundColor(.yellow)
            }
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(Capsule().fill(Color.black.opacity(0.45)))
        }
    }
}

/// Four columns of level cards.
struct LevelGrid: View {
    let levels: [Level]
    let selection: Int
    let time: Double

    var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<((levels.count + LevelSelectState.columns - 1) / LevelSelectState.columns), id: \.self) { row in
                HStack(spacing: 16) {
                    ForEach(levels[(row * LevelSelectState.columns)..<min(levels.count, (row + 1) * LevelSelectState.columns)]) { level in
                        LevelCard(level: level, isSelected: level.id - 1 == selection, time: time)
                    }
                }
            }
        }
    }
}
