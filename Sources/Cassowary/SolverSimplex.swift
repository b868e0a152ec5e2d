// The simplex steps, named as in kiwi's solver: substitute and pivot,
// addWithArtificialVariable, optimize with enteringSymbol and leavingRow, and dualOptimize.
// Adding is in SolverAdding.swift and SolverBatch.swift, in-place changes in
// SolverChanges.swift, removal in SolverRemoval.swift. The storage they work on is in
// SolverStorage.swift (rows, columns, symbols) and SolverTableau.swift (moving and merging
// rows); undo is in SolverJournal.swift.

extension SolverCore {
    // MARK: Substitution and pivots

    /// Rewrites a row `basic = ...` that holds `entering` as `entering = ...`, in place,
    /// keeping the column index in step. The row must already be detached from `basic`.
    mutating func solve(_ row: inout Row, for entering: Int32, leaving basic: Int32) {
        let (index, _) = row.position(of: entering)
        let factor = -1.0 / row.cells[index].coefficient
        row.scale(by: factor)  // the entering cell too, which is replaced next
        row.replaceCell(at: index, with: Cell(symbol: basic, coefficient: -factor))
    }

    /// Replaces `symbol` by `row` in every row that holds it and in the objectives.
    mutating func substitute(_ symbol: Int32, with row: Row) {
        takeColumn(of: symbol)
        for key in columnScratch {
            touchRow(key)
            addRow(row, times: coefficient(of: symbol, inRowOf: key), into: key, skipping: symbol)
            noteChange(key)
            if value(ofSymbol: key) < -nearZeroThreshold, kinds[Int(key)] != .external {
                infeasible.append(key)
            }
        }
        columnScratch.clear()
        substituteIntoObjective(symbol, with: row)
        if artificial != nil {
            let (index, found) = artificial!.position(of: symbol)
            if found {
                let coefficient = artificial!.cells[index].coefficient
                artificial!.cells.remove(at: index)
                artificial!.insertDetached(row, times: coefficient)
            }
        }
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(entering: Int32, leaving: Int32) {
        pivotCount &+= 1
        var row = detachRow(leaving)
        solve(&row, for: entering, leaving: leaving)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    // MARK: Phase one

    /// Phase one of the two-phase method: adds the row with an artificial basic variable and
    /// minimises it. The row holds when the minimum is zero.
    ///
    /// - Throws: ``SolverError/didNotConverge(operation:pivots:)``; the caller rolls back.
    mutating func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        try optimizeArtificial()
        let success = isNearZero(artificial!.constant)
        if !success { diagnostics.failureSymbols = artificial!.cells.map { $0.symbol } }
        artificial = nil
        if isBasic(art) {
            var artRow = detachRow(art)
            // A row of dummies only is redundant once phase one succeeded: drop it.
            if let entering = artRow.cells.first(where: {
                let kind = kinds[Int($0.symbol)]
                return kind == .slack || kind == .error
            })?.symbol {
                solve(&artRow, for: entering, leaving: art)
                substitute(entering, with: artRow)
                insertRow(artRow, basic: entering)
            }
        }
        guard success else { return false }
        removeArtificial(art)
        return true
    }

    /// Removes the artificial symbol (zero after a successful phase one) from every row and frees it.
    private mutating func removeArtificial(_ art: Int32) {
        removeFromRows(art)
        freeSymbol(art)
    }

    /// Removes a parametric symbol's cells from every row (journaled).
    mutating func removeFromRows(_ symbol: Int32) {
        takeColumn(of: symbol)
        for key in columnScratch {
            touchRow(key)
            removeCell(symbol, fromRowOf: key)
        }
        columnScratch.clear()
    }

    // MARK: Primal simplex

    /// How many pivots one simplex run may take before it is judged to cycle. Bland's rule
    /// cannot cycle in exact arithmetic, but round-off on coefficients many orders of magnitude
    /// apart can make it; a bound turns a hang into an error.
    var pivotBudget: Int { pivotBudgetOverride ?? 1_000 + 20 * (records.count + edits.count) }

    /// Minimises the objective, level by level, from a feasible tableau.
    ///
    /// - Throws: ``SolverError/didNotConverge(operation:pivots:)`` after ``pivotBudget``
    ///   pivots; the caller rolls back.
    mutating func optimize() throws {
        var pivots = 0
        while true {
            let entering = enteringSymbol()
            if entering == 0 { return }
            let leaving = leavingRow(for: entering)
            guard leaving != 0 else {
                clearRoundOffCost(of: entering)
                continue
            }
            pivots += 1
            guard pivots <= pivotBudget else { throw SolverError.didNotConverge(operation: "optimising", pivots: pivots - 1) }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Clears the cost of a symbol that no restricted row bounds. The objective is a sum of
    /// non-negative errors, so it is bounded below: such a cost can only be round-off, and
    /// treating it as an unbounded direction (kiwi throws) would fail a call that is fine.
    private mutating func clearRoundOffCost(of symbol: Int32) {
        touchObjective(symbol)
        let base = Int(symbol) * levelCapacity
        for level in 0..<levels.count { objective[base + level] = 0 }
    }

    /// Minimises the artificial objective (phase one).
    private mutating func optimizeArtificial() throws {
        var pivots = 0
        while true {
            guard let artificial else { return }
            var entering: Int32 = 0
            for cell in artificial.cells where cell.coefficient < 0 {
                let kind = kinds[Int(cell.symbol)]
                if kind == .slack || kind == .error { entering = cell.symbol; break }
            }
            if entering == 0 { return }
            let leaving = leavingRow(for: entering)
            guard leaving != 0 else {
                // Bounded below by zero, as the objective: the coefficient is round-off.
                let (index, _) = artificial.position(of: entering)
                self.artificial!.cells.remove(at: index)
                continue
            }
            pivots += 1
            guard pivots <= pivotBudget else {
                throw SolverError.didNotConverge(operation: "adding a constraint", pivots: pivots - 1)
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol to enter the basis in the primal simplex: the lowest-numbered parametric
    /// symbol whose cost is negative (Bland's rule, which cannot cycle), or 0 at the optimum.
    mutating func enteringSymbol() -> Int32 {
        var best: Int32 = 0
        var kept = 0
        // By index: a `for in` loop holds the array, so the first write below copied it whole.
        for position in objectiveDirty.indices {
            let symbol = objectiveDirty[position]
            let s = Int(symbol)
            if kinds[s] != .dummy && kinds[s] != .invalid && symbols[s].rowCapacity == 0 && hasNegativeCost(symbol) {
                objectiveDirty[kept] = symbol
                kept += 1
                if best == 0 || symbol < best { best = symbol }
            } else {
                symbols[s].objectiveDirty = false
            }
        }
        objectiveDirty.removeLast(objectiveDirty.count - kept)
        return best
    }

    /// The row that limits how far `entering` can grow: the restricted row with the smallest
    /// ratio `-constant / coefficient` among those where its coefficient is negative; ties go
    /// to the lowest-numbered basic symbol.
    func leavingRow(for entering: Int32) -> Int32 {
        var best: Int32 = 0
        var bestRatio = Double.infinity
        for key in column(of: entering) where kinds[Int(key)] != .external {
            let coefficient = self.coefficient(of: entering, inRowOf: key)
            guard coefficient < 0 else { continue }
            let ratio = -value(ofSymbol: key) / coefficient
            if ratio < bestRatio || (ratio == bestRatio && key < best) {
                bestRatio = ratio
                best = key
            }
        }
        return best
    }

    // MARK: Dual simplex

    /// How a run of the dual simplex ended.
    enum DualOutcome {
        /// Every row is feasible again (and the objective still optimal).
        case feasible
        /// A row no pivot can repair: the required constraints cannot hold.
        case infeasible
        /// The pivot budget ran out (round-off cycling).
        case stalled
    }

    /// Restores feasibility after constants changed, keeping the objective optimal.
    mutating func dualOptimize() -> DualOutcome {
        var pivots = 0
        while true {
            var leaving: Int32 = 0
            var kept = 0
            // By index: a `for in` loop holds the array, so the first write below copied it whole.
            for position in infeasible.indices {
                let key = infeasible[position]
                if isBasic(key), value(ofSymbol: key) < -nearZeroThreshold {
                    infeasible[kept] = key
                    kept += 1
                    if leaving == 0 || key < leaving { leaving = key }
                }
            }
            infeasible.removeLast(infeasible.count - kept)
            if leaving == 0 { return .feasible }
            let entering = dualEnteringSymbol(ofRow: leaving)
            if entering == 0 { return .infeasible }
            pivots += 1
            if pivots > pivotBudget { return .stalled }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol that repairs an infeasible row at the least cost: among the row's positive,
    /// non-dummy cells, the smallest ratio of cost vector to coefficient.
    ///
    /// `mutating` though it changes nothing: called from the dual simplex, a non-mutating method
    /// would get a copy of the whole core (a retain and a release per array) on every pivot.
    mutating func dualEnteringSymbol(ofRow basic: Int32) -> Int32 {
        let start = Int(symbols[Int(basic)].rowStart), count = Int(symbols[Int(basic)].rowCount)
        var best: Int32 = 0
        var bestCoefficient = 0.0
        for index in start..<start + count {
            let cell = rowArena.storage[index]
            guard cell.coefficient > 0 else { continue }
            let kind = kinds[Int(cell.symbol)]
            guard kind != .dummy && kind != .external else { continue }
            if best == 0 || compareCostRatios(cell.symbol, cell.coefficient, best, bestCoefficient) < 0 {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }
}
