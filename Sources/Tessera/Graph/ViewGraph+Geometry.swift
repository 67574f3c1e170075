import Foundation

/// Reading the last pass's geometry: what tests, hit testing and UI automation see.
extension ViewGraph {
    /// The frame of the view tagged `identifier` with `accessibilityIdentifier(_:)`, in root
    /// (window) coordinates, unrounded; `nil` if no such view was laid out.
    public func frame(of identifier: String) -> CGRect? {
        guard let node = node(tagged: identifier) else { return nil }
        return current.nodes[Int(node)].frame
    }

    /// The same frame as drawn: snapped to the pixel grid of the display scale the view itself
    /// sees (its environment's, which a subtree may change), in points.
    public func drawnFrame(of identifier: String) -> CGRect? {
        guard let node = node(tagged: identifier) else { return nil }
        let environment = Int(current.nodes[Int(node)].environment)
        let scale = environment < current.environments.count ? current.environments[environment].displayScale : 1
        return PixelGrid(scale: scale).snap(current.nodes[Int(node)].frame)
    }

    /// Every tagged view's frame, by identifier (the first view wins when two share one).
    public var taggedFrames: [String: CGRect] {
        var result: [String: CGRect] = [:]
        for (node, identifier) in current.tables.identifiers where result[identifier] == nil {
            result[identifier] = current.nodes[Int(node)].frame
        }
        return result
    }

    func node(tagged identifier: String) -> NodeID? {
        current.tables.identifiers.first { $0.1 == identifier && current.nodes[Int($0.0)].isPlaced }?.0
    }

    /// Number of nodes in the last pass's arena (for tests and benchmarks).
    public var nodeCount: Int { current.nodes.count }

    /// Strings measured by the text measurer since the graph was made.
    public var textMeasurementCount: Int { caches.textCache.measurements }
}
