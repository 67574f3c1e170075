import Foundation

/// One view presented modally (an alert, a dialog, a sheet), as it travels up the tree from the
/// view that presents it to the presentation host at the root.
struct _Presentation {
    /// Stays the same while the same presenter shows the same item.
    let id: AnyHashable
    /// The dimmed backdrop, the panel and the content, made when the host draws it.
    let content: () -> AnyView
}

/// The presentations shown in a subtree, outermost presenter first.
struct _PresentationsKey: PreferenceKey {
    static var defaultValue: [_Presentation] { [] }
    static func reduce(value: inout [_Presentation], nextValue: () -> [_Presentation]) {
        value.append(contentsOf: nextValue())
    }
}

/// A presenter's identity across passes (its `@State` box).
final class _PresentationToken {}

extension View {
    /// Adds a presentation to those this view's subtree shows, while `isPresented`.
    func _presenting(
        _ isPresented: Bool, id: @autoclosure () -> AnyHashable, content: @escaping () -> AnyView
    )
        -> ModifiedContent<Self, _PreferenceModifier>
    {
        let presentation = isPresented ? _Presentation(id: id(), content: content) : nil
        return transformPreference(_PresentationsKey.self) { list in
            if let presentation { list.append(presentation) }
        }
    }
}

/// Shows, over `content`, what views anywhere inside it present (`alert`, `confirmationDialog`,
/// `sheet`, `fullScreenCover`): every host's root view is wrapped in one, so a presentation
/// covers the whole window whatever the depth of the view that asks for it. The content fills
/// the proposed size, placed by `alignment` (where the host would place a smaller root), inside
/// the safe area the host declares.
public struct _PresentationHost<Content: View>: View {
    let content: Content
    let alignment: Alignment

    /// Hosts the presentations of `content`.
    public init(_ content: Content, alignment: Alignment = .center) {
        self.content = content
        self.alignment = alignment
    }

    /// How long a presentation takes to come in or leave.
    static var transitionDuration: Double { 0.3 }

    /// The content, and over it what it presents, last presented in front.
    public var body: some View {
        _SafeAreaRoot(content: content)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
            .overlayPreferenceValue(_PresentationsKey.self) { presentations in
                ZStack {
                    ForEach(presentations, id: \.id) { presentation in
                        presentation.content()
                    }
                }
                // Panels come in and leave as iOS animates them: the screen dims while a sheet
                // slides up or an alert fades in.
                .animation(.easeInOut(duration: Self.transitionDuration), value: presentations.map(\.id))
            }
    }
}
