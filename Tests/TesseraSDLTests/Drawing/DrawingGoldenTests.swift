import Foundation
import TesseraSDL
import XCTest

/// `Canvas` and `Grid` drawn by the SDL backend.
final class DrawingGoldenTests: FixtureTestCase {
    private func render<V: View>(_ view: V, size: CGSize = CGSize(width: 240, height: 180)) throws -> RGBAImage {
        let rig = try SceneRig(width: Int(size.width), height: Int(size.height), assets: assets, scale: 1)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        let scene = ZStack {
            Color.white
            view
        }
        graph.update(scene, size: size)
        return try rig.render(graph.update(scene, size: size))
    }

    /// A canvas with fills, a stroke, a gradient, a rotated and scaled square, a half-opaque
    /// layer and a clip: a sun over hills, a tilted crate, and stripes clipped to a circle.
    func testCanvasDrawing() throws {
        let canvas = Canvas { context, size in
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .linearGradient(
                    Gradient(colors: [.blue, .white]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
            context.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 50, height: 50)), with: .color(.yellow))
            context.stroke(Path(ellipseIn: CGRect(x: 20, y: 20, width: 50, height: 50)), with: .color(.orange), lineWidth: 4)
            var hills = Path()
            hills.move(to: CGPoint(x: 0, y: size.height))
            hills.addLine(to: CGPoint(x: 0, y: 130))
            hills.addQuadCurve(to: CGPoint(x: size.width, y: 130), control: CGPoint(x: size.width / 2, y: 70))
            hills.addLine(to: CGPoint(x: size.width, y: size.height))
            hills.closeSubpath()
            context.fill(hills, with: .color(.green))

            var crate = context
            crate.translateBy(x: 120, y: 60)
            crate.rotate(by: .degrees(30))
            crate.scaleBy(x: 1.5, y: 1.5)
            crate.fill(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.brown))

            context.opacity = 0.5
            context.drawLayer { layer in
                layer.clip(to: Path(ellipseIn: CGRect(x: 160, y: 90, width: 60, height: 60)))
                for index in 0..<6 {
                    let color: Color = index.isMultiple(of: 2) ? .red : .purple
                    layer.fill(Path(CGRect(x: 160 + CGFloat(index) * 10, y: 90, width: 10, height: 60)), with: .color(color))
                }
            }
        }
        assertFrame(try render(canvas), named: "canvas")
    }

    /// A score table: a header row, a divider spanning every column, trailing-aligned numbers.
    func testGrid() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
            GridRow {
                Text("Player").bold()
                Text("Score").bold().gridColumnAlignment(.trailing)
            }
            Divider()
            GridRow {
                Text("Ada")
                Text("1200")
            }
            GridRow {
                Text("Grace")
                Text("85")
            }
            GridRow {
                Color.orange.frame(height: 8).gridCellColumns(2)
            }
        }
        .padding(8)
        .background(Color.gray.opacity(0.2))
        assertFrame(try render(grid), named: "grid")
    }

    /// Two cards, one flat and one turned 60° around its vertical axis in perspective (its right
    /// edge, turned away, shorter than its left), each a filled and stroked rounded rectangle
    /// (`fill(_:).stroke(_:lineWidth:)`).
    func testCardFlipAt60Degrees() throws {
        let cards = HStack(spacing: 30) {
            flipCard("A")
            flipCard("K").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        }
        assertFrame(try render(cards), named: "cards")
    }

    /// A card flipping around its vertical axis at 0°, 45°, just under 90° (edge on) and 135°
    /// (its back, mirrored, as SwiftUI shows it): the far edge is foreshortened, the near edge
    /// grows.
    func testCardFlipInPerspective() throws {
        let cards = HStack(spacing: 20) {
            ForEach([0, 45, 89.5, 135], id: \.self) { degrees in
                flipCard("Q").rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0))
            }
        }
        assertFrame(try render(cards, size: CGSize(width: 420, height: 160)), named: "flip")
    }

    /// A card tipped back 40° around its horizontal axis (its top edge farther away), through
    /// `projectionEffect` with the same transform, and one rotated with a perspective of 0
    /// (orthographic: only narrowed).
    func testProjectionEffectAndOrthographicRotation() throws {
        let tipped = _Rotation3DEffect(angle: .degrees(40), axis: (x: 1, y: 0, z: 0)).effectValue(size: CGSize(width: 80, height: 110))
        let cards = HStack(spacing: 20) {
            flipCard("J").rotation3DEffect(.degrees(40), axis: (x: 1, y: 0, z: 0))
            flipCard("J").projectionEffect(tipped)
            flipCard("J").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0)
        }
        assertFrame(try render(cards, size: CGSize(width: 360, height: 180)), named: "projection")
    }

    /// Text, an asset image, symbols and a tagged symbol view drawn by a canvas: text at a point
    /// (centred) and wrapped in a rectangle in the environment's font and foreground style,
    /// an image at its size and stretched, a tinted symbol, and the symbol view twice.
    func testCanvasTextImagesAndSymbols() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(white: 0.95)))
            context.draw(Text("Score 42"), at: CGPoint(x: size.width / 2, y: 16))
            context.draw(Text("Wrapped in a rectangle of ninety points").font(.caption), in: CGRect(x: 8, y: 34, width: 90, height: 60))
            context.draw(Image("badge"), at: CGPoint(x: 130, y: 50), anchor: .center)
            context.draw(Image("badge"), in: CGRect(x: 160, y: 30, width: 60, height: 30))
            var star = context.resolve(Image(systemName: "star.fill"))
            star.shading = .color(.orange)
            context.draw(star, at: CGPoint(x: 20, y: 120), anchor: .leading)
            var heart = context
            heart.opacity = 0.5
            heart.draw(Text(Image(systemName: "heart.fill")).foregroundStyle(.red), at: CGPoint(x: 60, y: 120))
            if let badge = context.resolveSymbol(id: "badge") {
                context.draw(badge, at: CGPoint(x: 120, y: 120))
                var turned = context
                turned.translateBy(x: 190, y: 120)
                turned.rotate(by: .degrees(20))
                turned.draw(badge, at: .zero)
            }
        } symbols: {
            Text("1UP").font(.caption).bold().padding(4).background(Capsule().fill(.green)).tag("badge")
        }
        .foregroundStyle(.blue)
        .frame(width: 230, height: 150)
        assertFrame(try render(canvas), named: "canvasviews")
    }
}

/// A playing card: a blue rounded rectangle with an orange edge and a white label top-left.
private func flipCard(_ label: String) -> some View {
    RoundedRectangle(cornerRadius: 10)
        .fill(.blue)
        .stroke(.orange, lineWidth: 4)
        .frame(width: 80, height: 110)
        .overlay(alignment: .topLeading) { Text(label).foregroundStyle(.white).padding(8) }
}
