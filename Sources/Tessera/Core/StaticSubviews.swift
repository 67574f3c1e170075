/// One child of a `@ViewBuilder` block, as a container that needs its children one by one
/// (`TabView`, a picker's options) sees it: the view, an identity and the traits written on it.
struct StaticSubview {
    /// The child, erased.
    var view: AnyView
    /// Its identity among its siblings: its position in the block, or a `ForEach` element's id.
    var id: AnyHashable
    /// Traits written on the child with `tag(_:)` and `tabItem(_:)`.
    var traits = ViewTraits()
}

/// Values a child carries for the container it is in, read by the container, not drawn.
struct ViewTraits {
    /// The value of `tag(_:)`; a `ForEach` element's id when it has none.
    var tag: AnyHashable?
    /// The label of `tabItem(_:)`.
    var tabItem: AnyView?
    /// Traits other containers define (a list's row background, a section's parts), by type.
    var custom: [ObjectIdentifier: Any] = [:]
}

/// Finds the children of a `@ViewBuilder` block by its structure, as SwiftUI's variadic views
/// do: lists of statements, `ForEach`, `Group`, `if`/`else` and optional views are walked; any
/// other view is one child. Children are made here, at the container's evaluation, so a
/// container reads them in its `body`.
enum StaticSubviews {
    static func of<V: View>(_ view: V) -> [StaticSubview] {
        var result: [StaticSubview] = []
        append(view, path: [], to: &result)
        return result
    }

    static func append<V: View>(_ view: V, path: [AnyHashable], to result: inout [StaticSubview]) {
        if let source = view as? any SubviewSource {
            source.appendSubviews(path: path, to: &result)
            return
        }
        var subview = StaticSubview(view: AnyView(view), id: AnyHashable(path + [AnyHashable(result.count)]))
        if let carrier = view as? any TraitCarrying { carrier.collectTraits(into: &subview.traits) }
        result.append(subview)
    }
}

/// A view whose children are children of the container it is in.
protocol SubviewSource {
    func appendSubviews(path: [AnyHashable], to result: inout [StaticSubview])
}

extension _ViewList: SubviewSource {
    func appendSubviews(path: [AnyHashable], to result: inout [StaticSubview]) {
        StaticSubviews.append(first, path: path, to: &result)
        if let rest = rest as? any SubviewSource { rest.appendSubviews(path: path, to: &result) }
    }
}

extension _ViewListEnd: SubviewSource {
    func appendSubviews(path: [AnyHashable], to result: inout [StaticSubview]) {}
}

extension Group: SubviewSource {
    func appendSubviews(path: [AnyHashable], to result: inout [StaticSubview]) {
        StaticSubviews.append(content, path: path, to: &result)
    }
}

extension EmptyView: SubviewSource {
    func appendSubviews(path: [AnyHashable], to result: inout [StaticSubview]) {}
}

extension Optional: SubviewSource where Wrapped: View {
    func appendSubviews(path: [AnyHashable], to result: inout [StaticSubview]) {
        if let view = self { StaticSubviews.append(view, path: path, to: &result) }
    }
}

extension _ConditionalContent: SubviewSource {
    func appendSubviews(path: [AnyHashable], to result: inout [StaticSubview]) {
        switch storage {
        case .trueContent(let view): StaticSubviews.append(view, path: path + [AnyHashable(-1)], to: &result)
        case .falseContent(let view): StaticSubviews.append(view, path: path + [AnyHashable(-2)], to: &result)
        }
    }
}

extension ForEach: SubviewSource {
    func appendSubviews(path: [AnyHashable], to result: inout [StaticSubview]) {
        for (offset, element) in data.enumerated() {
            let elementID = AnyHashable(id(element))
            let start = result.count
            StaticSubviews.append(content(element), path: path + [elementID], to: &result)
            // SwiftUI tags each element's view with its id when it has no tag of its own.
            for index in start..<result.count where result[index].traits.tag == nil {
                result[index].traits.tag = elementID
            }
            // A list deletes the row by its offset in the data.
            if let deleteAction {
                for index in start..<result.count {
                    var row = ListRowTraits.of(result[index])
                    if row.deleteDisabled { continue }
                    row.delete = { deleteAction(IndexSet(integer: offset)) }
                    result[index].traits.custom[ObjectIdentifier(ListRowTraits.self)] = row
                }
            }
        }
    }
}

/// A view that may carry traits under its modifiers.
protocol TraitCarrying {
    func collectTraits(into traits: inout ViewTraits)
}

extension ModifiedContent: TraitCarrying {
    func collectTraits(into traits: inout ViewTraits) {
        // The outermost trait wins, as in SwiftUI: collect the inner ones first.
        if let inner = content as? any TraitCarrying { inner.collectTraits(into: &traits) }
        if let writer = modifier as? any TraitWritingModifier { writer.write(into: &traits) }
    }
}

/// A modifier that writes a trait.
protocol TraitWritingModifier {
    func write(into traits: inout ViewTraits)
}

/// Tags a view with a value: the value a `Picker` selects or a `TabView` shows for it.
public struct _TagModifier<V: Hashable>: PrimitiveViewModifier, TraitWritingModifier {
    let value: V

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        content(inputs)
    }

    func write(into traits: inout ViewTraits) {
        traits.tag = AnyHashable(value)
    }
}

/// The label a view shows in a `TabView`'s tab bar.
public struct _TabItemModifier: PrimitiveViewModifier, TraitWritingModifier {
    let label: AnyView

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        content(inputs)
    }

    func write(into traits: inout ViewTraits) {
        traits.tabItem = label
    }
}

extension View {
    /// Tags this view with `tag`: the value a `Picker` sets its selection to when this option is
    /// chosen, or a `TabView`'s selection for this tab. A tag of another type than the selection's
    /// never matches it, as in SwiftUI.
    public consuming func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier<V>> {
        modifier(_TagModifier(value: tag))
    }

    /// The label of this view's tab in a `TabView`: usually a `Label`, or an image and a text.
    public consuming func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TabItemModifier> {
        modifier(_TabItemModifier(label: AnyView(label())))
    }
}
