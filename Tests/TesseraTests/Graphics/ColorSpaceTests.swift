import Foundation
import XCTest

@testable import Tessera

/// SwiftUI's other colour initialisers: HSB, colour spaces, white levels.
final class ColorSpaceTests: XCTestCase {
    private func rgb(_ c: Color) -> [Float] {
        let r = c.resolve(in: EnvironmentValues())
        return [r.red, r.green, r.blue, r.opacity].map { ($0 * 1000).rounded() / 1000 }
    }

    func testHueSaturationBrightness() {
        XCTAssertEqual(rgb(Color(hue: 0, saturation: 1, brightness: 1)), [1, 0, 0, 1])
        XCTAssertEqual(rgb(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)), [0, 1, 0, 1])
        XCTAssertEqual(rgb(Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5, opacity: 0.5)), [0, 0, 0.5, 0.5])
        XCTAssertEqual(rgb(Color(hue: 1.5, saturation: 0, brightness: 0.25)), [0.25, 0.25, 0.25, 1])
        XCTAssertEqual(rgb(Color(hue: .nan, saturation: 1, brightness: 1)), [0, 0, 0, 1])
    }

    func testColorSpaces() {
        XCTAssertEqual(rgb(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 1)), [0.2, 0.4, 0.6, 1])
        XCTAssertEqual(rgb(Color(.sRGBLinear, red: 1, green: 0, blue: 0.214)), [1, 0, 0.5, 1])
        XCTAssertEqual(rgb(Color(.sRGB, white: 0.5, opacity: 0.5)), [0.5, 0.5, 0.5, 0.5])
        XCTAssertEqual(rgb(Color(red: 0.1, green: 0.2, blue: 0.3)), [0.1, 0.2, 0.3, 1])
    }

    func testAccentColorTintsButtons() {
        struct Probe: View {
            @Environment(\.buttonTint) var tint
            let recorder: Recorder<Color?>
            var body: some View {
                recorder.record(tint)
                return Color.clear
            }
        }
        let recorder = Recorder<Color?>()
        layout(Probe(recorder: recorder).accentColor(.green))
        XCTAssertEqual(recorder.values.last??.resolve(in: EnvironmentValues()), Color.green.resolve(in: EnvironmentValues()))
    }
}
