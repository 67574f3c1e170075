import Foundation

// MARK: Keyframe content

/// A sequence of keyframes for one value: what a `KeyframeTrack` holds.
public protocol KeyframeTrackContent<Value> {
    /// The animated value.
    associatedtype Value: Animatable = Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }

    /// Appends this content's keyframes, in order.
    func _appendKeyframes(to keyframes: inout [_Keyframe<Value>])
}

extension KeyframeTrackContent where Body.Value == Value {
    /// The keyframes of `body`.
    public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) {
        body._appendKeyframes(to: &keyframes)
    }
}

/// One keyframe of a track, as the timeline interpolates it.
public struct _Keyframe<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case move
    }
    let kind: Kind
    let to: Value
    /// Seconds (`nil`: a spring's settling duration).
    let duration: Double?
}

/// A keyframe that interpolates linearly (through `timingCurve`) from the previous value to
/// `to` over `duration` seconds.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: _Keyframe<Value>

    /// A keyframe reaching `to` after `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = _Keyframe(kind: .linear(timingCurve), to: to, duration: duration)
    }

    /// Itself: a keyframe is not made of others.
    public var body: Self { return self }

    /// Appends this keyframe.
    public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) { keyframes.append(keyframe) }
}

/// A keyframe that moves to `to` along a cubic curve through the neighbouring keyframes' values.
///
/// With no velocities given, adjacent cubic keyframes form a Catmull-Rom spline: the velocity at
/// a value between two cubic keyframes is the difference of its neighbours' values over the time
/// between them. Next to a keyframe of another kind, the velocity that keyframe ends (or starts)
/// with is used; at the start and end of the track the velocity is zero. SwiftUI documents the
/// spline and the neighbour rule but not the velocities at the ends of a track; zero is
/// Tessera's choice.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: _Keyframe<Value>

    /// A keyframe reaching `to` after `duration` seconds, starting and ending with the given
    /// velocities (per second) or smooth ones.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = _Keyframe(
            kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData), to: to,
            duration: duration)
    }

    /// Itself: a keyframe is not made of others.
    public var body: Self { return self }

    /// Appends this keyframe.
    public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) { keyframes.append(keyframe) }
}

/// A keyframe that springs from the previous value toward `to` for `duration` seconds (by
/// default the spring's settling duration). The spring starts with `startVelocity`, or the
/// velocity the previous keyframe ends with. When the duration is shorter than the spring's
/// settling, the next keyframe starts from wherever the spring has got to.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: _Keyframe<Value>

    /// A keyframe springing toward `to`.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframe = _Keyframe(kind: .spring(spring, startVelocity: startVelocity?.animatableData), to: to, duration: duration)
    }

    /// Itself: a keyframe is not made of others.
    public var body: Self { return self }

    /// Appends this keyframe.
    public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) { keyframes.append(keyframe) }
}

/// A keyframe that jumps to `to` at once, without interpolating (it takes no time).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: _Keyframe<Value>

    /// A keyframe jumping to `to`.
    public init(_ to: Value) {
        keyframe = _Keyframe(kind: .move, to: to, duration: 0)
    }

    /// Itself: a keyframe is not made of others.
    public var body: Self { return self }

    /// Appends this keyframe.
    public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) { keyframes.append(keyframe) }
}

/// Keyframes a `KeyframeTrackContentBuilder` collected.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
    let keyframes: [_Keyframe<Value>]

    /// Itself.
    public var body: Self { return self }

    /// Appends the collected keyframes.
    public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) { keyframes.append(contentsOf: self.keyframes) }
}

/// Builds the keyframes of a track from a list of keyframes (`if`, `for` and `switch` included).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// The keyframes of one line.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeList<Value> where K.Value == Value {
        var keyframes: [_Keyframe<Value>] = []
        expression._appendKeyframes(to: &keyframes)
        return _KeyframeList(keyframes: keyframes)
    }

    /// The keyframes of each line, in order.
    public static func buildBlock(_ components: _KeyframeList<Value>...) -> _KeyframeList<Value> {
        _KeyframeList(keyframes: components.flatMap(\.keyframes))
    }

    /// The keyframes of an `if` without `else`, or none.
    public static func buildOptional(_ component: _KeyframeList<Value>?) -> _KeyframeList<Value> {
        component ?? _KeyframeList(keyframes: [])
    }

    /// The keyframes of the first branch.
    public static func buildEither(first component: _KeyframeList<Value>) -> _KeyframeList<Value> { component }

    /// The keyframes of the second branch.
    public static func buildEither(second component: _KeyframeList<Value>) -> _KeyframeList<Value> { component }

    /// The keyframes of each `for` iteration, in order.
    public static func buildArray(_ components: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(keyframes: components.flatMap(\.keyframes))
    }

    /// The keyframes of an availability check.
    public static func buildLimitedAvailability(_ component: _KeyframeList<Value>) -> _KeyframeList<Value> { component }
}

