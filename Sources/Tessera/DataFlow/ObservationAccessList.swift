import Foundation
@_spi(SwiftUI) import Observation

/// Direct use of the list in which Swift's Observation records the properties a scope reads, so a
/// view that reads what it read last time keeps its registration instead of making a new one.
///
/// `withObservationTracking` makes a new access list, a new tracking and new registrations with
/// each model's registrar at every call: about fifteen allocations for a `body` that reads one
/// property. SwiftUI keeps a view's registration while the view reads the same properties; doing
/// that needs the access list without the tracking. Observation records reads into the list its
/// thread-local pointer designates (`ObservationRegistrar.access`); the functions that get and set
/// that pointer are the library's own (`_swift_observation_tls_get`/`_set`), not exported, so they
/// are found by name in the library's symbol table. The list's layout (a dictionary from the
/// registrar to its context and the key paths read) is mirrored by `Entry`; both are checked once
/// against a read of a known property, and when anything differs (another toolchain, a stripped
/// or statically linked library, another platform) `hook` is `nil` and views register with
/// `withObservationTracking` at each evaluation instead.
enum ObservationAccessList {
    /// One registrar's part of an access list: its context and the key paths read.
    struct Entry {
        let context: AnyObject
        var properties: Set<AnyKeyPath>
    }

    /// An access list's entries, keyed by the registrar's context.
    typealias Entries = [ObjectIdentifier: Entry]

    /// Observation's thread-local access-list pointer.
    struct Hook {
        let get: @convention(c) () -> UnsafeMutableRawPointer?
        let set: @convention(c) (UnsafeMutableRawPointer?) -> Void
    }

    /// The pointer's accessors, when they were found and the list's layout matched.
    static let hook: Hook? = {
        guard ProcessInfo.processInfo.environment["TESSERA_OBSERVATION_TRACKING"] != "public",
            let hook = locateHook(), verify(hook)
        else { return nil }
        return hook
    }()

    /// Whether `entries` and `other` hold the same key paths of the same registrars (entries
    /// with no key path count as absent).
    static func same(_ entries: Entries, _ other: Entries) -> Bool {
        var count = 0
        for (id, entry) in entries where !entry.properties.isEmpty {
            count += 1
            guard let installed = other[id], installed.properties == entry.properties else { return false }
        }
        return count == other.count
    }

    /// Whether every key path in `entries` is in `other`.
    static func isCovered(_ entries: Entries, by other: Entries) -> Bool {
        for (id, entry) in entries where !entry.properties.isEmpty {
            guard let installed = other[id], entry.properties.isSubset(of: installed.properties) else { return false }
        }
        return true
    }

    /// Whether `entries` holds a key path.
    static func hasReads(_ entries: Entries) -> Bool {
        entries.values.contains { !$0.properties.isEmpty }
    }

    /// A copy of the entries that hold key paths, sharing no storage with `entries` (which is
    /// cleared in place for the next evaluation).
    static func copy(_ entries: Entries) -> Entries {
        var copy = Entries(minimumCapacity: entries.count)
        for (id, entry) in entries where !entry.properties.isEmpty {
            var properties = Set<AnyKeyPath>(minimumCapacity: entry.properties.count)
            properties.formUnion(entry.properties)
            copy[id] = Entry(context: entry.context, properties: properties)
        }
        return copy
    }

    /// Forgets the key paths read, keeping each registrar's entry and its storage.
    static func clear(_ entries: inout Entries) {
        var index = entries.values.startIndex
        while index != entries.values.endIndex {
            if !entries.values[index].properties.isEmpty {
                entries.values[index].properties.removeAll(keepingCapacity: true)
            }
            entries.values.formIndex(after: &index)
        }
    }

    /// Drops the entries of registrars no longer read.
    static func dropUnread(_ entries: inout Entries?) {
        guard let current = entries, current.values.contains(where: { $0.properties.isEmpty }) else { return }
        entries = nil
        let kept = current.filter { !$0.value.properties.isEmpty }
        entries = kept.isEmpty ? nil : kept
    }

    /// Adds the key paths of `entries` to the list at `pointer` (an `_AccessList?`), as Observation
    /// does when a scope ends inside another.
    static func merge(_ entries: Entries, into pointer: UnsafeMutableRawPointer) {
        let outer = pointer.assumingMemoryBound(to: Entries?.self)
        var merged = outer.pointee ?? [:]
        for (id, entry) in entries where !entry.properties.isEmpty {
            if let existing = merged[id] {
                merged[id] = Entry(context: existing.context, properties: existing.properties.union(entry.properties))
            } else {
                merged[id] = entry
            }
        }
        outer.pointee = merged
    }

    /// Starts tracking `entries` (a copy made by `copy(_:)`): `handler` runs after each change of
    /// one of its properties, until the returned tracking is cancelled.
    static func install(
        _ entries: Entries, didSet handler: @escaping @Sendable (ObservationTracking) -> Void
    )
        -> ObservationTracking
    {
        let list = unsafeBitCast(entries, to: ObservationTracking._AccessList.self)
        let tracking = ObservationTracking(list)
        ObservationTracking._installTracking(tracking, didSet: handler)
        return tracking
    }

    // MARK: Finding the hook

