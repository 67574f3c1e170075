import Foundation
import XCTest

@testable import Tessera

final class LinkTests: XCTestCase {
    final class Opened: @unchecked Sendable {
        var urls: [URL] = []
    }

    func testALinkOpensItsDestinationThroughTheEnvironmentsAction() {
        let opened = Opened()
        let url = URL(string: "https://example.com/levels")!
        let h = InputHarness {
            Link("More levels", destination: url)
                .environment(
                    \.openURL,
                    OpenURLAction { url in
                        opened.urls.append(url)
                        return .handled
                    })
        }
        h.press(.tab)
        h.press(.return)
        XCTAssertEqual(opened.urls, [url])
    }

    func testASystemActionResultGoesToTheHostsHandler() {
        let opened = Opened()
        let previous = OpenURLAction.hostHandler
        defer { OpenURLAction.hostHandler = previous }
        OpenURLAction.hostHandler = { url in
            opened.urls.append(url)
            return true
        }
        let other = URL(string: "https://example.com/other")!
        var accepted: Bool?
        OpenURLAction { _ in .systemAction(other) }(URL(string: "https://example.com")!) { accepted = $0 }
        XCTAssertEqual(opened.urls, [other])
        XCTAssertEqual(accepted, true)
    }

    func testWithNoHostHandlerTheURLIsNotOpened() {
        let previous = OpenURLAction.hostHandler
        defer { OpenURLAction.hostHandler = previous }
        OpenURLAction.hostHandler = nil
        var accepted: Bool?
        EnvironmentValues().openURL(URL(string: "https://example.com")!) { accepted = $0 }
        XCTAssertEqual(accepted, false)
    }
}
