import Foundation

/// Modifiers that change how a subtree draws but not its layout (docs/LayoutRules.md §7).
enum RenderEffect {
    case opacity(Double)
    /// Occupies its frame but draws nothing; preferences still propagate.
    case hidden
    /// Moves the subtree's drawing and geometry; siblings do not move.
    case offset(CGSize)
    case rotation(Angle, anchor: UnitPoint)
    case scale(CGSize, anchor: UnitPoint)
    /// `ViewGraph.current.tables.clipShapes[i]`
    case clip(Int32, antialiased: Bool)
    /// `ViewGraph.current.tables.largePayloads[i]`
    case shadow(Int32)
    /// `coordinateSpace(name:)`: a frame `GeometryProxy.frame(in: .named(_))` measures from.
    /// `ViewGraph.current.tables.names[i]`
    case coordinateSpace(Int32)
    /// `zIndex(_:)`: draws (and is hit) in front of siblings with a lower value.
    case zIndex(Double)
    /// Animation modifiers (`animation`, `transaction`, `transition`, a `GeometryEffect`).
    /// `ViewGraph.current.tables.animationNodes[i]`
    case animation(Int32)
    /// `drawingGroup()`: the subtree drawn as one (cached) offscreen image of its frame.
    case drawingGroup
    /// A colour effect, `blur(radius:opaque:)` or `blendMode(_:)`, drawn through a layer.
    /// `ViewGraph.current.tables.largePayloads[i]`
    case layerEffect(Int32)
}

/// `shadow(color:radius:x:y:)`: the subtree casts a blurred copy of itself.
struct ShadowEffect {
    var color: Color
    /// Blur radius in points (finite, not negative).
    var radius: CGFloat
    var offset: CGSize
}
