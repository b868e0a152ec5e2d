/// A dense two-phase primal simplex, written only to check the solver: minimise `cost · y`
/// subject to `rows · y = rhs` and `y >= 0`. Bland's rule (lowest index enters, lowest
/// basic index leaves on ties) guarantees termination; the problems are tiny (a few dozen
/// columns), so clarity beats speed.
struct DenseLinearProgram {
    enum Outcome: Equatable {
        /// The minimum and a point that attains it.
        case optimal(value: Double, point: [Double])
        case infeasible
        case unbounded
        /// The iteration cap was hit (never expected; reported rather than hanging).
        case stalled
    }

    var rows: [[Double]] = []
    var rhs: [Double] = []
    var cost: [Double]

    init(columns: Int) { cost = Array(repeating: 0, count: columns) }

    var columnCount: Int { cost.count }

    /// Appends the equation `coefficients · y = value` (missing trailing coefficients are 0).
    mutating func addRow(_ coefficients: [Double], equals value: Double) {
        rows.append(coefficients + Array(repeating: 0, count: columnCount - coefficients.count))
        rhs.append(value)
    }

    static let pivotTolerance = 1e-9
    static let feasibilityTolerance = 1e-7

    func minimize() -> Outcome {
        let n = columnCount, m = rows.count
        var tableau = Tableau(columns: n + m)
        for i in 0..<m {
            let sign = rhs[i] < 0 ? -1.0 : 1.0
            var row = rows[i].map { $0 * sign }
            for k in 0..<m { row.append(k == i ? 1 : 0) }
            row.append(rhs[i] * sign)
            tableau.rows.append(row)
            tableau.basis.append(n + i)
        }
        // Phase 1: minimise the artificial variables.
        var artificialCost = Array(repeating: 0.0, count: n + m)
        for j in n..<(n + m) { artificialCost[j] = 1 }
        guard tableau.optimize(cost: artificialCost, enteringBelow: n + m) == .optimal else { return .stalled }
        let scale = max(1, rhs.map(abs).max() ?? 1)
        if tableau.objective(artificialCost) > Self.feasibilityTolerance * scale { return .infeasible }
        tableau.driveOutArtificials(firstArtificial: n)
        // Phase 2: the real cost, artificial columns never re-enter.
        let fullCost = cost + Array(repeating: 0, count: m)
        switch tableau.optimize(cost: fullCost, enteringBelow: n) {
        case .stalled: return .stalled
        case .unbounded: return .unbounded
        case .optimal:
            var point = Array(repeating: 0.0, count: n)
            for (i, column) in tableau.basis.enumerated() where column < n { point[column] = tableau.rows[i].last! }
            let value = zip(cost, point).reduce(0) { $0 + $1.0 * $1.1 }
            return .optimal(value: value, point: point)
        }
    }
}

/// The simplex tableau: one row per basic variable, the right-hand side last.
private struct Tableau {
    enum Status { case optimal, unbounded, stalled }

    let columns: Int
    var rows: [[Double]] = []
    var basis: [Int] = []

    init(columns: Int) { self.columns = columns }

    func objective(_ cost: [Double]) -> Double {
        zip(basis, rows).reduce(0) { $0 + cost[$1.0] * $1.1.last! }
    }

    /// Primal simplex with Bland's rule over the columns below `enteringBelow`.
    mutating func optimize(cost: [Double], enteringBelow limit: Int) -> Status {
        for _ in 0..<10_000 {
            var entering: Int?
            for j in 0..<limit where !basis.contains(j) {
                var reduced = cost[j]
                for (i, row) in rows.enumerated() { reduced -= cost[basis[i]] * row[j] }
                if reduced < -DenseLinearProgram.pivotTolerance {
                    entering = j
                    break
                }
            }
            guard let column = entering else { return .optimal }
            var leaving: Int?
            var bestRatio = Double.infinity
            for (i, row) in rows.enumerated() where row[column] > DenseLinearProgram.pivotTolerance {
                let ratio = row.last! / row[column]
                if ratio < bestRatio - 1e-12 || (abs(ratio - bestRatio) <= 1e-12 && basis[i] < basis[leaving!]) {
                    bestRatio = ratio
                    leaving = i
                }
            }
            guard let row = leaving else { return .unbounded }
            pivot(row: row, column: column)
        }
        return .stalled
    }

    /// After phase 1: replaces each artificial still basic (at zero) by a real column, or
    /// drops its row when the row is a combination of the others.
    mutating func driveOutArtificials(firstArtificial: Int) {
        var i = 0
        while i < rows.count {
            guard basis[i] >= firstArtificial else {
                i += 1
                continue
            }
            if let column = (0..<firstArtificial).first(where: { abs(rows[i][$0]) > DenseLinearProgram.pivotTolerance }) {
                pivot(row: i, column: column)
                i += 1
            } else {
                rows.remove(at: i)
                basis.remove(at: i)
            }
        }
    }

    mutating func pivot(row pivotRow: Int, column: Int) {
        let factor = rows[pivotRow][column]
        rows[pivotRow] = rows[pivotRow].map { $0 / factor }
        for i in rows.indices where i != pivotRow {
            let multiple = rows[i][column]
            if multiple == 0 { continue }
            for j in rows[i].indices { rows[i][j] -= multiple * rows[pivotRow][j] }
        }
        basis[pivotRow] = column
    }
}
