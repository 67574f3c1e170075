// swift-tools-version:6.1
// Benchmarks live in their own package so normal builds and tests never compile the benchmark
// dependencies. Run with `swift package benchmark` in this folder.
import PackageDescription

let package = Package(
    name: "TesseraBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Tessera", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The card-grid scene both benchmarks draw.
        .target(name: "CardGridScene", dependencies: [.product(name: "Tessera", package: "Tessera")]),
        // The card-grid frame's p0, p50 and p90 in a plain loop, to run interleaved with the ImGui peer.
        .executableTarget(name: "FrameTimes", dependencies: ["CardGridScene", .product(name: "Tessera", package: "Tessera")]),
        // Dependent loads through 10 MB at p0 and p50: whether the shared machine is evicting its caches right now.
        .executableTarget(name: "MemoryProbe"),
        // 200 labels of changing Chinese and Arabic text a frame: their shaping time, and the whole frame's.
        .executableTarget(name: "ShapedLabels", dependencies: [.product(name: "TesseraSDL", package: "Tessera")]),
        // Layout only: build the view, resolve, lay out, build the display list (mock font).
        .executableTarget(
            name: "CardGrid",
            dependencies: [
                "CardGridScene",
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CardGrid",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A whole frame through SDL's software renderer, with real fonts and images.
        .executableTarget(
            name: "SDLFrame",
            dependencies: [
                "CardGridScene",
                .product(name: "TesseraSDL", package: "Tessera"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SDLFrame",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The card grid on tiled nine-slice backgrounds, composed-texture cache on and off.
        .executableTarget(
            name: "TiledCardGrid",
            dependencies: [
                .product(name: "TesseraSDL", package: "Tessera"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TiledCardGrid",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Issue 9: texts with inline images re-laid out at a changing width (mock font, SDL2_ttf).
        .executableTarget(
            name: "InlineText",
            dependencies: [
                .product(name: "TesseraSDL", package: "Tessera"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/InlineText",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Issue 11: hit testing and a focus move on the 1,000-card grid; a 10,000-card lazy grid scrolled.
        .executableTarget(
            name: "Input",
            dependencies: [
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Input",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Issue 12: the card grid with every card animating scale and opacity, beside the static figure.
        .executableTarget(
            name: "Animated",
            dependencies: [
                "CardGridScene",
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Animated",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Issue 10: blurred materials over a moving raw-SDL scene vs plain translucent panels.
        .executableTarget(
            name: "BlurredHUD",
            dependencies: [
                .product(name: "TesseraSDL", package: "Tessera"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/BlurredHUD",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
