import Foundation

extension View {
    /// Sets the transparency of this view (0 transparent … 1 opaque), drawn as one layer.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(kind: .effect(.opacity(opacity.isFinite ? min(max(opacity, 0), 1) : 1))))
    }

    /// Hides this view: it keeps its space but draws nothing.
    public func hidden() -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(kind: .effect(.hidden)))
    }

    /// Rotates this view's drawing around an anchor point (its center by default).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(kind: .effect(.rotation(angle.radians.isFinite ? angle : .zero, anchor: anchor))))
    }

    /// Scales this view's drawing around an anchor point.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _LayoutModifier> {
        let safe = CGSize(width: scale.width.isFinite ? scale.width : 1, height: scale.height.isFinite ? scale.height : 1)
        return modifier(_LayoutModifier(kind: .effect(.scale(safe, anchor: anchor))))
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _LayoutModifier> {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _LayoutModifier> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Clips this view to its bounding rectangle.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _LayoutModifier> {
        clipShape(Rectangle(), antialiased: antialiased)
    }

    /// Clips this view to a shape in its bounds.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _LayoutModifier> {
        clipShape(shape, antialiased: style.isAntialiased)
    }

    func clipShape<S: Shape>(_ shape: S, antialiased: Bool) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(.clip(shape, antialiased: antialiased)))
    }

    /// Clips this view to a rounded rectangle (deprecated in SwiftUI; `clipShape` is preferred).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _LayoutModifier> {
        clipShape(RoundedRectangle(cornerRadius: radius), antialiased: antialiased)
    }

    /// Adds a shadow behind this view.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _LayoutModifier> {
        func safe(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return modifier(_LayoutModifier(kind: .effect(.shadow(color: color, radius: max(0, safe(radius)), offset: CGSize(width: safe(x), height: safe(y))))))
    }
}

/// Tags each view it is applied to with an identifier whose frame can be read after layout.
public struct _IdentifierModifier: PrimitiveViewModifier {
    let identifier: String

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        let graph = inputs.graph
        graph.wrapEach(.tag(graph.intern(modifier.identifier)), inputs: inputs, content: content) { wrapper, _ in
            graph.identifiers.append((wrapper, modifier.identifier))
        }
    }
}

extension View {
    /// Identifies this view for tests, UI automation and hit testing: `ViewGraph.frame(of:)`.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _IdentifierModifier> {
        modifier(_IdentifierModifier(identifier: identifier))
    }
}

/// A view with an explicit identity: when `id` changes, it is a new view and its state resets.
public struct _IdentifiedView<Content: View, ID: Hashable>: PrimitiveView {
    let content: Content
    let id: ID

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        Content._makeView(view.content, inputs: inputs.child(view.id))
    }
}

extension View {
    /// Binds this view's identity to a value.
    public func id<ID: Hashable>(_ id: ID) -> _IdentifiedView<Self, ID> {
        _IdentifiedView(content: self, id: id)
    }
}
