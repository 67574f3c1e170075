import CardGridScene
import Foundation
import Tessera

// Prints the fastest (p0), median (p50) and p90 frame of the card-grid scene, the way the README's
// Performance table is measured: one graph kept across frames (the mock font), warm-up frames
// first, then `frames` timed frames. `swift package benchmark` gives the same scenes with
// statistics; this program is small enough to run interleaved with the Dear ImGui peer
// (../shared/peers/imgui-cardgrid) in one sitting, as same-sitting ratios need.
//
//     swift run -c release FrameTimes [cards] [frames] [every-body|selection|unchanged|observable|
//         observable-unchanged|observable-object|observable-object-unchanged]
//
// With FRAME_TIMES_SERIES set it also prints every timed frame in order (to see the machine's
// slow phases). With FRAME_TIMES_INTERVAL_MS set it starts a frame every that many milliseconds,
// as a game loop does, instead of back to back: the frame then starts with colder caches.

let arguments = CommandLine.arguments.dropFirst()
let cards = arguments.first.flatMap { Int($0) } ?? 1_000
let frames = arguments.dropFirst().first.flatMap { Int($0) } ?? 300
let mode = arguments.dropFirst(2).first ?? "every-body"
let size = CGSize(width: 1280, height: 720)

let graph = makeCardGridGraph()
graph.reusesUnchangedViews = mode != "every-body"
var selection = 0
// The observable variants (`ObservableCardGrid`): each card a model, the selection moved by
// writing two cards' `isSelected`; `-unchanged` writes nothing.
let observableDeck = CardDeck(observableCount: cards)
let publishedDeck = CardDeck(publishedCount: cards)
@MainActor func frame() -> DisplayList {
    switch mode {
    case "observable", "observable-unchanged":
        if mode == "observable" { observableDeck.moveSelection() }
        return graph.update(ObservableCardGridScene(deck: observableDeck), size: size)
    case "observable-object", "observable-object-unchanged":
        if mode == "observable-object" { publishedDeck.moveSelection() }
        return graph.update(PublishedCardGridScene(deck: publishedDeck), size: size)
    default:
        if mode == "selection" { selection = (selection + 1) % cards }
        return graph.update(CardGridScene(cardCount: cards, selection: mode == "selection" ? selection : nil), size: size)
    }
}

for _ in 0..<20 { _ = frame() }
var times: [Double] = []
times.reserveCapacity(frames)
var checksum = 0
let interval = ProcessInfo.processInfo.environment["FRAME_TIMES_INTERVAL_MS"].flatMap { Double($0) }
for _ in 0..<frames {
    let start = DispatchTime.now().uptimeNanoseconds
    let list = frame()
    let end = DispatchTime.now().uptimeNanoseconds
    times.append(Double(end - start) / 1_000)
    checksum &+= list.operations.count
    if let interval {
        let next = start + UInt64(interval * 1_000_000)
        if next > end { usleep(UInt32((next - end) / 1_000)) }
    }
}
if ProcessInfo.processInfo.environment["FRAME_TIMES_SERIES"] != nil {
    print(times.map { String(format: "%.0f", $0) }.joined(separator: " "))
}
times.sort()
@MainActor func percentile(_ p: Int) -> Double { times[min(times.count - 1, times.count * p / 100)] }
print(
    String(
        format: "%@ %d cards: p0 %.1f µs, p50 %.1f µs, p90 %.1f µs (%d frames, %d operations a frame)",
        mode, cards, percentile(0), percentile(50), percentile(90), frames, checksum / frames))
