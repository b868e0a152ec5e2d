#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Cassowary

/// A stopgap reader for the `.constraints` workload files, enough for the lines they use:
/// `edit NAME [STRENGTH]` and `EXPR OP EXPR [STRENGTH]` where `EXPR` is terms (`NUMBER`,
/// `NAME`, `NUMBER * NAME`, `NAME * NUMBER`) joined by `+`/`-`, every token separated by spaces.
///
/// TEMPORARY: `Cassowary.ConstraintSystem` (issue 3) is the real parser; when it is in main the
/// benchmarks switch to it and this file goes away.
enum ConstraintsLoader {
    /// Reads and parses the workload file `name` in `Benchmarks/Workloads/`.
    static func loadWorkload(_ name: String) throws -> SystemDescription {
        let path = workloadsDirectory() + "/" + name
        return try parse(readFile(path), path: path)
    }

    /// The `Workloads` folder next to this source file (the sources are where the package
    /// was built from, so this holds on every clean clone).
    static func workloadsDirectory(file: String = #filePath) -> String {
        var parts = file.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast()
        return parts.joined(separator: "/") + "/Workloads"
    }

    /// Parses the text of a `.constraints` file; errors name the file and line.
    static func parse(_ text: String, path: String) throws -> SystemDescription {
        var system = SystemDescription()
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            if tokens.isEmpty { continue }
            do {
                try parseLine(tokens, into: &system)
            } catch let error as WorkloadError {
                throw WorkloadError("\(path):\(offset + 1): \(error.description)")
            }
        }
        return system
    }

    private static func parseLine(_ tokens: [String], into system: inout SystemDescription) throws {
        if tokens[0] == "edit" {
            guard tokens.count == 2 || tokens.count == 3 else { throw WorkloadError("expected 'edit NAME [STRENGTH]'") }
            let priority = tokens.count == 3 ? try parsePriority(tokens[2]) : .strong
            system.edits.append((variableIndex(tokens[1], in: &system), priority))
            return
        }
        var tokens = tokens[...]
        var priority = Priority.required
        if let last = tokens.last, last.hasPrefix("!") || last.hasPrefix("@") {
            priority = try parsePriority(last)
            tokens.removeLast()
        }
        guard let operatorIndex = tokens.firstIndex(where: { ["==", "<=", ">="].contains($0) }) else {
            throw WorkloadError("expected a constraint 'EXPR OP EXPR' with OP one of ==, <=, >=")
        }
        let relation: Relation = switch tokens[operatorIndex] {
        case "==": .equal
        case "<=": .lessThanOrEqual
        default: .greaterThanOrEqual
        }
        var row = SystemDescription.Row(terms: [], constant: 0, relation: relation, priority: priority)
        try addExpression(tokens[..<operatorIndex], sign: 1, to: &row, system: &system)
        try addExpression(tokens[(operatorIndex + 1)...], sign: -1, to: &row, system: &system)
        system.rows.append(row)
    }

    /// Adds `sign * EXPR` to the row.
    private static func addExpression(
        _ tokens: ArraySlice<String>, sign: Double, to row: inout SystemDescription.Row,
        system: inout SystemDescription
    ) throws {
        var tokens = tokens
        guard !tokens.isEmpty else { throw WorkloadError("missing expression next to the operator") }
        var termSign = sign
        if let first = tokens.first, first.count > 1, first.hasPrefix("-") {
            tokens[tokens.startIndex] = String(first.dropFirst())
            termSign = -sign
        }
        while true {
            try addTerm(&tokens, sign: termSign, to: &row, system: &system)
            guard let joiner = tokens.popFirst() else { return }
            guard joiner == "+" || joiner == "-" else { throw WorkloadError("expected + or - before '\(joiner)'") }
            termSign = joiner == "+" ? sign : -sign
        }
    }

    private static func addTerm(
        _ tokens: inout ArraySlice<String>, sign: Double, to row: inout SystemDescription.Row,
        system: inout SystemDescription
    ) throws {
        guard let first = tokens.popFirst() else { throw WorkloadError("expected a term at the end of the line") }
        var coefficient = sign
        var name: String?
        if let number = Double(first) { coefficient *= number } else { name = first }
        if tokens.first == "*" {
            tokens.removeFirst()
            guard let second = tokens.popFirst() else { throw WorkloadError("expected a factor after '*'") }
            if let number = Double(second) {
                coefficient *= number
            } else if name == nil {
                name = second
            } else {
                throw WorkloadError("non-linear term '\(first) * \(second)'")
            }
        }
        guard coefficient.isFinite else { throw WorkloadError("non-finite number in '\(first)'") }
        guard let name else {
            row.constant += coefficient
            return
        }
        guard isName(name) else { throw WorkloadError("'\(name)' is neither a number nor a variable name") }
        row.terms.append((variableIndex(name, in: &system), coefficient))
    }

    private static func parsePriority(_ token: String) throws -> Priority {
        switch token {
        case "!required": return .required
        case "!strong": return .strong
        case "!medium": return .medium
        case "!weak": return .weak
        default:
            guard token.hasPrefix("@"), let value = Double(token.dropFirst()), Priority(value).isValid else {
                throw WorkloadError("unknown strength '\(token)'; use !required, !strong, !medium, !weak or @1...@1000")
            }
            return Priority(value)
        }
    }

    private static func isName(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return token.unicodeScalars.allSatisfy { $0 == "_" || $0 == "." || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    private static func variableIndex(_ name: String, in system: inout SystemDescription) -> Int {
        if let index = system.variableIndex(name) { return index }
        system.variableNames.append(name)
        return system.variableNames.count - 1
    }

    private static func readFile(_ path: String) throws -> String {
        guard let file = fopen(path, "rb") else {
            throw WorkloadError("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
