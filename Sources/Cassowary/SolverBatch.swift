// Adding many constraints as one transaction: required rows first, one optimisation at the
// end, and a block shaped like the last one copied (SolverRepeatedBlocks.swift).

extension SolverCore {
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
}
