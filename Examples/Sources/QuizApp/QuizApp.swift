import ArgumentParser
import DataFlowSamples
import Foundation
import TesseraSDL

/// The quiz (state in an `ObservableObject`) in a window, or headless.
///
///     swift run QuizApp                                      # a window; Tab, Return, Esc quits
///     swift run QuizApp --headless --frames 120 --capture captures
@main
struct QuizApp: ParsableCommand {
    @Flag(help: "Run without a display (SDL's dummy video driver, software renderer).")
    var headless = false

    @Option(help: "Stop after this many frames.")
    var frames: Int?

    @Option(help: "Write every 30th frame and the last as PNG files into this folder.")
    var capture: String?

    mutating func run() throws {
        let written = try SampleWindow.run(title: "Quiz", headless: headless, frames: frames, capture: capture, content: QuizView())
        if let last = written.last { print("Wrote \(written.count) frames; the last is \(last.path)") }
    }
}
