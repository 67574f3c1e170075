import Foundation
import TesseraTesting
import XCTest

@testable import Tessera

/// Reusing unchanged views must never change a frame: a graph that reuses and one that
/// evaluates every body are fed the same sequence of changing scenes and must draw the same
/// display lists and put every tagged view in the same place.
final class ViewReuseEquivalenceTests: XCTestCase {
    func test_reusingAndEvaluatingEverything_drawTheSameFrames_overChangingScenes() {
        var generator = StackReferenceTests.Generator(state: 0x7E55E2A)
        var reuse = ReuseEquivalence()
        var model = Model()

        for frame in 0..<300 {
            model.mutate(using: &generator)
            let size = CGSize(width: 320 + CGFloat(frame % 3) * 40, height: 240)
            let cards = model.cards.map { "card-\($0.id)" }
            guard reuse.assertSameFrame(Level(model: model), size: size, identifiers: cards, "\(model)") else { return }
        }
        XCTAssertGreaterThan(reuse.reusedSubtrees, 300, "most frames reuse something, or this test proves nothing")
    }
}

private struct Card: Identifiable, Equatable {
    let id: Int
    var title: String
    var stars: Int
    var isLocked: Bool
}

private struct Model: Equatable {
    var cards: [Card] = (0..<6).map { Card(id: $0, title: "Level \($0)", stars: $0 % 4, isLocked: $0 > 3) }
    var selection = 0
    var rightToLeft = false
    var headerPadding: CGFloat = 8
    var firstHasPriority = false
    var showsFooter = true
    var nextID = 6

    mutating func mutate(using g: inout StackReferenceTests.Generator) {
        switch g.next() % 10 {
        case 0, 1, 2: break  // unchanged frames: everything reusable
        case 3: selection = Int(g.next() % UInt64(max(cards.count, 1)))
        case 4:
            if !cards.isEmpty { cards[Int(g.next() % UInt64(cards.count))].title += "!" }
        case 5:
            if cards.count < 10 {
                cards.insert(
                    Card(id: nextID, title: "New \(nextID)", stars: 1, isLocked: false), at: Int(g.next() % UInt64(cards.count + 1)))
                nextID += 1
            }
        case 6:
            if cards.count > 2 { cards.remove(at: Int(g.next() % UInt64(cards.count))) }
        case 7: headerPadding = headerPadding == 8 ? 20 : 8
        case 8: rightToLeft.toggle()
        default:
            firstHasPriority.toggle()
            showsFooter.toggle()
        }
    }
}

private struct Level: View {
    let model: Model

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Header(count: model.cards.count).padding(model.headerPadding)
            HStack(spacing: 4) {
                ForEach(model.cards) { card in
                    CardView(card: card, isSelected: card.id == model.selection)
                        .layoutPriority(model.firstHasPriority && card.id == model.cards.first?.id ? 1 : 0)
                        .accessibilityIdentifier("card-\(card.id)")
                }
            }
            if model.showsFooter {
                Footer(text: "Press A to play").modifier(Framed())
            }
            SizeBadge()
        }
        .environment(\.layoutDirection, model.rightToLeft ? .rightToLeft : .leftToRight)
    }
}

private struct Header: View {
    let count: Int

    var body: some View {
        HStack {
            Text("Levels").font(.system(size: 14))
            Spacer()
            Text("\(count)").font(.system(size: 10))
        }
        .overlay(alignment: .bottom) { Divider() }
    }
}

private struct CardView: View {
    let card: Card
    let isSelected: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(card.title).font(.system(size: 10)).lineLimit(2)
            Stars(count: card.stars)
            if card.isLocked {
                Color.gray.frame(height: 4).opacity(0.5)
            }
        }
        .padding(4)
        .background(RoundedRectangle(cornerRadius: 4).fill(isSelected ? Color.blue : Color.black))
        .rotationEffect(.degrees(isSelected ? 2 : 0))
    }
}

private struct Stars: View {
    let count: Int

    var body: some View {
        HStack(spacing: 1) {
            ForEach(0..<3) { i in
                Circle().fill(i < count ? Color.yellow : Color.gray).frame(width: 6, height: 6)
            }
        }
    }
}

private struct Footer: View {
    let text: String

    var body: some View {
        Text(text).font(.system(size: 10)).frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// A custom modifier whose body wraps the content in a composite view.
private struct Framed: ViewModifier {
    func body(content: Content) -> some View {
        Panel { content }
    }
}

private struct Panel<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        content.padding(3).border(Color.white, width: 1)
    }
}

/// Content made during layout, inside a recorded view.
private struct SizeBadge: View {
    var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width))").font(.system(size: 8))
        }
        .frame(height: 12)
    }
}
