import Foundation

/// The built-in symbols, drawn for Tessera (not Apple's artwork), named as SF Symbols names
/// them so that `Image(systemName:)` in SwiftUI code finds them.
///
/// A name is a base symbol with SF Symbols' suffixes: `.fill` fills an outlined shape,
/// `.circle` and `.square` put the symbol in a circle or a rounded square, and
/// `.circle.fill` / `.square.fill` knock it out of a filled one (`xmark.circle.fill`,
/// `heart.square.fill`, `3.circle`).
enum SymbolCatalog {
    /// Symbols with an outline and a filled form: the outline is stroked, `.fill` fills it.
    static let shapes: [String: Path] = [
        "heart": UnitPath.heart, "star": UnitPath.star(), "circle": UnitPath.circle(0.5, 0.5, 0.46),
        "square": UnitPath.rect(0.06, 0.06, 0.88, 0.88, radius: 0.16),
        "triangle": UnitPath.polyline([(0.5, 0.08), (0.96, 0.9), (0.04, 0.9)], closed: true),
        "diamond": UnitPath.diamond, "suit.heart": UnitPath.heart, "suit.diamond": UnitPath.diamond,
        "suit.spade": UnitPath.spade, "suit.club": UnitPath.club, "bolt": UnitPath.bolt, "flame": UnitPath.flame,
        "drop": UnitPath.drop, "moon": UnitPath.moon, "shield": UnitPath.shield, "bell": UnitPath.bell,
        "house": UnitPath.house, "crown": UnitPath.crown, "cloud": UnitPath.cloud, "leaf": UnitPath.leaf,
        "bookmark": UnitPath.polyline([(0.2, 0.06), (0.8, 0.06), (0.8, 0.94), (0.5, 0.7), (0.2, 0.94)], closed: true),
        "capsule": UnitPath.rect(0.04, 0.24, 0.92, 0.52, radius: 0.26),
        "hexagon": UnitPath.polyline([(0.5, 0.04), (0.9, 0.27), (0.9, 0.73), (0.5, 0.96), (0.1, 0.73), (0.1, 0.27)], closed: true),
        "seal": UnitPath.star(points: 12, cy: 0.5, outer: 0.48, inner: 0.4),
        "rhombus": UnitPath.polyline([(0.5, 0.16), (0.96, 0.5), (0.5, 0.84), (0.04, 0.5)], closed: true),
        "play": UnitPath.polyline([(0.2, 0.08), (0.9, 0.5), (0.2, 0.92)], closed: true),
        "pause": {
            var p = UnitPath.rect(0.18, 0.1, 0.22, 0.8, radius: 0.04)
            p.addPath(UnitPath.rect(0.6, 0.1, 0.22, 0.8, radius: 0.04))
            return p
        }(),
        "stop": UnitPath.rect(0.12, 0.12, 0.76, 0.76, radius: 0.1),
        "forward": {
            var p = UnitPath.polyline([(0.04, 0.2), (0.5, 0.5), (0.04, 0.8)], closed: true)
            p.addPath(UnitPath.polyline([(0.5, 0.2), (0.96, 0.5), (0.5, 0.8)], closed: true))
            return p
        }(),
        "backward": {
            var p = UnitPath.polyline([(0.96, 0.2), (0.5, 0.5), (0.96, 0.8)], closed: true)
            p.addPath(UnitPath.polyline([(0.5, 0.2), (0.04, 0.5), (0.5, 0.8)], closed: true))
            return p
        }(),
        "person": UnitPath.personBody, "speaker": UnitPath.speaker, "gamecontroller": UnitPath.gamecontroller,
        "gearshape": UnitPath.gear, "gear": UnitPath.gear,
        "tag": UnitPath.polyline([(0.08, 0.08), (0.5, 0.08), (0.94, 0.52), (0.52, 0.94), (0.08, 0.5)], closed: true),
        "envelope": UnitPath.rect(0.04, 0.18, 0.92, 0.64, radius: 0.08),
        "trash": UnitPath.polyline([(0.2, 0.26), (0.8, 0.26), (0.74, 0.94), (0.26, 0.94)], closed: true),
        "lightbulb": {
            var p = Path()
            p.move(to: CGPoint(x: 0.36, y: 0.72))
            p.addCurve(to: CGPoint(x: 0.5, y: 0.04), control1: CGPoint(x: 0.1, y: 0.52), control2: CGPoint(x: 0.14, y: 0.04))
            p.addCurve(to: CGPoint(x: 0.64, y: 0.72), control1: CGPoint(x: 0.86, y: 0.04), control2: CGPoint(x: 0.9, y: 0.52))
            p.closeSubpath()
            return p
        }(),
        "trophy": UnitPath.trophyCup, "flag": UnitPath.flag,
        "lock": UnitPath.lockBody,
        "cart": UnitPath.polyline([(0.04, 0.14), (0.2, 0.14), (0.3, 0.66), (0.84, 0.66), (0.94, 0.3), (0.24, 0.3)]),
    ]

