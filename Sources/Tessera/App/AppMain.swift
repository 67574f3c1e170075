import Foundation

// `@main` calls `App.main()`. A SwiftUI app's `@main` file imports SwiftUI; with that import
// changed to `import Tessera`, `main()` must be found in `Tessera`, which knows no window. So
// `main()` lives here and runs the app through the game host linked into the program: TesseraSDL
// registers its launcher as a record in the section `#Preview` uses, where `main()` finds it at
// run time. Where records cannot be read (not ELF), TesseraSDL declares `main()` itself.
#if objectFormat(ELF)
/// The kind of the record a game host registers to run apps: "tapp".
public let _AppLauncherRecordKind: UInt32 = 0x7461_7070

/// Boxes the launcher a game host registers, and finds it in the binary.
public enum _AppLaunchers {
    final class Box {
        let launch: (any App.Type) -> Void
        init(_ launch: @escaping (any App.Type) -> Void) { self.launch = launch }
    }

    /// A retained box holding `launch`, for a launcher record's `make`.
    public static func box(_ launch: @escaping (any App.Type) -> Void) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(Box(launch)).toOpaque()
    }

    /// The launcher registered in the binary, if a game host is linked.
    static var registered: ((any App.Type) -> Void)? {
        guard let record = _PreviewRecords.records.first(where: { $0.kind == _AppLauncherRecordKind }) else { return nil }
        return Unmanaged<Box>.fromOpaque(record.make()).takeRetainedValue().launch
    }
}

extension App {
    /// Runs the app, as `@main` does, with the game host linked into the program (TesseraSDL:
    /// a window, or headless without a display). A program that links no game host prints why
    /// and ends with status 1.
    public static func main() {
        guard let launch = _AppLaunchers.registered else {
            FileHandle.standardError.write(
                Data("\(Self.self): no game host is linked to run the app; depend on the TesseraSDL product\n".utf8))
            exit(1)
        }
        launch(Self.self)
    }
}
#endif
