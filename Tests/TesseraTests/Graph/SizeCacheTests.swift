import Foundation
import XCTest

@testable import Tessera

/// The size cache as a table: a node's first two answers live in its row and the rest apart
/// (`SizeCache`), the oldest answer goes first once all eight are taken, and carried rows keep
/// every answer while the rows between them are forgotten.
final class SizeCacheTests: XCTestCase {
    private func proposal(_ k: Int) -> ProposedViewSize {
        ProposedViewSize(width: CGFloat(k), height: k % 2 == 0 ? nil : CGFloat(k) / 3)
    }

    private func size(_ k: Int) -> CGSize {
        CGSize(width: CGFloat(k) * 10, height: CGFloat(k) + 0.5)
    }

    private func answer(_ cache: SizeCache, _ node: Int, _ k: Int) -> CGSize? {
        cache.lookup(node, state: cache.state(of: node), proposal(k), ignoring: [])
    }

    /// Stores answers 0..<count for `node`.
    private func fill(_ cache: inout SizeCache, node: Int, count: Int) {
        for k in 0..<count { cache.store(node, proposal(k), ignoring: [], size(k)) }
    }

    func testEveryAnswerIsFoundInTheRowAndBeyondIt() {
        var cache = SizeCache()
        defer { cache.deallocate() }
        cache.reset(count: 3)
        fill(&cache, node: 1, count: SizeCache.ways)
        for k in 0..<SizeCache.ways { XCTAssertEqual(answer(cache, 1, k), size(k), "answer \(k)") }
        XCTAssertNil(answer(cache, 1, SizeCache.ways), "never asked")
        XCTAssertNil(answer(cache, 0, 0), "another node's answers are its own")
        XCTAssertNil(answer(cache, 2, 1))
    }

    func testTheOldestAnswerGoesFirst() {
        var cache = SizeCache()
        defer { cache.deallocate() }
        cache.reset(count: 1)
        fill(&cache, node: 0, count: SizeCache.ways + 3)
        for k in 0..<3 { XCTAssertNil(answer(cache, 0, k), "answer \(k) replaced") }
        for k in 3..<(SizeCache.ways + 3) { XCTAssertEqual(answer(cache, 0, k), size(k), "answer \(k) kept") }
    }

    func testResetForgetsEveryAnswer() {
        var cache = SizeCache()
        defer { cache.deallocate() }
        cache.reset(count: 2)
        fill(&cache, node: 1, count: 5)
        cache.reset(count: 2)
        XCTAssertNil(answer(cache, 1, 0))
        XCTAssertNil(answer(cache, 1, 4))
    }

    /// Last pass's cache and this pass's, freed afterwards.
    private func withTwoCaches(_ body: (inout SizeCache, inout SizeCache) -> Void) {
        var old = SizeCache(), new = SizeCache()
        body(&old, &new)
        old.deallocate()
        new.deallocate()
    }

    func testCopiedRowsKeepEveryAnswer() {
        withTwoCaches { old, new in
            old.reset(count: 4)
            fill(&old, node: 1, count: 1)
            fill(&old, node: 2, count: 6)
            new.reset(count: 6)
            new.copyRows([SizeCache.CarriedRows(from: 1, to: 3, count: 2)], from: old)
            XCTAssertEqual(answer(new, 3, 0), size(0))
            for k in 0..<6 { XCTAssertEqual(answer(new, 4, k), size(k), "answer \(k)") }
            XCTAssertNil(answer(new, 1, 0), "rows are moved to their new place")
        }
    }

    func testRowsCarriedInPlaceKeepTheirAnswersAndTheRowsBetweenAreForgotten() {
        withTwoCaches { old, new in
            old.reset(count: 6)
            for node in 0..<6 { fill(&old, node: node, count: node + 1) }
            new.reset(count: 6)
            // Out of row order, as a container carried after its content is.
            let runs = [SizeCache.CarriedRows(from: 3, to: 3, count: 2), SizeCache.CarriedRows(from: 1, to: 1, count: 1)]
            XCTAssertTrue(new.carryRowsInPlace(runs, from: &old, count: 6))
            for node in [1, 3, 4] {
                for k in 0...node { XCTAssertEqual(answer(new, node, k), size(k), "node \(node), answer \(k)") }
            }
            for node in [0, 2, 5] { XCTAssertNil(answer(new, node, 0), "node \(node) was made again") }
            XCTAssertFalse(
                new.carryRowsInPlace([SizeCache.CarriedRows(from: 1, to: 2, count: 1)], from: &old, count: 6),
                "a moved run is copied instead")
        }
    }

    func testAPassCarryingNothingForgetsEveryAnswerAndFactAndTheCacheFillsAgain() {
        withTwoCaches { old, new in
            old.reset(count: 3)
            for node in 0..<3 { fill(&old, node: node, count: 3) }
            old.setFacts(SizeCache.Facts(axes: .horizontal, zeroPriority: true), of: 2)
            new.reset(count: 3)
            XCTAssertTrue(new.carryRowsInPlace([], from: &old, count: 3))
            for node in 0..<3 {
                for k in 0..<3 { XCTAssertNil(answer(new, node, k), "node \(node), answer \(k)") }
            }
            XCTAssertNil(new.ignoredAxes(of: 2), "facts are forgotten with the answers")
            XCTAssertFalse(new.hasZeroPriority(2))
            // A forgotten row fills from its first answer again, and keeps its two in-row answers.
            fill(&new, node: 1, count: 2)
            XCTAssertEqual(answer(new, 1, 0), size(0))
            XCTAssertEqual(answer(new, 1, 1), size(1))
            XCTAssertNil(answer(new, 1, 2))
        }
    }

    func testACopiedRowThatItsCacheHadForgottenStaysForgotten() {
        withTwoCaches { old, new in
            old.reset(count: 4)
            fill(&old, node: 1, count: 3)
            old.reset(count: 4)  // a new stamp: node 1's answers are forgotten, not erased
            fill(&old, node: 2, count: 1)
            new.reset(count: 4)
            new.copyRows([SizeCache.CarriedRows(from: 1, to: 0, count: 2)], from: old)
            XCTAssertNil(answer(new, 0, 0), "a forgotten row is not brought back by copying it")
            XCTAssertNil(answer(new, 0, 2))
            XCTAssertEqual(answer(new, 1, 0), size(0), "a row of the current stamp is copied")
        }
    }

    func testRowsWrittenJustBeforeTheStampWrapsAreForgottenAfterIt() {
        var cache = SizeCache(stamp: .max - 1)
        defer { cache.deallocate() }
        cache.reset(count: 2)  // stamp .max
        fill(&cache, node: 0, count: 2)
        XCTAssertEqual(answer(cache, 0, 1), size(1))
        cache.reset(count: 2)  // wraps to 1: every row cleared once
        XCTAssertNil(answer(cache, 0, 0))
        XCTAssertNil(answer(cache, 0, 1))
        fill(&cache, node: 1, count: 1)
        cache.reset(count: 2)  // stamp 2
        XCTAssertNil(answer(cache, 1, 0), "a row written under stamp 1 is forgotten under stamp 2")
    }
}
