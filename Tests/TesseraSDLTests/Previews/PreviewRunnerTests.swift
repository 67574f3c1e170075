import Foundation
import TesseraSDL
import TesseraSDLTesting
import XCTest

/// A card as a game's menu shows it, previewed the ways Xcode projects do.
struct ScoreCard: View {
    var title: String
    var score: Int

    var body: some View {
        VStack(spacing: 6) {
            Text(title).font(.headline)
            Text("\(score)").font(.system(size: 28, weight: .bold))
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.orange.opacity(0.3)))
    }
}

#Preview("Fitting card", traits: .sizeThatFitsLayout) {
    ScoreCard(title: "Best", score: 42)
}

#Preview("Wide card", traits: .fixedLayout(width: 320, height: 140)) {
    let score = 7
    ZStack {
        Color.blue.opacity(0.2)
        ScoreCard(title: "Level", score: score)
    }
}

struct ScoreCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ScoreCard(title: "Provider", score: 1)
                .previewLayout(.fixed(width: 200, height: 200))
                .previewDisplayName("Provider square")
            ScoreCard(title: "Phone", score: 2)
                .previewDevice("iPhone SE (3rd generation)")
                .previewInterfaceOrientation(.landscapeLeft)
        }
    }
}

final class PreviewRunnerTests: HeadlessTestCase {
    private var ownPreviews: [Preview] {
        PreviewRunner.register(ScoreCard_Previews.self)
        PreviewRunner.register(ScoreCard_Previews.self)
        return PreviewRunner.previews.filter { $0.source.contains("PreviewRunnerTests.swift") || $0.source == "ScoreCard_Previews" }
    }

    private func temporaryFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-previews-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testEveryPreviewIsDrawnAtItsSizeAndOnAContactSheet() throws {
        let previews = ownPreviews
        XCTAssertEqual(previews.map(\.name), ["Fitting card", "Wide card", "Provider square", "ScoreCard_Previews 2"])
        let output = try PreviewRunner.render(previews, to: temporaryFolder())
        XCTAssertEqual(
            output.files.map(\.lastPathComponent),
            ["01-Fitting_card.png", "02-Wide_card.png", "03-Provider_square.png", "04-ScoreCard_Previews_2.png"])
        let sizes = try output.files.map { try FrameCapture.loadPNG(at: $0.path) }.map { [$0.width, $0.height] }
        // The fitting card is its padded text's size; a landscape iPhone SE is 667×375.
        XCTAssertEqual(sizes[1], [320, 140])
        XCTAssertEqual(sizes[2], [200, 200])
        XCTAssertEqual(sizes[3], [667, 375])
        XCTAssertLessThan(sizes[0][0], 200)
        XCTAssertGreaterThan(sizes[0][0], 40)
        let fitting = try FrameCapture.loadPNG(at: output.files[0].path)
        assertFrame(fitting, named: "fitting-card")
        assertFrame(try FrameCapture.loadPNG(at: output.contactSheet.path), named: "contact-sheet")
    }

    func testTheEnvironmentVariableAsksForARun() throws {
        XCTAssertFalse(PreviewRunner.runIfRequested([:]))
        let folder = temporaryFolder()
        XCTAssertTrue(PreviewRunner.runIfRequested(["TESSERA_PREVIEWS": folder.path, "TESSERA_PREVIEW_SCALE": "nan"]))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("contact-sheet.png").path))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertTrue(files.contains { $0.hasSuffix("-Wide_card.png") }, "\(files)")
    }
}
