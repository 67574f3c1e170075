import Foundation

/// How a view's content changes when it changes in an animated transaction, as SwiftUI's
/// `ContentTransition`. `.numericText()` rolls the digits that changed (a counting score);
/// the others swap the content at once.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity
        case numericText(countsDown: Bool?)
    }

    let kind: Kind

    /// The new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)
    /// Accepted for SwiftUI compatibility: the content is replaced at once.
    public static let opacity = ContentTransition(kind: .identity)
    /// Accepted for SwiftUI compatibility: the content is replaced at once.
    public static let interpolate = ContentTransition(kind: .identity)

    /// Changed characters roll: new ones come in from below and old ones leave upwards (the
    /// other way when `countsDown`).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// Changed characters roll up when `value` grew since the last frame, down when it shrank.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: nil)).withValue(value)
    }

    /// The value `numericText(value:)` compares (not part of the kind, so the transition stays
    /// the same while the value changes).
    var value: Double?

    private func withValue(_ value: Double) -> ContentTransition {
        var copy = self
        copy.value = value.isFinite ? value : nil
        return copy
    }
}

extension View {
    /// How text inside this view changes in an animated change: `.numericText()` rolls its digits.
    @inlinable
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _AnimationNodeModifier> {
        modifier(_AnimationNodeModifier(node: .contentTransition(transition)))
    }
}

/// Digits of one text rolling from an old value to a new one.
struct DigitRoll {
    /// The old text's runs, their glyph ranges in `oldGlyphs`.
    let oldRuns: [TextRun]
    let oldGlyphs: [PositionedGlyph]
    /// Whether the old digits leave downwards.
    let countsDown: Bool
    /// The line's height in pixels: how far a digit travels.
    let travel: Float
    var amount: AnimationTrack<AnimatableVector4>
}

extension ViewGraph {
    /// Starts rolling the text node `node` when its text changed in an animated change under a
    /// `.numericText()` content transition, and steps a running roll.
    func animateContentTransition(_ node: NodeID, transition: ContentTransition, animation: Animation?, context: inout AnimationWalk) {
        let i = Int(node)
        guard case .text(let index) = current.nodes[i].kind, case .numericText(let countsDown) = transition.kind else { return }
        let key = current.nodes[i].identity
        if let animation, let previous = context.previousNode(key), case .text(let old) = self.previous.nodes[Int(previous)].kind,
            self.previous.tables.texts[Int(old)] != current.tables.texts[Int(index)]
        {
            let glyphs = self.previous.nodes[Int(previous)].drawnGlyphs, operations = self.previous.nodes[Int(previous)].drawnOperations
            // `displayList` is still last pass's here.
            if Int(glyphs.upperBound) <= displayList.glyphs.count, Int(operations.upperBound) <= displayList.operations.count {
                let base = Int(glyphs.lowerBound)
                let runs = displayList.operations[Int(operations.lowerBound)..<Int(operations.upperBound)].compactMap { op -> TextRun? in
                    guard case .text(var run) = op else { return nil }
                    run.glyphs = (run.glyphs.lowerBound - base)..<(run.glyphs.upperBound - base)
                    return run
                }
                var down = countsDown ?? false
                if countsDown == nil, let new = transition.value, let oldValue = animator.rollValues[key] { down = new < oldValue }
                var amount = AnimationTrack(target: AnimatableVector4.zero)
                amount.retarget(to: AnimatableVector4(1), animation: animation.runningOnce, at: animator.time)
                animator.rolls[key] = DigitRoll(
                    oldRuns: runs, oldGlyphs: Array(displayList.glyphs[Int(glyphs.lowerBound)..<Int(glyphs.upperBound)]),
                    countsDown: down, travel: Float(current.nodes[i].frame.height * current.environments[0].displayScale), amount: amount)
            }
        }
        if let value = transition.value { animator.rollValues[key] = value }
        guard var roll = animator.rolls[key] else { return }
        let amount = roll.amount.presented(at: animator.time).lanes.x
        if roll.amount.isAnimating {
            animator.rolls[key] = roll
            animator.rollAmounts[node] = amount
        } else {
            animator.rolls[key] = nil
        }
    }

    /// Rolls the glyphs the text node `node` just drew (from `glyphStart` and `operationStart`):
    /// changed characters, matched from the end, move in while the old ones move out, clipped to
    /// the text's frame.
    func rollDigits(_ node: NodeID, operationStart: Int, glyphStart: Int, grid: PixelGrid) {
        guard let amount = animator.rollAmounts[node], let roll = animator.rolls[current.nodes[Int(node)].identity] else { return }
        let t = Float(amount)
        let direction: Float = roll.countsDown ? -1 : 1
        let newCount = glyphScratch.count - glyphStart, oldCount = roll.oldGlyphs.count
        var oldMoves: [Bool] = Array(repeating: false, count: oldCount)
        for k in 0..<max(newCount, oldCount) {
            let n = newCount - 1 - k, o = oldCount - 1 - k
            let same = n >= 0 && o >= 0 && glyphScratch[glyphStart + n].scalar == roll.oldGlyphs[o].scalar
            if same { continue }
            if n >= 0 { glyphScratch[glyphStart + n].y += direction * (1 - t) * roll.travel }
            if o >= 0 { oldMoves[o] = true }
        }
        for run in roll.oldRuns {
            let start = glyphScratch.count
            for g in run.glyphs where g < oldCount && oldMoves[g] {
                var glyph = roll.oldGlyphs[g]
                glyph.y -= direction * t * roll.travel
                glyphScratch.append(glyph)
            }
            if glyphScratch.count > start {
                var moved = run
                moved.glyphs = start..<glyphScratch.count
                displayList.operations.append(.text(moved))
            }
        }
        let clip = grid.pixelRect(presentedFrame(node))
        displayList.operations.insert(.pushClip(.rect(clip), antialiased: false), at: operationStart)
        displayList.operations.append(.popClip)
    }
}
