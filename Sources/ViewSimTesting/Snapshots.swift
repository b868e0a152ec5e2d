import Foundation
import ViewTree

/// How ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:filePath:testName:line:column:)`` writes a view.
public struct SnapshotFormat: Sendable {
    /// The file extension of the stored snapshot.
    public let pathExtension: String
    /// The snapshot's text.
    public let render: @Sendable (View) -> String

    /// Makes a format from a file extension and a function that writes a view as text.
    public init(pathExtension: String, render: @escaping @Sendable (View) -> String) {
        self.pathExtension = pathExtension
        self.render = render
    }

    /// The view tree as UIKit's `recursiveDescription` prints it (``View/recursiveDescription()``).
    public static let recursiveDescription = SnapshotFormat(pathExtension: "txt") { $0.recursiveDescription() }

    /// The view tree drawn as SVG (``SVGRenderer``).
    public static let svg = SnapshotFormat(pathExtension: "svg") { SVGRenderer().render($0) }
}

/// Compares `view`, laid out and written in `format`, with the snapshot stored beside the test
/// file, in the manner of swift-snapshot-testing: `__Snapshots__/<TestFile>/<test>.<name>.<ext>`,
/// where the name is `named`, or a count of the test's unnamed snapshots (`snapshotDirectory`
/// puts them in another folder).
///
/// With no stored snapshot, or when recording (`record`, or the environment variable
/// `VIEWSIM_RECORD=1`), it writes the snapshot and fails, so a recording is never mistaken for a
/// pass; run the test again to compare. A difference fails with a line diff.
@discardableResult
public func assertSnapshot(of view: View, as format: SnapshotFormat = .recursiveDescription, named name: String? = nil,
                           record: Bool = false, snapshotDirectory: String? = nil,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           testName: String = #function, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
    view.layoutIfNeeded()
    let actual = format.render(view)
    let testFile = URL(fileURLWithPath: "\(filePath)", isDirectory: false)
    let folder = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let label = name ?? String(SnapshotCounter.shared.next(for: "\(filePath)#\(testName)"))
    let snapshot = folder.appendingPathComponent("\(sanitized(testName)).\(sanitized(label)).\(format.pathExtension)")
    let recording = record || ProcessInfo.processInfo.environment["VIEWSIM_RECORD"] == "1"
    if !recording, let stored = try? String(contentsOf: snapshot, encoding: .utf8) {
        if stored == actual { return true }
        recordFailure("snapshot \(snapshot.path) differs (− stored, + now):\n" + TextDiff.lines(from: stored, to: actual)
                      + "\nRun with VIEWSIM_RECORD=1 to record the new one.", at: site)
        return false
    }
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: snapshot, options: .atomic)
    } catch {
        recordFailure("cannot record the snapshot \(snapshot.path): \(error)", at: site)
        return false
    }
    recordFailure((recording ? "recorded" : "no snapshot was stored; recorded") + " \(snapshot.path). "
                  + "Run the test again (without recording) to compare with it.", at: site)
    return false
}

/// `profileLayout()` as `profileLayout`: letters, digits, `-` and `_` kept, the rest `_`.
private func sanitized(_ text: String) -> String {
    let trimmed = text.hasSuffix("()") ? String(text.dropLast(2)) : text
    return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
}

/// The number of each test's unnamed snapshots so far, so a test's second one is `.2`.
final class SnapshotCounter: @unchecked Sendable {
    static let shared = SnapshotCounter()
    private let lock = NSLock()
    /// Guarded by ``lock``.
    private var counts: [String: Int] = [:]

    func next(for test: String) -> Int {
        lock.withLock {
            counts[test, default: 0] += 1
            return counts[test]!
        }
    }
}
