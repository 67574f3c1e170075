import Foundation

/// A color gradient: an array of colour stops, each a colour and a location in 0...1.
public struct Gradient: Hashable, Sendable {
    /// One colour stop.
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: Color
        /// Where the stop sits, 0 at the gradient's start and 1 at its end.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $1, location: n > 1 ? CGFloat($0) / CGFloat(n - 1) : 0) }
    }

    /// The stops resolved in an environment.
    func resolvedStops(in environment: EnvironmentValues) -> [GradientPaint.Stop] {
        stops.map { GradientPaint.Stop(color: $0.color.resolve(in: environment), location: $0.location) }
    }
}
