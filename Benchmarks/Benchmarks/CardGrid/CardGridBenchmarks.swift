import Benchmark
import CardGridScene
import Foundation
import Tessera

/// One frame = build the view value, resolve, lay out, and build the display list, at
/// 1280×720 points (the scene overflows vertically for 1,000 cards, as in the peer). Measured
/// three ways: with every body evaluated (the whole work, as an immediate-mode UI does it), with
/// the selection moving each frame, and unchanged.
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
    for cards in [50, 1_000] {
        // Each benchmark keeps one graph across its samples, as a game keeps one per HUD, so the
        // figures are steady-state frames, not a new graph's second frame.

        // The whole per-frame work: every body evaluated, every node laid out and drawn.
        let full = makeCardGridGraph()
        full.reusesUnchangedViews = false
        full.update(CardGridScene(cardCount: cards), size: size)
        Benchmark("card-grid \(cards) cards, every view evaluated (build + layout + display list)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(full.update(CardGridScene(cardCount: cards), size: size))
            }
        }

        // A browsing player: the selection moves every frame, so the grid, the one or two rows
        // it leaves and enters, and two cards change; the other rows are unchanged views, reused
        // whole as SwiftUI would.
        let browsing = makeCardGridGraph()
        let selection = Counter()
        browsing.update(CardGridScene(cardCount: cards, selection: 0), size: size)
        Benchmark("card-grid \(cards) cards, selection moves each frame") { benchmark in
            for _ in benchmark.scaledIterations {
                selection.value = (selection.value + 1) % cards
                blackHole(browsing.update(CardGridScene(cardCount: cards, selection: selection.value), size: size))
            }
        }

        // `ObservableCardGrid`: each card an `@Observable` model; the selection moves by writing
        // two cards' `isSelected`, which evaluates those two cards and the rows and grid above them.
        let observed = makeCardGridGraph()
        let observableDeck = CardDeck(observableCount: cards)
        observed.update(ObservableCardGridScene(deck: observableDeck), size: size)
        Benchmark("observable card-grid \(cards) cards, @Observable selection moves each frame") { benchmark in
            for _ in benchmark.scaledIterations {
                observableDeck.moveSelection()
                blackHole(observed.update(ObservableCardGridScene(deck: observableDeck), size: size))
            }
        }
        Benchmark("observable card-grid \(cards) cards, @Observable, no property changed") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(observed.update(ObservableCardGridScene(deck: observableDeck), size: size))
            }
        }

        // The same with each card an `ObservableObject` observed by `@ObservedObject`.
        let published = makeCardGridGraph()
        let publishedDeck = CardDeck(publishedCount: cards)
        published.update(PublishedCardGridScene(deck: publishedDeck), size: size)
        Benchmark("observable card-grid \(cards) cards, ObservableObject selection moves each frame") { benchmark in
            for _ in benchmark.scaledIterations {
                publishedDeck.moveSelection()
                blackHole(published.update(PublishedCardGridScene(deck: publishedDeck), size: size))
            }
        }

        // Nothing changed since the last frame (a paused menu).
        let paused = makeCardGridGraph()
        paused.update(CardGridScene(cardCount: cards), size: size)
        Benchmark("card-grid \(cards) cards, unchanged frame") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(paused.update(CardGridScene(cardCount: cards), size: size))
            }
        }
    }
}

/// The moving selection's position, kept between samples.
final class Counter: @unchecked Sendable {
    var value = 0
}
