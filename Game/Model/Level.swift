import Foundation

/// A world of levels: its name and the texture its cards are drawn on.
enum World: Int, CaseIterable, Hashable {
    case caverns, woods, foundry

    /// The world's name, shown in the top bar and on its cards.
    var name: String {
        switch self {
        case .caverns: "Stone Caverns"
        case .woods: "Timber Woods"
        case .foundry: "Iron Foundry"
        }
    }

    /// The asset suffix of the world's card texture (`card-stone`); pictures are per level
    /// (`picture-3`, `banner-3`).
    var material: String {
        switch self {
        case .caverns: "stone"
        case .woods: "wood"
        case .foundry: "metal"
        }
    }
}

/// One level on the select screen.
struct Level: Identifiable, Equatable {
    let id: Int
    var name: String
    var world: World
    /// 1 (easy) … 3 (hard).
    var difficulty: Int
    var stars: Int
    var coins: Int
    var bestTime: Double?
    /// Stars needed in total before the level opens.
    var starsToUnlock: Int

    /// The best time as `m:ss.s`, or a dash before the first finish.
    var bestTimeText: String {
        guard let bestTime else { return "–:––.–" }
        return Level.format(bestTime)
    }
}

extension Level {
    /// Three worlds of eight levels: enough that the grid scrolls; the first levels are played.
    static let sample: [Level] = {
        let names = [
            "Crystal Drift", "Ember Falls", "Moss Hollow", "Sunken Vault", "Echo Well", "Glow Grotto", "Rune Gate", "Deep Root",
            "Pine Ridge", "Hollow Oak", "Fern Path", "Rope Bridge", "Owl Roost", "Mill Race", "Bramble Run", "Old Grove",
            "Anvil Row", "Gear Works", "Slag Falls", "Copper Core", "Boiler Deck", "Chain Lift", "Rivet Rise", "The Furnace",
        ]
        let played = [3, 2, 3, 1, 2, 3, 0, 0, 2, 1]
        let times = [83.4, 121.9, 97.2, 154.0, 110.5, 72.8, 0, 0, 140.2, 188.6]
        return names.enumerated().map { index, name in
            let world = World(rawValue: index / 8)!
            let stars = index < played.count ? played[index] : 0
            return Level(
                id: index + 1, name: name, world: world, difficulty: 1 + (index % 8) / 3, stars: stars,
                coins: stars * 40 + (stars > 0 ? index * 3 : 0), bestTime: stars > 0 ? times[index] : nil,
                starsToUnlock: index < 8 ? 0 : (index - 6) * 2)
        }
    }()
}

extension Level {
    /// Seconds as `m:ss.s`.
    static func format(_ seconds: Double) -> String {
        String(format: "%d:%04.1f", Int(seconds) / 60, seconds.truncatingRemainder(dividingBy: 60))
    }
}
