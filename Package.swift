// swift-tools-version:6.0
// viewsim: iOS-style layout, scrolling and transitions, simulated headlessly.
// No package dependencies: everything is built on the Swift toolchain alone.
import PackageDescription

let package = Package(
    name: "viewsim",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "StateMachines", targets: ["StateMachines"]),
        // UIKit's names over ViewTree, so an app's UIKit layout code compiles on Linux unchanged;
        // apps depend on it with `condition: .when(platforms: [.linux])`.
        .library(name: "UIKit", targets: ["UIKit"]),
        // Layout and snapshot assertions for a team's own tests, under Swift Testing or XCTest.
        .library(name: "ViewSimTesting", targets: ["ViewSimTesting"]),
        .executable(name: "viewsim", targets: ["viewsim"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // No unsafe flags on the library targets: SwiftPM refuses a dependency whose products use
        // them, and library use is a first-class way in. Hot class properties that need no
        // runtime exclusivity check in release builds say so with `@exclusivity(unchecked)`
        // inside `#if !DEBUG` instead (see ViewTree.swift).
        .target(name: "ViewTree", dependencies: ["Cassowary"]),
        // The seed's Interface Builder files, embedded in the module's code (PackageResources), so
        // the viewsim binary works alone wherever it is copied: no resource bundle beside it.
        .target(name: "StateMachines", dependencies: ["ViewTree"],
                resources: [.embedInCode("Resources/SalonSelectorCollectionViewCell.xib"),
                            .embedInCode("Resources/Main.storyboard")]),
        .target(name: "ViewSimTesting", dependencies: ["ViewTree"]),
        .target(name: "UIKit", dependencies: ["ViewTree", "_Testing_UIKit"]),
        // What the toolchain's Swift Testing cross-import overlay for UIKit names (see its file).
        .target(name: "_Testing_UIKit"),
        .executableTarget(name: "viewsim", dependencies: ["StateMachines"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["StateMachines", "AllocationCounting"],
            path: "Benchmarks",
            exclude: ["Workloads", "AllocationCounting"],
            // The allocation counter (Benchmarks/AllocationCounting) defines malloc and friends;
            // exporting them lets the dynamic linker send every library's allocations through them.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic-symbol=malloc",
                                           "-Xlinker", "--export-dynamic-symbol=calloc",
                                           "-Xlinker", "--export-dynamic-symbol=realloc",
                                           "-Xlinker", "--export-dynamic-symbol=free",
                                           "-Xlinker", "--export-dynamic-symbol=aligned_alloc",
                                           "-Xlinker", "--export-dynamic-symbol=memalign",
                                           "-Xlinker", "--export-dynamic-symbol=posix_memalign"],
                                          .when(platforms: [.linux]))]
        ),
        // C, because Swift reserves the names malloc and free for its runtime.
        .target(name: "AllocationCounting", path: "Benchmarks/AllocationCounting"),
        // What the test targets share (a seeded random generator); not a product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree", "TestSupport"]),
        .testTarget(name: "StateMachinesTests", dependencies: ["StateMachines", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "viewsimTests", dependencies: ["viewsim", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ViewSimTestingTests", dependencies: ["ViewSimTesting"], exclude: ["__Snapshots__"]),
        // UIKit-style files that import only UIKit, laid out by tests that drive the clock and
        // gestures through ViewTree.
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "ViewTree"],
                    resources: [.copy("Resources/TagCell.xib")]),
    ]
)

