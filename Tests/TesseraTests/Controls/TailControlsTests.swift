import Foundation
import XCTest

@testable import Tessera

/// `ShareLink`, `DatePicker` and `ColorPicker`: SwiftUI's spellings compile, and each is laid out
/// as iOS's compact control: the label at the leading edge, the value at the trailing edge.
final class TailControlsTests: XCTestCase {
    private func texts(_ graph: ViewGraph) -> [String] {
        let list = graph.displayList
        return list.operations.compactMap { op in
            guard case .text(let run) = op else { return nil }
            return Self.squeezed(String(String.UnicodeScalarView(list.glyphs[run.glyphs].map(\.scalar))))
        }
    }

    /// `text` without its spaces (a run's glyphs leave them out).
    private static func squeezed(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isWhitespace }))
    }

    private static func squeezed(_ texts: [String]) -> [String] { texts.map { squeezed($0) } }

    private let utc = TimeZone(identifier: "UTC")!
    /// 29 November 2026, 17:07 UTC.
    private let date = Date(timeIntervalSince1970: 1_795_972_020)

    func testShareLinkSpellingsCompile() {
        let url = URL(string: "https://example.com/level/3")!
        let views: [AnyView] = [
            AnyView(ShareLink(item: url)),
            AnyView(ShareLink(item: "I scored 420!")),
            AnyView(ShareLink(item: url, subject: Text("Level 3"), message: Text("Try it"))),
            AnyView(ShareLink("Share level", item: url)),
            AnyView(ShareLink(String("Share score"), item: "420")),
            AnyView(ShareLink(Text("Share"), item: url)),
            AnyView(ShareLink(item: url) { Label("Send", systemImage: "paperplane") }),
            AnyView(ShareLink(items: [url, url])),
            AnyView(ShareLink(items: ["a", "b"]) { Text("Both") }),
            AnyView(ShareLink(item: url, preview: SharePreview("Level 3", image: Image("banner-3")))),
            AnyView(ShareLink(item: Image("banner-3"), preview: SharePreview("Banner", image: Image("banner-3"))) { Text("Banner") }),
            AnyView(ShareLink(items: [url], preview: { _ in SharePreview("Level") })),
            AnyView(ShareLink("Share", item: url, preview: SharePreview("Level", icon: Image("coin")))),
        ]
        let graph = layout(VStack { ForEach(views.indices, id: \.self) { views[$0] } })
        XCTAssertGreaterThan(graph.displayList.operations.count, 0)
    }

    func testTransferableConformancesCompile() {
        struct Score: Transferable {
            var points: Int
            static var transferRepresentation: some TransferRepresentation {
                ProxyRepresentation(exporting: \Score.text)
            }
            var text: String { "\(points) points" }
        }
        _ = Score.transferRepresentation
        let graph = layout(ShareLink(item: Score(points: 3), preview: SharePreview("Score")).accessibilityIdentifier("share"))
        XCTAssertNotNil(graph.frame(of: "share"))
    }

    func testShareLinkDrawsTheShareSymbolAndShareAndATapDoesNothing() {
        let h = InputHarness(size: CGSize(width: 300, height: 100)) {
            ShareLink(item: "score").accessibilityIdentifier("share")
        }
        XCTAssertTrue(texts(h.graph).contains("Share"))
        // The symbol is drawn as an image, left of the title.
        XCTAssertTrue(h.graph.displayList.operations.contains { if case .image = $0 { return true } else { return false } })
        let frame = try! XCTUnwrap(h.graph.frame(of: "share"))
        h.click(frame.midX, frame.midY)
        XCTAssertTrue(texts(h.graph).contains("Share"))
    }

    func testADatePickerShowsTheDateAndTimeInPillsAtTheTrailingEdge() {
        var stored = date
        let selection = Binding(get: { stored }, set: { stored = $0 })
        let graph = layout(
            DatePicker("Start", selection: selection)
                .environment(\.timeZone, utc)
                .accessibilityIdentifier("picker"),
            in: CGSize(width: 600, height: 100))
        let pills = DatePicker<Text>.pills(for: date, components: [.date, .hourAndMinute], timeZone: utc)
        XCTAssertEqual(pills.count, 2)
        XCTAssertTrue(pills[1].contains("5:07") || pills[1].contains("17:07"), pills[1])
        XCTAssertTrue(pills[0].contains("2026"), pills[0])
        let shown = texts(graph)
        XCTAssertTrue(shown.contains("Start"))
        XCTAssertTrue(shown.contains(Self.squeezed(pills[0])))
        XCTAssertTrue(shown.contains(Self.squeezed(pills[1])))
        // The pills' 17-point text and 6 points above and below it (mock font: 34-point lines).
        XCTAssertFrame(graph, "picker", 0, 0, 600, 46)
    }

    func testDisplayedComponentsAndRangesChooseWhatIsShown() {
        let selection = Binding.constant(date)
        let later = date.addingTimeInterval(86_400 * 40)
        let onlyDate = layout(
            DatePicker("Day", selection: selection, in: later..., displayedComponents: .date).environment(\.timeZone, utc))
        let clampedDay = DatePicker<Text>.pills(for: later, components: .date, timeZone: utc)
        XCTAssertEqual(texts(onlyDate).filter { $0 != "Day" }, Self.squeezed(clampedDay))
        let onlyTime = layout(
            DatePicker(selection: selection, in: ...date, displayedComponents: [.hourAndMinute]) { Text("Alarm") }
                .environment(\.timeZone, utc)
                .datePickerStyle(.wheel))
        XCTAssertEqual(
            texts(onlyTime).filter { $0 != "Alarm" },
            Self.squeezed(DatePicker<Text>.pills(for: date, components: .hourAndMinute, timeZone: utc)))
        let graphical = layout(
            DatePicker("Trip", selection: selection, in: date...later).datePickerStyle(.graphical).datePickerStyle(.compact)
                .labelsHidden())
        XCTAssertFalse(texts(graphical).contains("Trip"))
    }

    func testBadDatesDoNotCrash() {
        let bad = Date(timeIntervalSinceReferenceDate: .nan)
        XCTAssertEqual(DatePicker<Text>.clamped(bad, to: nil), Date(timeIntervalSinceReferenceDate: 0))
        let range = date...date.addingTimeInterval(60)
        XCTAssertEqual(DatePicker<Text>.clamped(bad, to: range), date)
        XCTAssertEqual(DatePicker<Text>.clamped(.distantFuture, to: range), range.upperBound)
        let graph = layout(
            VStack {
                DatePicker("NaN", selection: .constant(bad))
                DatePicker("Far", selection: .constant(.distantFuture))
            })
        XCTAssertGreaterThan(graph.displayList.operations.count, 0)
    }

    func testAColorPickerShowsAWellAtTheTrailingEdge() {
        var color = Color.orange
        let selection = Binding(get: { color }, set: { color = $0 })
        let graph = layout(
            VStack(spacing: 0) {
                ColorPicker("Team colour", selection: selection).accessibilityIdentifier("picker")
                ColorPicker(selection: selection, supportsOpacity: false) { Text("Trail") }
                ColorPicker(String("Glow"), selection: .constant(Color.red.opacity(0.5)), supportsOpacity: false)
                    .labelsHidden().accessibilityIdentifier("hidden")
            }, in: CGSize(width: 400, height: 300))
        // The label's 17-point mock line (34 points) is taller than the 28-point well.
        XCTAssertFrame(graph, "picker", 0, 0, 400, 34)
        XCTAssertTrue(texts(graph).contains("Teamcolour"))
        XCTAssertFalse(texts(graph).contains("Glow"))
        // Without its label, a picker is its well.
        XCTAssertEqual(graph.frame(of: "hidden")?.size, CGSize(width: 28, height: 28))
    }
}
