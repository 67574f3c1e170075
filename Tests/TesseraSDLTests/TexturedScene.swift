import Foundation
import TesseraSDL

/// A scene of textured views for renderer-parity checks: tiled and stretched nine-slices, a
/// tiled background, gradients, an image paint and diagonal stripes (needs "panel" installed).
enum TexturedScene {
    struct Content: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 8) {
                    Image("panel").resizable(capInsets: EdgeInsets(all: 8), resizingMode: .tile).frame(width: 90, height: 50)
                    Image("panel").resizable(capInsets: EdgeInsets(all: 8), resizingMode: .stretch).frame(width: 90, height: 50)
                    Text("Play").foregroundColor(.white).padding(6).tiledBackground(with: Image("panel"), capInsets: EdgeInsets(all: 8))
                }
                HStack(spacing: 8) {
                    RoundedRectangle(cornerRadius: 10).fill(
                        LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)
                    )
                    .frame(width: 60, height: 60)
                    Circle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 30)).frame(
                        width: 60, height: 60)
                    RoundedRectangle(cornerRadius: 12).fill(DiagonalStripes(size: 10, lineWidth: 3, color: .white)).frame(
                        width: 90, height: 60)
                    Capsule().fill(.image(Image("panel"), sourceRect: CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)))
                        .frame(width: 70, height: 40)
                }
            }
            .padding(10)
        }
    }

    static func list(_ measurer: TTFTextMeasurer, _ catalog: AssetCatalog) -> DisplayList {
        let graph = ViewGraph(textMeasurer: measurer, imageProvider: catalog)
        graph.rootPlacement = .topLeading
        return graph.update(Content(), size: CGSize(width: 340, height: 150))
    }
}
