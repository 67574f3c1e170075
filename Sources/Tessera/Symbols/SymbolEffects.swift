import Foundation

// Symbol effects (iOS 17 and 18): SwiftUI code animates `Image(systemName:)` symbols with
// `.symbolEffect(.bounce, value: score)`, `.symbolEffect(.pulse, isActive: isRecording)` and
// `.contentTransition(.symbolEffect(.replace))`. Tessera's symbols are single-layer drawings, so
// the effects are accepted and the symbol is drawn at rest, as iOS draws it between animations
// (and with Reduce Motion on).

/// An animation of a symbol image: SwiftUI's `SymbolEffect`.
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that plays once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// An effect that plays while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}

/// An effect that shows or hides a symbol (`transition(.symbolEffect(_:))`).
public protocol TransitionSymbolEffect {}

/// An effect that replaces one symbol with another (`contentTransition(.symbolEffect(_:))`).
public protocol ContentTransitionSymbolEffect {}

/// Options for a symbol effect: how often it repeats and how fast it plays.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How a repeating effect repeats.
    public struct RepeatBehavior: Hashable, Sendable {
        let delay: Double?
        let isContinuous: Bool

        /// Repeats with `delay` seconds between plays (`nil`: the effect's own pause).
        public static func periodic(delay: Double? = nil) -> RepeatBehavior { RepeatBehavior(delay: delay, isContinuous: false) }

        /// Repeats `count` times with `delay` seconds between plays.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(delay: delay, isContinuous: false)
        }

        /// Repeats without a pause.
        public static var continuous: RepeatBehavior { RepeatBehavior(delay: nil, isContinuous: true) }
    }

    /// How many times the effect plays (`nil`: the effect's default; `Int.max`: indefinitely).
    var repeatCount: Int?
    /// How fast the effect plays, 1 being its normal speed.
    var speedFactor: Double = 1

    /// The effect's defaults.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats indefinitely.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: .max) }
    /// Plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1) }
    /// Plays `count` times (`nil`: the default; negative counts play once).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Repeats as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions().repeat(behavior) }
    /// Plays at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, repeating indefinitely.
    public var repeating: SymbolEffectOptions { with { $0.repeatCount = .max } }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { with { $0.repeatCount = 1 } }
    /// These options, playing `count` times (`nil`: the default; negative counts play once).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { with { $0.repeatCount = count.map { max(1, $0) } } }
    /// These options, repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { with { $0.repeatCount = .max } }
    /// These options, playing at `speed` times the normal speed (non-finite or negative: 1).
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        with { $0.speedFactor = speed.isFinite && speed > 0 ? speed : 1 }
    }

    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var copy = self
        change(&copy)
        return copy
    }
}

/// A symbol that bounces: scales up then down (or down then up): SwiftUI's `BounceSymbolEffect`.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The variants chosen with the members below, in order.
    var variants: [String] = []

    private func adding(_ variant: String) -> BounceSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }

    /// The effect with the symbol bounces up first.
    public var up: BounceSymbolEffect { adding("up") }

    /// The effect with the symbol bounces down first.
    public var down: BounceSymbolEffect { adding("down") }

    /// The effect with each layer bounces in turn.
    public var byLayer: BounceSymbolEffect { adding("byLayer") }

    /// The effect with the whole symbol bounces at once.
    public var wholeSymbol: BounceSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A symbol that bounces: scales up then down (or down then up).
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// A symbol whose opacity pulses: SwiftUI's `PulseSymbolEffect`.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The variants chosen with the members below, in order.
    var variants: [String] = []

    private func adding(_ variant: String) -> PulseSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }

    /// The effect with each layer pulses in turn.
    public var byLayer: PulseSymbolEffect { adding("byLayer") }

    /// The effect with the whole symbol pulses at once.
    public var wholeSymbol: PulseSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A symbol whose opacity pulses.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// A symbol whose layers light up in turn: SwiftUI's `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The variants chosen with the members below, in order.
    var variants: [String] = []

    private func adding(_ variant: String) -> VariableColorSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }

    /// The effect with one layer at a time.
    public var iterative: VariableColorSymbolEffect { adding("iterative") }

    /// The effect with layers stay lit as the next lights up.
    public var cumulative: VariableColorSymbolEffect { adding("cumulative") }

    /// The effect with the sequence plays back.
    public var reversing: VariableColorSymbolEffect { adding("reversing") }

    /// The effect with the sequence starts over.
    public var nonReversing: VariableColorSymbolEffect { adding("nonReversing") }

    /// The effect with unlit layers are hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { adding("hideInactiveLayers") }

    /// The effect with unlit layers are dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { adding("dimInactiveLayers") }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// A symbol whose layers light up in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// A symbol scaled up or down while the effect is active: SwiftUI's `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// The variants chosen with the members below, in order.
    var variants: [String] = []

    private func adding(_ variant: String) -> ScaleSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }

    /// The effect with scaled up.
    public var up: ScaleSymbolEffect { adding("up") }

    /// The effect with scaled down.
    public var down: ScaleSymbolEffect { adding("down") }

    /// The effect with each layer in turn.
    public var byLayer: ScaleSymbolEffect { adding("byLayer") }

    /// The effect with the whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A symbol scaled up or down while the effect is active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// A symbol that appears: SwiftUI's `AppearSymbolEffect`.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// The variants chosen with the members below, in order.
    var variants: [String] = []

    private func adding(_ variant: String) -> AppearSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }

    /// The effect with growing from small.
    public var up: AppearSymbolEffect { adding("up") }

    /// The effect with shrinking from large.
    public var down: AppearSymbolEffect { adding("down") }

    /// The effect with each layer in turn.
    public var byLayer: AppearSymbolEffect { adding("byLayer") }

    /// The effect with the whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// A symbol that appears.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

