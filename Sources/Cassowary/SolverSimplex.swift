// The steps of the algorithm, top to bottom and named as in kiwi's solver: createRow,
// chooseSubject, substitute and pivot, addWithArtificialVariable, optimize with enteringSymbol
// and leavingRow, dualOptimize, and their counterparts for in-place changes and for removal.
// The storage they work on is in SolverStorage.swift (rows, columns, symbols) and
// SolverTableau.swift (moving and merging rows); undo is in SolverJournal.swift.

extension SolverCore {
    // MARK: Adding

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
        addErrors(of: record, weight: 1)
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

    /// Adds many constraints, optimising once at the end: every intermediate tableau stays
    /// feasible, so one primal simplex at the end reaches the optimum with fewer pivots than
    /// one after each constraint. The batch is one transaction (SolverJournal.swift): a failure
    /// puts the state back as it was at a cost proportional to what the batch did.
    mutating func add(contentsOf constraints: [Constraint]) throws {
        // A constraint listed twice is found by a mark on it, cleared however the check ends.
        var marked = 0
        defer { for index in 0..<marked { constraints[index].isInCheckedBatch = false } }
        for constraint in constraints {
            try validateForAdding(constraint)
            guard !constraint.isInCheckedBatch else { throw SolverError.duplicateConstraint(constraint) }
            constraint.isInCheckedBatch = true
            marked += 1
        }
        for constraint in constraints { noteCoefficients(of: constraint) }
        try verifying("adding \(constraints.count) constraints", touching: constraints) { try $0.addBatch(constraints) }
    }

    /// Adds a validated batch (see ``add(contentsOf:)``).
    private mutating func addBatch(_ constraints: [Constraint]) throws {
        // At most one symbol per term (a new variable) and two per constraint (marker, other).
        let symbolCount = constraints.reduce(0) { $0 + $1.terms.count + 2 }
        reserveSymbols(symbolCount)
        if records.count + constraints.count > records.capacity {
            records.reserveCapacity(Swift.max(records.count + constraints.count, records.capacity * 2))
        }
        // The maps grow once rather than doubling their way up (each doubling rehashes).
        recordIndexByID.reserveCapacity(recordIndexByID.count + constraints.count)
        let preferences = constraints.reduce(0) { $0 + ($1.priority.isRequired ? 0 : 1) }
        // (Asked only when short: the call costs a few hundred instructions even when it has room.)
        if shareClasses.capacity < shareClasses.count + preferences { shareClasses.reserveCapacity(shareClasses.count + preferences) }
        if shareClassOf.capacity < shareClassOf.count + preferences { shareClassOf.reserveCapacity(shareClassOf.count + preferences) }
        // Levels first, outside the transaction: a new level changes the objective's layout,
        // which the saved objective coefficients must keep. Recovery from a conflict adds the
        // broken constraint at its own priority.
        let levelsBefore = levels
        let recovering = diagnostics.options.contains(.recoversFromConflicts)
        for constraint in constraints {
            if !constraint.priority.isRequired {
                _ = makeLevels(constraint.priority, below: constraint.priorityBelow)
            } else if recovering {
                _ = level(of: Solver.brokenPriority)
            }
        }
        // Recovery changes the priority of the constraints it breaks, and logs a conflict.
        let priorities = recovering ? constraints.map(\.priority) : []
        let conflictCount = diagnostics.conflicts.count
        let recordCount = records.count
        // A batch of new variables only is a block of its own: copied when it is shaped like
        // the last one (SolverRepeatedBlocks.swift). Recovery adds in the given order instead
        // (so it never copies); a solver's first batch is not looked at (most solvers get one).
        let block = recovering || records.isEmpty ? nil : block(of: constraints, solvedShape: solvedBlock?.shape)
        // A kept block's copies move their constants through its markers: a block about to be
        // kept needs them in the rows (SolverEqualityMarkers.swift); without them it is not kept.
        // A refused batch leaves the state as it found it, markers out of the rows included.
        var withoutMarkers: SolverCore?
        if let block, block.hash == lastBlockHash, !equalityMarkersInRows {
            withoutMarkers = self
            if (try? putEqualityMarkersInRows(for: constraints[0])) == nil { withoutMarkers = nil }
        }
        beginTrackingSymbols()
        journal.reserve(symbols: symbolCount)
        openJournal(savingObjectiveConstants: true)
        do {
            var copied = false
            if let block, block.matchesSolved, let solved = solvedBlock.take() {
                // Taken out for the call rather than copied (a copy retains each of its arrays);
                // nothing in the copy reads it. Any failure is reported by the ordinary add.
                copied = (try? addCopyingBlock(solved, block, of: constraints)) ?? false
                solvedBlock = solved
                if copied {
                    copiedBlocks += 1
                } else {
                    dropRecords(from: recordCount)
                    journal.replacedShareClasses.removeAll(keepingCapacity: true)
                    rollBack(to: journal.start)
                }
            }
            // Required rows go first (`addRequiredFirst`). Recovery keeps the given order: it
            // breaks whichever constraint conflicts with the ones before it.
            if recovering {
                for constraint in constraints { try addSharingRows(constraint) }
            } else if !copied {
                try addRequiredFirst(constraints)
            }
            try optimize()
            // A block is kept when its shape comes a second time (most batches are one of a kind).
            if let block, !copied {
                if block.hash == lastBlockHash, equalityMarkersInRows {
                    keepSolvedBlock(block, of: constraints, firstRecord: recordCount)
                } else {
                    lastBlockHash = block.hash
                }
            }
            commitJournal()
            infeasible.clear()
            // The level made for recovery goes again when nothing was broken (as after single adds).
            let broken = Solver.brokenPriority.value
            if recovering, diagnostics.conflicts.count == conflictCount, !levelsBefore.contains(broken),
               let position = levels.firstIndex(of: broken) {
                removeLevel(at: position)
            }
        } catch {
            dropRecords(from: recordCount)
            rollBack()
            if let withoutMarkers { self = withoutMarkers }
            for position in levels.indices.reversed() where !levelsBefore.contains(levels[position]) {
                removeLevel(at: position)
            }
            for (constraint, priority) in zip(constraints, priorities) { constraint.priority = priority }
            diagnostics.conflicts.removeSubrange(conflictCount...)
            throw error
        }
    }

