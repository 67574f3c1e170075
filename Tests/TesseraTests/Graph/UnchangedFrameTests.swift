import Foundation
import XCTest

@testable import Tessera

/// An update whose root inputs are unchanged returns last frame's display list without walking
/// the views; everything views read outside their values must still make the next frame walk.
/// Each step drives a reusing graph and one that evaluates every body through the same inputs
/// and compares their frames.
final class UnchangedFrameTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    /// One step: something happens to both graphs, then both update with `screen`.
    private struct Step {
        let name: String
        var screen = Screen()
        var size: CGSize?
        var happen: (ViewGraph) -> Void = { _ in }
        /// Whether the reusing graph may return last frame without a pass.
        let reuses: Bool
    }

    func test_unchangedInputsReuseLastFrame_andEveryOutsideChangeWalksAgain() {
        let reusing = ViewGraph(), evaluating = ViewGraph()
        evaluating.reusesUnchangedViews = false
        for graph in [reusing, evaluating] { graph.rootPlacement = .topLeading }
        var time = 0.0
        func send(_ kind: InputEvent.Kind) -> (ViewGraph) -> Void {
            time += 1
            let t = time
            return { $0.handle(InputEvent(kind, timestamp: t)) }
        }
        let button = CGPoint(x: 50, y: 20)
        let steps: [Step] = [
            Step(name: "first frame", reuses: false),
            Step(name: "unchanged", reuses: true),
            Step(name: "unchanged again", reuses: true),
            Step(name: "root value changed", screen: Screen(title: "Pause"), reuses: false),
            Step(name: "back", reuses: false),
            Step(name: "size changed", size: CGSize(width: 320, height: 200), reuses: false),
            Step(name: "press (input read by the button style)", happen: send(.pointerDown(button)), reuses: false),
            Step(name: "held, nothing new", reuses: true),
            Step(name: "release: the action writes @State", happen: send(.pointerUp(button)), reuses: false),
            Step(name: "settled", reuses: true),
            Step(name: "environment changed", happen: { $0.environment.colorScheme = .dark }, reuses: false),
            Step(name: "settled in dark", reuses: true),
            Step(name: "focus moved by Tab", happen: send(.keyDown(.tab)), reuses: false),
            Step(name: "key released", happen: send(.keyUp(.tab)), reuses: false),
            Step(name: "settled with focus", reuses: true),
            Step(name: "focus moved by the game", happen: { $0.focus(Screen.lastField) }, reuses: false),
            Step(
                name: "animated change", screen: Screen(offset: 40), happen: { _ in withAnimation(.linear(duration: 1)) {} }, reuses: false),
            Step(name: "animation running", screen: Screen(offset: 40), happen: { $0.advanceAnimationTime(by: 0.5) }, reuses: false),
            Step(name: "animation ends", screen: Screen(offset: 40), happen: { $0.advanceAnimationTime(by: 0.6) }, reuses: false),
            Step(name: "after the end", screen: Screen(offset: 40), reuses: false),
            Step(name: "settled after animating", screen: Screen(offset: 40), reuses: true),
            Step(name: "invalidated by the game", screen: Screen(offset: 40), happen: { $0.invalidateReusedViews() }, reuses: false),
            Step(name: "placement changed", screen: Screen(offset: 40), happen: { $0.rootPlacement = .center }, reuses: false),
            Step(name: "settled centred", screen: Screen(offset: 40), reuses: true),
        ]
        var previous: DisplayList?
        var reusedFrames = 0
        var size = self.size
        for step in steps {
            step.happen(reusing)
            step.happen(evaluating)
            size = step.size ?? size
            let expected = evaluating.update(step.screen, size: size)
            let actual = reusing.update(step.screen, size: size)
            XCTAssertEqual(actual, expected, step.name)
            XCTAssertFalse(evaluating.reusedLastFrame, step.name)
            if step.reuses {
                XCTAssertTrue(reusing.reusedLastFrame, "\(step.name): nothing changed, nothing walked")
                XCTAssertEqual(reusing.passesInLastUpdate, 0, step.name)
                XCTAssertEqual(actual, previous, step.name)
                reusedFrames += 1
            } else {
                XCTAssertFalse(reusing.reusedLastFrame, "\(step.name): must walk the views")
            }
            previous = actual
        }
        XCTAssertEqual(reusedFrames, 8)
    }

    func test_aRootThatCannotBeCompared_isWalkedEveryFrame() {
        let model = Model()
        let graph = ViewGraph()
        graph.update(ModelScreen(model: model), size: size)
        model.score = 7
        let list = graph.update(ModelScreen(model: model), size: size)
        XCTAssertFalse(graph.reusedLastFrame, "a class instance can change without its reference changing")
        XCTAssertTrue(list.operations.contains { if case .text = $0 { true } else { false } })
        XCTAssertEqual(graph.frame(of: "score")?.width, ViewGraph().textWidth("Score 7"))
    }

    func test_stateWrittenBetweenUpdates_walks() {
        let graph = ViewGraph()
        let view = Counter()
        graph.update(view, size: size)
        graph.update(view, size: size)
        XCTAssertTrue(graph.reusedLastFrame)
        graph.handle(InputEvent(.pointerDown(CGPoint(x: 150, y: 100)), timestamp: 1))
        graph.handle(InputEvent(.pointerUp(CGPoint(x: 150, y: 100)), timestamp: 1.1))
        graph.update(view, size: size)
        XCTAssertFalse(graph.reusedLastFrame)
        XCTAssertEqual(graph.frame(of: "count")?.width, 30, "the tap's @State write shows")
    }
}

/// A screen whose root value is plain data, with a button (press state, `@State`), a colour from
/// the environment, a focusable field and an offset that can animate.
private struct Screen: View {
    static let lastField = "second field"
    var title = "Play"
    var offset: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Counter().frame(width: 100, height: 40)
            SchemeSwatch()
            FocusField(name: "first field")
            FocusField(name: "second field")
            Text(title).font(.system(size: 10)).offset(x: offset)
        }
    }
}

private struct Counter: View {
    @State var count = 0

    var body: some View {
        Button {
            count += 1
        } label: {
            Color.green.frame(width: CGFloat(10 + 20 * count), height: 10).accessibilityIdentifier("count")
        }
        .buttonStyle(PressWidens())
    }
}

private struct PressWidens: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.frame(width: configuration.isPressed ? 120 : 100, height: 40).background(Color.gray)
    }
}

private struct SchemeSwatch: View {
    @Environment(\.colorScheme) var scheme

    var body: some View {
        Color(tesseraHex: scheme == .dark ? 0x111111 : 0xEEEEEE).frame(width: 20, height: 20)
    }
}

private struct FocusField: View {
    let name: String
    @FocusState var isFocused: Bool

    var body: some View {
        Color(tesseraHex: isFocused ? 0x3355FF : 0x777777).frame(width: 30, height: 10)
            .focusable()
            .focused($isFocused)
            .accessibilityIdentifier(name)
    }
}

private final class Model {
    var score = 0
}

private struct ModelScreen: View {
    let model: Model

    var body: some View {
        Text("Score \(model.score)").accessibilityIdentifier("score")
    }
}

extension ViewGraph {
    /// The width of `string` alone at the default font, laid out by this graph.
    fileprivate func textWidth(_ string: String) -> CGFloat? {
        update(Text(string).accessibilityIdentifier("t"), size: CGSize(width: 1000, height: 100))
        return frame(of: "t")?.width
    }
}
