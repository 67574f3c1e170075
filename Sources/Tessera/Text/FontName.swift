import Foundation

/// A custom font's name, interned: a `Font` holding one is plain bytes, so copying a font (texts
/// and environments copy theirs several times a frame) retains nothing, and comparing two is
/// comparing two integers.
struct FontName: Hashable, Sendable, CustomStringConvertible {
    /// The name's index in `FontNameTable.shared`.
    let index: Int32

    init(_ name: String) {
        index = FontNameTable.shared.index(of: name)
    }

    /// The name as given.
    var string: String { FontNameTable.shared.name(at: index) }

    var description: String { string.debugDescription }
}

/// Every custom font name used so far, each stored once. Games name a handful of fonts; a
/// program that makes names without end stops at `capacity` (logged once), and further names
/// draw with the system font.
final class FontNameTable: Sendable {
    static let shared = FontNameTable()

    /// The most names the shared table keeps (docs/Robustness.md, "Assets").
    static let defaultCapacity = 4096
    /// The longest name kept, in UTF-8 bytes: a font file's name cannot be longer, and a table
    /// that keeps every name forever must not keep megabyte strings.
    static let maximumNameBytes = 255

    /// The most names this table keeps.
    let capacity: Int

    init(capacity: Int = FontNameTable.defaultCapacity) {
        self.capacity = max(0, capacity)
    }

    private struct Names {
        var indices: [String: Int32] = [:]
        /// Index 0 stands for "no name": the system font.
        var names: [String] = [""]
    }

    private let state = LockedState(Names())

    /// The index of `name`, added when new; 0 (the system font) once the table is full or for a
    /// name longer than `maximumNameBytes`.
    func index(of name: String) -> Int32 {
        guard name.utf8.count <= Self.maximumNameBytes else {
            Diagnostics.warnOnce(
                "a custom font name of \(name.utf8.count) bytes (over \(Self.maximumNameBytes)) draws with the system font (docs/Robustness.md)"
            )
            return 0
        }
        let index: Int32 = state.withLock { s in
            if let known = s.indices[name] { return known }
            guard s.names.count <= capacity else { return 0 }
            s.names.append(name)
            let index = Int32(s.names.count - 1)
            s.indices[name] = index
            return index
        }
        if index == 0 {
            Diagnostics.warnOnce(
                "more than \(capacity) custom font names; '\(name)' and later new names draw with the system font (docs/Robustness.md)"
            )
        }
        return index
    }

    /// The name at `index`; the empty name for index 0.
    func name(at index: Int32) -> String {
        state.withLock { $0.names[Int(index)] }
    }
}