    /// Parts drawn in both the outline and the filled form of a shape (a lock's shackle).
    static let shapeDetails: [String: [SymbolGlyph.Part]] = [
        "lock": [
            .stroke(
                {
                    var p = Path()
                    p.move(to: CGPoint(x: 0.3, y: 0.44))
                    p.addLine(to: CGPoint(x: 0.3, y: 0.3))
                    p.addCurve(to: CGPoint(x: 0.7, y: 0.3), control1: CGPoint(x: 0.3, y: 0.02), control2: CGPoint(x: 0.7, y: 0.02))
                    p.addLine(to: CGPoint(x: 0.7, y: 0.44))
                    return p
                }())
        ],
        "gear": [.knockoutFill(UnitPath.circle(0.5, 0.5, 0.14))],
        "gearshape": [.knockoutFill(UnitPath.circle(0.5, 0.5, 0.14))],
        "trophy": [
            .stroke(UnitPath.arc(0.24, 0.26, 0.12, from: 270, to: 110, clockwise: true)),
            .stroke(UnitPath.arc(0.76, 0.26, 0.12, from: 270, to: 70)),
            .stroke(UnitPath.polyline([(0.5, 0.62), (0.5, 0.82)])),
        ],
        "flag": [.stroke(UnitPath.polyline([(0.2, 0.06), (0.2, 0.96)]))],
        "bell": [.stroke(UnitPath.arc(0.5, 0.82, 0.1, from: 0, to: 180))],
        "lightbulb": [.stroke(UnitPath.polyline([(0.36, 0.82), (0.64, 0.82)])), .stroke(UnitPath.polyline([(0.4, 0.94), (0.6, 0.94)]))],
        "envelope": [.stroke(UnitPath.polyline([(0.08, 0.24), (0.5, 0.56), (0.92, 0.24)]))],
        "trash": [.stroke(UnitPath.polyline([(0.1, 0.2), (0.9, 0.2)])), .stroke(UnitPath.polyline([(0.38, 0.12), (0.62, 0.12)]))],
        "cart": [.fill(UnitPath.circle(0.36, 0.84, 0.07)), .fill(UnitPath.circle(0.78, 0.84, 0.07))],
    ]

