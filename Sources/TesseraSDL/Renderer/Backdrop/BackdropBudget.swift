/// What one frame has spent on blurred backdrops (docs/Robustness.md, "Materials"): a frame with
/// a thousand materials blurs the first few and draws the rest in their plain tint, so neither
/// its memory (one slot texture per blurred backdrop) nor its time grows with the count.
struct BackdropBudget {
    /// Backdrops blurred (or reused) so far in the frame.
    private(set) var blurred = 0
    /// Canvas pixels those backdrops cover.
    private(set) var pixels = 0

    /// Whether a backdrop covering `area` canvas pixels may still blur in this frame of
    /// `canvasPixels`; spends its share of the budget when it may.
    mutating func admit(area: Int, canvasPixels: Int, limits: RenderLimits = .current) -> Bool {
        let (total, overflow) = limits.maximumBlurredBackdropCanvases.multipliedReportingOverflow(by: max(canvasPixels, 1))
        let pixelBudget = overflow ? Int.max : total
        guard blurred < limits.maximumBlurredBackdropsPerFrame, area <= pixelBudget - pixels else { return false }
        blurred += 1
        pixels += area
        return true
    }
}
