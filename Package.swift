// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

/// pkg-config names SDL's header folder and adds `-D_REENTRANT`, which SwiftPM refuses with a
/// "prohibited flag" warning on every build. Debian's headers sit in `/usr/include/SDL2` and its
/// libraries on the default search path, so Linux builds include `<SDL2/SDL.h>` directly (see the
/// shims) and skip pkg-config; elsewhere (Homebrew) pkg-config finds the folders.
func sdlPkgConfig(_ name: String) -> String? {
    #if os(Linux)
    return nil
    #else
    return name
    #endif
}

/// Combine on Linux: Apple's Combine exists on Apple's systems only, yet SwiftUI code imports it
/// for `ObservableObject`, `@Published`, subjects and timers. There a module named `Combine`
/// (Sources/Combine) re-exports OpenCombine, which spells Combine's API, and adds the timers
/// Tessera's hosts drive. On Apple's systems Tessera uses Apple's Combine and this is empty.
#if os(Linux)
let combineDependencies: [Package.Dependency] = [.package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0")]
let combineTargets: [Target] = [
    .target(
        name: "Combine",
        dependencies: [
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        ])
]
let combineModules: [String] = ["Combine"]
/// UniformTypeIdentifiers and CoreTransferable on Linux: Apple's frameworks exist on Apple's
/// systems only, yet SwiftUI code imports them for `UTType` and `Transferable` (`ShareLink`, drag
/// and drop). These modules spell their API; on Apple's systems Tessera uses Apple's.
let transferTargets: [Target] = [
    .target(name: "UniformTypeIdentifiers"),
    .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers", "Combine"]),
]
let transferModules: [String] = ["UniformTypeIdentifiers", "CoreTransferable"]
#else
let combineDependencies: [Package.Dependency] = []
let combineTargets: [Target] = []
let combineModules: [String] = []
let transferTargets: [Target] = []
let transferModules: [String] = []
#endif

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Tessera", targets: ["Tessera"] + combineModules + transferModules),
        .library(name: "TesseraSDL", targets: ["TesseraSDL"]),
        .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
        .library(name: "TesseraSDLTesting", targets: ["TesseraSDLTesting"]),
        .executable(name: "level-select", targets: ["LevelSelect"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `#Preview`'s macro; any release from Swift 6.0's to 6.3's, so a game's own macros agree.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ] + combineDependencies,
    targets: [
        // The core: views, layout, display list. Foundation, Observation and Combine only, so it
        // builds and tests without SDL.
        // `Extern` names the bounds of the section `#Preview` registers previews in.
        .target(
            name: "Tessera", dependencies: ["TesseraMacros"] + (combineModules + transferModules).map { .target(name: $0) },
            swiftSettings: [.enableExperimentalFeature("Extern")]),

        // The `#Preview` macro, declared in Tessera.
        .macro(
            name: "TesseraMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),

        // System libraries, one per SDL library (docs/SDLNotes.md §2). Prefixed with `Tessera` so a
        // game with its own `CSDL2` target can depend on Tessera; `TesseraSDL` re-exports them.
        .systemLibrary(
            name: "TesseraCSDL2", pkgConfig: sdlPkgConfig("sdl2"),
            providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
        .systemLibrary(
            name: "TesseraCSDL2Image", pkgConfig: sdlPkgConfig("SDL2_image"),
            providers: [.apt(["libsdl2-image-dev"]), .brew(["sdl2_image"])]),
        .systemLibrary(
            name: "TesseraCSDL2TTF", pkgConfig: sdlPkgConfig("SDL2_ttf"),
            providers: [.apt(["libsdl2-ttf-dev"]), .brew(["sdl2_ttf"])]),

        // HarfBuzz shaping over FreeType faces, and fribidi's UAX #9 levels, for text that needs
        // shaping or fallback fonts (SDL2_ttf measures and draws the rest).
        .systemLibrary(
            name: "TesseraCHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev", "libfreetype-dev", "libfribidi-dev"]), .brew(["harfbuzz", "freetype", "fribidi"])]),

        // The SDL2 backend: hosts, display-list renderer, texture cache, glyph atlas, capture.
        .target(
            name: "TesseraSDL",
            dependencies: [
                "Tessera", "TesseraCSDL2", "TesseraCSDL2Image", "TesseraCSDL2TTF", "TesseraCHarfBuzz",
                .product(name: "Logging", package: "swift-log"),
            ],
            // DejaVu Sans, so a shipped game finds its system font without Tessera's sources.
            resources: [.copy("Resources/Fonts")]
        ),

        // The sample level-select game.
        .executableTarget(
            name: "LevelSelect",
            dependencies: [
                "TesseraSDL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Game"
        ),

        // Test support shipped as libraries, for Tessera's tests and a game's: reuse against
        // evaluation (core, no SDL), and headless frames against golden images.
        .target(name: "TesseraTesting", dependencies: ["Tessera"]),
        .target(name: "TesseraSDLTesting", dependencies: ["TesseraSDL", "TesseraTesting"]),

        .testTarget(name: "TesseraTests", dependencies: ["Tessera", "TesseraTesting"]),
        .testTarget(
            name: "TesseraSDLTests",
            dependencies: ["TesseraSDL", "TesseraSDLTesting"],
            exclude: [
                "Renderer/__Snapshots__", "Textures/__Snapshots__", "Previews/__Snapshots__", "Assets/Catalog",
                "Assets/__Snapshots__",
            ]
        ),
        .testTarget(
            name: "LevelSelectTests",
            dependencies: ["LevelSelect", "TesseraSDLTesting"],
            exclude: ["__Snapshots__"]
        ),
    ] + combineTargets + transferTargets
)
