import Foundation
import TesseraSDL

/// The README's animation examples, compiled with the example game so they stay true.
struct LevelMenu: View {
    let levels: [String]
    let focus: Int
    let coins: Int
    let isPaused: Bool

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                ForEach(levels.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: index == focus ? 14 : 6)
                        .fill(index == focus ? Color.orange : Color.teal)
                        .frame(width: 56, height: 72)
                        .scaleEffect(index == focus ? 1.15 : 1)  // the focused card lifts
                        .offset(y: index == focus ? -8 : 0)
                }
            }
            .animation(.snappy, value: focus)  // …whenever the focus moves

            Text("Coins \(coins)")
                .contentTransition(.numericText(value: Double(coins)))  // digits roll
                .animation(.smooth, value: coins)

            if isPaused {
                PausePanel().transition(.move(edge: .trailing).combined(with: .opacity))
            }
        }
    }
}

/// A panel that slides in and out with `withAnimation`.
struct PausePanel: View {
    var body: some View {
        Text("Paused").padding(12).background(Color.black.opacity(0.6))
    }
}

/// A locked level shakes: a `GeometryEffect` animated through its `animatableData`.
struct Shake: GeometryEffect {
    var animatableData: CGFloat  // the number of failed attempts
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 6 * sin(animatableData * .pi * 4), y: 0))
    }
}

/// A torch that flickers with the clock, rebuilt every frame.
struct Torch: View {
    var body: some View {
        TimelineView(.animation) { context in
            Circle().fill(Color.orange).frame(width: 12, height: 12)
                .opacity(0.75 + 0.25 * sin(context.time * 9))
        }
    }
}

/// How a game drives it: changes made in `withAnimation` animate on the host's clock.
func togglePause(_ isPaused: inout Bool) {
    withAnimation(.easeOut(duration: 0.25)) { isPaused.toggle() }
}

/// Headless, a test steps time exactly.
func renderSlideIn() throws -> RGBAImage {
    let host = try HeadlessHost()
    _ = try host.render(LevelMenu(levels: ["1", "2"], focus: 0, coins: 0, isPaused: false), size: CGSize(width: 320, height: 200))
    withAnimation(.easeOut(duration: 0.25)) {}
    _ = try host.render(LevelMenu(levels: ["1", "2"], focus: 0, coins: 0, isPaused: true), size: CGSize(width: 320, height: 200))
    host.advanceTime(by: 0.125)  // halfway
    return try host.render(LevelMenu(levels: ["1", "2"], focus: 0, coins: 0, isPaused: true), size: CGSize(width: 320, height: 200))
}
