import ViewTree
import Cassowary

/// What `viewsim solve` prints: the variables' values, the recovered conflicts by line, and
/// (in JSON) the ambiguous variables. Everything is sorted, so output is byte-identical
/// from run to run.
struct SolveReport {
    /// One recovered conflict: the lines of its minimal set (ascending) and the broken line.
    struct Conflict: Equatable {
        let lines: [Int]
        let broken: Int
    }

    /// Every variable of the system with its solved value, sorted by name.
    let values: [(name: String, value: Double)]
    /// The conflicts in the order the solver met them.
    let conflicts: [Conflict]
    /// The canonical text of each constraint, by line.
    let constraintText: [Int: String]

    init(system: ConstraintSystem, solver: Solver) {
        values = system.variables
            .map { (name: $0.name, value: solver.value(of: $0)) }
            .sorted { $0.name < $1.name }
        conflicts = solver.conflicts.map { conflict in
            Conflict(lines: conflict.constraints.compactMap { system.line(of: $0) }.sorted(),
                     broken: system.line(of: conflict.broken) ?? 0)
        }
        var texts: [Int: String] = [:]
        for entry in system.constraints { texts[entry.line] = entry.text }
        constraintText = texts
    }

    /// The JSON object `{"variables": {...}, "conflicts": [...], "ambiguous": [...]}`, two-space
    /// indented, one variable or conflict a line, ending in a newline.
    func json(ambiguous: [String]) -> String {
        var text = "{\n  \"variables\": {"
        text += values.isEmpty ? "}" : "\n" + values.map {
            "    \(JSONNumber.quoted($0.name)): \(ConstraintSystem.format($0.value))"
        }.joined(separator: ",\n") + "\n  }"
        text += ",\n  \"conflicts\": ["
        text += conflicts.isEmpty ? "]" : "\n" + conflicts.map {
            "    {\"lines\": [\($0.lines.map(String.init).joined(separator: ", "))], \"broken\": \($0.broken)}"
        }.joined(separator: ",\n") + "\n  ]"
        text += ",\n  \"ambiguous\": [" + ambiguous.sorted().map(JSONNumber.quoted).joined(separator: ", ") + "]\n}\n"
        return text
    }
}

