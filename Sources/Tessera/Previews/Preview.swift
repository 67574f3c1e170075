import Foundation

/// One preview: a name, its traits and the view it shows. `#Preview` makes one; a
/// `PreviewProvider` gives one for each view of its `previews` (`Preview.previews(of:)`).
public struct Preview {
    /// The name given to `#Preview("name")` or `previewDisplayName(_:)`; `nil`: unnamed.
    public var name: String?
    /// Layout, device and orientation asked for.
    public var traits: _PreviewTraits
    /// Where the preview was declared: `File.swift:12` for `#Preview`, the provider's type name.
    public var source: String
    /// The body, called by the runner on the main thread (its isolation is dropped so a
    /// provider's part can be captured without sending it).
    let makeBody: () -> any View

    /// A preview named `name` showing what `body` builds.
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.init(name, traits: [], body: body)
    }

    /// A preview named `name` with traits (`.sizeThatFitsLayout`, `.landscapeLeft`, …).
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(name, traits: [traits] + additionalTraits, body: body)
    }

    init(_ name: String?, traits: [PreviewTrait<Preview.ViewTraits>], source: String = "", body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits.reduce(_PreviewTraits()) { $1.traits.filling(from: $0) }
        self.source = source
        self.makeBody = unsafeBitCast(body, to: (() -> any View).self)
    }

    init(_ name: String?, traits: _PreviewTraits, source: String, view: AnyView) {
        self.name = name
        self.traits = traits
        self.source = source
        self.makeBody = { view }
    }

    /// Call on the main thread, as views are made.
    ///
    /// The view to show, with the traits its modifiers record added to this preview's.
    public func makeView() -> (view: AnyView, traits: _PreviewTraits) {
        let body = makeBody()
        var parts: [(traits: _PreviewTraits, view: AnyView)] = []
        PreviewParts.collectAny(body, traits: traits, splitting: false, into: &parts)
        return parts.first.map { ($0.view, $0.traits) } ?? (AnyView(EmptyView()), traits)
    }

    /// The traits a preview is made with; SwiftUI's type for a view preview's `PreviewTrait`s.
    public struct ViewTraits: Sendable {}

    /// A preview for each view of a provider's `previews`: a `Group`, a `ForEach` or several
    /// views in a row give one each, named `previewDisplayName` or `Provider 1`, `Provider 2`, ….
    public static func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> [Preview] {
        var parts: [(traits: _PreviewTraits, view: AnyView)] = []
        PreviewParts.collect(Provider.previews, traits: _PreviewTraits(), splitting: true, into: &parts)
        let typeName = String(describing: Provider.self)
        let count = parts.count
        var previews: [Preview] = []
        for (index, part) in parts.enumerated() {
            let name = part.traits.displayName ?? (count == 1 ? typeName : "\(typeName) \(index + 1)")
            previews.append(Preview(name, traits: part.traits, source: typeName, view: part.view))
        }
        return previews
    }
}

/// A trait of a `#Preview`: its layout or orientation.
public struct PreviewTrait<T>: Sendable {
    let traits: _PreviewTraits
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's size.
    public static var defaultLayout: PreviewTrait { layout(.device) }
    /// The size the view asks for.
    public static var sizeThatFitsLayout: PreviewTrait { layout(.sizeThatFits) }
    /// Exactly `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { layout(.fixed(width: width, height: height)) }
    /// Upright.
    public static var portrait: PreviewTrait { orientation(.portrait) }
    /// Upside down.
    public static var portraitUpsideDown: PreviewTrait { orientation(.portraitUpsideDown) }
    /// Landscape, the top on the left.
    public static var landscapeLeft: PreviewTrait { orientation(.landscapeLeft) }
    /// Landscape, the top on the right.
    public static var landscapeRight: PreviewTrait { orientation(.landscapeRight) }

    private static func layout(_ value: PreviewLayout) -> PreviewTrait {
        var traits = _PreviewTraits()
        traits.layout = value
        return PreviewTrait(traits: traits)
    }

    private static func orientation(_ value: InterfaceOrientation) -> PreviewTrait {
        var traits = _PreviewTraits()
        traits.orientation = value
        return PreviewTrait(traits: traits)
    }
}
