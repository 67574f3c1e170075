import Foundation

/// A run of text measured in one font. Its scalars and advances (points) are
/// `ViewGraph.textScalars[start..<end]` and `ViewGraph.textAdvances[start..<end]` this pass.
struct ShapedRun {
    var start: Int
    var end: Int
    var font: ResolvedFont
    var metrics: FontMetrics
    var color: Color?
}

/// Measurements of strings kept across frames, keyed by (string, font), so a static HUD measures
/// each string once and a ticking timer measures only the new string. Entries unused for
/// `lifetime` passes are evicted.
struct TextShapingCache {
    private struct Key: Hashable {
        var string: String
        var font: ResolvedFont
    }

    private struct Entry {
        var scalars: [Unicode.Scalar]
        var advances: [CGFloat]
        var lastUsedPass: Int
    }

    private var entries: [Key: Entry] = [:]
    private var metrics: [ResolvedFont: FontMetrics] = [:]
    private var lastSweep = 0
    static let lifetime = 120

    /// Strings measured since the graph was made (a test can count them).
    private(set) var measurements = 0

    var count: Int { entries.count }

    mutating func shape(_ string: String, font: ResolvedFont, measurer: TextMeasuring, pass: Int) -> (scalars: [Unicode.Scalar], advances: [CGFloat]) {
        let key = Key(string: string, font: font)
        if let index = entries.index(forKey: key) {
            entries.values[index].lastUsedPass = pass
            let e = entries.values[index]
            return (e.scalars, e.advances)
        }
        let scalars = Array(string.unicodeScalars)
        var advances = measurer.advances(of: scalars, in: font)
        if advances.count != scalars.count {
            // A measurer that miscounts must not break layout: pad or cut.
            advances = (0..<scalars.count).map { $0 < advances.count ? advances[$0] : 0 }
        }
        for i in advances.indices where !advances[i].isFinite || advances[i] < 0 { advances[i] = 0 }
        measurements += 1
        entries[key] = Entry(scalars: scalars, advances: advances, lastUsedPass: pass)
        return (scalars, advances)
    }

    mutating func metrics(of font: ResolvedFont, measurer: TextMeasuring) -> FontMetrics {
        if let m = metrics[font] { return m }
        var m = measurer.metrics(of: font)
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v >= 0 ? v : 0 }
        m = FontMetrics(ascent: clean(m.ascent), descent: clean(m.descent), leading: clean(m.leading), capHeight: clean(m.capHeight))
        metrics[font] = m
        return m
    }

    /// Evicts entries not used recently; cheap to call every pass.
    mutating func sweep(pass: Int) {
        guard pass - lastSweep >= Self.lifetime else { return }
        lastSweep = pass
        entries = entries.filter { pass - $0.value.lastUsedPass < Self.lifetime }
    }
}
