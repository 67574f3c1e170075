import Foundation

/// A node kind's payload too large to keep in every node, held in `PassTables.largePayloads` and
/// named by index from the kind.
///
/// Every node is as large as the largest `NodeKind`, and the arena is streamed through the
/// caches several times per frame: these payloads would make every node, of every kind, tens
/// of bytes larger. They share one table because `PassTableCounts` keeps a lane per table.
enum LargeNodePayload {
    /// `NodeKind.flexibleFrame`
    case flexibleFrame(FlexibleFrameLayout)
    /// `RenderEffect.shadow`
    case shadow(ShadowEffect)
    /// `RenderEffect.layerEffect`
    case layerEffect(LayerEffectModifier)
    /// `SecondaryLayout.tiling`
    case tiledBackground(TiledBackgroundLayout)
    /// `NodeKind.grid`: a lazy grid
    case grid(LazyGridNodeLayout)
    /// `NodeKind.grid`: a container arranged by a user `Layout`
    case customLayout(CustomLayoutNode)
    /// `NodeKind.grid`: a view's `layoutValue(key:value:)`
    case layoutValue(LayoutValueLayout)
    /// `NodeKind.grid`: a `ViewThatFits`
    case viewThatFits(ViewThatFitsLayout)
    /// `NodeKind.grid`: a `Canvas`
    case canvas(CanvasLayout)

    @inline(__always) var flexibleFrame: FlexibleFrameLayout {
        if case .flexibleFrame(let v) = self { return v } else { return Self.mismatch() }
    }
    @inline(__always) var shadow: ShadowEffect { if case .shadow(let v) = self { return v } else { return Self.mismatch() } }
    @inline(__always) var layerEffect: LayerEffectModifier {
        if case .layerEffect(let v) = self { return v } else { return Self.mismatch() }
    }
    @inline(__always) var tiledBackground: TiledBackgroundLayout {
        if case .tiledBackground(let v) = self { return v } else { return Self.mismatch() }
    }

    @inline(__always) var grid: LazyGridNodeLayout { if case .grid(let v) = self { return v } else { return Self.mismatch() } }

    /// A payload read for the wrong case: a kind named an entry of another kind.
    private static func mismatch<T>() -> T {
        preconditionFailure("LargeNodePayload read for another case")
    }
}

extension ViewGraph {
    /// Stores `payload` in this pass's table; returns its index for the node kind.
    func appendLargePayload(_ payload: LargeNodePayload) -> Int32 {
        current.tables.largePayloads.append(payload)
        return Int32(current.tables.largePayloads.count - 1)
    }
}