    /// Symbols drawn with lines only (no `.fill` form of their own).
    static let lines: [String: [SymbolGlyph.Part]] = {
        var lines: [String: [SymbolGlyph.Part]] = [
            "xmark": [
                .stroke(UnitPath.polyline([(0.16, 0.16), (0.84, 0.84)])), .stroke(UnitPath.polyline([(0.84, 0.16), (0.16, 0.84)])),
            ],
            "multiply": [
                .stroke(UnitPath.polyline([(0.24, 0.24), (0.76, 0.76)])), .stroke(UnitPath.polyline([(0.76, 0.24), (0.24, 0.76)])),
            ],
            "plus": [.stroke(UnitPath.polyline([(0.5, 0.1), (0.5, 0.9)])), .stroke(UnitPath.polyline([(0.1, 0.5), (0.9, 0.5)]))],
            "minus": [.stroke(UnitPath.polyline([(0.1, 0.5), (0.9, 0.5)]))],
            "equal": [
                .stroke(UnitPath.polyline([(0.14, 0.36), (0.86, 0.36)])), .stroke(UnitPath.polyline([(0.14, 0.64), (0.86, 0.64)])),
            ],
            "checkmark": [.stroke(UnitPath.polyline([(0.1, 0.54), (0.38, 0.82), (0.9, 0.18)]))],
            "chevron.left": [.stroke(UnitPath.polyline([(0.66, 0.1), (0.3, 0.5), (0.66, 0.9)]))],
            "chevron.right": [.stroke(UnitPath.polyline([(0.34, 0.1), (0.7, 0.5), (0.34, 0.9)]))],
            "chevron.up": [.stroke(UnitPath.polyline([(0.1, 0.66), (0.5, 0.3), (0.9, 0.66)]))],
            "chevron.down": [.stroke(UnitPath.polyline([(0.1, 0.34), (0.5, 0.7), (0.9, 0.34)]))],
            "arrow.up": [
                .stroke(UnitPath.polyline([(0.5, 0.9), (0.5, 0.1)])), .stroke(UnitPath.polyline([(0.18, 0.42), (0.5, 0.1), (0.82, 0.42)])),
            ],
            "arrow.down": [
                .stroke(UnitPath.polyline([(0.5, 0.1), (0.5, 0.9)])), .stroke(UnitPath.polyline([(0.18, 0.58), (0.5, 0.9), (0.82, 0.58)])),
            ],
            "arrow.left": [
                .stroke(UnitPath.polyline([(0.9, 0.5), (0.1, 0.5)])), .stroke(UnitPath.polyline([(0.42, 0.18), (0.1, 0.5), (0.42, 0.82)])),
            ],
            "arrow.right": [
                .stroke(UnitPath.polyline([(0.1, 0.5), (0.9, 0.5)])), .stroke(UnitPath.polyline([(0.58, 0.18), (0.9, 0.5), (0.58, 0.82)])),
            ],
            "arrow.clockwise": [
                .stroke(UnitPath.arc(0.5, 0.54, 0.36, from: 300, to: 240)),
                .stroke(UnitPath.polyline([(0.6, 0.1), (0.7, 0.24), (0.56, 0.34)])),
            ],
            "arrow.counterclockwise": [
                .stroke(UnitPath.arc(0.5, 0.54, 0.36, from: 240, to: 300, clockwise: true)),
                .stroke(UnitPath.polyline([(0.4, 0.1), (0.3, 0.24), (0.44, 0.34)])),
            ],
            "arrow.triangle.2.circlepath": [
                .stroke(UnitPath.arc(0.5, 0.5, 0.36, from: 200, to: 340)),
                .stroke(UnitPath.arc(0.5, 0.5, 0.36, from: 20, to: 160)),
                .stroke(UnitPath.polyline([(0.74, 0.28), (0.84, 0.42), (0.96, 0.3)])),
                .stroke(UnitPath.polyline([(0.26, 0.72), (0.16, 0.58), (0.04, 0.7)])),
            ],
            "shuffle": [
                .stroke(UnitPath.polyline([(0.06, 0.26), (0.3, 0.26), (0.66, 0.74), (0.9, 0.74)])),
                .stroke(UnitPath.polyline([(0.06, 0.74), (0.3, 0.74), (0.66, 0.26), (0.9, 0.26)])),
                .stroke(UnitPath.polyline([(0.78, 0.14), (0.92, 0.26), (0.78, 0.38)])),
                .stroke(UnitPath.polyline([(0.78, 0.62), (0.92, 0.74), (0.78, 0.86)])),
            ],
            "repeat": [
                .stroke(UnitPath.polyline([(0.1, 0.5), (0.1, 0.3), (0.86, 0.3)])),
                .stroke(UnitPath.polyline([(0.9, 0.5), (0.9, 0.7), (0.14, 0.7)])),
                .stroke(UnitPath.polyline([(0.74, 0.18), (0.88, 0.3), (0.74, 0.42)])),
                .stroke(UnitPath.polyline([(0.26, 0.58), (0.12, 0.7), (0.26, 0.82)])),
            ],
            "line.3.horizontal": [0.24, 0.5, 0.76].map { .stroke(UnitPath.polyline([(0.1, $0), (0.9, $0)])) },
            "list.bullet": [0.24, 0.5, 0.76].flatMap { y -> [SymbolGlyph.Part] in
                [.fill(UnitPath.circle(0.12, y, 0.06)), .stroke(UnitPath.polyline([(0.32, y), (0.92, y)]))]
            },
            "ellipsis": [0.18, 0.5, 0.82].map { .fill(UnitPath.circle($0, 0.5, 0.08)) },
            "questionmark": [.text("?", center: CGPoint(x: 0.5, y: 0.5), height: 0.95)],
            "exclamationmark": [.text("!", center: CGPoint(x: 0.5, y: 0.5), height: 0.95)],
            "info": [.text("i", center: CGPoint(x: 0.5, y: 0.5), height: 0.95)],
            "number": [.text("#", center: CGPoint(x: 0.5, y: 0.5), height: 0.95)],
            "square.and.arrow.up": [
                .stroke(UnitPath.polyline([(0.34, 0.4), (0.18, 0.4), (0.18, 0.94), (0.82, 0.94), (0.82, 0.4), (0.66, 0.4)])),
                .stroke(UnitPath.polyline([(0.5, 0.64), (0.5, 0.06)])),
                .stroke(UnitPath.polyline([(0.32, 0.24), (0.5, 0.06), (0.68, 0.24)])),
            ],
            "magnifyingglass": [.stroke(UnitPath.circle(0.42, 0.42, 0.3)), .stroke(UnitPath.polyline([(0.64, 0.64), (0.92, 0.92)]))],
            "clock": [.stroke(UnitPath.circle(0.5, 0.5, 0.44)), .stroke(UnitPath.polyline([(0.5, 0.2), (0.5, 0.5), (0.72, 0.62)]))],
            "timer": [
                .stroke(UnitPath.circle(0.5, 0.56, 0.38)), .stroke(UnitPath.polyline([(0.5, 0.56), (0.66, 0.4)])),
                .stroke(UnitPath.polyline([(0.4, 0.06), (0.6, 0.06)])), .stroke(UnitPath.polyline([(0.5, 0.06), (0.5, 0.18)])),
            ],
            "hourglass": [.stroke(UnitPath.polyline([(0.2, 0.06), (0.8, 0.06), (0.2, 0.94), (0.8, 0.94)], closed: true))],
            "target": [
                .stroke(UnitPath.circle(0.5, 0.5, 0.44)), .stroke(UnitPath.circle(0.5, 0.5, 0.26)), .fill(UnitPath.circle(0.5, 0.5, 0.08)),
            ],
            "sun.max": [.fill(UnitPath.circle(0.5, 0.5, 0.2))]
                + (0..<8).map { i -> SymbolGlyph.Part in
                    let a = Double(i) * .pi / 4, c = CGFloat(cos(a)), s = CGFloat(sin(a))
                    return .stroke(UnitPath.polyline([(0.5 + 0.32 * c, 0.5 + 0.32 * s), (0.5 + 0.46 * c, 0.5 + 0.46 * s)]))
                },
            "sparkles": [
                .fill(UnitPath.star(points: 4, cx: 0.4, cy: 0.56, outer: 0.38, inner: 0.1)),
                .fill(UnitPath.star(points: 4, cx: 0.8, cy: 0.2, outer: 0.18, inner: 0.05)),
            ],
            "eye": [
                .stroke(UnitPath.arc(0.5, 0.95, 0.64, from: 225, to: 315)), .stroke(UnitPath.arc(0.5, 0.05, 0.64, from: 45, to: 135)),
                .fill(UnitPath.circle(0.5, 0.5, 0.14)),
            ],
            "pencil": [.stroke(UnitPath.polyline([(0.14, 0.86), (0.2, 0.64), (0.74, 0.1), (0.9, 0.26), (0.36, 0.8)], closed: true))],
            "music.note": [
                .fill(UnitPath.circle(0.32, 0.76, 0.16)), .stroke(UnitPath.polyline([(0.46, 0.76), (0.46, 0.08), (0.78, 0.2)])),
            ],
            "square.grid.2x2": [
                .stroke(UnitPath.rect(0.08, 0.08, 0.36, 0.36, radius: 0.06)), .stroke(UnitPath.rect(0.56, 0.08, 0.36, 0.36, radius: 0.06)),
                .stroke(UnitPath.rect(0.08, 0.56, 0.36, 0.36, radius: 0.06)), .stroke(UnitPath.rect(0.56, 0.56, 0.36, 0.36, radius: 0.06)),
            ],
            "person.2": [
                .fill(
                    UnitPath.personBody.applying(
                        CGAffineTransform(scaleX: 0.7, y: 0.7).concatenating(CGAffineTransform(translationX: 0.32, y: 0.2)))),
                .fill(
                    UnitPath.personBody.applying(
                        CGAffineTransform(scaleX: 0.8, y: 0.8).concatenating(CGAffineTransform(translationX: -0.06, y: 0.16)))),
            ],
            "hand.thumbsup": [
                .stroke(
                    UnitPath.polyline(
                        [(0.3, 0.46), (0.5, 0.1), (0.6, 0.16), (0.56, 0.4), (0.9, 0.4), (0.84, 0.9), (0.3, 0.9)], closed: true)),
                .stroke(UnitPath.rect(0.08, 0.46, 0.16, 0.44, radius: 0.03)),
            ],
            "medal": [
                .stroke(UnitPath.circle(0.5, 0.64, 0.28)), .stroke(UnitPath.polyline([(0.3, 0.04), (0.42, 0.38)])),
                .stroke(UnitPath.polyline([(0.7, 0.04), (0.58, 0.38)])),
            ],
            "wand.and.stars": [
                .stroke(UnitPath.polyline([(0.1, 0.9), (0.62, 0.38)])),
                .fill(UnitPath.star(points: 4, cx: 0.74, cy: 0.26, outer: 0.2, inner: 0.06)),
                .fill(UnitPath.star(points: 4, cx: 0.3, cy: 0.2, outer: 0.12, inner: 0.04)),
            ],
            "dice": [
                .stroke(UnitPath.rect(0.3, 0.04, 0.62, 0.62, radius: 0.12)), .stroke(UnitPath.rect(0.08, 0.34, 0.62, 0.62, radius: 0.12)),
            ],
            "map": [
                .stroke(
                    UnitPath.polyline(
                        [(0.06, 0.18), (0.36, 0.08), (0.64, 0.18), (0.94, 0.08), (0.94, 0.82), (0.64, 0.92), (0.36, 0.82), (0.06, 0.92)],
                        closed: true))
            ],
            "gift": [
                .stroke(UnitPath.rect(0.1, 0.3, 0.8, 0.22, radius: 0.04)), .stroke(UnitPath.rect(0.16, 0.52, 0.68, 0.42, radius: 0.04)),
                .stroke(UnitPath.polyline([(0.5, 0.3), (0.5, 0.94)])),
                .stroke(UnitPath.arc(0.36, 0.22, 0.12, from: 330, to: 30, clockwise: true)),
                .stroke(UnitPath.arc(0.64, 0.22, 0.12, from: 210, to: 150)),
            ],
            "cube": [
                .stroke(UnitPath.polyline([(0.5, 0.06), (0.9, 0.28), (0.9, 0.72), (0.5, 0.94), (0.1, 0.72), (0.1, 0.28)], closed: true)),
                .stroke(UnitPath.polyline([(0.1, 0.28), (0.5, 0.5), (0.9, 0.28)])), .stroke(UnitPath.polyline([(0.5, 0.5), (0.5, 0.94)])),
            ],
        ]
        lines["arrow.uturn.backward"] = [
            .stroke(UnitPath.polyline([(0.2, 0.36), (0.62, 0.36)])), .stroke(UnitPath.arc(0.62, 0.58, 0.22, from: 270, to: 90)),
            .stroke(UnitPath.polyline([(0.62, 0.8), (0.34, 0.8)])), .stroke(UnitPath.polyline([(0.38, 0.14), (0.16, 0.36), (0.38, 0.58)])),
        ]
        lines["arrow.uturn.left"] = lines["arrow.uturn.backward"]
        return lines
    }()

