import Foundation

/// A type whose changes can be animated: it exposes the numbers an animation interpolates.
///
/// Shapes are animatable (a `RoundedRectangle`'s corner size animates); a custom shape or
/// `GeometryEffect` names its parameters in `animatableData`, as in SwiftUI:
///
/// ```swift
/// struct Wave: Shape {
///     var phase: Double
///     var animatableData: Double {
///         get { phase }
///         set { phase = newValue }
///     }
///     func path(in rect: CGRect) -> Path { ... }
/// }
/// ```
public protocol Animatable {
    /// The type of the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension RoundedRectangle {
    /// The corner width and height.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
}
