import Foundation
import Tessera
import XCTest

// Extensions that SwiftUI projects commonly declare for themselves, written as they appear in
// such projects: each must compile next to Tessera's own names without ambiguity, and work.

extension Color {
    /// The hex initialiser found in countless SwiftUI projects (a string, any of 3, 6 or 8 digits).
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let a: UInt64, r: UInt64, g: UInt64, b: UInt64
        switch hex.count {
        case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
        case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8: (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default: (a, r, g, b) = (255, 0, 0, 0)
        }
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
    }

    /// The integer flavour: `Color(hex: 0x336699)`.
    init(hex: UInt, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
            opacity: alpha)
    }

    static var random: Color {
        Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1))
    }
}

extension View {
    /// Applies `transform` when `condition` holds.
    @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    /// Rounds only some corners (the UIKit-free form of the popular helper).
    func cornerRadius(_ radius: CGFloat, corners: RectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }

    func card() -> some View {
        padding()
            .background(Color.white)
            .cornerRadius(12)
            .shadow(radius: 4)
    }
}

extension View {
    func eraseToAnyView() -> AnyView { AnyView(self) }

    func frame(size: CGFloat) -> some View { frame(width: size, height: size) }

    func glow(color: Color = .yellow, radius: CGFloat = 8) -> some View {
        shadow(color: color, radius: radius / 3).shadow(color: color, radius: radius / 3)
    }

    @ViewBuilder func hidden(_ shouldHide: Bool) -> some View {
        if shouldHide { hidden() } else { self }
    }
}

extension Color {
    init(r: Double, g: Double, b: Double) {
        self.init(red: r / 255, green: g / 255, blue: b / 255)
    }

    static let brandBackground = Color(r: 18, g: 24, b: 38)
}

extension ShapeStyle where Self == Color {
    static var brand: Color { Color(r: 255, g: 140, b: 0) }
}

extension Font {
    static func rounded(_ size: CGFloat) -> Font { .system(size: size, weight: .bold, design: .rounded) }
}

extension Animation {
    static var quick: Animation { .spring(response: 0.3, dampingFraction: 0.7) }
}

extension CGPoint {
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
}

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension Binding {
    func onChange(_ handler: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(
            get: { wrappedValue },
            set: { newValue in
                wrappedValue = newValue
                handler(newValue)
            })
    }
}

struct RectCorner: OptionSet {
    let rawValue: Int
    static let topLeft = RectCorner(rawValue: 1 << 0)
    static let topRight = RectCorner(rawValue: 1 << 1)
    static let bottomLeft = RectCorner(rawValue: 1 << 2)
    static let bottomRight = RectCorner(rawValue: 1 << 3)
    static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: RectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let r = min(radius, rect.width / 2, rect.height / 2)
        func cornerRadius(_ corner: RectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
        path.move(to: CGPoint(x: rect.minX + cornerRadius(.topLeft), y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - cornerRadius(.topRight), y: rect.minY))
        path.addArc(
            center: CGPoint(x: rect.maxX - cornerRadius(.topRight), y: rect.minY + cornerRadius(.topRight)),
            radius: cornerRadius(.topRight),
            startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - cornerRadius(.bottomRight)))
        path.addArc(
            center: CGPoint(x: rect.maxX - cornerRadius(.bottomRight), y: rect.maxY - cornerRadius(.bottomRight)),
            radius: cornerRadius(.bottomRight),
            startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX + cornerRadius(.bottomLeft), y: rect.maxY))
        path.addArc(
            center: CGPoint(x: rect.minX + cornerRadius(.bottomLeft), y: rect.maxY - cornerRadius(.bottomLeft)),
            radius: cornerRadius(.bottomLeft),
            startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + cornerRadius(.topLeft)))
        path.addArc(
            center: CGPoint(x: rect.minX + cornerRadius(.topLeft), y: rect.minY + cornerRadius(.topLeft)), radius: cornerRadius(.topLeft),
            startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        path.closeSubpath()
        return path
    }
}

final class CommonUserExtensionsTests: XCTestCase {
    private func resolved(_ color: Color) -> Color.Resolved { color.resolve(in: EnvironmentValues()) }

    private func assertColor(
        _ color: Color, _ r: Float, _ g: Float, _ b: Float, _ a: Float = 1, _ message: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let c = resolved(color)
        for (actual, expected) in [(c.red, r), (c.green, g), (c.blue, b), (c.opacity, a)] {
            XCTAssertEqual(actual, expected, accuracy: 1e-3, "\(c) \(message)", file: file, line: line)
        }
    }

    func testTheProjectsOwnHexInitialisersAreTheOnesCalled() {
        assertColor(Color(hex: "#FF8000"), 1, 128 / 255, 0)
        assertColor(Color(hex: "0F0"), 0, 1, 0)
        assertColor(Color(hex: "80FF000080"), 0, 0, 0, 1, "not 3, 6 or 8 digits: the project's fallback, not nil")
        assertColor(Color(hex: 0x336699), 0.2, 0.4, 0.6)
        assertColor(Color(hex: 0x336699, alpha: 0.5), 0.2, 0.4, 0.6, 0.5)
        // Tessera's own, under its own name.
        assertColor(Color(tesseraHex: "#336699")!, 0.2, 0.4, 0.6)
        assertColor(Color(tesseraHex: 0xFF8000, opacity: 0.25), 1, 128 / 255, 0, 0.25)
    }

