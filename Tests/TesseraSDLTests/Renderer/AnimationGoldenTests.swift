import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// Animated frames at 0, 25, 50, 75 and 100 % of their animation, rendered headless and compared
/// with goldens in `__Snapshots__/AnimationGoldenTests/`: a pause panel sliding in, and the
/// focused card of a level menu lifting.
final class AnimationGoldenTests: FixtureTestCase {
    /// A game scene with a pause panel that slides in from the trailing edge.
    struct PauseScene: View {
        var isPaused: Bool
        var body: some View {
            ZStack(alignment: .trailing) {
                Rectangle().fill(
                    LinearGradient(colors: [Color(tesseraHex: 0x1D3557), Color(tesseraHex: 0x457B9D)], startPoint: .top, endPoint: .bottom))
                if isPaused {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Paused").font(.headline).foregroundColor(.white)
                        RoundedRectangle(cornerRadius: 6).fill(Color(tesseraHex: 0xE63946)).frame(height: 24)
                        RoundedRectangle(cornerRadius: 6).fill(Color(white: 1, opacity: 0.3)).frame(height: 24)
                    }
                    .padding(12)
                    .frame(width: 110, height: 140, alignment: .top)
                    .background(Color(tesseraHex: 0x0B132B))
                    .transition(.move(edge: .trailing))
                }
            }
        }
    }

    /// Three level cards; the focused one lifts (scale, offset, shadow, colour, corner radius).
    struct FocusMenu: View {
        var focus: Int
        var body: some View {
            HStack(spacing: 14) {
                ForEach(0..<3, id: \.self) { index in
                    let isFocused = index == focus
                    RoundedRectangle(cornerRadius: isFocused ? 14 : 6)
                        .fill(isFocused ? Color(tesseraHex: 0xF4A261) : Color(tesseraHex: 0x2A9D8F))
                        .frame(width: 56, height: 72)
                        .shadow(color: Color(white: 0, opacity: isFocused ? 0.5 : 0), radius: 6, y: 4)
                        .scaleEffect(isFocused ? 1.15 : 1)
                        .offset(y: isFocused ? -8 : 0)
                }
            }
            .frame(width: 240, height: 140)
            .background(Color(tesseraHex: 0x264653))
        }
    }

    /// Renders `from` then, in `animation`, `to`, and returns the frames at 0, ¼, ½, ¾ and all of `duration`.
    private func frames<V: View>(from: V, to: V, animation: Animation, duration: Double) throws -> [RGBAImage] {
        let size = CGSize(width: 240, height: 140)
        let rig = try SceneRig(width: 240, height: 140, assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.update(from, size: size)
        withAnimation(animation) {}
        var images: [RGBAImage] = []
        for step in 0..<5 {
            images.append(try rig.render(graph.update(to, size: size)))
            if step < 4 { graph.advanceAnimationTime(by: duration / 4) }
        }
        XCTAssertFalse(graph.isAnimating, "the animation has ended at 100 %")
        return images
    }

    func testSlideInPanel() throws {
        let images = try frames(
            from: PauseScene(isPaused: false), to: PauseScene(isPaused: true), animation: .easeOut(duration: 0.4), duration: 0.4)
        // The panel's red button (x 142…218 at rest) moves in from the right edge.
        let lit = images.map { image in (0..<240).filter { x in image[x, 60].r > 200 && image[x, 60].g < 100 }.count }
        XCTAssertEqual(lit[0], 0, "off screen at 0 %")
        XCTAssertEqual(lit, lit.sorted(), "more of it shows each frame: \(lit)")
        XCTAssertGreaterThan(lit[4], 80, "all of it at 100 %")
        for (index, image) in images.enumerated() { assertFrame(image, named: "slide-in-\(index * 25)") }
    }

    func testFocusLift() throws {
        let images = try frames(from: FocusMenu(focus: 0), to: FocusMenu(focus: 1), animation: .easeInOut(duration: 0.3), duration: 0.3)
        // The middle card's top edge (the first pixel off the background) rises as it lifts and grows.
        let tops: [Int] = images.map { image in (0..<140).first { y in image[120, y].g > 90 } ?? -1 }
        XCTAssertEqual(tops, tops.sorted(by: >), "the card rises each frame: \(tops)")
        XCTAssertLessThan(tops[4], tops[0] - 10)
        for (index, image) in images.enumerated() { assertFrame(image, named: "focus-lift-\(index * 25)") }
    }
}
