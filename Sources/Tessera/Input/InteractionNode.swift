import Foundation

/// What an input modifier attached to a view: a hit-testing rule, a gesture, a focus rule or a
/// lifecycle callback. Stored in `ViewGraph.current.tables.interactions` and named by
/// `NodeKind.interaction`; layout passes through the node.
struct InteractionNode {
    /// The rule or handler.
    var role: Role

    enum Role {
        /// `contentShape(_:)`: the node is hit inside this shape (in its frame), and only there.
        case contentShape(any Shape)
        /// `allowsHitTesting(_:)`: with `false`, nothing in the subtree is hit.
        case hitTesting(allowed: Bool)
        /// `onTapGesture(count:perform:)`.
        case tap(count: Int, action: () -> Void)
        /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
        case longPress(minimumDuration: Double, maximumDistance: CGFloat, action: () -> Void, pressing: ((Bool) -> Void)?)
        /// `gesture(_:including:)`, `highPriorityGesture` and `simultaneousGesture`.
        case gesture(GestureAttachment)
        /// `onHover(perform:)`.
        case hover((Bool) -> Void)
        /// A `Button`'s behaviour: fires on release inside; tells the button when it is pressed.
        case button(action: () -> Void, setPressed: (Bool) -> Void)
        /// `onKeyPress(…)`: `keys` nil matches every key.
        case keyPress(keys: Set<Key>?, action: (KeyPress) -> KeyPress.Result)
        /// `keyboardShortcut(_:modifiers:)`: the key presses the first button inside.
        case keyboardShortcut(KeyboardShortcut)
        /// `onExitCommand(perform:)`: Escape or the gamepad's B.
        case exitCommand(() -> Void)
        /// `onMoveCommand(perform:)`: arrows or the d-pad, before focus moves.
        case moveCommand((MoveCommandDirection) -> Void)
        /// A text field: typed text, compositions, editing keys and the clipboard go to it
        /// while it has focus.
        case textInput(TextInputHandler)
        /// `focusable(_:)` (and every `Button`): focus can land here.
        case focusTarget(isFocusable: Bool)
        /// `focused(_:equals:)`: a binding that follows focus on the nearest target.
        case focusBinding(FocusBindingHooks)
        /// `defaultFocus(_:_:)`: sets the binding when focus first enters the HUD.
        case defaultFocus(() -> Void)
        /// `focusSection()`: directional moves into this region land on a target inside it.
        case focusSection
        /// A presented modal or a pushed navigation screen: while one is placed, focus and keys
        /// stay inside the last one; focus moves in when it appears (a screen's only when
        /// something had focus, a modal's always) and back when it goes.
        case focusScope(isModal: Bool)
        /// The target focus lands on first when its focus scope appears (an alert's default button).
        case prefersScopeFocus
        /// `onAppear` / `onDisappear`.
        case lifecycle(onAppear: (() -> Void)?, onDisappear: (() -> Void)?)
        /// `task(priority:_:)` and `task(id:priority:_:)`.
        case task(ViewTask)
        /// `onChange(of:initial:_:)`.
        case change(ChangeObserver)
        /// A `ScrollView`: lays its content out at its scroll offset (`ScrollViewLayout`).
        case scrollView(ScrollViewLayout)
        /// A lazy stack or grid: which rows it built, so the next pass builds the rows in sight.
        case lazyRows(LazyRowsRecord)
    }
}

/// What `focused(_:equals:)` does with its binding: read whether it names this view, name it,
/// or clear it when it still names it.
struct FocusBindingHooks {
    let isBound: () -> Bool
    let bind: () -> Void
    let unbind: () -> Void
}

/// A value `onChange(of:)` watches and the action it runs: `check` compares the value with the
/// one seen last pass (nil the first time), runs the action when they differ (or at first when
/// `initial`), and returns the value to keep.
struct ChangeObserver {
    let check: (_ previous: Any?) -> (value: Any, action: (() -> Void)?)
}
