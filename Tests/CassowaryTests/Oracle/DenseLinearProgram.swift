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
        var tableau = Tableau(rows: m, columns: n + m)
        for i in 0..<m {
            let sign = rhs[i] < 0 ? -1.0 : 1.0
            for j in 0..<n { tableau[i, j] = rows[i][j] * sign }
            tableau[i, n + i] = 1
            tableau[i, tableau.rhsColumn] = rhs[i] * sign
            tableau.basis.append(n + i)
        }
        // Phase 1: minimise the artificial variables.
        var artificialCost = Array(repeating: 0.0, count: n + m)
        for j in n..<(n + m) { artificialCost[j] = 1 }
        guard tableau.optimize(cost: artificialCost, enteringBelow: n + m) == .optimal else { return .stalled }
        let scale = max(1, rhs.map(abs).max() ?? 1)
        if tableau.objective(artificialCost) > Self.feasibilityTolerance * scale { return .infeasible }
        tableau.driveOutArtificials(firstArtificial: n)
        // Phase 2: the real cost; artificial columns never re-enter.
        let fullCost = cost + Array(repeating: 0, count: m)
        switch tableau.optimize(cost: fullCost, enteringBelow: n) {
        case .stalled: return .stalled
        case .unbounded: return .unbounded
        case .optimal:
            var point = Array(repeating: 0.0, count: n)
            for (i, column) in tableau.basis.enumerated() where column < n { point[column] = tableau[i, tableau.rhsColumn] }
            let value = zip(cost, point).reduce(0) { $0 + $1.0 * $1.1 }
            return .optimal(value: value, point: point)
        }
    }
}

/// The simplex tableau, stored flat: one row per basic variable, the right-hand side last.
private struct Tableau {
    enum Status { case optimal, unbounded, stalled }

    let width: Int
    var rowCount: Int
    var cells: [Double]
    var basis: [Int] = []

    init(rows: Int, columns: Int) {
        width = columns + 1
        rowCount = rows
        cells = Array(repeating: 0, count: rows * width)
    }

    var rhsColumn: Int { width - 1 }

    subscript(row: Int, column: Int) -> Double {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    func objective(_ cost: [Double]) -> Double {
        (0..<rowCount).reduce(0) { $0 + cost[basis[$1]] * self[$1, rhsColumn] }
    }

    /// Primal simplex with Bland's rule over the columns below `enteringBelow`.
    mutating func optimize(cost: [Double], enteringBelow limit: Int) -> Status {
        for _ in 0..<10_000 {
            var isBasic = Array(repeating: false, count: width)
            for column in basis { isBasic[column] = true }
            // Reduced costs: cost - (basic costs) x tableau, for the lowest improving column.
            var reduced = Array(cost[0..<limit])
            for i in 0..<rowCount {
                let basicCost = cost[basis[i]]
                if basicCost == 0 { continue }
                let base = i * width
                for j in 0..<limit { reduced[j] -= basicCost * cells[base + j] }
            }
            guard let column = (0..<limit).first(where: { !isBasic[$0] && reduced[$0] < -DenseLinearProgram.pivotTolerance }) else {
                return .optimal
            }
            var leaving: Int?
            var bestRatio = Double.infinity
            for i in 0..<rowCount where self[i, column] > DenseLinearProgram.pivotTolerance {
                let ratio = self[i, rhsColumn] / self[i, column]
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
        while i < rowCount {
            guard basis[i] >= firstArtificial else {
                i += 1
                continue
            }
            if let column = (0..<firstArtificial).first(where: { abs(self[i, $0]) > DenseLinearProgram.pivotTolerance }) {
                pivot(row: i, column: column)
                i += 1
            } else {
                cells.removeSubrange((i * width)..<((i + 1) * width))
                basis.remove(at: i)
                rowCount -= 1
            }
        }
    }

    mutating func pivot(row pivotRow: Int, column: Int) {
        let width = width, rowCount = rowCount
        cells.withUnsafeMutableBufferPointer { cells in
            let pivotBase = pivotRow * width
            let factor = cells[pivotBase + column]
            for j in 0..<width { cells[pivotBase + j] /= factor }
            for i in 0..<rowCount where i != pivotRow {
                let base = i * width
                let multiple = cells[base + column]
                if multiple == 0 { continue }
                for j in 0..<width { cells[base + j] -= multiple * cells[pivotBase + j] }
            }
        }
        basis[pivotRow] = column
    }
}