    /// The symbol named `name`, or `nil` when there is none by that name.
    static func glyph(named name: String) -> SymbolGlyph? {
        if let glyph = custom(named: name) { return glyph }
        for (suffix, container) in [
            (".circle.fill", UnitPath.circle(0.5, 0.5, 0.48)), (".square.fill", UnitPath.rect(0.02, 0.02, 0.96, 0.96, radius: 0.2)),
        ] where name.hasSuffix(suffix) {
            guard let inner = glyph(named: String(name.dropLast(suffix.count))) ?? number(String(name.dropLast(suffix.count))) else {
                return nil
            }
            return inner.knockedOut(of: container)
        }
        let triangle = UnitPath.polyline([(0.5, 0.06), (0.96, 0.9), (0.04, 0.9)], closed: true)
        for suffix in [".triangle.fill", ".triangle"] where name.hasSuffix(suffix) && shapes[name] == nil {
            guard let inner = glyph(named: String(name.dropLast(suffix.count))) else { return nil }
            let placed = inner.scaled(0.46, center: CGPoint(x: 0.5, y: 0.6))
            if suffix == ".triangle" { return SymbolGlyph(parts: [.stroke(triangle)] + placed) }
            return SymbolGlyph(parts: [.fill(triangle)] + SymbolGlyph(parts: placed).knockouts)
        }
        for (suffix, container) in [
            (".circle", UnitPath.circle(0.5, 0.5, 0.46)), (".square", UnitPath.rect(0.05, 0.05, 0.9, 0.9, radius: 0.18)),
        ] where name.hasSuffix(suffix) && shapes[name] == nil {
            guard let inner = glyph(named: String(name.dropLast(suffix.count))) ?? number(String(name.dropLast(suffix.count))) else {
                return nil
            }
            return SymbolGlyph(parts: [.stroke(container)] + inner.scaled(0.56))
        }
        if let dieFace = dieFace(name) { return dieFace }
        if let speaker = speakerVariant(name) { return speaker }
        if name.hasSuffix(".fill"), let path = shapes[String(name.dropLast(5))] {
            return SymbolGlyph(parts: [.fill(path)] + (shapeDetails[String(name.dropLast(5))] ?? []))
        }
        if let path = shapes[name] {
            return SymbolGlyph(parts: [.stroke(path)] + (shapeDetails[name] ?? []))
        }
        if let parts = lines[name] {
            return SymbolGlyph(parts: parts)
        }
        if name.hasSuffix(".fill"), let parts = lines[String(name.dropLast(5))] {
            return SymbolGlyph(parts: parts.map { if case .stroke(let p) = $0 { return .fill(p) } else { return $0 } })
        }
        return nil
    }

