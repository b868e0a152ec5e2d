// Storage: what the solver keeps per symbol, the symbol numbers' life cycle, the tableau's rows
// and the column index (the rows that hold each symbol).
//
// A symbol's kind is read for every cell of every row scanned (choosing a subject, an entering
// or a leaving symbol), so kinds are a dense array of bytes of their own; its variable, the one
// field that holds a reference, has an array of its own too (in a record, reading a reference
// made the compiler copy the whole record and retain it). Everything else is one plain
// `SymbolRecord`: where its row and its column are, its row's constant, counts, flags and the
// journal's stamps, read together by the steps that touch a symbol.
//
// Rows and columns are blocks of two arenas (`BlockArena`, over an `ArenaStorage`: Memory.swift):
// a row or a column is a range of one buffer, not an array of its own, so reading a row retains
// nothing, changing one checks no uniqueness, and a block outgrown or freed is reused by the next
// block of its size instead of going back to `malloc`.
//
// Invariants (ChainTests checks the column index after builds, changes and removals):
// - `kinds`, `variableOf`, `symbols` and the objective's per-symbol blocks have one entry per
//   symbol number; number 0 is never used.
// - A symbol has a row (`isBasic`, a block of `rowCapacity` > 0) exactly when it is basic; a
//   row never holds its own basic symbol, and its cells are sorted by symbol.
// - A symbol's column lists each basic symbol whose row holds it, once (a dummy's only while
//   `keepsDummyColumns`): so every key of a column is basic.

/// Blocks of 4, 8, 16, ... elements in one buffer; a freed block is reused by the next block of
/// its size.
struct BlockArena<Element: BitwiseCopyable> {
    var storage = ArenaStorage<Element>()
    /// The starts of freed blocks, by size class (4 << class elements).
    var freeBlocks: [[Int32]] = []

    /// The smallest block size that holds `count` elements.
    @inline(__always)
    static func blockSize(for count: Int) -> Int32 {
        count <= 4 ? 4 : Int32(truncatingIfNeeded: 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount))
    }

    @inline(__always)
    private static func sizeClass(_ size: Int32) -> Int {
        Int32.bitWidth - 3 - size.leadingZeroBitCount
    }

    /// A block of `size` elements: a freed one of that size, else new room at the end. Its
    /// contents are whatever was there: the caller writes before it reads.
    mutating func allocate(_ size: Int32) -> Int {
        let sizeClass = Self.sizeClass(size)
        if sizeClass < freeBlocks.count, let start = freeBlocks[sizeClass].popLast() { return Int(start) }
        let start = storage.count
        precondition(start + Int(size) <= Int(Int32.max), "the solver's storage outgrew 2^31 entries")
        storage.extend(by: Int(size))
        return start
    }

    mutating func free(at start: Int, size: Int32) {
        let sizeClass = Self.sizeClass(size)
        while freeBlocks.count <= sizeClass { freeBlocks.append([]) }
        freeBlocks[sizeClass].append(Int32(start))
    }
}

