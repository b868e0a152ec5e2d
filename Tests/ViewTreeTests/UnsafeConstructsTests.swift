import Foundation
import Testing

/// Unsafe constructs stay inside the few storage types that state their invariants (see
/// docs/layout-engine.md): a contributor's ordinary change cannot add one elsewhere unnoticed.
@Suite struct UnsafeConstructsTests {
    /// The package's source files (path relative to the package, and lines), found from this file.
    private static let sources: [(path: String, lines: [Substring])] = {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let root = package.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var found: [(String, [Substring])] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let path = String(url.path.dropFirst(package.path.count + 1))
            found.append((path, text.split(separator: "\n", omittingEmptySubsequences: false)))
        }
        return found.sorted { $0.0 < $1.0 }
    }()

    /// The code lines (comments skipped) that contain `construct`, as `path:line`, outside `allowed`.
    private static func uses(of construct: String, outside allowed: (String) -> Bool) -> [String] {
        var places: [String] = []
        for (path, lines) in sources where !allowed(path) {
            for (index, line) in lines.enumerated() {
                let code = line.drop { $0 == " " }
                if code.hasPrefix("//") || code.contains(Self.uikitTargetOffset) { continue }
                if code.contains(construct) { places.append("\(path):\(index + 1)") }
            }
        }
        return places
    }

    /// UIKit's `scrollViewWillEndDragging` parameter: a pointer made by Swift's inout-to-pointer
    /// conversion for the length of the call, the one unsafe type UIKit's signatures require.
    private static let uikitTargetOffset = "targetContentOffset: UnsafeMutablePointer<Point>"

    private static func inSolver(_ path: String) -> Bool { path.hasPrefix("Sources/Cassowary/") }

    @Test func theSourcesAreFound() {
        #expect(Self.sources.count > 100)
        #expect(Self.sources.contains { $0.path == "Sources/ViewTree/Layout/Unretained.swift" })
    }

    @Test func unretainedReferencesLiveInOneStorageType() {
        let storage = { (path: String) in Self.inSolver(path) || path == "Sources/ViewTree/Layout/Unretained.swift" }
        #expect(Self.uses(of: "Unmanaged", outside: storage) == [])
        #expect(Self.uses(of: "_withUnsafeGuaranteedRef", outside: storage) == [])
        #expect(Self.uses(of: "unowned(unsafe)", outside: { _ in false }) == [])
    }

    @Test func unsafePointersLiveInTheSolversArenasAndTheXMLReader() {
        let allowed = { (path: String) in
            Self.inSolver(path) || path == "Sources/ViewTree/InterfaceBuilder/XMLElementTree.swift"
                || path == "Sources/ViewTree/Layout/Unretained.swift"  // the array walk, see forEachUnretained
        }
        #expect(Self.uses(of: "UnsafeMutablePointer", outside: allowed) == [])
        #expect(Self.uses(of: "UnsafePointer", outside: allowed) == [])
        #expect(Self.uses(of: "UnsafeBufferPointer", outside: allowed) == [])
        #expect(Self.uses(of: "UnsafeMutableBufferPointer", outside: allowed) == [])
        #expect(Self.uses(of: "UnsafeRawPointer", outside: allowed) == [])
        #expect(Self.uses(of: "UnsafeMutableRawPointer", outside: allowed) == [])
        #expect(Self.uses(of: "withUnsafeBufferPointer", outside: allowed) == [])
        #expect(Self.uses(of: "withUnsafeMutableBufferPointer", outside: allowed) == [])
    }

    @Test func uncheckedExclusivityIsOnlyInReleaseBuilds() {
        var unguarded: [String] = []
        for (path, lines) in Self.sources {
            for (index, line) in lines.enumerated() where line.contains("@exclusivity(unchecked)") {
                let code = line.drop { $0 == " " }
                if code.hasPrefix("//") { continue }
                let previous = index > 0 ? lines[index - 1].drop { $0 == " " } : ""
                if previous != "#if !DEBUG" { unguarded.append("\(path):\(index + 1)") }
            }
        }
        #expect(unguarded == [])
    }
}