/// A symbol that disappears: SwiftUI's `DisappearSymbolEffect`.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// The variants chosen with the members below, in order.
    var variants: [String] = []

    private func adding(_ variant: String) -> DisappearSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }

    /// The effect with growing as it goes.
    public var up: DisappearSymbolEffect { adding("up") }

    /// The effect with shrinking as it goes.
    public var down: DisappearSymbolEffect { adding("down") }

    /// The effect with each layer in turn.
    public var byLayer: DisappearSymbolEffect { adding("byLayer") }

    /// The effect with the whole symbol at once.
    public var wholeSymbol: DisappearSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// A symbol that disappears.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// One symbol replaced by another: SwiftUI's `ReplaceSymbolEffect`.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    /// The variants chosen with the members below, in order.
    var variants: [String] = []

    private func adding(_ variant: String) -> ReplaceSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }

    /// The effect with the old scales down, the new up.
    public var downUp: ReplaceSymbolEffect { adding("downUp") }

    /// The effect with both scale up.
    public var upUp: ReplaceSymbolEffect { adding("upUp") }

    /// The effect with the old goes at once, the new scales up.
    public var offUp: ReplaceSymbolEffect { adding("offUp") }

    /// The effect with each layer in turn.
    public var byLayer: ReplaceSymbolEffect { adding("byLayer") }

    /// The effect with the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { adding("wholeSymbol") }

    /// The effect morphing shared layers, or `fallback` where it cannot.
    public static func magic(fallback: ReplaceSymbolEffect) -> MagicReplaceSymbolEffect { MagicReplaceSymbolEffect(fallback: fallback) }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// One symbol replaced by another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// A symbol that wiggles: SwiftUI's `WiggleSymbolEffect`.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The variants chosen with the members below, in order.
    var variants: [String] = []

    private func adding(_ variant: String) -> WiggleSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }

    /// The effect with up and down.
    public var up: WiggleSymbolEffect { adding("up") }

    /// The effect with down and up.
    public var down: WiggleSymbolEffect { adding("down") }

    /// The effect with left and right.
    public var left: WiggleSymbolEffect { adding("left") }

    /// The effect with right and left.
    public var right: WiggleSymbolEffect { adding("right") }

    /// The effect with in the reading direction.
    public var forward: WiggleSymbolEffect { adding("forward") }

    /// The effect with against the reading direction.
    public var backward: WiggleSymbolEffect { adding("backward") }

    /// The effect with rotating clockwise.
    public var clockwise: WiggleSymbolEffect { adding("clockwise") }

    /// The effect with rotating counter-clockwise.
    public var counterClockwise: WiggleSymbolEffect { adding("counterClockwise") }

    /// The effect with each layer in turn.
    public var byLayer: WiggleSymbolEffect { adding("byLayer") }

    /// The effect with the whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { adding("wholeSymbol") }

    /// The effect wiggling along `angle`.
    public func custom(angle: Angle) -> WiggleSymbolEffect { adding("custom(\(angle.degrees))") }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A symbol that wiggles.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

/// A symbol that rotates: SwiftUI's `RotateSymbolEffect`.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The variants chosen with the members below, in order.
    var variants: [String] = []

    private func adding(_ variant: String) -> RotateSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }

    /// The effect with clockwise.
    public var clockwise: RotateSymbolEffect { adding("clockwise") }

    /// The effect with counter-clockwise.
    public var counterClockwise: RotateSymbolEffect { adding("counterClockwise") }

    /// The effect with each layer in turn.
    public var byLayer: RotateSymbolEffect { adding("byLayer") }

    /// The effect with the whole symbol at once.
    public var wholeSymbol: RotateSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// A symbol that rotates.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// A symbol that breathes: grows and shrinks smoothly: SwiftUI's `BreatheSymbolEffect`.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The variants chosen with the members below, in order.
    var variants: [String] = []

    private func adding(_ variant: String) -> BreatheSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }

    /// The effect with scaling only.
    public var plain: BreatheSymbolEffect { adding("plain") }

    /// The effect with scaling and pulsing opacity.
    public var pulse: BreatheSymbolEffect { adding("pulse") }

    /// The effect with each layer in turn.
    public var byLayer: BreatheSymbolEffect { adding("byLayer") }

    /// The effect with the whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A symbol that breathes: grows and shrinks smoothly.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// A replacement that morphs the layers two symbols share: SwiftUI's `MagicReplaceSymbolEffect`.
public struct MagicReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    let fallback: ReplaceSymbolEffect
}

extension View {
    /// Plays `effect` on the symbol images inside this view while `isActive`. Accepted: the
    /// symbols are drawn at rest.
    public consuming func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> Self { self }

    /// Plays `effect` on the symbol images inside this view each time `value` changes.
    /// Accepted: the symbols are drawn at rest.
    public consuming func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> Self { self }

    /// Removes the symbol effects of the symbol images inside this view. Accepted: symbols are
    /// always drawn at rest.
    public consuming func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self { self }
}

extension ContentTransition {
    /// The symbol is replaced with `effect`'s animation. Accepted: the new symbol replaces the
    /// old at once.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .identity
    }

    /// The symbol is replaced with the default replace animation. Accepted: the new symbol
    /// replaces the old at once.
    public static var symbolEffect: ContentTransition { .identity }
}
