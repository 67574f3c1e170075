import Foundation
import XCTest

@testable import Tessera

/// Lays `view` out in `size` with the root at the origin (unless `centered`), scale 1, and the
/// mock font unless another `measurer` is given.
@discardableResult
func layout<V: View>(
    _ view: V,
    in size: CGSize = CGSize(width: 1000, height: 1000),
    centered: Bool = false,
    scale: CGFloat = 1,
    images: [String: CGSize] = [:],
    measurer: TextMeasuring = MockTextMeasurer()
) -> ViewGraph {
    let graph = ViewGraph(textMeasurer: measurer, imageProvider: StaticImageProvider(sizes: images))
    graph.rootPlacement = centered ? .center : .topLeading
    graph.environment.displayScale = scale
    graph.update(view, size: size)
    return graph
}

func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// Asserts that the view tagged `id` was laid out at exactly `expected` (within 1e-6).
func XCTAssertFrame(
    _ graph: ViewGraph, _ id: String, _ expected: CGRect,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let actual = graph.frame(of: id) else {
        XCTFail("no view tagged \"\(id)\" was laid out \(message)", file: file, line: line)
        return
    }
    XCTAssertRectEqual(actual, expected, "frame of \"\(id)\" \(message)", file: file, line: line)
}

func XCTAssertFrame(
    _ graph: ViewGraph, _ id: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertFrame(graph, id, CGRect(x: x, y: y, width: w, height: h), message, file: file, line: line)
}

/// Asserts the size (width, height) of the view tagged `id`.
func XCTAssertSize(
    _ graph: ViewGraph, _ id: String, _ w: CGFloat, _ h: CGFloat,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let actual = graph.frame(of: id) else {
        XCTFail("no view tagged \"\(id)\" was laid out \(message)", file: file, line: line)
        return
    }
    let ok = close(actual.width, w) && close(actual.height, h)
    XCTAssertTrue(
        ok, "size of \"\(id)\": expected (\(w), \(h)), got (\(actual.width), \(actual.height)) \(message)", file: file, line: line)
}

func XCTAssertDrawnFrame(
    _ graph: ViewGraph, _ id: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let actual = graph.drawnFrame(of: id) else {
        XCTFail("no view tagged \"\(id)\" was laid out \(message)", file: file, line: line)
        return
    }
    XCTAssertRectEqual(actual, CGRect(x: x, y: y, width: w, height: h), "drawn frame of \"\(id)\" \(message)", file: file, line: line)
}

func XCTAssertRectEqual(
    _ actual: CGRect, _ expected: CGRect,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let ok =
        close(actual.minX, expected.minX) && close(actual.minY, expected.minY)
        && close(actual.width, expected.width) && close(actual.height, expected.height)
    XCTAssertTrue(ok, "expected \(fmt(expected)), got \(fmt(actual)) \(message)", file: file, line: line)
}

func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-6) -> Bool {
    if a == b { return true }
    if a.isNaN || b.isNaN { return false }
    return abs(a - b) <= tolerance
}

func fmt(_ r: CGRect) -> String {
    func f(_ v: CGFloat) -> String { String(format: "%.6g", Double(v)) }
    return "(x: \(f(r.minX)), y: \(f(r.minY)), w: \(f(r.width)), h: \(f(r.height)))"
}

/// The mock font at 10 pt: advance 10, line height 20, ascent 15, capHeight 10, descent 5.
let ten = Font.system(size: 10)

/// Shape fill operations in the display list, in order.
func fills(_ list: DisplayList) -> [(CGRect, Color.Resolved)] {
    list.operations.compactMap {
        if case .fill(let shape, .color(let c)) = $0 { return (shape.bounds, c) }
        return nil
    }
}

/// Text runs in the display list, in order.
func textRuns(_ list: DisplayList) -> [TextRun] {
    list.operations.compactMap {
        if case .text(let run) = $0 { return run }
        return nil
    }
}

/// Every glyph the display list draws, run by run.
func glyphs(_ graph: ViewGraph) -> [PositionedGlyph] {
    textRuns(graph.displayList).flatMap { graph.displayList.glyphs[$0.glyphs] }
}

/// The drawn string of a text run.
func string(of run: TextRun, in list: DisplayList) -> String {
    String(String.UnicodeScalarView(list.glyphs[run.glyphs].map(\.scalar)))
}

/// A preference key collecting strings in reduce order.
struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

/// A preference key that records the reduce calls it sees (to show defaultValue is not reduced first).
struct TraceKey: PreferenceKey {
    static let defaultValue: String = "default"
    static func reduce(value: inout String, nextValue: () -> String) {
        value = value + "+" + nextValue()
    }
}

struct SizeKey: PreferenceKey {
    static let defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        let n = nextValue()
        value = CGSize(width: max(value.width, n.width), height: max(value.height, n.height))
    }
}

/// A mutable box tests use to capture values from closures.
final class Recorder<T>: @unchecked Sendable {
    var values: [T] = []
    init() {}
    func record(_ v: T) { values.append(v) }
}

extension View {
    /// Tags the view for `ViewGraph.frame(of:)` (short for `accessibilityIdentifier`).
    func named(_ identifier: String) -> some View {
        accessibilityIdentifier(identifier)
    }
}

/// A fixed-size coloured rectangle: `Color.red.frame(width: w, height: h)`.
func rect(_ w: CGFloat, _ h: CGFloat, _ color: Color = .red) -> some View {
    color.frame(width: w, height: h)
}
