import Foundation

extension View {
    /// Sets a line limit range: text takes at least `limit.lowerBound` lines of room and shows
    /// at most `limit.upperBound` lines.
    @inlinable
    public consuming func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.lineLimit(minimum: limit.lowerBound, maximum: limit.upperBound))
    }

    /// Sets a line limit with a lower bound only: text takes at least that many lines of room.
    @inlinable
    public consuming func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.lineLimit(minimum: limit.lowerBound, maximum: nil))
    }

    /// Sets a line limit with an upper bound only.
    @inlinable
    public consuming func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.lineLimit(minimum: nil, maximum: limit.upperBound))
    }

    /// Lets text shrink down to `factor` of its font size to fit its proposal before truncating.
    /// The factor is clamped to 0.01…1 (NaN: 1).
    @inlinable
    public consuming func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat>> {
        environment(\.minimumScaleFactor, factor.isNaN ? 1 : min(1, max(0.01, factor)))
    }

    /// Lets text tighten the space between its characters (by up to 5% of an em) before
    /// truncating.
    @inlinable
    public consuming func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        environment(\.allowsTightening, flag)
    }

    /// Shows text in this view upper- or lowercased (`nil`: as written).
    @inlinable
    public consuming func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Text.Case?>> {
        environment(\.textCase, textCase)
    }
}

extension _EnvironmentModifier {
    @usableFromInline
    static func lineLimit(minimum: Int?, maximum: Int?) -> _EnvironmentModifier {
        _EnvironmentModifier {
            let low = minimum.map { max(1, $0) }
            $0.lineLimit = maximum.map { max($0, low ?? 1) }
            $0.lineLimitMinimum = low
        }
    }
}