    /// Adds a batch's required constraints before its preferences: before the preferences'
    /// slack and error symbols take the free variables, most required rows still have one for
    /// a subject and skip phase one.
    ///
    /// The exception is a preference that bounds one variable on its own (`h <= 21`, a view's
    /// hugging or compression resistance). It goes in just before the first required row that
    /// mentions its variable, when that row has another free variable left for a subject: the
    /// bounded variable is then basic with a short row of its own, which the required row takes
    /// in. Added after, it would have stayed a parameter of every row built on it, and its bound
    /// would have to be substituted into each of them: a column of n views, each pinned below
    /// the previous one and each with an intrinsic height, would take O(n^3) instead of O(n^2).
    /// When the row would have no other free variable (two bounded sizes tied together), the
    /// bounds wait, as the row would otherwise need phase one.
    mutating func addRequiredFirst(_ constraints: [Constraint]) throws {
        // Each bounded variable is marked with its first pending bound (its index + 1), and each
        // bound links to the next one on the same variable: no hashing per term. Marks are
        // cleared however the batch ends.
        var nextBound = [Int](repeating: -1, count: constraints.count)
        var marked: [Variable] = []
        defer { for variable in marked { variable.pendingBound = 0 } }
        for index in constraints.indices.reversed() where !constraints[index].priority.isRequired {
            let terms = constraints[index].terms
            guard terms.count == 1 else { continue }
            let variable = terms[0].variable
            if variable.pendingBound == 0 { marked.append(variable) }
            nextBound[index] = Int(variable.pendingBound) - 1
            variable.pendingBound = Int32(index + 1)
        }
        var added = [Bool](repeating: false, count: constraints.count)
        for (index, constraint) in constraints.enumerated() where constraint.priority.isRequired {
            let terms = constraint.terms
            if !marked.isEmpty, terms.contains(where: { isFreeAndUnbounded($0.variable) }) {
                for term in terms {
                    var bound = Int(term.variable.pendingBound) - 1
                    term.variable.pendingBound = 0
                    while bound >= 0 {
                        try addSharingRows(constraints[bound])
                        added[bound] = true
                        bound = nextBound[bound]
                    }
                }
            }
            try addSharingRows(constraint)
            added[index] = true
        }
        for (index, constraint) in constraints.enumerated() where !added[index] { try addSharingRows(constraint) }
    }

