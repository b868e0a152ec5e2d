import Foundation
import Testing

/// The layout of a document does not depend on the stored frames of the views its constraints
/// position: moving them (and resizing those without an intrinsic size) changes no output.
@Suite struct NibFrameInvarianceTests {
    /// Elements that have no intrinsic content size in UIKit, whose stored size may be changed too.
    static let sizeless: Set<String> = ["view", "stackView", "scrollView", "tableView", "collectionView"]

    /// The document with the stored `<rect key="frame">` of every view that has
    /// `translatesAutoresizingMaskIntoConstraints="NO"` moved by (7.25, -3.5), and, for the
    /// ``sizeless`` elements without a placeholder intrinsic size, resized by (+13, +21). IB writes
    /// a view's frame on the line after its start tag, one element a line. Left alone: top-level
    /// views (the document's size is theirs) and views Xcode flagged `ambiguous` with their
    /// subviews (where their constraints leave them depends on where the layout starts, in UIKit
    /// too).
    static func perturbed(_ text: String) -> (text: String, movedIDs: [String]) {
        var lines = text.components(separatedBy: "\n")
        var movedIDs: [String] = []
        var pending: (resizes: Bool, index: Int, id: String?)?
        var open: [(name: String, ambiguous: Bool)] = []  // the elements enclosing the current line
        for index in lines.indices {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            let parent = open.last
            let ambiguous = line.contains("ambiguous=\"YES\"") || parent?.ambiguous == true
            if trimmed.hasPrefix("</") {
                _ = open.popLast()
            } else if trimmed.hasPrefix("<"), !trimmed.hasPrefix("<?"), !trimmed.hasPrefix("<!"), !trimmed.hasSuffix("/>") {
                open.append((String(trimmed.dropFirst().prefix { $0.isLetter }), ambiguous))
            }
            if let (resizes, start, id) = pending, trimmed.hasPrefix("<rect key=\"frame\""), index == start + 1 {
                lines[index] = shifted(line, resizes: resizes)
                if let id { movedIDs.append(id) }
                pending = nil
                continue
            }
            pending = nil
            // A view IB keeps at a frame set by hand (`fixedFrame`) is not positioned by constraints.
            guard trimmed.hasPrefix("<"), line.contains("translatesAutoresizingMaskIntoConstraints=\"NO\""),
                  !line.contains("fixedFrame=\"YES\""), !ambiguous, parent?.name != "objects" else { continue }
            let element = String(trimmed.dropFirst().prefix { $0.isLetter })
            let resizes = sizeless.contains(element) && !line.contains("intrinsicContentSize") && !line.contains("placeholderIntrinsic")
            pending = (resizes, index, attribute("id", of: line))
        }
        return (lines.joined(separator: "\n"), movedIDs)
    }

    private static func attribute(_ name: String, of line: String) -> String? {
        guard let range = line.range(of: " \(name)=\""), let end = line[range.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(line[range.upperBound..<end])
    }

    private static func shifted(_ line: String, resizes: Bool) -> String {
        var result = line
        let changes: [(String, Double)] = [("x", 7.25), ("y", -3.5)] + (resizes ? [("width", 13), ("height", 21)] : [])
        for (name, delta) in changes {
            guard let range = result.range(of: " \(name)=\""), let end = result[range.upperBound...].firstIndex(of: "\""),
                  let value = Double(result[range.upperBound..<end]) else { continue }
            result.replaceSubrange(range.upperBound..<end, with: String(value + delta))
        }
        return result
    }

    @Test func theFixturesLayOutTheSameWithMovedFrames() throws {
        let moved = try documentsFollowingMovedFrames([CommandRunner.fixture("nib/card.xib"), CommandRunner.fixture("nib/profile.xib")])
        #expect(moved.isEmpty, "\(moved)")
    }

    /// Every corpus document but a known few (skipped when `../shared/ib-corpus` is absent). The
    /// bound is the figure reached, lowered as rules land.
    @Test(.enabled(if: CommandRunner.corpus != nil, "needs ../shared/ib-corpus"))
    func theCorpusLaysOutTheSameWithMovedFrames() throws {
        let moved = try documentsFollowingMovedFrames(CommandRunner.corpusDocuments)
        #expect(moved.count <= 0, "\(moved.joined(separator: "\n"))")
    }

    /// `check` reports a moved view misplaced, as Xcode flags a view stored off its constraints:
    /// in the documents Xcode saved clean, at least 98.5% of the moved views (the figure reached,
    /// 1,259 of 1,274; the rest are SF Symbol image views and buttons, including those whose
    /// configuration's title is empty, whose stored frames are not judged, and two hidden arranged
    /// views of a stack view).
    @Test(.enabled(if: CommandRunner.corpus != nil, "needs ../shared/ib-corpus"))
    func movedViewsAreReportedMisplaced() throws {
        let directory = try HostileDocuments.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var moved = 0, reported = 0
        for path in CommandRunner.corpusDocuments {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard !text.contains("misplaced=\"YES\""), !text.contains("ambiguous=\"YES\"") else { continue }
            let (perturbed, movedIDs) = Self.perturbed(text)
            guard !movedIDs.isEmpty else { continue }
            let copy = directory.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent).path
            try perturbed.write(toFile: copy, atomically: true, encoding: .utf8)
            let result = try CommandRunner.run(["check", copy, "--format", "json", "--intrinsic", "stored"])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            let file = try #require((json["files"] as? [[String: Any]])?.first)
            let issues = file["issues"] as? [[String: Any]] ?? []
            let misplaced = Set(issues.filter { $0["kind"] as? String == "misplaced" }.compactMap { $0["view"] as? String })
            moved += movedIDs.count
            reported += movedIDs.filter(misplaced.contains).count
        }
        #expect(moved > 1000)
        #expect(Double(reported) >= 0.985 * Double(moved), "\(reported) of \(moved) moved views reported misplaced")
    }

    /// The documents whose dump changes when their constraint-placed views' stored frames move,
    /// each with its first differing line.
    private func documentsFollowingMovedFrames(_ paths: [String]) throws -> [String] {
        let directory = try HostileDocuments.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var moved: [String] = []
        for path in paths {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let copy = directory.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent).path
            try Self.perturbed(text).text.write(toFile: copy, atomically: true, encoding: .utf8)
            let arguments = ["--format", "json", "--intrinsic", "stored"]
            let original = try CommandRunner.run(["dump", "--nib", path] + arguments)
            let perturbed = try CommandRunner.run(["dump", "--nib", copy] + arguments)
            guard original.status != perturbed.status || original.output != perturbed.output else { continue }
            let difference = zip(original.output.split(separator: "\n"), perturbed.output.split(separator: "\n"))
                .first { $0 != $1 }
            moved.append("\(path): first difference: \(difference.map { "\($0.0)\n  vs \($0.1)" } ?? "length or status")")
        }
        return moved
    }
}