    private static func locateHook() -> Hook? {
        #if os(Linux)
        // An exported function of the library tells where it is loaded and which file it is.
        let exported = "$s11Observation0A9RegistrarVACycfC"  // ObservationRegistrar.init()
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), exported),
            let file = mappedFile(containing: UInt(bitPattern: address)),
            let data = FileManager.default.contents(atPath: file)
        else { return nil }
        let symbols = elfSymbols(in: data, named: [exported, "_swift_observation_tls_get", "_swift_observation_tls_set"])
        guard let exportedValue = symbols[exported], let get = symbols["_swift_observation_tls_get"],
            let set = symbols["_swift_observation_tls_set"]
        else { return nil }
        let bias = UInt(bitPattern: address) &- exportedValue
        guard let getAddress = UnsafeRawPointer(bitPattern: bias &+ get),
            let setAddress = UnsafeRawPointer(bitPattern: bias &+ set)
        else { return nil }
        return Hook(
            get: unsafeBitCast(getAddress, to: (@convention(c) () -> UnsafeMutableRawPointer?).self),
            set: unsafeBitCast(setAddress, to: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self))
        #else
        return nil
        #endif
    }

    /// The file mapped at `address` in this process (`/proc/self/maps`).
    private static func mappedFile(containing address: UInt) -> String? {
        // Read with `FileHandle`: a file of `/proc` reports a size of 0.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"), let data = try? handle.readToEnd() else {
            return nil
        }
        try? handle.close()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            // start-end perms offset device inode path
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, let dash = fields[0].firstIndex(of: "-"),
                let start = UInt(fields[0][..<dash], radix: 16),
                let end = UInt(fields[0][fields[0].index(after: dash)...], radix: 16), address >= start, address < end
            else { continue }
            let path = fields[5].trimmingCharacters(in: .whitespaces)
            return path.hasPrefix("/") ? path : nil
        }
        return nil
    }

    /// The values of the function symbols `names` in the symbol table of the ELF64 image `data`.
    private static func elfSymbols(in data: Data, named names: Set<String>) -> [String: UInt] {
        let bytes = [UInt8](data)
        func read<T: FixedWidthInteger>(_ offset: Int, as: T.Type) -> T? {
            guard offset >= 0, offset + MemoryLayout<T>.size <= bytes.count else { return nil }
            var value: T = 0
            for index in 0..<MemoryLayout<T>.size { value |= T(bytes[offset + index]) << (8 * index) }
            return value
        }
        // ELF64, little-endian.
        guard bytes.count > 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46, bytes[4] == 2,
            bytes[5] == 1, let sectionsOffset = read(0x28, as: UInt64.self), let sectionSize = read(0x3A, as: UInt16.self),
            let sectionCount = read(0x3C, as: UInt16.self), sectionSize >= 64
        else { return [:] }
        var found: [String: UInt] = [:]
        for section in 0..<Int(sectionCount) {
            let header = Int(sectionsOffset) + section * Int(sectionSize)
            guard read(header + 4, as: UInt32.self) == 2,  // SHT_SYMTAB
                let offset = read(header + 0x18, as: UInt64.self), let size = read(header + 0x20, as: UInt64.self),
                let link = read(header + 0x28, as: UInt32.self), let entrySize = read(header + 0x38, as: UInt64.self),
                entrySize >= 24
            else { continue }
            let stringHeader = Int(sectionsOffset) + Int(link) * Int(sectionSize)
            guard let strings = read(stringHeader + 0x18, as: UInt64.self),
                let stringsSize = read(stringHeader + 0x20, as: UInt64.self)
            else { continue }
            for symbol in stride(from: Int(offset), to: Int(offset + size), by: Int(entrySize)) {
                guard let nameOffset = read(symbol, as: UInt32.self), UInt64(nameOffset) < stringsSize,
                    let value = read(symbol + 8, as: UInt64.self), value != 0, bytes[symbol + 4] & 0xF == 2  // STT_FUNC
                else { continue }
                let start = Int(strings) + Int(nameOffset)
                guard start < bytes.count, let end = bytes[start...].firstIndex(of: 0) else { continue }
                let name = String(decoding: bytes[start..<end], as: UTF8.self)
                if names.contains(name) { found[name] = UInt(value) }
            }
        }
        return found
    }

    /// Reads a known property through the hook and checks that the pointer and the list behave
    /// as mirrored here.
    private static func verify(_ hook: Hook) -> Bool {
        guard MemoryLayout<ObservationTracking._AccessList>.size == MemoryLayout<Entries>.size,
            MemoryLayout<ObservationTracking._AccessList?>.size == MemoryLayout<Entries?>.size
        else { return false }
        let previous = hook.get()
        let slot = UnsafeMutablePointer<Entries?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        defer {
            slot.deinitialize(count: 1)
            slot.deallocate()
        }
        let probe = HookProbe()
        hook.set(UnsafeMutableRawPointer(slot))
        let isSet = hook.get() == UnsafeMutableRawPointer(slot)
        if isSet { _ = probe.value }
        hook.set(previous)
        guard isSet, hook.get() == previous, let entries = slot.pointee, entries.count == 1,
            let (id, entry) = entries.first, id == ObjectIdentifier(entry.context)
        else {
            // What the registrar stored is not read as `Entries`: leak it rather than release it
            // under the wrong layout.
            UnsafeMutableRawPointer(slot).storeBytes(of: 0, as: UInt.self)
            return false
        }
        return entry.properties.count == 1 && entry.properties.contains(\HookProbe.value)
    }
}

/// The observable object whose read checks the hook.
@Observable
private final class HookProbe {
    var value = 0
}
