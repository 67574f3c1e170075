import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §2.3 checked against a direct transcription of the rule for many combinations of
/// min / ideal / max and proposals, with a Color child (answers its proposal, 10 for nil) and a
/// fixed 50-pt child (ignores it).
final class FlexibleFrameReferenceTests: XCTestCase {
    struct Axis: CustomStringConvertible {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?
        var description: String { "min \(String(describing: min)) ideal \(String(describing: ideal)) max \(String(describing: max))" }

        /// init normalisation
        var normalised: Axis {
            let mn = min.map { Swift.max($0, 0) }
            let id = ideal.map { Swift.max(mn ?? 0, $0) }
            let mx = max.map { Swift.max(id ?? 0, $0) }
            return Axis(min: mn, ideal: id, max: mx)
        }
    }

    /// (frame width, child width, child x in the frame) for a width proposal `p`.
    static func reference(_ raw: Axis, p: CGFloat?, child: (CGFloat?) -> CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let a = raw.normalised
        func clamp(_ v: CGFloat) -> CGFloat { Swift.min(Swift.max(v, a.min ?? -.infinity), a.max ?? .infinity) }
        let cp = (p ?? a.ideal).map(clamp)
        var width: CGFloat
        if let p, let mn = a.min, let mx = a.max, mn <= mx {
            width = Swift.min(Swift.max(p, mn), mx)
        } else if p == nil, let ideal = a.ideal {
            width = ideal
        } else {
            let cs = child(cp)
            switch (a.min, a.max) {
            case (let mn?, let mx?) where mn <= mx: width = Swift.min(Swift.max(cs, mn), mx)
            case (let mn?, nil): width = Swift.max(Swift.min(cp ?? .infinity, cs), mn)
            case (nil, let mx?): width = Swift.min(Swift.max(cp ?? -.infinity, cs), mx)
            default: width = cs
            }
        }
        // v5 placement
        var placement: CGFloat? = width
        if a.ideal == nil, p == nil, (a.min ?? -.infinity) < width, width < (a.max ?? .infinity) { placement = nil }
        let childWidth = child(placement)
        return (width, childWidth, (width - childWidth) / 2)
    }

    func testFlexibleFrameWidthMatchesTheRule() {
        let values: [CGFloat?] = [nil, -10, 0, 30, 60, 120]
        let proposals: [CGFloat?] = [nil, 0, 45, 90, 200]
        var failures: [String] = []
        var cases = 0
        for mn in values {
            for id in values {
                for mx in values + [.infinity] {
                    for p in proposals {
                        for fixedChild in [false, true] {
                            cases += 1
                            let axis = Axis(min: mn, ideal: id, max: mx)
                            let inner: AnyView =
                                fixedChild
                                ? AnyView(Color.red.frame(width: 50, height: 10).named("child"))
                                : AnyView(Color.red.named("child"))
                            let flex = inner.frame(minWidth: mn, idealWidth: id, maxWidth: mx).named("frame")
                            let view: AnyView =
                                p.map { AnyView(flex.frame(width: $0, height: 10)) }
                                ?? AnyView(flex.fixedSize(horizontal: true, vertical: false).frame(height: 10))
                            let graph = layout(view)
                            let expected = Self.reference(axis, p: p) { proposal in fixedChild ? 50 : (proposal ?? 10) }
                            guard let frame = graph.frame(of: "frame"), let child = graph.frame(of: "child") else {
                                failures.append("\(axis) p \(String(describing: p)): not laid out")
                                continue
                            }
                            let got = (frame.width, child.width, child.minX - frame.minX)
                            if !close(got.0, expected.0) || !close(got.1, expected.1) || !close(got.2, expected.2) {
                                failures.append(
                                    "\(axis) p \(String(describing: p)) \(fixedChild ? "fixed 50" : "color"): expected \(expected), got \(got)"
                                )
                            }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(cases, 2000)
        XCTAssertTrue(failures.isEmpty, "\(failures.count) cases differ, e.g.\n" + failures.prefix(8).joined(separator: "\n"))
    }
}
