import ArgumentParser
import DataFlowSamples
import Foundation
import TesseraSDL

/// The reactor clicker (state in an `@Observable` model) in a window, or headless.
///
///     swift run ReactorApp                                   # a window; Tab, Return, Esc quits
///     swift run ReactorApp --headless --frames 120 --capture captures
@main
struct ReactorApp: ParsableCommand {
    @Flag(help: "Run without a display (SDL's dummy video driver, software renderer).")
    var headless = false

    @Option(help: "Stop after this many frames.")
    var frames: Int?

    @Option(help: "Write every 30th frame and the last as PNG files into this folder.")
    var capture: String?

    mutating func run() throws {
        let written = try SampleWindow.run(
            title: "Reactor", headless: headless, frames: frames, capture: capture, content: ReactorView())
        if let last = written.last { print("Wrote \(written.count) frames; the last is \(last.path)") }
    }
}