    /// `1.circle`, `42.square.fill`: numbers inside a container.
    private static func number(_ name: String) -> SymbolGlyph? {
        guard !name.isEmpty, name.count <= 2, name.allSatisfy(\.isNumber) else { return nil }
        return SymbolGlyph(parts: [.text(name, center: CGPoint(x: 0.5, y: 0.5), height: 0.95)])
    }

    /// `die.face.1` … `die.face.6`, outlined or filled with the pips knocked out.
    private static func dieFace(_ name: String) -> SymbolGlyph? {
        let isFilled = name.hasSuffix(".fill")
        let base = isFilled ? String(name.dropLast(5)) : name
        guard base.hasPrefix("die.face."), let n = Int(base.dropFirst(9)), (1...6).contains(n) else { return nil }
        let positions: [[(CGFloat, CGFloat)]] = [
            [(0.5, 0.5)], [(0.3, 0.3), (0.7, 0.7)], [(0.28, 0.28), (0.5, 0.5), (0.72, 0.72)],
            [(0.3, 0.3), (0.7, 0.3), (0.3, 0.7), (0.7, 0.7)], [(0.28, 0.28), (0.72, 0.28), (0.5, 0.5), (0.28, 0.72), (0.72, 0.72)],
            [(0.3, 0.26), (0.7, 0.26), (0.3, 0.5), (0.7, 0.5), (0.3, 0.74), (0.7, 0.74)],
        ]
        let square = UnitPath.rect(0.06, 0.06, 0.88, 0.88, radius: 0.18)
        let pips = positions[n - 1].map { UnitPath.circle($0.0, $0.1, 0.075) }
        return SymbolGlyph(parts: isFilled ? [.fill(square)] + pips.map { .knockoutFill($0) } : [.stroke(square)] + pips.map { .fill($0) })
    }

