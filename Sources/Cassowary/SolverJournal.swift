// Transactions: what a call that can fail after changing the tableau needs to undo.
//
// Adding a constraint (alone or in a batch), changing a required constraint's constant,
// changing a priority and removing a constraint can fail half-way (a contradiction, or a pivot
// budget running out). While such a call runs, the first change to each row and to each
// symbol's objective coefficients saves a copy of them, and new symbols, variable registrations
// and free-list operations
// are logged; a failure undoes the log, so its cost is proportional to what the call touched,
// not to the solver's size. Calls that cannot fail pay nothing.
//
// A batch is one transaction, and each constraint in it starts from a mark: a constraint that
// turns out unsatisfiable is rolled back to its mark (its conflict is found in the tableau as
// it was, and with recovery it is added again as broken). Before phase one changes rows, the
// mark starts a new stamp, so that what the constraint touches is saved again as it was at
// the mark.

/// The undo record of the running call.
struct Journal {
    /// Whether rows and objective coefficients are being saved before they change.
    var isOpen = false
    /// Whether new symbols and variable registrations are being recorded (all of `add`).
    var tracksSymbols = false
    /// Tells rows saved since the transaction's latest mark from rows saved earlier.
    var stamp: UInt32 = 0
    /// Rows saved before their first change since a mark, oldest first; their cells are kept
    /// one after another in `savedCells` (one buffer for all, reused from call to call: a row
    /// saved as an array of its own cost an allocation, and emptying the list a release each).
    var savedRows: [SavedRow] = []
    var savedCells: [Cell] = []
    var savedObjectiveSymbols: [Int32] = []
    var savedObjectiveValues: [Double] = []
    /// The objective's constants at the transaction's start and at each mark, one level count each.
    var savedObjectiveConstants: [Double] = []
    /// Where the transaction began.
    var start = JournalMark()
    /// Row constants before a required constraint's constant moved, oldest first: the first
    /// `constantLogCount` entries (the storage is reused, as emptying an array is not free).
    var constantLog: [(basic: Int32, constant: Double)] = []
    var constantLogCount = 0
    var constantLogChangedCount = 0
    var constantLogObjective: [Double] = []
    var newSymbols: [(symbol: Int32, reused: Bool)] = []
    /// The free list's pops (a symbol number) and pushes (its complement, `~symbol`), in order:
    /// undone in reverse, they give back the free list exactly, order included.
    var freeListOps: [Int32] = []
    var registrations: [Int32] = []
    var changedCount = 0
    /// Share classes a batch created over an older class of the same hash, and that class.
    var replacedShareClasses: [(hash: Int, marker: Int32?)] = []

    /// Makes room for a batch's new symbols and registrations at once.
    mutating func reserve(symbols count: Int) {
        newSymbols.reserveCapacity(newSymbols.count + count)
        registrations.reserveCapacity(registrations.count + count)
    }

    mutating func recordSymbol(_ symbol: Int32, reused: Bool) {
        guard tracksSymbols else { return }
        newSymbols.append((symbol, reused))
        if reused { freeListOps.append(symbol) }
    }

    mutating func recordFreed(_ symbol: Int32) {
        if tracksSymbols { freeListOps.append(~symbol) }
    }

    mutating func recordRegistration(_ symbol: Int32) {
        if tracksSymbols { registrations.append(symbol) }
    }
}

/// A row as it was before its first change since a mark: `count` cells of the journal's
/// `savedCells` from `start`, or no row at all (`count` is -1) when `basic` was not basic.
struct SavedRow {
    var basic: Int32
    var start: Int32
    var count: Int32
    var constant: Double
}

/// How long each of the journal's logs was at a point of the running transaction.
struct JournalMark {
    var savedRows = 0
    var savedObjectiveSymbols = 0
    var newSymbols = 0
    var freeListOps = 0
    var registrations = 0
    var changed = 0
    /// Where the objective's constants at this point are in `savedObjectiveConstants`, or -1
    /// when the transaction does not restore them (constant changes keep their own log).
    var objectiveConstants = -1
}

