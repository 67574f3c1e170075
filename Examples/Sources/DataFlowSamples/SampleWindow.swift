import Foundation
import TesseraSDL

/// Runs a sample screen in a `WindowHost`: a window, or headless frames with a fixed clock.
public enum SampleWindow {
    public static func run<Content: View>(
        title: String, headless: Bool, frames: Int?, capture: String?, content: @autoclosure @escaping () -> Content
    ) throws -> [URL] {
        var configuration = WindowConfiguration(title: title, size: CGSize(width: 420, height: 360))
        configuration.frameLimit = frames
        configuration.captureDirectory = capture.map { URL(fileURLWithPath: $0, isDirectory: true) }
        configuration.captureInterval = 30
        if headless {
            configuration.videoDriver = "dummy"
            configuration.isHidden = true
            configuration.simulatedFrameTime = 1.0 / 60
        }
        // The screen keeps its state in its own `@State`/`@StateObject`: the host's state is empty.
        let host = try WindowHost(state: SampleState(), configuration: configuration) { _ in content() }
        return try host.run()
    }
}

/// The empty state of a screen that keeps its own.
public struct SampleState {}
