// The tableau's mechanics: moving rows in and out and merging them, with the column index
// kept in step (the simplex steps that use them are in SolverSimplex.swift and the files it
// names).

extension SolverCore {
    /// Puts a solved row into the tableau under its basic symbol.
    mutating func insertRow(_ row: Row, basic: Int32) {
        touchRow(basic)
        storeRow(row, basic: basic)
        indexRow(of: basic)
    }

    /// Lists a newly stored row of `basic` in the columns of the symbols it holds, and notes
    /// the change of `basic`'s value.
    mutating func indexRow(of basic: Int32) {
        // Read through a pointer: appending to columns never moves the rows' storage.
        if let cells = rowArena.storage.baseAddress {
            let start = Int(symbols[Int(basic)].rowStart)
            for position in start..<(start + Int(symbols[Int(basic)].rowCount)) {
                let symbol = cells[position].symbol
                if keepsColumn(of: symbol) { appendToColumn(Int(symbol), basic) }
            }
        }
        noteChange(basic)
    }

    /// Takes a row out of the tableau and returns it.
    @discardableResult
    mutating func detachRow(_ basic: Int32) -> Row {
        touchRow(basic)
        let row = row(of: basic)!
        takeOutOfColumns(basic)
        releaseRow(of: basic)
        noteChange(basic)
        return row
    }

    /// Takes the row of `basic` out of the columns of the symbols it holds.
    mutating func takeOutOfColumns(_ basic: Int32) {
        let start = Int(symbols[Int(basic)].rowStart)
        for position in start..<(start + Int(symbols[Int(basic)].rowCount)) {
            removeFromColumn(basic, of: rowArena.storage[position].symbol)
        }
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

    /// `row(key) += factor * source`, dropping the cell of `skipping`, keeping the column index in
    /// step. It is the innermost loop of every pivot: one merge, in the row's block when it has
    /// room (``Row/mergeBackward(_:count:_:times:skipping:changes:)``), else into a block twice the
    /// size (``Row/mergeForward(_:_:times:skipping:into:changes:)``, and the old block is freed),
    /// whose column changes are noted on the stack and made afterwards in the symbols' order.
    mutating func addRow(_ source: Row, times factor: Double, into key: Int32, skipping: Int32) {
        let k = Int(key)
        symbols[k].rowConstant = cancellingSum(symbols[k].rowConstant, factor * source.constant)
        let count = Int(symbols[k].rowCount)
        let capacity = symbols[k].rowCapacity
        let needed = count + source.cells.count
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: source.cells.count) { changes in
            // The forward merge notes smallest symbol first, the one in place largest first.
            let forward = needed > Int(capacity)
            let merged: (count: Int, changeCount: Int)
            if forward {
                let oldStart = Int(symbols[k].rowStart)
                let size = BlockArena<Cell>.blockSize(for: needed)
                let start = rowArena.allocate(size)
                merged = rowArena.storage.withUnsafeMutableBufferPointer { cells in
                    source.cells.withUnsafeBufferPointer { b in
                        Row.mergeForward(UnsafeBufferPointer(start: cells.baseAddress! + oldStart, count: count), b,
                                         times: factor, skipping: skipping, into: cells.baseAddress! + start,
                                         changes: changes.baseAddress)
                    }
                }
                rowArena.free(at: oldStart, size: capacity)
                symbols[k].rowStart = Int32(start)
                symbols[k].rowCapacity = size
            } else {
                let start = Int(symbols[k].rowStart)
                merged = rowArena.storage.withUnsafeMutableBufferPointer { cells in
                    source.cells.withUnsafeBufferPointer { b in
                        Row.mergeBackward(cells.baseAddress! + start, count: count, b, times: factor, skipping: skipping,
                                          changes: changes.baseAddress)
                    }
                }
            }
            symbols[k].rowCount = Int32(merged.count)
            for index in 0..<merged.changeCount {
                let change = changes[forward ? index : merged.changeCount - 1 - index]
                if change > 0 { addToColumn(key, of: change) } else { removeFromColumn(key, of: -change) }
            }
        }
    }
}
