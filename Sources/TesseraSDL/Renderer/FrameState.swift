import Logging
import Tessera
import TesseraCSDL2

/// The target a frame draws into: its size in pixels and the target that was current when the
/// frame began (the window, or a game's texture), which backdrops inside layers read from.
struct FrameTarget {
    /// Width in pixels.
    var width: Int32 = 0
    /// Height in pixels.
    var height: Int32 = 0
    /// The render target current when `draw(_:)` began (`nil`: the window).
    var rootTarget: OpaquePointer?

    /// The whole target as a rectangle.
    var bounds: SDL_Rect { SDL_Rect(x: 0, y: 0, w: width, h: height) }
}

/// The groups (clips, layers, transforms, shadows…) open while a frame is drawn, innermost last,
/// and where each push operation of the frame's display list is closed, so a group that cannot
/// show skips to its pop at once.
struct GroupStack {
    /// The open groups, innermost last.
    private(set) var frames: [GroupFrame] = []
    /// For every operation index, the index of the matching pop of a push there (or the list's
    /// length: unmatched, or not a push).
    private(set) var ends: [Int] = []
    /// Pushes not yet closed while matching.
    private var open: [Int] = []

    /// How many groups are open.
    var count: Int { frames.count }
    /// Whether no group is open.
    var isEmpty: Bool { frames.isEmpty }
    /// The innermost open group.
    var last: GroupFrame? { frames.last }

    /// Opens a group.
    mutating func append(_ frame: GroupFrame) { frames.append(frame) }
    /// Closes the innermost group and returns it.
    mutating func popLast() -> GroupFrame? { frames.popLast() }
    /// Replaces the innermost group (an effect that gained its mask).
    mutating func replaceLast(with frame: GroupFrame) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1] = frame
    }

    /// Starts a frame drawing `ops`: no group open, each push matched with its pop.
    mutating func begin(_ ops: [DisplayOperation]) {
        frames.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        ends.append(contentsOf: repeatElement(ops.count, count: ops.count))
        open.removeAll(keepingCapacity: true)
        for (k, op) in ops.enumerated() {
            switch op {
            case .pushClip, .pushOpacity, .pushTransform, .pushShadow, .pushCachedLayer, .pushEffect, .pushMask, .pushProjection:
                open.append(k)
            case .popClip, .popOpacity, .popTransform, .popShadow, .popCachedLayer, .popEffect, .popMask, .popProjection:
                if let start = open.popLast() { ends[start] = k }
            default:
                break
            }
        }
    }
}

/// Problems the renderer logged, each once.
final class RendererLog {
    /// Where problems are logged.
    let logger: Logger
    /// The messages so far, in order.
    private(set) var warnings: [String] = []
    /// The keys already logged.
    private var warned: Set<String> = []

    /// A log writing to `logger`.
    init(logger: Logger) {
        self.logger = logger
    }

    /// Logs `message` unless a message with `key` was logged before.
    func warnOnce(_ key: String, _ message: String) {
        guard warned.insert(key).inserted else { return }
        warnings.append(message)
        logger.warning("\(message)")
    }
}