// MARK: Tracks

/// Keyframes for a value over time: one or more tracks, each animating a property of it.
public protocol Keyframes<Value> {
    /// The value the keyframes animate.
    associatedtype Value = Body.Value
    /// The tracks these keyframes are made of.
    associatedtype Body: Keyframes
    /// The tracks these keyframes are made of.
    @KeyframesBuilder<Value> var body: Body { get }

    /// Appends this value's tracks, in order.
    func _appendTracks(to tracks: inout [_KeyframeTrackPart<Value>])
}

extension Keyframes where Body.Value == Value {
    /// The tracks of `body`.
    public func _appendTracks(to tracks: inout [_KeyframeTrackPart<Value>]) {
        body._appendTracks(to: &tracks)
    }
}

/// One track of a timeline, before it knows its initial value.
public struct _KeyframeTrackPart<Root> {
    /// Keyframes written straight in a `KeyframesBuilder` (on the whole value): adjacent ones form
    /// one track. Holds `[_Keyframe<Root>]`.
    let rootKeyframes: [Any]?
    let resolve: (_ initial: Root, _ rootKeyframes: [Any]) -> KeyframeTrackCurve<Root>
}

/// The keyframes of one property of `Root`, at `keyPath` (SwiftUI spells the track's value type
/// `Value`; it is `TrackValue` here, since `Value` names the animated root of `Keyframes`).
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     SpringKeyframe(1.3, duration: 0.2)
///     CubicKeyframe(1, duration: 0.3)
/// }
/// ```
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == TrackValue {
    /// The animated value.
    public typealias Value = Root
    let keyPath: WritableKeyPath<Root, TrackValue>
    let content: Content

    /// A track of the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// A track of the whole value.
    public init(@KeyframeTrackContentBuilder<TrackValue> content: () -> Content) where Root == TrackValue {
        self.keyPath = \.self
        self.content = content()
    }

    /// Itself: a track is not made of others.
    public var body: Self { return self }

    /// Appends this track.
    public func _appendTracks(to tracks: inout [_KeyframeTrackPart<Root>]) {
        var keyframes: [_Keyframe<TrackValue>] = []
        content._appendKeyframes(to: &keyframes)
        let keyPath = self.keyPath
        tracks.append(
            _KeyframeTrackPart(rootKeyframes: nil) { initial, _ in
                KeyframeTrackCurve(keyPath: keyPath, keyframes: keyframes, initial: initial)
            })
    }
}

/// Tracks a `KeyframesBuilder` collected.
public struct _KeyframeTrackList<Value>: Keyframes {
    let parts: [_KeyframeTrackPart<Value>]

    /// Itself.
    public var body: Self { return self }

    /// Appends the collected tracks.
    public func _appendTracks(to tracks: inout [_KeyframeTrackPart<Value>]) {
        for part in parts { Self.append(part, to: &tracks) }
    }

    /// Appends `part`, joining keyframes of the whole value to the previous part's.
    static func append(_ part: _KeyframeTrackPart<Value>, to tracks: inout [_KeyframeTrackPart<Value>]) {
        if let keyframes = part.rootKeyframes, let last = tracks.last, let previous = last.rootKeyframes {
            tracks[tracks.count - 1] = _KeyframeTrackPart(rootKeyframes: previous + keyframes, resolve: part.resolve)
        } else {
            tracks.append(part)
        }
    }
}

