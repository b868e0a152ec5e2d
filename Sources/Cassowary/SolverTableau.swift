// The tableau's mechanics: symbols, the column index, merging rows, pivoting, substitution.

extension SolverCore {
    // MARK: Symbols

    /// A new symbol of the given kind: a freed number if there is one, else the next number.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            kinds[Int(symbol)] = kind
            journal.recordSymbol(symbol, reused: true)
            markSavedAsNew(symbol)
            return symbol
        }
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        variableOf.append(nil)
        variableReferences.append(0)
        editOf.append(-1)
        objectiveDirtyFlag.append(false)
        changedFlag.append(false)
        lastReported.append(0)
        rowSavedStamp.append(0)
        objectiveSavedStamp.append(0)
        for _ in 0..<levelCapacity { objective.append(0) }  // a generic append(contentsOf:) costs more
        journal.recordSymbol(symbol, reused: false)
        markSavedAsNew(symbol)
        return symbol
    }

    /// A symbol made inside a transaction needs no saved row or objective coefficients until
    /// the next mark: rolling back its creation empties them.
    @inline(__always)
    private mutating func markSavedAsNew(_ symbol: Int32) {
        guard journal.isOpen && journal.tracksSymbols else { return }
        rowSavedStamp[Int(symbol)] = journal.stamp
        objectiveSavedStamp[Int(symbol)] = journal.stamp
    }

    /// Makes room in every per-symbol array for `count` more symbols at once, so a batch grows
    /// them once instead of a dozen arrays doubling step by step. At least doubles, as appending
    /// would: reserving exactly, batch after batch, would copy every time.
    mutating func reserveSymbols(_ count: Int) {
        let needed = kinds.count + count - freeSymbols.count
        guard needed > kinds.capacity else { return }
        let capacity = Swift.max(needed, kinds.capacity * 2)
        kinds.reserveCapacity(capacity)
        rows.reserveCapacity(capacity)
        columns.reserveCapacity(capacity)
        variableOf.reserveCapacity(capacity)
        variableReferences.reserveCapacity(capacity)
        editOf.reserveCapacity(capacity)
        objectiveDirtyFlag.reserveCapacity(capacity)
        changedFlag.reserveCapacity(capacity)
        lastReported.reserveCapacity(capacity)
        rowSavedStamp.reserveCapacity(capacity)
        objectiveSavedStamp.reserveCapacity(capacity)
        objective.reserveCapacity(capacity * levelCapacity)
    }

    /// Returns a symbol that no row and no objective holds any more to the free list.
    mutating func freeSymbol(_ symbol: Int32) {
        let s = Int(symbol)
        kinds[s] = .invalid
        rows[s] = nil
        columns[s].removeAll()
        if let variable = variableOf[s] {
            noteReleased(variable, lastReported: lastReported[s])
            symbolOfVariable[variable] = nil
            if variable.cachedSymbol == symbol { variable.cachedSymbol = -1 }
        }
        variableOf[s] = nil
        variableReferences[s] = 0
        editOf[s] = -1
        lastReported[s] = 0
        let base = s * levelCapacity
        for level in 0..<levelCapacity { objective[base + level] = 0 }
        freeSymbols.append(symbol)
        journal.recordFreed(symbol)
    }

    /// The symbol of `variable`, registering the variable when it is new.
    mutating func registeredSymbol(of variable: Variable) -> Int32 {
        if let symbol = symbol(of: variable) { return symbol }
        let symbol = makeSymbol(.external)
        variableOf[Int(symbol)] = variable
        symbolOfVariable[variable] = symbol
        if variable.cachedSymbol < 0 { variable.cachedSymbol = symbol }
        journal.recordRegistration(symbol)
        return symbol
    }

    // MARK: Column index

    /// Whether the column of `symbol` is kept (see ``keepsDummyColumns``).
    @inline(__always)
    func keepsColumn(of symbol: Int32) -> Bool {
        keepsDummyColumns || kinds[Int(symbol)] != .dummy
    }

    /// Builds the columns of every dummy symbol from the rows, and keeps them from now on.
    /// Called by every operation that reads a dummy's column before it reads it.
    mutating func keepDummyColumns() {
        guard !keepsDummyColumns else { return }
        keepsDummyColumns = true
        for basic in rows.indices {
            guard let row = rows[basic] else { continue }
            for cell in row.cells where kinds[Int(cell.symbol)] == .dummy {
                columns[Int(cell.symbol)].append(Int32(basic))
            }
        }
    }

    /// Notes that the row of basic symbol `key` holds `symbol` (its column lists the rows).
    @inline(__always)
    mutating func addToColumn(_ key: Int32, of symbol: Int32) {
        guard keepsColumn(of: symbol) else { return }
        appendToColumn(Int(symbol), key)
    }

    /// Appends `key` to a column, giving a new column room for at least four (Swift's first
    /// allocation holds two `Int32`s, and columns that reach three are common: each doubling on
    /// the way costs an allocation and a copy).
    @inline(__always)
    mutating func appendToColumn(_ symbol: Int, _ key: Int32) {
        if columns[symbol].capacity == 0 { columns[symbol].reserveCapacity(4) }
        columns[symbol].append(key)
    }

    /// Notes that the row of `key` no longer holds `symbol` (order within a column is not kept).
    @inline(__always)
    mutating func removeFromColumn(_ key: Int32, of symbol: Int32) {
        guard keepsColumn(of: symbol) else { return }
        let s = Int(symbol)
        if let index = columns[s].firstIndex(of: key) {
            columns[s].swapAt(index, columns[s].count - 1)
            columns[s].removeLast()
        }
    }

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
        if kinds[s] == .external && !changedFlag[s] {
            changedFlag[s] = true
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
        swap(&columns[Int(symbol)], &columnScratch)
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
