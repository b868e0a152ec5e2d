// Repeated blocks: a batch on new variables shaped like an earlier one is added as a copy.
//
// A table's cells are built alike: each cell's batch (`add(contentsOf:)`) has the constraints of
// the cell before, on new variables, with other constants (its text, its image). Such a batch
// is a block of its own: it shares no variable with the rows already in the tableau, so adding
// it pivots only within it, and which of its symbols end basic, with which coefficients, does
// not depend on the rest of the solver (the objective of the old symbols is optimal already and
// does not change). So when a block's shape (relations, priorities, weights, and terms whose
// coefficients and pattern of variables match) comes a second time, the solver keeps its solved rows
// (`SolvedBlock`, in symbols numbered within the block), and every later block of the shape gets
// copies of those rows under new symbols, their constants moved to its own constants as
// ``Solver/setConstants(_:)`` moves them (through each marker's column), and then the dual
// simplex for any row that went negative. Its basis is the block's, and it stays optimal for
// the new constants (the objective's coefficients do not depend on constants), so the values
// are those a fresh add gives wherever the constraints determine them. A system with several
// optima may settle on another of them, as it may after any change of constants.
//
// If the copy cannot take the new constants (a required equality breaks, or the dual simplex
// finds no feasible point) or would join a class of identical constraints, it is undone and
// the batch is added the ordinary way, which reports a failure as usual.

extension SolverCore {
    /// The solved rows of the last batch of new variables, in block-local symbol numbers.
    struct SolvedBlock {
        /// The block's shape (see ``SolverCore/block(of:solvedShape:)``).
        var shape: [UInt64]
        /// The block's symbols in the order they were made (a copy makes its symbols in that
        /// order, as an ordinary add would, so that variables are numbered, and reported, alike):
        /// kind, and for an external symbol its variable's position in the block, else -1.
        var kinds: [SymbolKind]
        var variableIndex: [Int32]
        /// The rows: basic symbol, constant, and `count` cells from `start` in `cells`.
        var rows: [(basic: Int32, constant: Double, start: Int32, count: Int32)]
        var cells: [Cell]
        /// The row of each symbol, or -1.
        var rowOfSymbol: [Int32]
        /// The records in the order they were made: the constraint's position in the block,
        /// marker, other (-1 for none), the marker's coefficient and the constant.
        var records: [(constraint: Int32, marker: Int32, other: Int32, markerCoefficient: Double, constant: Double)]
        /// Each symbol's column (read for the markers of constraints whose constant differs):
        /// `(row, coefficient)` entries from `columnStart[symbol]` to `columnStart[symbol + 1]`.
        var columnStart: [Int32]
        var column: [(row: Int32, coefficient: Double)]
    }

    /// A batch's block: the constraints on variables new to the solver (`members`, positions
    /// in the batch), when every other constraint of the batch is on known variables only (so
    /// that the block shares no variable with the tableau), and its variables in the order the
    /// block first uses them. Nil when a constraint mixes new and known variables, or when no
    /// constraint is on new variables.
    ///
    /// The block's shape (``shapeWords(of:positions:_:)``) is hashed, and compared on the way with
    /// `solvedShape`, the kept block's: two blocks of the same shape differ in constants only.
    ///
    /// `mutating` though it changes nothing: the solver passes itself by reference then, where a
    /// call from a mutating method otherwise copies the whole core (a retain and a release for
    /// each of its arrays).
    mutating func block(of constraints: [Constraint], solvedShape: [UInt64]?) -> Block? {
        var block = Block()
        block.members.reserveCapacity(constraints.count)
        block.variables.reserveCapacity(constraints.count + constraints.count / 2)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var compared = 0
        var matches = solvedShape != nil
        // The variables' batch scratch (`pendingBound`, 0 outside a batch) holds their position + 1.
        defer { for variable in block.variables { variable._withUnsafeGuaranteedRef { $0.pendingBound = 0 } } }
        for index in constraints.indices {
            let constraint = constraints[index]
            var new = 0
            constraint.forEachTerm { variable, _ in
                if variable.pendingBound != 0 || variable.cachedSymbol == Variable.neverRegistered
                    || symbol(of: variable) == nil { new += 1 }
            }
            if new == 0 { continue }
            guard new == constraint.terms.count else { return nil }
            block.members.append(index)
            Self.shapeWords(of: constraint, positions: &block.variables) { word in
                hash = (hash ^ word) &* 0x0000_0100_0000_01b3
                if matches, let solvedShape {
                    if compared < solvedShape.count && solvedShape[compared] == word { compared += 1 } else { matches = false }
                }
            }
        }
        guard !block.members.isEmpty else { return nil }
        block.hash = hash
        block.matchesSolved = matches && compared == solvedShape?.count
        return block
    }

