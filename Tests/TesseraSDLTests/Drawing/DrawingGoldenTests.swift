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

    /// Two cards, one flat and one flipped 60° around its vertical axis (half as wide), each a
    /// filled and stroked rounded rectangle (`fill(_:).stroke(_:lineWidth:)`).
    func testCardFlipAt60Degrees() throws {
        func card(_ label: String) -> some View {
            RoundedRectangle(cornerRadius: 10)
                .fill(.blue)
                .stroke(.orange, lineWidth: 4)
                .frame(width: 80, height: 110)
                .overlay(Text(label).foregroundStyle(.white))
        }
        let cards = HStack(spacing: 30) {
            card("A")
            card("K").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        }
        assertFrame(try render(cards), named: "cards")
    }
}