/// Builds keyframes from tracks, or from keyframes of the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// The tracks of one line.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframeTrackList<Value> where K.Value == Value {
        var parts: [_KeyframeTrackPart<Value>] = []
        expression._appendTracks(to: &parts)
        return _KeyframeTrackList(parts: parts)
    }

    /// A keyframe of the whole value: keyframes written one after another form one track.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeTrackList<Value> where K.Value == Value {
        var keyframes: [_Keyframe<K.Value>] = []
        expression._appendKeyframes(to: &keyframes)
        return _KeyframeTrackList(parts: [Self.rootPart(keyframes)])
    }

    private static func rootPart<V: Animatable>(_ keyframes: [_Keyframe<V>]) -> _KeyframeTrackPart<V> {
        _KeyframeTrackPart(rootKeyframes: keyframes) { initial, all in
            KeyframeTrackCurve(keyPath: \V.self, keyframes: all.compactMap { $0 as? _Keyframe<V> }, initial: initial)
        }
    }

    /// The keyframes of each line, in order.
    public static func buildBlock(_ components: _KeyframeTrackList<Value>...) -> _KeyframeTrackList<Value> {
        var parts: [_KeyframeTrackPart<Value>] = []
        for component in components { component._appendTracks(to: &parts) }
        return _KeyframeTrackList(parts: parts)
    }

    /// The keyframes of an `if` without `else`, or none.
    public static func buildOptional(_ component: _KeyframeTrackList<Value>?) -> _KeyframeTrackList<Value> {
        component ?? _KeyframeTrackList(parts: [])
    }

    /// The keyframes of the first branch.
    public static func buildEither(first component: _KeyframeTrackList<Value>) -> _KeyframeTrackList<Value> { component }

    /// The keyframes of the second branch.
    public static func buildEither(second component: _KeyframeTrackList<Value>) -> _KeyframeTrackList<Value> { component }

    /// The keyframes of each `for` iteration, in order.
    public static func buildArray(_ components: [_KeyframeTrackList<Value>]) -> _KeyframeTrackList<Value> {
        var parts: [_KeyframeTrackPart<Value>] = []
        for component in components { component._appendTracks(to: &parts) }
        return _KeyframeTrackList(parts: parts)
    }

    /// The keyframes of an availability check.
    public static func buildLimitedAvailability(_ component: _KeyframeTrackList<Value>) -> _KeyframeTrackList<Value> { component }
}

// MARK: Timeline

/// How a value changes over time, described by keyframes: it can be evaluated at any time,
/// as SwiftUI's `KeyframeTimeline`.
///
/// ```swift
/// let bounce = KeyframeTimeline(initialValue: CGPoint.zero) {
///     CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///     CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
/// }
/// let y = bounce.value(time: 0.45).y
/// ```
///
/// Linear keyframes interpolate straight between values along their timing curve; cubic ones
/// run through the values on a Catmull-Rom-like spline (see `CubicKeyframe`); spring keyframes
/// move like `Spring` toward their value; a move keyframe jumps. A duration that is negative,
/// NaN or infinite is logged and taken as 0 (the keyframe then jumps to its value).
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackCurve<Value>]
    /// The time the longest track takes, in seconds.
    public let duration: TimeInterval

    /// A timeline animating `initialValue` through the tracks of `content`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        var parts: [_KeyframeTrackPart<Value>] = []
        keyframes._appendTracks(to: &parts)
        tracks = parts.map { $0.resolve(initialValue, $0.rootKeyframes ?? []) }
        duration = tracks.map(\.duration).max() ?? 0
    }

    /// The value `time` seconds in: the initial value before 0, the final value after `duration`.
    public func value(time: Double) -> Value {
        guard !time.isNaN else {
            Diagnostics.warnOnce("KeyframeTimeline.value(time:) was asked for NaN; it gives the initial value")
            return initialValue
        }
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (0: the start, 1: the end) of `duration`.
    public func value(progress: Double) -> Value {
        guard !progress.isNaN else { return value(time: .nan) }
        return value(time: min(max(progress, 0), 1) * duration)
    }
}

/// One track, resolved against the timeline's initial value: its segments with their start
/// times, values and velocities.
struct KeyframeTrackCurve<Root> {
    let duration: Double
    let apply: (inout Root, Double) -> Void

    init<V: Animatable>(keyPath: WritableKeyPath<Root, V>, keyframes: [_Keyframe<V>], initial: Root) {
        let curve = KeyframeCurve(start: initial[keyPath: keyPath].animatableData, keyframes: keyframes)
        duration = curve.duration
        apply = { root, time in
            root[keyPath: keyPath].animatableData = curve.value(at: time)
        }
    }
}

/// The segments of one track over a `VectorArithmetic` value.
struct KeyframeCurve<V: Animatable> {
    typealias D = V.AnimatableData

    enum Form {
        case linear(UnitCurve)
        case cubic(m0: D, m1: D)
        case spring(SpringResponse, v0: D)
        case jump
    }

    struct Segment {
        let start: Double
        let duration: Double
        let from: D
        let to: D
        let end: D
        let form: Form

        func value(at t: Double) -> D {
            let d = duration
            switch form {
            case .jump:
                return end
            case .linear(let curve):
                return from + (to - from).scaled(by: curve.value(at: t / d))
            case .cubic(let m0, let m1):
                let u = t / d, u2 = u * u, u3 = u2 * u
                let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
                return from.scaled(by: h00) + m0.scaled(by: h10 * d) + to.scaled(by: h01) + m1.scaled(by: h11 * d)
            case .spring(let spring, let v0):
                let r = spring.response(at: t)
                return to + (from - to).scaled(by: r.a) + v0.scaled(by: r.b)
            }
        }
    }

