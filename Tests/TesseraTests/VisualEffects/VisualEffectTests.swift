import Foundation
import XCTest

@testable import Tessera

/// Reads the environment's effect, as a descendant of a visual-effect view would.
private struct EffectProbe: View {
    @Environment(\.visualEffect) var effect
    let seen: Recorder<VisualEffect?>

    var body: some View {
        let _ = seen.record(effect)
        return Color.red.frame(width: 10, height: 10)
    }
}

/// The backdrop operations of a settled frame.
private func backdrops<V: View>(_ view: V, scheme: ColorScheme = .light, scale: CGFloat = 1) -> [BackdropEffect] {
    let graph = ViewGraph()
    graph.rootPlacement = .topLeading
    graph.environment.displayScale = scale
    graph.environment.colorScheme = scheme
    let list = graph.update(view, size: CGSize(width: 200, height: 200))
    return list.operations.compactMap { if case .backdrop(let b) = $0 { b } else { nil } }
}

/// `.visualEffect(_:)`, `.visualEffectPreference(_:)`, `EnvironmentValues.visualEffect` and the
/// material shape styles, at the display-list stage.
final class VisualEffectTests: XCTestCase {
    func testEffectReachesDescendants() {
        let seen = Recorder<VisualEffect?>()
        _ = backdrops(VStack { EffectProbe(seen: seen) }.visualEffect(.systemDark))
        XCTAssertEqual(seen.values.last, .systemDark)
    }

    func testNoEffectOutsideAVisualEffect() {
        let seen = Recorder<VisualEffect?>()
        XCTAssertTrue(backdrops(EffectProbe(seen: seen)).isEmpty)
        XCTAssertEqual(seen.values.last, .some(nil))
    }

    func testEffectDrawsItsMaterialBehindTheView() {
        let ops = backdrops(Color.clear.frame(width: 100, height: 40).visualEffect(.systemLight))
        XCTAssertEqual(ops.count, 1)
        XCTAssertEqual(ops.first?.shape, .rect(CGRect(x: 0, y: 0, width: 100, height: 40)))
        XCTAssertEqual(ops.first?.blurRadius, VisualEffect.Material.default.light.blurRadius)
        XCTAssertEqual(ops.first?.tint, VisualEffect.Material.default.light.tint)
    }

    func testDescendantRequestChangesTheAncestor() {
        let seen = Recorder<VisualEffect?>()
        let view = VStack {
            EffectProbe(seen: seen)
            Color.blue.frame(width: 10, height: 10).visualEffectPreference(.dark(.thick))
        }
        .visualEffect(.light(.ultraThin))
        let ops = backdrops(view)
        XCTAssertEqual(ops.count, 1)
        XCTAssertEqual(ops.first?.tint, VisualEffect.Material.thick.dark.tint, "the request replaced the effect")
        XCTAssertEqual(ops.first?.blurRadius, VisualEffect.Material.thick.dark.blurRadius)
        XCTAssertEqual(seen.values.last, .dark(.thick), "descendants see the requested effect")
    }

