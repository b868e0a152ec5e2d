import ViewTree

/// The issues a team has accepted, so that `check --baseline FILE` reports only new ones.
///
/// An entry is keyed by the file (as `check` prints it), the kind of issue and what it is about:
/// the view's IB id, or for a conflict its constraints' ids, never by line, so edits elsewhere in
/// the file do not break it. The file is text, one entry per line, `FILE<TAB>KIND<TAB>KEY`, sorted,
/// so it reads well in review; `#` starts a comment. Entries count: two accepted issues with the
/// same key hide two, not three. A file that cannot be read is never accepted.
struct CheckBaseline: Equatable {
    /// One accepted issue.
    struct Entry: Hashable, Comparable {
        var file: String
        var kind: String
        var key: String

        static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.kind, a.key) < (b.file, b.kind, b.key)
        }
    }

    /// The entries, sorted.
    private(set) var entries: [Entry]

    init(entries: [Entry]) { self.entries = entries.sorted() }

    /// The baseline of every issue in `reports`.
    init(_ reports: [CheckCommand.FileReport]) {
        self.init(entries: reports.flatMap { report in report.issues.map { Self.entry($0, in: report.path) } })
    }

    /// An issue's entry: its view's id, or a conflict's constraint ids in order, `-` if none.
    static func entry(_ issue: InterfaceBuilderIssue, in file: String) -> Entry {
        let key = issue.viewID ?? (issue.constraintIDs.isEmpty ? "-" : issue.constraintIDs.sorted().joined(separator: ","))
        return Entry(file: file, kind: issue.kind.rawValue, key: key)
    }

    static let header = "# viewsim check baseline: the issues accepted, one per line: FILE<TAB>KIND<TAB>VIEW ID or CONSTRAINT IDS\n"

    /// The file's text.
    var text: String {
        Self.header + entries.map { [$0.file, $0.kind, $0.key].map(Self.escaped).joined(separator: "\t") + "\n" }.joined()
    }

    /// Reads a baseline's text, or says which line is wrong and how.
    static func read(_ text: String) -> Result<CheckBaseline, UsageError> {
        var entries: [Entry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { unescaped(String($0)) }
            guard fields.count == 3, !fields[0].isEmpty,
                  InterfaceBuilderIssue.Kind(rawValue: fields[1]) != nil else {
                return .failure(UsageError("line \(index + 1) is not FILE<TAB>KIND<TAB>KEY with KIND conflict, ambiguous "
                                           + "or misplaced; write a new one with --write-baseline"))
            }
            entries.append(Entry(file: fields[0], kind: fields[1], key: fields[2]))
        }
        return .success(CheckBaseline(entries: entries))
    }

    /// Splits `reports` into the issues the baseline does not hold and the number it does.
    func filter(_ reports: [CheckCommand.FileReport]) -> (reports: [CheckCommand.FileReport], accepted: Int) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var accepted = 0
        func takes(_ entry: Entry) -> Bool {
            guard let count = remaining[entry], count > 0 else { return false }
            remaining[entry] = count - 1
            accepted += 1
            return true
        }
        let kept = reports.map { report -> CheckCommand.FileReport in
            var report = report
            report.issues = report.issues.filter { !takes(Self.entry($0, in: report.path)) }
            return report
        }
        return (kept, accepted)
    }

    /// Backslash, tab and new line written as `\\`, `\t` and `\n`, so a field stays on its line.
    private static func escaped(_ field: String) -> String {
        field.escaping(["\\": "\\\\", "\t": "\\t", "\n": "\\n"])
    }

    private static func unescaped(_ field: String) -> String {
        var out = ""
        var escaping = false
        for character in field {
            if escaping {
                out.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}

extension String {
    /// The string with each character that `table` names written as its replacement.
    func escaping(_ table: [Character: String]) -> String {
        var out = ""
        for character in self {
            if let replacement = table[character] { out += replacement } else { out.append(character) }
        }
        return out
    }
}
