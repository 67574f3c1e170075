import Foundation
import XCTest

@testable import Tessera

/// Colour effects, `blur(radius:opaque:)`, `blendMode(_:)` and `mask(alignment:_:)`: the
/// display-list groups they make, their colour matrices and blend formulas, and bad input.
final class LayerEffectTests: XCTestCase {
    private let red = Color.red.resolve(in: EnvironmentValues())
    private let blue = Color.blue.resolve(in: EnvironmentValues())

    private func effects(_ list: DisplayList) -> [LayerEffect] {
        list.operations.compactMap { if case .pushEffect(let e) = $0 { e } else { nil } }
    }

    private func assertClose(_ a: SIMD4<Float>, _ b: SIMD4<Float>, _ accuracy: Float = 1e-3, line: UInt = #line) {
        for k in 0..<4 { XCTAssertEqual(a[k], b[k], accuracy: accuracy, "component \(k) of \(a) vs \(b)", line: line) }
    }

    // MARK: Display list

    func testSaturationWrapsTheViewInAColourEffectGroup() {
        let graph = layout(Color.red.frame(width: 10, height: 20).saturation(0.5).padding(3))
        let matrix = LayerEffectModifier.saturationMatrix(0.5)
        XCTAssertEqual(
            graph.displayList.operations,
            [
                .pushEffect(LayerEffect(bounds: CGRectMake(3, 3, 10, 20), colorMatrix: matrix)),
                .fill(.rect(CGRectMake(3, 3, 10, 20)), .color(red)),
                .popEffect,
            ])
    }

    func testNeutralEffectsDrawAsIfAbsent() {
        let plain: [DisplayOperation] = [.fill(.rect(CGRectMake(0, 0, 10, 10)), .color(red))]
        let square = Color.red.frame(width: 10, height: 10)
        XCTAssertEqual(layout(square.saturation(1)).displayList.operations, plain)
        XCTAssertEqual(layout(square.grayscale(0)).displayList.operations, plain)
        XCTAssertEqual(layout(square.brightness(0)).displayList.operations, plain)
        XCTAssertEqual(layout(square.contrast(1)).displayList.operations, plain)
        XCTAssertEqual(layout(square.hueRotation(.zero)).displayList.operations, plain)
        XCTAssertEqual(layout(square.colorMultiply(.white)).displayList.operations, plain)
        XCTAssertEqual(layout(square.blur(radius: 0)).displayList.operations, plain)
        XCTAssertEqual(layout(square.blendMode(.normal)).displayList.operations, plain)
    }

    func testBlurRadiusIsInPixelsAndOpaqueIsKept() {
        let graph = layout(Color.red.frame(width: 10, height: 10).blur(radius: 3, opaque: true).padding(5), scale: 2)
        XCTAssertEqual(effects(graph.displayList), [LayerEffect(bounds: CGRectMake(10, 10, 20, 20), blurRadius: 6, opaqueBlur: true)])
    }

    func testBlendModeGroup() {
        let graph = layout(Color.red.frame(width: 10, height: 10).blendMode(.multiply))
        XCTAssertEqual(effects(graph.displayList), [LayerEffect(bounds: CGRectMake(0, 0, 10, 10), blendMode: .multiply)])
    }

    func testEachModifierIsItsOwnGroupInOrder() {
        let graph = layout(Color.red.frame(width: 10, height: 10).grayscale(1).blur(radius: 2))
        let kinds = graph.displayList.operations.map { op -> String in
            switch op {
            case .pushEffect(let e): e.blurRadius > 0 ? "blur" : "color"
            case .popEffect: "pop"
            case .fill: "fill"
            default: "other"
            }
        }
        XCTAssertEqual(kinds, ["blur", "color", "fill", "pop", "pop"])
    }

    func testMaskIsDrawnFirstInsideTheEffectAndAlignedLikeAnOverlay() {
        let graph = layout(
            Color.red.frame(width: 40, height: 20)
                .mask(alignment: .topLeading) { Color.blue.frame(width: 10, height: 10) }
                .padding(2))
        XCTAssertEqual(
            graph.displayList.operations,
            [
                .pushEffect(LayerEffect(bounds: CGRectMake(2, 2, 40, 20), masked: true)),
                .pushMask,
                .fill(.rect(CGRectMake(2, 2, 10, 10)), .color(blue)),
                .popMask,
                .fill(.rect(CGRectMake(2, 2, 40, 20)), .color(red)),
                .popEffect,
            ])
    }

