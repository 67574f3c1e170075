import Foundation

/// One key of `@AppStorage` or `@SceneStorage`: where it is stored, how its value is encoded, and
/// the signal that tells the views reading the key that it changed.
struct StoredValue<Value> {
    let key: String
    let store: StoredValueStore
    let defaultValue: Value
    let codec: StoredValueCodec<Value>
    let signal: StoredValueSignal

    init(key: String, store: StoredValueStore, defaultValue: Value, codec: StoredValueCodec<Value>) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        self.codec = codec
        signal = StoredValueSignal.signal(for: key, in: store)
    }

    /// Reading makes the view being evaluated depend on the key; writing evaluates its readers.
    var value: Value {
        get {
            signal.access()
            return store.object(forKey: key).flatMap(codec.decode) ?? defaultValue
        }
        nonmutating set {
            signal.mutate { store.set(codec.encode(newValue), forKey: key) }
        }
    }
}

/// Where stored values live: a `UserDefaults`, or the scene's memory.
enum StoredValueStore: @unchecked Sendable {
    case defaults(UserDefaults)
    case scene

    func object(forKey key: String) -> Any? {
        switch self {
        case .defaults(let defaults): return defaults.object(forKey: key)
        case .scene: return SceneValues.shared.object(forKey: key)
        }
    }

    /// Stores `object`, or removes the key when it is `nil`.
    func set(_ object: Any?, forKey key: String) {
        switch self {
        case .defaults(let defaults):
            if let object { defaults.set(object, forKey: key) } else { defaults.removeObject(forKey: key) }
        case .scene: SceneValues.shared.set(object, forKey: key)
        }
    }

    /// Signals are per key and kind of store, not per `UserDefaults` object: SwiftUI code often
    /// makes a new `UserDefaults(suiteName:)` in every initialiser of its view.
    var signalNamespace: String {
        switch self {
        case .defaults: return "defaults"
        case .scene: return "scene"
        }
    }
}

/// The in-memory values of `@SceneStorage`.
final class SceneValues: @unchecked Sendable {
    static let shared = SceneValues()
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    func object(forKey key: String) -> Any? { lock.withLock { values[key] } }
    func set(_ object: Any?, forKey key: String) { lock.withLock { values[key] = object } }
}

/// How a stored value is written to and read from its store's property-list types.
struct StoredValueCodec<Value> {
    /// `nil` when the stored object is missing or of another type: the default is used.
    let decode: (Any) -> Value?
    /// `nil` removes the key.
    let encode: (Value) -> Any?

    /// Values the store keeps as they are (`Bool`, `String`, `Data`).
    static var plain: StoredValueCodec<Value> {
        StoredValueCodec(decode: { $0 as? Value }, encode: { $0 })
    }
}

extension StoredValueCodec where Value == Int {
    static var integer: StoredValueCodec<Int> {
        StoredValueCodec(decode: { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }, encode: { $0 })
    }
}

extension StoredValueCodec where Value == Double {
    static var double: StoredValueCodec<Double> {
        StoredValueCodec(decode: { ($0 as? Double) ?? ($0 as? NSNumber)?.doubleValue }, encode: { $0 })
    }
}

extension StoredValueCodec where Value == URL {
    /// A URL is kept as its absolute string, readable by other tools.
    static var url: StoredValueCodec<URL> {
        StoredValueCodec(decode: { ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0.absoluteString })
    }
}

extension StoredValueCodec where Value == Date {
    static var date: StoredValueCodec<Date> {
        StoredValueCodec(decode: { $0 as? Date }, encode: { $0 })
    }
}

extension StoredValueCodec where Value: RawRepresentable {
    /// The raw value, in the raw value's codec; an unknown raw value reads as the default.
    static func rawValue(_ raw: StoredValueCodec<Value.RawValue>) -> StoredValueCodec<Value> {
        StoredValueCodec(decode: { raw.decode($0).flatMap(Value.init(rawValue:)) }, encode: { raw.encode($0.rawValue) })
    }
}

extension StoredValueCodec {
    /// An optional: `nil` is a missing key.
    static func optional<Wrapped>(_ wrapped: StoredValueCodec<Wrapped>) -> StoredValueCodec<Value> where Value == Wrapped? {
        StoredValueCodec(decode: { wrapped.decode($0).map { .some($0) } }, encode: { $0.flatMap(wrapped.encode) })
    }
}

/// The change signal of one stored key, shared by every `@AppStorage` of that key: views that
/// read the key register with it through Swift's Observation, as they do with an `@Observable`
/// model, so a write from any thread marks them for the next pass.
final class StoredValueSignal: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    /// Observation tracks a key path; this is the one every read and write names.
    private(set) var generation = 0

    func access() {
        registrar.access(self, keyPath: \.generation)
    }

    func mutate(_ write: () -> Void) {
        registrar.withMutation(of: self, keyPath: \.generation) {
            write()
            Self.lock.withLock { generation &+= 1 }
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var signals: [String: StoredValueSignal] = [:]

    /// The one signal of `key` in `store`'s kind of store (kept for the process: a game has few keys).
    static func signal(for key: String, in store: StoredValueStore) -> StoredValueSignal {
        let name = store.signalNamespace + "\u{0}" + key
        return lock.withLock {
            if let signal = signals[name] { return signal }
            let signal = StoredValueSignal()
            signals[name] = signal
            return signal
        }
    }
}

/// A binding's location over a stored value.
final class StoredValueLocation<Value>: Location<Value> {
    let storage: StoredValue<Value>

    init(_ storage: StoredValue<Value>) {
        self.storage = storage
    }

    override func get() -> Value { storage.value }
    override func set(_ newValue: Value) { storage.value = newValue }

    /// The same key of the same kind of store (one signal per key and kind).
    override func isSameSource(as other: AnyLocation) -> Bool {
        guard let other = other as? StoredValueLocation<Value> else { return false }
        return storage.signal === other.storage.signal
    }
}
