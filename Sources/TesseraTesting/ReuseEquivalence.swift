import Foundation
import Tessera
import XCTest

/// Two graphs driven through the same frames: one reuses unchanged views, as every host does, and
/// one evaluates every `body` (``ViewGraph/reusesUnchangedViews`` off). Reuse is an optimisation,
/// so the two must draw the same frames; a test that changes a scene frame by frame proves it.
///
/// ```swift
/// var reuse = ReuseEquivalence()
/// for frame in 0..<300 {
///     model.mutate()
///     reuse.assertSameFrame(Level(model: model), size: CGSize(width: 320, height: 240))
/// }
/// XCTAssertGreaterThan(reuse.reusedSubtrees, 300)  // most frames reused something
/// ```
public struct ReuseEquivalence {
    /// The graph that reuses unchanged views.
    public let reusing: ViewGraph
    /// The graph that evaluates every `body`.
    public let evaluating: ViewGraph
    /// Subtrees the reusing graph kept from its last pass, over every frame so far: a test shows
    /// with it that reuse happened at all, or it proves nothing.
    public private(set) var reusedSubtrees = 0
    /// Frames compared so far.
    public private(set) var frames = 0

    /// Two graphs with the same text measurer and image provider (the mock measurer and no
    /// images unless given), and the same environment.
    public init(
        textMeasurer: @autoclosure () -> TextMeasuring = MockTextMeasurer(),
        imageProvider: @autoclosure () -> ImageProviding = StaticImageProvider(),
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        reusing = ViewGraph(textMeasurer: textMeasurer(), imageProvider: imageProvider())
        evaluating = ViewGraph(textMeasurer: textMeasurer(), imageProvider: imageProvider())
        evaluating.reusesUnchangedViews = false
        reusing.environment = environment
        evaluating.environment = environment
    }

    /// Updates both graphs with `content` and fails when their display lists differ, or when a
    /// view tagged with one of `identifiers` (`accessibilityIdentifier(_:)`) lands elsewhere.
    /// Returns whether the frames matched, so a loop can stop at the first difference.
    @discardableResult
    public mutating func assertSameFrame<Content: View>(
        _ content: @autoclosure () -> Content, size: CGSize, identifiers: [String] = [],
        _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let expected = evaluating.update(content(), size: size)
        let actual = reusing.update(content(), size: size)
        reusedSubtrees += reusing.reusedSubtreeCount
        frames += 1
        var matched = true
        if actual != expected {
            XCTFail(
                "frame \(frames - 1): the reusing graph drew another frame than the evaluating one. \(message())", file: file, line: line)
            matched = false
        }
        for identifier in identifiers where reusing.frame(of: identifier) != evaluating.frame(of: identifier) {
            XCTFail(
                "frame \(frames - 1): '\(identifier)' is at \(String(describing: reusing.frame(of: identifier))) with reuse, "
                    + "\(String(describing: evaluating.frame(of: identifier))) without. \(message())",
                file: file, line: line)
            matched = false
        }
        return matched
    }
}
