import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (docs/LayoutRules.md §2.3), with SwiftUI's init normalisation and the iOS 17 ("v5") placement
/// rule that keeps asking an unconstrained child for its ideal size.
struct FlexibleFrameLayout: NodeLayout {
    /// One axis's constraints, normalised.
    struct Constraint {
        // Stored with NaN for "unset" (the init turns a NaN argument into unset, so NaN is never
        // a value): three `CGFloat?` take 48 bytes, and a frame is copied out of its side table
        // each time layout asks it.
        private var storedMin: CGFloat = .nan
        private var storedIdeal: CGFloat = .nan
        private var storedMax: CGFloat = .nan

        var min: CGFloat? {
            get { storedMin.isNaN ? nil : storedMin }
            set { storedMin = newValue ?? .nan }
        }
        var ideal: CGFloat? {
            get { storedIdeal.isNaN ? nil : storedIdeal }
            set { storedIdeal = newValue ?? .nan }
        }
        var max: CGFloat? {
            get { storedMax.isNaN ? nil : storedMax }
            set { storedMax = newValue ?? .nan }
        }

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            // NaN means "unset": bad input must not poison layout.
            if [min, ideal, max].contains(where: { $0?.isNaN ?? false }) {
                Diagnostics.warnOnce(
                    "Invalid frame dimension (NaN): frame(min: \(String(describing: min)), ideal: \(String(describing: ideal)), max: \(String(describing: max))); NaN is treated as nil"
                )
            }
            let minimum = min.flatMap { $0.isNaN ? nil : Swift.max($0, 0) }
            let idealValue = ideal.flatMap { $0.isNaN ? nil : Swift.max(minimum ?? 0, $0) }
            // Not raised to `min` when `ideal` is nil: contradictory frames keep `max` (OSU, verified).
            let maximum = max.flatMap { $0.isNaN ? nil : Swift.max(idealValue ?? 0, $0) }
            self.min = minimum
            self.ideal = idealValue
            self.max = maximum
        }

        /// `min(max(v, lo), hi)`: with lo > hi the upper bound wins.
        func clamp(_ v: CGFloat) -> CGFloat {
            Swift.min(Swift.max(v, min ?? -.infinity), max ?? .infinity)
        }

        func childProposal(_ p: CGFloat?) -> CGFloat? {
            (p ?? ideal).map(clamp)
        }

        /// The frame's size on this axis when the child need not be asked.
        func decided(_ p: CGFloat?) -> CGFloat? {
            if let p {
                if let min, let max, min <= max { return Swift.min(Swift.max(p, min), max) }
                return nil
            }
            return ideal
        }

        /// The frame's size on this axis from the child's answer.
        func fromChild(_ childSize: CGFloat, childProposal cp: CGFloat?) -> CGFloat {
            switch (min, max) {
            case (let min?, let max?) where min <= max:
                return Swift.min(Swift.max(childSize, min), max)
            case (let min?, nil):
                return Swift.max(Swift.min(cp ?? .infinity, childSize), min)
            case (nil, let max?):
                return Swift.min(Swift.max(cp ?? -.infinity, childSize), max)
            default:
                return childSize
            }
        }

        /// What the child is proposed at placement (v5): the frame's size, except `nil` while
        /// the frame is unconstrained here and was asked for its ideal size.
        func placementProposal(frameSize: CGFloat, proposal: CGFloat?) -> CGFloat? {
            if ideal == nil, proposal == nil, (min ?? -.infinity) < frameSize, frameSize < (max ?? .infinity) {
                return nil
            }
            return frameSize
        }
    }

    var width: Constraint
    var height: Constraint
    var alignment: Alignment

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(p.width), height: height.childProposal(p.height))
    }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        let w = width.decided(p.width), h = height.decided(p.height)
        if let w, let h { return CGSize(width: w, height: h) }
        let cp = childProposal(p, node: node, graph: graph)
        let childSize = graph.firstChild(of: node).map { graph.size(of: $0, proposal: cp) } ?? .zero
        return CGSize(
            width: w ?? width.fromChild(childSize.width, childProposal: cp.width),
            height: h ?? height.fromChild(childSize.height, childProposal: cp.height)
        )
    }

    func placementChildProposal(_ p: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        ProposedViewSize(
            width: width.placementProposal(frameSize: size.width, proposal: p.width),
            height: height.placementProposal(frameSize: size.height, proposal: p.height)
        )
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        let cp = placementChildProposal(proposal, size: bounds.size)
        graph.placeAligned(childrenOf: node, in: bounds, proposal: cp, alignment: alignment)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        guard let child = graph.firstChild(of: node) else { return nil }
        return graph.explicitAlignmentOfAlignedChild(
            key, child: child, childProposal: placementChildProposal(proposal, size: size),
            containerSize: size, alignment: alignment)
    }
}
