import ViewTree

/// `viewsim check FILE…`: lays out Interface Builder documents as Xcode does and reports what
/// Xcode's issue navigator would: conflicting constraints, ambiguous views and misplaced views,
/// as `FILE:LINE: error|warning: …` lines (or JSON), for a Linux CI.
enum CheckCommand: Command {
    enum Format: String, CaseIterable { case text, json }

    static var format: Option<Format> { .choice("--format", noun: "format", help: [
        .text: "(default) one line per issue, FILE:LINE: error|warning|note: MESSAGE, as\n"
            + "compilers print them, then a summary line",
        .json: "{\"files\": [FILE, ...], \"errors\": N, \"warnings\": N, \"unreadable\": N}; see\n"
            + "below",
    ]) }
    static var intrinsic: Option<IntrinsicSizeSource> { NibArguments.intrinsic(default: .stored) }
    static var device: Option<String> { NibArguments.device(withNib: false) }

    static var syntax: CommandSyntax {
        CommandSyntax(
            name: "check",
            summary: "Report conflicting, ambiguous and misplaced views of .xib and .storyboard files",
            forms: [[.word("FILE..."), .optional("--format"), .optional("--device"), .optional("--orientation"),
                     .optional("--intrinsic")]],
            description: """
                Reads each Interface Builder document (.xib or .storyboard; - for standard input), lays
                out every top-level view of a xib and every scene's root view of a storyboard for the
                document's device, as `viewsim dump --nib` does, and reports what Xcode's issue
                navigator would show:
                  error    conflicting constraints: a minimal set of required constraints that cannot
                           all hold (by more than 0.5 pt), at the line of the constraint Auto Layout
                           breaks, with a note at the line of each other one;
                  error    ambiguous layout: a view positioned by constraints whose X or Y position,
                           width or height they leave undetermined;
                  warning  misplaced view: a view positioned by constraints whose stored frame differs
                           from its layout by more than 1 pt on some edge, with both frames and the ids
                           of the constraints that place it on that axis.
                A file that cannot be read is reported as FILE:LINE: error: ... and the other files
                are still checked. Issues are listed by file, in the order given, then by line. With a
                --device or --orientation other than the document's, frames stored for its screen are
                judged on another one (Xcode's canvas, switched, shows them misplaced too).
                """,
            groups: [
                .init(heading: "OPTIONS:", options: [format.declaration, device.declaration,
                                                     NibArguments.orientation.declaration, intrinsic.declaration]),
            ],
            notes: """
                JSON: each FILE is {"file": PATH, "readable": true|false, "device": ID|null,
                "orientation": "portrait"|"landscape"|null, "issues": [ISSUE, ...]}; each ISSUE is
                {"severity": "error"|"warning", "kind": "conflict"|"ambiguous"|"misplaced"|"unreadable",
                "line": N, "message": TEXT, "view": ID|null, "constraints": [ID, ...],
                "stored": [X, Y, W, H]|null, "layout": [X, Y, W, H]|null, "undetermined": ["x"|"y"|
                "width"|"height", ...], "notes": [{"line": N, "message": TEXT}, ...]}. Frames are in
                the superview's coordinates, as IB stores them.
                """,
            exitStatuses: [
                (0, "every file was read and has no issue"),
                (1, "some file has an issue (conflict, ambiguous or misplaced view)"),
                (2, "a usage error (no file, unknown option, format, device or orientation), or some\n"
                    + "file cannot be read (the others are still checked)"),
            ],
            takesWords: true)
    }

    /// One file's result: its issues, or why it could not be read.
    struct FileReport {
        var path: String
        var layout: InterfaceBuilderLayout?
        var issues: [InterfaceBuilderIssue] = []
        var failure: InterfaceBuilderError?
    }

    static func run(_ arguments: [String], console: inout Console) -> Int32 {
        let parsed: ParsedArguments
        do throws(UsageError) {
            parsed = try syntax.parse(arguments)
            if parsed.words.isEmpty { throw UsageError("name at least one .xib or .storyboard file to check") }
            if let id = parsed.value(device), InterfaceBuilderDevice.named(id) == nil {
                throw UsageError("unknown device '\(id)' (known: \(InterfaceBuilderDevice.knownIDs.joined(separator: ", ")))")
            }
        } catch {
            return usageError(error, console: &console)
        }
        let options = InterfaceBuilderLayout.Options(deviceID: parsed.value(device),
                                                     intrinsicSizes: parsed.value(intrinsic) ?? .stored,
                                                     orientation: parsed.value(NibArguments.orientation))
        var reports: [FileReport] = []
        for path in parsed.words {
            switch NibArguments.load(path, options: options, console: console) {
            case let .success(layout): reports.append(FileReport(path: path, layout: layout, issues: layout.issues()))
            case let .failure(error): reports.append(FileReport(path: path, failure: error))
            }
        }
        console.output += parsed.value(format) == .json ? json(reports) : text(reports)
        if reports.contains(where: { $0.failure != nil }) { return ExitStatus.usage }
        return reports.contains(where: { !$0.issues.isEmpty }) ? ExitStatus.recovered : ExitStatus.success
    }

