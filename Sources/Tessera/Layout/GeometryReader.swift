import Foundation

/// `GeometryReader` (docs/LayoutRules.md §8.1): takes the whole proposal (10 on a `nil` axis — the
/// open question §13.1 answered with what real SwiftUI users observe, not OSU's 0) and makes its
/// content during placement, when its size is known, placing it at the top-leading corner.
struct GeometryReaderLayout {
    static let unspecifiedLength: CGFloat = 10

    let makeContent: (GeometryProxy, _ViewInputs) -> Void

    static func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        p.replacingUnspecifiedDimensions(by: CGSize(width: Self.unspecifiedLength, height: Self.unspecifiedLength))
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, graph: ViewGraph) {
        let proxy = GeometryProxy(graph: graph, node: node, frame: graph.mirroredFrame(bounds, of: node))
        graph.makeDeferredContent(of: node) { inputs in makeContent(proxy, inputs) }
        let cp = ProposedViewSize(bounds.size)
        graph.forEachChild(of: node) { graph.place($0, at: bounds.origin, proposal: cp) }
    }
}

/// Content made during layout: a `ZStack` of views built on demand — after the views it depends
/// on are placed (`backgroundPreferenceValue`, `overlayPreferenceValue`).
struct DeferredLayout {
    var alignment: Alignment
    let makeContent: (NodeID, _ViewInputs) -> Void
}

extension ViewGraph {
    /// Makes content for `node` now (once per pass), and prepares it for layout.
    func makeDeferredContent(of node: NodeID, _ make: (_ViewInputs) -> Void) {
        guard nodes[Int(node)].firstChild < 0 else { return }
        let inputs = _ViewInputs(
            graph: self, parent: node, environment: nodes[Int(node)].environment,
            identity: Identity.combine(nodes[Int(node)].identity, 0x4445_4645 as UInt64), stackAxis: nil
        )
        make(inputs)
        sizeCache.grow(to: nodes.count)
        var added: NodeFlags = []
        forEachChild(of: node) { added.formUnion(computeFlags($0)) }
        var ancestor = node
        while ancestor >= 0 {
            nodes[Int(ancestor)].flags.formUnion(added)
            ancestor = nodes[Int(ancestor)].parent
        }
    }

    func ensureDeferredContent(of node: NodeID, _ layout: DeferredLayout) {
        makeDeferredContent(of: node) { inputs in layout.makeContent(node, inputs) }
    }
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
    unowned(unsafe) let graph: ViewGraph
    let node: NodeID
    let globalFrame: CGRect

    init(graph: ViewGraph, node: NodeID, frame: CGRect) {
        self.graph = graph
        self.node = node
        self.globalFrame = frame
    }

    /// The size of the container view.
    public var size: CGSize { globalFrame.size }

    /// The safe area insets of the container view (none in a game HUD).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The container view's bounds rectangle, converted to a coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global:
            return globalFrame
        case .local:
            return CGRect(origin: .zero, size: globalFrame.size)
        case .named(let name):
            guard let origin = graph.coordinateSpaceOrigin(named: name, above: node) else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

/// A resolved coordinate space.
public enum CoordinateSpace: Hashable, Sendable {
    /// The root's coordinates (the window).
    case global
    /// The reader's own coordinates: its frame starts at (0, 0).
    case local
    /// The coordinates of the view marked `coordinateSpace(name:)` with this name.
    case named(String)
}

extension ViewGraph {
    func coordinateSpaceOrigin(named name: String, above node: NodeID) -> CGPoint? {
        var current = nodes[Int(node)].parent
        while current >= 0 {
            if case .effect(.coordinateSpace(let n)) = nodes[Int(current)].kind, tables.names[Int(n)] == name {
                return nodes[Int(current)].frame.origin
            }
            current = nodes[Int(current)].parent
        }
        return nil
    }
}
