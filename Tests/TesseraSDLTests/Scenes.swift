import Foundation
import TesseraSDL

/// Builds display lists by hand (pixel coordinates), the way the core's display-list stage does.
struct ListBuilder {
    var list = DisplayList()
    let measurer: TTFTextMeasurer
    let scale: CGFloat

    init(width: Int, height: Int, measurer: TTFTextMeasurer, scale: CGFloat = 1) {
        list.pixelSize = CGSize(width: width, height: height)
        list.scale = scale
        self.measurer = measurer
        self.scale = scale
    }

    mutating func add(_ op: DisplayOperation) { list.operations.append(op) }

    mutating func fill(_ shape: DisplayShape, _ c: Color.Resolved) { add(.fill(shape, .color(c))) }
    mutating func stroke(_ shape: DisplayShape, _ c: Color.Resolved, width: CGFloat) {
        add(.stroke(shape, .color(c), StrokeStyle(lineWidth: width)))
    }

    /// Lays `string` out on one line with the measurer's advances; `origin` is the pen start on
    /// the baseline, in pixels. Returns the run's width in pixels.
    @discardableResult
    mutating func text(
        _ string: String, size: CGFloat, weight: Font.Weight = .regular, at origin: CGPoint,
        color: Color.Resolved, name: String? = nil
    ) -> CGFloat {
        let font = ResolvedFont(name: name, size: size, weight: weight)
        let scalars = Array(string.unicodeScalars)
        let advances = measurer.advances(of: scalars, in: font)
        let start = list.glyphs.count
        var x = origin.x
        for (s, a) in zip(scalars, advances) {
            list.glyphs.append(PositionedGlyph(scalar: s, x: Float(x), y: Float(origin.y)))
            x += a * scale
        }
        add(.text(TextRun(font: font, scale: scale, color: color, glyphs: start..<list.glyphs.count)))
        return x - origin.x
    }
}

/// Colours used by the scenes.
enum Palette {
    static func rgb(_ hex: UInt32, _ a: Float = 1) -> Color.Resolved {
        Color.Resolved(
            red: Float((hex >> 16) & 0xFF) / 255, green: Float((hex >> 8) & 0xFF) / 255, blue: Float(hex & 0xFF) / 255, opacity: a)
    }
    static let card = rgb(0x2B2F3E)
    static let accent = rgb(0x4F8CFF)
    static let gold = rgb(0xFFC83D)
    static let red = rgb(0xFF4D5E)
    static let green = rgb(0x3DDC84)
    static let white = rgb(0xFFFFFF)
    static let ink = rgb(0x0E1016)
}

