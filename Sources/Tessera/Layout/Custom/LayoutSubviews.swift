import Foundation

/// The subviews of a `Layout`'s container, in view-tree order: a random-access collection of
/// proxies to ask for sizes and to place.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    unowned(unsafe) let graph: ViewGraph
    let container: NodeID
    let nodes: [NodeID]
    let placements: LayoutPlacements?

    init(graph: ViewGraph, container: NodeID, placements: LayoutPlacements?) {
        self.graph = graph
        self.container = container
        var nodes: [NodeID] = []
        graph.forEachChild(of: container) { nodes.append($0) }
        self.nodes = nodes
        self.placements = placements
    }

    private init(graph: ViewGraph, container: NodeID, nodes: [NodeID], placements: LayoutPlacements?) {
        self.graph = graph
        self.container = container
        self.nodes = nodes
        self.placements = placements
    }

    /// The index of the first subview.
    public var startIndex: Int { 0 }
    /// One past the index of the last subview.
    public var endIndex: Int { nodes.count }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(graph: graph, node: nodes[index], placements: placements)
    }

    /// The subviews in `bounds`, as a collection of their own (indexed from zero).
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(graph: graph, container: container, nodes: Array(nodes[bounds]), placements: placements)
    }

    /// The subviews at `indices`.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(graph: graph, container: container, nodes: indices.map { nodes[$0] }, placements: placements)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.graph === rhs.graph && lhs.nodes == rhs.nodes
    }

    /// Whether these are all of the container's subviews, in order (built-in layouts then run
    /// their node algorithm on the container itself).
    var isWholeContainer: Bool {
        var index = 0
        var whole = true
        graph.forEachChild(of: container) { child in
            if index >= nodes.count || nodes[index] != child { whole = false }
            index += 1
        }
        return whole && index == nodes.count
    }
}

/// The subviews a layout has placed during one `placeSubviews` call; the others are placed at
/// the centre of the bounds afterwards, as SwiftUI does.
final class LayoutPlacements {
    var placed: Set<NodeID> = []
}

/// A proxy for one subview of a `Layout`: ask it for sizes, then place it once.
public struct LayoutSubview: Equatable {
    unowned(unsafe) let graph: ViewGraph
    let node: NodeID
    let placements: LayoutPlacements?

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        graph.size(of: node, proposal: proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        let graph = graph, node = node
        return ViewDimensions(size: size) { key in graph.explicitAlignment(key, of: node, proposal: proposal, size: size) }
    }

    /// The subview's layout priority (a `Spacer`'s is −∞).
    public var priority: Double { graph.priority(of: node) }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { ViewSpacing(graph: graph, node: node) }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, else its default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        graph.layoutValue(K.self, of: node) ?? K.defaultValue
    }

    /// Places the subview so that `anchor` (a unit point of its size) is at `position`, sized
    /// for `proposal`. Only call it from `placeSubviews`; the last call wins.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let placements else {
            Diagnostics.warnOnce("LayoutSubview.place(at:) called outside placeSubviews(in:proposal:subviews:cache:): ignored")
            return
        }
        var position = position
        if !position.x.isFinite || !position.y.isFinite {
            Diagnostics.warnOnce("LayoutSubview.place(at:) with a non-finite position \(position): placed at a finite one")
            position = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        }
        let size = sizeThatFits(proposal)
        let x = position.x - anchor.x * size.width
        let y = position.y - anchor.y * size.height
        placements.placed.insert(node)
        graph.place(node, at: CGPoint(x: x, y: y), proposal: proposal, size: size)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.graph === rhs.graph && lhs.node == rhs.node
    }
}
