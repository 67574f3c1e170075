import Foundation
import TesseraSDL

/// The player's progress: every level's stars, coins and best time, and what they unlock.
@Observable
final class Progress {
    var levels = Level.sample

    var totalStars: Int { levels.reduce(0) { $0 + $1.stars } }
    var totalCoins: Int { levels.reduce(0) { $0 + $1.coins } }
    /// Gems: one per three stars, plus a few found.
    var gems: Int { totalStars / 3 + 4 }

    func level(id: Int) -> Level? { levels.first { $0.id == id } }

    func isLocked(_ level: Level) -> Bool { totalStars < level.starsToUnlock }

    /// The progress as at launch (a new pass of the demo script).
    func reset() {
        levels = Level.sample
    }
}
