import Foundation

extension Color {
    /// A color from an asset catalog: the `name.colorset` of an `Assets.xcassets` folder, in its
    /// light and dark appearances, resolved when it is drawn (so a `static let` colour made
    /// before the game's window finds the catalog too).
    ///
    /// `bundle` adds the catalogs among the bundle's resources (`Bundle.module` when a target
    /// copies `Assets.xcassets` as a resource) to the folders searched. A colour no catalog has
    /// is drawn magenta, and one line is logged naming it.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(storage: .named(NamedColorTable.intern(name: name, bundlePath: bundle?.resourceURL?.path)))
    }
}

/// A named colour's light and dark values, as a catalog gives them.
public struct _NamedColorValue: Sendable, Hashable {
    /// The colour in the light appearance (and when the catalog has no dark one).
    public var light: Color.Resolved
    /// The colour in the dark appearance.
    public var dark: Color.Resolved

    /// A colour with a light and a dark value.
    public init(light: Color.Resolved, dark: Color.Resolved) {
        self.light = light
        self.dark = dark
    }
}

/// Looks a named colour up: its name, and the resource folder of the bundle it was named
/// with (`nil`: the game's asset folders). TesseraSDL's `AssetCatalog` installs one that reads
/// `.colorset`s; it returns `nil` for a colour it cannot find (after logging why).
public typealias _NamedColorLookup = @Sendable (_ name: String, _ bundlePath: String?) -> _NamedColorValue?

/// The names colours were made with, kept once each so a named `Color` stays as small as any,
/// and the lookup that resolves them.
public enum _NamedColors {
    /// Installs the lookup named colours resolve with (replacing the last one) and forgets
    /// what the last one answered.
    public static func install(_ lookup: _NamedColorLookup?) {
        NamedColorTable.state.withLock { state in
            state.lookup = lookup
            state.resolved = [:]
        }
    }

    /// Drawn for a colour no catalog has: magenta, as a missing image's checker.
    public static let placeholder = Color.Resolved(red: 1, green: 0, blue: 1)
}

/// A named colour's entry in the table.
struct NamedColorID: Hashable, Sendable {
    let index: Int
}

enum NamedColorTable {
    struct State {
        var names: [(name: String, bundlePath: String?)] = []
        var indices: [String: Int] = [:]
        var lookup: _NamedColorLookup?
        var resolved: [Int: _NamedColorValue] = [:]
    }

    static let state = LockedState(State())

    static func intern(name: String, bundlePath: String?) -> NamedColorID {
        let key = "\(bundlePath ?? "")\u{0}\(name)"
        return state.withLock { state in
            if let index = state.indices[key] { return NamedColorID(index: index) }
            state.names.append((name, bundlePath))
            state.indices[key] = state.names.count - 1
            return NamedColorID(index: state.names.count - 1)
        }
    }

    static func name(of id: NamedColorID) -> String {
        state.withLock { $0.names[id.index].name }
    }

    static func resolve(_ id: NamedColorID, colorScheme: ColorScheme) -> Color.Resolved {
        let (entry, lookup, known) = state.withLock { ($0.names[id.index], $0.lookup, $0.resolved[id.index]) }
        let value: _NamedColorValue
        if let known {
            value = known
        } else {
            if lookup == nil {
                Diagnostics.warnOnce("Color(\"\(entry.name)\"): no asset catalog is loaded (a TesseraSDL host loads one); drawn magenta")
            }
            let found = lookup?(entry.name, entry.bundlePath)
            value = found ?? _NamedColorValue(light: _NamedColors.placeholder, dark: _NamedColors.placeholder)
            if lookup != nil { state.withLock { $0.resolved[id.index] = value } }
        }
        return colorScheme == .dark ? value.dark : value.light
    }
}
