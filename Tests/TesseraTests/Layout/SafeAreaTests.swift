import Foundation
import XCTest

@testable import Tessera

/// Safe areas: a host's declared insets, `ignoresSafeArea`, `edgesIgnoringSafeArea`,
/// `safeAreaPadding` and `safeAreaInset`.
final class SafeAreaTests: XCTestCase {
    private let size = CGSize(width: 400, height: 300)

    private func hosted<V: View>(_ content: V) -> ViewGraph { hosted(EdgeInsets(), content) }

    private func hosted<V: View>(_ insets: EdgeInsets, _ content: V) -> ViewGraph {
        let graph = ViewGraph()
        graph.safeAreaInsets = insets
        graph.update(_PresentationHost(content), size: size)
        return graph
    }

    func testNoSafeAreaByDefault() {
        let graph = hosted(
            ZStack {
                Color.blue.accessibilityIdentifier("fill")
            })
        XCTAssertEqual(graph.frame(of: "fill"), CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    func testHostSafeAreaInsetsTheRootAndIgnoringReachesTheWindowEdges() {
        let title = EdgeInsets(top: 20, leading: 40, bottom: 10, trailing: 30)
        let graph = hosted(
            title,
            ZStack {
                Color.blue.accessibilityIdentifier("background").ignoresSafeArea()
                Color.red.accessibilityIdentifier("content")
                Color.green.accessibilityIdentifier("top").ignoresSafeArea(edges: .top)
                Color.gray.accessibilityIdentifier("sides").edgesIgnoringSafeArea(.horizontal)
            })
        XCTAssertEqual(graph.frame(of: "content"), CGRect(x: 40, y: 20, width: 330, height: 270))
        XCTAssertEqual(graph.frame(of: "background"), CGRect(x: 0, y: 0, width: 400, height: 300))
        XCTAssertEqual(graph.frame(of: "top"), CGRect(x: 40, y: 0, width: 330, height: 290))
        XCTAssertEqual(graph.frame(of: "sides"), CGRect(x: 0, y: 20, width: 400, height: 270))
    }

    func testAGeometryProxyReportsTheUnsafeMarginsItsReaderReachesInto() {
        final class Seen { var insets: [String: EdgeInsets] = [:] }
        let seen = Seen()
        func reader(_ name: String) -> some View {
            GeometryReader { proxy in
                let _ = seen.insets[name] = proxy.safeAreaInsets
                Color.clear
            }
        }
        _ = hosted(
            EdgeInsets(top: 20, leading: 40, bottom: 10, trailing: 30),
            ZStack {
                reader("inside")
                reader("everywhere").ignoresSafeArea()
                reader("top").ignoresSafeArea(edges: .top)
            })
        XCTAssertEqual(seen.insets["inside"], EdgeInsets())
        XCTAssertEqual(seen.insets["everywhere"], EdgeInsets(top: 20, leading: 40, bottom: 10, trailing: 30))
        XCTAssertEqual(seen.insets["top"], EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    }

    func testBadHostInsetsCountAsZero() {
        let graph = hosted(
            EdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: 8),
            Color.red.accessibilityIdentifier("content"))
        XCTAssertEqual(graph.frame(of: "content"), CGRect(x: 0, y: 0, width: 392, height: 300))
    }

    func testSafeAreaPaddingPadsAndIgnoringReachesPastIt() {
        let graph = hosted(
            ZStack {
                Color.red.accessibilityIdentifier("content")
                Color.blue.accessibilityIdentifier("background").ignoresSafeArea()
            }
            .safeAreaPadding(.horizontal, 20))
        XCTAssertEqual(graph.frame(of: "content"), CGRect(x: 20, y: 0, width: 360, height: 300))
        XCTAssertEqual(graph.frame(of: "background"), CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    func testSafeAreaInsetPutsABarAlongTheEdge() {
        let graph = hosted(
            Color.red.accessibilityIdentifier("content")
                .safeAreaInset(edge: .bottom, spacing: 4) {
                    Color.gray.frame(height: 40).accessibilityIdentifier("bar")
                })
        XCTAssertEqual(graph.frame(of: "bar"), CGRect(x: 0, y: 260, width: 400, height: 40))
        XCTAssertEqual(graph.frame(of: "content"), CGRect(x: 0, y: 0, width: 400, height: 256))
    }
}

/// A navigation stack in a host's safe area: its content inside, its backgrounds reaching the
/// window's edges.
final class NavigationSafeAreaTests: XCTestCase {
    func testTheStackSitsInTheSafeAreaAndItsBarReachesTheTop() throws {
        let graph = ViewGraph()
        graph.safeAreaInsets = EdgeInsets(top: 30, leading: 0, bottom: 20, trailing: 0)
        graph.update(
            _PresentationHost(
                NavigationStack {
                    Color.red.accessibilityIdentifier("content").navigationBarTitleDisplayMode(.inline)
                }), size: CGSize(width: 400, height: 300))
        // Below the 44-point bar, which is below the 30-point safe top; above the 20-point bottom.
        XCTAssertEqual(graph.frame(of: "content"), CGRect(x: 0, y: 74, width: 400, height: 206))
        // Something is drawn in the unsafe strip at the top: the bar's material or the background.
        XCTAssertTrue(
            graph.displayList.operations.contains { operation in
                if case .fill(.rect(let rect), _) = operation { return rect.minY <= 0 && rect.width >= 400 }
                return false
            })
    }
}
