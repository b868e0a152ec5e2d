// Verifying calls on ill-conditioned systems.
//
// When the coefficients in one system span many orders of magnitude, round-off in the tableau
// can grow past what the relative tolerances absorb: substituting `x = -83333 + e` into
// `-200060 * x + 0.004 == 0` leaves 0.004 as noise next to 1.67e10, and the required
// constraint no longer holds. Such a system is *wide* (its largest coefficient is more than
// `wideCoefficientSpread` times its smallest), and every call that changes it (suggestions and
// constant changes included, which there cost O(constraints) instead of O(rows touched)) is
// verified: each constraint's equation (its expression plus its slack and error symbols) is
// evaluated at the new values and must vanish to `requiredTolerance` of its summands, so
// that required constraints hold and the violations the objective minimised are the real
// ones. If it does not, the
// tableau is rebuilt from the constraints, required ones first (a fresh order removes the error
// that the order of calls accumulated); if that fails too, the call is undone and throws
// ``SolverError/illConditioned(_:operation:)``. Ordinary systems never pay for any of this
// beyond one comparison per call.

/// How many times its smallest coefficient a system's largest may be before calls on it are
/// verified.
let wideCoefficientSpread = 1.0e3

/// How far a constraint's equation may be from holding after a verified call: this fraction of
/// the magnitudes of its summands, plus `absoluteTolerance` in the expression's units.
let requiredTolerance = 1.0e-7
/// Round-off that is small in every unit of interest (values near zero carry noise that is
/// relative to the other values, not to themselves).
let absoluteTolerance = 1.0e-9

extension SolverCore {
    /// Whether the coefficients seen so far span enough orders of magnitude for calls to be
    /// verified (see the top of SolverVerification.swift).
    @inline(__always)
    var isWide: Bool { largestCoefficient > wideCoefficientSpread * smallestCoefficient }

    /// Widens the range of coefficients seen with a constraint's (kept even if its call fails:
    /// that only costs verification).
    mutating func noteCoefficients(of constraint: Constraint) {
        for term in constraint.terms where term.coefficient != 0 {
            let magnitude = Swift.abs(term.coefficient)
            if magnitude < smallestCoefficient { smallestCoefficient = magnitude }
            if magnitude > largestCoefficient { largestCoefficient = magnitude }
        }
    }

    /// Runs a call that changes the system; on a wide system, verifies the constraints'
    /// equations afterwards, rebuilds the tableau if they do not hold, and if they still do
    /// not, undoes the call (the state, and the priorities and constants of `constraints`) and
    /// throws ``SolverError/illConditioned(_:operation:)``. A call that throws by itself is
    /// atomic already.
    mutating func verifying(
        _ operation: @autoclosure () -> String, touching constraints: @autoclosure () -> [Constraint] = [],
        _ body: (inout SolverCore) throws -> Void
    ) throws {
        // The list is made only on a wide system: an ordinary add would allocate it for nothing.
        guard isWide else { return try body(&self) }
        let saved = self
        let outside = constraints().map { ($0, $0.priority, $0.priorityBelow, $0.constant) }
        /// Puts the state, and the priorities and constants of `constraints`, back as they were.
        func undo(_ core: inout SolverCore) {
            core = saved
            for (constraint, priority, below, constant) in outside {
                constraint.priority = priority
                constraint.priorityBelow = below
                constraint.constant = constant
            }
        }
        try body(&self)
        // The objective, kept up to date by substitution, carries that round-off too, which can
        // hide a cost's sign and stop the simplex short of the optimum: recompute it from the
        // error symbols' rows and finish optimising.
        refreshObjective()
        do {
            try optimize()
            // The rows carry it as well: after as many pivots as there are constraints, the
            // tableau is rebuilt from the constraints, required ones first, which clears what the
            // pivots accumulated (as an LP solver refactorises its basis every so many pivots;
            // amortised, a constant factor per pivot).
            if pivotCount &- pivotCountAtRebuild >= records.count, let fresh = rebuilt(), fresh.inconsistentConstraint() == nil {
                adopt(fresh)
            }
        } catch {
            undo(&self)
            throw error
        }
        guard let broken = inconsistentConstraint() else { return }
        if let rebuilt = rebuilt(), rebuilt.inconsistentConstraint() == nil {
            adopt(rebuilt)
            return
        }
        undo(&self)
        throw SolverError.illConditioned(broken, operation: operation())
    }

    /// Adds a required constraint to a wide system after the tableau found it unsatisfiable:
    /// round-off may have made it look so, and a rebuild with it (required constraints first)
    /// decides. Throws `error` if the rebuild fails too.
    mutating func retryByRebuilding(_ constraint: Constraint, after error: Error) throws {
        guard let fresh = rebuilt(adding: constraint), fresh.inconsistentConstraint() == nil else { throw error }
        adopt(fresh)
    }

