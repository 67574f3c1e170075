import Foundation
import XCTest

@testable import Tessera

/// `Image(systemName:)`, `Label` and the symbol modifiers, as SwiftUI code uses them.
final class SystemSymbolTests: XCTestCase {
    func testASymbolIsSizedByItsFontAndImageScale() {
        // 1.12 × the font size, rounded: 17-pt body → 19, 20 pt → 22; at 17 pt large (1.29×) → 25, small (0.78×) → 15.
        XCTAssertEqual(layout(Image(systemName: "star.fill")).rootSize, CGSize(width: 19, height: 19))
        XCTAssertEqual(layout(Image(systemName: "star.fill").font(.system(size: 20))).rootSize, CGSize(width: 22, height: 22))
        XCTAssertEqual(layout(Image(systemName: "star.fill").imageScale(.large)).rootSize, CGSize(width: 25, height: 25))
        XCTAssertEqual(layout(Image(systemName: "star.fill").imageScale(.small)).rootSize, CGSize(width: 15, height: 15))
    }

    func testAResizableSymbolFillsItsFrame() {
        let graph = layout(Image(systemName: "heart.fill").resizable().frame(width: 120, height: 80))
        XCTAssertEqual(graph.rootSize, CGSize(width: 120, height: 80))
        let image = graph.displayList.operations.compactMap { op -> CGRect? in
            if case .image(let drawing) = op { return drawing.destination }
            return nil
        }.first
        XCTAssertEqual(image, CGRect(x: 0, y: 0, width: 120, height: 80))
    }

    func testEveryBuiltInBaseNameAndItsFormsAreSymbols() {
        XCTAssertGreaterThanOrEqual(SystemSymbols.baseNames.count, 80)
        for name in ["star", "heart", "xmark", "checkmark", "gearshape", "trophy", "crown", "flag", "bolt", "lock", "person", "house"] {
            XCTAssertTrue(SystemSymbols.contains(name), name)
        }
        for name in [
            "star.fill", "heart.circle.fill", "xmark.circle", "xmark.circle.fill", "checkmark.square.fill", "plus.circle",
            "arrow.clockwise", "chevron.right", "play.fill", "pause.fill", "die.face.5.fill", "suit.spade.fill", "3.circle",
            "12.square.fill", "questionmark.circle", "exclamationmark.triangle", "speaker.wave.2.fill", "speaker.slash.fill",
            "gamecontroller.fill", "lightbulb.fill", "flame.fill", "info.circle", "exclamationmark.triangle.fill", "lock.fill",
        ] {
            XCTAssertTrue(SystemSymbols.contains(name), name)
        }
        XCTAssertFalse(SystemSymbols.contains("no.such.symbol"))
    }

    func testAnUnknownNameDrawsThePlaceholderAndLogsOnce() {
        Diagnostics.reset()
        let graph = layout(
            VStack {
                Image(systemName: "no.such.symbol"); Image(systemName: "no.such.symbol")
            })
        XCTAssertEqual(graph.rootSize.width, 19, "the placeholder has a symbol's size")
        let logged = Diagnostics.messages.filter { $0.contains("no.such.symbol") }
        XCTAssertEqual(logged.count, 1, "\(Diagnostics.messages)")
    }

    func testAGameRegistersItsOwnSymbol() {
        XCTAssertFalse(SystemSymbols.contains("rune"))
        SystemSymbols.register("rune", path: Path(CGRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6)))
        defer { SystemSymbols.unregister("rune") }
        XCTAssertTrue(SystemSymbols.contains("rune"))
        XCTAssertTrue(SystemSymbols.contains("rune.circle.fill"), "its container forms follow")
        SystemSymbols.unregister("rune")
        XCTAssertFalse(SystemSymbols.contains("rune"))
    }

    func testVariantsPickTheFormThatExists() {
        XCTAssertEqual(SymbolVariants.fill.apply(to: "star"), "star.fill")
        XCTAssertEqual(SymbolVariants.circle.fill.apply(to: "xmark"), "xmark.circle.fill")
        XCTAssertEqual(SymbolVariants.fill.apply(to: "no.such"), "no.such", "no such form: the symbol as named")
    }

    func testALabelIsItsIconThenItsTitleEightPointsApart() {
        let title = layout(Text("Play")).rootSize
        let graph = layout(Label("Play", systemImage: "play.fill"))
        XCTAssertEqual(graph.rootSize.width, 19 + 8 + title.width)
        XCTAssertEqual(layout(Label("Play", systemImage: "play.fill").labelStyle(.iconOnly)).rootSize, CGSize(width: 19, height: 19))
        XCTAssertEqual(layout(Label("Play", systemImage: "play.fill").labelStyle(.titleOnly)).rootSize, title)
    }

    func testButtonsAndTogglesTakeASymbol() {
        var tapped = false
        let h = InputHarness { Button("Restart", systemImage: "arrow.clockwise") { tapped = true } }
        h.press(.tab)
        h.press(.return)
        XCTAssertTrue(tapped)
        XCTAssertGreaterThan(layout(Toggle("Sound", systemImage: "speaker.wave.2", isOn: .constant(true))).rootSize.width, 44)
    }

    func testASymbolIsDrawnInTheForegroundColour() {
        func colours(_ view: some View) -> Set<Color.Resolved> {
            let graph = layout(view)
            guard case .image(let drawing)? = graph.displayList.operations.first(where: { if case .image = $0 { true } else { false } }),
                let rendered = drawing.image.rendered
            else { return [] }
            return Set(
                rendered.displayList.operations.compactMap { op in
                    if case .fill(_, .color(let c)) = op { return c }
                    if case .stroke(_, .color(let c), _) = op { return c }
                    return nil
                })
        }
        XCTAssertEqual(colours(Image(systemName: "heart.fill").foregroundColor(.red)), [Color.red.resolve(colorScheme: .light)])
        XCTAssertEqual(colours(Image(systemName: "heart.fill").foregroundStyle(.green)), [Color.green.resolve(colorScheme: .light)])
    }
}

final class ContentUnavailableViewTests: XCTestCase {
    func testAnEmptyStateFillsItsSpaceWithItsIconOverItsTitle() {
        let graph = layout(
            ContentUnavailableView("No Saves", systemImage: "tray", description: Text("Play a level first."))
                .frame(width: 300, height: 400))
        XCTAssertEqual(graph.rootSize, CGSize(width: 300, height: 400))
        let icon = graph.displayList.operations.compactMap { op -> CGRect? in
            if case .image(let d) = op { return d.destination }
            return nil
        }.first
        // The 48-point icon: 1.12 × 48 → 54 points, centred horizontally.
        XCTAssertEqual(icon?.width, 54)
        XCTAssertEqual(icon?.midX, 150)
    }

    func testTheSearchStateNamesTheSearch() {
        let plain = layout(ContentUnavailableView<Label<Text, Image>, Text?, EmptyView>.search)
        let named = layout(ContentUnavailableView<Label<Text, Image>, Text?, EmptyView>.search(text: "dragon"))
        XCTAssertGreaterThan(named.rootSize.height, 0)
        XCTAssertEqual(plain.rootSize, named.rootSize, "both fill the space they are given")
    }
}