extension SolverCore {
    /// Starts recording new symbols and registrations (the cheap part of a transaction).
    mutating func beginTrackingSymbols() {
        journal.tracksSymbols = true
        journal.newSymbols.clear()
        journal.freeListOps.clear()
        journal.registrations.clear()
        journal.replacedShareClasses.removeAll(keepingCapacity: true)
        journal.changedCount = changed.count
    }

    /// Starts logging row constants (for a required constraint's constant change).
    mutating func beginConstantLog() {
        journal.constantLogCount = 0
        journal.constantLogChangedCount = changed.count
        // Copied element by element: `removeAll(keepingCapacity:)` + `append` costs more.
        if journal.constantLogObjective.count != objectiveConstants.count {
            journal.constantLogObjective = objectiveConstants
        } else {
            for level in objectiveConstants.indices { journal.constantLogObjective[level] = objectiveConstants[level] }
        }
    }

    /// Logs a row's constant before it moves.
    @inline(__always)
    mutating func logConstant(of basic: Int32) {
        let entry = (basic, symbols[Int(basic)].rowConstant)
        if journal.constantLogCount < journal.constantLog.count {
            journal.constantLog[journal.constantLogCount] = entry
        } else {
            journal.constantLog.append(entry)
        }
        journal.constantLogCount += 1
    }

    /// Puts back the constants logged since ``beginConstantLog()`` (after ``rollBack()`` when
    /// the journal was open, so that the rows are back under their original keys).
    mutating func undoConstantLog() {
        for entry in journal.constantLog[..<journal.constantLogCount].reversed() {
            symbols[Int(entry.basic)].rowConstant = entry.constant
        }
        journal.constantLogCount = 0
        for level in objectiveConstants.indices { objectiveConstants[level] = journal.constantLogObjective[level] }
        forgetChanges(after: journal.constantLogChangedCount)
        infeasible.clear()
    }

    /// Forgets the changed-variable notes taken after the first `count`.
    mutating func forgetChanges(after count: Int) {
        guard changed.count > count else { return }
        for symbol in changed[count...] where Int(symbol) < symbols.count {
            symbols[Int(symbol)].changed = false
        }
        changed.removeSubrange(count...)
    }

    /// Starts saving rows and objective coefficients before they change.
    mutating func openJournal(savingObjectiveConstants: Bool) {
        journal.isOpen = true
        newStamp()
        journal.savedRows.clear()
        journal.savedCells.clear()
        journal.savedObjectiveSymbols.clear()
        journal.savedObjectiveValues.clear()
        journal.savedObjectiveConstants.clear()
        if savingObjectiveConstants { journal.savedObjectiveConstants.append(contentsOf: objectiveConstants) }
        if !journal.tracksSymbols {
            journal.changedCount = changed.count
        }
        journal.start = JournalMark(changed: journal.changedCount, objectiveConstants: savingObjectiveConstants ? 0 : -1)
    }

    /// A point of the open transaction (which tracks symbols) to roll back to with
    /// ``rollBack(to:)``. Only the logs' lengths: enough to undo new symbols and registrations.
    /// Before changing rows, ``saveRows(from:)`` must complete it.
    func markJournal() -> JournalMark {
        JournalMark(
            savedRows: journal.savedRows.count, savedObjectiveSymbols: journal.savedObjectiveSymbols.count,
            newSymbols: journal.newSymbols.count, freeListOps: journal.freeListOps.count,
            registrations: journal.registrations.count, changed: changed.count)
    }

