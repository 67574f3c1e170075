import Benchmark
import Foundation
import Tessera

/// The cost of input on big screens. Hit testing a pointer move and one directional
/// focus move on a 1,000-card grid (µs per event, the event alone: the frame it causes is
/// measured by CardGrid), and a `LazyVGrid` of 10,000 cards in a `ScrollView` scrolled one row
/// per frame (µs per frame: the wheel event, then build + layout + display list).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 20,
        scalingFactor: .one,
        maxDuration: .seconds(4),
        maxIterations: 2_000
    )
    let size = CGSize(width: 1280, height: 720)

    let grid = ViewGraph()
    grid.update(FocusableCardGrid(cardCount: 1_000), size: size)
    let step = Step()
    Benchmark("1,000-card grid: hit test (pointer move over the cards)") { benchmark in
        for _ in benchmark.scaledIterations {
            step.value = (step.value + 37) % 1_000
            let point = CGPoint(x: 40 + CGFloat(step.value % 4) * 300, y: 40 + CGFloat(step.value / 4 % 6) * 110)
            blackHole(grid.handle(InputEvent(.pointerMoved(point))))
        }
    }

    let focus = ViewGraph()
    focus.update(FocusableCardGrid(cardCount: 1_000), size: size)
    focus.handle(InputEvent(.keyDown(.tab)))
    focus.update(FocusableCardGrid(cardCount: 1_000), size: size)
    let direction = Step()
    Benchmark("1,000-card grid: one directional focus move (arrow key)") { benchmark in
        for _ in benchmark.scaledIterations {
            direction.value += 1
            // Right, down, left, up: focus circles over four cards.
            let keys: [Key] = [.rightArrow, .downArrow, .leftArrow, .upArrow]
            blackHole(focus.handle(InputEvent(.keyDown(keys[direction.value % 4]))))
        }
    }

    let lazy = ViewGraph()
    lazy.update(LazyCardGrid(cardCount: 10_000), size: size)
    let rows = Step()
    Benchmark("LazyVGrid of 10,000 cards: scrolled one row per frame (event + frame)") { benchmark in
        for _ in benchmark.scaledIterations {
            rows.value += 1
            // 2,500 rows of 126 points: back to the top before the end.
            let delta: CGFloat = rows.value % 2_000 == 0 ? 1e7 : -126
            lazy.handle(InputEvent(.scroll(delta: CGSize(width: 0, height: delta), at: CGPoint(x: 640, y: 360))))
            blackHole(lazy.update(LazyCardGrid(cardCount: 10_000), size: size))
        }
    }
}

/// A counter kept between samples.
final class Step: @unchecked Sendable {
    var value = 0
}

/// A card: a rounded rectangle with a title, focusable and tappable, lit when focused.
struct InputCard: View {
    let index: Int
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Level \(index + 1)").font(.system(size: 16, weight: .semibold))
            Text("Three stars to unlock the next world").font(.system(size: 12))
        }
        .padding(12)
        .frame(width: 280, height: 110, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 10).fill(isFocused ? Color.blue : Color.gray))
    }
}

/// The 1,000-card grid of the CardGrid benchmark, with cards that take focus and taps.
struct FocusableCardGrid: View {
    let cardCount: Int

    var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<((cardCount + 3) / 4), id: \.self) { row in
                HStack(spacing: 16) {
                    ForEach((row * 4)..<min(row * 4 + 4, cardCount), id: \.self) { index in
                        InputCard(index: index).focusable().onTapGesture {}
                    }
                }
            }
        }
        .padding(16)
        .fixedSize(horizontal: false, vertical: true)
    }
}

/// 10,000 cards in a lazy grid of four columns in a scroll view.
struct LazyCardGrid: View {
    let cardCount: Int

    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(280), spacing: 16), count: 4), spacing: 16) {
                ForEach(0..<cardCount, id: \.self) { index in
                    InputCard(index: index).focusable()
                }
            }
            .padding(16)
        }
    }
}