    /// The first constraint whose equation in the tableau does not hold at the current values
    /// to `requiredTolerance`, or nil: the expression plus its slack and error symbols' values
    /// (zero for a required equality) must vanish. A required constraint that fails this does
    /// not hold; a non-required one has lost the value that made it optimal (a small value
    /// cancelled away between large ones), and its violation is not what the objective says.
    func inconsistentConstraint() -> Constraint? {
        for record in records {
            var sum = record.constant
            var scale = Swift.abs(record.constant)
            for term in record.constraint.terms {
                let product = term.coefficient * value(ofSymbol: symbol(of: term.variable))
                sum += product
                scale += Swift.abs(product)
            }
            let marker = record.markerCoefficient * value(ofSymbol: record.marker)
            let other = record.other == 0 ? 0 : -record.markerCoefficient * value(ofSymbol: record.other)
            sum += marker + other
            scale += Swift.abs(marker) + Swift.abs(other)
            if Swift.abs(sum) > requiredTolerance * scale + absoluteTolerance { return record.constraint }
        }
        return nil
    }

    /// The value of a symbol (its row's constant, or 0 when it is not basic or unknown).
    @inline(__always)
    private func value(ofSymbol symbol: Int32?) -> Double {
        guard let symbol else { return 0 }
        return value(ofSymbol: symbol)
    }

    /// A solver holding the same constraints and edits (and `extra`), built from scratch with
    /// the required constraints first and the others by descending priority; nil if building
    /// it fails.
    /// Its records are in this solver's order, and it reports changes against what this
    /// solver last reported.
    func rebuilt(adding extra: Constraint? = nil) -> SolverCore? {
        var fresh = SolverCore()
        fresh.diagnostics.explainsConflicts = false
        fresh.equalityMarkersInRows = equalityMarkersInRows
        fresh.pivotBudgetOverride = pivotBudgetOverride
        fresh.smallestCoefficient = smallestCoefficient
        fresh.largestCoefficient = largestCoefficient
        var isEdit = Set<ObjectIdentifier>()
        for edit in edits { isEdit.insert(ObjectIdentifier(edit.constraint)) }
        let required = records.filter { $0.required }
        let others = records.filter { !$0.required && !isEdit.contains(ObjectIdentifier($0.constraint)) }
            .sorted { $0.constraint.priority.value > $1.constraint.priority.value }
        do {
            for record in required { try fresh.addSharingRows(record.constraint) }
            if let extra { try fresh.addSharingRows(extra) }
            for record in others { try fresh.addSharingRows(record.constraint) }
            for edit in edits {
                try fresh.addConstraint(edit.constraint)
                let symbol = fresh.symbol(of: edit.variable)!
                fresh.symbols[Int(symbol)].edit = Int32(fresh.edits.count)
                fresh.edits.append(edit)
            }
        } catch {
            return nil
        }
        // The records in this solver's order.
        fresh.records = (records.map(\.constraint) + (extra.map { [$0] } ?? [])).map { fresh.records[fresh.recordIndex(of: $0)!] }
        for (index, record) in fresh.records.enumerated() { fresh.setRecordIndex(index, of: record.constraint) }
        // Every variable is reported against the value this solver last reported for it.
        fresh.changed.clear()
        for (s, variable) in fresh.variableOf.enumerated() {
            guard let variable else { continue }
            fresh.symbols[s].lastReported = symbol(of: variable).map { symbols[Int($0)].lastReported } ?? 0
            fresh.symbols[s].changed = true
            fresh.changed.append(Int32(s))
        }
        fresh.released = released
        fresh.releasedIDs = releasedIDs
        fresh.diagnostics = diagnostics
        fresh.pivotCount = pivotCount
        return fresh
    }

    /// Takes over a rebuilt state, pointing the variables' symbol caches at it where they
    /// pointed at this solver (the rebuilt state found them taken, so it holds them in its map).
    /// A variable this solver holds in its map has its cache in another solver, which keeps it
    /// (even where that solver's number is the same).
    mutating func adopt(_ rebuilt: SolverCore) {
        var rebuilt = rebuilt
        for (s, variable) in rebuilt.variableOf.enumerated() {
            guard let variable else { continue }
            let cached = Int(variable.cachedSymbol)
            if cached > 0, cached < variableOf.count, variableOf[cached] === variable,
               symbolOfVariable.count == 0 || symbolOfVariable[variable] == nil {
                variable.cachedSymbol = Int32(s)
                rebuilt.symbolOfVariable[variable] = nil
            }
        }
        self = rebuilt
        pivotCountAtRebuild = pivotCount
    }
}
