import Foundation

/// A scripted input session: pointer moves and clicks, keys, gamepad buttons, scrolling and the
/// passing of time, as plain text, one step a line, so tests and tools play a HUD without a
/// display (the sample game's `--script` reads the same format).
///
/// ```text
/// # comments and blank lines are skipped; coordinates are points of the root view
/// move 120 80           # pointer moves
/// down 120 80           # primary button down (a finger touches)
/// up 120 80             # … and up
/// click 120 80          # down and up
/// drag 10 10 110 60 4 0.2  # down at (10, 10), 4 moves to (110, 60) over 0.2 s, up there
///                          # (moves default to 4, the duration to 0)
/// key tab               # key down and up; modifiers follow: key tab shift
/// key down return       # only down (held) …
/// key up return         # … only up
/// pad a                 # gamepad button down and up (a b x y start back dpad-up …)
/// pad down a            # only down; `pad up a` only up; `pad unplug` releases everything
/// scroll 0 -40 120 80   # scroll by (dx, dy) points at (x, y)
/// text hi               # typed text (the rest of the line)
/// compose ni            # the input method composes (shown underlined); `compose` alone ends it
/// wait 0.5              # time passes (seconds): long presses fire
/// ```
///
/// Every step is one event at the script's current time; a frame is laid out after each.
public struct InputScript: Sendable {
    /// One step of a script.
    public enum Step: Sendable, Equatable {
        /// An input event, at the script's current time.
        case event(InputEvent.Kind)
        /// Time passes (seconds).
        case wait(Double)

        /// Types `text` into the focused field, as the keyboard's text input does.
        public static func type(_ text: String) -> Step { .event(.text(text)) }

        /// The input method composes `text` (shown inline, underlined); an empty string ends
        /// the composition without committing it.
        public static func compose(_ text: String) -> Step { .event(.textComposition(text)) }
    }

    /// The steps, in order.
    public var steps: [Step]

    /// A script of these steps.
    public init(steps: [Step]) {
        self.steps = steps
    }

