import Foundation
import XCTest

@testable import Tessera

final class TextFormatTests: XCTestCase {
    private func written(_ text: Text) -> String {
        let g = layout(text, in: CGSize(width: 1000, height: 100))
        return textRuns(g.displayList).map { string(of: $0, in: g.displayList) }.joined()
    }

    func testNumbersPercentsAndCurrencies() {
        XCTAssertEqual(written(Text(1234, format: .number.grouping(.never))), "1234")
        XCTAssertEqual(written(Text(42, format: .number)), "42")
        XCTAssertEqual(written(Text(0.25, format: .percent)), "25%")
        XCTAssertTrue(written(Text(3.5, format: .currency(code: "USD").locale(Locale(identifier: "en_US")))).contains("3.50"))
    }

    func testDatesByFormatAndStyle() {
        let date = Date(timeIntervalSince1970: 0)
        var style = Date.FormatStyle(date: .numeric, time: .omitted, locale: Locale(identifier: "en_US"))
        style.timeZone = TimeZone(identifier: "UTC")!
        XCTAssertEqual(written(Text(date, format: style)), "1/1/1970")
        XCTAssertFalse(written(Text(date, style: .date)).isEmpty)
        XCTAssertFalse(written(Text(date, style: .time)).isEmpty)
    }

    func testTimerRelativeAndOffsetStyles() {
        let now = Date(timeIntervalSinceReferenceDate: 1000)
        XCTAssertEqual(Text.DateStyle.timer.format(now.addingTimeInterval(125), now: now), "2:05")
        XCTAssertEqual(Text.DateStyle.timer.format(now.addingTimeInterval(-3725), now: now), "1:02:05")
        XCTAssertEqual(Text.DateStyle.relative.format(now.addingTimeInterval(125), now: now), "2 min, 5 sec")
        XCTAssertEqual(Text.DateStyle.offset.format(now.addingTimeInterval(-7200), now: now), "-2 hours")
        XCTAssertEqual(Text.DateStyle.offset.format(now.addingTimeInterval(60), now: now), "+1 minute")
        XCTAssertEqual(Text.DateStyle.relative.format(now, now: now), "0 sec")
    }

    func testAnOutOfRangeDateIsLoggedAndWrittenEmpty() {
        XCTAssertEqual(Text.DateStyle.timer.format(Date(timeIntervalSinceReferenceDate: 1e15), now: Date()), "")
        XCTAssertEqual(Text.DateStyle.timer.format(Date(timeIntervalSinceReferenceDate: .infinity), now: Date()), "")
        XCTAssertTrue(Diagnostics.messages.contains { $0.contains("Text(_:style:)") })
    }

    func testAFormattedTextStillConcatenatesAndTakesMonospacedDigits() {
        let text = Text("Score: ") + Text(7, format: .number).monospacedDigit()
        // Runs are drawn apart: the space between them is not a glyph.
        XCTAssertEqual(written(text).replacingOccurrences(of: " ", with: ""), "Score:7")
    }
}