    let start: D
    let segments: [Segment]
    var duration: Double { segments.last.map { $0.start + $0.duration } ?? 0 }

    init(start: D, keyframes: [_Keyframe<V>]) {
        self.start = start
        var segments: [Segment] = []
        segments.reserveCapacity(keyframes.count)
        var p = start, v = D.zero, t = 0.0
        for (i, keyframe) in keyframes.enumerated() {
            let to = keyframe.to.animatableData
            let d = Self.checkedDuration(keyframe)
            let previous: _Keyframe<V>? = i > 0 ? keyframes[i - 1] : nil
            let next: _Keyframe<V>? = i + 1 < keyframes.count ? keyframes[i + 1] : nil
            var form = Form.jump
            var end = to
            var endVelocity = D.zero
            if d > 0 {
                switch keyframe.kind {
                case .move:
                    break
                case .linear(let curve):
                    form = .linear(curve)
                    endVelocity = (to - p).scaled(by: curve.velocity(at: 1) / d)
                case .cubic(let startVelocity, let endGiven):
                    var m0 = v
                    if let startVelocity {
                        m0 = startVelocity
                    } else if let previous, case .cubic(_, let previousEnd) = previous.kind {
                        // Catmull-Rom: the difference of the neighbouring values over the time
                        // between them (the previous segment's end velocity, as computed there).
                        let span = Self.checkedDuration(previous) + d
                        let before = segments.last?.from ?? start
                        m0 = previousEnd ?? (span > 0 ? (to - before).scaled(by: 1 / span) : .zero)
                    }
                    var m1 = D.zero
                    if let endGiven {
                        m1 = endGiven
                    } else if let next {
                        let nd = Self.checkedDuration(next)
                        switch next.kind {
                        case .cubic(let nextStart, _):
                            m1 = nextStart ?? (nd + d > 0 ? (next.to.animatableData - p).scaled(by: 1 / (nd + d)) : .zero)
                        case .linear(let curve):
                            m1 = nd > 0 ? (next.to.animatableData - to).scaled(by: curve.velocity(at: 0) / nd) : .zero
                        case .spring(_, let nextStart):
                            m1 = nextStart ?? .zero
                        case .move:
                            break
                        }
                    }
                    form = .cubic(m0: m0, m1: m1)
                    endVelocity = m1
                case .spring(let spring, let startVelocity):
                    let response = spring.motion
                    let v0 = startVelocity ?? v
                    form = .spring(response, v0: v0)
                    let r = response.response(at: d)
                    end = to + (p - to).scaled(by: r.a) + v0.scaled(by: r.b)
                    endVelocity = (p - to).scaled(by: r.da) + v0.scaled(by: r.db)
                }
            }
            if !end.isFiniteVector || !endVelocity.isFiniteVector || !form.hasFiniteVelocities {
                Diagnostics.warnOnce("a keyframe's value or velocity is not finite; it jumps to its value")
                form = .jump
                end = to
                endVelocity = .zero
            }
            segments.append(Segment(start: t, duration: form.isJump ? 0 : d, from: p, to: to, end: end, form: form))
            if !form.isJump { t += d }
            p = end
            v = endVelocity
        }
        self.segments = segments
    }

    /// A keyframe's duration made safe: negative, NaN and infinite ones are 0 (logged), huge
    /// ones lowered to `Animation.maximumDuration`; a spring's defaults to its settling duration.
    static func checkedDuration(_ keyframe: _Keyframe<V>) -> Double {
        if case .move = keyframe.kind { return 0 }
        var d: Double
        if let given = keyframe.duration {
            d = given
        } else if case .spring(let spring, _) = keyframe.kind {
            d = spring.settlingDuration
        } else {
            d = 0
        }
        guard d >= 0, d.isFinite else {
            Diagnostics.warnOnce("keyframe duration \(d) is not finite and ≥ 0; the keyframe jumps to its value")
            return 0
        }
        return min(d, Animation.maximumDuration)
    }

    func value(at time: Double) -> D {
        var value = start
        for segment in segments {
            if time < segment.start { break }
            if time < segment.start + segment.duration { return segment.value(at: time - segment.start) }
            value = segment.end
        }
        return value
    }
}

extension KeyframeCurve.Form {
    var isJump: Bool {
        if case .jump = self { return true }
        return false
    }

    /// Whether the velocities the segment starts or ends with are finite.
    var hasFiniteVelocities: Bool {
        switch self {
        case .cubic(let m0, let m1): m0.isFiniteVector && m1.isFiniteVector
        case .spring(_, let v0): v0.isFiniteVector
        case .linear, .jump: true
        }
    }
}
