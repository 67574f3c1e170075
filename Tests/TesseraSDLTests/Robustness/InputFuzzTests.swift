import Foundation
import Tessera
import TesseraSDL
import XCTest

/// The fuzz generator's hostile trees made interactive (focusable, tappable, z-ordered, in a
/// lazy stack in a scroll view, under a button), then hit with hostile events: NaN and huge
/// points, wheel deltas of ±∞, keys and gamepad buttons in any order. Nothing may crash, and
/// every frame must stay finite (docs/Robustness.md, Input).
final class InputFuzzTests: XCTestCase {
    func testHostileEventsOnHostileInteractiveTrees() {
        var generator = HostileViewGenerator(seed: 11)
        var rng = SplitMix64(seed: 11)
        func number() -> CGFloat { generator.number() }
        var taps = 0
        for index in 0..<120 {
            let tree = generator.tree()
            let axes: Axis.Set = rng.next() % 2 == 0 ? .vertical : [.vertical, .horizontal]
            let view = ScrollView(axes) {
                LazyVStack(spacing: generator.optionalNumber()) {
                    ForEach(0..<Int(rng.next() % 30), id: \.self) { i in
                        tree.onTapGesture { taps += 1 }.focusable().zIndex(Double(i % 3)).offset(x: number(), y: 0)
                    }
                }
            }
            .overlay(Button("Go") {}.rotationEffect(.degrees(Double(number()))))
            let graph = ViewGraph()
            let size = CGSize(width: [320, 0, 1e9][index % 3], height: 200)
            graph.update(view, size: size)
            for _ in 0..<40 {
                let p = CGPoint(x: number(), y: number())
                let kinds: [InputEvent.Kind] = [
                    .pointerDown(p), .pointerMoved(p), .pointerUp(p), .scroll(delta: CGSize(width: number(), height: number()), at: p),
                    .keyDown(.tab), .keyDown(.downArrow), .keyDown(.return), .keyUp(.return), .gamepadButtonDown(.a),
                    .gamepadDisconnected, .timeAdvanced, .pointerExited,
                ]
                graph.handle(InputEvent(kinds[Int(rng.next() % UInt64(kinds.count))], timestamp: Double(number())))
            }
            let list = graph.update(view, size: size)
            XCTAssertTrue(list.isFinite, "tree \(index)")
            XCTAssertEqual(graph.sanitizedOperations, 0, "tree \(index): \(String(describing: graph.lastNonFiniteOperation))")
        }
        XCTAssertGreaterThanOrEqual(taps, 0)
    }
}
