// Storage: what the solver keeps per symbol, the symbol numbers' life cycle, and the column
// index (the rows that hold each symbol).
//
// A symbol's kind is read for every cell of every row scanned (choosing a subject, an entering
// or a leaving symbol), so kinds are a dense array of bytes of their own. Its row and its
// variable, the two fields that hold references, have an array each: in a record, reading one
// of them made the compiler copy the whole record, retaining both (a constant change got 4x
// slower). Everything else is one plain `SymbolRecord` (its column, counts, flags and the
// journal's stamps), read together by the steps that touch a symbol. Columns are blocks of one
// arena (`columnKeys`) instead of an array each: a new symbol's column costs no allocation, and
// freed blocks are reused.
//
// Invariants (ChainTests checks the column index after builds, changes and removals):
// - `kinds`, `rows`, `variableOf`, `symbols` and the objective's per-symbol blocks have one
//   entry per symbol number;
//   number 0 is never used.
// - `rows[s]` is set exactly when `s` is basic; a row never holds its own basic symbol.
// - A symbol's column lists each basic symbol whose row holds it, once (a dummy's only while
//   `keepsDummyColumns`): so `rows[key]!` is safe for every key of a column.

/// What the solver keeps per symbol besides its kind, row and variable (40 bytes, no references).
struct SymbolRecord {
    /// The value last reported for an external symbol (``SolverCore/takeChangedVariables(_:)``).
    var lastReported = 0.0
    /// The column: `columnCount` keys from `columnStart` in ``SolverCore/columnKeys``, in a block
    /// of `columnCapacity` (0: no block yet).
    var columnStart: Int32 = 0
    var columnCount: Int32 = 0
    var columnCapacity: Int32 = 0
    /// How many constraints mention an external symbol.
    var references: Int32 = 0
    /// The edit (index into `edits`) of an external symbol, or -1.
    var edit: Int32 = -1
    /// The journal's stamp when the row and the objective coefficients were last saved.
    var rowSavedStamp: UInt32 = 0
    var objectiveSavedStamp: UInt32 = 0
    /// Whether the symbol is in `changed` (an external symbol whose value may have moved).
    var changed = false
    /// Whether the symbol is in `objectiveDirty`.
    var objectiveDirty = false
}

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
        variableOf.append(nil)
        symbols.append(SymbolRecord())
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
        symbols[Int(symbol)].rowSavedStamp = journal.stamp
        symbols[Int(symbol)].objectiveSavedStamp = journal.stamp
    }

    /// Makes room for `count` more symbols at once, so a batch grows the per-symbol storage once
    /// instead of doubling step by step. At least doubles, as appending would: reserving
    /// exactly, batch after batch, would copy every time.
    mutating func reserveSymbols(_ count: Int) {
        let needed = kinds.count + count - freeSymbols.count
        guard needed > kinds.capacity else { return }
        let capacity = Swift.max(needed, kinds.capacity * 2)
        kinds.reserveCapacity(capacity)
        rows.reserveCapacity(capacity)
        variableOf.reserveCapacity(capacity)
        symbols.reserveCapacity(capacity)
        objective.reserveCapacity(capacity * levelCapacity)
    }

    /// Returns a symbol that no row and no objective holds any more to the free list.
    mutating func freeSymbol(_ symbol: Int32) {
        let s = Int(symbol)
        kinds[s] = .invalid
        releaseColumn(of: s)
        if let variable = variableOf[s] {
            noteReleased(variable, lastReported: symbols[s].lastReported)
            symbolOfVariable[variable] = nil
            if variable.cachedSymbol == symbol { variable.cachedSymbol = -1 }
        }
        // The flags and the journal's stamps stay: they go with the lists that name the number.
        rows[s] = nil
        variableOf[s] = nil
        symbols[s].references = 0
        symbols[s].edit = -1
        symbols[s].lastReported = 0
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

    /// The basic symbols of the rows that hold `symbol` (in no meaningful order; nothing visible
    /// depends on it). For reading only: changing any column while holding it copies the arena.
    @inline(__always)
    func column(of symbol: Int32) -> ArraySlice<Int32> {
        let start = Int(symbols[Int(symbol)].columnStart)
        return columnKeys[start..<(start + Int(symbols[Int(symbol)].columnCount))]
    }

    /// Whether no row holds `symbol` (as far as its column is kept).
    @inline(__always)
    func columnIsEmpty(_ symbol: Int32) -> Bool {
        symbols[Int(symbol)].columnCount == 0
    }

    /// Builds the columns of every dummy symbol from the rows, and keeps them from now on.
    /// Called by every operation that reads a dummy's column before it reads it.
    mutating func keepDummyColumns() {
        guard !keepsDummyColumns else { return }
        keepsDummyColumns = true
        for basic in rows.indices {
            guard let row = rows[basic] else { continue }
            for cell in row.cells where kinds[Int(cell.symbol)] == .dummy {
                appendToColumn(Int(cell.symbol), Int32(basic))
            }
        }
    }

    /// Notes that the row of basic symbol `key` holds `symbol` (its column lists the rows).
    @inline(__always)
    mutating func addToColumn(_ key: Int32, of symbol: Int32) {
        guard keepsColumn(of: symbol) else { return }
        appendToColumn(Int(symbol), key)
    }

    /// Appends `key` to a column, moving the column to a block twice the size when it is full.
    @inline(__always)
    mutating func appendToColumn(_ symbol: Int, _ key: Int32) {
        let count = symbols[symbol].columnCount
        if count == symbols[symbol].columnCapacity { growColumn(of: symbol) }
        columnKeys[Int(symbols[symbol].columnStart + count)] = key
        symbols[symbol].columnCount = count + 1
    }

    /// Moves a full column to a block twice the size (4 keys for a first block: columns of
    /// three are common) and frees its old block.
    private mutating func growColumn(of symbol: Int) {
        let oldStart = Int(symbols[symbol].columnStart)
        let oldCapacity = symbols[symbol].columnCapacity
        let capacity = oldCapacity == 0 ? 4 : oldCapacity * 2
        let start = allocateColumnBlock(capacity)
        let count = Int(symbols[symbol].columnCount)
        columnKeys.withUnsafeMutableBufferPointer { keys in
            let base = keys.baseAddress!
            (base + start).update(from: base + oldStart, count: count)
        }
        if oldCapacity > 0 { freeColumnBlock(at: oldStart, capacity: oldCapacity) }
        symbols[symbol].columnStart = Int32(start)
        symbols[symbol].columnCapacity = capacity
    }

    /// The size class of a block: 4 << class keys.
    @inline(__always)
    private static func columnSizeClass(_ capacity: Int32) -> Int {
        Int32.bitWidth - 1 - capacity.leadingZeroBitCount - 2
    }

    /// A block of `capacity` keys: a freed one of that size, else new room at the arena's end.
    private mutating func allocateColumnBlock(_ capacity: Int32) -> Int {
        let sizeClass = Self.columnSizeClass(capacity)
        if sizeClass < freeColumnBlocks.count, let start = freeColumnBlocks[sizeClass].popLast() {
            return Int(start)
        }
        let start = columnKeys.count
        let end = start + Int(capacity)
        precondition(end <= Int(Int32.max), "the column index outgrew 2^31 entries")
        if end > columnKeys.capacity { columnKeys.reserveCapacity(Swift.max(end, 2 * columnKeys.capacity, 64)) }
        columnKeys.append(contentsOf: repeatElement(0, count: Int(capacity)))
        return start
    }

    private mutating func freeColumnBlock(at start: Int, capacity: Int32) {
        let sizeClass = Self.columnSizeClass(capacity)
        while freeColumnBlocks.count <= sizeClass { freeColumnBlocks.append([]) }
        freeColumnBlocks[sizeClass].append(Int32(start))
    }

    /// Notes that the row of `key` no longer holds `symbol` (order within a column is not kept).
    @inline(__always)
    mutating func removeFromColumn(_ key: Int32, of symbol: Int32) {
        guard keepsColumn(of: symbol) else { return }
        let s = Int(symbol)
        let start = Int(symbols[s].columnStart)
        let last = start + Int(symbols[s].columnCount) - 1
        let found: Bool = columnKeys.withUnsafeMutableBufferPointer { keys in
            var index = start
            while index <= last && keys[index] != key { index += 1 }
            guard index <= last else { return false }
            keys[index] = keys[last]
            return true
        }
        if found { symbols[s].columnCount -= 1 }
    }

    /// Empties a column and gives its block back.
    mutating func releaseColumn(of symbol: Int) {
        let capacity = symbols[symbol].columnCapacity
        if capacity > 0 { freeColumnBlock(at: Int(symbols[symbol].columnStart), capacity: capacity) }
        symbols[symbol].columnStart = 0
        symbols[symbol].columnCount = 0
        symbols[symbol].columnCapacity = 0
    }

    /// Moves a column's keys into `columnScratch` (which must be empty) and empties the column,
    /// keeping its block: for a step that goes through the rows of a symbol and takes it out of
    /// each, changing other columns as it goes.
    mutating func takeColumn(of symbol: Int32) {
        let s = Int(symbol)
        let start = Int(symbols[s].columnStart)
        columnScratch.append(contentsOf: columnKeys[start..<(start + Int(symbols[s].columnCount))])
        symbols[s].columnCount = 0
    }
}
