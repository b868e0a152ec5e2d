// Transactions: what a call that can fail after changing the tableau needs to undo.
//
// Only two calls can fail half-way: adding a required constraint by the two-phase
// (artificial variable) method, and changing a required constraint's constant. While such a
// call runs, the first change to each row saves a copy of it (rows are values: the copy
// shares the cells until they change); a failure puts the copies back. Calls that cannot
// fail pay nothing.

/// The undo record of the running call.
struct Journal {
    /// Whether rows and objective coefficients are being saved before they change.
    var isOpen = false
    /// Whether new symbols and variable registrations are being recorded (all of `add`).
    var tracksSymbols = false
    /// Tells rows saved in this transaction from rows saved in earlier ones.
    var stamp: UInt32 = 0
    var savedRows: [(basic: Int32, row: Row?)] = []
    var savedObjectiveSymbols: [Int32] = []
    var savedObjectiveValues: [Double] = []
    var savedObjectiveConstants: [Double] = []
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

extension SolverCore {
    /// Starts recording new symbols and registrations (the cheap part of a transaction).
    mutating func beginTrackingSymbols() {
        journal.tracksSymbols = true
        journal.newSymbols.clear()
        journal.freeListOps.clear()
        journal.registrations.clear()
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
        let entry = (basic, rows[Int(basic)]!.constant)
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
            rows[Int(entry.basic)]!.constant = entry.constant
        }
        journal.constantLogCount = 0
        for level in objectiveConstants.indices { objectiveConstants[level] = journal.constantLogObjective[level] }
        forgetChanges(after: journal.constantLogChangedCount)
        infeasible.clear()
    }

    /// Forgets the changed-variable notes taken after the first `count`.
    mutating func forgetChanges(after count: Int) {
        guard changed.count > count else { return }
        for symbol in changed[count...] where Int(symbol) < changedFlag.count {
            changedFlag[Int(symbol)] = false
        }
        changed.removeSubrange(count...)
    }

    /// Starts saving rows and objective coefficients before they change.
    mutating func openJournal(savingObjectiveConstants: Bool) {
        journal.isOpen = true
        journal.stamp &+= 1
        if journal.stamp == 0 {
            for i in rowSavedStamp.indices { rowSavedStamp[i] = 0; objectiveSavedStamp[i] = 0 }
            journal.stamp = 1
        }
        journal.savedRows.clear()
        journal.savedObjectiveSymbols.clear()
        journal.savedObjectiveValues.clear()
        journal.savedObjectiveConstants.clear()
        if savingObjectiveConstants { journal.savedObjectiveConstants.append(contentsOf: objectiveConstants) }
        if !journal.tracksSymbols {
            journal.changedCount = changed.count
        }
    }

    /// Keeps every change: forgets the undo record.
    mutating func commitJournal() {
        journal.isOpen = false
        journal.tracksSymbols = false
        journal.savedRows.clear()
        // Saved objective coefficients belong to this transaction only: a later rollBack without
        // openJournal (an all-dummy contradiction) must not restore them.
        journal.savedObjectiveSymbols.clear()
        journal.savedObjectiveValues.clear()
        journal.newSymbols.clear()
        journal.freeListOps.clear()
        journal.registrations.clear()
    }

    /// Saves a row before its first change in this transaction.
    @inline(__always)
    mutating func touchRow(_ basic: Int32) {
        guard journal.isOpen else { return }
        let b = Int(basic)
        guard rowSavedStamp[b] != journal.stamp else { return }
        rowSavedStamp[b] = journal.stamp
        journal.savedRows.append((basic, rows[b]))
    }

    /// Saves a symbol's objective coefficients before their first change in this transaction.
    @inline(__always)
    mutating func touchObjective(_ symbol: Int32) {
        guard journal.isOpen else { return }
        let s = Int(symbol)
        guard objectiveSavedStamp[s] != journal.stamp else { return }
        objectiveSavedStamp[s] = journal.stamp
        journal.savedObjectiveSymbols.append(symbol)
        let base = s * levelCapacity
        journal.savedObjectiveValues.append(contentsOf: objective[base..<(base + levelCapacity)])
    }

    /// Undoes everything recorded since the transaction began.
    mutating func rollBack() {
        // Rows: take the current rows' cells out of the column index, put the originals back.
        for (basic, _) in journal.savedRows {
            if let current = rows[Int(basic)] {
                for cell in current.cells { removeUser(basic, from: cell.symbol) }
            }
        }
        for (basic, original) in journal.savedRows {
            rows[Int(basic)] = original
            if let original { for cell in original.cells { addUser(basic, to: cell.symbol) } }
        }
        // Objective.
        for (n, symbol) in journal.savedObjectiveSymbols.enumerated() {
            let base = Int(symbol) * levelCapacity
            for level in 0..<levelCapacity {
                objective[base + level] = journal.savedObjectiveValues[n * levelCapacity + level]
            }
        }
        if journal.isOpen {
            for (level, value) in journal.savedObjectiveConstants.enumerated() { objectiveConstants[level] = value }
        }
        // Variables registered and symbols made in this call, newest first.
        for symbol in journal.registrations.reversed() {
            let s = Int(symbol)
            if let variable = variableOf[s] {
                symbolOfVariable[ObjectIdentifier(variable)] = nil
                if variable.cachedSymbol == symbol { variable.cachedSymbol = -1 }
            }
            variableOf[s] = nil
        }
        // The free list as it was (symbols freed in this call leave it, numbers it reused return).
        for operation in journal.freeListOps.reversed() {
            if operation < 0 { freeSymbols.removeLast() } else { freeSymbols.append(operation) }
        }
        for (symbol, reused) in journal.newSymbols.reversed() {
            let s = Int(symbol)
            columns[s].removeAll()
            rows[s] = nil
            kinds[s] = .invalid
            variableReferences[s] = 0
            let base = s * levelCapacity
            for level in 0..<levelCapacity { objective[base + level] = 0 }
            if !reused {
                precondition(s == kinds.count - 1, "symbols are rolled back newest first")
                kinds.removeLast(); rows.removeLast(); columns.removeLast(); variableOf.removeLast()
                variableReferences.removeLast(); editOf.removeLast(); objectiveDirtyFlag.removeLast()
                changedFlag.removeLast(); lastReported.removeLast(); rowSavedStamp.removeLast()
                objectiveSavedStamp.removeLast()
                objective.removeLast(levelCapacity)
            }
        }
        objectiveDirty.removeAll { symbol in
            let s = Int(symbol)
            guard s < kinds.count else { return true }
            if kinds[s] == .invalid { objectiveDirtyFlag[s] = false; return true }
            return false
        }
        forgetChanges(after: journal.changedCount)
        infeasible.clear()
        artificial = nil
        commitJournal()
    }
}
