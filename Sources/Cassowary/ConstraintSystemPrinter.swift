extension ConstraintSystem {
    /// The system in canonical `.constraints` text: one statement a line, in source order,
    /// each line ending in a newline (an empty system is the empty string).
    ///
    /// - Constraints read `LEFT OP RIGHT [STRENGTH]`, each side with like terms combined in
    ///   first-use order (`2 * x`, `x` for a coefficient of 1, `-x` for -1), then its constant;
    ///   a side without terms is its constant. Required constraints carry no strength.
    /// - Edit declarations read `edit NAME [STRENGTH]`; strong ones carry no strength.
    /// - Strengths 750, 500 and 250 read `!strong`, `!medium`, `!weak`; others `@P`.
    /// - Numbers are written by ``format(_:)``, expressions by `Expression.description`.
    public var text: String {
        var text = ""
        for statement in statements {
            text += statement.text + "\n"
        }
        return text
    }

    /// Formats a number deterministically, the shortest way that reads back to the same value:
    /// integers below 2^53 in magnitude without a fraction (`320`, `-5`), everything else as
    /// Swift's shortest round-trip representation (`0.5`, `1e-09`, `1e+16`); `-0` is `0`.
    /// Non-finite values (which the format never holds) print as `nan`, `inf` and `-inf`.
    ///
    /// This is Cassowary's one number text: expressions, constraints, priorities and solver dumps
    /// describe themselves with it, and gesture scripts echo their numbers with it. (The other
    /// two formats are ViewTree's: `formatGeometry`, `%g` for people, and `JSONNumber.text`.)
    public static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return String(value)
    }

    /// `!strong`, `!medium`, `!weak`, `!required` or `@P`.
    static func formatStrength(_ priority: Priority) -> String {
        switch priority.value {
        case 1000: return "!required"
        case 750: return "!strong"
        case 500: return "!medium"
        case 250: return "!weak"
        default: return "@" + format(priority.value)
        }
    }
}

extension ConstraintSystem.Statement {
    /// The statement as one line of canonical text (without the newline).
    public var text: String {
        switch self {
        case let .constraint(entry): return entry.text
        case let .editVariable(declaration):
            let strength = declaration.priority == .strong ? "" : " " + ConstraintSystem.formatStrength(declaration.priority)
            return "edit " + declaration.variable.name + strength
        case let .suggestion(suggestion):
            return "suggest " + suggestion.variable.name + " " + ConstraintSystem.format(suggestion.value)
        }
    }
}

extension ConstraintSystem.SourceConstraint {
    /// The constraint as canonical text, `LEFT OP RIGHT [STRENGTH]`, at the priority it was
    /// written with (a solver that breaks it later does not change this text).
    public var text: String {
        let strength = priority.isRequired ? "" : " " + ConstraintSystem.formatStrength(priority)
        return "\(left) \(constraint.relation) \(right)" + strength
    }
}
