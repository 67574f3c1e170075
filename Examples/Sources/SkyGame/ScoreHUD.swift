import Foundation
import TesseraSDL

/// The game's HUD, in Tessera's SwiftUI-style views: a score panel with the hero's portrait
/// (`Images/hero.png` from the game's own `Assets` folder) and a pause banner.
public struct ScoreHUD: View {
    let coins: Int
    let isPaused: Bool

    public init(coins: Int, isPaused: Bool) {
        self.coins = coins
        self.isPaused = isPaused
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 10) {
                Image("hero")
                    .resizable()
                    .interpolation(.none)
                    .frame(width: 32, height: 32)
                VStack(alignment: .leading, spacing: 2) {
                    Text("HERO").font(.system(size: 11, weight: .bold)).foregroundColor(.white.opacity(0.7))
                    Text("Coins \(coins)").font(.system(size: 18, weight: .semibold)).foregroundColor(.white)
                }
            }
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color.black.opacity(0.45)))
            .padding(12)
            Spacer()
            if isPaused {
                Text("Paused: press Space")
                    .font(.headline)
                    .foregroundColor(.white)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                    .background(Capsule().fill(Color.black.opacity(0.6)))
                    .frame(maxWidth: .infinity)
                    .padding(.bottom, 16)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