    /// Completes a mark before its call changes rows or the objective: a new stamp, so that
    /// what the call touches is saved again as it is now, and the objective's constants.
    /// Paid only on the path that can fail after changing the tableau (phase one): a batch
    /// whose constraints all find a subject saves each row at most once.
    mutating func saveRows(from mark: inout JournalMark) {
        assert(mark.savedRows == journal.savedRows.count && mark.savedObjectiveSymbols == journal.savedObjectiveSymbols.count)
        newStamp()
        mark.objectiveConstants = journal.savedObjectiveConstants.count
        journal.savedObjectiveConstants.append(contentsOf: objectiveConstants)
    }

    /// Forgets what only a roll-back to `mark` needed (the call it marked succeeded).
    mutating func releaseMark(_ mark: JournalMark) {
        if mark.objectiveConstants > 0 { journal.savedObjectiveConstants.removeSubrange(mark.objectiveConstants...) }
    }

    /// Starts a new stamp: rows and objective coefficients are saved again at their next change.
    private mutating func newStamp() {
        journal.stamp &+= 1
        if journal.stamp == 0 {
            for i in symbols.indices { symbols[i].rowSavedStamp = 0; symbols[i].objectiveSavedStamp = 0 }
            journal.stamp = 1
        }
    }

    /// Stops saving rows and objective coefficients for the rest of a call that can no longer
    /// fail: it will be committed, and the saved copies would only cost copies of what changes.
    mutating func stopSavingRows() {
        journal.isOpen = false
    }

    /// Keeps every change: forgets the undo record.
    mutating func commitJournal() {
        journal.isOpen = false
        journal.tracksSymbols = false
        journal.savedRows.clear()
        journal.savedCells.clear()
        // Saved objective coefficients belong to this transaction only: a later rollBack without
        // openJournal (an all-dummy contradiction) must not restore them.
        journal.savedObjectiveSymbols.clear()
        journal.savedObjectiveValues.clear()
        journal.newSymbols.clear()
        journal.freeListOps.clear()
        journal.registrations.clear()
        journal.replacedShareClasses.removeAll(keepingCapacity: true)
    }

    /// Saves a copy of a row before its first change since the latest mark.
    @inline(__always)
    mutating func touchRow(_ basic: Int32) {
        guard journal.isOpen else { return }
        let b = Int(basic)
        guard symbols[b].rowSavedStamp != journal.stamp else { return }
        symbols[b].rowSavedStamp = journal.stamp
        let start = Int32(journal.savedCells.count)
        guard isBasic(basic) else {
            journal.savedRows.append(SavedRow(basic: basic, start: start, count: -1, constant: 0))
            return
        }
        // The buffer is taken out while the row is read in place (no copy: the journal's is the
        // only reference), so that appending to it does not overlap the read of the solver.
        var cells: [Cell] = []
        swap(&cells, &journal.savedCells)
        withCells(ofRow: basic) { cells.append(contentsOf: $0) }
        swap(&cells, &journal.savedCells)
        let count = Int32(journal.savedCells.count) - start
        journal.savedRows.append(SavedRow(basic: basic, start: start, count: count, constant: symbols[b].rowConstant))
    }

    /// Saves a symbol's objective coefficients before their first change since the latest mark.
    @inline(__always)
    mutating func touchObjective(_ symbol: Int32) {
        guard journal.isOpen else { return }
        let s = Int(symbol)
        guard symbols[s].objectiveSavedStamp != journal.stamp else { return }
        symbols[s].objectiveSavedStamp = journal.stamp
        journal.savedObjectiveSymbols.append(symbol)
        let base = s * levelCapacity
        journal.savedObjectiveValues.append(contentsOf: objective[base..<(base + levelCapacity)])
    }

    /// Undoes everything recorded since the transaction began, and ends it.
    mutating func rollBack() {
        rollBack(to: journal.start)
        commitJournal()
    }

