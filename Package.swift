// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Inertia",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "Inertia", targets: ["Inertia"]),
    .library(name: "InertiaCairo", targets: ["InertiaCairo"]),
    .library(name: "InertiaSDL", targets: ["InertiaSDL"]),
    .library(name: "InertiaUIKit", targets: ["InertiaUIKit"]),
    .library(name: "InertiaTexture", targets: ["InertiaTexture"]),
    .executable(name: "inertia", targets: ["inertia"]),
    .executable(name: "photo-viewer", targets: ["PhotoViewer"]),
    .executable(name: "settings-screen", targets: ["SettingsScreen"]),
    .executable(name: "texture-feed", targets: ["TextureFeed"]),
    .executable(name: "photo-feed", targets: ["PhotoFeed"]),
    .executable(name: "profile-page", targets: ["ProfilePage"]),
    .executable(name: "inertia-fuzz", targets: ["inertia-fuzz"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
  ],
  targets: [
    .target(name: "ScrollPhysics"),
    .target(name: "Cassowary"),
    .target(
      name: "Inertia",
      dependencies: [
        "ScrollPhysics", "Cassowary",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]
    ),
    .target(name: "PNGWriter", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),
    // Decodes JPEG data for the Cairo renderer (libjpeg-turbo, Debian's libjpeg-dev).
    .target(name: "JPEGReader", linkerSettings: [.linkedLibrary("jpeg")]),
    .systemLibrary(
      name: "CSDL2", pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev"])]
    ),
    .target(name: "InertiaCairo", dependencies: ["Inertia", "CCairo", "PNGWriter", "JPEGReader"]),
    .target(name: "InertiaSDL", dependencies: ["Inertia", "InertiaCairo", "CSDL2"]),
    // Links the Cairo renderer: bitmap contexts and CGImage pixels are rasterized by it.
    .target(name: "InertiaUIKit", dependencies: ["Inertia", "InertiaCairo"]),
    .target(name: "InertiaTexture", dependencies: ["Inertia", "InertiaUIKit"]),
    // `inertia port`: rewrites UIKit and Texture sources for Linux (swift-syntax).
    .target(
      name: "InertiaPort",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .executableTarget(
      name: "inertia",
      dependencies: [
        "Inertia", "InertiaCairo", "InertiaSDL", "InertiaPort",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Examples/: runnable programs to copy from (swift run photo-viewer, ...), on a small shared runner.
    .target(
      name: "ExampleSupport", dependencies: ["Inertia", "InertiaCairo", "InertiaSDL"],
      path: "Examples/ExampleSupport"),
    .executableTarget(
      name: "PhotoViewer", dependencies: ["ExampleSupport", "Inertia"], path: "Examples/PhotoViewer"),
    .executableTarget(
      name: "SettingsScreen", dependencies: ["ExampleSupport", "Inertia"], path: "Examples/SettingsScreen"),
    .executableTarget(
      name: "TextureFeed", dependencies: ["ExampleSupport", "Inertia"], path: "Examples/TextureFeed"),
    .executableTarget(
      name: "PhotoFeed", dependencies: ["ExampleSupport", "InertiaTexture"], path: "Examples/PhotoFeed"),
    .executableTarget(
      name: "ProfilePage", dependencies: ["ExampleSupport", "Inertia"], path: "Examples/ProfilePage"),
    .target(name: "InertiaFuzz", dependencies: ["Inertia"]),
    .executableTarget(
      name: "inertia-fuzz",
      dependencies: ["Inertia", "InertiaFuzz", .product(name: "Logging", package: "swift-log")]),
    .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["Fixtures"]),
    .testTarget(
      name: "InertiaTests", dependencies: ["Inertia", "InertiaCairo", "InertiaFuzz"], exclude: ["Snapshots"]),
    .testTarget(name: "InertiaTextureTests", dependencies: ["InertiaTexture", "InertiaCairo"]),
    // InertiaUIKit's and InertiaTexture's APIs by behaviour, drawn by the Cairo renderer.
    .testTarget(name: "InertiaUIKitTests", dependencies: ["InertiaUIKit", "InertiaTexture", "InertiaCairo"]),
    .testTarget(name: "InertiaPortTests", dependencies: ["InertiaPort"], exclude: ["Fixtures"]),
    .testTarget(name: "InertiaSDLTests", dependencies: ["Inertia", "InertiaSDL", "InertiaCairo"]),
    // UIKit-idiom subclasses and extensions compiled as a program outside this package sees
    // Inertia (no package access): only the public names, none of Inertia's `package` ones.
    .testTarget(
      name: "OutsideProgramTests", dependencies: ["InertiaUIKit", "InertiaTexture", "AppUIFixture"],
      packageAccess: false),
    // A program's own UI module whose classes take Inertia's unprefixed names (`TextNode`,
    // `Button`), which OutsideProgramTests names from another module, as an app's screens do.
    .target(
      name: "AppUIFixture", dependencies: ["InertiaTexture"], path: "Tests/AppUIFixture",
      packageAccess: false,
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "OutsideExtensionTests", dependencies: ["InertiaUIKit"], packageAccess: false),
    // The seeds' UIKit code, compiled as written (Swift 5 language mode, as it was written for).
    .testTarget(
      name: "SeedPrograms", dependencies: ["InertiaUIKit", "InertiaTexture"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ],
  swiftLanguageModes: [.v6]
)
