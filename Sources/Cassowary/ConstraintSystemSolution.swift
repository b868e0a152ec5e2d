extension ConstraintSystem {
    /// A statement of the system that a solution cannot evaluate in finite numbers: the
    /// coefficients and values overflowed `Double` (`x == 1e300` and `y == x * 1e300` give
    /// `y = inf`; `inf - inf` gives `nan`).
    public struct NonFiniteResult: CustomStringConvertible {
        /// The 1-based line of the statement.
        public let line: Int
        /// The statement's canonical text.
        public let text: String
        /// The first of its variables whose value is not finite, or nil when every value is
        /// finite and the statement's arithmetic overflowed.
        public let variable: Variable?
        /// That variable's value.
        public let value: Double?

        /// What went wrong and how to fix it, e.g. `'y == 1e+300 * x' gives y = inf, which is not a
        /// finite number; use smaller numbers (results must stay below 1.8e308 in magnitude)`.
        public var description: String {
            let outcome = variable.map { "gives \($0.name) = \(ConstraintSystem.format(value ?? .nan))" }
                ?? "overflows when evaluated"
            return "'\(text)' \(outcome), which is not a finite number; use smaller numbers "
                + "(results must stay below 1.8e308 in magnitude)"
        }
    }

    /// The first statement, in source order, whose variables have non-finite values in
    /// `solver` or whose terms overflow when evaluated with those values; nil when the whole
    /// solution is finite. Check it before printing values: a non-finite value is no result.
    public func firstNonFiniteResult(in solver: Solver) -> NonFiniteResult? {
        for statement in statements {
            switch statement {
            case let .constraint(entry):
                if let result = nonFiniteResult(of: [entry.left, entry.right], line: entry.line,
                                                text: statement.text, in: solver) {
                    return result
                }
            case let .editVariable(declaration):
                if let result = nonFiniteResult(of: [Expression(terms: [Term(declaration.variable)], constant: 0)],
                                                line: declaration.line, text: statement.text, in: solver) {
                    return result
                }
            case .suggestion:
                continue  // suggested values are finite numbers of the text; edit lines cover the variable
            }
        }
        return nil
    }

    /// The first non-finite value among the sides' variables, or an overflow of a side's sum.
    private func nonFiniteResult(of sides: [Expression], line: Int, text: String, in solver: Solver) -> NonFiniteResult? {
        var overflows = false
        for side in sides {
            var sum = side.constant
            for term in side.terms {
                let value = solver.value(of: term.variable)
                if !value.isFinite {
                    return NonFiniteResult(line: line, text: text, variable: term.variable, value: value)
                }
                sum += term.coefficient * value
            }
            overflows = overflows || !sum.isFinite
        }
        return overflows ? NonFiniteResult(line: line, text: text, variable: nil, value: nil) : nil
    }
}