    func testMaskIsProposedTheViewsSizeAndCentredByDefault() {
        let graph = layout(
            Color.red.frame(width: 40, height: 20)
                .mask(Circle().accessibilityIdentifier("mask")))
        XCTAssertFrame(graph, "mask", 10, 0, 20, 20)
        let legacy = layout(Color.red.frame(width: 40, height: 20).mask { Circle().accessibilityIdentifier("mask") })
        XCTAssertFrame(legacy, "mask", 10, 0, 20, 20)
    }

    func testMaskDoesNotChangeTheLayoutSize() {
        let graph = layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 40, height: 20).mask { Color.blue.frame(width: 100, height: 100) }
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("next")
            })
        XCTAssertFrame(graph, "next", 40, 5, 10, 10)
    }

    func testMaskDoesNotChangeWhatIsHit() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.log.append("content") }
                // The mask covers only the top-left corner and is tappable itself: neither matters.
                .mask(alignment: .topLeading) { Color.blue.frame(width: 10, height: 10).onTapGesture { log.log.append("mask") } }
        }
        XCTAssertTrue(h.click(80, 80))
        XCTAssertTrue(h.click(5, 5))
        XCTAssertEqual(log.log, ["content", "content"])
    }

    func testBadAmountsDrawUnchangedAndDoNotCrash() {
        let plain: [DisplayOperation] = [.fill(.rect(CGRectMake(0, 0, 10, 10)), .color(red))]
        let square = Color.red.frame(width: 10, height: 10)
        for bad in [Double.nan, .infinity, -.infinity] {
            XCTAssertEqual(layout(square.saturation(bad)).displayList.operations, plain)
            XCTAssertEqual(layout(square.grayscale(bad)).displayList.operations, plain)
            XCTAssertEqual(layout(square.brightness(bad)).displayList.operations, plain)
            XCTAssertEqual(layout(square.contrast(bad)).displayList.operations, plain)
            XCTAssertEqual(layout(square.hueRotation(.radians(bad))).displayList.operations, plain)
            XCTAssertEqual(layout(square.blur(radius: CGFloat(bad))).displayList.operations, plain)
        }
        XCTAssertEqual(layout(square.blur(radius: -4)).displayList.operations, plain)
        // A huge radius is capped; the list stays finite.
        let huge = layout(square.blur(radius: 1e300)).displayList
        XCTAssertTrue(huge.isFinite)
        XCTAssertEqual(effects(huge).first?.blurRadius, 2000)
        let bright = layout(square.brightness(1e300)).displayList
        XCTAssertTrue(bright.isFinite)
        // A NaN in a hand-made effect is sanitised like any other operation.
        var list = DisplayList()
        list.operations = [.pushEffect(LayerEffect(bounds: CGRectMake(0, 0, 10, 10), blurRadius: .nan)), .popEffect]
        XCTAssertFalse(list.isFinite)
        XCTAssertEqual(list.sanitize(), 1)
        XCTAssertTrue(list.isFinite)
    }

    func testBlurRadiusAndSaturationAnimate() {
        struct Blurred: View {
            var amount: Double
            var body: some View { Color.red.frame(width: 10, height: 10).saturation(1 - amount / 10).blur(radius: amount) }
        }
        let graph = ViewGraph(imageProvider: StaticImageProvider(sizes: [:]))
        graph.rootPlacement = .topLeading
        let size = CGSize(width: 100, height: 100)
        graph.update(Blurred(amount: 0), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(Blurred(amount: 10), size: size)
        graph.advanceAnimationTime(by: 0.5)
        let halfway = effects(graph.update(Blurred(amount: 10), size: size))
        XCTAssertEqual(halfway.first?.blurRadius ?? 0, 5, accuracy: 0.01)
        XCTAssertEqual(halfway.last?.colorMatrix, LayerEffectModifier.saturationMatrix(0.5))
        graph.advanceAnimationTime(by: 1)
        XCTAssertEqual(effects(graph.update(Blurred(amount: 10), size: size)).first?.blurRadius ?? 0, 10, accuracy: 0.01)
    }

    // MARK: Colour matrices

    private func matrix<V: View>(_ view: V) -> ColorMatrix? {
        effects(layout(view).displayList).first?.colorMatrix
    }

    func testColourEffectFormulas() throws {
        let square = Color.red.frame(width: 1, height: 1)
        let c = SIMD4<Float>(0.8, 0.4, 0.2, 1)
        let luma: Float = 0.2126 * 0.8 + 0.7152 * 0.4 + 0.0722 * 0.2
        assertClose(try XCTUnwrap(matrix(square.grayscale(1))).apply(c), SIMD4(luma, luma, luma, 1))
        assertClose(try XCTUnwrap(matrix(square.saturation(0))).apply(c), SIMD4(luma, luma, luma, 1))
        let halfGrey = try XCTUnwrap(matrix(square.grayscale(0.5))).apply(c)
        assertClose(halfGrey, (c + SIMD4(luma, luma, luma, 1)) / 2)
        assertClose(try XCTUnwrap(matrix(square.brightness(0.1))).apply(c), SIMD4(0.9, 0.5, 0.3, 1))
        assertClose(try XCTUnwrap(matrix(square.brightness(-1))).apply(c), SIMD4(0, 0, 0, 1))
        assertClose(try XCTUnwrap(matrix(square.contrast(2))).apply(c), SIMD4(1, 0.3, 0, 1))
        assertClose(try XCTUnwrap(matrix(square.contrast(0))).apply(c), SIMD4(0.5, 0.5, 0.5, 1))
        assertClose(try XCTUnwrap(matrix(square.colorInvert())).apply(c), SIMD4(0.2, 0.6, 0.8, 1))
        let tint = Color(red: 0.5, green: 1, blue: 0, opacity: 0.5)
        assertClose(try XCTUnwrap(matrix(square.colorMultiply(tint))).apply(c), SIMD4(0.4, 0.4, 0, 0.5))
        let lumaCSS: Float = 0.2125 * 0.8 + 0.7154 * 0.4 + 0.0721 * 0.2
        assertClose(try XCTUnwrap(matrix(square.luminanceToAlpha())).apply(c), SIMD4(0, 0, 0, lumaCSS))
        // A full turn of hue is the identity; grey has no hue to turn.
        assertClose(try XCTUnwrap(matrix(square.hueRotation(.degrees(120)))).apply(SIMD4(0.5, 0.5, 0.5, 1)), SIMD4(0.5, 0.5, 0.5, 1))
        if let fullTurn = matrix(square.hueRotation(.degrees(360))) { assertClose(fullTurn.apply(c), c) }
        // Pure red turned by 180° becomes cyan-ish: red falls, green and blue rise.
        let turned = try XCTUnwrap(matrix(square.hueRotation(.degrees(180)))).apply(SIMD4(1, 0, 0, 1))
        XCTAssertLessThan(turned.x, 0.1)
        XCTAssertGreaterThan(turned.y, 0.3)
        XCTAssertGreaterThan(turned.z, 0.3)
    }

    func testMatricesFoldInOrder() {
        let brighten = ColorMatrix(
            red: [1, 0, 0, 0], green: [0, 1, 0, 0], blue: [0, 0, 1, 0], alpha: [0, 0, 0, 1], offset: [0.25, 0.25, 0.25, 0])
        let double = ColorMatrix(red: [2, 0, 0, 0], green: [0, 2, 0, 0], blue: [0, 0, 2, 0], alpha: [0, 0, 0, 1])
        let c = SIMD4<Float>(0.1, 0.2, 0.3, 1)
        assertClose(brighten.followed(by: double).apply(c), double.apply(brighten.apply(c)))
        assertClose(brighten.followed(by: double).apply(c), SIMD4(0.7, 0.9, 1, 1))
        assertClose(double.followed(by: brighten).apply(c), SIMD4(0.45, 0.65, 0.85, 1))
        XCTAssertTrue(ColorMatrix.identity.followed(by: .identity).isIdentity)
    }

    func testBadMatrixValuesClampToZero() {
        let m = ColorMatrix(red: [.nan, 0, 0, 0], green: [.infinity, 0, 0, 0], blue: [0, 0, 1, 0], alpha: [0, 0, 0, 1])
        assertClose(m.apply(SIMD4(1, 1, 0.5, 1)), SIMD4(0, 0, 0.5, 1))
        XCTAssertFalse(m.isFinite)
    }

    // MARK: Blend modes

    func testBlendModeFormulasOnOpaqueColours() {
        let s = SIMD4<Float>(0.8, 0.2, 0.5, 1), d = SIMD4<Float>(0.5, 0.5, 0.25, 1)
        assertClose(BlendMode.normal.composite(s, over: d), s)
        assertClose(BlendMode.multiply.composite(s, over: d), SIMD4(0.4, 0.1, 0.125, 1))
        assertClose(BlendMode.screen.composite(s, over: d), SIMD4(0.9, 0.6, 0.625, 1))
        assertClose(BlendMode.darken.composite(s, over: d), SIMD4(0.5, 0.2, 0.25, 1))
        assertClose(BlendMode.lighten.composite(s, over: d), SIMD4(0.8, 0.5, 0.5, 1))
        assertClose(BlendMode.difference.composite(s, over: d), SIMD4(0.3, 0.3, 0.25, 1))
        assertClose(BlendMode.exclusion.composite(s, over: d), SIMD4(0.5, 0.5, 0.5, 1))
        assertClose(BlendMode.plusLighter.composite(s, over: d), SIMD4(1, 0.7, 0.75, 1))
        assertClose(BlendMode.plusDarker.composite(s, over: d), SIMD4(0.3, 0, 0, 1))
        // Overlay is hard light with the layers swapped.
        assertClose(BlendMode.overlay.composite(s, over: d), SIMD4(0.8, 0.2, 0.25, 1))
        assertClose(BlendMode.hardLight.composite(s, over: d), SIMD4(0.8, 0.2, 0.25, 1))
        assertClose(BlendMode.destinationOut.composite(s, over: d), .zero)
        assertClose(BlendMode.destinationOver.composite(s, over: d), d)
        assertClose(BlendMode.sourceAtop.composite(s, over: d), s)
        // The luminosity of the result is the source's for `.luminosity`, the backdrop's for `.color`.
        func lum(_ c: SIMD4<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }
        XCTAssertEqual(lum(BlendMode.luminosity.composite(s, over: d)), lum(s), accuracy: 1e-3)
        XCTAssertEqual(lum(BlendMode.color.composite(s, over: d)), lum(d), accuracy: 1e-3)
        XCTAssertEqual(lum(BlendMode.hue.composite(s, over: d)), lum(d), accuracy: 1e-3)
        XCTAssertEqual(lum(BlendMode.saturation.composite(s, over: d)), lum(d), accuracy: 1e-3)
    }

    func testBlendModesKeepTransparentSourceAndBackdrop() {
        let d = SIMD4<Float>(0.5, 0.5, 0.25, 1)
        for mode in BlendMode.allCases where mode != .destinationOut && mode != .plusDarker {
            assertClose(mode.composite(.zero, over: d), d)
        }
        let s = SIMD4<Float>(0.4, 0.1, 0.2, 0.5)
        for mode in BlendMode.allCases where ![.sourceAtop, .destinationOut, .plusDarker].contains(mode) {
            assertClose(mode.composite(s, over: .zero), s)
        }
    }
}

