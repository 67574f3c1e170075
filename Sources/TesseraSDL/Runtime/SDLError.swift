import TesseraCSDL2

/// A failed SDL, SDL_image or SDL_ttf call, carrying the call's name and `SDL_GetError()` text.
///
/// SDL keeps a stale error string around (after `SDL_Init` it already holds a harmless udev
/// message), so `SDLError.check` clears the error before the call and reads it only after a
/// failing return, which makes the captured text belong to *this* call.
public struct SDLError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The SDL function (or operation) that failed, e.g. `"SDL_CreateTexture"`.
    public var operation: String
    /// The `SDL_GetError()` text captured right after the failure.
    public var message: String

    /// An error for `operation` with SDL's `message`.
    public init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    public var description: String { "\(operation) failed: \(message.isEmpty ? "(no SDL error text)" : message)" }

    /// Captures the current `SDL_GetError()` text for `operation`.
    public static func current(_ operation: String) -> SDLError {
        let text = SDL_GetError().map { String(cString: $0) } ?? ""
        return SDLError(operation: operation, message: text)
    }

    /// Runs an SDL call returning an `Int32` status (0 = success) and throws on failure.
    @discardableResult
    public static func check(_ operation: String, _ call: () -> Int32) throws -> Int32 {
        SDL_ClearError()
        let status = call()
        if status < 0 { throw current(operation) }
        return status
    }

    /// Runs an SDL call returning a pointer and throws when it returns `nil`.
    public static func check<T>(_ operation: String, _ call: () -> T?) throws -> T {
        SDL_ClearError()
        guard let value = call() else { throw current(operation) }
        return value
    }
}
