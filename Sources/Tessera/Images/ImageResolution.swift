import Foundation

/// Lets styles that hold images (`ImagePaint`) find them while a graph resolves a shape: the
/// graph's catalog for named images, its text measurer for images made by `ImageRenderer`.
final class ImageResolution: @unchecked Sendable {
    unowned(unsafe) let graph: ViewGraph

    init(graph: ViewGraph) {
        self.graph = graph
    }

    func info(for image: Image, displayScale: CGFloat) -> ImageInfo {
        image.info(in: graph, displayScale: displayScale)
    }
}

extension ViewGraph {
    /// The paint of `style` for a shape made with `inputs`; styles that may hold images
    /// (`ImagePaint`, erased, custom or foreground styles) resolve them against this graph.
    /// Colours, gradients and a plain foreground colour take the fast path (no environment copy).
    @usableFromInline
    func resolvePaint<S: ShapeStyle>(_ style: S, inputs: _ViewInputs) -> DisplayPaint {
        // A colour fill (the common case) is told by its type alone: `as? Color` was a dynamic
        // cast here, where the style's type is not specialized.
        if S.self == Color.self { return .color(unsafeBitCast(style, to: Color.self).resolve(in: inputs.environmentValues)) }
        let mayHoldImages =
            style is ImagePaint || style is AnyShapeStyle || S.ResolvedStyle.self != Never.self
            || (style is ForegroundStyle && inputs.environmentValues.foregroundStyle != nil)
        guard mayHoldImages else { return style._resolvePaint(in: inputs.environmentValues) }
        var environment = inputs.environmentValues
        environment[ImageResolutionKey.self] = ImageResolution(graph: self)
        return style._resolvePaint(in: environment)
    }
}
