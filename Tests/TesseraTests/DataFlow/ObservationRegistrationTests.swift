import Foundation
@_spi(SwiftUI) import Observation
import XCTest

@testable import Tessera

/// How many times each card's `body` ran.
nonisolated(unsafe) private var cardEvaluations = 0

@Observable
private final class Card {
    var isSelected = false
    var title = "card"
    var showsTitle = false
}

private struct CardView: View {
    let card: Card
    var body: some View {
        let _ = cardEvaluations += 1
        return Group {
            if card.showsTitle { Text(card.title) } else { Rectangle().frame(width: card.isSelected ? 20 : 10, height: 10) }
        }
    }
}

private struct CardRow: View {
    let cards: ArraySlice<Card>
    var body: some View {
        HStack { ForEach(cards.indices, id: \.self) { CardView(card: cards[$0]) } }
    }
}

private struct CardGrid: View {
    let cards: [Card]
    var body: some View {
        VStack {
            ForEach(0..<(cards.count / 4), id: \.self) { row in CardRow(cards: cards[(row * 4)..<(row * 4 + 4)]) }
        }
    }
}

/// Registrations with the models' registrars are made when a view reads something new, not at
/// each evaluation: a view that reads what it read last time keeps its registration.
final class ObservationRegistrationTests: XCTestCase {
    private let size = CGSize(width: 1000, height: 1000)

    override func setUp() {
        cardEvaluations = 0
    }

    func testObservationsAccessListIsUsedDirectlyOnLinux() {
        #if os(Linux)
        XCTAssertNotNil(ObservationAccessList.hook, "Observation's thread-local access list was found and matched")
        #endif
    }

    func testAViewReadingWhatItReadLastTimeKeepsItsRegistration() {
        let cards = (0..<40).map { _ in Card() }
        let graph = ViewGraph()
        graph.update(CardGrid(cards: cards), size: size)
        XCTAssertEqual(cardEvaluations, 40)
        let registrations = graph.dataFlow.invalidation.observationRegistrations
        XCTAssertGreaterThanOrEqual(registrations, 40, "each card registered once")

        // The selection moves each frame, as in the ObservableCardGrid benchmark.
        var selection = 0
        cards[0].isSelected = true
        for _ in 0..<60 {
            cards[selection].isSelected = false
            selection = (selection + 1) % cards.count
            cards[selection].isSelected = true
            graph.update(CardGrid(cards: cards), size: size)
        }
        XCTAssertEqual(cardEvaluations, 40 + 60 * 2, "the two cards whose selection changed, each frame")
        if ObservationAccessList.hook != nil {
            XCTAssertEqual(graph.dataFlow.invalidation.observationRegistrations, registrations, "no registration was made again")
        }
        // The kept registrations still hear every change.
        cards[5].isSelected.toggle()
        XCTAssertTrue(graph.needsUpdate)
        let before = cardEvaluations
        graph.update(CardGrid(cards: cards), size: size)
        XCTAssertEqual(cardEvaluations, before + 1)
    }

    func testAViewReadingOtherPropertiesIsRegisteredForExactlyThose() {
        let card = Card()
        let graph = ViewGraph()
        graph.update(CardView(card: card), size: size)
        card.title = "unread"
        XCTAssertFalse(graph.needsUpdate, "the title is not read while it is not shown")

        card.showsTitle = true
        graph.update(CardView(card: card), size: size)
        XCTAssertEqual(cardEvaluations, 2)
        card.isSelected = true
        XCTAssertFalse(graph.needsUpdate, "isSelected is no longer read")
        card.title = "shown"
        XCTAssertTrue(graph.needsUpdate, "the title is read now")
        graph.update(CardView(card: card), size: size)
        XCTAssertEqual(cardEvaluations, 3)
        XCTAssertEqual(graph.displayList, ViewGraph().update(CardView(card: card), size: size))
    }

    func testAViewLeavingCancelsItsRegistration() {
        let card = Card()
        let graph = ViewGraph()
        graph.update(HStack { CardView(card: card) }, size: size)
        graph.update(HStack { Text("no card") }, size: size)
        graph.update(HStack { Text("no card") }, size: size)
        card.isSelected = true
        XCTAssertFalse(graph.needsUpdate, "no view reads the card")
    }

    func testReadsInsideAnOuterTrackingScopeAreItsToo() {
        let card = Card()
        let graph = ViewGraph()
        final class Flag: @unchecked Sendable { var isSet = false }
        let changed = Flag()
        withObservationTracking {
            graph.update(CardView(card: card), size: size)
        } onChange: {
            changed.isSet = true
        }
        card.isSelected = true
        XCTAssertTrue(changed.isSet, "the outer scope heard a property a view read")
        XCTAssertTrue(graph.needsUpdate)
    }

    func testAnObjectReleasedWhileObservedIsHarmless() {
        let graph = ViewGraph()
        var card: Card? = Card()
        weak var weakCard = card
        graph.update(CardView(card: card!), size: size)
        graph.update(Text("gone"), size: size)
        card = nil
        XCTAssertNil(weakCard, "registrations do not keep the model alive")
        graph.update(Text("gone"), size: size)
        XCTAssertFalse(graph.needsUpdate)
    }
}
