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

    func testADateOutsideARangeOfDistantDatesIsShownAtTheNearestBound() {
        let everything = Date.distantPast...Date.distantFuture
        // Past the far future, before the far past, and the infinities: each shown at its bound.
        XCTAssertEqual(DatePicker<Text>.clamped(Date(timeIntervalSinceReferenceDate: 1e300), to: everything), .distantFuture)
        XCTAssertEqual(DatePicker<Text>.clamped(Date(timeIntervalSinceReferenceDate: -1e300), to: everything), .distantPast)
        XCTAssertEqual(DatePicker<Text>.clamped(Date(timeIntervalSinceReferenceDate: .infinity), to: everything), .distantFuture)
        XCTAssertEqual(DatePicker<Text>.clamped(Date(timeIntervalSinceReferenceDate: -.infinity), to: everything), .distantPast)
        XCTAssertEqual(DatePicker<Text>.clamped(Date(timeIntervalSinceReferenceDate: .nan), to: everything), .distantPast)
        // A date inside the range is shown as it is.
        XCTAssertEqual(DatePicker<Text>.clamped(date, to: everything), date)
        // Without a range an infinite date is shown at the far past or future, never formatted.
        XCTAssertEqual(DatePicker<Text>.clamped(Date(timeIntervalSinceReferenceDate: .infinity), to: nil), .distantFuture)
        XCTAssertEqual(DatePicker<Text>.clamped(Date(timeIntervalSinceReferenceDate: -.infinity), to: nil), .distantPast)

        var selection = Date(timeIntervalSinceReferenceDate: 1e300)
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let usEnglish = Locale(identifier: "en_US")
        let graph = layout(
            VStack {
                DatePicker("End", selection: binding, in: everything)
                DatePicker("Start", selection: .constant(Date(timeIntervalSinceReferenceDate: -.infinity)), in: Date.distantPast...)
                DatePicker("Open", selection: .constant(Date(timeIntervalSinceReferenceDate: .infinity)), in: ...Date.distantFuture)
            }
            .environment(\.timeZone, utc).environment(\.locale, usEnglish), in: CGSize(width: 600, height: 300))
        let farFuture = Self.squeezed(
            DatePicker<Text>.pills(for: .distantFuture, components: [.date, .hourAndMinute], timeZone: utc, locale: usEnglish))
        let farPast = Self.squeezed(
            DatePicker<Text>.pills(for: .distantPast, components: [.date, .hourAndMinute], timeZone: utc, locale: usEnglish))
        XCTAssertEqual(farFuture, ["Jan1,4001", "12:00AM"])
        XCTAssertEqual(farPast, ["Jan1,1", "12:00AM"])
        XCTAssertEqual(texts(graph), ["End"] + farFuture + ["Start"] + farPast + ["Open"] + farFuture)
        XCTAssertEqual(selection, Date(timeIntervalSinceReferenceDate: 1e300), "drawing clamps what is shown, not the selection")
    }

    func testAColorPickerDrawsNonFiniteComponentsClamped() {
        func wellFill(_ color: Color, supportsOpacity: Bool = true) -> Color.Resolved? {
            let graph = layout(
                ColorPicker("Bad", selection: .constant(color), supportsOpacity: supportsOpacity).labelsHidden(),
                in: CGSize(width: 28, height: 28))
            // The well's last fill is the selected colour's disc.
            return graph.displayList.operations.compactMap { op -> Color.Resolved? in
                guard case .fill(_, .color(let resolved)) = op else { return nil }
                return resolved
            }.last
        }
        let nan = Double.nan, inf = Double.infinity
        // NaN is 0, +∞ is 1, −∞ is 0: every component drawn inside 0...1.
        XCTAssertEqual(wellFill(Color(red: nan, green: inf, blue: -inf, opacity: 1)), Color.Resolved(red: 0, green: 1, blue: 0, opacity: 1))
        XCTAssertEqual(wellFill(Color(red: 2, green: -3, blue: 0.5, opacity: inf)), Color.Resolved(red: 1, green: 0, blue: 0.5, opacity: 1))
        // A NaN opacity is transparent, except where the picker shows colours opaque.
        XCTAssertNil(wellFill(Color(red: 1, green: 0, blue: 0, opacity: nan)), "a transparent disc is not drawn")
        XCTAssertEqual(
            wellFill(Color(red: 1, green: 0, blue: 0, opacity: nan), supportsOpacity: false),
            Color.Resolved(red: 1, green: 0, blue: 0, opacity: 1))
        // Resolved components given directly, unchecked by `Color(red:green:blue:)`.
        let raw = Color(Color.Resolved(red: .nan, green: .infinity, blue: -.infinity, opacity: .nan))
        XCTAssertEqual(wellFill(raw, supportsOpacity: false), Color.Resolved(red: 0, green: 1, blue: 0, opacity: 1))
        XCTAssertEqual(wellFill(Color(hue: nan, saturation: inf, brightness: -inf)), Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1))
        XCTAssertEqual(wellFill(Color(white: inf, opacity: 0.5)), Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.5))
    }
}
