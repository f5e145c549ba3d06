// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so `swift test` at the root never builds the harness.
// Run: cd Benchmarks && swift package benchmark
let package = Package(
  name: "InertiaBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Inertia", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "ScrollBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Inertia", package: "Inertia"),
        .product(name: "InertiaCairo", package: "Inertia"),
      ],
      path: "Benchmarks/ScrollBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "AutoLayoutBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Cassowary", package: "Inertia"),
        .product(name: "Inertia", package: "Inertia"),
        "AutoLayoutScenario",
      ],
      path: "Benchmarks/AutoLayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .target(
      name: "TableScenario",
      dependencies: [.product(name: "Inertia", package: "Inertia")],
      path: "TableScenario"
    ),
    .executableTarget(
      name: "TableBenchmarks",
      dependencies: [.product(name: "Benchmark", package: "benchmark"), "TableScenario"],
      path: "Benchmarks/TableBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "TableFrameProbe",
      dependencies: ["TableScenario"],
      path: "TableFrameProbe",
      exclude: ["callgrind.sh", "mallocs.sh"]
    ),
    .target(
      name: "CollectionScenario",
      dependencies: [.product(name: "Inertia", package: "Inertia")],
      path: "CollectionScenario"
    ),
    .executableTarget(
      name: "CollectionFrameProbe",
      dependencies: ["CollectionScenario", .product(name: "Inertia", package: "Inertia")],
      path: "CollectionFrameProbe",
      exclude: ["callgrind.sh", "mallocs.sh"]
    ),
    .executableTarget(
      name: "CollectionBenchmarks",
      dependencies: [.product(name: "Benchmark", package: "benchmark"), "CollectionScenario"],
      path: "Benchmarks/CollectionBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .target(
      name: "TextureScenario",
      dependencies: [.product(name: "Inertia", package: "Inertia")],
      path: "TextureScenario"
    ),
    .executableTarget(
      name: "TextureProbe",
      dependencies: ["TextureScenario", .product(name: "Inertia", package: "Inertia")],
      path: "TextureProbe",
      exclude: ["callgrind.sh", "peer_probe.py"]
    ),
    .executableTarget(
      name: "TextureLayoutBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Inertia", package: "Inertia"),
        "TextureScenario",
      ],
      path: "Benchmarks/TextureLayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "CellMeasureProbe",
      dependencies: [.product(name: "Inertia", package: "Inertia")],
      path: "CellMeasureProbe"
    ),
    .target(
      name: "AutoLayoutScenario",
      dependencies: [
        .product(name: "Cassowary", package: "Inertia"), .product(name: "Inertia", package: "Inertia"),
      ],
      path: "AutoLayoutScenario"
    ),
    .executableTarget(
      name: "SolverTopologyProbe",
      dependencies: [.product(name: "Cassowary", package: "Inertia")],
      path: "SolverTopologyProbe",
      exclude: ["callgrind.sh"]
    ),
    .executableTarget(
      name: "AutoLayoutProbe",
      dependencies: ["AutoLayoutScenario", .product(name: "Inertia", package: "Inertia")],
      path: "AutoLayoutProbe",
      exclude: ["callgrind.sh"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
