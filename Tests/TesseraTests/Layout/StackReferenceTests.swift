import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §4.2 checked against a direct transcription of the rule on many generated rows.
///
/// Each row is an HStack of simple children whose answers are known in closed form (fixed
/// rectangles, colours, flexible frames, spacers, with and without layoutPriority). The reference
/// below is written from the rules text: sizes, order, priority groups, reservations and offers.
final class StackReferenceTests: XCTestCase {
    enum Kind: CustomStringConvertible {
        case fixed(CGFloat)  // rect(w, 10)
        case color  // Color
        case atLeast(CGFloat)  // Color.frame(minWidth: m)
        case atMost(CGFloat)  // Color.frame(maxWidth: M)
        case between(CGFloat, CGFloat)  // Color.frame(minWidth: m, maxWidth: M), m ≤ M
        case spacer(CGFloat?)  // Spacer(minLength: l)

        var description: String {
            switch self {
            case .fixed(let w): "fixed(\(w))"
            case .color: "color"
            case .atLeast(let m): "atLeast(\(m))"
            case .atMost(let m): "atMost(\(m))"
            case .between(let a, let b): "between(\(a), \(b))"
            case .spacer(let l): "spacer(\(l.map { "\($0)" } ?? "nil"))"
            }
        }

        var isSpacer: Bool {
            if case .spacer = self { return true }
            return false
        }

        /// The child's width for a width offer (§1.3, §2.2, §2.3).
        func answer(_ o: CGFloat) -> CGFloat {
            switch self {
            case .fixed(let w): w
            case .color: o
            case .atLeast(let m): max(max(o, m), m)
            case .atMost(let M): min(max(min(o, M), min(o, M)), M)
            case .between(let m, let M): min(max(o, m), M)
            case .spacer(let l): max(o, l ?? 8)
            }
        }

        func view(priority: Double?) -> AnyView {
            let base: AnyView
            switch self {
            case .fixed(let w): base = AnyView(Color.red.frame(width: w, height: 10))
            case .color: base = AnyView(Color.red)
            case .atLeast(let m): base = AnyView(Color.red.frame(minWidth: m))
            case .atMost(let M): base = AnyView(Color.red.frame(maxWidth: M))
            case .between(let m, let M): base = AnyView(Color.red.frame(minWidth: m, maxWidth: M))
            case .spacer(let l): base = AnyView(Spacer(minLength: l))
            }
            return priority.map { AnyView(base.layoutPriority($0)) } ?? base
        }
    }

    struct Child: CustomStringConvertible {
        var kind: Kind
        var priority: Double?
        var description: String { priority.map { "\(kind).p\($0)" } ?? "\(kind)" }

        /// §4.3: explicit, else Spacer −∞, else 0.
        var effectivePriority: Double { priority ?? (kind.isSpacer ? -.infinity : 0) }
    }

    /// §4.2 for the major axis: (x, width) of each child.
    static func reference(_ children: [Child], spacing: CGFloat?, width: CGFloat) -> [(CGFloat, CGFloat)] {
        var gaps: [CGFloat] = [0]
        for i in children.indices.dropFirst() {
            // §4.1: explicit spacing, else 0 next to a Spacer, else 8
            gaps.append(spacing ?? (children[i - 1].kind.isSpacer || children[i].kind.isSpacer ? 0 : 8))
        }
        let internalSpacing = gaps.reduce(0, +)
        let minLen = children.map { $0.kind.answer(0) }
        let maxLen = children.map { $0.kind.answer(.infinity) }
        let priority = children.map(\.effectivePriority)

        func precedes(_ a: Int, _ b: Int) -> Bool {
            if priority[a] != priority[b] { return priority[a] > priority[b] }
            let fa = maxLen[a] - minLen[a], fb = maxLen[b] - minLen[b]
            if fa == .infinity && fb == .infinity { return minLen[a] > minLen[b] }
            return fa < fb
        }
        // stable insertion sort
        var order: [Int] = []
        for i in children.indices {
            var j = order.count
            while j > 0 && precedes(i, order[j - 1]) { j -= 1 }
            order.insert(i, at: j)
        }

        var sizes = [CGFloat](repeating: 0, count: children.count)
        var available = width - internalSpacing
        var start = 0
        while start < order.count {
            var end = start
            while end < order.count && priority[order[end]] == priority[order[start]] { end += 1 }
            if start == 0 {
                for k in end..<order.count { available -= minLen[order[k]] }
            } else {
                for k in start..<end { available += minLen[order[k]] }
            }
            var remaining = CGFloat(end - start)
            for k in start..<end {
                let offer = max(available / remaining, 0)
                sizes[order[k]] = children[order[k]].kind.answer(offer)
                available -= sizes[order[k]]
                remaining -= 1
            }
            start = end
        }
        var x: CGFloat = 0
        var result: [(CGFloat, CGFloat)] = []
        for i in children.indices {
            x += gaps[i]
            result.append((x, sizes[i]))
            x += sizes[i]
        }
        return result
    }

    /// A small deterministic generator (SplitMix64).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func length() -> CGFloat { CGFloat(int(13) * 10) }
    }

    func testHStackDistributionMatchesTheRuleOnGeneratedRows() {
        var g = Generator(state: 2026)
        var failures: [String] = []
        for _ in 0..<600 {
            let count = 1 + g.int(6)
            var children: [Child] = []
            for _ in 0..<count {
                let kind: Kind
                switch g.int(6) {
                case 0: kind = .fixed(g.length())
                case 1: kind = .color
                case 2: kind = .atLeast(g.length())
                case 3: kind = .atMost(g.length())
                case 4:
                    let a = g.length(), b = g.length()
                    kind = .between(min(a, b), max(a, b))
                default: kind = .spacer([nil, 0, 15][g.int(3)])
                }
                let priority: Double? = [nil, nil, nil, -1, 0, 1, 2][g.int(7)]
                children.append(Child(kind: kind, priority: priority))
            }
            let spacing: CGFloat? = [nil, nil, 0, 5][g.int(4)]
            let width = CGFloat(g.int(301))

            let views = children.map { $0.kind.view(priority: $0.priority) }
            let row = HStack(spacing: spacing) {
                ForEach(0..<views.count, id: \.self) { i in views[i].named("c\(i)") }
            }.frame(width: width, height: 100)
            let graph = layout(row)
            let expected = Self.reference(children, spacing: spacing, width: width)
            let frameX = graph.frame(of: "c0").map { $0.minX - expected[0].0 } ?? 0
            for (i, (x, w)) in expected.enumerated() {
                guard let f = graph.frame(of: "c\(i)") else {
                    failures.append("\(children) missing c\(i)")
                    break
                }
                // positions relative to the stack's origin (the frame centres an overflowing stack)
                if !close(f.minX - frameX, x, tolerance: 1e-6) || !close(f.width, w, tolerance: 1e-6) {
                    failures.append(
                        "width \(width) spacing \(String(describing: spacing)) \(children): child \(i) expected x \(x) w \(w), got x \(f.minX - frameX) w \(f.width)"
                    )
                    break
                }
            }
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) rows differ, e.g.\n" + failures.prefix(5).joined(separator: "\n"))
    }
}
