import Tessera

/// Turns the time between frames into a whole number of fixed simulation steps.
///
/// Elapsed time goes into an accumulator; each full `step` taken out is one `update(dt)` with
/// `dt == step`, so the game runs at the same rate whatever the frame rate. After a stall (a
/// breakpoint, a dragged window, a slow load) the elapsed time is clamped to `maximumElapsed`,
/// so the game does not try to catch up on seconds of updates at once ("spiral of death"), and
/// one `advance` returns at most `maximumStepsPerAdvance` steps whatever the rate and clamp.
///
/// ```swift
/// var clock = FixedStepClock(rate: 60)
/// for _ in 0..<clock.advance(by: 0.5) { game.update(dt: clock.step) }   // 30 updates
/// ```
public struct FixedStepClock: Hashable, Sendable {
    /// The most steps one `advance` returns: a hostile rate (1e308 updates a second) or frame
    /// time cannot make one frame run millions of updates.
    public static let maximumStepsPerAdvance = 1_000

    /// Seconds per update.
    public let step: Double
    /// The most elapsed time one `advance` accepts; more is dropped.
    public let maximumElapsed: Double
    /// Time not yet consumed by a step, in seconds (0 ≤ accumulator < step).
    public private(set) var accumulator: Double = 0
    /// Steps taken since the clock was made.
    public private(set) var totalSteps = 0
    /// Elapsed time dropped by clamping since the clock was made, in seconds.
    public private(set) var droppedTime: Double = 0

    /// - Parameters:
    ///   - rate: updates per second (60 gives `step == 1/60`). Non-finite or non-positive rates,
    ///     and rates so small their step is not finite, fall back to 60.
    ///   - maximumElapsed: the clamp for one frame's elapsed time, in seconds (at least one step).
    public init(rate: Double = 60, maximumElapsed: Double = 0.25) {
        let rate = rate.isFinite && rate > 0 && (1 / rate).isFinite ? rate : 60
        step = 1 / rate
        self.maximumElapsed = maximumElapsed.isFinite ? max(maximumElapsed, step) : 0.25
    }

    /// Adds `elapsed` seconds (clamped to `0...maximumElapsed`; NaN counts as 0) and returns how
    /// many steps are now due, at most `maximumStepsPerAdvance`; they are taken out of the
    /// accumulator, and time due past that budget is dropped (counted in `droppedTime`).
    public mutating func advance(by elapsed: Double) -> Int {
        var elapsed = elapsed.isNaN ? 0 : max(0, elapsed)
        if elapsed > maximumElapsed {
            droppedTime += elapsed - maximumElapsed
            elapsed = maximumElapsed
        }
        accumulator = min(accumulator + elapsed, .greatestFiniteMagnitude)
        // A tolerance of a nanosecond absorbs binary rounding: 30 frames of 1/60 s are 30 steps.
        let tolerance = 1e-9
        let due = ((accumulator + tolerance) / step).rounded(.down)
        var steps = max(0, Int(checked: due))
        if steps > Self.maximumStepsPerAdvance {
            // A huge rate or clamp: the budget runs, the rest of the time is dropped.
            Diagnostics.warnOnce(
                "\(steps) fixed updates were due in one frame (rate \(1 / step)/s); \(Self.maximumStepsPerAdvance) ran and the rest of the time was dropped"
            )
            steps = Self.maximumStepsPerAdvance
            let kept = Double(steps) * step
            droppedTime += max(0, accumulator - kept)
            accumulator = kept
        }
        accumulator = max(0, accumulator - Double(steps) * step)
        totalSteps += steps
        return steps
    }

    /// How far the simulation is into the next step, 0..<1 (to interpolate drawing).
    public var interpolation: Double { min(1, accumulator / step) }
}