    func testTheProjectsHexColourIsDrawn() {
        let graph = ViewGraph()
        graph.update(Color(hex: "#336699").frame(width: 20, height: 10), size: CGSize(width: 20, height: 10))
        let drawn = graph.displayList.operations.compactMap { operation -> Color.Resolved? in
            if case .fill(_, .color(let color)) = operation { return color }
            return nil
        }
        XCTAssertEqual(drawn.count, 1)
        XCTAssertEqual(drawn.first?.rgba8.r, 0x33)
        XCTAssertEqual(drawn.first?.rgba8.g, 0x66)
        XCTAssertEqual(drawn.first?.rgba8.b, 0x99)
    }

    func testRandomColourIsAColour() {
        let c = resolved(Color.random)
        XCTAssertTrue((0...1).contains(c.red) && (0...1).contains(c.green) && (0...1).contains(c.blue))
        XCTAssertEqual(c.opacity, 1)
    }

    func testIfModifierAppliesItsTransformOnlyWhenTrue() {
        func view(_ wide: Bool) -> some View {
            Color.red.frame(width: 20, height: 20).if(wide) { $0.frame(width: 80) }.accessibilityIdentifier("v")
        }
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(view(true), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(graph.frame(of: "v")?.size, CGSize(width: 80, height: 20))
        graph.update(view(false), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(graph.frame(of: "v")?.size, CGSize(width: 20, height: 20))
    }

    func testCornerRadiusHelpersBesideSwiftUIsCornerRadius() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 40).cornerRadius(10).accessibilityIdentifier("all")
                Color.red.frame(width: 40, height: 40).cornerRadius(10, corners: [.topLeft, .bottomRight]).accessibilityIdentifier("some")
                Color.red.frame(width: 40, height: 40).cornerRadius(10, antialiased: false)
            },
            size: CGSize(width: 200, height: 200))
        XCTAssertEqual(graph.frame(of: "all"), CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(graph.frame(of: "some"), CGRect(x: 0, y: 40, width: 40, height: 40))
        // The project's shape: square corners where it leaves them, a quarter circle where not.
        let path = RoundedCorner(radius: 10, corners: [.topLeft]).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertRectEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 40, height: 40))
        let clips = graph.displayList.operations.filter {
            if case .pushClip = $0 { return true }
            return false
        }
        XCTAssertEqual(clips.count, 3, "each corner helper clips its view")
    }

    func testCardExtension() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Color.blue.frame(width: 50, height: 30).card().accessibilityIdentifier("card"), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(graph.frame(of: "card"), CGRect(x: 0, y: 0, width: 82, height: 62), "16 points of padding around")
    }

    func testMoreEverydayHelpers() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(size: 30).glow().accessibilityIdentifier("square")
                Text("Hi").font(.rounded(20)).foregroundStyle(.brand).eraseToAnyView()
                Color.blue.frame(size: 10).hidden(true).accessibilityIdentifier("hidden")
                Color.brandBackground.frame(size: 10).hidden(false)
            },
            size: CGSize(width: 200, height: 200))
        XCTAssertEqual(graph.frame(of: "square"), CGRect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertEqual(graph.frame(of: "hidden")?.size, CGSize(width: 10, height: 10), "hidden keeps its room")
        let texts = graph.displayList.operations.compactMap { operation -> Color.Resolved? in
            if case .text(let run) = operation { return run.color }
            return nil
        }
        XCTAssertEqual(texts.first?.rgba8.r, 255)
        XCTAssertEqual(texts.first?.rgba8.g, 140)
        let fills = graph.displayList.operations.compactMap { operation -> Color.Resolved? in
            if case .fill(_, .color(let color)) = operation { return color }
            return nil
        }
        XCTAssertTrue(fills.contains { $0.rgba8.r == 18 && $0.rgba8.g == 24 && $0.rgba8.b == 38 }, "Color.brandBackground is drawn")
        XCTAssertFalse(fills.contains { $0.rgba8.b == 255 && $0.rgba8.r == 0 }, "the hidden blue square is not drawn")

        XCTAssertEqual(CGPoint(x: 1, y: 2) + CGPoint(x: 3, y: 4), CGPoint(x: 4, y: 6))
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 10, height: 20).center, CGPoint(x: 5, y: 10))
        XCTAssertNotEqual(Animation.quick, Animation.spring())

        var seen: [Int] = []
        var value = 0
        let binding = Binding(get: { value }, set: { value = $0 }).onChange { seen.append($0) }
        binding.wrappedValue = 3
        XCTAssertEqual(value, 3)
        XCTAssertEqual(seen, [3])
    }

    func testPlainSpringCallsAreUnambiguous() {
        let a: Animation = .spring()
        let b = Animation.spring()
        XCTAssertEqual(a, b)
        XCTAssertEqual(a, Animation.spring(duration: 0.5, bounce: 0), "as SwiftUI: the duration-and-bounce spring")
        XCTAssertEqual(a, Animation.spring, "the same spring as the static one")
        XCTAssertNotEqual(Animation.spring(response: 0.3, dampingFraction: 0.6), a)
        XCTAssertNotEqual(Animation.spring(duration: 0.3, bounce: 0.2), a)
        _ = Animation.interactiveSpring()
        _ = Animation.spring(blendDuration: 0.1)

        var flag = false
        withAnimation(.spring()) { flag = true }
        XCTAssertTrue(flag)
        let graph = ViewGraph()
        graph.update(Color.red.frame(width: 10, height: 10).animation(.spring(), value: flag), size: CGSize(width: 20, height: 20))
        XCTAssertEqual(graph.displayList.operations.count, 1)
    }
}
