import Foundation
import XCTest

@testable import Tessera

/// The display list: what is drawn, in pixels.
final class DisplayListTests: XCTestCase {
    private let red = Color.red.resolve(in: EnvironmentValues())
    private let blue = Color.blue.resolve(in: EnvironmentValues())
    private let green = Color.green.resolve(in: EnvironmentValues())

    func testColorIsAFilledRectInPixels() {
        let graph = layout(Color.red.frame(width: 10, height: 20).padding(3))
        XCTAssertEqual(graph.displayList.operations, [.fill(.rect(CGRectMake(3, 3, 10, 20)), .color(red))])
    }

    func testColorAtScale2() {
        let graph = layout(Color.red.frame(width: 10, height: 20).padding(3), scale: 2)
        XCTAssertEqual(graph.displayList.operations, [.fill(.rect(CGRectMake(6, 6, 20, 40)), .color(red))])
    }

    func testColorOpacityIsInThePaint() {
        let graph = layout(Color.red.opacity(0.5).frame(width: 10, height: 10))
        XCTAssertEqual(fills(graph.displayList).first?.1.opacity, red.opacity * 0.5)
    }

    func testClearColorDrawsNothing() {
        XCTAssertTrue(layout(Color.clear.frame(width: 10, height: 10)).displayList.operations.isEmpty)
    }

    func testCircleIsAnEllipseInItsSquare() {
        let graph = layout(Circle().fill(Color.blue).frame(width: 40, height: 20))
        XCTAssertEqual(graph.displayList.operations, [.fill(.ellipse(CGRectMake(10, 0, 20, 20)), .color(blue))])
    }

    func testRoundedRectangleScalesItsCornersWithTheDisplay() {
        let one = layout(RoundedRectangle(cornerRadius: 5).fill(Color.blue).frame(width: 40, height: 20))
        XCTAssertEqual(
            one.displayList.operations,
            [.fill(.roundedRect(CGRectMake(0, 0, 40, 20), cornerSize: CGSize(width: 5, height: 5), style: .continuous), .color(blue))])
        let two = layout(RoundedRectangle(cornerRadius: 5).fill(Color.blue).frame(width: 40, height: 20), scale: 2)
        XCTAssertEqual(
            two.displayList.operations,
            [.fill(.roundedRect(CGRectMake(0, 0, 80, 40), cornerSize: CGSize(width: 10, height: 10), style: .continuous), .color(blue))])
    }

    func testStrokeWidthIsInPixels() {
        let graph = layout(Rectangle().stroke(Color.blue, lineWidth: 2).frame(width: 10, height: 10), scale: 2)
        guard case .stroke(let shape, .color(let c), let style)? = graph.displayList.operations.first else {
            return XCTFail("\(graph.displayList.operations)")
        }
        XCTAssertEqual(shape, .rect(CGRectMake(0, 0, 20, 20)))
        XCTAssertEqual(c, blue)
        XCTAssertEqual(style.lineWidth, 4)
    }

