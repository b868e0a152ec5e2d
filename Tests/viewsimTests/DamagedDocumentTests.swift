import Foundation
import Testing
import TestSupport

/// Real documents from the shared corpus with random damage of the kinds a hand edit, a bad merge
/// or a generator makes: numbers pushed to extremes or made unreadable, enumerations swapped for
/// other or unknown values, references pointed at other ids, lines dropped or repeated. `check`
/// reports every file, prints only finite geometry, and never crashes or hangs, in both
/// intrinsic-size modes. The damage is drawn from a fixed seed, so a failure repeats.
@Suite struct DamagedDocumentTests {
    /// Attributes whose values are numbers.
    static let numericAttributes: Set<String> = [
        "x", "y", "width", "height", "constant", "multiplier", "priority", "pointSize", "rowHeight", "spacing",
        "numberOfLines", "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "estimatedRowHeight", "sectionHeaderHeight", "minValue", "maxValue",
        "value", "top", "bottom", "leading", "trailing", "minimumLineSpacing", "minimumInteritemSpacing",
    ]
    static let extremeNumbers = ["0", "-1", "1e308", "-1e308", "nan", "inf", "-0", "1e-320", "99999999", "", "abc", "1e400", "1001"]
    /// Attributes whose values come from a list, with values that are valid for some of them.
    static let enumeratedAttributes: [String: [String]] = [
        "axis": ["vertical", "horizontal", "diagonal"],
        "distribution": ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering", "bogus"],
        "alignment": ["fill", "top", "center", "bottom", "leading", "trailing", "firstBaseline", "lastBaseline", "bogus"],
        "relation": ["greaterThanOrEqual", "lessThanOrEqual", "equal", "bogus"],
        "firstAttribute": ["top", "bottom", "leading", "width", "height", "centerY", "baseline", "lastBaseline", "topMargin", "bogus"],
        "secondAttribute": ["top", "trailing", "width", "centerX", "firstBaseline", "notAnAttribute", "bogus"],
        "translatesAutoresizingMaskIntoConstraints": ["NO", "YES"],
        "hidden": ["YES", "NO"],
        "style": ["plain", "grouped", "insetGrouped", "bogus"],
    ]
    /// Attributes that name another element.
    static let referenceAttributes: Set<String> = ["id", "firstItem", "secondItem", "destination"]

    /// An attribute value in a document: its name and the byte range between its quotes.
    struct Attribute {
        let name: String
        let value: Range<Int>
    }

    /// Every `name="value"` in `bytes`.
    static func attributes(in bytes: [UInt8]) -> [Attribute] {
        var found: [Attribute] = []
        var index = 1
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "="), bytes[index + 1] == UInt8(ascii: "\"") else { continue }
            var start = index
            while start > 0, bytes[start - 1] < 128, Character(UnicodeScalar(bytes[start - 1])).isLetter { start -= 1 }
            guard start < index, let end = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "\"")) else { continue }
            found.append(Attribute(name: String(decoding: bytes[start..<index], as: UTF8.self), value: (index + 2)..<end))
            index = end
        }
        return found
    }

    /// `text` with one to six pieces of damage.
    static func damaged(_ text: String, random: inout SplitMix64) -> String {
        var bytes = Array(text.utf8)
        for _ in 0..<random.int(in: 1...6) {
            let all = attributes(in: bytes)
            func pick(_ candidates: [Attribute]) -> Attribute? {
                candidates.isEmpty ? nil : candidates[random.int(in: 0...(candidates.count - 1))]
            }
            func choose(_ values: [String]) -> String { values[random.int(in: 0...(values.count - 1))] }
            switch random.int(in: 0...9) {
            case 0...3:
                if let target = pick(all.filter { numericAttributes.contains($0.name) }) {
                    bytes.replaceSubrange(target.value, with: Array(choose(extremeNumbers).utf8))
                }
            case 4...5:
                if let target = pick(all.filter { enumeratedAttributes[$0.name] != nil }) {
                    bytes.replaceSubrange(target.value, with: Array(choose(enumeratedAttributes[target.name]!).utf8))
                }
            case 6...7:
                let references = all.filter { referenceAttributes.contains($0.name) }
                if let target = pick(references), let source = pick(references) {
                    bytes.replaceSubrange(target.value, with: Array(bytes[source.value]))
                }
            default:
                var lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
                let candidates = lines.indices.filter { lines[$0].hasSuffix("/>") }
                guard !candidates.isEmpty else { continue }
                let line = candidates[random.int(in: 0...(candidates.count - 1))]
                if random.int(in: 0...1) == 0 { lines.remove(at: line) } else { lines.insert(lines[line], at: line) }
                bytes = Array(lines.joined(separator: "\n").utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether every `(x y; w h)` group in `line` holds four finite numbers.
    static func geometryIsFinite(_ line: String) -> Bool {
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let inside = rest[rest.index(after: open)..<close]
            let tokens = inside.split(whereSeparator: { $0 == " " || $0 == ";" })
            if inside.contains(";"), tokens.count == 4, tokens.contains(where: { Double($0).map { !$0.isFinite } ?? true }) {
                return false
            }
            rest = rest[rest.index(after: close)...]
        }
        return true
    }

    @Test(.enabled(if: CommandRunner.corpus != nil, "needs ../shared/ib-corpus"),
          arguments: [["--intrinsic", "stored"], ["--intrinsic", "model"]])
    func checkReportsEveryDamagedDocumentWithoutCrashing(mode: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewsim-damaged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SplitMix64(seed: 34)
        var paths: [String] = []
        for (number, document) in CommandRunner.corpusDocuments.enumerated() {
            let text = try String(contentsOfFile: document, encoding: .utf8)
            let suffix = document.hasSuffix(".xib") ? "xib" : "storyboard"
            for copy in 0..<3 {
                let path = folder.appendingPathComponent("damaged-\(number)-\(copy).\(suffix)").path
                try Self.damaged(text, random: &random).write(toFile: path, atomically: true, encoding: .utf8)
                paths.append(path)
            }
        }
        let result = try CommandRunner.run(["check"] + paths + mode, timeout: 300)
        #expect(!result.timedOut)
        #expect(!result.signalled && [0, 1, 2].contains(result.status),
                "check ended with status \(result.status): \(result.error.suffix(500))")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.last?.hasPrefix("\(paths.count) files checked") == true, "\(lines.last ?? "no output")")
        let infinite = lines.filter { !Self.geometryIsFinite($0) }
        #expect(infinite.isEmpty, "non-finite geometry: \(infinite.prefix(3))")
    }

    /// The helpers themselves: damage changes the text, and the geometry check tells finite from not.
    @Test func damageChangesTheTextAndGeometryIsRead() {
        var random = SplitMix64(seed: 1)
        let text = #"<view id="a"><rect key="frame" x="1" y="2" width="3" height="4"/></view>"#
        #expect(Self.attributes(in: Array(text.utf8)).map(\.name) == ["id", "key", "x", "y", "width", "height"])
        #expect((0..<20).contains { _ in Self.damaged(text, random: &random) != text })
        #expect(Self.geometryIsFinite("stored at (1 2; 3 4) but its constraints put it at (1 2.5; 3 4)"))
        #expect(!Self.geometryIsFinite("stored at (1 2; 3 4) but its constraints put it at (nan 2; 3 inf)"))
    }
}
