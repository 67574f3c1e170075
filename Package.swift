// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Tessera", targets: ["Tessera"]),
        .library(name: "TesseraSDL", targets: ["TesseraSDL"]),
        .executable(name: "level-select", targets: ["LevelSelect"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The core: views, layout, display list. Foundation only, so it builds and tests without SDL.
        .target(name: "Tessera"),

        // System libraries, one per pkg-config name (docs/SDLNotes.md §2).
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2Image", pkgConfig: "SDL2_image", providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf", providers: [.apt(["libsdl2-ttf-dev"])]),

        // The SDL2 backend: hosts, display-list renderer, texture cache, glyph atlas, capture.
        .target(
            name: "TesseraSDL",
            dependencies: [
                "Tessera", "CSDL2", "CSDL2Image", "CSDL2TTF",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The sample level-select game.
        .executableTarget(
            name: "LevelSelect",
            dependencies: [
                "TesseraSDL", "CSDL2",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Game"
        ),

        .testTarget(name: "TesseraTests", dependencies: ["Tessera"]),
        .testTarget(
            name: "TesseraSDLTests",
            dependencies: [
                "TesseraSDL",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
