import Foundation

extension Path {
    /// The part of the path between two fractions of its length (0 is its start, 1 its end), as
    /// SwiftUI's `trimmedPath(from:to:)`: curves are flattened, and each piece kept is an open
    /// polyline (a closed subpath's closing line counts towards its length).
    ///
    /// Fractions are clamped to 0…1; a NaN fraction, or `from` at or beyond `to`, gives an empty path.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        guard !start.isNaN, !end.isNaN else { return Path() }
        let from = Swift.min(Swift.max(start, 0), 1), to = Swift.min(Swift.max(end, 0), 1)
        guard from < to else { return Path() }
        if from == 0, to == 1 { return self }
        var polylines = flattened()
        for i in polylines.indices where polylines[i].isClosed {
            if let first = polylines[i].points.first { polylines[i].points.append(first) }
        }
        func length(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = polylines.reduce(0) { sum, line in
            zip(line.points, line.points.dropFirst()).reduce(sum) { $0 + length($1.0, $1.1) }
        }
        guard total > 0 else { return Path() }
        let low = from * total, high = to * total
        var result = Path()
        var walked: CGFloat = 0
        for line in polylines {
            var isDrawing = false
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                let segment = length(a, b)
                let segmentStart = walked, segmentEnd = walked + segment
                walked = segmentEnd
                guard segment > 0, segmentEnd > low, segmentStart < high else { continue }
                func point(at distance: CGFloat) -> CGPoint {
                    let t = Swift.min(Swift.max((distance - segmentStart) / segment, 0), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !isDrawing {
                    result.move(to: point(at: Swift.max(low, segmentStart)))
                    isDrawing = true
                }
                result.addLine(to: point(at: Swift.min(high, segmentEnd)))
            }
        }
        return result
    }
}
