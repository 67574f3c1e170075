import Foundation
import TesseraSDL
import XCTest

@testable import HelloApp

/// The SwiftUI app example, run the way its `@main` runs it, headless, against a reviewed golden.
final class HelloAppTests: XCTestCase {
    private var captures: URL!

    override func setUp() {
        super.setUp()
        captures = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tessera-hello-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: captures)
        super.tearDown()
    }

    func testTheAppRunsHeadlessFromItsEnvironmentAndMatchesItsGolden() throws {
        // What `TESSERA_HEADLESS=1 TESSERA_FRAMES=45 TESSERA_CAPTURE=… swift run HelloApp` asks for,
        // with a script pressing the button twice (focus, then two Returns).
        var options = AppLaunchOptions.fromEnvironment([
            "TESSERA_HEADLESS": "1", "TESSERA_FRAMES": "45", "TESSERA_CAPTURE": captures.path,
        ])
        options.script = try InputScript("key tab\nkey return\nkey return")
        let files = try HelloApp.run(options)
        XCTAssertEqual(files.map(\.lastPathComponent), ["frame-00000.png", "frame-00030.png", "frame-00044.png"])
        let last = try FrameCapture.image(fromPNG: Data(contentsOf: files[2]))
        XCTAssertEqual(last.width, 360, "the WindowGroup's defaultSize")
        XCTAssertEqual(last.height, 200)
        let first = try FrameCapture.image(fromPNG: Data(contentsOf: files[0]))
        XCTAssertNotEqual(first, last, "the taps changed the button's title")
        try assertMatchesGolden(last, named: "hello-app")
    }

    func testTheExecutablesMainRunsHeadlessAndStops() throws {
        // `@main` calls `App.main()`: run the built executable as a user runs it.
        // The test runner is an executable in the products folder on Linux, inside a bundle there
        // on macOS.
        var products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while products.pathComponents.count > 1,
            products.pathExtension == "xctest" || products.lastPathComponent == "MacOS"
                || products.lastPathComponent == "Contents"
        {
            products.deleteLastPathComponent()
        }
        let executable = products.appendingPathComponent("HelloApp")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: executable.path), "built beside the tests: \(executable.path)")
        let process = Process()
        process.executableURL = executable
        var environment = ProcessInfo.processInfo.environment
        environment["TESSERA_HEADLESS"] = "1"
        environment["TESSERA_FRAMES"] = "31"
        environment["TESSERA_CAPTURE"] = captures.path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: captures.path).sorted()
        XCTAssertEqual(files, ["frame-00000.png", "frame-00030.png"], "every 30th frame, the last being the 30th")
        let frame = try FrameCapture.image(fromPNG: Data(contentsOf: captures.appendingPathComponent("frame-00030.png")))
        XCTAssertEqual(frame.width, 360)
        XCTAssertEqual(frame.height, 200)
    }
}
