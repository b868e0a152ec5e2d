import ViewTree

/// `check`'s machine formats for CI: GitHub Actions workflow commands, SARIF 2.1.0 for code
/// scanning and JUnit XML for test reports. Text and JSON are in ``CheckCommand``.
enum CheckFormats {
    /// A rule of the SARIF log and the title of a GitHub annotation: one per kind of issue.
    struct Rule {
        var id: String
        var name: String
        var title: String
        var description: String
        var level: String
    }

    /// The rules, in the order the SARIF log lists them (a result's `ruleIndex`).
    static let rules = [
        Rule(id: "conflict", name: "ConflictingConstraints", title: "Conflicting constraints",
             description: "Required constraints that cannot all hold; at run time Auto Layout breaks one of them.",
             level: "error"),
        Rule(id: "ambiguous", name: "AmbiguousLayout", title: "Ambiguous layout",
             description: "A view whose position or size its constraints leave undetermined.", level: "error"),
        Rule(id: "misplaced", name: "MisplacedView", title: "Misplaced view",
             description: "A view stored in the document at another frame than its constraints give it.", level: "warning"),
        Rule(id: "unreadable", name: "UnreadableDocument", title: "Unreadable document",
             description: "A file that is not an Interface Builder document viewsim can read.", level: "error"),
    ]

    static func rule(_ kind: String) -> (index: Int, rule: Rule) {
        let index = rules.firstIndex { $0.id == kind } ?? rules.count - 1
        return (index, rules[index])
    }

    // MARK: - GitHub Actions

    /// One `::error file=…,line=…,title=…::message` (or `::warning`) workflow command per issue,
    /// its notes on further lines of the same annotation, then the summary as a plain line.
    static func github(_ reports: [CheckCommand.FileReport], summary: String) -> String {
        var out = ""
        func annotation(_ severity: String, path: String, line: Int, kind: String, message: String, notes: [String]) {
            var properties = "file=" + escapedProperty(path)
            if line > 0 { properties += ",line=\(line)" }
            properties += ",title=" + escapedProperty(rule(kind).rule.title)
            out += "::\(severity) \(properties)::" + escapedData(([message] + notes).joined(separator: "\n")) + "\n"
        }
        for report in reports {
            if let failure = report.failure {
                annotation("error", path: report.path, line: failure.line, kind: "unreadable", message: failure.message, notes: [])
            }
            for issue in report.issues {
                annotation(issue.severity.rawValue, path: report.path, line: issue.line, kind: issue.kind.rawValue,
                           message: issue.message, notes: issue.notes.map { "line \($0.line): \($0.message)" })
            }
        }
        return out + summary + "\n"
    }

    /// A workflow command's message: `%`, return and new line as `%25`, `%0D`, `%0A`.
    private static func escapedData(_ text: String) -> String {
        text.escaping(["%": "%25", "\r": "%0D", "\n": "%0A", "\r\n": "%0D%0A"])
    }

    /// A workflow command's property value: as a message, and `:` and `,` as `%3A`, `%2C`.
    private static func escapedProperty(_ text: String) -> String {
        text.escaping(["%": "%25", "\r": "%0D", "\n": "%0A", "\r\n": "%0D%0A", ":": "%3A", ",": "%2C"])
    }

    // MARK: - SARIF

    /// A SARIF 2.1.0 log with one run: the rules, and a result per issue with its file and line
    /// (notes as related locations) and a fingerprint made of the baseline's key, which stays the
    /// same when lines move.
    static func sarif(_ reports: [CheckCommand.FileReport]) -> String {
        var results: [String] = []
        for report in reports {
            if let failure = report.failure {
                results.append(sarifResult(kind: "unreadable", level: "error", message: failure.message, path: report.path,
                                           line: failure.line, notes: [], fingerprint: nil))
            }
            for issue in report.issues {
                let entry = CheckBaseline.entry(issue, in: report.path)
                results.append(sarifResult(kind: issue.kind.rawValue, level: issue.severity.rawValue, message: issue.message,
                                           path: report.path, line: issue.line, notes: issue.notes,
                                           fingerprint: [entry.file, entry.kind, entry.key].joined(separator: "|")))
            }
        }
        let ruleList = rules.map { rule in
            "        {\"id\": \(JSONNumber.quoted(rule.id)), \"name\": \(JSONNumber.quoted(rule.name)), "
                + "\"shortDescription\": {\"text\": \(JSONNumber.quoted(rule.title))}, "
                + "\"fullDescription\": {\"text\": \(JSONNumber.quoted(rule.description))}, "
                + "\"defaultConfiguration\": {\"level\": \(JSONNumber.quoted(rule.level))}}"
        }
        return """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "version": "2.1.0",
              "runs": [{
                "tool": {"driver": {
                  "name": "viewsim",
                  "version": \(JSONNumber.quoted(Version.current)),
                  "rules": [
            \(ruleList.joined(separator: ",\n"))
                  ]
                }},
                "results": [\(results.isEmpty ? "" : "\n" + results.joined(separator: ",\n") + "\n    ")]
              }]
            }

            """
    }

