import Foundation
import Tessera

/// Renders a program's previews headless to PNG files and a contact sheet: every `#Preview`
/// (registered by the macro) and every `PreviewProvider` named with `register(_:)`.
///
/// An `App` does it when started with `TESSERA_PREVIEWS=dir` (register providers in the app's
/// `init()`); a game with its own `main` calls `runIfRequested()` first:
///
/// ```swift
/// PreviewRunner.register(ScoreBoard_Previews.self)
/// if PreviewRunner.runIfRequested() { exit(0) }
/// ```
///
/// `TESSERA_PREVIEWS=previews swift run MyGame` writes `previews/01-Score.png`, … and
/// `previews/contact-sheet.png`, then the program exits. `TESSERA_PREVIEW_SCALE=2` draws at
/// two pixels per point; `TESSERA_ASSETS` names the asset folder as for a game.
public enum PreviewRunner {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var providers: [(name: String, previews: () -> [Preview])] = []

    /// Adds a provider's previews to the ones the runner draws. Linux has no runtime lookup
    /// of the types conforming to `PreviewProvider`, so each provider is named once; naming one
    /// twice adds it once.
    public static func register<Provider: PreviewProvider>(_ provider: Provider.Type) {
        let name = String(reflecting: Provider.self)
        lock.withLock {
            guard !providers.contains(where: { $0.name == name }) else { return }
            providers.append((name, { Preview.previews(of: Provider.self) }))
        }
    }

    /// Every preview the runner knows: the `#Preview`s of the program, ordered by file and
    /// line, then the registered providers' previews in the order they were registered.
    public static var previews: [Preview] {
        let registered = lock.withLock { providers }
        return Preview._declared + registered.flatMap { $0.previews() }
    }

    /// What a run wrote.
    public struct Output: Sendable {
        /// One PNG per preview, in order.
        public var files: [URL]
        /// The contact sheet: every preview, scaled to fit a cell, with its name.
        public var contactSheet: URL
    }

    /// With `TESSERA_PREVIEWS=dir` in `environment`: renders every preview into `dir` and
    /// returns `true` (the caller exits); without it returns `false` at once. Problems are
    /// printed to standard error; a preview that fails is skipped, not the run.
    @discardableResult
    public static func runIfRequested(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let folder = environment["TESSERA_PREVIEWS"], !folder.isEmpty else { return false }
        var scale: CGFloat = 1
        if let text = environment["TESSERA_PREVIEW_SCALE"], !text.isEmpty {
            if let value = Double(text), value.isFinite, value > 0, value <= 4 {
                scale = CGFloat(value)
            } else {
                FileHandle.standardError.write(Data("TESSERA_PREVIEW_SCALE=\(text) is not a scale in (0, 4]; 1 is used\n".utf8))
            }
        }
        let assets = environment["TESSERA_ASSETS"].flatMap { $0.isEmpty ? nil : AssetSearchPath.folder(atPath: $0) }
        do {
            let output = try render(previews, to: AssetSearchPath.folder(atPath: folder), scale: scale, assetsDirectory: assets)
            print("Tessera: \(output.files.count) previews written to \(output.contactSheet.deletingLastPathComponent().path)")
        } catch {
            FileHandle.standardError.write(Data("Tessera previews: \(error)\n".utf8))
        }
        return true
    }

    /// Renders `previews` into `directory` (made if missing) as `01-name.png`, … and
    /// `contact-sheet.png`.
    ///
    /// - Throws: `SDLError` when SDL cannot start or a file cannot be written.
    @discardableResult
    public static func render(
        _ previews: [Preview], to directory: URL, scale: CGFloat = 1, assetsDirectory: URL? = nil
    ) throws(SDLError) -> Output {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw SDLError(operation: "PreviewRunner.render", message: "cannot make \(directory.path): \(error)")
        }
        let host = try HeadlessHost(assetsDirectory: assetsDirectory)
        host.clearColor = Color.Resolved(red: 1, green: 1, blue: 1)
        var files: [URL] = []
        var sheet: [(name: String, image: RGBAImage)] = []
        for (index, preview) in previews.enumerated() {
            let (view, traits) = preview.makeView()
            let name = traits.displayName ?? preview.name ?? "Preview \(index + 1)"
            let size = PreviewGeometry.size(of: view, traits: traits, host: host)
            let image = try host.render(view, size: size, scale: scale)
            let file = directory.appendingPathComponent(String(format: "%02d-", index + 1) + PreviewGeometry.fileName(name) + ".png")
            try write(image, to: file)
            files.append(file)
            sheet.append((name, image))
        }
        let contactSheet = directory.appendingPathComponent("contact-sheet.png")
        try write(ContactSheet.compose(sheet, host: host), to: contactSheet)
        return Output(files: files, contactSheet: contactSheet)
    }

    private static func write(_ image: RGBAImage, to file: URL) throws(SDLError) {
        do { try FrameCapture.writePNG(image, to: file.path) } catch let error as SDLError {
            throw error
        } catch {
            throw SDLError(operation: "PreviewRunner.render", message: "cannot write \(file.path): \(error)")
        }
    }
}
