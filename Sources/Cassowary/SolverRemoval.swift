// Removing a constraint as kiwi's solver does: its marker leaves the basis (markerLeavingRow),
// then its row and symbols go.

extension SolverCore {
    /// Removes a constraint as one transaction: the tableau changes are journaled and the
    /// symbols are freed and the record dropped only once the optimisation has succeeded.
    mutating func removeConstraint(at index: Int) throws {
        // A required equality's dummy marker is pivoted on and purged through its column.
        if needsEqualityMarker(of: index) { try putEqualityMarkersInRows(for: records[index].constraint) }
        if kinds[Int(records[index].marker)] == .dummy { keepDummyColumns() }
        let record = records[index]
        openJournal(savingObjectiveConstants: true)
        addErrors(of: record, sign: -1)
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
