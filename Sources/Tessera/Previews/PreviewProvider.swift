/// A type that produces view previews, as an Xcode project's files end with.
///
/// ```swift
/// struct ScoreBoard_Previews: PreviewProvider {
///     static var previews: some View {
///         ScoreBoard(score: 42)
///             .previewLayout(.sizeThatFits)
///             .previewDisplayName("Score")
///     }
/// }
/// ```
///
/// A `Group` or a `ForEach` of views in `previews` gives one preview each. Linux has no runtime
/// lookup of the types conforming to a protocol, so a provider is found by the preview runner
/// once it is named: `PreviewRunner.register(ScoreBoard_Previews.self)` (`#Preview` needs no
/// such line).
public protocol PreviewProvider {
    /// The type of the previews' view.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; `nil` (the default): the platform the code is built for.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// `nil`: the platform the code is built for.
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview is shown on. A game host has one look on every platform; the value
/// is kept for the code to compile and is reported by the preview runner.
public enum PreviewPlatform: Sendable, Hashable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
}
