import Foundation

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's thickness, centred on the outline.
    public var lineWidth: CGFloat
    /// How open ends are drawn. The SDL backend draws round caps on open paths whatever is set.
    public var lineCap: LineCap
    /// How corners are joined. The SDL backend draws round joins on open paths whatever is set.
    public var lineJoin: LineJoin
    /// How far a miter join may reach, in line widths.
    public var miterLimit: CGFloat
    /// Dash and gap lengths; accepted for SwiftUI compatibility, the SDL backend draws solid lines.
    public var dash: [CGFloat]
    /// Where in the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke; the defaults are a solid 1-point line with butt caps and miter joins.
    public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        // Display-list numbers stay finite (docs/Robustness.md): a NaN or negative width draws
        // nothing, ∞ and huge widths are capped; a dash pattern with a NaN, ∞ or negative entry,
        // or one that sums to almost nothing, is dropped (solid line), as Core Graphics ignores it.
        let validDash = dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.reduce(0, +) >= 0.01
        if !lineWidth.isFinite || (!dash.isEmpty && !validDash) || !dashPhase.isFinite || !miterLimit.isFinite {
            Diagnostics.warnOnce(
                "StrokeStyle(lineWidth: \(lineWidth), dash: \(dash), dashPhase: \(dashPhase)) has NaN, ∞ or a degenerate dash; using width \(LayoutLimits.length(lineWidth)) and a solid line"
            )
        }
        self.lineWidth = LayoutLimits.length(lineWidth)
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit.isFinite ? miterLimit : 10
        self.dash = validDash ? dash : []
        self.dashPhase = dashPhase.isFinite ? LayoutLimits.coordinate(dashPhase) : 0
    }

    /// How the ends of a stroked open path are drawn.
    public enum LineCap: Hashable, Sendable {
        /// Ends flat at the end point; a half-circle around it; a half-square beyond it.
        case butt, round, square
    }
    /// How corners of a stroked path are joined.
    public enum LineJoin: Hashable, Sendable {
        /// A sharp corner (up to `miterLimit`); a rounded corner; a corner cut off flat.
        case miter, round, bevel
    }
}
