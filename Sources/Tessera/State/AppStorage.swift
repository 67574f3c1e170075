import Foundation

/// A property wrapper that reads and writes a value in `UserDefaults`, and evaluates again the
/// views that read it when it changes: SwiftUI's `@AppStorage`.
///
/// ```swift
/// @AppStorage("highScore") var highScore = 0
/// @AppStorage("difficulty") var difficulty: Difficulty = .normal   // a String or Int raw value
/// @AppStorage("playerName") var playerName: String?
/// ```
///
/// A view that reads the value during `body` depends on its key: a write through any
/// `@AppStorage` of that key (from any view, action or thread) evaluates that view again in the
/// next pass. A value written to the `UserDefaults` directly is read by the next evaluation, but
/// does not by itself make one (SwiftUI watches the store; a game's store has no observers).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let storage: StoredValue<Value>

    /// The stored value, or the default when the store has none of a matching type.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { Binding(location: StoredValueLocation(storage)) }

    init(defaultValue: Value, key: String, store: UserDefaults?, codec: StoredValueCodec<Value>) {
        storage = StoredValue(key: key, store: .defaults(store ?? .standard), defaultValue: defaultValue, codec: codec)
    }
}

extension AppStorage {
    /// A stored `Bool`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(defaultValue: wrappedValue, key: key, store: store, codec: .plain)
    }

    /// A stored `Int`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(defaultValue: wrappedValue, key: key, store: store, codec: .integer)
    }

    /// A stored `Double`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(defaultValue: wrappedValue, key: key, store: store, codec: .double)
    }

    /// A stored `String`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(defaultValue: wrappedValue, key: key, store: store, codec: .plain)
    }

    /// A stored `URL`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(defaultValue: wrappedValue, key: key, store: store, codec: .url)
    }

    /// A stored `Data`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(defaultValue: wrappedValue, key: key, store: store, codec: .plain)
    }

    /// A stored `Date`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(defaultValue: wrappedValue, key: key, store: store, codec: .date)
    }

    /// A stored enumeration (or other raw-representable value) with an `Int` raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(defaultValue: wrappedValue, key: key, store: store, codec: .rawValue(.integer))
    }

    /// A stored enumeration (or other raw-representable value) with a `String` raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(defaultValue: wrappedValue, key: key, store: store, codec: .rawValue(.plain))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// A stored optional `Bool`; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(defaultValue: nil, key: key, store: store, codec: .optional(.plain))
    }

    /// A stored optional `Int`; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(defaultValue: nil, key: key, store: store, codec: .optional(.integer))
    }

    /// A stored optional `Double`; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(defaultValue: nil, key: key, store: store, codec: .optional(.double))
    }

    /// A stored optional `String`; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(defaultValue: nil, key: key, store: store, codec: .optional(.plain))
    }

    /// A stored optional `URL`; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(defaultValue: nil, key: key, store: store, codec: .optional(.url))
    }

    /// A stored optional `Data`; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(defaultValue: nil, key: key, store: store, codec: .optional(.plain))
    }

    /// A stored optional `Date`; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(defaultValue: nil, key: key, store: store, codec: .optional(.date))
    }

    /// A stored optional raw-representable value with an `Int` raw value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(defaultValue: nil, key: key, store: store, codec: .optional(.rawValue(.integer)))
    }

    /// A stored optional raw-representable value with a `String` raw value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(defaultValue: nil, key: key, store: store, codec: .optional(.rawValue(.plain)))
    }
}

/// A property wrapper for state kept per scene while the app runs: SwiftUI's `@SceneStorage`.
///
/// A game host has one scene and no system that restores scenes, so the values live in memory
/// for the life of the process; they survive a view leaving and coming back, which `@State` does
/// not. The same types as `@AppStorage` are supported.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let storage: StoredValue<Value>

    /// The stored value, or the default when none was stored.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { Binding(location: StoredValueLocation(storage)) }

    init(defaultValue: Value, key: String, codec: StoredValueCodec<Value>) {
        storage = StoredValue(key: key, store: .scene, defaultValue: defaultValue, codec: codec)
    }
}

extension SceneStorage {
    /// A `Bool` kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(defaultValue: wrappedValue, key: key, codec: .plain)
    }

    /// An `Int` kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(defaultValue: wrappedValue, key: key, codec: .integer)
    }

    /// A `Double` kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(defaultValue: wrappedValue, key: key, codec: .double)
    }

    /// A `String` kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(defaultValue: wrappedValue, key: key, codec: .plain)
    }

    /// A `URL` kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(defaultValue: wrappedValue, key: key, codec: .url)
    }

    /// A `Data` value kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(defaultValue: wrappedValue, key: key, codec: .plain)
    }

    /// A raw-representable value with an `Int` raw value kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(defaultValue: wrappedValue, key: key, codec: .rawValue(.integer))
    }

    /// A raw-representable value with a `String` raw value kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(defaultValue: wrappedValue, key: key, codec: .rawValue(.plain))
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional `String` kept for the scene.
    public init(_ key: String) where Value == String? {
        self.init(defaultValue: nil, key: key, codec: .optional(.plain))
    }

    /// An optional `Int` kept for the scene.
    public init(_ key: String) where Value == Int? {
        self.init(defaultValue: nil, key: key, codec: .optional(.integer))
    }
}
