import Foundation

/// One screen of a navigation stack: its content under its title bar (and above its bottom
/// bar), on the system background. A pushed screen keeps focus inside it, and Escape, the
/// gamepad's B or `dismiss` go back from it.
struct _NavigationLevel<Content: View>: View {
    let depth: Int
    /// Whether this is the frontmost screen: the ones below take no clicks while it slides.
    let isTop: Bool
    /// The title of the screen below, for the back control.
    let backTitle: String?
    /// Tells the stack this screen's title.
    let reportTitle: (String?) -> Void
    let back: () -> Void
    @ViewBuilder let content: Content
    @State private var style = _NavigationBarStyle()
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let depth = depth, back = back, style = style, backTitle = backTitle, reportTitle = reportTitle
        let background = colorScheme == .dark ? Color.black : Color.white
        let screen =
            content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            ._containerRelativeContainer()
            .padding(.top, style.isHidden ? 0 : style.barHeight(depth: depth))
            .padding(.bottom, style.hasBottomBar ? _NavigationBar.height : 0)
            .overlayPreferenceValue(_NavigationBarKey.self, alignment: .top) { bar in
                if !style.isHidden {
                    _NavigationBar(bar: bar, style: style, depth: depth, backTitle: backTitle, back: back)
                }
            }
            .overlayPreferenceValue(_NavigationBarKey.self, alignment: .bottom) { bar in
                if style.hasBottomBar { _BottomBar(items: bar.items(in: .bottom)) }
            }
            .onPreferenceChange(_NavigationBarStyleKey.self) { newStyle in
                self.style = newStyle
                reportTitle(newStyle.titleString)
            }
            .background(background.ignoresSafeArea())
            .allowsHitTesting(isTop)
        if depth > 0 {
            screen
                .environment(\.dismiss, DismissAction(back))
                .environment(\.isPresented, true)
                .onExitCommand(perform: back)
                ._focusScope(isModal: false)
        } else {
            screen
        }
    }
}
