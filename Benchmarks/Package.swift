// swift-tools-version:6.1
// Benchmarks live in their own package so normal builds and tests never compile the benchmark
// dependencies. Run with `swift package benchmark` in this folder.
import PackageDescription

let package = Package(
    name: "TesseraBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Tessera", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CardGrid",
            dependencies: [
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CardGrid",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
