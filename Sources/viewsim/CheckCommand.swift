import ViewTree

/// `viewsim check FILE…`: lays out Interface Builder documents as Xcode does and reports what
/// Xcode's issue navigator would: conflicting constraints, ambiguous views and misplaced views,
/// as `FILE:LINE: error|warning: …` lines (or JSON), for a Linux CI.
enum CheckCommand: Command {
    enum Format: String, CaseIterable { case text, json, github, sarif, junit }

    static var format: DefaultedOption<Format> { .choice("--format", noun: "format", default: .text, help: [
        .text: "one line per issue, FILE:LINE: error|warning|note: MESSAGE, as\n"
            + "compilers print them, then a summary line",
        .json: "{\"files\": [FILE, ...], \"errors\": N, \"warnings\": N, \"unreadable\": N,\n"
            + "\"baselined\": N}; see below",
        .github: "GitHub Actions annotations: ::error file=F,line=N,title=T::MESSAGE (notes\n"
            + "on its further lines), then the summary",
        .sarif: "a SARIF 2.1.0 log for GitHub code scanning: rules conflict, ambiguous,\n"
            + "misplaced and unreadable; a result per issue with its file and line",
        .junit: "JUnit XML, one test case per file: <error> when unreadable, <failure>\n"
            + "when it has an error (or a warning, with --strict), else its warnings in\n<system-out>",
    ]) }
    static var strict: Option<Bool> { .flag("--strict", help: "warnings (misplaced views) fail too: exit with 1, as\n"
        + "-warnings-as-errors makes a compiler do") }
    static var exclude: Option<String> { .text(
        "--exclude", value: "GLOB", hint: "a glob, e.g. 'Legacy/*' or '*Tests*'",
        help: "skip the files and folders a directory search finds whose path (as printed)\n"
            + "or name matches GLOB (* also crosses /); repeatable", nonEmpty: true, repeatable: true) }
    static var baseline: Option<String> { .text(
        "--baseline", value: "FILE", hint: "a baseline file written by --write-baseline",
        help: "leave out the issues FILE accepts (see below); report only new ones", nonEmpty: true) }
    static var writeBaseline: Option<String> { .text(
        "--write-baseline", value: "FILE", hint: "a file to write",
        help: "write every issue found (before --baseline) to FILE as the accepted ones", nonEmpty: true) }
    static var intrinsic: DefaultedOption<IntrinsicSizeSource> { NibArguments.intrinsic(default: .stored) }
    static var device: Option<String> { NibArguments.device(withNib: false) }