    /// Undoes everything recorded since `mark`; the transaction stays open.
    mutating func rollBack(to mark: JournalMark) {
        // The columns of symbols made since the mark go whole, first: the rows taken out below
        // then search only the columns of older symbols (a failed batch of long rows searched
        // each long column once per cell).
        for (symbol, _) in journal.newSymbols[mark.newSymbols...] { releaseColumn(of: Int(symbol)) }
        // Rows, newest save first: each puts back the row as it was before the save's change
        // (a row saved at several marks ends as it was at the earliest).
        let savedCellsAtMark = mark.savedRows < journal.savedRows.count
            ? Int(journal.savedRows[mark.savedRows].start) : journal.savedCells.count
        for saved in journal.savedRows[mark.savedRows...].reversed() {
            let basic = saved.basic
            if isBasic(basic) { takeOutOfColumns(basic) }
            releaseRow(of: basic)
            guard saved.count >= 0 else { continue }
            let start = Int(saved.start)
            let original = Array(journal.savedCells[start..<(start + Int(saved.count))])
            original.withUnsafeBufferPointer { storeRow($0, constant: saved.constant, basic: basic) }
            for cell in original { addToColumn(basic, of: cell.symbol) }
        }
        journal.savedRows.removeSubrange(mark.savedRows...)
        journal.savedCells.removeSubrange(savedCellsAtMark...)
        // Objective.
        for n in (mark.savedObjectiveSymbols..<journal.savedObjectiveSymbols.count).reversed() {
            let base = Int(journal.savedObjectiveSymbols[n]) * levelCapacity
            for level in 0..<levelCapacity {
                objective[base + level] = journal.savedObjectiveValues[n * levelCapacity + level]
            }
        }
        journal.savedObjectiveSymbols.removeSubrange(mark.savedObjectiveSymbols...)
        journal.savedObjectiveValues.removeSubrange((mark.savedObjectiveSymbols * levelCapacity)...)
        if journal.isOpen && mark.objectiveConstants >= 0 {
            for level in objectiveConstants.indices {
                objectiveConstants[level] = journal.savedObjectiveConstants[mark.objectiveConstants + level]
            }
            // The transaction's own start stays for a later roll-back; a mark is used up.
            if mark.objectiveConstants > 0 { journal.savedObjectiveConstants.removeSubrange(mark.objectiveConstants...) }
        }
        // Variables registered and symbols made since the mark, newest first.
        for symbol in journal.registrations[mark.registrations...].reversed() {
            let s = Int(symbol)
            if let variable = variableOf[s] { unregister(variable, as: symbol) }
            variableOf[s] = nil
        }
        journal.registrations.removeSubrange(mark.registrations...)
        // The free list as it was (symbols freed since leave it, numbers reused return).
        for operation in journal.freeListOps[mark.freeListOps...].reversed() {
            if operation < 0 { freeSymbols.removeLast() } else { freeSymbols.append(operation) }
        }
        journal.freeListOps.removeSubrange(mark.freeListOps...)
        // The rows of new symbols were not saved (`markSavedAsNew`): they leave the column index
        // here, before any of the symbols goes.
        for (symbol, _) in journal.newSymbols[mark.newSymbols...].reversed() {
            if isBasic(symbol) { takeOutOfColumns(symbol) }
        }
        for (symbol, reused) in journal.newSymbols[mark.newSymbols...].reversed() {
            let s = Int(symbol)
            releaseRow(of: symbol)
            kinds[s] = .invalid
            symbols[s].references = 0
            let base = s * levelCapacity
            for level in 0..<levelCapacity { objective[base + level] = 0 }
            if !reused {
                precondition(s == kinds.count - 1, "symbols are rolled back newest first")
                kinds.removeLast(); variableOf.removeLast(); symbols.removeLast()
                objective.removeLast(levelCapacity)
            }
        }
        journal.newSymbols.removeSubrange(mark.newSymbols...)
        objectiveDirty.removeAll { symbol in
            let s = Int(symbol)
            guard s < kinds.count else { return true }
            if kinds[s] == .invalid { symbols[s].objectiveDirty = false; return true }
            return false
        }
        forgetChanges(after: mark.changed)
        infeasible.clear()
        artificial = nil
        // What is changed next is saved again as it is now.
        newStamp()
    }
}
