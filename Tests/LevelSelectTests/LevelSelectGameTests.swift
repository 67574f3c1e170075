import Foundation
import TesseraSDL
import TesseraSDLTesting
import XCTest

@testable import LevelSelect

/// The sample game played headless from a script: selected frames against goldens, and the
/// model after the run (the played level's stars and best time updated).
final class LevelSelectGameTests: HeadlessTestCase {
    /// The repository's `Assets` folder (the game's art).
    private static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets", isDirectory: true)

    private static let size = CGSize(width: 1280, height: 720)

    /// Plays `script` into the game: events go to the last frame; a wait advances the model and
    /// the animation clock in 0.05 s steps; a frame is drawn after every step, and `goldens`
    /// names the frames (by step index, a `key` being two steps) compared with goldens.
    private func play(
        _ text: String, model: GameModel, host: HeadlessHost, goldens: [Int: String] = [:], file: StaticString = #filePath,
        testName: String = #function, line: UInt = #line
    ) throws {
        let script = try InputScript(text)
        var time = 0.0
        var frame = try host.render(LevelSelectScreen(model: model), size: Self.size)
        for (index, step) in script.steps.enumerated() {
            switch step {
            case .event(let kind):
                model.noteDevice(of: kind)
                host.handle(InputEvent(kind, timestamp: time))
            case .wait(let seconds):
                var left = seconds
                while left > 1e-9 {
                    let dt = min(0.05, left)
                    model.advance(by: dt)
                    host.advanceTime(by: dt)
                    time += dt
                    left -= dt
                }
            }
            frame = try host.render(LevelSelectScreen(model: model), size: Self.size)
            if let name = goldens[index] {
                GoldenImage.assertMatches(frame, named: name, file: file, testName: testName, line: line)
            }
        }
    }

    func testScriptedPlayUpdatesStarsAndBestTimeAndMatchesGoldens() throws {
        let host = try HeadlessHost(assetsDirectory: Self.assets)
        host.clearColor = Color.Resolved(red: 0.10, green: 0.09, blue: 0.20)
        let model = GameModel()
        let before = try XCTUnwrap(model.level(id: 2))
        XCTAssertEqual(before.stars, 2)

        // Focus arrives on level 1, moves to level 2 (the panel slides in), Return plays it.
        try play(
            """
            key right
            wait 0.5
            key right
            wait 0.8
            key return
            wait 1.5
            wait 1.2
            """, model: model, host: host, goldens: [5: "cards", 9: "result"])
        XCTAssertEqual(model.focusedLevelID, 2)
        let after = try XCTUnwrap(model.level(id: 2))
        XCTAssertEqual(after.stars, 3, "the fake result adds a star")
        XCTAssertEqual(after.bestTime ?? 0, 121.9 - 4.2, accuracy: 1e-9, "the best time improves")
        XCTAssertEqual(model.totalStars, 18)
        XCTAssertEqual(model.countedScore, model.run?.result?.score, "the score has counted up")

        // The result goes; Escape opens the pause menu, Settings, a larger text size, light mode.
        try play(
            """
            wait 3.0
            key escape
            wait 0.5
            key down
            key return
            wait 0.6
            key right
            key right
            key right
            wait 0.4
            key down
            key return
            wait 0.6
            """, model: model, host: host, goldens: [20: "settings"])
        XCTAssertNil(model.run)
        XCTAssertEqual(model.overlay, .settings)
        XCTAssertEqual(model.settings.dynamicTypeSize, .xxxLarge)
        XCTAssertFalse(model.settings.isDark)

        // Back out twice: the whole screen reflowed at the larger size, in light mode.
        try play(
            """
            key escape
            wait 0.3
            key escape
            wait 0.8
            """, model: model, host: host, goldens: [5: "large-text-light"])
        XCTAssertNil(model.overlay)
    }

    func testEscapeOpensAndClosesThePauseMenuAndLockedLevelsDoNotPlay() throws {
        let host = try HeadlessHost(assetsDirectory: Self.assets)
        let model = GameModel()
        try play("key escape\nwait 0.1", model: model, host: host)
        XCTAssertEqual(model.overlay, .pause)
        try play("pad b\nwait 0.1", model: model, host: host)
        XCTAssertNil(model.overlay, "B backs out like Escape")
        let locked = try XCTUnwrap(model.levels.first { model.isLocked($0) })
        model.play(locked)
        XCTAssertNil(model.run, "a locked level does not start")
        XCTAssertEqual(model.lastDevice, .gamepad)
    }
}