/// What the solver keeps per symbol besides its kind and variable (64 bytes, no references).
struct SymbolRecord {
    /// The constant of the symbol's row (its value) while it is basic, else 0.
    var rowConstant = 0.0
    /// The value last reported for an external symbol (``SolverCore/takeChangedVariables(_:)``).
    var lastReported = 0.0
    /// The row: `rowCount` cells from `rowStart` in ``SolverCore/rowArena``, in a block of
    /// `rowCapacity` (0: not basic).
    var rowStart: Int32 = 0
    var rowCount: Int32 = 0
    var rowCapacity: Int32 = 0
    /// The column: `columnCount` keys from `columnStart` in ``SolverCore/columnArena``, in a
    /// block of `columnCapacity` (0: no block yet).
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
        variableOf.append(nil)
        symbols.append(SymbolRecord())
        for _ in 0..<levelCapacity { objective.append(0) }  // a generic append(contentsOf:) costs more
        journal.recordSymbol(symbol, reused: false)
        markSavedAsNew(symbol)
        return symbol
    }

    /// New symbols of the given kinds, in order (as many ``makeSymbol(_:)`` calls would make),
    /// into `numbers`: the free numbers first, then new numbers made together.
    mutating func makeSymbols(_ kindsToMake: [SymbolKind], into numbers: inout [Int32]) {
        numbers.removeAll(keepingCapacity: true)
        numbers.reserveCapacity(kindsToMake.count)
        var index = 0
        while index < kindsToMake.count && !freeSymbols.isEmpty {
            numbers.append(makeSymbol(kindsToMake[index]))
            index += 1
        }
        let count = kindsToMake.count - index
        guard count > 0 else { return }
        let first = kinds.count
        kinds.append(contentsOf: kindsToMake[index...])
        variableOf.append(contentsOf: repeatElement(nil, count: count))
        symbols.append(contentsOf: repeatElement(SymbolRecord(), count: count))
        objective.append(contentsOf: repeatElement(0, count: count * levelCapacity))
        for symbol in Int32(first)..<Int32(first + count) {
            journal.recordSymbol(symbol, reused: false)
            markSavedAsNew(symbol)
            numbers.append(symbol)
        }
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
        let capacity = Swift.max(needed, kinds.capacity * (kinds.capacity < 1 << 14 ? 4 : 2))
        kinds.reserveCapacity(capacity)
        variableOf.reserveCapacity(capacity)
        symbols.reserveCapacity(capacity)
        objective.reserveCapacity(capacity * levelCapacity)
    }

    /// Returns a symbol that no row and no objective holds any more to the free list.
    mutating func freeSymbol(_ symbol: Int32) {
        let s = Int(symbol)
        kinds[s] = .invalid
        releaseRow(of: symbol)
        releaseColumn(of: s)
        if let variable = variableOf[s] {
            noteReleased(variable, lastReported: symbols[s].lastReported)
            unregister(variable, as: symbol)
        }
        // The flags and the journal's stamps stay: they go with the lists that name the number.
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
        register(variable, as: symbol)
        return symbol
    }

    /// Makes `symbol` (a new external symbol) the symbol of `variable`: in the variable's cache
    /// when no solver holds it, else in `symbolOfVariable`.
    @inline(__always)
    mutating func register(_ variable: Variable, as symbol: Int32) {
        variableOf[Int(symbol)] = variable
        if variable.cachedSymbol < 0 {
            variable.cachedSymbol = symbol
        } else {
            symbolOfVariable[variable] = symbol
        }
        journal.recordRegistration(symbol)
    }

    /// Forgets that `symbol` is the symbol of `variable` (the opposite of `register`). A map
    /// entry is this solver's; without one, the cache held the symbol (another solver's cache
    /// may show the same number, so the number alone does not say whose it is).
    @inline(__always)
    mutating func unregister(_ variable: Variable, as symbol: Int32) {
        if symbolOfVariable.count != 0, symbolOfVariable[variable] != nil {
            symbolOfVariable[variable] = nil
        } else if variable.cachedSymbol == symbol {
            variable.cachedSymbol = -1
        }
    }

    // MARK: Column index

    /// Whether the column of `symbol` is kept (see ``keepsDummyColumns``).
    @inline(__always)
    func keepsColumn(of symbol: Int32) -> Bool {
        keepsDummyColumns || kinds[Int(symbol)] != .dummy
    }

    /// The basic symbols of the rows that hold `symbol` (in no meaningful order; nothing visible
    /// depends on it), read in place: valid until the solver next changes.
    @inline(__always)
    func column(of symbol: Int32) -> UnsafeBufferPointer<Int32> {
        let count = Int(symbols[Int(symbol)].columnCount)
        guard count > 0, let keys = columnArena.storage.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: keys + Int(symbols[Int(symbol)].columnStart), count: count)
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
        for basic in symbols.indices where symbols[basic].rowCapacity > 0 {
            let start = Int(symbols[basic].rowStart)
            for position in start..<(start + Int(symbols[basic].rowCount)) {
                let symbol = rowArena.storage[position].symbol
                if kinds[Int(symbol)] == .dummy { appendToColumn(Int(symbol), Int32(basic)) }
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
        columnArena.storage[Int(symbols[symbol].columnStart + count)] = key
        symbols[symbol].columnCount = count + 1
    }

    /// Moves a full column to a block twice the size (4 keys for a first block: columns of
    /// three are common) and frees its old block.
    private mutating func growColumn(of symbol: Int) {
        let oldStart = Int(symbols[symbol].columnStart)
        let oldCapacity = symbols[symbol].columnCapacity
        let capacity = oldCapacity == 0 ? 4 : oldCapacity * 2
        let start = columnArena.allocate(capacity)
        let count = Int(symbols[symbol].columnCount)
        columnArena.storage.withUnsafeMutableBufferPointer { keys in
            let base = keys.baseAddress!
            (base + start).update(from: base + oldStart, count: count)
        }
        if oldCapacity > 0 { columnArena.free(at: oldStart, size: oldCapacity) }
        symbols[symbol].columnStart = Int32(start)
        symbols[symbol].columnCapacity = capacity
    }

    /// Notes that the row of `key` no longer holds `symbol` (order within a column is not kept).
    @inline(__always)
    mutating func removeFromColumn(_ key: Int32, of symbol: Int32) {
        guard keepsColumn(of: symbol) else { return }
        let s = Int(symbol)
        let start = Int(symbols[s].columnStart)
        let last = start + Int(symbols[s].columnCount) - 1
        // From the end: the rows added last are listed last, and a roll-back takes them out first.
        let found: Bool = columnArena.storage.withUnsafeMutableBufferPointer { keys in
            var index = last
            while index >= start && keys[index] != key { index -= 1 }
            guard index >= start else { return false }
            keys[index] = keys[last]
            return true
        }
        if found { symbols[s].columnCount -= 1 }
    }

    /// Empties a column and gives its block back.
    mutating func releaseColumn(of symbol: Int) {
        let capacity = symbols[symbol].columnCapacity
        if capacity > 0 { columnArena.free(at: Int(symbols[symbol].columnStart), size: capacity) }
        symbols[symbol].columnStart = 0
        symbols[symbol].columnCount = 0
        symbols[symbol].columnCapacity = 0
    }

    /// Moves a column's keys into `columnScratch` (which must be empty) and empties the column,
    /// keeping its block: for a step that goes through the rows of a symbol and takes it out of
    /// each, changing other columns as it goes.
    mutating func takeColumn(of symbol: Int32) {
        columnScratch.append(contentsOf: column(of: symbol))
        symbols[Int(symbol)].columnCount = 0
    }

    // MARK: Rows of the tableau (no column upkeep here: see SolverTableau.swift)

    /// Whether `symbol` is basic (has a row).
    @inline(__always)
    func isBasic(_ symbol: Int32) -> Bool {
        symbols[Int(symbol)].rowCapacity > 0
    }

    /// The value of a symbol: its row's constant when it is basic, else 0.
    @inline(__always)
    func value(ofSymbol symbol: Int32) -> Double {
        symbols[Int(symbol)].rowConstant
    }

    /// Calls `body` with the cells of the row of `basic`, read in place; `body` must not change
    /// the solver.
    @inline(__always)
    func withCells<Result>(ofRow basic: Int32, _ body: (UnsafeBufferPointer<Cell>) throws -> Result) rethrows -> Result {
        let start = Int(symbols[Int(basic)].rowStart)
        let count = Int(symbols[Int(basic)].rowCount)
        return try rowArena.storage.withUnsafeBufferPointer { cells in
            try body(UnsafeBufferPointer(start: cells.baseAddress! + start, count: count))
        }
    }

    /// The coefficient of `symbol` in the row of `basic` (0 when the row does not hold it).
    @inline(__always)
    func coefficient(of symbol: Int32, inRowOf basic: Int32) -> Double {
        withCells(ofRow: basic) { cells in
            let (index, found) = Row.position(of: symbol, in: cells)
            return found ? cells[index].coefficient : 0
        }
    }

    /// A copy of the row of `symbol`, or nil when it is not basic.
    func row(of symbol: Int32) -> Row? {
        guard isBasic(symbol) else { return nil }
        var row = Row(constant: symbols[Int(symbol)].rowConstant)
        withCells(ofRow: symbol) { row.cells.append(contentsOf: $0) }
        return row
    }

    /// Stores `row` as the row of `basic`, which has none, in a block with room to grow.
    mutating func storeRow(_ row: Row, basic: Int32) {
        row.cells.withUnsafeBufferPointer { storeRow($0, constant: row.constant, basic: basic) }
    }

    /// Stores `cells` and `constant` as the row of `basic`, which has none, in a block with room
    /// to grow.
    mutating func storeRow(_ source: UnsafeBufferPointer<Cell>, constant: Double, basic: Int32) {
        let b = Int(basic)
        let count = source.count
        let size = BlockArena<Cell>.blockSize(for: count + 2)
        let start = rowArena.allocate(size)
        rowArena.storage.withUnsafeMutableBufferPointer { cells in
            if count > 0 { (cells.baseAddress! + start).update(from: source.baseAddress!, count: count) }
        }
        symbols[b].rowStart = Int32(start)
        symbols[b].rowCount = Int32(count)
        symbols[b].rowCapacity = size
        symbols[b].rowConstant = constant
    }

    /// Gives the row of `basic` back to the arena, if it has one.
    mutating func releaseRow(of basic: Int32) {
        let b = Int(basic)
        let size = symbols[b].rowCapacity
        guard size > 0 else { return }
        rowArena.free(at: Int(symbols[b].rowStart), size: size)
        symbols[b].rowStart = 0
        symbols[b].rowCount = 0
        symbols[b].rowCapacity = 0
        symbols[b].rowConstant = 0
    }

    /// Takes the cell of `symbol` out of the row of `basic`, if the row holds it.
    mutating func removeCell(_ symbol: Int32, fromRowOf basic: Int32) {
        let b = Int(basic)
        let start = Int(symbols[b].rowStart)
        let count = Int(symbols[b].rowCount)
        let removed: Bool = rowArena.storage.withUnsafeMutableBufferPointer { cells in
            let row = cells.baseAddress! + start
            let (index, found) = Row.position(of: symbol, in: UnsafeBufferPointer(start: row, count: count))
            guard found else { return false }
            if index + 1 < count { (row + index).update(from: row + index + 1, count: count - index - 1) }
            return true
        }
        if removed { symbols[b].rowCount -= 1 }
    }
}

extension SolverCore {
    /// The most ``Solver/memoryLimit`` can be: below it, no arena reaches the 2^31 entries its
    /// 32-bit block starts can address.
    static let largestMemoryLimit = 16 << 30

    /// See ``Solver/memoryUsed``: the elements in use, not the capacity behind them (which
    /// grows by doubling, its untouched pages unmapped).
    var storageByteCount: Int {
        rowArena.storage.count * MemoryLayout<Cell>.stride
            + columnArena.storage.count * MemoryLayout<Int32>.stride
            + symbols.count * (MemoryLayout<SymbolRecord>.stride + MemoryLayout<SymbolKind>.stride + MemoryLayout<Variable?>.stride)
            + objective.count * MemoryLayout<Double>.stride
            + records.count * MemoryLayout<ConstraintRecord>.stride
    }
}
