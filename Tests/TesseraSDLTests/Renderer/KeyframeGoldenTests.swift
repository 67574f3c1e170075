import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// A keyframed coin pop rendered headless halfway through its first keyframes, compared with
/// the golden in `__Snapshots__/KeyframeGoldenTests/`.
final class KeyframeGoldenTests: FixtureTestCase {
    struct Pop {
        var scale = 1.0
        var lift = 0.0
    }

    /// A gold coin that pops (grows and rises, then settles) each time `coins` changes.
    struct CoinScene: View {
        var coins: Int
        var body: some View {
            ZStack {
                Color(tesseraHex: 0x1D3557)
                Circle()
                    .fill(Color(tesseraHex: 0xF4A261))
                    .frame(width: 40, height: 40)
                    .keyframeAnimator(initialValue: Pop(), trigger: coins) { coin, pop in
                        coin.scaleEffect(pop.scale).offset(y: pop.lift)
                    } keyframes: { _ in
                        KeyframeTrack(\.scale) {
                            LinearKeyframe(1.5, duration: 0.4)
                            LinearKeyframe(1, duration: 0.4)
                        }
                        KeyframeTrack(\.lift) {
                            LinearKeyframe(-30, duration: 0.4)
                            LinearKeyframe(0, duration: 0.4)
                        }
                    }
            }
        }
    }

    func testCoinPopHalfwayThroughItsFirstKeyframes() throws {
        let size = CGSize(width: 240, height: 140)
        let rig = try SceneRig(width: 240, height: 140, assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.update(CoinScene(coins: 0), size: size)
        graph.update(CoinScene(coins: 1), size: size)
        graph.advanceAnimationTime(by: 0.2)
        let image = try rig.render(graph.update(CoinScene(coins: 1), size: size))
        XCTAssertTrue(graph.isAnimating)
        // Scale 1.25 (a 50-point coin) and 15 points up: centred at (120, 55).
        let row = (0..<240).filter { x in image[x, 55].r > 200 }
        let column = (0..<140).filter { y in image[120, y].r > 200 }
        XCTAssertEqual(row.count, 50, accuracy: 2)
        XCTAssertEqual(Double(row.first! + row.last!) / 2, 119.5, accuracy: 1)
        XCTAssertEqual(column.count, 50, accuracy: 2)
        XCTAssertEqual(Double(column.first! + column.last!) / 2, 54.5, accuracy: 1)
        assertFrame(image, named: "coin-pop-25")
    }
}