    /// The words of a constraint's shape: its relation, priorities, weight (other than 1) and term
    /// count, then per term the variable's position in the block (numbered on first use, in
    /// `positions`) and the coefficient's bits.
    @inline(__always)
    static func shapeWords(of constraint: Constraint, positions: inout [Unmanaged<Variable>], _ body: (UInt64) -> Void) {
        let relation: UInt64 = constraint.relation == .equal ? 0 : constraint.relation == .lessThanOrEqual ? 1 : 2
        let weighed = constraint.weight != 1
        body(relation | UInt64(constraint.terms.count) << 2 | (weighed ? 1 << 62 : 0) | (constraint.priorityBelow == nil ? 0 : 1 << 63))
        body(constraint.priority.value.bitPattern)
        if let below = constraint.priorityBelow { body(below.value.bitPattern) }
        if weighed { body(constraint.weight.bitPattern) }
        constraint.forEachTerm { variable, coefficient in
            var position = variable.pendingBound
            if position == 0 {
                positions.append(.passUnretained(variable))
                position = Int32(positions.count)
                variable.pendingBound = position
            }
            body(UInt64(position))
            body(coefficient.bitPattern)
        }
    }

    /// See ``block(of:solvedShape:)``.
    struct Block {
        /// Unretained: the batch's constraints keep them.
        var variables: [Unmanaged<Variable>] = []
        var members: [Int] = []
        var hash: UInt64 = 0
        /// Whether the block has the kept block's shape.
        var matchesSolved = false
    }

    /// The shape of a block of `batch`, word by word (``shapeWords(of:positions:_:)``).
    static func shape(of block: Block, in batch: [Constraint]) -> [UInt64] {
        var shape: [UInt64] = []
        var positions: [Unmanaged<Variable>] = []
        defer { for variable in positions { variable._withUnsafeGuaranteedRef { $0.pendingBound = 0 } } }
        for index in block.members { shapeWords(of: batch[index], positions: &positions) { shape.append($0) } }
        return shape
    }

