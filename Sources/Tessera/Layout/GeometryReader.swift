import Foundation

/// A container view that defines its content as a function of its own size and coordinate
/// space. It takes all the space it is offered.
public struct GeometryReader<Content: View>: PrimitiveView {
    /// Builds the content from the reader's geometry, once its size is known.
    public var content: (GeometryProxy) -> Content

    /// A view that fills its proposal and builds its content from its own size and position.
    @inlinable
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        let content = view.content
        inputs.withGraph {
            $0.makeGeometryReader(inputs: inputs) { proxy, inner in
                Content._makeView(inner.withGraph { graph in graph.trackingObservations { content(proxy) } }, inputs: inner)
            }
        }
    }
}

extension ViewGraph {
    /// Adds a geometry reader whose content `makeContent` makes during placement.
    @usableFromInline
    func makeGeometryReader(inputs: _ViewInputs, _ makeContent: @escaping (GeometryProxy, _ViewInputs) -> Void) {
        makeGeometryReader(GeometryReaderLayout(makeContent: makeContent), inputs: inputs)
    }
}

/// `GeometryReader` (docs/LayoutRules.md §8.1): takes the whole proposal (10 on a `nil` axis — the
/// open question §13.1 answered with what real SwiftUI users observe, not OSU's 0) and makes its
/// content during placement, when its size is known, placing it at the top-leading corner.
struct GeometryReaderLayout: NodeLayout {
    static let unspecifiedLength: CGFloat = 10

    let makeContent: (GeometryProxy, _ViewInputs) -> Void

    /// The content is proposed the reader's size.
    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize {
        ProposedViewSize(sizeThatFits(p, node: node, graph: graph))
    }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        p.replacingUnspecifiedDimensions(by: CGSize(width: Self.unspecifiedLength, height: Self.unspecifiedLength))
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        let proxy = GeometryProxy(graph: graph, node: node, frame: graph.mirroredFrame(bounds, of: node))
        graph.makeDeferredContent(of: node) { inputs in makeContent(proxy, inputs) }
        let cp = ProposedViewSize(bounds.size)
        graph.forEachChild(of: node) { graph.place($0, at: bounds.origin, proposal: cp) }
    }
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
    unowned(unsafe) let graph: ViewGraph
    let node: NodeID
    let globalFrame: CGRect
    /// How far the host's unsafe margins reach into the container, side by side.
    public let safeAreaInsets: EdgeInsets

    init(graph: ViewGraph, node: NodeID, frame: CGRect) {
        self.graph = graph
        self.node = node
        self.globalFrame = frame
        let declared = graph.current.environments[Int(graph.current.nodes[Int(node)].environment)]._hostSafeAreaInsets
        self.safeAreaInsets = Self.insets(of: frame, inside: CGRect(origin: .zero, size: graph.rootSize), declared: declared)
    }

    /// The parts of `frame` that lie in the window's unsafe margins (`declared` wide, around
    /// `window`): zero for a view inside the safe area, the margin's overlap for one that
    /// ignores it, as `GeometryProxy.safeAreaInsets` reports in SwiftUI.
    static func insets(of frame: CGRect, inside window: CGRect, declared: EdgeInsets) -> EdgeInsets {
        guard frame.width.isFinite, frame.height.isFinite, window.width > 0, window.height > 0 else { return EdgeInsets() }
        let safe = CGRect(
            x: window.minX + declared.leading, y: window.minY + declared.top,
            width: max(0, window.width - declared.leading - declared.trailing),
            height: max(0, window.height - declared.top - declared.bottom))
        func overlap(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, v), limit) }
        return EdgeInsets(
            top: overlap(safe.minY - frame.minY, frame.height), leading: overlap(safe.minX - frame.minX, frame.width),
            bottom: overlap(frame.maxY - safe.maxY, frame.height), trailing: overlap(frame.maxX - safe.maxX, frame.width))
    }

    /// The size of the container view.
    public var size: CGSize { globalFrame.size }

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
        var current = self.current.nodes[Int(node)].parent
        while current >= 0 {
            if case .effect(.coordinateSpace(let n)) = self.current.nodes[Int(current)].kind, self.current.tables.names[Int(n)] == name {
                return self.current.nodes[Int(current)].frame.origin
            }
            current = self.current.nodes[Int(current)].parent
        }
        return nil
    }
}
