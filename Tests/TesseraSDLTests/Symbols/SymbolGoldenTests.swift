import Foundation
import TesseraSDL
import XCTest

/// Tessera's symbols drawn by the SDL backend: every base symbol with its forms, labels in their
/// styles, and a symbol inline in text, at scales 1 and 2.
final class SymbolGoldenTests: FixtureTestCase {
    struct Sheet: View {
        let columns = Array(repeating: GridItem(.fixed(28), spacing: 2), count: 16)

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                LazyVGrid(columns: columns, alignment: .leading, spacing: 4) {
                    ForEach(SystemSymbols.baseNames, id: \.self) { name in
                        Image(systemName: name).frame(width: 26, height: 24)
                    }
                }
                HStack(spacing: 10) {
                    ForEach(
                        ["star.fill", "heart.fill", "xmark.circle.fill", "checkmark.circle", "plus.square.fill", "3.circle.fill"],
                        id: \.self
                    ) {
                        Image(systemName: $0)
                    }
                    Image(systemName: "trophy.fill").foregroundColor(.orange).imageScale(.large)
                    Image(systemName: "bolt.fill").foregroundStyle(.yellow).font(.system(size: 24, weight: .black))
                    Image(systemName: "gearshape").font(.system(size: 24, weight: .ultraLight))
                    Image(systemName: "die.face.5.fill").foregroundColor(.red).font(.title)
                }
                HStack(spacing: 16) {
                    Label("Play", systemImage: "play.fill")
                    Label("Sound", systemImage: "speaker.wave.2.fill").labelStyle(.iconOnly)
                    Label("Trophies", systemImage: "trophy").foregroundColor(.orange)
                    Button("Restart", systemImage: "arrow.clockwise") {}
                }
                Text("Collect \(Image(systemName: "star.fill")) 3 stars, avoid \(Image(systemName: "flame.fill"))").font(.headline)
            }
            .padding(10)
        }
    }

    private func render(scale: CGFloat) throws -> RGBAImage {
        let size = CGSize(width: 500, height: 320)
        let rig = try SceneRig(width: Int(size.width * scale), height: Int(size.height * scale), assets: assets, scale: scale)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.environment.displayScale = scale
        graph.rootPlacement = .topLeading
        let scene = ZStack(alignment: .topLeading) {
            Color.white
            Sheet()
        }
        return try rig.render(graph.update(scene, size: size))
    }

    func testSymbolsLabelsAndInlineSymbols() throws {
        assertFrame(try render(scale: 1), named: "symbols")
    }

    func testSymbolsAtScale2() throws {
        assertFrame(try render(scale: 2), named: "symbols@2x")
    }
}
