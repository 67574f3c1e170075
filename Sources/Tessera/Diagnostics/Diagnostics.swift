import Foundation

/// Where the core reports bad input it sanitised (a NaN frame width, a negative padding, an
/// infinite arc angle): once per call site, so a value that is wrong every frame logs one line.
///
/// The core depends on Foundation only, so it does not log itself: messages go to `handler`,
/// standard error by default. `TesseraSDL` routes them to its swift-log logger.
public enum Diagnostics {
    /// Receives each message once; replace it to route messages to a game's own log.
    public static var handler: @Sendable (String) -> Void {
        get { state.withLock { $0.handler } }
        set {
            state.withLock {
                $0.handler = newValue; $0.isCustom = true
            }
        }
    }

    /// Replaces the default destination (a backend's logger) unless a game has set `handler`.
    public static func setDefaultHandler(_ handler: @escaping @Sendable (String) -> Void) {
        state.withLock { if !$0.isCustom { $0.handler = handler } }
    }

    /// Every message reported so far, oldest first (for a debug overlay and tests).
    public static var messages: [String] { state.withLock { $0.messages } }

    /// Reports `message` unless this call site has reported already.
    public static func warnOnce(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        let site = "\(file):\(line)"
        let text: String? = state.withLock { s in
            guard s.sites.insert(site).inserted else { return nil }
            let text = "Tessera: \(message())"
            s.messages.append(text)
            return text
        }
        guard let text else { return }
        handler(text)
    }

    /// Forgets which call sites have reported (tests use it to see a warning again).
    public static func reset() {
        state.withLock {
            $0.sites.removeAll(); $0.messages.removeAll()
        }
    }

    private struct State {
        var handler: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        var isCustom = false
        var sites: Set<String> = []
        var messages: [String] = []
    }

    private static let state = LockedState(State())
}

/// A value behind a lock; the core's few process-wide settings live in one.
final class LockedState<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
