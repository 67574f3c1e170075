import Foundation

/// Gesture arbitration during a press, as SwiftUI does it: every gesture under the press gets a
/// recognizer when the press begins; they take each event in turn (high-priority gestures
/// outermost first, then the others innermost first, so a child's gesture wins over its
/// parent's); the first to claim the press cancels the others, except simultaneous ones, along
/// with taps, long presses, buttons and scrolling under it.
extension ViewGraph {
    /// Makes a recognizer for `attachment` on `node`, honouring its mask.
    func addGesture(_ attachment: GestureAttachment, node: NodeID, depth: Int, to press: inout PointerPress) {
        if !attachment.mask.contains(.subviews) {
            // The subviews' gestures (and taps and buttons) take no part.
            for gesture in press.gestures { gesture.recognizer.cancel() }
            press.gestures = []
            press.taps = []
            press.button = nil
            press.longPress = nil
            press.legacyDepth = .max
        }
        guard attachment.mask.contains(.gesture) else { return }
        let identity = current.nodes[Int(node)].identity
        let local = current.nodes[Int(node)].frame.origin
        var named: [String: CGPoint] = [:]
        let origin: (CoordinateSpace) -> CGPoint = { [unowned self] space in
            switch space {
            case .global: return .zero
            case .local: return local
            case .named(let name):
                if let known = named[name] { return known }
                let found = interaction(identity).flatMap { coordinateSpaceOrigin(named: name, above: $0.node) } ?? .zero
                named[name] = found
                return found
            }
        }
        // Resolve named spaces now, while the arena is the one the press began in.
        press.gestures.append(
            PressGesture(identity: identity, depth: depth, priority: attachment.priority, recognizer: attachment.make(), origin: origin))
    }

    /// Puts the press's gestures in the order they take events.
    func orderGestures(_ press: inout PointerPress) {
        func rank(_ g: PressGesture) -> (Int, Int) {
            switch g.priority {
            case .high: (0, -g.depth)
            case .normal: (1, g.depth)
            case .simultaneous: (2, g.depth)
            }
        }
        press.gestures.sort { rank($0) < rank($1) }
    }

    /// Hands the event to the live gestures of the press in input (time passing, when
    /// `kind` is `.timeAdvanced`); returns whether any of them reported a change.
    @discardableResult
    func dispatchGestures(_ kind: GestureEvent.Kind) -> Bool {
        guard var press = input.press, !press.gestures.isEmpty else { return false }
        let changed = dispatchGestures(kind, at: press.location, in: &press)
        if input.press != nil { input.press = press }
        return changed
    }

    /// Hands the event to the live gestures of `press`, in order; the first non-simultaneous
    /// gesture to claim the press cancels the others. `isTap`: a release close enough to the
    /// press to count as a tap.
    @discardableResult
    func dispatchGestures(_ kind: GestureEvent.Kind, at location: CGPoint, in press: inout PointerPress, isTap: Bool = false) -> Bool {
        guard !press.gestures.isEmpty else { return false }
        var changed = false
        var waitingOnHigh = false
        for i in press.gestures.indices {
            let gesture = press.gestures[i]
            guard !gesture.recognizer.isDone() else { continue }
            // Until a high-priority gesture is done, the others below it see nothing.
            if waitingOnHigh, gesture.priority != .simultaneous { continue }
            if gesture.priority == .high { waitingOnHigh = true }
            var kind = kind
            if case .ended = kind { kind = .ended(tapCount: isTap ? countTap(gesture.identity, at: location) : 0) }
            let wasClaimed = gesture.recognizer.isClaimed()
            if !press.gestures[i].started {
                press.gestures[i].started = true
                if case .began = kind {
                } else {
                    _ = gesture.recognizer.handle(
                        GestureEvent(kind: .began, location: press.start, time: press.startTime, origin: gesture.origin))
                }
            }
            let step = gesture.recognizer.handle(GestureEvent(kind: kind, location: location, time: input.now, origin: gesture.origin))
            if case .none = step {} else { changed = true }
            if gesture.priority == .high, gesture.recognizer.isDone() { waitingOnHigh = false }
            guard !wasClaimed, gesture.recognizer.isClaimed(), gesture.priority != .simultaneous, !press.isDragging else { continue }
            press.isDragging = true
            for other in press.gestures.indices where other != i && press.gestures[other].priority != .simultaneous {
                press.gestures[other].recognizer.cancel()
            }
            // Taps, long presses, the button and scrolling under the press lose to the gesture.
            press.taps = []
            if let longPress = press.longPress, !press.longPressFired,
                case .longPress(_, _, _, let pressing?)? = interaction(longPress)?.role
            {
                pressing(false)
            }
            press.longPress = nil
            if press.isButtonPressed, let button = press.button, case .button(_, let setPressed)? = interaction(button)?.role {
                setPressed(false)
            }
            press.button = nil
            press.isButtonPressed = false
        }
        return changed
    }

    /// Counts a tap on the gesture `identity`: one more than the last if that was close in time
    /// and place.
    private func countTap(_ identity: UInt64, at location: CGPoint) -> Int {
        var count = 1
        if let last = input.gestureTaps[identity], input.now - last.time <= Self.doubleTapInterval,
            hypot(last.location.x - location.x, last.location.y - location.y) <= Self.tapSlop
        {
            count = last.count + 1
        }
        input.gestureTaps[identity] = (location, input.now, count)
        if input.gestureTaps.count > 64 {
            input.gestureTaps = input.gestureTaps.filter { input.now - $0.value.time <= Self.doubleTapInterval }
        }
        return count
    }
}
