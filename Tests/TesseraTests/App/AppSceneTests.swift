import Foundation
import XCTest

@testable import Tessera

/// `App`, `Scene`, `WindowGroup` and `scenePhase` as SwiftUI code spells them; what a host reads
/// of them is the windows they describe.
final class AppSceneTests: XCTestCase {
    struct Greeting: View {
        var body: some View { Text("Hello") }
    }

    struct HelloApp: App {
        var body: some Scene {
            WindowGroup("Hello") {
                Greeting()
            }
            .defaultSize(width: 640, height: 360)
        }
    }

    /// A scene made of another scene, as apps factor their `body`.
    struct MainScene: Scene {
        var body: some Scene {
            WindowGroup { Text("Main") }
        }
    }

    struct TwoSceneApp: App {
        var body: some Scene {
            MainScene()
            WindowGroup("Second") { Text("Second") }
        }
    }

    func testAnAppsBodyDescribesItsWindow() {
        let scenes = HelloApp().body._resolvedScenes()
        XCTAssertEqual(scenes.count, 1)
        XCTAssertEqual(scenes.first?.title, "Hello")
        XCTAssertEqual(scenes.first?.defaultSize, CGSize(width: 640, height: 360))
        let graph = ViewGraph()
        graph.update(scenes[0].content(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(graph.current.tables.texts.map(\.string), ["Hello"], "the window shows the group's content")
    }

    func testScenesComposeAndListInOrder() {
        let scenes = TwoSceneApp().body._resolvedScenes()
        XCTAssertEqual(scenes.map(\.title), ["", "Second"], "an untitled group leaves the title to the host")
        XCTAssertNil(scenes[0].defaultSize)
    }

    func testADefaultSizeThatIsNotASizeIsIgnored() {
        let scene = WindowGroup("Odd") { Text("x") }.defaultSize(width: .nan, height: -3)
        XCTAssertNil(scene._resolvedScenes().first?.defaultSize)
        let sized = WindowGroup("Sized") { Text("x") }.defaultSize(CGSize(width: 300, height: 200))
        XCTAssertEqual(sized._resolvedScenes().first?.defaultSize, CGSize(width: 300, height: 200))
    }

    func testScenePhaseIsActiveByDefaultAndViewsFollowItsChanges() {
        XCTAssertEqual(EnvironmentValues().scenePhase, .active)
        XCTAssertLessThan(ScenePhase.background, .inactive)
        XCTAssertLessThan(ScenePhase.inactive, .active)

        struct PhaseLabel: View {
            @Environment(\.scenePhase) private var scenePhase
            var body: some View {
                Text(scenePhase == .active ? "playing" : scenePhase == .inactive ? "paused" : "away")
            }
        }
        let graph = ViewGraph()
        let size = CGSize(width: 200, height: 100)
        graph.update(PhaseLabel(), size: size)
        XCTAssertEqual(graph.current.tables.texts.map(\.string), ["playing"])
        graph.environment.scenePhase = .inactive
        graph.update(PhaseLabel(), size: size)
        XCTAssertEqual(graph.current.tables.texts.map(\.string), ["paused"])
        graph.update(PhaseLabel().environment(\.scenePhase, .background), size: size)
        XCTAssertEqual(graph.current.tables.texts.map(\.string), ["away"])
    }
}
