/// A structure that computes views on demand from an underlying collection of identified data.
/// Each element's views are identified by the element's id, so `@State` follows the element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    /// The elements, one group of views each.
    public var data: Data
    /// Builds the views of one element.
    public var content: (Data.Element) -> Content
    @usableFromInline let id: (Data.Element) -> ID
    /// Whether each element is its own id (a range): its views are identified without calling `id`.
    @usableFromInline var elementIsID = false
    /// `onDelete(perform:)`: a list calls it with a row's offset when Delete is pressed on it.
    var deleteAction: ((IndexSet) -> Void)?
    /// `onMove(perform:)` (kept; rows are not dragged).
    var moveAction: ((IndexSet, Int) -> Void)?

    /// Views for each element of `data`, identified by the value at the key path `id` (for example
    /// `\.self`), so `@State` follows an element when the collection reorders.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        for element in view.data {
            guard inputs.withGraph({ $0.hasRoomForMoreViews() }) else { break }
            // A range's element is its id: no closure call (and its context retained) per element.
            let id = view.elementIsID ? unsafeBitCast(element, to: ID.self) : view.id(element)
            let content = inputs.withGraph { graph in graph.trackingObservations { view.content(element) } }
            Content._makeView(content, inputs: inputs.child(id))
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for each element of `data`, identified by the elements' own `id`.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

// Generic over the bound (`ForEach(0..<n)` is a `Range<Int>`): with the element a concrete `Int`,
// the closure would be passed differently from the stored `content` and wrapped in a
// reabstraction thunk, one allocation each time the view is made.
extension ForEach where ID: Strideable, ID.Stride: SignedInteger, Data == Range<ID> {
    /// Views for a constant range; the element is its own id.
    @inlinable
    public init(_ data: Range<ID>, @ViewBuilder content: @escaping (ID) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
        elementIsID = true
    }
}
