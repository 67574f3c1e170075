import Foundation

/// One case's payload of a `NodeKind`, read after a switch on the case alone has matched it.
///
/// A switch that binds payloads loads the whole kind (about a hundred bytes) before it branches,
/// because each case needs other bytes; a switch on the case alone reads the tag, and each of
/// these reads only its own payload's bytes. `ViewGraph.ask` runs several times per node per
/// pass, so the difference is paid everywhere in layout.
extension NodeKind {
    /// The index of a node whose payload is a side-table index (texts, shapes, images, …).
    @inline(__always)
    var indexPayload: Int32 {
        switch self {
        case .shape(let i), .text(let i), .image(let i), .geometryReader(let i), .deferred(let i), .alignmentGuide(let i),
            .preference(let i), .tag(let i), .interaction(let i), .flexibleFrame(let i), .grid(let i):
            return i
        default: return Self.mismatch()
        }
    }

    @inline(__always) var spacerPayload: SpacerLayout { if case .spacer(let v) = self { return v } else { return Self.mismatch() } }
    @inline(__always) var dividerPayload: DividerLayout { if case .divider(let v) = self { return v } else { return Self.mismatch() } }
    @inline(__always) var stackPayload: StackLayout { if case .stack(let v) = self { return v } else { return Self.mismatch() } }
    @inline(__always) var zStackPayload: ZStackNodeLayout { if case .zStack(let v) = self { return v } else { return Self.mismatch() } }
    @inline(__always) var paddingPayload: PaddingLayout { if case .padding(let v) = self { return v } else { return Self.mismatch() } }
    @inline(__always) var framePayload: FrameLayout { if case .frame(let v) = self { return v } else { return Self.mismatch() } }
    @inline(__always) var fixedSizePayload: FixedSizeLayout {
        if case .fixedSize(let v) = self { return v } else { return Self.mismatch() }
    }
    @inline(__always) var aspectRatioPayload: AspectRatioLayout {
        if case .aspectRatio(let v) = self { return v } else { return Self.mismatch() }
    }
    @inline(__always) var positionPayload: PositionLayout { if case .position(let v) = self { return v } else { return Self.mismatch() } }
    @inline(__always) var secondaryPayload: SecondaryLayout {
        if case .secondary(let v) = self { return v } else { return Self.mismatch() }
    }
    @inline(__always) var effectPayload: RenderEffect { if case .effect(let v) = self { return v } else { return Self.mismatch() } }

    /// A payload read for the wrong case: a bug in the caller's switch.
    private static func mismatch<T>() -> T {
        preconditionFailure("NodeKind payload read for another case")
    }
}
