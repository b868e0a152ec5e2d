// A readable dump of the solver's state, for debugging.

extension SolverCore {
    /// The name of a symbol in dumps: the variable's name, or `s3` (slack), `e4` (error), `d5`
    /// (dummy), `?6` (invalid: a freed number).
    func symbolName(_ symbol: Int32) -> String {
        let s = Int(symbol)
        switch kinds[s] {
        case .external: return variableOf[s].map { $0.name.isEmpty ? "v\(s)" : $0.name } ?? "v\(s)"
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        case .invalid: return "?\(s)"
        }
    }

    /// See ``Solver/dump()``.
    func dump() -> String {
        func term(_ coefficient: Double, _ name: String) -> String {
            coefficient < 0 ? " - \(ConstraintSystem.format(-coefficient)) * \(name)" : " + \(ConstraintSystem.format(coefficient)) * \(name)"
        }
        var text = "Objective (highest priority first):\n"
        for (level, priority) in levels.enumerated() {
            var line = "  @\(Priority(priority)): \(ConstraintSystem.format(objectiveConstants[level]))"
            for s in 0..<kinds.count {
                let value = objective[s * levelCapacity + level]
                if value != 0 { line += term(value, symbolName(Int32(s))) }
            }
            text += line + "\n"
        }
        text += "Tableau:\n"
        for s in symbols.indices {
            guard let row = row(of: Int32(s)) else { continue }
            var line = "  \(symbolName(Int32(s))) = \(ConstraintSystem.format(row.constant))"
            for cell in row.cells { line += term(cell.coefficient, symbolName(cell.symbol)) }
            text += line + "\n"
        }
        text += "Edit variables:\n"
        for edit in edits {
            text += "  \(edit.variable) @\(edit.constraint.priority) suggested \(ConstraintSystem.format(-edit.constraint.constant))\n"
        }
        text += "Constraints:\n"
        for record in records { text += "  \(record.constraint)\n" }
        return text
    }
}