    /// Whether `variable` is in no row (or new) and no pending bound of the batch holds it.
    private func isFreeAndUnbounded(_ variable: Variable) -> Bool {
        guard variable.pendingBound == 0 else { return false }
        guard let symbol = symbol(of: variable) else { return true }
        return !isBasic(symbol) && columnIsEmpty(symbol)
    }

    /// Undoes the records a failing batch made (their references, share classes and indices),
    /// newest first, before its journal is rolled back.
    mutating func dropRecords(from count: Int) {
        for index in (count..<records.count).reversed() {
            let record = records[index]
            countReferences(of: record.constraint, by: -1)
            if record.shared, let share = shareClassOf[record.marker] {
                if share.members == 1 {
                    shareClassOf[record.marker] = nil
                } else {
                    shareClassOf[record.marker]!.members -= 1
                }
            }
            removeRecord(at: index)
        }
        for (hash, marker) in journal.replacedShareClasses.reversed() { shareClasses[hash] = marker }
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
    private mutating func removeFromRows(_ symbol: Int32) {
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

    // MARK: In-place changes

    /// Moves a constraint's constant: the marker symbol absorbs the difference, so only the
    /// rows that hold the marker change; then the dual simplex repairs feasibility.
    mutating func changeConstant(of index: Int, to constant: Double) throws {
        // Fields read in place: copying the whole record costs a retain and release per call.
        let oldConstant = records[index].constant
        if constant == oldConstant { return }
        if _slowPath(needsEqualityMarker(of: index)) { try putEqualityMarkersInRows(for: records[index].constraint) }
        // The constraint is read where it is needed, not held: holding it costs a retain and a
        // release per suggestion.
        // Only a required change can fail for want of a solution. Its constant shifts are logged
        // (cheap); the rows are saved only if the dual simplex has to pivot. A non-required change
        // (a suggestion: the hot path of edits) saves nothing: should its dual simplex run out of
        // pivots, the old constant is shifted back and repaired the same way.
        // On a wide system (SolverVerification.swift) a non-required change is journaled too, so
        // that round-off stalling its dual simplex undoes it exactly.
        let required = records[index].required
        let journaled = required || isWide
        if journaled { beginConstantLog() }
        if shiftConstant(of: index, to: constant, logging: journaled) {
            undoConstantLog()
            return try handleUnsatisfiable(records[index].constraint, constant: constant)
        }
        if !infeasible.isEmpty {
            if journaled { openJournal(savingObjectiveConstants: false) }
            switch dualOptimize() {
            case .feasible:
                if journaled { commitJournal() }
            case .infeasible where required:
                rollBack()
                undoConstantLog()
                return try handleUnsatisfiable(records[index].constraint, constant: constant)
            case .stalled where required:
                rollBack()
                undoConstantLog()
                throw SolverError.didNotConverge(operation: "changing a constant", pivots: pivotBudget)
            case .infeasible where journaled, .stalled where journaled:
                rollBack()
                undoConstantLog()
                throw SolverError.didNotConverge(operation: "changing a constant", pivots: pivotBudget)
            case .infeasible, .stalled:
                // A non-required change always has a solution: only round-off gets here.
                records[index].constant = constant
                _ = shiftConstant(of: index, to: oldConstant, logging: false)
                records[index].constant = oldConstant
                guard dualOptimize() == .feasible else {
                    throw SolverError.internalError("the dual simplex failed both ways for a non-required change")
                }
                throw SolverError.didNotConverge(operation: "changing a constant", pivots: pivotBudget)
            }
        }
        records[index].constant = constant
        records[index].constraint.constant = constant
    }

    /// Changes several constants with one dual optimisation for all of them. If they cannot all
    /// hold, everything is put back and the changes are made one at a time, as that many
    /// ``changeConstant(of:to:)`` calls would (so errors and recovery are the same).
    mutating func changeConstants(_ changes: [(index: Int, constant: Double)]) throws {
        // Not undone if the changes fail: the ones before a failing one stay (``changeConstant(of:to:)``).
        if !equalityMarkersInRows, let change = changes.first(where: { needsEqualityMarker(of: $0.index) }) {
            try putEqualityMarkersInRows(for: records[change.index].constraint)
        }
        beginConstantLog()
        replacedConstants.removeAll(keepingCapacity: true)
        var contradiction = false
        for (index, constant) in changes where records[index].constant != constant {
            contradiction = shiftConstant(of: index, to: constant, logging: true) || contradiction
            replacedConstants.append((index, records[index].constant))
            records[index].constant = constant  // a later change of the same one starts from here
        }
        if replacedConstants.isEmpty { return }
        // A redundant required equality may break on one change and mend on a later one (two
        // equal widths both moved): only the rows as they end count.
        if contradiction {
            keepDummyColumns()
            contradiction = brokenEqualityRemains(after: changes)
        }
        var failed = contradiction
        if !failed && !infeasible.isEmpty {
            openJournal(savingObjectiveConstants: false)
            if dualOptimize() == .feasible {
                commitJournal()
            } else {
                // Infeasible, or out of pivots: the one-by-one calls below say which.
                rollBack()
                failed = true
            }
        }
        if failed {
            undoConstantLog()
            for (index, constant) in replacedConstants.reversed() { records[index].constant = constant }
            // By constraint, not by record index: recovering from a conflict re-adds the broken
            // constraint, which moves records.
            let constraints = changes.map { records[$0.index].constraint }
            for (constraint, change) in zip(constraints, changes) {
                guard let index = recordIndex(of: constraint) else { continue }
                try changeConstant(of: index, to: change.constant)
            }
            return
        }
        for (index, _) in replacedConstants { records[index].constraint.constant = records[index].constant }
    }

    /// Whether a required equality's row (a dummy basic) that the changes touched is off zero.
    private func brokenEqualityRemains(after changes: [(index: Int, constant: Double)]) -> Bool {
        for (index, _) in changes {
            let marker = records[index].marker
            if isBasic(marker) {
                if kinds[Int(marker)] == .dummy && !isNearZero(value(ofSymbol: marker)) { return true }
            } else {
                for key in column(of: marker) where kinds[Int(key)] == .dummy {
                    if !isNearZero(value(ofSymbol: key)) { return true }
                }
            }
        }
        return false
    }

    /// Moves the rows' constants for a constraint's new constant (logging the old ones for an
    /// undo when asked) and notes the rows that became infeasible; true when a required equality broke.
    /// The record's constant is left for the caller.
    private mutating func shiftConstant(of index: Int, to constant: Double, logging: Bool) -> Bool {
        let marker = records[index].marker
        let shift = (constant - records[index].constant) / records[index].markerCoefficient
        var contradiction = false
        let m = Int(marker)
        if isBasic(marker) {
            if logging { logConstant(of: marker) }
            symbols[m].rowConstant -= shift
            contradiction = shifted(marker)
        } else {
            if kinds[m] == .dummy { keepDummyColumns() }
            // Read in place: nothing below changes a column or a row's cells. Raw pointers, as a
            // closure over `self` would make the compiler retain each storage for the loop.
            let keys = column(of: marker)
            if logging { for key in keys { logConstant(of: key) } }
            if !keys.isEmpty, let cells = rowArena.storage.baseAddress {
                symbols.withUnsafeMutableBufferPointer { symbols in
                    for key in keys {
                        let k = Int(key)
                        let row = UnsafeBufferPointer(start: cells + Int(symbols[k].rowStart), count: Int(symbols[k].rowCount))
                        let (index, found) = Row.positionNearFront(of: marker, in: row)
                        if found { symbols[k].rowConstant += row[index].coefficient * shift }
                    }
                }
                for key in keys { contradiction = shifted(key) || contradiction }
            }
            let base = Int(marker) * levelCapacity
            for level in 0..<levels.count { objectiveConstants[level] += objective[base + level] * shift }
        }
        // The objective's constant is the total violation: every basic error symbol's value
        // counts, and the marker's own error (if it is one) now starts from the new constant.
        if kinds[m] == .error { objectiveConstants[level(of: records[index].constraint.priority)] -= shift }
        return contradiction
    }

    /// Bookkeeping after a row's constant moved; true when a required equality broke.
    @inline(__always)
    private mutating func shifted(_ basic: Int32) -> Bool {
        let constant = value(ofSymbol: basic)
        switch kinds[Int(basic)] {
        case .external: noteChange(basic)
        case .dummy: return !isNearZero(constant)
        default: if constant < -nearZeroThreshold { infeasible.append(basic) }
        }
        return false
    }

    /// Moves a non-required constraint's error symbols to the levels of new priorities (`below`
    /// is a two-sided preference's priority below, nil for any other constraint), as one
    /// transaction.
    mutating func changePriority(of index: Int, to priority: Priority, below: Priority?) throws {
        let record = records[index]
        let constraint = record.constraint
        let (oldPriority, oldBelow) = (constraint.priority, constraint.priorityBelow)
        if oldPriority == priority && oldBelow == below { return }
        let createdLevels = makeLevels(priority, below: below)
        openJournal(savingObjectiveConstants: true)
        addErrors(of: record, weight: -1)
        constraint.priority = priority
        constraint.priorityBelow = below
        addErrors(of: record, weight: 1)
        do {
            try optimize()
        } catch {
            rollBack()
            constraint.priority = oldPriority
            constraint.priorityBelow = oldBelow
            dropLevels(createdLevels)
            throw error
        }
        commitJournal()
    }

    // MARK: Removing

    /// Removes a constraint as one transaction: the tableau changes are journaled and the
    /// symbols are freed and the record dropped only once the optimisation has succeeded.
    mutating func removeConstraint(at index: Int) throws {
        // A required equality's dummy marker is pivoted on and purged through its column.
        if needsEqualityMarker(of: index) { try putEqualityMarkersInRows(for: records[index].constraint) }
        if kinds[Int(records[index].marker)] == .dummy { keepDummyColumns() }
        let record = records[index]
        openJournal(savingObjectiveConstants: true)
        addErrors(of: record, weight: -1)
        let marker = record.marker
        if isBasic(marker) {
            detachRow(marker)
        } else {
            let leaving = markerLeavingRow(marker)
            if leaving != 0 {
                var row = detachRow(leaving)
                solve(&row, for: marker, leaving: leaving)
                substitute(marker, with: row)
            }
        }
        var dropped: [Int32] = record.other != 0 ? [record.other, marker] : [marker]
        let terms = record.constraint.terms
        for index in terms.indices where Self.isFirstUse(of: terms[index].variable, at: index, in: terms) {
            let symbol = symbol(of: terms[index].variable)!
            if symbols[Int(symbol)].references == 1 && symbols[Int(symbol)].edit < 0 { dropped.append(symbol) }
        }
        for symbol in dropped { purge(symbol) }
        do {
            try optimize()
        } catch {
            rollBack()
            throw error
        }
        commitJournal()
        infeasible.clear()
        countReferences(of: record.constraint, by: -1)
        for symbol in dropped { freeSymbol(symbol) }
        removeRecord(at: index)
    }

    /// Takes a symbol that no remaining constraint involves out of the tableau: its row if it
    /// is basic, its (round-off) traces elsewhere, and its objective entries. Journaled; the
    /// caller frees the number (``freeSymbol(_:)``) once the call can no longer fail.
    mutating func purge(_ symbol: Int32) {
        let s = Int(symbol)
        if isBasic(symbol) { detachRow(symbol) }
        removeFromRows(symbol)
        touchObjective(symbol)
        let base = s * levelCapacity
        for level in 0..<levelCapacity { objective[base + level] = 0 }
        if symbols[s].objectiveDirty {
            symbols[s].objectiveDirty = false
            objectiveDirty.removeAll { $0 == symbol }
        }
    }

    /// The row to pivot a non-basic marker into before its constraint is dropped (kiwi's
    /// getMarkerLeavingRow, with redundant equalities first): the row of a required equality
    /// made redundant by this one (a dummy basic, which holds only dummies), else a restricted
    /// row where it has a negative coefficient (smallest ratio), else a restricted row with a
    /// positive one, else any row. Ties: lowest symbol.
    ///
    /// The redundant twin must go first: it then takes over the constraint's role at no cost,
    /// whereas any other row would bring slack, error or external symbols into the twin's row,
    /// and a dummy basic row is never enforced (kiwi keeps this defect).
    func markerLeavingRow(_ marker: Int32) -> Int32 {
        var first: Int32 = 0, second: Int32 = 0, third: Int32 = 0, twin: Int32 = 0
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for key in column(of: marker) {
            let coefficient = self.coefficient(of: marker, inRowOf: key)
            let constant = value(ofSymbol: key)
            if coefficient == 0 { continue }
            if kinds[Int(key)] == .dummy {
                if twin == 0 || key < twin { twin = key }
            } else if kinds[Int(key)] == .external {
                if third == 0 || key < third { third = key }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && key < first) { firstRatio = ratio; first = key }
            } else {
                let ratio = constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && key < second) { secondRatio = ratio; second = key }
            }
        }
        if twin != 0 { return twin }
        return first != 0 ? first : (second != 0 ? second : third)
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
