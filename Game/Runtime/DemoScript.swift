import Foundation

/// The built-in script `make demo` plays without a display: navigate, scroll, play a level,
/// open the pause menu and settings, change the text size and the colour scheme, and change them
/// back (so `make soak` can repeat it and see the same content every time).
enum DemoScript {
    static let text = """
        # navigate: focus arrives on the first card, moves right and down (the panel slides in)
        wait 0.5
        key right
        wait 0.4
        key right
        wait 0.4
        key down
        wait 0.6
        # scroll: down through the second and third worlds, then back up
        key down
        wait 0.3
        key down
        wait 0.3
        key down
        wait 0.6
        key up
        wait 0.3
        key up
        wait 0.3
        key up
        wait 0.3
        key left
        wait 0.6
        # play the focused level: the run, then the result with its counting score
        key return
        wait 4.6
        # the gamepad: the hints switch to its buttons
        pad dpad-right
        wait 0.8
        # pause, settings: larger text, light mode
        key escape
        wait 0.6
        key down
        wait 0.2
        key return
        wait 0.6
        key right
        key right
        key right
        wait 0.8
        key down
        wait 0.2
        key return
        wait 0.8
        key escape
        wait 0.8
        key escape
        wait 1.0
        # back to the default text size and dark mode, so the script can repeat (`make soak`)
        key escape
        wait 0.4
        key down
        wait 0.2
        key return
        wait 0.6
        key left
        key left
        key left
        wait 0.4
        key down
        wait 0.2
        key return
        wait 0.6
        key escape
        wait 0.4
        key escape
        wait 1.0
        """
}
