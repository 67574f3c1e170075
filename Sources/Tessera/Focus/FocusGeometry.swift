import Foundation

/// The geometry of a directional focus move, as a TV focus engine does it: a candidate lies in
/// the direction when its near edge is at or past the current view's far edge (half a point of
/// slack); among those, candidates that overlap the current view along the other axis come
/// first, nearest along the move first; then the rest by the distance between the two frames.
/// Ties go to the perpendicular distance between centres, then to layout order.
enum FocusGeometry {
    /// Half a point: frames that touch or overlap by rounding still count as beside each other.
    static let slack: CGFloat = 0.5

    /// Whether `candidate` lies in `direction` from `current`.
    static func lies(_ candidate: CGRect, in direction: MoveCommandDirection, of current: CGRect) -> Bool {
        switch direction {
        case .right: candidate.minX >= current.maxX - slack
        case .left: candidate.maxX <= current.minX + slack
        case .down: candidate.minY >= current.maxY - slack
        case .up: candidate.maxY <= current.minY + slack
        }
    }

    /// How good a move from `current` to `candidate` in `direction` is: lower is better,
    /// compared field by field.
    static func score(_ candidate: CGRect, from current: CGRect, in direction: MoveCommandDirection) -> Score {
        let horizontal = direction == .left || direction == .right
        // Gap along the move (0 when touching or overlapping) and across it.
        let along: CGFloat
        switch direction {
        case .right: along = max(0, candidate.minX - current.maxX)
        case .left: along = max(0, current.minX - candidate.maxX)
        case .down: along = max(0, candidate.minY - current.maxY)
        case .up: along = max(0, current.minY - candidate.maxY)
        }
        let overlap =
            horizontal
            ? min(candidate.maxY, current.maxY) - max(candidate.minY, current.minY)
            : min(candidate.maxX, current.maxX) - max(candidate.minX, current.minX)
        let across =
            horizontal
            ? max(0, max(candidate.minY - current.maxY, current.minY - candidate.maxY))
            : max(0, max(candidate.minX - current.maxX, current.minX - candidate.maxX))
        let centres = horizontal ? abs(candidate.midY - current.midY) : abs(candidate.midX - current.midX)
        if overlap > 0 { return Score(group: 0, distance: along, centres: centres) }
        return Score(group: 1, distance: (along * along + across * across).squareRoot(), centres: centres)
    }

    /// A move's rank: overlapping candidates (group 0) before the others, then distance, then
    /// the offset between centres.
    struct Score: Comparable {
        var group: Int
        var distance: CGFloat
        var centres: CGFloat

        static func < (a: Score, b: Score) -> Bool {
            if a.group != b.group { return a.group < b.group }
            if a.distance != b.distance { return a.distance < b.distance }
            return a.centres < b.centres
        }
    }
}