    private static func sarifResult(kind: String, level: String, message: String, path: String, line: Int,
                                    notes: [InterfaceBuilderIssue.Note], fingerprint: String?) -> String {
        func location(_ line: Int, message: String? = nil, id: Int? = nil) -> String {
            let region = line > 0 ? ", \"region\": {\"startLine\": \(line)}" : ""
            return "{" + (id.map { "\"id\": \($0), " } ?? "")
                + "\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(JSONNumber.quoted(uri(path)))}\(region)}"
                + (message.map { ", \"message\": {\"text\": \(JSONNumber.quoted($0))}" } ?? "") + "}"
        }
        var text = "      {\"ruleId\": \(JSONNumber.quoted(kind)), \"ruleIndex\": \(rule(kind).index), "
            + "\"level\": \(JSONNumber.quoted(level)), \"message\": {\"text\": \(JSONNumber.quoted(message))}, "
            + "\"locations\": [\(location(line))]"
        if !notes.isEmpty {
            text += ", \"relatedLocations\": ["
                + notes.enumerated().map { location($1.line, message: $1.message, id: $0) }.joined(separator: ", ") + "]"
        }
        if let fingerprint { text += ", \"partialFingerprints\": {\"viewsimIssue/v1\": \(JSONNumber.quoted(fingerprint))}" }
        return text + "}"
    }

    /// A path as a URI: a relative reference for a relative path, a `file://` URI for an absolute
    /// one; `/` kept, anything but unreserved characters percent-encoded (a space as `%20`).
    static func uri(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    // MARK: - JUnit

    /// JUnit XML with one test case per file: an `<error>` when it cannot be read, a `<failure>`
    /// listing its issues when it has an error (or, with `strict`, a warning), and its warnings as
    /// `<system-out>` when they do not fail it.
    static func junit(_ reports: [CheckCommand.FileReport], strict: Bool) -> String {
        var cases: [String] = []
        var failures = 0, errors = 0
        for report in reports {
            let name = SVGFormat.escapedAttribute(report.path)
            if let failure = report.failure {
                errors += 1
                cases.append("    <testcase classname=\"viewsim.check\" name=\"\(name)\">\n"
                    + "      <error type=\"unreadable\" message=\"\(SVGFormat.escapedAttribute(failure.message))\"/>\n"
                    + "    </testcase>")
                continue
            }
            if report.issues.isEmpty {
                cases.append("    <testcase classname=\"viewsim.check\" name=\"\(name)\"/>")
                continue
            }
            let lines = report.issues.flatMap { $0.diagnosticLines(file: report.path) }.joined(separator: "\n")
            let errorCount = report.issues.filter { $0.severity == .error }.count
            let warningCount = report.issues.count - errorCount
            let fails = errorCount > 0 || strict
            var body = "    <testcase classname=\"viewsim.check\" name=\"\(name)\">\n"
            if fails {
                failures += 1
                let kind = report.issues.first { $0.severity == .error }?.kind ?? report.issues[0].kind
                let counts = [errorCount > 0 ? "\(errorCount) error\(errorCount == 1 ? "" : "s")" : nil,
                              warningCount > 0 ? "\(warningCount) warning\(warningCount == 1 ? "" : "s")" : nil]
                    .compactMap { $0 }.joined(separator: ", ")
                body += "      <failure type=\"\(kind.rawValue)\" message=\"\(counts)\">\(SVGFormat.escaped(lines))</failure>\n"
            } else {
                body += "      <system-out>\(SVGFormat.escaped(lines))</system-out>\n"
            }
            cases.append(body + "    </testcase>")
        }
        let counts = "tests=\"\(reports.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"viewsim check\" \(counts)>\n"
            + "  <testsuite name=\"viewsim check\" \(counts) skipped=\"0\">\n"
            + cases.map { $0 + "\n" }.joined()
            + "  </testsuite>\n</testsuites>\n"
    }
}
