import Foundation
import TesseraSDL
import XCTest

@testable import TicTacToe

/// The tic-tac-toe app, run the way its `@main` runs it, headless, played with the keyboard
/// through a whole game, against a reviewed golden of the "Play again?" alert over the board.
final class TicTacToeTests: XCTestCase {
    private var captures: URL!

    override func setUp() {
        super.setUp()
        captures = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tessera-tictactoe-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: captures)
        super.tearDown()
    }

    func testAGameEndsWithPlayAgainOverTheBoard() throws {
        var options = AppLaunchOptions.fromEnvironment([
            "TESSERA_HEADLESS": "1", "TESSERA_FRAMES": "120", "TESSERA_CAPTURE": captures.path,
        ])
        // Tab focuses New Game, Return pushes the board (focus moves onto its first cell), then X
        // takes the top row while O plays the middle one; the alert asks to play again.
        options.script = try InputScript(
            """
            key tab
            key return
            wait 0.5
            key return
            key down
            key return
            key up
            key right
            key return
            key down
            key return
            key up
            key right
            key return
            wait 0.2
            """)
        let files = try TicTacToeApp.run(options)
        let last = try FrameCapture.image(fromPNG: Data(contentsOf: try XCTUnwrap(files.last)))
        XCTAssertEqual(last.width, 480, "the WindowGroup's defaultSize")
        XCTAssertEqual(last.height, 360)
        try assertMatchesGolden(last, named: "tictactoe-play-again")
    }

    func testSettingsOpenOnASheetWithFocusInside() throws {
        var options = AppLaunchOptions.fromEnvironment([
            "TESSERA_HEADLESS": "1", "TESSERA_FRAMES": "40", "TESSERA_CAPTURE": captures.path,
        ])
        // Tab focuses New Game, Tab again Settings; Return opens the sheet, focus moves onto its
        // toggle, Return turns it on.
        options.script = try InputScript("key tab\nkey tab\nkey return\nkey return")
        let files = try TicTacToeApp.run(options)
        let last = try FrameCapture.image(fromPNG: Data(contentsOf: try XCTUnwrap(files.last)))
        try assertMatchesGolden(last, named: "tictactoe-settings")
    }

    func testEveryPreviewRendersToAPictureAndAContactSheet() throws {
        _ = TicTacToeApp()  // registers the app's preview provider, as its launch does
        let previews = PreviewRunner.previews.filter { $0.source.contains("TicTacToe") || $0.source == "SettingsSheet_Previews" }
        XCTAssertEqual(
            previews.map(\.name), ["Board", "Title", "Settings", "Settings, O first"], "the #Previews by file, then the provider's")
        let output = try PreviewRunner.render(previews, to: captures)
        XCTAssertEqual(
            output.files.map(\.lastPathComponent),
            ["01-Board.png", "02-Title.png", "03-Settings.png", "04-Settings__O_first.png"])
        let sheet = try FrameCapture.image(fromPNG: Data(contentsOf: output.contactSheet))
        try assertMatchesGolden(sheet, named: "tictactoe-previews")
    }

    func testTheBoardFindsAWinnerAndADraw() {
        var board = Board()
        for cell in [0, 3, 1, 4, 2] { board.play(cell) }
        XCTAssertEqual(board.winner, .x)
        XCTAssertTrue(board.isOver)
        board.play(8)
        XCTAssertNil(board.cells[8], "no move after the game is over")

        var draw = Board(firstPlayer: .o)
        for cell in [0, 1, 2, 4, 3, 5, 7, 6, 8] { draw.play(cell) }
        XCTAssertNil(draw.winner)
        XCTAssertTrue(draw.isOver)
        draw.play(-1)
    }
}
