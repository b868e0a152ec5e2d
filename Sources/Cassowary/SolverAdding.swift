// Adding one constraint, named as in kiwi's solver: createRow and chooseSubject; the row is then
// solved for its subject and substituted, or added with an artificial variable
// (SolverSimplex.swift), and the objective is optimised. Batches are in SolverBatch.swift.

extension SolverCore {
    mutating func addConstraint(_ constraint: Constraint) throws {
        // Checked before anything changes, so that a failure is atomic; what one add can grow
        // the storage by past the limit is bounded by the size of its rows.
        let used = storageByteCount
        guard used <= memoryLimit else { throw SolverError.memoryLimitExceeded(limit: memoryLimit, used: used) }
        // The levels are made first, outside the transaction, and dropped again if the call
        // fails (a batch makes its levels before it starts).
        let createdLevels = makeLevels(constraint.priority, below: constraint.priorityBelow)
        // Inside a batch (`add(contentsOf:)`) the batch's transaction is open: this constraint
        // rolls back to a mark of it, and the batch optimises at its end.
        let inBatch = journal.isOpen
        var mark: JournalMark
        if inBatch {
            mark = markJournal()
        } else {
            beginTrackingSymbols()
            openJournal(savingObjectiveConstants: true)
            mark = journal.start
        }
        /// Undoes this constraint's changes: the whole transaction when it is the call's own.
        func undo(_ core: inout SolverCore, to mark: JournalMark) {
            if inBatch { core.rollBack(to: mark) } else { core.rollBack() }
            core.dropLevels(createdLevels)
        }
        var (row, record) = createRow(for: constraint)
        defer { recycle(&row) }
        var subject = chooseSubject(row, record)
        if subject == 0 && allDummies(row) {
            guard isNearZero(row.constant) else {
                diagnostics.failureSymbols = row.cells.map { $0.symbol }
                undo(&self, to: mark)
                return try handleUnsatisfiable(constraint)
            }
            subject = record.marker
            // Redundant: its marker's row holds the markers it depends on (none when they are
            // left out of the rows, SolverEqualityMarkers.swift).
            if !row.position(of: subject).found { row.insertDetached(subject, 1) }
        }
        if subject == 0 {
            subject = isNearZero(row.constant) ? subjectKeepingTheOptimum(row) : subjectOfOnePivotPhaseOne(row)
            if subject != 0 { skipArtificialSymbol() }
        }
        if subject != 0 {
            // With no objective the optimisation below takes no pivot, so nothing after this
            // point can fail: the rows substituted into need no saved copies (a saved copy
            // shares a row's cells, so changing them would copy every row touched).
            if !inBatch && levels.isEmpty { stopSavingRows() }
            solve(&row, for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        } else {
            if inBatch { saveRows(from: &mark) }
            let feasible: Bool
            do {
                feasible = try addWithArtificialVariable(row)
            } catch {
                undo(&self, to: mark)
                throw error
            }
            guard feasible else {
                undo(&self, to: mark)
                return try handleUnsatisfiable(constraint)
            }
        }
        countReferences(of: constraint, by: 1)
        setRecordIndex(records.count, of: constraint)
        records.append(record)
        addErrors(of: record, sign: 1)
        if inBatch {
            releaseMark(mark)
        } else {
            do {
                try optimize()
            } catch {
                // Only a pivot budget running out gets here: put everything back.
                rollBack()
                countReferences(of: constraint, by: -1)
                removeRecord(at: records.count - 1)
                dropLevels(createdLevels)
                throw error
            }
            commitJournal()
        }
        infeasible.clear()
    }

    /// The constraint's equation `0 = expression + slack/error/dummy terms`, with the basic
    /// variables of the tableau substituted, and the record of its new symbols.
    mutating func createRow(for constraint: Constraint) -> (Row, ConstraintRecord) {
        var row = Row(constant: constraint.constant)
        swap(&row.cells, &rowScratch)  // empty, with the room a previous row left
        // Room for every cell the row can get (the substituted rows' cells, the new variables, a
        // marker and an error), so that it is allocated once instead of growing cell by cell.
        var capacity = 2
        var longest = 0
        constraint.forEachTerm { variable, _ in
            if let symbol = symbol(of: variable), isBasic(symbol) {
                let count = Int(symbols[Int(symbol)].rowCount)
                capacity += count
                longest = Swift.max(longest, count)
            } else {
                capacity += 1
            }
        }
        // A long substituted row is merged into new storage of this size (`Row.insertDetached`):
        // reserving it here too would allocate it twice.
        if longest <= 8 { row.cells.reserveCapacity(capacity) }
        constraint.forEachTerm { variable, coefficient in
            let symbol = registeredSymbol(of: variable)
            if coefficient == 0 { return }
            if isBasic(symbol) {
                let constant = value(ofSymbol: symbol)
                withCells(ofRow: symbol) { cells in
                    row.insertDetached(cells, constant: constant, times: coefficient, capacity: capacity)
                }
            } else {
                row.insertDetached(symbol, coefficient)
            }
        }
        let required = constraint.priority.isRequired
        let marker: Int32
        var other: Int32 = 0
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = makeSymbol(.slack)
            markerCoefficient = coefficient
            row.insertDetached(marker, coefficient)
            if !required {
                other = makeSymbol(.error)
                row.insertDetached(other, -coefficient)
            }
        case .equal:
            if required {
                marker = makeSymbol(.dummy)
                markerCoefficient = 1
                if equalityMarkersInRows { row.insertDetached(marker, 1) }
            } else {
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                markerCoefficient = -1
                row.insertDetached(marker, -1)
                row.insertDetached(other, 1)
            }
        }
        // A non-negative constant lets a restricted subject start feasible.
        if row.constant < 0 { row.reverseSign() }
        let record = ConstraintRecord(
            constraint: constraint, marker: marker, other: other,
            markerCoefficient: markerCoefficient, required: required, constant: constraint.constant)
        return (row, record)
    }

