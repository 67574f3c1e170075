import Foundation

/// What one pass builds and the next pass reads back: the node arena, the environments its
/// nodes point at, the payload tables and the measured sizes.
///
/// The graph keeps two, this pass's (`ViewGraph.current`) and last pass's (`ViewGraph.previous`),
/// and swaps them as a whole when a pass may copy unchanged subtrees from the one before (see
/// `ViewGraph.beginResolvingWithReuse`).
struct PassBuffers {
    /// The nodes, in resolution order (a node's subtree follows it).
    var nodes = ArenaBuffer<Node>()
    /// The environments the nodes point at (`Node.environment`).
    var environments = ArenaBuffer<EnvironmentValues>()
    /// Node payloads that hold references, and reuse bookkeeping (see `PassTables`).
    var tables = PassTables()
    /// The sizes layout measured, one row per node.
    var sizeCache = SizeCache()

    /// Empties the arena and tables, keeping their storage (`current` is only read for the
    /// tables' visitor, which walks both sets side by side).
    mutating func removeArena(current: inout PassBuffers) {
        nodes.removeAll()
        environments.removeAll()
        PassTables.removeAll(&tables, &current.tables)
    }

    /// Frees the storage of both sets of buffers (the graph's `deinit`).
    static func deallocate(_ current: inout PassBuffers, _ previous: inout PassBuffers) {
        current.nodes.deallocate()
        current.environments.deallocate()
        previous.nodes.deallocate()
        previous.environments.deallocate()
        PassTables.deallocate(&current.tables, &previous.tables)
        current.sizeCache.deallocate()
        previous.sizeCache.deallocate()
    }
}