    func testShapeDefaultsToTheForegroundColour() {
        let graph = layout(Rectangle().frame(width: 10, height: 10))
        XCTAssertEqual(fills(graph.displayList).first?.1, Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1))
    }

    func testTextIsAGlyphRunOnTheBaseline() {
        let graph = layout(Text("Hi").font(ten).padding(5))
        let runs = textRuns(graph.displayList)
        XCTAssertEqual(runs.count, 1)
        XCTAssertEqual(runs.first?.font.size, 10)
        XCTAssertEqual(runs.first.map { string(of: $0, in: graph.displayList) }, "Hi")
        XCTAssertEqual(graph.displayList.glyphs.map(\.x), [5, 15])
        XCTAssertEqual(graph.displayList.glyphs.map(\.y), [20, 20])
    }

    func testTextAtScale2IsInPixels() {
        let graph = layout(Text("Hi").font(ten).padding(5), scale: 2)
        XCTAssertEqual(graph.displayList.glyphs.map(\.x), [10, 30])
        XCTAssertEqual(graph.displayList.glyphs.map(\.y), [40, 40])
        XCTAssertEqual(textRuns(graph.displayList).first?.scale, 2)
    }

    func testSecondLineIsOneLineHeightLower() {
        let graph = layout(Text("a\nb").font(ten))
        XCTAssertEqual(graph.displayList.glyphs.map(\.y), [15, 35])
    }

    func testTextSegmentsWithDifferentColoursAreSeparateRuns() {
        let graph = layout((Text("ab").foregroundColor(.red) + Text("cd").foregroundColor(.blue)).font(ten))
        let runs = textRuns(graph.displayList)
        XCTAssertEqual(runs.map(\.color), [red, blue])
        XCTAssertEqual(runs.map { string(of: $0, in: graph.displayList) }, ["ab", "cd"])
    }

    func testImageDrawsItsPixelsIntoItsFrame() {
        let graph = layout(Image("star").padding(4), images: ["star": CGSize(width: 32, height: 32)])
        guard case .image(let drawing)? = graph.displayList.operations.first else {
            return XCTFail("\(graph.displayList.operations)")
        }
        XCTAssertEqual(drawing.image.name, "star")
        XCTAssertEqual(drawing.source, CGRectMake(0, 0, 32, 32))
        XCTAssertEqual(drawing.destination, CGRectMake(4, 4, 32, 32))
    }

    func testImageAtScale2() {
        let graph = layout(Image("star").padding(4), scale: 2, images: ["star": CGSize(width: 32, height: 32)])
        guard case .image(let drawing)? = graph.displayList.operations.first else {
            return XCTFail("\(graph.displayList.operations)")
        }
        XCTAssertEqual(drawing.destination, CGRectMake(8, 8, 64, 64))
    }

    func testResizableImageIsStretchedToItsFrame() {
        let graph = layout(Image("star").resizable().frame(width: 100, height: 50), images: ["star": CGSize(width: 32, height: 32)])
        guard case .image(let drawing)? = graph.displayList.operations.first else {
            return XCTFail("\(graph.displayList.operations)")
        }
        XCTAssertEqual(drawing.destination, CGRectMake(0, 0, 100, 50))
    }

    func testOpacityGroupWrapsItsContent() {
        let graph = layout(Color.red.frame(width: 10, height: 10).opacity(0.5))
        XCTAssertEqual(
            graph.displayList.operations,
            [
                .pushOpacity(0.5), .fill(.rect(CGRectMake(0, 0, 10, 10)), .color(red)), .popOpacity,
            ])
    }

    func testClipWrapsItsContent() {
        let graph = layout(Color.red.frame(width: 10, height: 10).clipped(), scale: 2)
        XCTAssertEqual(
            graph.displayList.operations,
            [
                .pushClip(.rect(CGRectMake(0, 0, 20, 20)), antialiased: false), .fill(.rect(CGRectMake(0, 0, 20, 20)), .color(red)),
                .popClip,
            ])
    }

    func testClipShapeUsesTheShapeInTheBounds() {
        let graph = layout(Color.red.frame(width: 20, height: 10).clipShape(Capsule()))
        guard case .pushClip(let shape, _)? = graph.displayList.operations.first else {
            return XCTFail("\(graph.displayList.operations)")
        }
        XCTAssertEqual(shape.bounds, CGRectMake(0, 0, 20, 10))
    }

    func testNestedEffectsPushAndPopInOrder() {
        let graph = layout(Color.red.frame(width: 10, height: 10).opacity(0.5).clipped().shadow(color: .black, radius: 2, x: 1, y: 1))
        let kinds = graph.displayList.operations.map { op -> String in
            switch op {
            case .pushShadow: "pushShadow"
            case .popShadow: "popShadow"
            case .pushClip: "pushClip"
            case .popClip: "popClip"
            case .pushOpacity: "pushOpacity"
            case .popOpacity: "popOpacity"
            case .fill: "fill"
            default: "\(op)"
            }
        }
        XCTAssertEqual(kinds, ["pushShadow", "pushClip", "pushOpacity", "fill", "popOpacity", "popClip", "popShadow"])
    }

    func testShadowIsInPixels() {
        let graph = layout(Color.red.frame(width: 10, height: 10).shadow(color: .black, radius: 3, x: 1, y: 2), scale: 2)
        XCTAssertEqual(
            graph.displayList.operations.first,
            .pushShadow(ShadowStyle(color: Color.black.resolve(in: EnvironmentValues()), radius: 6, offset: CGSize(width: 2, height: 4))))
    }

    func testTransformWrapsItsContent() {
        let graph = layout(Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(30)))
        XCTAssertEqual(graph.displayList.operations.count, 3)
        guard case .pushTransform = graph.displayList.operations.first, case .popTransform = graph.displayList.operations.last else {
            return XCTFail("\(graph.displayList.operations)")
        }
    }

    // §5 draw order: background behind the primary, overlay in front
    func testBackgroundIsDrawnBeforeAndOverlayAfterThePrimary() {
        let graph = layout(Color.red.frame(width: 10, height: 10).background(Color.blue).overlay(Color.green))
        XCTAssertEqual(fills(graph.displayList).map(\.1), [blue, red, green])
    }

    func testBackgroundStyleFillsThePrimarysBounds() {
        let graph = layout(Text("Hi").font(ten).padding(2).background(Color.blue))
        XCTAssertEqual(fills(graph.displayList).first?.0, CGRectMake(0, 0, 24, 24))
    }

    func testBackgroundInShape() {
        let graph = layout(rect(20, 10).background(Color.blue, in: Capsule()))
        guard case .fill(let shape, .color(let c))? = graph.displayList.operations.first else {
            return XCTFail("\(graph.displayList.operations)")
        }
        XCTAssertEqual(shape.bounds, CGRectMake(0, 0, 20, 10))
        XCTAssertEqual(c, blue)
    }

    func testBorderIsAStrokeInsideTheBounds() {
        let graph = layout(Color.red.frame(width: 20, height: 10).border(Color.blue, width: 2))
        guard case .stroke(let shape, _, let style)? = graph.displayList.operations.last else {
            return XCTFail("\(graph.displayList.operations)")
        }
        XCTAssertEqual(shape, .rect(CGRectMake(1, 1, 18, 8)))
        XCTAssertEqual(style.lineWidth, 2)
    }

    func testDrawOrderFollowsTheTree() {
        let graph = layout(
            VStack(spacing: 0) {
                rect(10, 10, .red)
                ZStack {
                    rect(10, 10, .blue)
                    rect(5, 5, .green)
                }
            })
        XCTAssertEqual(fills(graph.displayList).map(\.1), [red, blue, green])
    }

    func testTemplateImageIsTintedWithTheForegroundColour() {
        let graph = layout(Image("star").renderingMode(.template).foregroundColor(.red), images: ["star": CGSize(width: 8, height: 8)])
        guard case .image(let drawing)? = graph.displayList.operations.first else {
            return XCTFail("\(graph.displayList.operations)")
        }
        XCTAssertEqual(drawing.tint, red)
    }

    func testOpacityZeroDrawsNothingButKeepsLayout() {
        let graph = layout(
            HStack(spacing: 0) {
                rect(10, 10, .red).opacity(0)
                rect(10, 10, .blue).named("b")
            })
        XCTAssertEqual(fills(graph.displayList).map(\.1), [blue])
        XCTAssertFrame(graph, "b", 10, 0, 10, 10)
    }

    // §7 cornerRadius clips to a continuous rounded rectangle, antialiased by default
    func testCornerRadiusClipsToAContinuousRoundedRectangle() {
        let graph = layout(Color.red.frame(width: 20, height: 10).cornerRadius(4), scale: 2)
        XCTAssertEqual(
            graph.displayList.operations.first,
            .pushClip(
                .roundedRect(CGRectMake(0, 0, 40, 20), cornerSize: CGSize(width: 8, height: 8), style: .continuous), antialiased: true))
    }
}
