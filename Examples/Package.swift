// swift-tools-version:6.1
// A game that embeds Tessera, as a new user writes it: its own package, its own assets, its own
// SDL drawing, and a Tessera HUD on top. `make test` builds it and runs its tests headless.
import PackageDescription

let package = Package(
    name: "TesseraExamples",
    platforms: [.macOS(.v14)],
    dependencies: [
        // A game names Tessera by its git URL (see the README); the examples use this checkout.
        .package(name: "Tessera", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The example game: its state, its scene drawn with plain SDL calls, and its HUD.
        .target(name: "SkyGame", dependencies: [.product(name: "TesseraSDL", package: "Tessera")]),

        // The game owns the window, the renderer and the loop; Tessera draws the HUD on top.
        .executableTarget(
            name: "OwnLoopHUD",
            dependencies: [
                "SkyGame", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Tessera's WindowHost owns the window and the loop; the game draws in `onDraw`.
        .executableTarget(
            name: "HostedHUD",
            dependencies: [
                "SkyGame", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // A game that already declares SDL as its own `CSDL2` system library (a common name)
        // can still depend on Tessera: Tessera's SDL modules are named `TesseraCSDL2*`.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2"),
        .executableTarget(
            name: "OwnSDLModuleGame",
            dependencies: [
                "CSDL2", .product(name: "TesseraSDL", package: "Tessera"),
            ]),

        // SwiftUI data flow as SwiftUI code writes it: an `@Observable` model and an
        // `ObservableObject`, each in a small screen of its own.
        .target(name: "DataFlowSamples", dependencies: [.product(name: "TesseraSDL", package: "Tessera")]),
        .executableTarget(name: "ReactorApp", dependencies: ["DataFlowSamples", .product(name: "TesseraSDL", package: "Tessera")]),
        .executableTarget(name: "QuizApp", dependencies: ["DataFlowSamples", .product(name: "TesseraSDL", package: "Tessera")]),

        // A SwiftUI app as SwiftUI writes it: `@main struct HelloApp: App`, a `WindowGroup`, a
        // view with `@State`; TesseraSDL opens its window (or runs it headless).
        .executableTarget(name: "HelloApp", dependencies: [.product(name: "TesseraSDL", package: "Tessera")]),

        // A small game written as a complete SwiftUI app: a title screen in a navigation stack,
        // the board pushed onto it, a settings sheet and a "Play again?" alert.
        .executableTarget(name: "TicTacToe", dependencies: [.product(name: "TesseraSDL", package: "Tessera")]),

        // Two more small games in the style of public SwiftUI tutorials: a memory card game
        // ("Memorize": a generic model, an `@Observable` view model, an adaptive grid, cards
        // that flip) and the 15-puzzle (tiles dragged into the gap, a "You won" alert).
        .executableTarget(
            name: "MemoryGame",
            dependencies: [.product(name: "Tessera", package: "Tessera"), .product(name: "TesseraSDL", package: "Tessera")]),
        .executableTarget(
            name: "SlidingPuzzle",
            dependencies: [.product(name: "Tessera", package: "Tessera"), .product(name: "TesseraSDL", package: "Tessera")]),

        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "OwnLoopHUD", "HostedHUD", "SkyGame", "DataFlowSamples", "HelloApp", "TicTacToe", "MemoryGame",
                "SlidingPuzzle",
                .product(name: "TesseraSDLTesting", package: "Tessera"),
            ],
            exclude: ["Goldens"]),
    ]
)
