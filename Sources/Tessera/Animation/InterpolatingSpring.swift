import Foundation

extension Animation {
    /// An interpolating spring with SwiftUI's default parameters (mass 1, stiffness 170,
    /// damping 15).
    public static let interpolatingSpring = interpolatingSpring(mass: 1, stiffness: 170, damping: 15)

    /// A spring given by its physical parameters: a `mass` on a spring of `stiffness` with
    /// `damping`. It is the spring of period 2π√(mass/stiffness) and damping fraction
    /// damping / (2√(mass·stiffness)). `initialVelocity` is accepted for SwiftUI compatibility;
    /// a retargeted change keeps the velocity it has.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        guard mass.isFinite, mass > 0, stiffness.isFinite, stiffness > 0, damping.isFinite, damping >= 0 else {
            Diagnostics.warnOnce(
                "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping)) is not a spring; the default spring is used"
            )
            return .spring
        }
        let response = 2 * Double.pi * (mass / stiffness).squareRoot()
        let fraction = damping / (2 * (mass * stiffness).squareRoot())
        return spring(response: response, dampingFraction: fraction)
    }

    /// An interpolating spring given by its perceptual `duration` and `bounce`, as
    /// `spring(duration:bounce:)`.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }
}
