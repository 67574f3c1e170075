import Foundation
import TesseraSDL

/// A level-info card on its world's tiled texture: picture, title, difficulty, stars and coins
/// inline in the text, the best time in monospaced digits, a "NEW" badge on open levels not yet
/// played; locked levels are opaque, striped behind the content, with a padlock and the unlock
/// rule.
struct LevelCard: View {
    let level: Level
    let isLocked: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .top, spacing: 8) {
                Image(isLocked ? "picture-\(level.id)-locked" : "picture-\(level.id)")
                    .resizable()
                    .frame(width: 64, height: 40)
                    .overlay(RoundedRectangle(cornerRadius: 4).strokeBorder(Color.black.opacity(0.6), lineWidth: 1))
                    .overlay(alignment: .center) {
                        if isLocked { Image("padlock").resizable().frame(width: 24, height: 24) }
                    }
                    // A sticker on the picture's corner: it takes no room from the text.
                    .overlay(alignment: .topTrailing) {
                        if !isLocked && level.stars == 0 { NewBadge().offset(x: 6, y: -7) }
                    }
                VStack(alignment: .leading, spacing: 2) {
                    Text(verbatim: "Level \(level.id)")
                        .font(.caption.weight(.bold))
                        .foregroundColor(Theme.gold)
                        // One line at every text size: it shrinks rather than wrapping its number.
                        .lineLimit(1)
                        .minimumScaleFactor(0.6)
                    DifficultyDots(difficulty: level.difficulty)
                }
                Spacer(minLength: 0)
            }
            DisplayTitle(text: level.name, style: .headline)
                .lineLimit(1)
                .minimumScaleFactor(0.6)
            if isLocked {
                Text("Collect \(level.starsToUnlock) \(Image("star"))")
                    .font(.subheadline.weight(.semibold))
                    .foregroundColor(Theme.cardText)
            } else {
                Text("\(Image(level.stars > 0 ? "star" : "star-empty")) \(level.stars)/3   \(Image("coin")) \(level.coins)")
                    .font(.subheadline)
                    .foregroundColor(Theme.cardText)
                Text(verbatim: level.bestTimeText)
                    .font(.subheadline.monospacedDigit())
                    .foregroundColor(Theme.cardText.opacity(0.8))
            }
        }
        .padding(14)
        .frame(width: Theme.cardWidth, alignment: .topLeading)
        .frame(minHeight: Theme.cardMinHeight, alignment: .topLeading)
        // The stripes sit between the texture and the content, never over the text.
        .background {
            if isLocked {
                RoundedRectangle(cornerRadius: 6)
                    .fill(DiagonalStripes(size: 16, lineWidth: 5, color: .black.opacity(0.35)))
                    .padding(4)
            }
        }
        .tiledBackground(with: Image("card-\(level.world.material)"), capInsets: Theme.cardCaps)
    }
}

/// One to three filled pips for a level's difficulty.
struct DifficultyDots: View {
    let difficulty: Int

    var body: some View {
        HStack(spacing: 3) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(index < difficulty ? Color(tesseraHex: 0xFF8A3D) : Color.white.opacity(0.25))
                    .frame(width: 7, height: 7)
            }
        }
    }
}

/// The badge of an open level nobody has played yet: where to go next.
struct NewBadge: View {
    var body: some View {
        Text(verbatim: "NEW")
            // A sticker of fixed size: at large text sizes it would cover the picture.
            .font(.system(size: 9, weight: .heavy))
            .foregroundColor(Color(tesseraHex: 0x0B2A2A))
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(Capsule().fill(Color(tesseraHex: 0x5FE3C8)))
            .overlay(Capsule().strokeBorder(Color.black.opacity(0.5), lineWidth: 1))
    }
}