    /// What `speaker.wave.1` … `speaker.slash` add to the speaker.
    private static let speakerExtras: [String: [SymbolGlyph.Part]] = {
        let one: [SymbolGlyph.Part] = [.stroke(UnitPath.arc(0.5, 0.5, 0.2, from: 300, to: 60))]
        let two = one + [.stroke(UnitPath.arc(0.5, 0.5, 0.36, from: 300, to: 60))]
        return [
            "speaker.wave.1": one, "speaker.wave.2": two, "speaker.wave.3": two + [.stroke(UnitPath.arc(0.5, 0.5, 0.5, from: 305, to: 55))],
            "speaker.slash": [
                .stroke(UnitPath.polyline([(0.64, 0.34), (0.94, 0.66)])), .stroke(UnitPath.polyline([(0.94, 0.34), (0.64, 0.66)])),
            ],
        ]
    }()

    /// `speaker.wave.2`, `speaker.slash.fill`: the speaker with its waves or a cross.
    private static func speakerVariant(_ name: String) -> SymbolGlyph? {
        let isFilled = name.hasSuffix(".fill")
        let base = isFilled ? String(name.dropLast(5)) : name
        guard let extra = speakerExtras[base] else { return nil }
        return SymbolGlyph(parts: [isFilled ? .fill(UnitPath.speaker) : .stroke(UnitPath.speaker)] + extra)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: [String: SymbolGlyph] = [:]

    private static func custom(named name: String) -> SymbolGlyph? {
        lock.withLock { registered[name] }
    }

    static func register(_ name: String, glyph: SymbolGlyph?) {
        lock.withLock { registered[name] = glyph }
    }
}
