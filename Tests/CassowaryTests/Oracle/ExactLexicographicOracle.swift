/// The lexicographic optimum in exact arithmetic (``Rational``): the same levels and the same
/// linear programs as ``LexicographicOracle``, each level held at exactly its optimum while the
/// next is minimised. Slow (every operation reduces a fraction), so the fuzzer asks it only to
/// confirm what the floating-point oracle reports, as an outside judge would.
enum ExactLexicographicOracle {
    /// Each non-required level's optimal total violation, highest first, and a point that
    /// attains them all; nil when the required constraints cannot all hold.
    static func solve(variableCount n: Int, _ constraints: [DenseConstraint]) -> (levels: [(priority: Double, violation: Rational)], point: [Rational])? {
        let levels = LexicographicOracle.priorityLevels(constraints)
        let program = program(n, constraints, levels: levels)
        var simplex = ExactSimplex(rows: program.rows, rhs: program.rhs)
        guard let (values, y) = simplex.minimizeLexicographically(program.costs) else { return nil }
        return (Array(zip(levels, values)).map { ($0.0, $0.1) }, (0..<n).map { y[$0] - y[n + $0] })
    }

    /// How far `x` is from satisfying `constraint`, exactly (``DenseConstraint/violation(at:)``).
    static func violation(of constraint: DenseConstraint, at x: [Rational]) -> Rational {
        var value = Rational(constraint.constant)
        for (coefficient, xi) in zip(constraint.coefficients, x) where coefficient != 0 {
            value = value + Rational(coefficient) * xi
        }
        switch constraint.relation {
        case .equal: return value.magnitude
        case .greaterThanOrEqual: return value < .zero ? -value : .zero
        case .lessThanOrEqual: return value < .zero ? .zero : value
        }
    }

    /// The rows of the program (x = x+ - x-, then per constraint its violation and slack
    /// columns, as ``LexicographicOracle`` lays them out) and one cost vector per level: the
    /// sum of that level's violation columns.
    private static func program(
        _ n: Int, _ constraints: [DenseConstraint], levels: [Double]
    ) -> (rows: [[Rational]], rhs: [Rational], costs: [[Rational]]) {
        let (columns, layout) = LexicographicOracle.columnLayout(n, constraints)
        var rows: [[Rational]] = []
        var rhs: [Rational] = []
        for (constraint, place) in zip(constraints, layout) {
            var row = [Rational](repeating: .zero, count: columns)
            for (j, coefficient) in constraint.coefficients.enumerated() where coefficient != 0 {
                row[j] = Rational(coefficient)
                row[n + j] = -row[j]
            }
            let direction: Rational = constraint.relation == .greaterThanOrEqual ? .one : -.one
            if let slack = place.slack { row[slack] = -direction }
            if constraint.relation == .equal, place.violation.count == 2 {
                row[place.violation[0]] = -.one
                row[place.violation[1]] = .one
            } else if let violation = place.violation.first {
                row[violation] = direction
            }
            rows.append(row)
            rhs.append(-Rational(constraint.constant))
        }
        let costs = levels.map { level in
            var cost = [Rational](repeating: .zero, count: columns)
            for (constraint, place) in zip(constraints, layout) where constraint.priority == level {
                for column in place.violation { cost[column] = .one }
            }
            return cost
        }
        return (rows, rhs, costs)
    }
}

/// A dense two-phase simplex over ``Rational``s with Bland's rule: minimise `cost · y` subject
/// to `rows · y = rhs`, `y >= 0`. The programs the oracle builds are bounded below (violations
/// are non-negative), so the outcomes are a minimum or infeasibility.
struct ExactSimplex {
    var tableau: [[Rational]]
    var basis: [Int]
    let columns: Int

    init(rows: [[Rational]], rhs: [Rational]) {
        let m = rows.count
        columns = rows.first?.count ?? 0
        tableau = []
        basis = []
        for i in 0..<m {
            let flip = rhs[i] < .zero
            var row = rows[i].map { flip ? -$0 : $0 }
            row += (0..<m).map { $0 == i ? .one : .zero }
            row.append(flip ? -rhs[i] : rhs[i])
            tableau.append(row)
            basis.append(columns + i)
        }
    }

