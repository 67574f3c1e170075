import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the recursive passes (resolve, layout, display list) off the end of the thread's stack:
/// a view tree nested 10,000 deep overflowed it (SIGSEGV). Checking the stack pointer costs one
/// comparison per node, works on any thread and in debug and release builds alike, whatever a
/// level costs; content below the limit is dropped with one logged error (docs/Robustness.md).
struct StackGuard {
    /// Lowest address the resolve pass may reach (the stack grows down).
    let resolveLimit: UInt
    /// Lowest address layout and drawing may reach: a hard floor kept for the system.
    let floor: UInt

    /// Bytes of the stack kept free below resolution for the passes after it.
    static let passReserve = 1 << 20
    /// Bytes kept free below everything.
    static let floorReserve = 128 << 10

    /// The guard for the current thread, reusing `cached` while the thread is the same (reading
    /// the main thread's bounds costs glibc a look at /proc/self/maps).
    static func current(cached: (thread: pthread_t, guard: StackGuard)?) -> (thread: pthread_t, guard: StackGuard) {
        let thread = pthread_self()
        if let cached, pthread_equal(cached.thread, thread) != 0 { return cached }
        return (thread, make())
    }

    private static func make() -> StackGuard {
        let (low, size) = stackBounds()
        let passReserve = min(passReserve, size / 4), floorReserve = min(floorReserve, size / 16)
        return StackGuard(resolveLimit: low + UInt(passReserve + floorReserve), floor: low + UInt(floorReserve))
    }

    /// Whether the stack pointer is still above `limit`.
    @inline(__always)
    static func hasRoom(above limit: UInt) -> Bool {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } > limit
    }

    #if canImport(Glibc)
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    /// glibc's `pthread_getattr_np`, which Swift's Glibc module does not import (it needs _GNU_SOURCE).
    private static let getAttributes: GetAttributes? = dlsym(nil, "pthread_getattr_np").map { unsafeBitCast($0, to: GetAttributes.self) }
    #endif

    /// The lowest address of the current thread's stack and its size.
    private static func stackBounds() -> (UInt, Int) {
        #if canImport(Glibc)
        var attributes = pthread_attr_t()
        guard let getAttributes = Self.getAttributes, getAttributes(pthread_self(), &attributes) == 0 else { return (0, 0) }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0 else { return (0, 0) }
        return (UInt(bitPattern: address), size)
        #elseif canImport(Darwin)
        let size = pthread_get_stacksize_np(pthread_self())
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        return (top - UInt(size), size)
        #else
        return (0, 0)
        #endif
    }
}