extension LayerEffectTests {
    func testAMaskCannotTakeFocus() {
        let graph = layout(
            Color.red.frame(width: 100, height: 100)
                .mask { Button("in mask") {}.accessibilityIdentifier("masked") }
                .overlay { Button("in overlay") {}.accessibilityIdentifier("overlaid") })
        XCTAssertFalse(graph.focus("masked"))
        XCTAssertTrue(graph.focus("overlaid"))
    }
}

extension LayerEffectTests {
    /// Gradients are views as in SwiftUI: they fill their proposal, and the modifiers taking a
    /// view or a shape style accept them without ambiguity.
    func testGradientsAreViews() {
        let fade = LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
        let glow = RadialGradient(colors: [.white, .clear], center: .center, startRadius: 0, endRadius: 10)
        let graph = layout(
            VStack(spacing: 0) {
                fade.frame(width: 30, height: 10).accessibilityIdentifier("linear")
                glow.frame(width: 20, height: 20).accessibilityIdentifier("radial")
                Color.red.frame(width: 10, height: 10).background(fade).overlay(glow).mask(fade)
            })
        XCTAssertFrame(graph, "linear", 0, 0, 30, 10)
        XCTAssertFrame(graph, "radial", 5, 10, 20, 20)
        let gradients = graph.displayList.operations.filter {
            if case .fill(_, .linearGradient) = $0 { true } else if case .fill(_, .radialGradient) = $0 { true } else { false }
        }
        XCTAssertEqual(gradients.count, 5)
    }
}
