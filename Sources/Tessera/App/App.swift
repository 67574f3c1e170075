import Foundation

/// A program written as a SwiftUI app: its scenes, made once when it starts.
///
/// ```swift
/// import Tessera
///
/// @main
/// struct HelloApp: App {
///     var body: some Scene {
///         WindowGroup("Hello") { ContentView() }
///     }
/// }
/// ```
///
/// The protocol lives in `Tessera`, which knows no window; `static func main()`, what `@main`
/// calls, runs the app with the game host linked into the program (`TesseraSDL`, which opens the
/// window, or runs headless without a display). So a SwiftUI app's `@main` file compiles and runs
/// with `import SwiftUI` changed to `import Tessera`, as long as the program links `TesseraSDL`.
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes; read once, when the app starts.
    @SceneBuilder var body: Body { get }
    /// Makes the app; `main()` calls it.
    init()
}

/// A part of an app's user interface with a life cycle the system manages: on a game host, a
/// window.
public protocol Scene {
    /// The type of the scene this one is made of.
    associatedtype Body: Scene
    /// The scene's content; scenes Tessera provides (`WindowGroup`) have none.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Builds the scenes of an app's `body`. A game host shows one window: the first `WindowGroup`
/// of the body (later ones are kept for the code to compile and are not opened).
@resultBuilder
public enum SceneBuilder {
    /// Passes a scene through unchanged.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    /// One scene: that scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }
}

/// What a game host needs to open a scene: a window's title, its size and the root view.
/// Made by `Scene._sceneDescriptions`; hosts read it, apps never see it.
public struct _SceneDescription {
    /// The window's title (empty: the host's default).
    public var title: String
    /// The window's first size in points, from `defaultSize(width:height:)` (`nil`: the host's).
    public var defaultSize: CGSize?
    /// Builds the window's root view; a host calls it every frame.
    public var content: () -> AnyView

    /// A window titled `title`, `defaultSize` points large, showing what `content` builds.
    public init(title: String, defaultSize: CGSize?, content: @escaping () -> AnyView) {
        self.title = title
        self.defaultSize = defaultSize
        self.content = content
    }
}

/// A scene that describes windows itself instead of through a `body`.
public protocol _PrimitiveScene: Scene where Body == Never {
    /// The windows this scene stands for, in order.
    func _sceneDescriptions() -> [_SceneDescription]
}

extension _PrimitiveScene {
    /// Never called: a primitive scene describes its windows itself.
    public var body: Never { fatalError("\(Self.self) is a built-in scene and has no body") }
}

extension Scene {
    /// The windows this scene stands for, in order: a built-in scene's own, else its body's.
    public func _resolvedScenes() -> [_SceneDescription] {
        if let primitive = self as? any _PrimitiveScene { return primitive._sceneDescriptions() }
        if Body.self == Never.self { return [] }
        return body._resolvedScenes()
    }
}

/// Several scenes side by side, from a `SceneBuilder` block.
public struct _TupleScene<each Content: Scene>: _PrimitiveScene {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    /// Every scene's windows, in order.
    public func _sceneDescriptions() -> [_SceneDescription] {
        var all: [_SceneDescription] = []
        for scene in repeat each content { all += scene._resolvedScenes() }
        return all
    }
}

/// A scene that shows a window of views: on a game host, the game's window.
///
/// ```swift
/// WindowGroup("Hello") { ContentView() }
///     .defaultSize(width: 640, height: 360)
/// ```
public struct WindowGroup<Content: View>: _PrimitiveScene {
    let title: String
    let content: () -> Content
    var size: CGSize?

    /// A window titled `title` showing `content`.
    public init(_ title: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.content = content
    }

    /// A window showing `content`, with the host's default title.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.init("", content: content)
    }

    /// One window: this group's title, size and content.
    public func _sceneDescriptions() -> [_SceneDescription] {
        let content = self.content
        return [_SceneDescription(title: title, defaultSize: size, content: { AnyView(content()) })]
    }
}

extension Scene {
    /// The size the scene's window opens at, in points (the window may be resized afterwards).
    /// Non-finite or non-positive sides are ignored, leaving the host's default.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        _DefaultSizeScene(scene: self, size: CGSize(width: width, height: height))
    }

    /// The size the scene's window opens at, in points.
    public func defaultSize(_ size: CGSize) -> some Scene {
        defaultSize(width: size.width, height: size.height)
    }
}

extension Scene {
    /// Runs `action(old, new)` when `value` changes (and, with `initial`, when the window first
    /// shows).
    ///
    /// An app's `body` is read once on a game host, so a value read there does not change
    /// afterwards; the exception is the scene phase, what apps watch this way
    /// (`.onChange(of: scenePhase)`): for a `ScenePhase` value the action follows the window's
    /// phase as its views see it.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    )
        -> some Scene
    {
        _ContentScene(scene: self) { content in
            if let phaseAction = action as? (ScenePhase, ScenePhase) -> Void {
                return AnyView(ScenePhaseObserver(content: content, initial: initial, action: phaseAction))
            }
            return AnyView(content.onChange(of: value, initial: initial, action))
        }
    }

    /// Runs `action()` when `value` changes (and, with `initial`, when the window first shows).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }

    /// Runs `action(newValue)` when `value` changes: iOS 14's spelling.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        onChange(of: value) { (_: V, newValue: V) in action(newValue) }
    }
}

/// Calls `action` when the scene phase its content sees changes.
private struct ScenePhaseObserver: View {
    let content: AnyView
    let initial: Bool
    let action: (ScenePhase, ScenePhase) -> Void
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        content.onChange(of: scenePhase, initial: initial, action)
    }
}

/// A scene whose windows' content is wrapped by `wrap`.
struct _ContentScene<Base: Scene>: _PrimitiveScene {
    let scene: Base
    let wrap: (AnyView) -> AnyView

    func _sceneDescriptions() -> [_SceneDescription] {
        scene._resolvedScenes().map { description in
            var description = description
            let content = description.content, wrap = wrap
            description.content = { wrap(content()) }
            return description
        }
    }
}

/// A scene with a default window size.
struct _DefaultSizeScene<Base: Scene>: _PrimitiveScene {
    let scene: Base
    let size: CGSize

    func _sceneDescriptions() -> [_SceneDescription] {
        let valid = size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
        return scene._resolvedScenes().map { description in
            var description = description
            if valid { description.defaultSize = size }
            return description
        }
    }
}

/// Whether a scene is in front and taking input, visible but not taking input, or not seen.
///
/// On a game host: `.active` while the window has keyboard focus (and when running headless),
/// `.inactive` while it is shown without focus, `.background` while it is minimised or hidden.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not seen: a minimised or hidden window.
    case background
    /// Seen, without input: the window lost keyboard focus.
    case inactive
    /// In front and taking input.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The phase of the scene a view is in (`.active` by default).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
