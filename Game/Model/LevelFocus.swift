import Foundation
import TesseraSDL

/// The level the focus is on, and how far its card has lifted.
///
/// The lift is kept as a value the clock writes only while a card is lifting, rather than
/// worked out from the clock in each `body`: the grid then reads nothing that changes on a
/// frame where focus rests, and is not evaluated.
@Observable
final class LevelFocus {
    /// How long a card takes to lift when focus arrives (and to settle when it leaves).
    static let liftDuration = 0.25

    /// The level the focus is on (the detail panel shows it), `nil` before focus arrives.
    private(set) var levelID: Int?
    /// The level focus left last: its card eases down while the new one lifts.
    private(set) var previousLevelID: Int?
    /// 0 when focus just moved … 1 when the new card is up (eased out).
    private(set) var lift: Double = 1
    @ObservationIgnored private var movedAt = -Double.infinity

    /// Moves focus to `id` at clock time `time`.
    func move(to id: Int?, at time: Double) {
        guard id != levelID else { return }
        previousLevelID = levelID
        levelID = id
        movedAt = time
        lift = 0
    }

    /// Moves the lift on to clock time `time` (written only while it changes).
    func advance(to time: Double) {
        let t = min(1, max(0, (time - movedAt) / Self.liftDuration))
        let eased = 1 - (1 - t) * (1 - t) * (1 - t)
        if eased != lift { lift = eased }
    }

    /// How lifted a level's card is: 0 resting … 1 focused.
    func amount(of id: Int) -> Double {
        if id == levelID { return lift }
        if id == previousLevelID { return 1 - lift }
        return 0
    }
}
