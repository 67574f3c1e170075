import Foundation

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        // Display-list numbers stay finite (docs/Robustness.md): a NaN or negative width draws
        // nothing, ∞ and huge widths are capped; a dash pattern with a NaN, ∞ or negative entry,
        // or one that sums to almost nothing, is dropped (solid line), as Core Graphics ignores it.
        let validDash = dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.reduce(0, +) >= 0.01
        if !lineWidth.isFinite || (!dash.isEmpty && !validDash) || !dashPhase.isFinite || !miterLimit.isFinite {
            Diagnostics.warnOnce("StrokeStyle(lineWidth: \(lineWidth), dash: \(dash), dashPhase: \(dashPhase)) has NaN, ∞ or a degenerate dash; using width \(LayoutLimits.length(lineWidth)) and a solid line")
        }
        self.lineWidth = LayoutLimits.length(lineWidth)
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit.isFinite ? miterLimit : 10
        self.dash = validDash ? dash : []
        self.dashPhase = dashPhase.isFinite ? LayoutLimits.coordinate(dashPhase) : 0
    }

    /// How the ends of a stroked open path are drawn.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// How corners of a stroked path are joined.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
}
