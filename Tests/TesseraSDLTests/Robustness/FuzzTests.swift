import Foundation
import Tessera
import TesseraSDL
import XCTest

/// Random view trees with hostile values, laid out and drawn headless on the software renderer:
/// none may crash, hang, or put a non-finite number into a frame (docs/Robustness.md).
///
/// `FUZZ_TREES` sets the number of trees (1,000 by default; `make fuzz` runs 20,000) and
/// `FUZZ_SEED` the seed (fixed by default, so `make test` is repeatable). For hunting a failure:
/// `FUZZ_FIRST` skips drawing the trees before it, `FUZZ_VERBOSE` prints each tree's time (and the
/// display list of slow ones), `FUZZ_DUMP` prints every display list.
///
/// Every fourth tree is also made interactive the ways a game can get wrong (handlers that redraw
/// the graph, two views on one focus binding, a slider over a hostile range, a lazy stack over a
/// hostile count), sent events, and animated with extreme curves on an extreme clock.
final class FuzzTests: TexturedFixtureTestCase {
    func testRandomHostileTreesDrawFiniteFrames() throws {
        let environment = ProcessInfo.processInfo.environment
        let trees = environment["FUZZ_TREES"].flatMap(Int.init) ?? 1_000
        let seed = environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 16
        let verbose = environment["FUZZ_VERBOSE"] != nil
        let first = environment["FUZZ_FIRST"].flatMap(Int.init) ?? 0
        try assets.installShipped("gem")
        let rig = try SceneRig(width: 96, height: 72, assets: assets)
        var generator = HostileViewGenerator(seed: seed)
        let sizes = [
            CGSize(width: 96, height: 72), CGSize(width: 1e9, height: 1e9), CGSize(width: CGFloat.nan, height: 10),
            CGSize(width: CGFloat.infinity, height: 50), CGSize(width: 0, height: 0),
        ]
        var operations = 0, reusedSubtrees = 0
        for index in 0..<trees {
            let tree = generator.tree()
            // Drawn before skipping, so `FUZZ_FIRST` replays exactly the trees of a full run.
            let animations = index % 4 == 0 ? [generator.animation(), generator.animation()] : []
            let cards = generator.cards()
            if index < first { continue }
            let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
            graph.environment.displayScale = [1, 2, 1e6, .nan][index % 4]
            let size = sizes[index % sizes.count]
            let started = Date()
            let peakBefore = Self.peakResidentMegabytes()
            defer {
                if verbose { FileHandle.standardError.write(Data("fuzz tree \(index) took \(Date().timeIntervalSince(started))\n".utf8)) }
            }
            let list = graph.update(tree.accessibilityIdentifier("root"), size: size)
            XCTAssertEqual(
                graph.sanitizedOperations, 0,
                "tree \(index) (seed \(seed)): the layout stage produced a non-finite operation: \(String(describing: graph.lastNonFiniteOperation))"
            )
            XCTAssertTrue(list.isFinite, "tree \(index) (seed \(seed))")
            for (id, frame) in graph.taggedFrames {
                XCTAssertTrue(frame.isFiniteRect && frame.width >= 0 && frame.height >= 0, "tree \(index) (seed \(seed)): \(id) \(frame)")
            }
            let laidOut = Date()
            if environment["FUZZ_DUMP"] != nil { FileHandle.standardError.write(Data("tree \(index): \(list.operations)\n".utf8)) }
            _ = try rig.render(list)
            if verbose, Date().timeIntervalSince(laidOut) > 1 || laidOut.timeIntervalSince(started) > 1 {
                FileHandle.standardError.write(
                    Data(
                        "slow tree \(index): layout \(laidOut.timeIntervalSince(started)) s, draw \(Date().timeIntervalSince(laidOut)) s: \(list.operations)\n"
                            .utf8))
            }
            operations += list.operations.count
            // With cards of plain data before it, twice: the second pass reuses the cards, whose
            // entries move out of the first pass's tables.
            let withCards = AnyView(
                VStack {
                    ForEach(cards.indices, id: \.self) { cards[$0] }; tree
                })
            for _ in 0..<2 {
                XCTAssertTrue(graph.update(withCards, size: size).isFinite, "tree \(index) (seed \(seed)), with cards")
            }
            reusedSubtrees += graph.reusedSubtreeCount
            if !animations.isEmpty {
                // Animated: the tree leaves and comes back in hostile transactions at hostile times.
                for ((content, step), animation) in zip([(AnyView(EmptyView()), [0.1, 1e9, 0][index % 3]), (tree, 1e-300)], animations) {
                    // Records the transaction the next update takes, as a state change inside
                    // `withAnimation` would.
                    withAnimation(animation) {}
                    graph.advanceAnimationTime(by: step)
                    let animated = graph.update(content.accessibilityIdentifier("root"), size: size)
                    XCTAssertTrue(animated.isFinite, "tree \(index) (seed \(seed)), animated")
                    _ = try rig.render(animated)
                }
            }
            if index % 4 == 1 { try probeSecondSurface(tree, index: index, seed: seed, generator: &generator, rig: rig) }
            let growth = Self.peakResidentMegabytes() - peakBefore
            XCTAssertLessThan(growth, Self.memoryBudgetPerTreeMB, "tree \(index) (seed \(seed)) raised peak memory by \(growth) MB")
            if testRun?.failureCount ?? 0 > 20 { break }
        }
        XCTAssertGreaterThan(operations, trees - first, "the trees drew something")
        XCTAssertGreaterThan(reusedSubtrees, trees - first, "second passes reused subtrees")
    }

    /// The tree made interactive by `HostileViewGenerator.probe`, sent its events, and animated
    /// with an extreme curve on an extreme clock: no trap, no endless recursion, finite frames.
    private func probeSecondSurface(
        _ tree: AnyView, index: Int, seed: UInt64, generator: inout HostileViewGenerator, rig: SceneRig
    ) throws {
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        let size = CGSize(width: 96, height: 72)
        let (view, events) = generator.probe(tree, graph: graph, size: size)
        graph.update(view, size: size)
        for event in events {
            graph.handle(InputEvent(event))
            graph.update(view, size: size)
        }
        for step in [1e308, 1e308, 1.7e18, 1e-300] {
            withAnimation(generator.probeAnimation()) {}
            graph.advanceAnimationTime(by: step)
            let list = graph.update(step == 1e-300 ? AnyView(EmptyView()) : view, size: size)
            XCTAssertTrue(list.isFinite && graph.animationTime.isFinite, "tree \(index) (seed \(seed)), second surface")
        }
        XCTAssertEqual(
            graph.sanitizedOperations, 0,
            "tree \(index) (seed \(seed)), second surface: \(String(describing: graph.lastNonFiniteOperation))")
        _ = try rig.render(graph.displayList)
    }

    /// No hostile tree may cost more memory than this while it is laid out and drawn (the
    /// budgets of `RenderLimits` and `LayoutLimits` keep every allocation far below it).
    static let memoryBudgetPerTreeMB = 512

    /// The process's peak resident memory so far.
    static func peakResidentMegabytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024  // kilobytes on Linux
    }
}
