import Foundation

/// Changes the environment of the views it is applied to with a closure.
public struct _EnvironmentModifier: PrimitiveViewModifier {
    let transform: (inout EnvironmentValues) -> Void

    @usableFromInline
    init(transform: @escaping (inout EnvironmentValues) -> Void) {
        self.transform = transform
    }

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        content(inputs.modifyingEnvironment(modifier.transform))
    }
}

/// Writes one environment value for the views it is applied to. It stores the key path and the
/// value rather than a closure, so applying it every frame allocates nothing.
public struct _EnvironmentKeyWritingModifier<Value>: PrimitiveViewModifier {
    /// The value's key path; `nil` for `foregroundColor(_:)`, which is written directly: writing
    /// through a key path to a property with an observer allocates each time, and making the key
    /// path cost each view a runtime look-up.
    @usableFromInline let keyPath: WritableKeyPath<EnvironmentValues, Value>?
    @usableFromInline let value: Value

    @inlinable
    init(keyPath: WritableKeyPath<EnvironmentValues, Value>?, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    @inlinable
    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        content(
            inputs.modifyingEnvironment { environment in
                if let keyPath = modifier.keyPath {
                    environment[keyPath: keyPath] = modifier.value
                } else if let color = modifier.value as? Color? {
                    // Made without a key path only by `foregroundColor(_:)`, whose value is a `Color?`.
                    environment.foregroundColor = color
                }
            })
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    @inlinable
    public consuming func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment for this view and its descendants.
    @inlinable
    public consuming func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Sets the default font for text in this view.
    @inlinable
    public consuming func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Font?>> {
        environment(\.font, font)
    }

    /// Sets the color of the foreground elements displayed by this view.
    @inlinable
    public consuming func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Color?>> {
        // No key path: the modifier writes `foregroundColor` itself (which clears `foregroundStyle`).
        modifier(_EnvironmentKeyWritingModifier(keyPath: nil, value: color))
    }

    /// Sets a view's foreground elements to use a given style.
    @inlinable
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        if let color = style as? Color {
            return modifier(_EnvironmentModifier.foregroundStyle(color))
        }
        return modifier(_EnvironmentModifier.foregroundStyle(AnyShapeStyle(style)))
    }

    /// Sets the maximum number of lines that text can occupy in this view.
    @inlinable
    public consuming func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.lineLimit(number, reservesSpace: false))
    }

    /// Sets a line limit that may also reserve space for that many lines.
    @inlinable
    public consuming func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.lineLimit(limit, reservesSpace: reservesSpace))
    }

    /// Sets the alignment of a text view that contains multiple lines.
    @inlinable
    public consuming func multilineTextAlignment(
        _ alignment: TextAlignment
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<TextAlignment>> {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets where text is cut when it does not fit.
    @inlinable
    public consuming func truncationMode(
        _ mode: Text.TruncationMode
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Text.TruncationMode>> {
        environment(\.truncationMode, mode)
    }

    /// Sets the amount of space between lines of text in this view.
    @inlinable
    public consuming func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat>> {
        environment(\.lineSpacing, lineSpacing.isFinite ? lineSpacing : 0)
    }

    /// Sets the Dynamic Type size within the view to a single value.
    @inlinable
    public consuming func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<DynamicTypeSize>>
    {
        environment(\.dynamicTypeSize, size)
    }

    /// Sets the color scheme for this view and its descendants.
    @inlinable
    public consuming func colorScheme(_ colorScheme: ColorScheme) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ColorScheme>> {
        environment(\.colorScheme, colorScheme)
    }
}

/// The environment changes of the `View` methods above that need more than one key path. Not
/// generic: they stay in this module while the inlinable methods are specialized in the caller's.
extension _EnvironmentModifier {
    /// A colour as the foreground style: it is the foreground colour, with no other style.
    @usableFromInline
    static func foregroundStyle(_ color: Color) -> _EnvironmentModifier {
        _EnvironmentModifier {
            $0.foregroundColor = color
            $0.foregroundStyle = nil
        }
    }

    @usableFromInline
    static func foregroundStyle(_ style: AnyShapeStyle) -> _EnvironmentModifier {
        _EnvironmentModifier { $0.foregroundStyle = style }
    }

    @usableFromInline
    static func lineLimit(_ limit: Int?, reservesSpace: Bool) -> _EnvironmentModifier {
        _EnvironmentModifier {
            $0.lineLimit = limit
            $0.lineLimitMinimum = reservesSpace ? limit : nil
        }
    }
}