/// The golden scenes, each exercising some draw operations. Shared by the golden tests and the
/// OpenGL comparison.
enum Scenes {
    static func star(center: CGPoint, outer: CGFloat, inner: CGFloat) -> Path {
        Path { p in
            for k in 0..<10 {
                let r = k % 2 == 0 ? outer : inner
                let a = -CGFloat.pi / 2 + CGFloat(k) * .pi / 5
                let pt = CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a))
                if k == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
        }
    }

    static func fills(_ m: TTFTextMeasurer) -> DisplayList {
        var b = ListBuilder(width: 200, height: 120, measurer: m)
        b.fill(.rect(CGRect(x: 10, y: 10, width: 80, height: 40)), Palette.red)
        b.fill(.rect(CGRect(x: 50, y: 30, width: 80, height: 40)), Palette.rgb(0x4F8CFF, 0.5))
        b.fill(.rect(CGRect(x: 90, y: 50, width: 80, height: 40)), Palette.rgb(0x3DDC84, 0.75))
        b.fill(.rect(CGRect(x: 10, y: 80, width: 60, height: 30)), Palette.rgb(0xFFFFFF, 0.25))
        // A rectangle on half-pixel edges: its border pixels are half covered, not stair-stepped.
        b.fill(.rect(CGRect(x: 140.5, y: 10.5, width: 50, height: 30)), Palette.gold)
        return b.list
    }

    static func shapes(_ m: TTFTextMeasurer) -> DisplayList {
        var b = ListBuilder(width: 320, height: 120, measurer: m)
        b.fill(
            .roundedRect(CGRect(x: 10, y: 10, width: 90, height: 60), cornerSize: CGSize(width: 14, height: 14), style: .continuous),
            Palette.accent)
        b.fill(
            .roundedRect(CGRect(x: 110, y: 20, width: 90, height: 30), cornerSize: CGSize(width: 15, height: 15), style: .circular),
            Palette.green)
        b.fill(.ellipse(CGRect(x: 215, y: 10, width: 60, height: 60)), Palette.gold)
        b.fill(.ellipse(CGRect(x: 270, y: 70, width: 44, height: 26)), Palette.rgb(0xFF4D5E, 0.8))
        b.fill(.path(star(center: CGPoint(x: 60, y: 95), outer: 22, inner: 9)), Palette.gold)
        b.fill(
            .path(
                Path { p in
                    p.move(to: CGPoint(x: 130, y: 110)); p.addLine(to: CGPoint(x: 165, y: 62)); p.addLine(to: CGPoint(x: 200, y: 110));
                    p.closeSubpath()
                }), Palette.red)
        // A ring: two contours (even in non-zero winding the inner one runs the other way).
        b.fill(
            .path(
                Path { p in
                    p.addEllipse(in: CGRect(x: 215, y: 75, width: 40, height: 40))
                    p.addPath(
                        Path(ellipseIn: CGRect(x: 225, y: 85, width: 20, height: 20)).applying(
                            CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 470, ty: 0)))
                }), Palette.white)
        return b.list
    }

    static func strokes(_ m: TTFTextMeasurer) -> DisplayList {
        var b = ListBuilder(width: 320, height: 120, measurer: m)
        b.stroke(
            .roundedRect(CGRect(x: 10.5, y: 10.5, width: 90, height: 50), cornerSize: CGSize(width: 10, height: 10), style: .continuous),
            Palette.white, width: 1)
        b.stroke(
            .roundedRect(CGRect(x: 115, y: 12, width: 90, height: 46), cornerSize: CGSize(width: 12, height: 12), style: .continuous),
            Palette.accent, width: 4)
        b.stroke(.ellipse(CGRect(x: 225, y: 10, width: 50, height: 50)), Palette.gold, width: 2)
        b.stroke(.rect(CGRect(x: 285, y: 10, width: 25, height: 50)), Palette.green, width: 3)
        b.stroke(.path(star(center: CGPoint(x: 50, y: 92), outer: 24, inner: 10)), Palette.gold, width: 2)
        b.stroke(
            .path(
                Path { p in
                    p.move(to: CGPoint(x: 100, y: 110)); p.addLine(to: CGPoint(x: 130, y: 75)); p.addLine(to: CGPoint(x: 160, y: 105))
                    p.addQuadCurve(to: CGPoint(x: 230, y: 80), control: CGPoint(x: 200, y: 130))
                }), Palette.red, width: 3)
        b.stroke(.rect(CGRect(x: 250, y: 75, width: 50, height: 30)), Palette.white, width: 0.5)
        return b.list
    }

    static func images(_ m: TTFTextMeasurer, _ c: AssetCatalog) -> DisplayList {
        var b = ListBuilder(width: 320, height: 120, measurer: m)
        let badge = c.imageInfo(named: "badge", displayScale: 1)
        let pixels = c.imageInfo(named: "pixels", displayScale: 1)
        let full = { (i: ImageInfo) in CGRect(origin: .zero, size: i.pixelSize) }
        b.add(.image(ImageDrawing(image: badge, source: full(badge), destination: CGRect(x: 10, y: 10, width: 32, height: 32))))
        b.add(.image(ImageDrawing(image: badge, source: full(badge), destination: CGRect(x: 50, y: 10, width: 96, height: 64))))
        b.add(
            .image(
                ImageDrawing(image: pixels, source: full(pixels), destination: CGRect(x: 155, y: 10, width: 64, height: 64), smooth: false))
        )
        b.add(
            .image(
                ImageDrawing(image: pixels, source: full(pixels), destination: CGRect(x: 230, y: 10, width: 64, height: 64), smooth: true)))
        b.add(
            .image(
                ImageDrawing(
                    image: badge, source: full(badge), destination: CGRect(x: 10, y: 80, width: 32, height: 32), tint: Palette.accent)))
        b.add(
            .image(ImageDrawing(image: badge, source: full(badge), destination: CGRect(x: 50, y: 80, width: 32, height: 32), opacity: 0.4)))
        // The top-left quarter of the badge, stretched.
        b.add(
            .image(
                ImageDrawing(
                    image: badge, source: CGRect(x: 0, y: 0, width: 16, height: 16),
                    destination: CGRect(x: 90, y: 80, width: 32, height: 32), smooth: false)))
        return b.list
    }

    static func text(_ m: TTFTextMeasurer) -> DisplayList {
        var b = ListBuilder(width: 320, height: 120, measurer: m)
        b.text("Level 12 · Score 4,250", size: 12, at: CGPoint(x: 10, y: 20), color: Palette.white)
        b.text("The quick brown fox jumps", size: 16, at: CGPoint(x: 10, y: 44), color: Palette.gold)
        b.text("HUD 09:41", size: 32, weight: .bold, at: CGPoint(x: 10, y: 88), color: Palette.accent)
        b.text("AVATAR Wy", size: 16, weight: .semibold, at: CGPoint(x: 200, y: 112), color: Palette.green)
        b.text("ÄÖÜ ñ € ≠ →", size: 16, at: CGPoint(x: 10, y: 112), color: Palette.white)
        return b.list
    }

    static func clipping(_ m: TTFTextMeasurer, _ c: AssetCatalog) -> DisplayList {
        var b = ListBuilder(width: 320, height: 120, measurer: m)
        let badge = c.imageInfo(named: "badge", displayScale: 1)
        // Rectangular clip: a large circle and text cut by a rectangle.
        b.add(.pushClip(.rect(CGRect(x: 10, y: 10, width: 90, height: 100)), antialiased: true))
        b.fill(.ellipse(CGRect(x: 40, y: 20, width: 100, height: 100)), Palette.accent)
        b.text("clipped text", size: 16, at: CGPoint(x: 30, y: 60), color: Palette.white)
        b.add(.popClip)
        // Rounded clip: stripes and an image inside a rounded rectangle, edges smooth.
        b.add(
            .pushClip(
                .roundedRect(CGRect(x: 115, y: 10, width: 90, height: 100), cornerSize: CGSize(width: 20, height: 20), style: .continuous),
                antialiased: true))
        for k in 0..<8 {
            b.fill(.rect(CGRect(x: 115, y: 10 + CGFloat(k) * 13, width: 90, height: 7)), k % 2 == 0 ? Palette.red : Palette.gold)
        }
        b.add(
            .image(
                ImageDrawing(
                    image: badge, source: CGRect(origin: .zero, size: badge.pixelSize),
                    destination: CGRect(x: 170, y: 70, width: 64, height: 64))))
        b.add(.popClip)
        // Circular clip with a nested rectangular clip inside.
        b.add(.pushClip(.ellipse(CGRect(x: 220, y: 15, width: 90, height: 90)), antialiased: true))
        b.fill(.rect(CGRect(x: 200, y: 0, width: 120, height: 120)), Palette.green)
        b.add(.pushClip(.rect(CGRect(x: 200, y: 60, width: 120, height: 60)), antialiased: true))
        b.fill(.rect(CGRect(x: 200, y: 0, width: 120, height: 120)), Palette.card)
        b.add(.popClip)
        b.add(.popClip)
        return b.list
    }

    /// Clips whose shape is concave (a star) or has a hole (a ring): drawn through a coverage
    /// mask, edges anti-aliased.
    static func concaveClip(_ m: TTFTextMeasurer) -> DisplayList {
        var b = ListBuilder(width: 200, height: 100, measurer: m)
        b.add(.pushClip(.path(star(center: CGPoint(x: 50, y: 52), outer: 46, inner: 20)), antialiased: true))
        for k in 0..<10 {
            b.fill(.rect(CGRect(x: 0, y: CGFloat(k) * 10, width: 100, height: 5)), k % 2 == 0 ? Palette.gold : Palette.red)
        }
        b.add(.popClip)
        b.add(
            .pushClip(
                .path(
                    Path { p in
                        p.addEllipse(in: CGRect(x: 110, y: 10, width: 80, height: 80))
                        p.addPath(
                            Path(ellipseIn: CGRect(x: 130, y: 30, width: 40, height: 40)).applying(
                                CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 300, ty: 0)))
                    }), antialiased: true))
        b.fill(.rect(CGRect(x: 100, y: 0, width: 100, height: 100)), Palette.accent)
        b.text("ring", size: 16, weight: .bold, at: CGPoint(x: 132, y: 27), color: Palette.white)
        b.add(.popClip)
        return b.list
    }

    static func opacity(_ m: TTFTextMeasurer) -> DisplayList {
        var b = ListBuilder(width: 320, height: 120, measurer: m)
        // Without a group: each circle is translucent, the overlap is darker.
        b.fill(.ellipse(CGRect(x: 10, y: 20, width: 70, height: 70)), Palette.rgb(0xFF4D5E, 0.5))
        b.fill(.ellipse(CGRect(x: 50, y: 20, width: 70, height: 70)), Palette.rgb(0x4F8CFF, 0.5))
        // As one opacity group: drawn opaque, then faded as a whole — the overlap shows only blue.
        b.add(.pushOpacity(0.5))
        b.fill(.ellipse(CGRect(x: 140, y: 20, width: 70, height: 70)), Palette.red)
        b.fill(.ellipse(CGRect(x: 180, y: 20, width: 70, height: 70)), Palette.accent)
        b.text("group", size: 16, weight: .bold, at: CGPoint(x: 165, y: 62), color: Palette.white)
        b.add(.popOpacity)
        // Nested groups.
        b.add(.pushOpacity(0.8))
        b.fill(
            .roundedRect(CGRect(x: 260, y: 20, width: 50, height: 80), cornerSize: CGSize(width: 10, height: 10), style: .continuous),
            Palette.white)
        b.add(.pushOpacity(0.5))
        b.fill(.ellipse(CGRect(x: 265, y: 40, width: 40, height: 40)), Palette.ink)
        b.add(.popOpacity)
        b.add(.popOpacity)
        return b.list
    }

    static func transforms(_ m: TTFTextMeasurer, _ c: AssetCatalog) -> DisplayList {
        var b = ListBuilder(width: 320, height: 140, measurer: m)
        let badge = c.imageInfo(named: "badge", displayScale: 1)
        func around(_ x: CGFloat, _ y: CGFloat, _ t: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(translationX: -x, y: -y).concatenating(t).concatenating(CGAffineTransform(translationX: x, y: y))
        }
        b.add(.pushTransform(around(60, 60, CGAffineTransform(rotationAngle: .pi / 8))))
        b.fill(
            .roundedRect(CGRect(x: 20, y: 30, width: 80, height: 60), cornerSize: CGSize(width: 12, height: 12), style: .continuous),
            Palette.accent)
        b.text("rotated", size: 16, at: CGPoint(x: 30, y: 66), color: Palette.white)
        b.add(.popTransform)
        b.add(.pushTransform(around(160, 60, CGAffineTransform(rotationAngle: -.pi / 6))))
        b.add(
            .image(
                ImageDrawing(
                    image: badge, source: CGRect(origin: .zero, size: badge.pixelSize),
                    destination: CGRect(x: 130, y: 30, width: 60, height: 60))))
        b.add(.popTransform)
        b.add(.pushTransform(around(260, 60, CGAffineTransform(scaleX: 1.5, y: 0.75))))
        b.fill(.ellipse(CGRect(x: 235, y: 35, width: 50, height: 50)), Palette.gold)
        b.stroke(.ellipse(CGRect(x: 235, y: 35, width: 50, height: 50)), Palette.red, width: 2)
        b.add(.popTransform)
        // Nested: a translated group containing a rotated one.
        b.add(.pushTransform(CGAffineTransform(translationX: 0, y: 60)))
        b.add(.pushTransform(around(40, 45, CGAffineTransform(rotationAngle: .pi / 4))))
        b.fill(.rect(CGRect(x: 30, y: 35, width: 20, height: 20)), Palette.green)
        b.add(.popTransform)
        b.add(.popTransform)
        return b.list
    }

    static func shadow(_ m: TTFTextMeasurer) -> DisplayList {
        var b = ListBuilder(width: 320, height: 120, measurer: m)
        b.fill(.rect(CGRect(x: 0, y: 0, width: 320, height: 120)), Palette.rgb(0xE8ECF4))
        b.add(.pushShadow(ShadowStyle(color: Palette.rgb(0x000000, 0.45), radius: 8, offset: CGSize(width: 0, height: 4))))
        b.fill(
            .roundedRect(CGRect(x: 20, y: 20, width: 120, height: 70), cornerSize: CGSize(width: 14, height: 14), style: .continuous),
            Palette.white)
        b.add(.popShadow)
        b.add(.pushShadow(ShadowStyle(color: Palette.rgb(0x4F8CFF, 0.8), radius: 4, offset: CGSize(width: 3, height: 3))))
        b.text("Shadow", size: 32, weight: .bold, at: CGPoint(x: 165, y: 70), color: Palette.ink)
        b.add(.popShadow)
        return b.list
    }

    static func hiDPI(_ m: TTFTextMeasurer, _ c: AssetCatalog) -> DisplayList {
        // The same card at scale 2: 160×80 points on a 320×160 pixel canvas.
        var b = ListBuilder(width: 320, height: 160, measurer: m, scale: 2)
        let badge = c.imageInfo(named: "badge", displayScale: 2)
        b.fill(
            .roundedRect(CGRect(x: 20, y: 20, width: 280, height: 120), cornerSize: CGSize(width: 24, height: 24), style: .continuous),
            Palette.card)
        b.stroke(
            .roundedRect(CGRect(x: 20, y: 20, width: 280, height: 120), cornerSize: CGSize(width: 24, height: 24), style: .continuous),
            Palette.accent, width: 2)
        b.add(
            .image(
                ImageDrawing(
                    image: badge, source: CGRect(origin: .zero, size: badge.pixelSize),
                    destination: CGRect(x: 40, y: 48, width: 64, height: 64))))
        b.text("Level 3", size: 17, weight: .semibold, at: CGPoint(x: 120, y: 72), color: Palette.white)
        b.text("3 stars · 1:24", size: 12, at: CGPoint(x: 120, y: 104), color: Palette.gold)
        return b.list
    }

    static func placeholder(_ m: TTFTextMeasurer, _ c: AssetCatalog) -> DisplayList {
        var b = ListBuilder(width: 160, height: 80, measurer: m)
        let missing = c.imageInfo(named: "does-not-exist", displayScale: 1)
        b.add(
            .image(
                ImageDrawing(
                    image: missing, source: CGRect(origin: .zero, size: missing.pixelSize),
                    destination: CGRect(x: 10, y: 10, width: 32, height: 32))))
        b.add(
            .image(
                ImageDrawing(
                    image: missing, source: CGRect(origin: .zero, size: missing.pixelSize),
                    destination: CGRect(x: 60, y: 10, width: 64, height: 64))))
        return b.list
    }

    static func backdrop(_ m: TTFTextMeasurer) -> DisplayList {
        var b = ListBuilder(width: 200, height: 100, measurer: m)
        for k in 0..<10 { b.fill(.rect(CGRect(x: CGFloat(k) * 20, y: 0, width: 10, height: 100)), Palette.gold) }
        b.add(
            .backdrop(
                BackdropEffect(
                    shape: .roundedRect(
                        CGRect(x: 30, y: 20, width: 140, height: 60), cornerSize: CGSize(width: 16, height: 16), style: .continuous),
                    blurRadius: 20, tint: Palette.rgb(0xFFFFFF, 0.6))))
        b.text("Material", size: 16, weight: .semibold, at: CGPoint(x: 65, y: 56), color: Palette.ink)
        return b.list
    }

    /// A grid of level cards (rounded card, badge image, two text lines), like the sample game.
    static func cardGrid(_ m: TTFTextMeasurer, _ c: AssetCatalog, columns: Int, rows: Int, tick: Int = 0) -> DisplayList {
        let cw: CGFloat = 120, ch: CGFloat = 60, gap: CGFloat = 8
        var b = ListBuilder(
            width: Int(CGFloat(columns) * (cw + gap) + gap), height: Int(CGFloat(rows) * (ch + gap) + gap + 24), measurer: m)
        let badge = c.imageInfo(named: "badge", displayScale: 1)
        b.text(
            "Time \(tick / 60):\(String(format: "%02d", tick % 60)) · frame \(tick)", size: 14, weight: .bold, at: CGPoint(x: gap, y: 18),
            color: Palette.white)
        for r in 0..<rows {
            for col in 0..<columns {
                let x = gap + CGFloat(col) * (cw + gap), y = 24 + gap + CGFloat(r) * (ch + gap)
                let card = DisplayShape.roundedRect(
                    CGRect(x: x, y: y, width: cw, height: ch), cornerSize: CGSize(width: 10, height: 10), style: .continuous)
                b.fill(card, Palette.card)
                b.stroke(card, Palette.accent, width: 1)
                b.add(
                    .image(
                        ImageDrawing(
                            image: badge, source: CGRect(origin: .zero, size: badge.pixelSize),
                            destination: CGRect(x: x + 8, y: y + 14, width: 32, height: 32))))
                b.text(
                    "Level \(r * columns + col + 1)", size: 13, weight: .semibold, at: CGPoint(x: x + 48, y: y + 26), color: Palette.white)
                b.text(
                    "★★☆ 1:\(String(format: "%02d", (r * 7 + col * 3) % 60))", size: 11, at: CGPoint(x: x + 48, y: y + 44),
                    color: Palette.gold)
            }
        }
        return b.list
    }
}