    /// Parses the text format above.
    ///
    /// - Throws: `InputScript.ParseError` naming the first line that is not a step.
    public init(_ text: String) throws(ParseError) {
        var steps: [Step] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let command = words.first else { continue }
            guard let parsed = Self.parse(command, Array(words.dropFirst()), line: String(line)) else {
                throw ParseError(line: offset + 1, text: String(rawLine))
            }
            steps += parsed
        }
        self.steps = steps
    }

    /// A line of a script that is not a step.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The line number, from 1.
        public let line: Int
        /// The line as written.
        public let text: String

        public var description: String { "input script line \(line) is not a step: \(text)" }
    }

    private static func parse(_ command: String, _ args: [String], line: String) -> [Step]? {
        func point(_ a: ArraySlice<String>) -> CGPoint? {
            guard a.count == 2, let x = Double(a[a.startIndex]), let y = Double(a[a.startIndex + 1]) else { return nil }
            return CGPoint(x: x, y: y)
        }
        switch command {
        case "move": return point(args[...]).map { [.event(.pointerMoved($0))] }
        case "down": return point(args[...]).map { [.event(.pointerDown($0))] }
        case "up": return point(args[...]).map { [.event(.pointerUp($0))] }
        case "click": return point(args[...]).map { [.event(.pointerDown($0)), .event(.pointerUp($0))] }
        case "drag":
            guard args.count >= 4, args.count <= 6, let from = point(args[0...1]), let to = point(args[2...3]) else { return nil }
            let moves = args.count > 4 ? Int(args[4]) : 4
            let duration = args.count > 5 ? Double(args[5]) : 0
            guard let moves, moves >= 1, moves <= 1000, let duration, duration.isFinite, duration >= 0 else { return nil }
            var steps: [Step] = [.event(.pointerDown(from))]
            for i in 1...moves {
                let f = Double(i) / Double(moves)
                if duration > 0 { steps.append(.wait(duration / Double(moves))) }
                steps.append(.event(.pointerMoved(CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))))
            }
            steps.append(.event(.pointerUp(to)))
            return steps
        case "scroll":
            guard args.count == 4, let dx = Double(args[0]), let dy = Double(args[1]), let p = point(args[2...]) else { return nil }
            return [.event(.scroll(delta: CGSize(width: dx, height: dy), at: p))]
        case "wait":
            guard args.count == 1, let seconds = Double(args[0]) else { return nil }
            return [.wait(seconds)]
        case "text":
            guard let range = line.range(of: "text") else { return nil }
            return [.event(.text(line[range.upperBound...].trimmingCharacters(in: .whitespaces)))]
        case "compose":
            guard let range = line.range(of: "compose") else { return nil }
            return [.event(.textComposition(line[range.upperBound...].trimmingCharacters(in: .whitespaces)))]
        case "key":
            var rest = args[...]
            // `key down` is the down arrow; `key down return` holds Return.
            let phase = rest.count >= 2 && (rest.first == "down" || rest.first == "up") ? rest.popFirst() : nil
            guard let name = rest.popFirst(), let key = key(name) else { return nil }
            var modifiers: EventModifiers = []
            for word in rest {
                switch word {
                case "shift": modifiers.insert(.shift)
                case "control": modifiers.insert(.control)
                case "option": modifiers.insert(.option)
                case "command": modifiers.insert(.command)
                default: return nil
                }
            }
            switch phase {
            case "down": return [.event(.keyDown(key, modifiers: modifiers))]
            case "up": return [.event(.keyUp(key, modifiers: modifiers))]
            default: return [.event(.keyDown(key, modifiers: modifiers)), .event(.keyUp(key, modifiers: modifiers))]
            }
        case "pad":
            if args == ["unplug"] { return [.event(.gamepadDisconnected)] }
            var rest = args[...]
            let phase = rest.first == "down" || rest.first == "up" ? rest.popFirst() : nil
            guard rest.count == 1, let button = gamepadButton(rest.first!) else { return nil }
            switch phase {
            case "down": return [.event(.gamepadButtonDown(button))]
            case "up": return [.event(.gamepadButtonUp(button))]
            default: return [.event(.gamepadButtonDown(button)), .event(.gamepadButtonUp(button))]
            }
        default:
            return nil
        }
    }

    private static func key(_ name: String) -> Key? {
        switch name {
        case "up": .upArrow
        case "down": .downArrow
        case "left": .leftArrow
        case "right": .rightArrow
        case "return", "enter": .return
        case "space": .space
        case "escape", "esc": .escape
        case "tab": .tab
        case "delete", "backspace": .delete
        case "forwarddelete", "deleteforward": .deleteForward
        case "home": .home
        case "end": .end
        case "pageup": .pageUp
        case "pagedown": .pageDown
        default: name.count == 1 ? .character(Character(name.lowercased())) : nil
        }
    }

    private static func gamepadButton(_ name: String) -> GamepadButton? {
        switch name {
        case "a": .a
        case "b": .b
        case "x": .x
        case "y": .y
        case "back": .back
        case "guide": .guide
        case "start": .start
        case "left-stick": .leftStick
        case "right-stick": .rightStick
        case "left-shoulder": .leftShoulder
        case "right-shoulder": .rightShoulder
        case "dpad-up": .dpadUp
        case "dpad-down": .dpadDown
        case "dpad-left": .dpadLeft
        case "dpad-right": .dpadRight
        default: nil
        }
    }
}

/// Plays an `InputScript` into a graph: each step is handled at the driver's own clock (it
/// starts at `time` and moves only on `wait`), and `frame` lays out the next frame after it.
public struct InputScriptDriver {
    /// The driver's clock, in seconds: the timestamp of the next event.
    public var time: Double

    /// A driver whose clock starts at `time`.
    public init(time: Double = 0) {
        self.time = time
    }

    /// Plays `script` into `graph`, calling `frame` after every step; returns how many events
    /// the views used.
    @discardableResult
    public mutating func play(_ script: InputScript, into graph: ViewGraph, frame: () -> Void) -> Int {
        var used = 0
        for step in script.steps {
            switch step {
            case .event(let kind):
                if graph.handle(InputEvent(kind, timestamp: time)) { used += 1 }
            case .wait(let seconds):
                if seconds.isFinite, seconds > 0 { time += seconds }
                graph.handle(InputEvent(.timeAdvanced, timestamp: time))
            }
            frame()
        }
        return used
    }
}
