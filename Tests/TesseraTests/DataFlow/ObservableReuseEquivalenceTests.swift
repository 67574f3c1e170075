import Foundation
import TesseraTesting
import XCTest

@testable import Tessera

/// Reuse driven by observable models must never change a frame: a graph that reuses views whose
/// models did not change and one that evaluates every body are fed the same models, mutated in
/// place between frames, and must draw the same display lists.
final class ObservableReuseEquivalenceTests: XCTestCase {
    func test_reusingAndEvaluatingEverything_drawTheSameFrames_overMutatedModels() {
        var generator = StackReferenceTests.Generator(state: 0x0B5E_4BAB)
        var reuse = ReuseEquivalence()
        let board = Board()
        let settings = BoardSettings()
        let size = CGSize(width: 360, height: 240)

        for _ in 0..<300 {
            board.mutate(using: &generator, settings: settings)
            let scene = BoardScreen(board: board).environmentObject(settings).environment(board)
            guard reuse.assertSameFrame(scene, size: size) else { return }
        }
        XCTAssertGreaterThan(reuse.reusedSubtrees, 300, "most frames reuse something, or this test proves nothing")
    }
}

@Observable
private final class Tile: Identifiable {
    let id: Int
    var title: String
    var stars: Int
    var isSelected = false

    init(id: Int) {
        self.id = id
        title = "Tile \(id)"
        stars = id % 4
    }
}

@Observable
private final class Board {
    var tiles = (0..<6).map(Tile.init)
    var selection = 0
    var headline = "Board"
    var nextID = 6

    func mutate(using g: inout StackReferenceTests.Generator, settings: BoardSettings) {
        switch g.next() % 9 {
        case 0, 1, 2: break
        case 3:
            tiles[selection % tiles.count].isSelected = false
            selection = Int(g.next() % UInt64(tiles.count))
            tiles[selection].isSelected = true
        case 4: tiles[Int(g.next() % UInt64(tiles.count))].title += "!"
        case 5: tiles[Int(g.next() % UInt64(tiles.count))].stars = Int(g.next() % 4)
        case 6:
            if tiles.count < 9 {
                tiles.insert(Tile(id: nextID), at: Int(g.next() % UInt64(tiles.count + 1)))
                nextID += 1
            } else {
                tiles.remove(at: Int(g.next() % UInt64(tiles.count)))
            }
        case 7: headline = headline == "Board" ? "Board!" : "Board"
        default: settings.large.toggle()
        }
    }
}

private final class BoardSettings: ObservableObject {
    @Published var large = false
}

private struct BoardScreen: View {
    let board: Board

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Headline()
            HStack(spacing: 4) {
                ForEach(board.tiles) { tile in TileView(tile: tile) }
            }
            Legend()
        }
    }
}

private struct Headline: View {
    @Environment(Board.self) var board
    var body: some View { Text(board.headline).font(.system(size: 12)) }
}

private struct TileView: View {
    let tile: Tile
    var body: some View {
        VStack(spacing: 2) {
            Text(tile.title).font(.system(size: 9))
            HStack(spacing: 1) {
                ForEach(0..<3) { i in Circle().fill(i < tile.stars ? Color.yellow : Color.gray).frame(width: 5, height: 5) }
            }
        }
        .padding(3)
        .background(RoundedRectangle(cornerRadius: 3).fill(tile.isSelected ? Color.blue : Color.black))
    }
}

private struct Legend: View {
    @EnvironmentObject var settings: BoardSettings
    var body: some View {
        Text("Legend").font(.system(size: settings.large ? 14 : 9))
    }
}
