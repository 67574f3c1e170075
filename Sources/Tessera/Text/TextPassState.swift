import Foundation

/// What layout worked out for one text node this pass: its shaped runs and its last line
/// breaking. Kept beside the text table (`ViewGraph.textScratch.textPassStates`, indexed like
/// `tables.texts`) rather than in `Node`, which every node carries through every pass.
struct TextPassState {
    /// The node's shaped runs in `ViewGraph.textScratch.shapedRuns` (`runStart` -1: not shaped yet).
    var runStart: Int32 = -1
    var runCount: Int32 = 0
    /// The width of the last line breaking (bit pattern; `.max`: none yet) and its lines in
    /// `ViewGraph.textScratch.cachedLines`: stacks ask a text for several heights at one width.
    var cachedWidth: UInt64 = .max
    var cachedStart: Int32 = -1
    var cachedCount: Int32 = 0
}

extension ViewGraph {
    /// The pass state of text `index` (of `tables.texts`). States start empty each pass; the
    /// table grows here, as texts are laid out, so resolution and carried subtrees need not
    /// keep it in step. The pointer stays valid until a text made after it (GeometryReader
    /// content) is asked for; shaping and line breaking make none.
    @inline(__always)
    func textPassState(_ index: Int32) -> UnsafeMutablePointer<TextPassState> {
        let i = Int(index)
        if i >= textScratch.textPassStates.count {
            textScratch.textPassStates.append(
                repeating: TextPassState(), count: max(current.tables.texts.count, i + 1) - textScratch.textPassStates.count)
        }
        return textScratch.textPassStates.base + i
    }
}
