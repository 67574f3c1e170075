import Foundation
import TesseraSDL

/// A level's card: badge, name, world, stars; locked levels are dimmed with a padlock.
struct LevelCard: View {
    let level: Level
    let isSelected: Bool
    let time: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                LevelBadge(number: level.id, isLocked: level.isLocked)
                Spacer()
                if level.isLocked {
                    PadlockShape()
                        .fill(Color.white.opacity(0.8))
                        .frame(width: 18, height: 22)
                }
            }
            Text(level.name)
                .font(.system(size: 18, weight: .semibold))
                .foregroundColor(.white)
                .lineLimit(1)
            Text(level.world)
                .font(.system(size: 13))
                .foregroundColor(.white.opacity(0.65))
            HStack(spacing: 4) {
                ForEach(0..<3) { index in
                    StarShape()
                        .fill(index < level.stars ? Color.yellow : Color.white.opacity(0.18))
                        .frame(width: 16, height: 16)
                }
            }
        }
        .padding(14)
        .frame(width: 196, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: 14)
                .fill(level.isLocked ? Color(hex: 0x2A2F3D) : Color(hex: 0x27406B))
        )
        .overlay {
            // Locked levels are hatched with a seamless stripe pattern.
            if level.isLocked {
                RoundedRectangle(cornerRadius: 14)
                    .fill(DiagonalStripes(size: 14, lineWidth: 3, color: .black.opacity(0.28)))
            }
        }
        .overlay(
            RoundedRectangle(cornerRadius: 14)
                .strokeBorder(isSelected ? Color.yellow : Color.white.opacity(0.12), lineWidth: isSelected ? 3 : 1)
        )
        .opacity(level.isLocked ? 0.7 : 1)
        .scaleEffect(isSelected ? 1 + 0.02 * sin(time * 5) + 0.03 : 1)
        .shadow(color: .black.opacity(0.5), radius: isSelected ? 12 : 6, y: 4)
    }
}

/// The level number in a coloured disc.
struct LevelBadge: View {
    let number: Int
    let isLocked: Bool

    var body: some View {
        Text("\(number)")
            .font(.system(size: 16, weight: .bold))
            .foregroundColor(.white)
            .frame(width: 32, height: 32)
            .background(Circle().fill(isLocked ? Color.gray : Color.orange))
    }
}
