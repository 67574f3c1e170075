/// Splits a provider's `previews` into the views shown as separate previews, collecting the
/// traits the preview modifiers record on the way. Done with casts to the few container types
/// that split (no reflection), so it works the same on every platform.
enum PreviewParts {
    static func collect<V: View>(
        _ view: V, traits: _PreviewTraits, splitting: Bool, into parts: inout [(traits: _PreviewTraits, view: AnyView)]
    ) {
        if let traitsView = view as? any _PreviewTraitsCarrying {
            traitsView._collectPreviewParts(traits: traits, splitting: splitting, into: &parts)
        } else if splitting, let container = view as? any _PreviewSplitting {
            container._collectPreviewParts(traits: traits, into: &parts)
        } else {
            parts.append((traits, AnyView(view)))
        }
    }

    static func collectAny(
        _ view: any View, traits: _PreviewTraits, splitting: Bool, into parts: inout [(traits: _PreviewTraits, view: AnyView)]
    ) {
        func open<V: View>(_ view: V) { collect(view, traits: traits, splitting: splitting, into: &parts) }
        open(view)
    }
}

/// A view that records preview traits.
protocol _PreviewTraitsCarrying {
    func _collectPreviewParts(traits: _PreviewTraits, splitting: Bool, into parts: inout [(traits: _PreviewTraits, view: AnyView)])
}

/// A view whose children are separate previews of a provider.
protocol _PreviewSplitting {
    func _collectPreviewParts(traits: _PreviewTraits, into parts: inout [(traits: _PreviewTraits, view: AnyView)])
}

extension _PreviewTraitsView: _PreviewTraitsCarrying {
    func _collectPreviewParts(traits outer: _PreviewTraits, splitting: Bool, into parts: inout [(traits: _PreviewTraits, view: AnyView)]) {
        PreviewParts.collect(content, traits: traits.filling(from: outer), splitting: splitting, into: &parts)
    }
}

extension Group: _PreviewSplitting {
    func _collectPreviewParts(traits: _PreviewTraits, into parts: inout [(traits: _PreviewTraits, view: AnyView)]) {
        PreviewParts.collect(content, traits: traits, splitting: true, into: &parts)
    }
}

extension TupleView: _PreviewSplitting {
    func _collectPreviewParts(traits: _PreviewTraits, into parts: inout [(traits: _PreviewTraits, view: AnyView)]) {
        for element in repeat each value {
            PreviewParts.collect(element, traits: traits, splitting: true, into: &parts)
        }
    }
}

extension ForEach: _PreviewSplitting {
    func _collectPreviewParts(traits: _PreviewTraits, into parts: inout [(traits: _PreviewTraits, view: AnyView)]) {
        for element in data.prefix(64) {
            PreviewParts.collect(content(element), traits: traits, splitting: true, into: &parts)
        }
    }
}

extension _ViewList: _PreviewSplitting {
    func _collectPreviewParts(traits: _PreviewTraits, into parts: inout [(traits: _PreviewTraits, view: AnyView)]) {
        PreviewParts.collect(first, traits: traits, splitting: true, into: &parts)
        if let rest = rest as? any _PreviewSplitting { rest._collectPreviewParts(traits: traits, into: &parts) }
    }
}
