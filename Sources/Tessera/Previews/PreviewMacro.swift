import Foundation

/// Declares a preview of a view, as an Xcode project's files end with:
///
/// ```swift
/// #Preview("Score", traits: .sizeThatFitsLayout) {
///     let score = 42
///     ScoreBoard(score: score)
/// }
/// ```
///
/// The preview is registered in the program's binary, where `PreviewRunner` (TesseraSDL) finds
/// it and draws it to a PNG.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TesseraMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits (`.sizeThatFitsLayout`, `.landscapeLeft`, …).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TesseraMacros", type: "PreviewMacro")

/// A registered preview in the binary: a kind (`_PreviewRecordKind`) and a function that makes
/// the `Preview`, boxed and retained (`_PreviewRecords.box`).
public typealias _PreviewRecord = (kind: UInt32, reserved: UInt32, make: @convention(c) () -> UnsafeMutableRawPointer)

/// The kind of the records `#Preview` writes: "tprv" (the macro writes the literal, as a
/// section's initial value must be constant).
public let _PreviewRecordKind: UInt32 = 0x7470_7276

/// Boxes and reads back the previews `#Preview` registers.
public enum _PreviewRecords {
    final class Box {
        let preview: Preview
        init(_ preview: Preview) { self.preview = preview }
    }

    /// A retained box holding `preview`, for a record's `make`.
    public static func box(_ preview: Preview) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(Box(preview)).toOpaque()
    }

    /// The records in the binary, the sentinel below included.
    static var records: UnsafeBufferPointer<_PreviewRecord> {
        #if objectFormat(ELF)
        let start = unsafeBitCast(_tesseraPreviewsStart as @convention(c) () -> Void, to: UnsafeRawPointer.self)
        let stop = unsafeBitCast(_tesseraPreviewsStop as @convention(c) () -> Void, to: UnsafeRawPointer.self)
        let count = (stop - start) / MemoryLayout<_PreviewRecord>.stride
        return UnsafeBufferPointer(start: start.assumingMemoryBound(to: _PreviewRecord.self), count: max(0, count))
        #else
        return UnsafeBufferPointer(start: nil, count: 0)
        #endif
    }
}

extension Preview {
    /// Every `#Preview` of the program, ordered by file and line.
    public static var _declared: [Preview] {
        _PreviewRecords.records.filter { $0.kind == _PreviewRecordKind }
            .map { Unmanaged<_PreviewRecords.Box>.fromOpaque($0.make()).takeRetainedValue().preview }
            .sorted { $0.source.localizedStandardCompare($1.source) == .orderedAscending }
    }
}

#if objectFormat(ELF)
// The linker defines these bounds of the section; the sentinel makes sure the section exists in
// a program without previews.
@_extern(c, "__start_tessera_previews") func _tesseraPreviewsStart()
@_extern(c, "__stop_tessera_previews") func _tesseraPreviewsStop()
@section("tessera_previews") @used let _tesseraPreviewsSentinel: _PreviewRecord = (
    kind: 0, reserved: 0, make: { UnsafeMutableRawPointer(bitPattern: 1)! }
)
#endif
