import Foundation

/// Containers carried with their children: a container the pass made afresh (its parent's
/// `body` ran) whose children are all carried from one container of last pass, in the same
/// order, and which has that container's kind, environment, identity and priority, lays out and
/// draws as that container did. Its measured sizes, placement and drawn operations are carried
/// too, so a grid whose rows are rebuilt around unchanged cards lays out and draws only the rows
/// that changed, not every row again (the cards themselves are carried by ViewGraph+Reuse.swift).
///
/// Only plain containers qualify (`NodeKind.isSameContainer`): a kind naming a side-table entry
/// (a clip shape, an interaction) could differ behind an equal index.
extension ViewGraph {
    /// Carries every fresh container of this pass that matches one of last pass (see above).
    func carryUnchangedContainers() {
        counters.carriedContainers = 0
        guard reusedSubtreeCount > 0 else { return }
        _ = carryIfUnchanged(0)
    }

    /// Whether `node` is carried from last pass, after trying to carry its fresh descendants.
    private func carryIfUnchanged(_ node: NodeID) -> Bool {
        let i = Int(node)
        if current.nodes[i].isCarried { return true }
        guard hasStackRoom() else { return false }
        var allCarried = current.nodes[i].childCount > 0
        var oldParent: NodeID = -1, previousOld: NodeID = -1
        var child = current.nodes[i].firstChild
        while child >= 0 {
            // Every child is visited, so fresh containers deeper down are carried too.
            if carryIfUnchanged(child), allCarried {
                let old = current.nodes[Int(child)].lastPassIndex
                if old < 0 || Int(old) >= self.previous.nodes.count {
                    allCarried = false
                } else if previousOld < 0 {
                    oldParent = self.previous.nodes[Int(old)].parent
                    allCarried = oldParent >= 0 && self.previous.nodes[Int(oldParent)].firstChild == old
                } else {
                    allCarried = self.previous.nodes[Int(previousOld)].nextSibling == old
                }
                previousOld = old
            } else {
                allCarried = false
            }
            child = current.nodes[Int(child)].nextSibling
        }
        guard allCarried, self.previous.nodes[Int(previousOld)].nextSibling < 0, matches(node, oldParent) else { return false }
        let old = self.previous.nodes[Int(oldParent)]
        current.nodes[i].isCarried = true
        current.nodes[i].flags = old.flags
        addFlags(old.flags, from: current.nodes[i].parent)
        current.nodes[i].lastPassIndex = oldParent
        current.nodes[i].frame = old.frame
        current.nodes[i].placementProposal = old.placementProposal
        current.nodes[i].wasPlacedLastPass = old.isPlaced
        current.nodes[i].drawnOperations = old.drawnOperations
        current.nodes[i].drawnGlyphs = old.drawnGlyphs
        current.nodes[i].drawnInList = old.drawnInList
        reuse.carriedSizes.append(SizeCache.CarriedRows(from: oldParent, to: node, count: 1))
        counters.carriedContainers += 1
        return true
    }

    /// Whether fresh `node` stands where container `old` of last pass stood, as it was.
    private func matches(_ node: NodeID, _ old: NodeID) -> Bool {
        let new = current.nodes[Int(node)], previous = self.previous.nodes[Int(old)]
        guard new.identity == previous.identity, new.childCount == previous.childCount,
            new.explicitPriority == previous.explicitPriority, new.kind.isSameContainer(as: previous.kind)
        else { return false }
        return current.environments[Int(new.environment)].isIdentical(to: self.previous.environments[Int(previous.environment)])
    }
}

extension NodeKind {
    /// Whether the two kinds are the same plain container (the kinds rows of views are made of:
    /// stacks, paddings, fixed frames, `fixedSize`, backgrounds and overlays without tiling). Any
    /// other kind answers `false`, which only means "not carried".
    func isSameContainer(as other: NodeKind) -> Bool {
        switch (self, other) {
        case (.stack(let a), .stack(let b)):
            a.axis == b.axis && a.alignment == b.alignment && a.spacing == b.spacing
        case (.zStack(let a), .zStack(let b)):
            a.alignment == b.alignment
        case (.padding(let a), .padding(let b)):
            a.insets == b.insets
        case (.frame(let a), .frame(let b)):
            a.width == b.width && a.height == b.height && a.alignment == b.alignment
        case (.fixedSize(let a), .fixedSize(let b)):
            a.horizontal == b.horizontal && a.vertical == b.vertical
        case (.secondary(let a), .secondary(let b)):
            a.tiling < 0 && b.tiling < 0 && a.alignment == b.alignment && a.isBackground == b.isBackground && a.isMask == b.isMask
        default:
            false
        }
    }
}