    /// The lexicographic minimum of `costs` (the first cost minimised, then the second among
    /// its minimisers, and so on) and a point attaining it, or nil when the rows cannot hold.
    /// One tableau throughout: a column may enter for a cost only if its reduced costs for
    /// every earlier cost are exactly zero, which keeps those at their minimum.
    mutating func minimizeLexicographically(_ costs: [[Rational]]) -> ([Rational], [Rational])? {
        let m = tableau.count
        guard m > 0 else { return (costs.map { _ in .zero }, [Rational](repeating: .zero, count: columns)) }
        let artificialCost = [Rational](repeating: .zero, count: columns) + [Rational](repeating: .one, count: m)
        if run(artificialCost, keeping: [], enteringBelow: columns + m) != .zero { return nil }
        // Artificials left in the basis at zero are pivoted out where a real column can take over.
        for i in 0..<m where basis[i] >= columns {
            if let j = (0..<columns).first(where: { !tableau[i][$0].isZero }) { pivot(row: i, column: j) }
        }
        let padding = [Rational](repeating: .zero, count: m)
        var held: [[Rational]] = []
        var values: [Rational] = []
        for cost in costs {
            let padded = cost + padding
            values.append(run(padded, keeping: held, enteringBelow: columns))
            held.append(padded)
        }
        var point = [Rational](repeating: .zero, count: columns)
        for (i, column) in basis.enumerated() where column < columns { point[column] = tableau[i][tableau[i].count - 1] }
        return (values, point)
    }

    /// `cost`'s reduced cost for column `j`: `c_j - c_B · column j`.
    private func reducedCost(_ cost: [Rational], _ j: Int) -> Rational {
        var reduced = cost[j]
        for i in 0..<tableau.count where !cost[basis[i]].isZero && !tableau[i][j].isZero {
            reduced = reduced - cost[basis[i]] * tableau[i][j]
        }
        return reduced
    }

    /// Runs the primal simplex for `cost`, entering only columns below `enteringBelow` whose
    /// reduced costs for the `kept` costs are zero, and returns the minimum.
    private mutating func run(_ cost: [Rational], keeping kept: [[Rational]], enteringBelow limit: Int) -> Rational {
        let m = tableau.count, width = tableau[0].count
        while true {
            var entering: Int?
            for j in 0..<limit where !basis.contains(j) && reducedCost(cost, j) < .zero {
                if kept.allSatisfy({ reducedCost($0, j).isZero }) {
                    entering = j
                    break
                }
            }
            guard let j = entering else {
                var value = Rational.zero
                for i in 0..<m where !cost[basis[i]].isZero { value = value + cost[basis[i]] * tableau[i][width - 1] }
                return value
            }
            var leaving: Int?
            var best = Rational.zero
            for i in 0..<m where tableau[i][j].signum > 0 {
                let ratio = tableau[i][width - 1] / tableau[i][j]
                if leaving == nil || ratio < best || (ratio == best && basis[i] < basis[leaving!]) {
                    leaving = i
                    best = ratio
                }
            }
            // Unbounded below cannot happen for a sum of non-negative violations.
            guard let i = leaving else { preconditionFailure("the exact oracle's program is unbounded") }
            pivot(row: i, column: j)
        }
    }

    private mutating func pivot(row r: Int, column c: Int) {
        let element = tableau[r][c]
        tableau[r] = tableau[r].map { $0.isZero ? $0 : $0 / element }
        for i in 0..<tableau.count where i != r && !tableau[i][c].isZero {
            let factor = tableau[i][c]
            for j in 0..<tableau[i].count where !tableau[r][j].isZero {
                tableau[i][j] = tableau[i][j] - factor * tableau[r][j]
            }
        }
        basis[r] = c
    }
}