    /// Keeps the rows a batch's block was solved to (the batch's records are those from
    /// `firstRecord` on). Nothing is kept when the block's rows are not all its own, or when it
    /// joined a class of identical constraints (each record must have its own marker).
    mutating func keepSolvedBlock(_ blockOfBatch: Block, of batch: [Constraint], firstRecord: Int) {
        solvedBlock = nil
        let variables = blockOfBatch.variables
        var positionOf: [ObjectIdentifier: Int32] = [:]
        positionOf.reserveCapacity(blockOfBatch.members.count)
        for (position, index) in blockOfBatch.members.enumerated() { positionOf[ObjectIdentifier(batch[index])] = Int32(position) }
        let blockRecords = records[firstRecord...].filter { positionOf[ObjectIdentifier($0.constraint)] != nil }
        var blockSymbols: [(symbol: Int32, variable: Int32)] = []
        blockSymbols.reserveCapacity(variables.count + 2 * blockRecords.count)
        for (position, variable) in variables.enumerated() {
            guard let symbol = symbol(of: variable.takeUnretainedValue()) else { return }
            blockSymbols.append((symbol, Int32(position)))
        }
        for record in blockRecords {
            blockSymbols.append((record.marker, -1))
            if record.other != 0 { blockSymbols.append((record.other, -1)) }
        }
        // A block whose rows are long (a chain's are as long as the chain) costs more to keep
        // than to add again: only blocks of short rows are kept.
        var cellCount = 0
        for entry in blockSymbols where isBasic(entry.symbol) { cellCount += Int(symbols[Int(entry.symbol)].rowCount) }
        guard cellCount <= 8 * blockSymbols.count else { return }
        blockSymbols.sort { $0.symbol < $1.symbol }
        for index in blockSymbols.indices.dropFirst() where blockSymbols[index].symbol == blockSymbols[index - 1].symbol {
            return  // a shared marker
        }
        /// Where a symbol is in `blockSymbols` (sorted by number), or nil when it is not the block's.
        func entry(of symbol: Int32) -> Int? {
            var low = 0, high = blockSymbols.count
            while low < high {
                let middle = (low + high) / 2
                if blockSymbols[middle].symbol < symbol { low = middle + 1 } else { high = middle }
            }
            return low < blockSymbols.count && blockSymbols[low].symbol == symbol ? low : nil
        }
        // Block-local numbers in the order the symbols were made (the transaction's log).
        var localOfEntry = [Int32](repeating: -1, count: blockSymbols.count)
        var entryOfLocal: [Int] = []
        entryOfLocal.reserveCapacity(blockSymbols.count)
        for (symbol, _) in journal.newSymbols {
            if let index = entry(of: symbol), localOfEntry[index] < 0 {
                localOfEntry[index] = Int32(entryOfLocal.count)
                entryOfLocal.append(index)
            }
        }
        guard entryOfLocal.count == blockSymbols.count else { return }
        /// The block-local number of a symbol, or nil when it is not the block's.
        func local(_ symbol: Int32) -> Int32? { entry(of: symbol).map { localOfEntry[$0] } }
        var block = SolvedBlock(
            shape: Self.shape(of: blockOfBatch, in: batch),
            kinds: entryOfLocal.map { kinds[Int(blockSymbols[$0].symbol)] }, variableIndex: entryOfLocal.map { blockSymbols[$0].variable },
            rows: [], cells: [], rowOfSymbol: Array(repeating: -1, count: blockSymbols.count), records: [],
            columnStart: [], column: [])
        for (position, index) in entryOfLocal.enumerated() {
            let symbol = blockSymbols[index].symbol
            // Only the block's rows may hold its symbols.
            for key in column(of: symbol) where local(key) == nil { return }
            guard isBasic(symbol) else { continue }
            let start = Int32(block.cells.count)
            var foreign = false
            withCells(ofRow: symbol) { cells in
                for cell in cells {
                    guard let symbol = local(cell.symbol) else { foreign = true; return }
                    block.cells.append(Cell(symbol: symbol, coefficient: cell.coefficient))
                }
            }
            if foreign { return }
            block.rowOfSymbol[position] = Int32(block.rows.count)
            block.rows.append((Int32(position), value(ofSymbol: symbol), start, Int32(block.cells.count) - start))
        }
        for record in blockRecords {
            guard let position = positionOf[ObjectIdentifier(record.constraint)], let marker = local(record.marker) else { return }
            let other = record.other == 0 ? -1 : local(record.other) ?? -1
            block.records.append((position, marker, other, record.markerCoefficient, record.constant))
        }
        // The columns, counted then filled (cells are in row order, so each column is too).
        var counts = [Int32](repeating: 0, count: blockSymbols.count + 1)
        for cell in block.cells { counts[Int(cell.symbol) + 1] += 1 }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        block.columnStart = counts
        block.column = Array(repeating: (0, 0), count: block.cells.count)
        var next = counts
        for (rowIndex, row) in block.rows.enumerated() {
            for cell in block.cells[Int(row.start)..<Int(row.start + row.count)] {
                block.column[Int(next[Int(cell.symbol)])] = (Int32(rowIndex), cell.coefficient)
                next[Int(cell.symbol)] += 1
            }
        }
        solvedBlock = block
    }

    /// Puts a copied row into the tableau under `basic` (a new symbol): the block's cells are
    /// stored, then renamed through `newSymbol` and sorted in place (numbers from the free list
    /// need not follow the block's order).
    private mutating func storeCopiedRow(_ cells: UnsafeBufferPointer<Cell>, renamedBy newSymbol: UnsafeBufferPointer<Int32>,
                                         constant: Double, basic: Int32) {
        touchRow(basic)
        storeRow(cells, constant: constant, basic: basic)
        let start = Int(symbols[Int(basic)].rowStart)
        rowArena.storage.withUnsafeMutableBufferPointer { storage in
            let row = storage.baseAddress! + start
            for index in 0..<cells.count {
                // An insertion sort as the cells are renamed.
                let cell = Cell(symbol: newSymbol[Int(row[index].symbol)], coefficient: row[index].coefficient)
                var position = index
                while position > 0 && row[position - 1].symbol > cell.symbol {
                    row[position] = row[position - 1]
                    position -= 1
                }
                row[position] = cell
            }
        }
        indexRow(of: basic)
    }

