import Foundation

/// Event delivery: pointer events go to what is hit (`ViewGraph+HitTesting.swift`), keys and
/// gamepad buttons to the focused view and the focus engine (`ViewGraph+Focus.swift`). Handlers
/// run here, outside view evaluation; the state they write shows in the next pass.
extension ViewGraph {
    /// The longest gap (seconds) between the taps of a double tap.
    public static let doubleTapInterval = 0.3
    /// How far (points) a tap's pointer may move and still be a tap.
    public static let tapSlop: CGFloat = 10

    /// Delivers `event` to the views of the last pass.
    ///
    /// - Returns: whether the HUD used it: a press or move over drawn HUD content (or over a
    ///   `contentShape`), a press the HUD is tracking, a key or gamepad button that moved focus,
    ///   activated a control or was handled by `onKeyPress`/`onExitCommand`. A game passes on
    ///   what the HUD did not use (so a click on a button does not also fire its weapon).
    ///   Events before the first pass are not used.
    ///
    ///   Handlers run while the graph delivers the event, so an `update` one of them calls runs
    ///   once this returns (see `update(_:size:)`).
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        updates.busyDepth += 1
        let used = deliver(event)
        updates.busyDepth -= 1
        runDeferredUpdate()
        return used
    }

    private func deliver(_ event: InputEvent) -> Bool {
        if event.timestamp.isFinite { input.now = max(input.now, event.timestamp) }
        // The clock a host reports every frame changes nothing unless a long press fires: a frame
        // where nothing else happened can still be last frame's.
        if case .timeAdvanced = event.kind {
            guard updates.pass > 0, !current.nodes.isEmpty, current.nodes[0].isPlaced else { return false }
            let gestures = dispatchGestures(.timeAdvanced)
            guard fireLongPressIfDue() || gestures else { return false }
            reuse.lastRootInputs = nil
            return true
        }
        // Presses, hover and focus are read by views outside their values: the next frame is walked.
        reuse.lastRootInputs = nil
        guard updates.pass > 0, !current.nodes.isEmpty, current.nodes[0].isPlaced else { return false }
        switch event.kind {
        case .pointerMoved(let p): return pointerMoved(to: p)
        case .pointerDown(let p): return pointerDown(at: p)
        case .pointerUp(let p): return pointerUp(at: p)
        case .pointerExited:
            input.pointer = nil
            cancelPress()
            updateHover()
            return false
        case .scroll(let delta, let p): return scrollWheel(delta, at: p)
        case .keyDown(let key, let modifiers, let isRepeat): return keyDown(key, modifiers: modifiers, isRepeat: isRepeat)
        case .keyUp(let key, let modifiers): return keyUp(key, modifiers: modifiers)
        case .text(let text): return deliverText(.insert(text))
        case .textComposition(let text): return deliverText(.compose(text))
        case .gamepadButtonDown(let button): return gamepadDown(button)
        case .gamepadButtonUp(let button): return activationUp(.gamepad(button))
        case .gamepadDisconnected:
            // A press held on the controller ends without firing.
            if case .gamepad = input.keyPress?.key { releaseKeyPress(firing: false) }
            return false
        case .timeAdvanced:
            return false  // handled above
        }
    }

    /// The interaction node of `identity` in the last pass and its role, if it is still there.
    func interaction(_ identity: UInt64) -> (node: NodeID, role: InteractionNode.Role)? {
        for i in current.nodes.indices where current.nodes[i].identity == identity && current.nodes[i].isPlaced {
            if case .interaction(let index) = current.nodes[i].kind { return (NodeID(i), current.tables.interactions[Int(index)].role) }
        }
        return nil
    }

    /// Whether the interaction node `identity` is at or above what is hit at `point`.
    func isUnder(_ point: CGPoint, _ identity: UInt64) -> Bool {
        guard let hit = hitTest(point) else { return false }
        return interactionAncestors(of: hit).contains { current.nodes[Int($0.node)].identity == identity }
    }

    // MARK: Pointer

    private func pointerDown(at p: CGPoint) -> Bool {
        input.pointer = p.x.isFinite && p.y.isFinite ? p : nil
        cancelPress()
        updateHover()
        var press = PointerPress(start: p, startTime: input.now, location: p)
        guard let hit = input.pointer.flatMap({ hitTest($0) }) else {
            // Empty space in a scroll view still drags it.
            guard let pointer = input.pointer, let (scroll, _) = scrollViews(at: pointer).first, isEnabled(scroll) else { return false }
            press.scroll = current.nodes[Int(scroll)].identity
            press.scrollStart = input.scrollPositions[press.scroll!]?.offset ?? .zero
            input.press = press
            return true
        }
        var focusTarget: (NodeID, UInt64)?
        for (depth, (node, index)) in interactionAncestors(of: hit).enumerated() where isEnabled(node) {
            let identity = current.nodes[Int(node)].identity
            switch current.tables.interactions[Int(index)].role {
            case .button where press.button == nil && press.taps.isEmpty:
                press.button = identity
                press.legacyDepth = min(press.legacyDepth, depth)
            case .tap where press.button == nil:
                press.taps.append(identity)
                press.legacyDepth = min(press.legacyDepth, depth)
            case .longPress where press.longPress == nil:
                press.longPress = identity
                press.legacyDepth = min(press.legacyDepth, depth)
            case .textInput where press.textField == nil:
                press.textField = identity
            case .gesture(let attachment):
                addGesture(attachment, node: node, depth: depth, to: &press)
            case .focusTarget(true) where focusTarget == nil:
                focusTarget = (node, identity)
            case .scrollView(let layout) where press.scroll == nil && layout.scrollsWithInput:
                press.scroll = identity
                press.scrollStart = input.scrollPositions[identity]?.offset ?? .zero
            default:
                break
            }
        }
        orderGestures(&press)
        if let longPress = press.longPress, case .longPress(_, _, _, let pressing?)? = interaction(longPress)?.role { pressing(true) }
        // A drag with no minimum distance starts on touch down (a slider jumps to the press).
        dispatchGestures(.began, at: p, in: &press)
        input.press = press
        if let button = press.button, case .button(_, let setPressed)? = interaction(button)?.role {
            input.press?.isButtonPressed = true
            setPressed(true)
        }
        // A click on a focusable view focuses it, as a touch does on tvOS.
        if let (node, identity) = focusTarget { setFocus(identity, frame: current.nodes[Int(node)].frame) }
        if let field = press.textField { pointerInTextField(field, at: p, extending: false) }
        return true
    }

    private func pointerMoved(to p: CGPoint) -> Bool {
        input.pointer = p.x.isFinite && p.y.isFinite ? p : nil
        updateHover()
        guard let pointer = input.pointer else { return input.press != nil }
        guard var press = input.press else { return hitTest(pointer) != nil }
        press.location = pointer
        let moved = hypot(pointer.x - press.start.x, pointer.y - press.start.y)
        if let longPress = press.longPress, case .longPress(_, let maximumDistance, _, let pressing)? = interaction(longPress)?.role,
            moved > maximumDistance
        {
            press.longPress = nil
            if !press.longPressFired { pressing?(false) }
        }
        dispatchGestures(.moved, at: pointer, in: &press)
        if let field = press.textField { pointerInTextField(field, at: pointer, extending: true) }
        if !press.isDragging, press.textField == nil,
            !press.gestures.contains(where: { !$0.recognizer.isDone() && $0.recognizer.blocksScroll() }),
            let scroll = press.scroll, press.isScrolling || moved >= Self.tapSlop
        {
            if !press.isScrolling {
                // The press became a scroll: it is no longer a tap, a long press or a button press.
                press.isScrolling = true
                press.taps = []
                press.longPress = nil
                if press.isButtonPressed, let button = press.button, case .button(_, let setPressed)? = interaction(button)?.role {
                    setPressed(false)
                }
                press.button = nil
                press.isButtonPressed = false
            }
            setScrollOffset(
                scroll, CGPoint(x: press.scrollStart.x - (pointer.x - press.start.x), y: press.scrollStart.y - (pointer.y - press.start.y)))
        }
        if let button = press.button, case .button(_, let setPressed)? = interaction(button)?.role {
            // Leaving the button un-presses it (a release outside does not fire); coming back re-presses.
            let inside = isUnder(pointer, button)
            if inside != press.isButtonPressed {
                press.isButtonPressed = inside
                setPressed(inside)
            }
        }
        input.press = press
        _ = fireLongPressIfDue()
        return true
    }

    private func pointerUp(at p: CGPoint) -> Bool {
        let finite = p.x.isFinite && p.y.isFinite
        input.pointer = finite ? p : nil
        _ = fireLongPressIfDue()
        guard var press = input.press else { return finite && hitTest(p) != nil }
        let location = finite ? p : press.location
        if !press.isDragging, !press.isScrolling, !press.longPressFired, press.button != nil || !press.taps.isEmpty {
            // A button or tap handler inside a view wins over that view's gestures.
            for gesture in press.gestures where gesture.priority == .normal && gesture.depth > press.legacyDepth {
                gesture.recognizer.cancel()
            }
        }
        let moved = hypot(location.x - press.start.x, location.y - press.start.y)
        dispatchGestures(.ended(tapCount: 0), at: location, in: &press, isTap: finite && moved <= Self.tapSlop)
        input.press = nil
        if let longPress = press.longPress, !press.longPressFired, case .longPress(_, _, _, let pressing?)? = interaction(longPress)?.role {
            pressing(false)
        }
        if let button = press.button, case .button(let action, let setPressed)? = interaction(button)?.role {
            if press.isButtonPressed { setPressed(false) }
            if finite, isUnder(p, button), isEnabled(interaction(button)!.node) { action() }
        }
        if finite, !press.isDragging, !press.isScrolling, !press.longPressFired, moved <= Self.tapSlop, let innermost = press.taps.first,
            isUnder(p, innermost)
        {
            var count = 1
            if let last = input.lastTap, last.identity == innermost, input.now - last.time <= Self.doubleTapInterval,
                hypot(last.location.x - p.x, last.location.y - p.y) <= Self.tapSlop
            {
                count = last.count + 1
            }
            input.lastTap = (innermost, p, input.now, count)
            // The handler for the most taps that the count completes fires: with one and two,
            // taps go single, double, single, double…; a single-tap handler alone fires every time.
            var handlers: [(needed: Int, action: () -> Void)] = []
            for tap in press.taps {
                if case .tap(let needed, let action)? = interaction(tap)?.role, count % needed == 0 { handlers.append((needed, action)) }
            }
            let most = handlers.map(\.needed).max()
            for handler in handlers where handler.needed == most { handler.action() }
        }
        return true
    }

    /// Ends a press without firing (the pointer left the window, a new press began).
    func cancelPress() {
        guard let press = input.press else { return }
        input.press = nil
        if press.isButtonPressed, let button = press.button, case .button(_, let setPressed)? = interaction(button)?.role {
            setPressed(false)
        }
        for gesture in press.gestures { gesture.recognizer.cancel() }
        if let longPress = press.longPress, !press.longPressFired, case .longPress(_, _, _, let pressing?)? = interaction(longPress)?.role {
            pressing(false)
        }
    }

    /// Fires the pressed long-press handler once its duration has passed.
    private func fireLongPressIfDue() -> Bool {
        guard let press = input.press, !press.longPressFired, let identity = press.longPress,
            case .longPress(let duration, _, let action, let pressing)? = interaction(identity)?.role,
            input.now - press.startTime >= duration
        else { return false }
        input.press?.longPressFired = true
        if press.isButtonPressed, let button = press.button, case .button(_, let setPressed)? = interaction(button)?.role {
            setPressed(false)
        }
        input.press?.button = nil
        input.press?.isButtonPressed = false
        pressing?(false)
        action()
        return true
    }

    /// Tells hover handlers the pointer entered or left them: leaving from the innermost view
    /// out, entering from the outermost in (never in a table's hash order, which changes from
    /// run to run: nested handlers writing one state would leave a different value each run).
    func updateHover() {
        var now: [(identity: UInt64, action: (Bool) -> Void)] = []
        if let p = input.pointer, let hit = hitTest(p) {
            for (node, index) in interactionAncestors(of: hit) {
                if case .hover(let action) = current.tables.interactions[Int(index)].role {
                    now.append((current.nodes[Int(node)].identity, action))
                }
            }
        }
        // Still over the same views (most passes): nobody is told anything.
        if now.count == input.hovered.count, zip(now, input.hovered).allSatisfy({ $0.identity == $1.identity }) {
            input.hovered = now
            return
        }
        let nowIdentities = Set(now.map(\.identity)), hoveredIdentities = Set(input.hovered.map(\.identity))
        let left = input.hovered.filter { !nowIdentities.contains($0.identity) }
        let entered = now.filter { !hoveredIdentities.contains($0.identity) }
        input.hovered = now
        for view in left { view.action(false) }
        for view in entered.reversed() { view.action(true) }
    }

    // MARK: Keys and gamepad buttons

    private func keyDown(_ key: Key, modifiers: EventModifiers, isRepeat: Bool) -> Bool {
        if deliverTextKey(KeyPress(key: key, modifiers: modifiers, phase: isRepeat ? .repeat : .down)) { return true }
        if !isRepeat, deliverKeyboardShortcut(key, modifiers: modifiers) { return true }
        if deliverKeyPress(KeyPress(key: key, modifiers: modifiers, phase: isRepeat ? .repeat : .down)) { return true }
        switch key {
        case .upArrow: return moveFocus(.up)
        case .downArrow: return moveFocus(.down)
        case .leftArrow: return moveFocus(.left)
        case .rightArrow: return moveFocus(.right)
        case .tab: return moveFocusInLayoutOrder(backwards: modifiers.contains(.shift))
        case .return, .space: return isRepeat ? input.keyPress != nil : activationDown(.key(key))
        case .escape: return exitCommand()
        default: return false
        }
    }

    private func keyUp(_ key: Key, modifiers: EventModifiers) -> Bool {
        if deliverKeyPress(KeyPress(key: key, modifiers: modifiers, phase: .up)) { return true }
        return activationUp(.key(key))
    }

    private func gamepadDown(_ button: GamepadButton) -> Bool {
        // The d-pad is the arrow keys for `onKeyPress` (a focused slider moves with it).
        let arrows: [GamepadButton: Key] = [.dpadUp: .upArrow, .dpadDown: .downArrow, .dpadLeft: .leftArrow, .dpadRight: .rightArrow]
        if let arrow = arrows[button], deliverKeyPress(KeyPress(key: arrow, modifiers: [], phase: .down)) { return true }
        switch button {
        case .dpadUp: return moveFocus(.up)
        case .dpadDown: return moveFocus(.down)
        case .dpadLeft: return moveFocus(.left)
        case .dpadRight: return moveFocus(.right)
        case .a: return activationDown(.gamepad(.a))
        case .b: return exitCommand()
        default: return false
        }
    }

    /// Runs `onKeyPress` handlers of the focused view outwards (every one, with nothing focused).
    private func deliverKeyPress(_ press: KeyPress) -> Bool {
        for (node, index) in focusResponders() where isEnabled(node) {
            if case .keyPress(let keys, let action) = current.tables.interactions[Int(index)].role, keys?.contains(press.key) ?? true,
                action(press) == .handled
            {
                return true
            }
        }
        return false
    }

    private func exitCommand() -> Bool {
        for (node, index) in focusResponders() where isEnabled(node) {
            if case .exitCommand(let action) = current.tables.interactions[Int(index)].role {
                action()
                return true
            }
        }
        return false
    }

    /// Return, Space or A went down: the focused control shows pressed until it goes up.
    private func activationDown(_ key: InputState.ActivationKey) -> Bool {
        guard input.focused != nil else { return focusFirstTarget() }
        for (node, index) in focusResponders() where isEnabled(node) {
            switch current.tables.interactions[Int(index)].role {
            case .button(_, let setPressed):
                releaseKeyPress(firing: false)
                input.keyPress = (current.nodes[Int(node)].identity, key)
                setPressed(true)
                return true
            case .tap(1, _):
                releaseKeyPress(firing: false)
                input.keyPress = (current.nodes[Int(node)].identity, key)
                return true
            default:
                continue
            }
        }
        return false
    }

    private func activationUp(_ key: InputState.ActivationKey) -> Bool {
        guard let pressed = input.keyPress, pressed.key == key else { return false }
        releaseKeyPress(firing: true)
        return true
    }

    /// Ends a key or gamepad activation, firing the control when `firing` (and it is still there
    /// and enabled).
    func releaseKeyPress(firing: Bool) {
        guard let pressed = input.keyPress else { return }
        input.keyPress = nil
        guard let (node, role) = interaction(pressed.identity) else { return }
        switch role {
        case .button(let action, let setPressed):
            setPressed(false)
            if firing, isEnabled(node) { action() }
        case .tap(_, let action):
            if firing, isEnabled(node) { action() }
        default:
            break
        }
    }
}
