// Changes in place: a constraint's constant, moved through its marker with the dual simplex
// repairing feasibility after, and its priority.

extension SolverCore {
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
        if kinds[m] == .error {
            objectiveConstants[level(of: records[index].constraint.priority)] -= shift * records[index].constraint.weight
        }
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
        addErrors(of: record, sign: -1)
        constraint.priority = priority
        constraint.priorityBelow = below
        addErrors(of: record, sign: 1)
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
}
