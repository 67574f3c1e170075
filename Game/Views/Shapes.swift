import Foundation
import TesseraSDL

/// A five-pointed star, as a custom `Shape`.
struct StarShape: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.45
        var path = Path()
        for i in 0..<10 {
            let radius = i.isMultiple(of: 2) ? outer : inner
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

/// A padlock: a shackle arc above a rounded body.
struct PadlockShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let bodyTop = rect.minY + rect.height * 0.42
        path.addRoundedRect(
            in: CGRect(x: rect.minX, y: bodyTop, width: rect.width, height: rect.maxY - bodyTop),
            cornerSize: CGSize(width: 3, height: 3))
        let r = rect.width * 0.32
        let t = rect.width * 0.14
        let cx = rect.midX
        // Shackle: an outer arc and an inner arc, joined into a band.
        path.move(to: CGPoint(x: cx - r, y: bodyTop))
        path.addArc(center: CGPoint(x: cx, y: rect.minY + r), radius: r, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: cx + r, y: bodyTop))
        path.addLine(to: CGPoint(x: cx + r - t, y: bodyTop))
        path.addArc(
            center: CGPoint(x: cx, y: rect.minY + r), radius: r - t, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: true)
        path.addLine(to: CGPoint(x: cx - r + t, y: bodyTop))
        path.closeSubpath()
        return path
    }
}
