import Foundation

/// A gradient used as a view fills the space it is offered, as a `Rectangle` filled with it
/// would (SwiftUI's gradients are views as well as shape styles): a background, an overlay,
/// or a `mask` fading to `.clear`.
extension LinearGradient: View {
    /// The gradient filling a rectangle of the proposed size.
    public var body: _ShapeView<Rectangle, LinearGradient> { Rectangle().fill(self) }
}

/// A radial gradient used as a view fills the space it is offered (see `LinearGradient`).
extension RadialGradient: View {
    /// The gradient filling a rectangle of the proposed size.
    public var body: _ShapeView<Rectangle, RadialGradient> { Rectangle().fill(self) }
}