    // MARK: - Text

    static func text(_ reports: [FileReport]) -> String {
        var out = ""
        for report in reports {
            if let failure = report.failure {
                out += NibArguments.message(failure, path: report.path) + "\n"
                continue
            }
            for issue in report.issues {
                out += "\(report.path):\(issue.line): \(issue.severity.rawValue): \(issue.message)\n"
                for note in issue.notes { out += "\(report.path):\(note.line): note: \(note.message)\n" }
            }
        }
        return out + summary(reports) + "\n"
    }

    /// `2 files checked: 1 error, 1 warning, 1 file unreadable` (`no issues` when clean).
    static func summary(_ reports: [FileReport]) -> String {
        let counts = tally(reports)
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var parts: [String] = []
        if counts.errors > 0 { parts.append(count(counts.errors, "error")) }
        if counts.warnings > 0 { parts.append(count(counts.warnings, "warning")) }
        if counts.unreadable > 0 { parts.append(count(counts.unreadable, "file") + " unreadable") }
        return count(reports.count, "file") + " checked: " + (parts.isEmpty ? "no issues" : parts.joined(separator: ", "))
    }

    private static func tally(_ reports: [FileReport]) -> (errors: Int, warnings: Int, unreadable: Int) {
        let issues = reports.flatMap(\.issues)
        return (issues.filter { $0.severity == .error }.count, issues.filter { $0.severity == .warning }.count,
                reports.filter { $0.failure != nil }.count)
    }

    // MARK: - JSON

    static func json(_ reports: [FileReport]) -> String {
        var files: [String] = []
        for report in reports {
            var issues: [String] = []
            if let failure = report.failure {
                issues.append(issueJSON(severity: "error", kind: "unreadable", line: failure.line, message: failure.message))
            }
            for issue in report.issues {
                issues.append(issueJSON(
                    severity: issue.severity.rawValue, kind: issue.kind.rawValue, line: issue.line, message: issue.message,
                    view: issue.viewID, constraints: issue.constraintIDs, stored: issue.storedFrame, layout: issue.layoutFrame,
                    undetermined: issue.undetermined, notes: issue.notes))
            }
            let layout = report.layout
            files.append("    {\"file\": \(JSONNumber.quoted(report.path)), \"readable\": \(report.failure == nil), "
                + "\"device\": \(layout?.device.map { JSONNumber.quoted($0.id) } ?? "null"), "
                + "\"orientation\": \(layout.map { JSONNumber.quoted($0.orientation.rawValue) } ?? "null"), \"issues\": ["
                + (issues.isEmpty ? "]}" : "\n" + issues.joined(separator: ",\n") + "\n    ]}"))
        }
        let counts = tally(reports)
        return "{\n  \"files\": [" + (files.isEmpty ? "" : "\n" + files.joined(separator: ",\n") + "\n  ")
            + "],\n  \"errors\": \(counts.errors), \"warnings\": \(counts.warnings), \"unreadable\": \(counts.unreadable)\n}\n"
    }

    private static func issueJSON(severity: String, kind: String, line: Int, message: String, view: String? = nil,
                                  constraints: [String] = [], stored: Rect? = nil, layout: Rect? = nil,
                                  undetermined: [String] = [], notes: [InterfaceBuilderIssue.Note] = []) -> String {
        func frame(_ rect: Rect?) -> String {
            guard let rect else { return "null" }
            return "[" + [rect.minX, rect.minY, rect.width, rect.height].map(JSONNumber.text).joined(separator: ", ") + "]"
        }
        func list(_ items: [String]) -> String { "[" + items.map(JSONNumber.quoted).joined(separator: ", ") + "]" }
        let noteList = notes.map { "{\"line\": \($0.line), \"message\": \(JSONNumber.quoted($0.message))}" }
        return "      {\"severity\": \(JSONNumber.quoted(severity)), \"kind\": \(JSONNumber.quoted(kind)), \"line\": \(line), "
            + "\"message\": \(JSONNumber.quoted(message)), \"view\": \(view.map(JSONNumber.quoted) ?? "null"), "
            + "\"constraints\": \(list(constraints)), \"stored\": \(frame(stored)), \"layout\": \(frame(layout)), "
            + "\"undetermined\": \(list(undetermined)), \"notes\": [\(noteList.joined(separator: ", "))]}"
    }
}