    func testFirstNonNilRequestWins() {
        let view = VStack {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10).visualEffectPreference(.dark(.chrome))
            Color.green.frame(width: 10, height: 10).visualEffectPreference(.light(.thin))
        }
        .visualEffect(.system)
        XCTAssertEqual(backdrops(view).first?.tint, VisualEffect.Material.chrome.dark.tint)
        var value: VisualEffect? = nil
        VisualEffectPreferenceKey.reduce(value: &value) { nil }
        VisualEffectPreferenceKey.reduce(value: &value) { .systemDark }
        VisualEffectPreferenceKey.reduce(value: &value) { .systemLight }
        XCTAssertEqual(value, .systemDark)
    }

    func testRequestGoesToTheNearestEffectOnly() {
        let view = VStack {
            Color.blue.frame(width: 10, height: 10).visualEffectPreference(.dark(.thick))
                .padding(4).visualEffect(.light(.thin))
        }
        .padding(4).visualEffect(.light(.ultraThin))
        let ops = backdrops(view)
        XCTAssertEqual(ops.count, 2)
        XCTAssertEqual(ops[0].tint, VisualEffect.Material.ultraThin.light.tint, "outer effect unchanged")
        XCTAssertEqual(ops[1].tint, VisualEffect.Material.thick.dark.tint, "inner effect replaced")
    }

    func testNilHidesTheEffect() {
        let drawn = backdrops(
            Color.clear.frame(width: 20, height: 20).background(VisualEffectView()).environment(\.visualEffect, .systemDark))
        XCTAssertEqual(drawn.count, 1)
        let hidden = backdrops(Color.clear.frame(width: 20, height: 20).background(VisualEffectView()).environment(\.visualEffect, nil))
        XCTAssertTrue(hidden.isEmpty)
    }

    func testAdaptiveEffectsFollowTheColorSchemeFixedOnesDoNot() {
        let adaptive = Color.clear.frame(width: 20, height: 20).visualEffect(.system)
        XCTAssertEqual(backdrops(adaptive, scheme: .light).first?.tint, VisualEffect.Material.default.light.tint)
        XCTAssertEqual(backdrops(adaptive, scheme: .dark).first?.tint, VisualEffect.Material.default.dark.tint)
        let fixed = Color.clear.frame(width: 20, height: 20).visualEffect(.systemLight)
        XCTAssertEqual(backdrops(fixed, scheme: .dark).first?.tint, VisualEffect.Material.default.light.tint)
    }

    func testEmphasisFollowsFocusInside() {
        func panel(focused: Bool) -> some View {
            Color.red.frame(width: 10, height: 10).preference(key: ContainsFocusPreferenceKey.self, value: focused)
                .padding(10).visualEffect(.systemDark)
        }
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        let plain = graph.update(panel(focused: false), size: CGSize(width: 100, height: 100))
        let plainTint = plain.operations.compactMap { if case .backdrop(let b) = $0 { b.tint } else { nil } }
        XCTAssertEqual(plainTint, [VisualEffect.Material.default.dark.tint])
        XCTAssertFalse(plain.operations.contains { if case .stroke = $0 { true } else { false } }, "no edge highlight")

        let focused = graph.update(panel(focused: true), size: CGSize(width: 100, height: 100))
        let focusedTint = focused.operations.compactMap { if case .backdrop(let b) = $0 { b.tint } else { nil } }
        XCTAssertEqual(focusedTint, [VisualEffect.Material.default.dark.emphasized.tint])
        XCTAssertGreaterThan(focusedTint[0].opacity, plainTint[0].opacity, "a stronger tint")
        XCTAssertTrue(focused.operations.contains { if case .stroke = $0 { true } else { false } }, "an edge highlight")
    }

    func testMaterialShapeStylesInRoundedShapesAtScale2() {
        let view = Color.clear.frame(width: 100, height: 50).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        let ops = backdrops(view, scheme: .dark, scale: 2)
        XCTAssertEqual(ops.count, 1)
        XCTAssertEqual(
            ops.first?.shape,
            .roundedRect(CGRect(x: 0, y: 0, width: 200, height: 100), cornerSize: CGSize(width: 32, height: 32), style: .continuous))
        XCTAssertEqual(ops.first?.blurRadius, 40, "radius in pixels")
        XCTAssertEqual(ops.first?.tint, VisualEffect.Material.default.dark.tint)
        let styles: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial, .bar]
        XCTAssertEqual(Set(styles).count, 6)
        for style in styles {
            XCTAssertEqual(backdrops(Capsule().fill(style).frame(width: 60, height: 20)).count, 1, "\(style)")
        }
    }

    func testCustomMaterialWithNaNRadiusDrawsUnblurredWithOneWarning() {
        Diagnostics.reset()
        let bad = VisualEffect.Material.Appearance(
            blurRadius: .nan, saturation: .infinity, tint: .init(red: 0, green: 0, blue: 0, opacity: 0.5))
        let effect = VisualEffect.adaptive(VisualEffect.Material(light: bad, dark: bad))
        let ops = backdrops(Color.clear.frame(width: 20, height: 20).visualEffect(effect))
        XCTAssertEqual(ops.first?.blurRadius, 0)
        XCTAssertEqual(ops.first?.saturation, 1)
        XCTAssertEqual(Diagnostics.messages.filter { $0.contains("blur radius") }.count, 1, "\(Diagnostics.messages)")
        let huge = VisualEffect.Material.Appearance(blurRadius: 1e9, saturation: 1, tint: .clear)
        let hugeOps = backdrops(Color.clear.frame(width: 20, height: 20).visualEffect(.light(.init(light: huge, dark: huge))))
        XCTAssertEqual(hugeOps.first?.blurRadius, VisualEffect.maximumBlurRadius)
    }

    func testWindowStyleMaterialsCarryBehindWindow() {
        XCTAssertFalse(VisualEffect.Material.headerView(behindWindow: false).behindWindow)
        XCTAssertTrue(VisualEffect.Material.contentBackground(behindWindow: true).behindWindow)
        let ops = backdrops(Color.clear.frame(width: 20, height: 20).visualEffect(.adaptive(.behindPageBackground(behindWindow: false))))
        XCTAssertEqual(ops.first?.behindWindow, false)
        XCTAssertEqual(backdrops(Color.clear.frame(width: 20, height: 20).visualEffect(.adaptive(.titlebar))).first?.behindWindow, true)
    }
}