    /// Keeps a new constraint's row's storage for the next one, once the tableau has a copy
    /// (``createRow(for:)``): a chain's k-th link is k cells long, and allocating each link's row
    /// anew cost a search of the heap for the next larger block.
    mutating func recycle(_ row: inout Row) {
        guard row.cells.capacity > rowScratch.capacity else { return }
        row.cells.removeAll(keepingCapacity: true)
        swap(&row.cells, &rowScratch)
    }

    /// Adds `delta` to the reference count of each of the constraint's variables, once per
    /// variable: a variable's symbol is freed when no constraint or edit uses it. A variable
    /// without a symbol (a rolled-back add made it) is skipped.
    mutating func countReferences(of constraint: Constraint, by delta: Int32) {
        let terms = constraint.terms
        for index in terms.indices where Self.isFirstUse(of: terms[index].variable, at: index, in: terms) {
            if let symbol = symbol(of: terms[index].variable) { symbols[Int(symbol)].references += delta }
        }
    }

    /// Whether no term before `index` has the variable (expressions are short: a scan).
    @inline(__always)
    static func isFirstUse(of variable: Variable, at index: Int, in terms: [Term]) -> Bool {
        for earlier in 0..<index where terms[earlier].variable === variable { return false }
        return true
    }

    /// The symbol to solve a new row for: an external variable if there is one (the lowest
    /// numbered), else the marker or the other error symbol if its coefficient is negative
    /// (so that it starts non-negative), else 0.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int32 {
        var best: Int32 = 0
        var bestIsFree = false
        var bestMagnitude = 0.0
        // Unchecked: a long row (a chain's links hold every dummy before them) is scanned whole.
        kinds.withUnsafeBufferPointer { kinds in
            row.cells.withUnsafeBufferPointer { cells in
                for cell in cells where kinds[Int(cell.symbol)] == .external {
                    let isFree = columnIsEmpty(cell.symbol)
                    let magnitude = Swift.abs(cell.coefficient)
                    if best == 0 || (isFree && !bestIsFree) || (isFree == bestIsFree && magnitude > bestMagnitude) {
                        best = cell.symbol
                        bestIsFree = isFree
                        bestMagnitude = magnitude
                    }
                }
            }
        }
        if best != 0 { return best }
        for candidate in [record.marker, record.other] where candidate != 0 {
            let kind = kinds[Int(candidate)]
            if (kind == .slack || kind == .error) && row.coefficient(of: candidate) < 0 { return candidate }
        }
        return 0
    }

    /// The subject phase one would end with when it takes at most one pivot, else 0.
    ///
    /// A required row whose variables are all basic and whose slack has a positive coefficient
    /// has no subject for kiwi's rule, and goes through phase one (``addWithArtificialVariable(_:)``).
    /// Most such rows (a view's edge pinned to edges that are already placed) finish it in one
    /// pivot, when the artificial row itself wins the ratio test for the first restricted symbol
    /// with a negative coefficient; or in none, when the constant is already zero. That pivot
    /// leaves exactly the tableau of solving the row for that symbol directly (the artificial
    /// symbol's cells are then removed everywhere), so this takes the direct way: no artificial
    /// row, no journal, no pass to remove the artificial symbol. The tie-break compares the
    /// number the artificial symbol would get, so ties go as phase one's would.
    func subjectOfOnePivotPhaseOne(_ row: Row) -> Int32 {
        var entering: Int32 = 0
        var coefficient = 0.0
        for cell in row.cells where cell.coefficient < 0 {
            let kind = kinds[Int(cell.symbol)]
            if kind == .slack || kind == .error { entering = cell.symbol; coefficient = cell.coefficient; break }
        }
        guard entering != 0 else {
            // Phase one stops at once; when it succeeds, the artificial row is solved for its
            // first restricted symbol.
            guard isNearZero(row.constant) else { return 0 }
            for cell in row.cells {
                let kind = kinds[Int(cell.symbol)]
                if kind == .slack || kind == .error { return cell.symbol }
            }
            return 0
        }
        let ratio = -row.constant / coefficient
        let other = leavingRow(for: entering)
        guard other != 0 else { return entering }
        let otherRatio = -value(ofSymbol: other) / self.coefficient(of: entering, inRowOf: other)
        let artificialSymbol = freeSymbols.last ?? Int32(kinds.count)
        return ratio < otherRatio || (ratio == otherRatio && artificialSymbol < other) ? entering : 0
    }

    /// The subject of a row whose constant is (near) zero and whose symbols are all restricted
    /// (a required equality that the current solution already satisfies, such as a view's size
    /// pinned to the size it has): a slack or error symbol with a negative coefficient keeps the
    /// tableau feasible (its value is the constant, which `createRow` made non-negative, over the
    /// coefficient's magnitude), and this one keeps it optimal too, so that no pivot follows.
    /// Solving for `s` changes the cost of every other symbol `t` of the row by
    /// `-a(t) / a(s) * cost(s)`; the symbol with the smallest `cost / |a|` (lexicographically over
    /// the priority levels, the lowest number on a tie) among those with a negative coefficient
    /// leaves every cost non-negative. Only when no coefficient is negative, as phase one would
    /// for a constant within round-off of zero, one with a positive coefficient (the same rule).
    /// 0 when the row has no slack or error symbol.
    func subjectKeepingTheOptimum(_ row: Row) -> Int32 {
        var best: Int32 = 0
        var bestCoefficient = 0.0
        for positive in [false, true] {
            for cell in row.cells where (cell.coefficient > 0) == positive && cell.coefficient != 0 {
                let kind = kinds[Int(cell.symbol)]
                guard kind == .slack || kind == .error else { continue }
                let magnitude = Swift.abs(cell.coefficient)
                if best == 0 || compareCostRatios(cell.symbol, magnitude, best, bestCoefficient) < 0 {
                    best = cell.symbol
                    bestCoefficient = magnitude
                }
            }
            if best != 0 { return best }
        }
        return 0
    }

    /// Uses up the number phase one would have given its artificial symbol (and freed again),
    /// so that the symbols made later are numbered as if it had run: numbers break ties.
    mutating func skipArtificialSymbol() {
        guard freeSymbols.isEmpty else { return }  // popped and pushed back: no change
        // Journaled like any symbol: a roll-back removes it with the others made in the call.
        freeSymbol(makeSymbol(.slack))
    }

    func allDummies(_ row: Row) -> Bool {
        row.cells.allSatisfy { kinds[Int($0.symbol)] == .dummy }
    }

    /// Rewrites a detached equation `0 = ...` as `subject = ...`.
    mutating func solve(_ row: inout Row, for subject: Int32) {
        let (index, _) = row.position(of: subject)
        let coefficient = row.cells[index].coefficient
        row.cells.remove(at: index)
        row.scale(by: -1.0 / coefficient)
    }
}

extension SolverCore.ConstraintRecord {
    /// The error symbols that carry the constraint's cost in the objective: none for a
    /// required constraint, the error of an inequality, both errors of an equality.
    var errorSymbols: ErrorSymbols {
        if other == 0 { return ErrorSymbols(first: 0, second: 0) }
        return constraint.relation == .equal ? ErrorSymbols(first: marker, second: other) : ErrorSymbols(first: other, second: 0)
    }

    /// At most two symbols, without an array (a record's error symbols are read on every add).
    struct ErrorSymbols: Sequence, IteratorProtocol {
        /// The symbols still to come; 0 is no symbol.
        var first: Int32
        var second: Int32

        mutating func next() -> Int32? {
            guard first != 0 else { return nil }
            defer { (first, second) = (second, 0) }
            return first
        }
    }
}
