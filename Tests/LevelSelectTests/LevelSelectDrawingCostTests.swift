import Foundation
import TesseraSDL
import TesseraSDLTesting
import XCTest

@testable import LevelSelect

/// What a card's lift costs to draw, counted (not timed) on the software renderer: no texture
/// while it animates once its content has been seen, and for the card itself no offscreen layer,
/// no shadow blur and the same draw calls at every step of the lift.
final class LevelSelectDrawingCostTests: HeadlessTestCase {
    private static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets", isDirectory: true)

    /// Sends `key`, then draws `frames` frames 1/60 s apart; returns each frame's statistics.
    private func press(
        _ key: String, frames: Int, model: GameModel, host: HeadlessHost
    ) throws -> [RenderStatistics] {
        for case .event(let kind) in try InputScript("key \(key)").steps {
            host.handle(InputEvent(kind, timestamp: model.time))
        }
        return try draw(frames: frames, model: model, host: host)
    }

    /// Draws `frames` frames 1/60 s apart; returns each frame's statistics.
    private func draw(frames: Int, model: GameModel, host: HeadlessHost) throws -> [RenderStatistics] {
        var statistics: [RenderStatistics] = []
        for _ in 0..<frames {
            model.advance(by: 1.0 / 60)
            host.advanceTime(by: 1.0 / 60)
            _ = try host.render(LevelSelectScreen(model: model), size: CGSize(width: 1280, height: 720))
            statistics.append(host.counters.lastFrame)
        }
        return statistics
    }

    /// The screen is drawn (before that there is nothing to focus), focus arrives on level 1,
    /// visits level 2 (its banner shows in the panel) and comes back; everything settles.
    /// Returns the last frame's statistics.
    private func warmUp(model: GameModel, host: HeadlessHost) throws -> RenderStatistics? {
        _ = try draw(frames: 1, model: model, host: host)
        _ = try press("right", frames: 40, model: model, host: host)
        XCTAssertEqual(model.focusedLevelID, 1)
        _ = try press("right", frames: 40, model: model, host: host)
        XCTAssertEqual(model.focusedLevelID, 2)
        _ = try press("left", frames: 40, model: model, host: host)
        return try press("left", frames: 2, model: model, host: host).last
    }

    func testALiftingCardCreatesNoTextureAndFewDrawCallsAfterWarmUp() throws {
        let host = try HeadlessHost(assetsDirectory: Self.assets)
        let model = GameModel()
        let resting = try XCTUnwrap(try warmUp(model: model, host: host))
        XCTAssertEqual(model.focusedLevelID, 1)

        // Focus moves to level 2 again: its card lifts while level 1's settles.
        var frames = try press("right", frames: 6, model: model, host: host)
        XCTAssertEqual(model.focusedLevelID, 2)
        let amount = model.focusAmount(of: 2)
        XCTAssertTrue(amount > 0 && amount < 1, "the lift is under way (\(amount))")
        frames += try draw(frames: 20, model: model, host: host)
        XCTAssertEqual(model.focusAmount(of: 2), 1)
        XCTAssertEqual(frames.map(\.texturesCreated).reduce(0, +), 0, "a card's lift creates no texture once its content was seen")
        // (The detail panel's slide-in uses opacity layers; the card itself is counted below.)
        XCTAssertGreaterThan(resting.drawCalls, 0)
    }

    /// The whole 1280×720 frame while focus moves and a card lifts: every card, the
    /// panels' content and edges and the hints are cached images (`drawingGroup()`), so the grid
    /// is one draw call and nothing is drawn again — the lifting card's image only moves.
    func testTheWholeFrameStaysWithinFifteenDrawCallsWhileACardLifts() throws {
        let host = try HeadlessHost(assetsDirectory: Self.assets)
        let model = GameModel()
        _ = try warmUp(model: model, host: host)
        let frames = try press("right", frames: 26, model: model, host: host)
        XCTAssertEqual(model.focusAmount(of: 2), 1, "the lift ran its course")
        // Level 2's panel content was cached when the warm-up visited it, and no card is ever
        // drawn again: every frame only places cached images.
        XCTAssertEqual(frames.map(\.cachedLayerRenders).reduce(0, +), 0, "nothing drawn into the cache again")
        for (k, f) in frames.enumerated() {
            XCTAssertLessThanOrEqual(f.drawCalls, 15, "frame \(k) of the lift")
            XCTAssertEqual(f.layers, 0, "frame \(k): no offscreen layer")
        }
        for (k, f) in frames.enumerated() {
            XCTAssertEqual(f.texturesCreated, 0, "frame \(k)")
            XCTAssertGreaterThan(f.cachedLayers, 16, "frame \(k): cards, panels and hints are cached images")
        }
    }

    func testACardCostsTheSameDrawCallsAndNoLayerAtEveryStepOfItsLift() throws {
        let host = try HeadlessHost(assetsDirectory: Self.assets)
        let level = try XCTUnwrap(GameModel().level(id: 2))
        func card(_ focus: Double) throws -> RenderStatistics {
            _ = try host.render(size: CGSize(width: 260, height: 240)) {
                Button {
                } label: {
                    LevelCard(level: level, isLocked: false)
                }
                .buttonStyle(.levelCard(focus: focus))
                .padding(24)
            }
            return host.counters.lastFrame
        }
        let resting = try card(0)
        // The first lift may make a texture for a position it has not drawn at; the second makes none.
        for step in 1...10 { _ = try card(Double(step) / 10) }
        for step in 0...10 {
            let lifting = try card(Double(step) / 10)
            XCTAssertEqual(lifting.texturesCreated, 0, "step \(step): no texture")
            XCTAssertEqual(lifting.layers, 0, "step \(step): no offscreen layer (opacity group, shadow blur)")
            // The shadow and glow both show mid-way: one draw call more.
            XCTAssertLessThanOrEqual(lifting.drawCalls, resting.drawCalls + 1, "step \(step): the draw calls of the card at rest")
            XCTAssertEqual(lifting.glyphsRasterized, 0, "step \(step): text from the atlas, not re-rasterised")
        }
        XCTAssertLessThanOrEqual(resting.drawCalls, 15, "a card is a handful of draw calls")
    }
}
