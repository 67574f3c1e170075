import Foundation

/// A type with values that can be added, subtracted and scaled: what an animation interpolates.
///
/// As in SwiftUI, `Double`, `Float`, `CGFloat`, `AnimatablePair` of two such values and
/// `EmptyAnimatableData` conform; a custom `Animatable` type exposes one of them.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value with every component multiplied by `rhs`.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The value squared.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together (`RoundedRectangle`'s corner width and height, a
/// custom shape's two parameters).
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values zero.
    public static var zero: Self { Self(.zero, .zero) }

    /// Component-wise sum.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }

    /// Component-wise difference.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }

    /// Scales both values.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// The animatable data of a type that has nothing to animate.
@frozen
public struct EmptyAnimatableData: VectorArithmetic {
    /// The only value.
    @inlinable
    public init() {}
    /// The only value.
    public static var zero: Self { Self() }
    /// The only value.
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }
    /// The only value.
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }
    /// Does nothing.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// Four numbers animated together (a frame, a colour): the built-in attributes' vector, kept in
/// one SIMD value so animating a thousand cards stays cheap.
struct AnimatableVector4: VectorArithmetic, Equatable {
    var lanes: SIMD4<Double>

    init(_ lanes: SIMD4<Double>) {
        self.lanes = lanes
    }

    init(_ x: Double, _ y: Double = 0, _ z: Double = 0, _ w: Double = 0) {
        lanes = SIMD4(x, y, z, w)
    }

    static var zero: Self { Self(SIMD4()) }
    static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.lanes + rhs.lanes) }
    static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.lanes - rhs.lanes) }
    mutating func scale(by rhs: Double) { lanes *= rhs }
    var magnitudeSquared: Double { (lanes * lanes).sum() }
}