    static var syntax: CommandSyntax {
        CommandSyntax(
            name: "check",
            summary: "Report conflicting, ambiguous and misplaced views of .xib and .storyboard files",
            forms: [[.word("FILE|DIR..."), .optional(format), .optional(strict), .optional(exclude),
                     .optional(baseline), .optional(writeBaseline), .optional(device),
                     .optional(NibArguments.orientation), .optional(intrinsic)]],
            description: """
                Reads each Interface Builder document (.xib or .storyboard; - for standard input; for a
                directory, the .xib and .storyboard files in it and below it, in byte order of their
                paths, skipping .build, Pods, Carthage, DerivedData and hidden folders), lays out every
                top-level view of a xib and every scene's root view of a storyboard for the document's
                device, as `viewsim dump --nib` does, and reports what Xcode's issue navigator would show:
                  error    conflicting constraints: a minimal set of required constraints that cannot
                           all hold (by more than 0.5 pt), at the line of the constraint Auto Layout
                           breaks, with a note at the line of each other one;
                  error    ambiguous layout: a view positioned by constraints whose X or Y position,
                           width or height they leave undetermined;
                  warning  misplaced view: a view positioned by constraints whose stored frame differs
                           from its layout by more than 1.5 pt on some edge, with both frames and a
                           note at the line of each constraint that places it on that axis.
                A file that cannot be read is reported as FILE:LINE: error: ... (FILE: error: ... when
                no line is to blame), and the other files are still checked. Issues are listed by file,
                in the order given, then by line. With a --device or --orientation other than the
                document's, frames stored for its screen are judged on another one (Xcode's canvas,
                switched, shows them misplaced too).
                """,
            groups: [
                .init(heading: "OPTIONS:", options: [format.declaration, strict.declaration, exclude.declaration,
                                                     baseline.declaration, writeBaseline.declaration, device.declaration,
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

                BASELINE: a text file, one accepted issue per line, FILE<TAB>KIND<TAB>KEY, where FILE
                is the path as check prints it, KIND is conflict, ambiguous or misplaced, and KEY the
                view's IB id (for a conflict, its constraints' ids, sorted, joined by commas). Lines
                play no part, so edits elsewhere in a file keep its entries. Run check from the same
                folder when writing and using one.
                """,
            exitStatuses: [
                (0, "every file was read and none has an error (warnings alone, without --strict)"),
                (1, "some file has an error (conflicting constraints, ambiguous layout), or with\n"
                    + "--strict a warning (misplaced view); issues the baseline accepts do not count"),
                (2, "a usage error (no file, unknown option, format, device or orientation, a folder\n"
                    + "with no document, an unreadable baseline), or some file cannot be read or laid out\n"
                    + "within the solver's memory limit (the others are still checked)"),
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
        let files: [String]
        var accepted: CheckBaseline?
        do throws(UsageError) {
            parsed = try syntax.parse(arguments)
            if parsed.words.isEmpty { throw UsageError("name at least one .xib or .storyboard file, or a folder, to check") }
            if let id = parsed.value(device), InterfaceBuilderDevice.named(id) == nil {
                throw UsageError("unknown device '\(id)' (known: \(InterfaceBuilderDevice.knownIDs.joined(separator: ", ")))")
            }
            switch DocumentSearch(excludes: parsed.values(exclude)).files(for: parsed.words) {
            case let .success(found): files = found
            case let .failure(failure): throw UsageError("\(failure.path): \(failure.message)")
            }
            if let path = parsed.value(baseline) { accepted = try readBaseline(path, console: console) }
        } catch {
            return usageError(error, console: &console)
        }
        let options = InterfaceBuilderLayout.Options(deviceID: parsed.value(device),
                                                     intrinsicSizes: parsed.value(intrinsic),
                                                     orientation: parsed.value(NibArguments.orientation))
        var reports: [FileReport] = []
        for path in files {
            switch NibArguments.load(path, options: options, console: console) {
            case let .success(layout): reports.append(FileReport(path: path, layout: layout, issues: layout.issues()))
            case let .failure(error): reports.append(FileReport(path: path, failure: error))
            }
        }
        if let path = parsed.value(writeBaseline), case let .failure(failure) = OutputFile.replace(path, with: CheckBaseline(reports).text) {
            console.printError("viewsim check: error: cannot write the baseline \(path): \(failure.message)")
            return ExitStatus.usage
        }
        var baselined = 0
        if let accepted { (reports, baselined) = accepted.filter(reports) }
        let strict = parsed.isSet(strict)
        let summary = summary(reports, baselined: baselined)
        switch parsed.value(format) {
        case .text: console.output += text(reports) + summary + "\n"
        case .json: console.output += json(reports, baselined: baselined)
        case .github: console.output += CheckFormats.github(reports, summary: summary)
        case .sarif: console.output += CheckFormats.sarif(reports)
        case .junit: console.output += CheckFormats.junit(reports, strict: strict)
        }
        if reports.contains(where: { $0.failure != nil }) { return ExitStatus.usage }
        let fails = reports.contains { report in report.issues.contains { strict || $0.severity == .error } }
        return fails ? ExitStatus.recovered : ExitStatus.success
    }

    /// The baseline at `path`, or a usage error that names the file and the problem.
    private static func readBaseline(_ path: String, console: Console) throws(UsageError) -> CheckBaseline {
        guard case let .success(reader) = console.chunks(of: path) else {
            throw UsageError("cannot read the baseline \(path); write one with --write-baseline \(path)")
        }
        var bytes: [UInt8] = []
        while true {
            guard case let .success(chunk) = reader() else { throw UsageError("cannot read the baseline \(path)") }
            if chunk.isEmpty { break }
            bytes += chunk
            if bytes.count > InterfaceBuilderDocument.maximumFileSize {
                throw UsageError("the baseline \(path) is larger than \(InterfaceBuilderDocument.maximumFileSize) bytes")
            }
        }
        switch CheckBaseline.read(String(decoding: bytes, as: UTF8.self)) {
        case let .success(baseline): return baseline
        case let .failure(error): throw UsageError("the baseline \(path): \(error.message)")
        }
    }

    // MARK: - Text

    /// The issues, one line each with their notes, without the summary.
    static func text(_ reports: [FileReport]) -> String {
        var out = ""
        for report in reports {
            if let failure = report.failure {
                out += NibArguments.message(failure, path: report.path) + "\n"
                continue
            }
            for issue in report.issues { out += issue.diagnosticLines(file: report.path).map { $0 + "\n" }.joined() }
        }
        return out
    }

    /// `2 files checked: 1 error, 1 warning, 1 file unreadable` (`no issues` when clean), and how
    /// many issues the baseline left out.
    static func summary(_ reports: [FileReport], baselined: Int = 0) -> String {
        let counts = tally(reports)
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var parts: [String] = []
        if counts.errors > 0 { parts.append(count(counts.errors, "error")) }
        if counts.warnings > 0 { parts.append(count(counts.warnings, "warning")) }
        if counts.unreadable > 0 { parts.append(count(counts.unreadable, "file") + " unreadable") }
        let accepted = baselined > 0 ? " (\(count(baselined, "issue")) in the baseline left out)" : ""
        return count(reports.count, "file") + " checked: " + (parts.isEmpty ? "no issues" : parts.joined(separator: ", ")) + accepted
    }

    private static func tally(_ reports: [FileReport]) -> (errors: Int, warnings: Int, unreadable: Int) {
        let issues = reports.flatMap(\.issues)
        return (issues.filter { $0.severity == .error }.count, issues.filter { $0.severity == .warning }.count,
                reports.filter { $0.failure != nil }.count)
    }

    // MARK: - JSON

    static func json(_ reports: [FileReport], baselined: Int = 0) -> String {
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
            + "],\n  \"errors\": \(counts.errors), \"warnings\": \(counts.warnings), \"unreadable\": \(counts.unreadable), "
            + "\"baselined\": \(baselined)\n}\n"
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
