import Foundation
import Tessera

/// A clicker in SwiftUI's Observation style: the game's state is an `@Observable` model the root
/// keeps in `@State`, hands down with `.environment(_:)`, and edits through `@Bindable`.
@Observable
public final class Reactor {
    public var energy = 0
    public var isBoosted = false
    public var secondsLeft = 30
    /// Charges since the last boost change: read by no view, so changing it draws nothing.
    public var chargesSinceBoost = 0

    public init() {}

    public func charge() {
        energy += isBoosted ? 5 : 1
        chargesSinceBoost += 1
    }

    public func tick() {
        if secondsLeft > 0 { secondsLeft -= 1 }
    }
}

/// The reactor screen: a meter, the charge button, the boost toggle and a countdown timer.
public struct ReactorView: View {
    @State private var reactor = Reactor()
    // Kept in `@State`, so a parent making this view again does not make (and restart) the timer.
    @State private var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    public init() {}

    public var body: some View {
        VStack(spacing: 14) {
            Text("Reactor").font(.title.weight(.bold))
            EnergyMeter()
            ChargeButton()
            BoostToggle(reactor: reactor)
            Countdown()
        }
        .padding(24)
        .frame(width: 320)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.15)))
        .foregroundStyle(.white)
        .environment(reactor)
        .onReceive(timer) { _ in reactor.tick() }
    }
}

struct EnergyMeter: View {
    @Environment(Reactor.self) private var reactor

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Energy \(reactor.energy)").font(.headline)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(white: 0.3))
                    Capsule().fill(Color.orange).frame(width: proxy.size.width * min(1, Double(reactor.energy) / 20))
                }
            }
            .frame(height: 12)
        }
    }
}

struct ChargeButton: View {
    @Environment(Reactor.self) private var reactor

    var body: some View {
        Button("Charge") { reactor.charge() }
            .font(.headline)
    }
}

struct BoostToggle: View {
    @Bindable var reactor: Reactor

    var body: some View {
        Toggle("Boost ×5", isOn: $reactor.isBoosted)
    }
}

struct Countdown: View {
    @Environment(Reactor.self) private var reactor: Reactor?

    var body: some View {
        Text(reactor.map { "\($0.secondsLeft) s left" } ?? "no reactor")
            .font(.subheadline.monospacedDigit())
            .foregroundStyle(Color.white.opacity(0.7))
    }
}
