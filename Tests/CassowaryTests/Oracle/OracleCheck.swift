import Cassowary

/// Compares a solver's solution with the lexicographic oracle: every required constraint
/// holds, and each priority level's total violation equals the oracle's optimum.
enum OracleCheck {
    static let tolerance = 1e-6

    /// A description of the disagreement, or nil when the solution is lexicographically optimal.
    static func disagreement(values: [Double], variableCount: Int, _ constraints: [DenseConstraint]) throws -> String? {
        guard let optimum = try LexicographicOracle.optimalViolations(variableCount: variableCount, constraints) else {
            return "the solver holds required constraints that cannot all hold (oracle: infeasible)"
        }
        for constraint in constraints where constraint.isRequired {
            let scale = 1 + abs(constraint.constant)
                + zip(constraint.coefficients, values).reduce(0) { $0 + abs($1.0 * $1.1) }
            let violation = constraint.violation(at: values)
            if violation > tolerance * scale {
                return "required constraint \(constraint) is violated by \(violation) at \(values)"
            }
        }
        let levels = optimum.map(\.priority)
        let actual = LexicographicOracle.violations(at: values, constraints, levels: levels)
        for (expected, found) in zip(optimum, actual) where abs(found - expected.violation) > tolerance * max(1, abs(expected.violation)) {
            let report = zip(optimum, actual).map { "@\($0.0.priority): solver \($0.1), oracle \($0.0.violation)" }
            return "priority \(expected.priority) violated by \(found), optimum \(expected.violation) at \(values)\n  "
                + report.joined(separator: "\n  ")
        }
        return nil
    }

    /// The edit constraint `variable == value` as the oracle sees an edit variable.
    static func edit(_ variable: Int, of count: Int, value: Double, priority: Double) -> DenseConstraint {
        var coefficients = Array(repeating: 0.0, count: count)
        coefficients[variable] = 1
        return DenseConstraint(coefficients: coefficients, constant: -value, relation: .equal, priority: priority)
    }
}