    /// Adds a block of the kept block's shape (the constraints of `batch` at `members`, in order) as
    /// a copy of its rows (see the top of this file), inside the batch's open transaction.
    /// False when the copy cannot take the block's constants: the caller then rolls the
    /// transaction back.
    mutating func copySolvedBlock(_ block: SolvedBlock, _ batch: [Constraint], members: [Int], variables: [Unmanaged<Variable>]) -> Bool {
        // The block's constraints by position, read in place (a mapped array retains each one).
        func constraint(_ position: Int32) -> Constraint { batch[members[Int(position)]] }
        // The rows' constants at the batch's constants: each constraint whose constant differs
        // moves its marker, as a constant change does.
        var constants = block.rows.map(\.constant)
        for record in block.records {
            let constant = constraint(record.constraint).constant
            guard constant != record.constant else { continue }
            let shift = (constant - record.constant) / record.markerCoefficient
            let marker = Int(record.marker)
            let row = block.rowOfSymbol[marker]
            if row >= 0 {
                constants[Int(row)] -= shift
            } else {
                for entry in block.column[Int(block.columnStart[marker])..<Int(block.columnStart[marker + 1])] {
                    constants[Int(entry.row)] += entry.coefficient * shift
                }
            }
        }
        // A required equality that no longer holds: the ordinary add says which.
        for (index, row) in block.rows.enumerated()
        where block.kinds[Int(row.basic)] == .dummy && !isNearZero(constants[index]) {
            return false
        }
        var newSymbol: [Int32] = []
        makeSymbols(block.kinds, into: &newSymbol)
        for (position, kind) in block.kinds.enumerated() where kind == .external {
            register(variables[Int(block.variableIndex[position])].takeUnretainedValue(), as: newSymbol[position])
        }
        newSymbol.withUnsafeBufferPointer { newSymbol in
            block.cells.withUnsafeBufferPointer { cells in
                for index in block.rows.indices {
                    let blockRow = block.rows[index]
                    let basic = newSymbol[Int(blockRow.basic)]
                    storeCopiedRow(UnsafeBufferPointer(rebasing: cells[Int(blockRow.start)..<Int(blockRow.start + blockRow.count)]),
                                   renamedBy: newSymbol, constant: constants[index], basic: basic)
                    if block.kinds[Int(blockRow.basic)] != .external && constants[index] < -nearZeroThreshold {
                        infeasible.append(basic)
                    }
                }
            }
        }
        for record in block.records {
            let constraint = constraint(record.constraint)
            let newRecord = ConstraintRecord(
                constraint: constraint, marker: newSymbol[Int(record.marker)],
                other: record.other < 0 ? 0 : newSymbol[Int(record.other)], markerCoefficient: record.markerCoefficient,
                required: constraint.priority.isRequired, constant: constraint.constant)
            countReferences(of: constraint, by: 1)
            setRecordIndex(records.count, of: constraint)
            records.append(newRecord)
            addErrors(of: newRecord, sign: 1)
            // As `addSharingRows`: a preference starts a class of identical constraints, unless
            // it would have joined one (then the ordinary add does).
            if Self.mayShare(constraint), let hash = shareHash(of: constraint) {
                if existingShareClass(of: constraint, hash: hash) != nil { return false }
                startShareClass(at: records.count - 1, hash: hash)
            }
        }
        return infeasible.isEmpty || dualOptimize() == .feasible
    }
}

extension SolverCore {
    /// Adds a batch whose block has the kept block's shape: its other constraints (on known
    /// variables only) the ordinary way, then the block as a copy. False when the copy cannot
    /// take the block's constants (the caller rolls back and adds the batch the ordinary way).
    mutating func addCopyingBlock(_ solved: SolvedBlock, _ block: Block, of batch: [Constraint]) throws -> Bool {
        if block.members.count < batch.count {
            var others: [Constraint] = []
            others.reserveCapacity(batch.count - block.members.count)
            var next = 0
            for (index, constraint) in batch.enumerated() {
                if next < block.members.count && block.members[next] == index { next += 1 } else { others.append(constraint) }
            }
            try addRequiredFirst(others)
        }
        return copySolvedBlock(solved, batch, members: block.members, variables: block.variables)
    }
}
