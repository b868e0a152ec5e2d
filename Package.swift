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
        .executable(name: "viewsim", targets: ["viewsim"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "ViewTree", dependencies: ["Cassowary"], swiftSettings: releaseWithoutExclusivityChecks),
        .target(name: "StateMachines", dependencies: ["ViewTree"], swiftSettings: releaseWithoutExclusivityChecks),
        .executableTarget(name: "viewsim", dependencies: ["StateMachines"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["StateMachines"],
            path: "Benchmarks",
            exclude: ["Workloads"],
            // The allocation counter (Benchmarks/AllocationCounter.swift) defines malloc and friends;
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
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["Fixtures"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree"]),
        .testTarget(name: "StateMachinesTests", dependencies: ["StateMachines"], exclude: ["Fixtures"]),
        .testTarget(name: "viewsimTests", dependencies: ["viewsim"], exclude: ["Fixtures"]),
    ]
)

/// Release builds of the view and scene layers skip the dynamic exclusivity checks on class
/// properties: a scroll tick reads and writes a few dozen of them (scroll view, collection view,
/// clock, animator), and each check costs as much as the work it guards (swift_beginAccess was a
/// sixth of a tick's instructions under callgrind). Debug builds, and so `swift test`, keep the
/// checks, which would catch a conflicting access.
var releaseWithoutExclusivityChecks: [SwiftSetting] {
    [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
}
