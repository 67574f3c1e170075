import Foundation

/// Wraps the view it is applied to in one interaction node (a gesture, a hit-testing or focus
/// rule, a lifecycle callback). The node is made before its content, so a focus target can tell
/// its content whether it is focused (`isFocused`).
public struct _InteractionModifier: PrimitiveViewModifier {
    let role: InteractionNode.Role
    /// Distinguishes stacked interaction modifiers on one view (each is its own identity).
    let salt: UInt64

    init(_ role: InteractionNode.Role, salt: UInt64) {
        self.role = role
        self.salt = salt
    }

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        inputs.withGraph { graph in
            var inner = inputs
            inner.identity = Identity.combine(inputs.identity, modifier.salt)
            let index = Int32(graph.current.tables.interactions.count)
            graph.current.tables.interactions.append(InteractionNode(role: modifier.role))
            let node = graph.appendNode(.interaction(index), inputs: inner)
            inner.parent = node
            if case .focusTarget(true) = modifier.role { graph.noteMaking(inner.identity) }
            if case .focusTarget(true) = modifier.role, graph.input.focused == inner.identity {
                // The focused target: its content reads `isFocused`, and the subtree reports focus
                // to `ContainsFocusPreferenceKey` readers (the contract with visual effects).
                inner = inner.modifyingEnvironment { $0.isFocused = true }
                let preference = graph.appendNode(
                    graph.preferenceKind(PreferenceNode(key: ObjectIdentifier(ContainsFocusPreferenceKey.self), role: .write(true))),
                    inputs: inner)
                inner.parent = preference
            } else if case .focusTarget(true) = modifier.role, inner.environmentValues.isFocused {
                // A focus target inside a focused one is not focused itself: `isFocused` is about
                // the nearest focusable ancestor, as in SwiftUI (a button in a focused game view
                // draws no focus ring).
                inner = inner.modifyingEnvironment { $0.isFocused = false }
            }
            content(inner)
        }
    }
}

/// Salts for `_InteractionModifier`, one per modifier method (any distinct constants).
enum InteractionSalt {
    static let contentShape: UInt64 = 0x4353_4850
    static let hitTesting: UInt64 = 0x4854_4f46
    static let tap: UInt64 = 0x5441_5021
    static let longPress: UInt64 = 0x4c4f_4e47
    static let gesture: UInt64 = 0x4452_4147
    static let hover: UInt64 = 0x484f_5652
    static let button: UInt64 = 0x4254_4e21
    static let keyPress: UInt64 = 0x4b45_5921
    static let exitCommand: UInt64 = 0x4558_4954
    static let moveCommand: UInt64 = 0x4d4f_5645
    static let textInput: UInt64 = 0x5445_5854
    static let focusTarget: UInt64 = 0x464f_4355
    static let focusBinding: UInt64 = 0x4642_4e44
    static let defaultFocus: UInt64 = 0x4446_4f43
    static let focusSection: UInt64 = 0x4653_4543
    static let focusScope: UInt64 = 0x4653_4350
    static let prefersScopeFocus: UInt64 = 0x5046_5343
    static let lifecycle: UInt64 = 0x4150_5052
    static let change: UInt64 = 0x4348_4e47
    static let task: UInt64 = 0x5441_534b
    static let scrollView: UInt64 = 0x5343_524c
    static let lazyRows: UInt64 = 0x4c41_5a59
    static let keyboardShortcut: UInt64 = 0x4b53_4354
}

/// Whether the nearest focusable ancestor is focused (`@Environment(\.isFocused)`).
private struct IsFocusedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the nearest focusable view above (a `Button`, a `focusable()` view) has focus.
    /// Views give focus feedback by reading it, as on tvOS.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}
