import Foundation
import XCTest

@testable import Tessera

/// `PreviewProvider` and the preview modifiers as Xcode projects spell them: they compile, draw
/// as their content, and split into the previews a runner shows, with their traits.
final class PreviewProviderTests: XCTestCase {
    struct Badge: View {
        var title: String
        var body: some View { Text(title).padding() }
    }

    struct Badge_Previews: PreviewProvider {
        static var previews: some View {
            Group {
                Badge(title: "Small")
                    .previewLayout(.sizeThatFits)
                    .previewDisplayName("Small badge")
                Badge(title: "Phone")
                    .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
                    .previewInterfaceOrientation(.landscapeLeft)
                Badge(title: "Fixed").previewLayout(.fixed(width: 200, height: 100))
            }
        }
    }

    struct Devices_Previews: PreviewProvider {
        static var previews: some View {
            ForEach(["iPhone SE (3rd generation)", "iPad Pro (11-inch)"], id: \.self) { name in
                Badge(title: name).previewDevice(PreviewDevice(rawValue: name)).previewDisplayName(name)
            }
        }
        static var platform: PreviewPlatform? { .iOS }
    }

    struct Single_Previews: PreviewProvider {
        static var previews: some View {
            Badge(title: "One").previewDevice("iPad Air")
        }
    }

    func testAGroupGivesOnePreviewPerViewWithItsTraits() {
        let previews = Preview.previews(of: Badge_Previews.self)
        XCTAssertEqual(previews.map(\.name), ["Small badge", "Badge_Previews 2", "Badge_Previews 3"])
        XCTAssertEqual(previews[0].traits.layout, .sizeThatFits)
        XCTAssertEqual(previews[1].traits.device, "iPhone 15")
        XCTAssertEqual(previews[1].traits.orientation, .landscapeLeft)
        XCTAssertEqual(previews[2].traits.layout, .fixed(width: 200, height: 100))
        XCTAssertEqual(previews[2].source, "Badge_Previews")
    }

    func testAForEachGivesOnePreviewPerElement() {
        let previews = Preview.previews(of: Devices_Previews.self)
        XCTAssertEqual(previews.map(\.name), ["iPhone SE (3rd generation)", "iPad Pro (11-inch)"])
        XCTAssertEqual(previews.map(\.traits.device?.rawValue), ["iPhone SE (3rd generation)", "iPad Pro (11-inch)"])
        XCTAssertEqual(Devices_Previews.platform, .iOS)
        XCTAssertNil(Single_Previews.platform)
    }

    func testASingleViewIsOnePreviewNamedForItsProvider() {
        let previews = Preview.previews(of: Single_Previews.self)
        XCTAssertEqual(previews.map(\.name), ["Single_Previews"])
        XCTAssertEqual(previews[0].traits.device, PreviewDevice(stringLiteral: "iPad Air"))
    }

    func testTheModifierNearestTheViewWins() {
        let preview = Preview("Outer") {
            Badge(title: "x").previewLayout(.sizeThatFits).previewLayout(.device).previewDisplayName("Inner")
        }
        let (_, traits) = preview.makeView()
        XCTAssertEqual(traits.layout, .sizeThatFits)
        XCTAssertEqual(traits.displayName, "Inner")
        XCTAssertEqual(preview.name, "Outer")
    }

    func testPreviewTraitsOfAPreview() {
        let preview = Preview("Wide", traits: .landscapeLeft, .fixedLayout(width: 300, height: 120)) {
            let title = "Score"
            Badge(title: title)
        }
        XCTAssertEqual(preview.traits.orientation, .landscapeLeft)
        XCTAssertEqual(preview.traits.layout, .fixed(width: 300, height: 120))
        XCTAssertEqual(Preview(traits: .sizeThatFitsLayout) { Text("x") }.traits.layout, .sizeThatFits)
        XCTAssertEqual(InterfaceOrientation.allCases.filter(\.isLandscape), [.landscapeLeft, .landscapeRight])
    }

    func testPreviewModifiersDrawAsTheirContent() {
        let graph = ViewGraph()
        let plain = graph.update(Badge(title: "Hi"), size: CGSize(width: 200, height: 100))
        let traced = ViewGraph().update(
            Badge(title: "Hi").previewLayout(.sizeThatFits).previewDisplayName("x").previewDevice(nil)
                .previewInterfaceOrientation(.portrait),
            size: CGSize(width: 200, height: 100))
        XCTAssertEqual(plain, traced)
    }
}

#Preview {
    Text("Plain")
}

#Preview("Named badge") {
    PreviewProviderTests.Badge(title: "Named")
}

#Preview("Wide", traits: .landscapeLeft, .sizeThatFitsLayout) {
    let title = "Wide"
    PreviewProviderTests.Badge(title: title)
        .previewDisplayName("Ignored name")
}

final class PreviewMacroTests: XCTestCase {
    func testThePreviewMacroRegistersEachPreviewWithItsNameAndTraits() {
        let previews = Preview._declared.filter { $0.source.contains("PreviewProviderTests.swift:") }
        XCTAssertEqual(previews.map(\.name), [nil, "Named badge", "Wide"])
        XCTAssertEqual(previews[2].traits.orientation, .landscapeLeft)
        XCTAssertEqual(previews[2].traits.layout, .sizeThatFits)
        XCTAssertEqual(previews[2].makeView().traits.displayName, "Ignored name")
        XCTAssertEqual(
            previews.map { $0.source.split(separator: "/").last },
            ["PreviewProviderTests.swift:99", "PreviewProviderTests.swift:103", "PreviewProviderTests.swift:107"])
    }
}
