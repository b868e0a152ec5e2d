/// A line diff for failure messages: removed lines with `−`, added ones with `+`, and two lines
/// of context around each change.
enum TextDiff {
    /// The largest product of line counts diffed line by line; beyond it, the first difference only.
    static let maximumCells = 4_000_000

    static func lines(from old: String, to new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard a.count * b.count <= maximumCells else {
            let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            return "first difference at line \(index + 1):\n− \(index < a.count ? a[index] : "(end)")\n+ \(index < b.count ? b[index] : "(end)")"
        }
        // Longest common subsequence lengths, from the end.
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [(mark: String, text: String)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append((" ", a[i])); i += 1; j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                edits.append(("+", b[j])); j += 1
            } else {
                edits.append(("−", a[i])); i += 1
            }
        }
        let changed = edits.indices.filter { edits[$0].mark != " " }
        let shown = edits.indices.filter { index in changed.contains { abs($0 - index) <= 2 } }
        var out: [String] = []
        var previous: Int?
        for index in shown {
            if let previous, index > previous + 1 { out.append("…") }
            out.append("\(edits[index].mark) \(edits[index].text)")
            previous = index
        }
        return out.joined(separator: "\n")
    }
}
