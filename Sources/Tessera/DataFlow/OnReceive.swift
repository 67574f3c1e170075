import Foundation

extension View {
    /// Adds an action to perform when this view detects data emitted by `publisher`.
    ///
    /// The view subscribes while it exists (once, not at every evaluation; a different publisher
    /// value subscribes anew) and the subscription is cancelled when it leaves. Values are
    /// delivered on the graph's thread at the start of the next update, whatever thread sent
    /// them, so `action` may change state as any action does; a `Timer.publish` timer is fired
    /// by the graph's clock (on Linux; see Sources/Combine).
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    )
        -> ModifiedContent<Self, _OnReceiveModifier<P>> where P.Failure == Never
    {
        modifier(_OnReceiveModifier(subscription: PublisherSubscription(publisher: publisher, action: action)))
    }
}

/// Subscribes to a publisher for as long as the view it modifies exists.
public struct _OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    var subscription: PublisherSubscription<P>

    public func body(content: Content) -> some View { content }
}

/// The subscription of an `onReceive`, bound to a box in its view's state slot.
struct PublisherSubscription<P: Publisher>: DynamicProperty, GraphBoundProperty, StateProperty where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    mutating func bind(to context: inout PropertyBindingContext) {
        let deliveries = context.graph.dataFlow.deliveries
        context.box { ReceiveBox<P>() }?.update(publisher, action: action, deliveries: deliveries)
    }
}

/// An `onReceive`'s live subscription and latest action.
final class ReceiveBox<P: Publisher>: @unchecked Sendable where P.Failure == Never {
    private let lock = NSLock()
    private var action: ((P.Output) -> Void)?
    private var subscribedTo: [UInt8]?
    private var cancellable: AnyCancellable?

    func update(_ publisher: P, action: @escaping (P.Output) -> Void, deliveries: GraphDeliveries) {
        lock.lock()
        self.action = action
        lock.unlock()
        // A publisher is told from another by its bytes: the same subject, timer or model property
        // is the same reference (a `Timer.publish(…).autoconnect()` made again in each `body` is a
        // new timer, as in SwiftUI).
        let bytes = withUnsafeBytes(of: publisher) { Array($0) }
        guard bytes != subscribedTo else { return }
        subscribedTo = bytes
        cancellable = publisher.sink { [weak self, weak deliveries] value in
            guard let self, let deliveries else { return }
            deliveries.enqueue { [weak self] in
                self?.lock.lock()
                let action = self?.action
                self?.lock.unlock()
                action?(value)
            }
        }
    }

    deinit {
        cancellable?.cancel()
    }
}

/// Work sent to the graph's thread from anywhere: `onReceive` values, run at the start of the
/// graph's next update.
final class GraphDeliveries: @unchecked Sendable {
    private let lock = NSLock()
    private var queue: [() -> Void] = []
    private weak var invalidation: Invalidation?

    init(invalidation: Invalidation) {
        self.invalidation = invalidation
    }

    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return queue.isEmpty
    }

    func enqueue(_ work: @escaping () -> Void) {
        lock.lock()
        queue.append(work)
        lock.unlock()
        invalidation?.invalidate(.root)
    }

    /// Runs what was sent, in order; work sent while it runs waits for the next call.
    func drain() {
        lock.lock()
        let work = queue
        if !work.isEmpty { queue.removeAll(keepingCapacity: true) }
        lock.unlock()
        for item in work { item() }
    }
}
