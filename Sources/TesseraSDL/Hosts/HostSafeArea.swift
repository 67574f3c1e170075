import Foundation

extension HeadlessHost {
    /// The safe area of the frames this host renders (zero by default): the root view is laid
    /// out inside it, and views reach past it with `ignoresSafeArea`.
    public var safeAreaInsets: EdgeInsets {
        get { environment._hostSafeAreaInsets }
        set { environment._hostSafeAreaInsets = newValue }
    }
}

extension HUDOverlay {
    /// The safe area of the HUD (zero by default; a TV's title-safe margin for a console-style
    /// game): the root view is laid out inside it, and views reach past it with `ignoresSafeArea`.
    public var safeAreaInsets: EdgeInsets {
        get { environment._hostSafeAreaInsets }
        set { environment._hostSafeAreaInsets = newValue }
    }
}

extension WindowHost {
    /// The safe area of the window (zero by default; a TV's title-safe margin for a
    /// console-style game): the root view is laid out inside it, and views reach past it with
    /// `ignoresSafeArea`.
    public var safeAreaInsets: EdgeInsets {
        get { environment._hostSafeAreaInsets }
        set { environment._hostSafeAreaInsets = newValue }
    }
}
