import Foundation

/// Input state a graph keeps between passes and events: what is focused, where the pointer is,
/// what it pressed, what it hovers. Views are named by the identity of their interaction node,
/// so the state survives the arena being refilled every pass.
final class InputState {
    /// The focused target's identity, and its frame when it was last laid out (focus moves to
    /// the nearest remaining target when it goes).
    var focused: UInt64?
    var focusedFrame: CGRect = .zero
    /// The views that made content which depends on input state, by that content's identity:
    /// a focus target (its content reads `isFocused`), a scroll view (it places its content at
    /// its offset), a lazy stack in a scroll view (it shows the rows in sight). See ViewGraph+InputDependentContent.swift.
    var contentMakers: [UInt64: DependencyReaders] = [:]
    /// How many entries `contentMakers` may hold before those of content that went are dropped.
    var contentMakerLimit = 64
    /// Where the pointer is (nil: outside the window or never seen).
    var pointer: CGPoint?
    /// The press in progress (pointer down and not yet up).
    var press: PointerPress?
    /// Handlers under the pointer that were told `onHover(true)`, by their view's identity,
    /// innermost first.
    var hovered: [(identity: UInt64, action: (Bool) -> Void)] = []
    /// The last tap, to count double taps: whose, where, when and how many in a row.
    var lastTap: (identity: UInt64, location: CGPoint, time: Double, count: Int)?
    /// A button pressed with Return, Space or the gamepad's A: it fires when that key goes up.
    var keyPress: (identity: UInt64, key: ActivationKey)?
    /// `onDisappear` of every view seen this pass, by identity (its `onAppear` has run), with
    /// where the view stood in the pass's arena: views that go together disappear in that order.
    var appeared: [UInt64: (onDisappear: (() -> Void)?, position: Int)] = [:]
    /// The work each `task` modifier runs, by identity.
    var tasks: [UInt64: RunningViewTask] = [:]
    /// The value each `onChange(of:)` saw last pass, by identity.
    var changeValues: [UInt64: Any] = [:]
    /// The last tap on each gesture, to count taps in a row: where, when and how many.
    var gestureTaps: [UInt64: (location: CGPoint, time: Double, count: Int)] = [:]
    /// The most recent event time (long presses compare with it).
    var now: Double = 0
    /// Each node's hittable bounds for the pass `hitBoundsPass` (see `ViewGraph.hitTest`).
    var hitBounds: [CGRect] = []
    var hitBoundsPass = -1
    /// Every scroll view's offset and sizes, by identity.
    var scrollPositions: [UInt64: ScrollPosition] = [:]
    /// A `ScrollViewProxy.scrollTo` waiting for the next pass to find its view.
    var scrollRequest: ScrollRequest?
    /// What each lazy stack or grid learned about its rows last pass, by identity.
    var lazyGeometry: [UInt64: LazyRowsGeometry] = [:]
    var lazyAxis: [UInt64: Axis] = [:]
    /// The length across its axis each lazy grid in a scroll view was laid out in last pass,
    /// by identity: its lines in sight are built with the tracks that length resolves to.
    var lazyGridLengths: [UInt64: CGFloat] = [:]
    /// Identities of the `focused(_:)` binding nodes that read as bound when the focus engine
    /// last wrote or read them: a binding bound since then is the game asking for its view.
    var boundFocusBindings: Set<UInt64> = []
    /// The focus scopes placed last pass, outermost first, with the focus each took when it
    /// appeared (given back when it goes); and the last one's node in the pass `topFocusScope.pass`.
    var focusScopes: [(identity: UInt64, savedFocus: UInt64?, savedFrame: CGRect)] = []
    var topFocusScope: (pass: Int, node: NodeID)?
    /// Where text fields copy to and paste from.
    var clipboard: any TextClipboard = InMemoryTextClipboard()

    deinit {
        for running in tasks.values { running.task.cancel() }
    }

    /// Keys that activate a focused control.
    enum ActivationKey: Equatable {
        case key(Key)
        case gamepad(GamepadButton)
    }
}

/// A pointer press in progress and the handlers under it, by interaction identity (their
/// current closures are looked up when they fire, so a handler sees the latest view values).
struct PointerPress {
    /// Where and when the press began, and where the pointer is now.
    var start: CGPoint
    var startTime: Double
    var location: CGPoint
    /// The innermost button, taps, long press and drag under the press.
    var button: UInt64?
    var taps: [UInt64] = []
    var longPress: UInt64?
    /// The text field under the press: dragging selects its text.
    var textField: UInt64?
    /// The gestures under the press (`gesture(_:including:)` and its kin), in the order they
    /// take events: high-priority ones outermost first, then the others innermost first.
    var gestures: [PressGesture] = []
    /// How deep (0: innermost) the innermost button or tap handler is.
    var legacyDepth = Int.max
    /// Whether the button is shown pressed now (the pointer is over it).
    var isButtonPressed = false
    /// Whether a gesture claimed the press (a drag past its minimum distance, a long press past
    /// its duration, a tap): then taps, long presses and the button are cancelled.
    var isDragging = false
    /// Whether the long press fired (then the tap does not).
    var longPressFired = false
    /// The innermost scroll view under the press, its offset when the press began, and whether
    /// the press became a scroll (then taps and the button are cancelled).
    var scroll: UInt64?
    var scrollStart: CGPoint = .zero
    var isScrolling = false
}

/// A gesture's recognizer for one press, and how it competes.
struct PressGesture {
    let identity: UInt64
    let depth: Int
    let priority: GestureAttachment.Priority
    let recognizer: ErasedGestureRecognizer
    /// Where each coordinate space's origin was when the press began.
    let origin: (CoordinateSpace) -> CGPoint
    /// Whether the recognizer has seen the press begin (a gesture below a high-priority one
    /// waits until that one is done, then sees the press from its start).
    var started = false
}
