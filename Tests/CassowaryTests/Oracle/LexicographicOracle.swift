import Cassowary

/// One constraint in the oracle's dense form: `coefficients · x + constant OP 0 @priority`.
struct DenseConstraint: CustomStringConvertible {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }

    /// How far `x` is from satisfying the constraint, in the units of its expression:
    /// `|e|` for `==`, `max(0, -e)` for `>=`, `max(0, e)` for `<=`.
    func violation(at x: [Double]) -> Double {
        let value = zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 }
        switch relation {
        case .equal: return abs(value)
        case .greaterThanOrEqual: return max(0, -value)
        case .lessThanOrEqual: return max(0, value)
        }
    }

    var description: String {
        let terms = coefficients.enumerated().filter { $0.element != 0 }.map { "\($0.element)*x\($0.offset)" }
        return "\(terms.joined(separator: " + ")) + \(constant) \(relation) 0 @\(priority)"
    }
}

/// The answer a lexicographic solver must reach, computed the slow, obvious way and written
/// only for the tests: for each priority level from the highest, minimise the sum of that
/// level's violations subject to the required constraints and every higher level held at
/// its optimum (one dense LP per level, ``DenseLinearProgram``).
enum LexicographicOracle {
    /// The optimal total violation of each non-required priority level, highest first; nil
    /// when the required constraints cannot all hold.
    static func optimalViolations(variableCount n: Int, _ constraints: [DenseConstraint]) throws -> [(priority: Double, violation: Double)]? {
        try solve(variableCount: n, constraints)?.levels
    }

    /// The optimal violations and a point that attains them all (the last LP's optimum).
    static func solve(variableCount n: Int, _ constraints: [DenseConstraint]) throws -> (levels: [(priority: Double, violation: Double)], point: [Double])? {
        var fixed: [(priority: Double, violation: Double)] = []
        var point: [Double]?
        for level in priorityLevels(constraints) {
            guard let optimum = try minimize(n, constraints, level: level, fixed: fixed) else { return nil }
            fixed.append((level, optimum.value))
            point = optimum.point
        }
        if point == nil {
            guard let feasible = try minimize(n, constraints, level: nil, fixed: []) else { return nil }
            point = feasible.point
        }
        return (fixed, point!)
    }

    /// The distinct non-required priorities, highest first.
    static func priorityLevels(_ constraints: [DenseConstraint]) -> [Double] {
        var levels: [Double] = []
        for constraint in constraints where !constraint.isRequired && !levels.contains(constraint.priority) {
            levels.append(constraint.priority)
        }
        return levels.sorted(by: >)
    }

    /// Each level's total violation at the point `x`, in the order of `levels`.
    static func violations(at x: [Double], _ constraints: [DenseConstraint], levels: [Double]) -> [Double] {
        levels.map { level in
            constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(at: x) }
        }
    }

    /// The program's columns: x = xPlus - xMinus (2n), then per constraint its violation
    /// columns (none when required, two for `==`) and its slack (none for `==`).
    static func columnLayout(_ n: Int, _ constraints: [DenseConstraint]) -> (columns: Int, places: [(violation: [Int], slack: Int?)]) {
        var columns = 2 * n
        var places: [(violation: [Int], slack: Int?)] = []
        for constraint in constraints {
            let violationCount = constraint.isRequired ? 0 : (constraint.relation == .equal ? 2 : 1)
            let violation = Array(columns..<(columns + violationCount))
            columns += violationCount
            var slack: Int?
            if constraint.relation != .equal {
                slack = columns
                columns += 1
            }
            places.append((violation, slack))
        }
        return (columns, places)
    }

    /// Minimises the total violation at `level` (or only checks feasibility when nil);
    /// nil when infeasible.
    private static func minimize(
        _ n: Int, _ constraints: [DenseConstraint], level: Double?, fixed: [(priority: Double, violation: Double)]
    ) throws -> (value: Double, point: [Double])? {
        var (columns, layout) = columnLayout(n, constraints)
        let levelSlacks = Array(columns..<(columns + fixed.count))
        columns += fixed.count

        var program = DenseLinearProgram(columns: columns)
        for (constraint, place) in zip(constraints, layout) {
            var row = Array(repeating: 0.0, count: columns)
            for (j, coefficient) in constraint.coefficients.enumerated() {
                row[j] = coefficient
                row[n + j] = -coefficient
            }
            // e + b OP 0 with e = a·x: a slack turns >= into `e + b - s = 0` and <= into `+ s`;
            // a violation relaxes the constraint in the direction that helps.
            let direction: Double = constraint.relation == .greaterThanOrEqual ? 1 : -1
            if let slack = place.slack { row[slack] = -direction }
            if constraint.relation == .equal, place.violation.count == 2 {
                row[place.violation[0]] = -1
                row[place.violation[1]] = 1
            } else if let violation = place.violation.first {
                row[violation] = direction
            }
            program.addRow(row, equals: -constraint.constant)
        }
        for (index, bound) in fixed.enumerated() {
            var row = Array(repeating: 0.0, count: columns)
            for (constraint, place) in zip(constraints, layout) where constraint.priority == bound.priority {
                for column in place.violation { row[column] = 1 }
            }
            row[levelSlacks[index]] = 1
            program.addRow(row, equals: bound.violation + 1e-9 * (1 + bound.violation))
        }
        if let level {
            for (constraint, place) in zip(constraints, layout) where constraint.priority == level {
                for column in place.violation { program.cost[column] = 1 }
            }
        }
        switch program.minimize() {
        case let .optimal(value, solution):
            return (max(0, value), (0..<n).map { solution[$0] - solution[n + $0] })
        case .infeasible: return nil
        case .unbounded, .stalled:
            // Violations are >= 0 and Bland's rule terminates: only rounding could get here.
            throw OracleFailure(description: "the oracle's LP came out \(program.minimize()) for \(constraints)")
        }
    }
}

/// The oracle itself broke down (never expected): reported as a test failure, not a crash.
struct OracleFailure: Error, CustomStringConvertible {
    var description: String
}
