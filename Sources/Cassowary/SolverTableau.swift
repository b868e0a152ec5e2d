// The tableau's mechanics: moving rows in and out, merging rows, pivoting, substitution.

extension SolverCore {
    /// Puts a solved row into the tableau under its basic symbol.
    mutating func insertRow(_ row: Row, basic: Int32) {
        touchRow(basic)
        rows[Int(basic)] = row
        for cell in row.cells where keepsColumn(of: cell.symbol) { appendToColumn(Int(cell.symbol), basic) }
        noteChange(basic)
    }

    /// Takes a row out of the tableau and returns it.
    @discardableResult
    mutating func detachRow(_ basic: Int32) -> Row {
        touchRow(basic)
        let row = rows[Int(basic)]!
        rows[Int(basic)] = nil
        for cell in row.cells { removeFromColumn(basic, of: cell.symbol) }
        noteChange(basic)
        return row
    }

    // MARK: Values that moved

    /// Remembers that an external symbol's value may have changed.
    @inline(__always)
    mutating func noteChange(_ symbol: Int32) {
        let s = Int(symbol)
        if kinds[s] == .external && !symbols[s].changed {
            symbols[s].changed = true
            changed.append(symbol)
        }
    }

    // MARK: Row arithmetic inside the tableau

    /// `rows[key] += factor * source`, dropping the cell of `skipping`, keeping the column
    /// index in step. It is the innermost loop of every pivot: one merge
    /// (``Row/merge(_:times:skipping:changes:)`` in place, or ``Row/merged(_:times:skipping:capacity:changes:)``
    /// into new storage when `intoNewStorage`: the row's cells are shared with a saved copy, the
    /// journal's, so that changing them in place would copy them first), whose column changes
    /// are noted on the stack and made afterwards in the symbols' order.
    mutating func addRow(_ source: Row, times factor: Double, into key: Int32, skipping: Int32,
                         intoNewStorage: Bool = false) {
        let k = Int(key)
        rows[k]!.constant = cancellingSum(rows[k]!.constant, factor * source.constant)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: source.cells.count) { changes in
            // The forward merge notes smallest symbol first, the one in place largest first.
            let count: Int
            if intoNewStorage {
                let merged = rows[k]!.merged(source, times: factor, skipping: skipping, changes: changes.baseAddress)
                rows[k]!.cells = merged.cells
                count = merged.changeCount
            } else {
                count = rows[k]!.merge(source, times: factor, skipping: skipping, changes: changes.baseAddress)
            }
            for index in 0..<count {
                let change = changes[intoNewStorage ? index : count - 1 - index]
                if change > 0 { addToColumn(key, of: change) } else { removeFromColumn(key, of: -change) }
            }
        }
    }

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
            let saved = touchRow(key)
            let coefficient = rows[Int(key)]!.coefficient(of: symbol)
            addRow(row, times: coefficient, into: key, skipping: symbol, intoNewStorage: saved)
            noteChange(key)
            if rows[Int(key)]!.constant < -nearZeroThreshold, kinds[Int(key)] != .external {
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
}
