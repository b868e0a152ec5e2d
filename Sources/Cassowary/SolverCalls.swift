// SolverCore's side of each call of the public ``Solver`` (documented there): the checks
// that need no tableau work, then the steps (SolverAdding.swift, SolverBatch.swift,
// SolverChanges.swift, SolverRemoval.swift); and looking variables and constraints up.

extension SolverCore {
    /// See ``Solver/contains(_:)``.
    func contains(_ constraint: Constraint) -> Bool {
        recordIndex(of: constraint) != nil
    }

    /// See ``Solver/constraints``: the records in order, less those of edit variables.
    var constraints: [Constraint] {
        records.compactMap { record in
            edits.contains { $0.constraint === record.constraint } ? nil : record.constraint
        }
    }

    /// See ``Solver/add(_:)``: checks everything that needs no tableau work first.
    mutating func add(_ constraint: Constraint) throws {
        try validateForAdding(constraint)
        noteCoefficients(of: constraint)
        do {
            try verifying("adding \(constraint)", touching: [constraint]) { try $0.addSharingRows(constraint) }
        } catch SolverError.unsatisfiableConstraint(let failed, let conflict) where isWide && failed === constraint {
            try retryByRebuilding(constraint, after: SolverError.unsatisfiableConstraint(failed, conflict: conflict))
        }
    }

    /// Checks what ``add(_:)`` requires before it changes anything.
    ///
    /// `mutating` though it changes nothing: called for each constraint of a batch, a
    /// non-mutating method would get a copy of the whole core each time.
    mutating func validateForAdding(_ constraint: Constraint) throws {
        guard constraint.priority.isValid else {
            throw SolverError.invalidPriority(constraint.priority, reason: "priorities run from 1 to 1000")
        }
        if let below = constraint.priorityBelow {
            guard below.isValid else { throw SolverError.invalidPriority(below, reason: "priorities run from 1 to 1000") }
            guard !constraint.priority.isRequired, !below.isRequired else {
                throw SolverError.invalidPriority(
                    .required, reason: "a two-sided preference cannot be required on either side; add the required side as an inequality")
            }
        }
        guard Expression.isFinite(terms: constraint.terms, constant: constraint.constant) else {
            throw SolverError.nonFiniteValue(context: "constraint \(constraint)")
        }
        guard Constraint.weights.contains(constraint.weight) else { throw SolverError.invalidWeight(constraint.weight) }
        guard !contains(constraint) else { throw SolverError.duplicateConstraint(constraint) }
    }

    /// See ``Solver/remove(_:)``.
    mutating func remove(_ constraint: Constraint) throws {
        guard let index = recordIndex(of: constraint) else { throw SolverError.unknownConstraint(constraint) }
        try withEqualityMarkers(forRecordAt: index) { core in
            try core.verifying("removing \(constraint)") { try $0.removeUnverified(constraint) }
        }
    }

    /// Removes a constraint that is in the solver.
    private mutating func removeUnverified(_ constraint: Constraint) throws {
        let index = recordIndex(of: constraint)!
        if records[index].shared, try leaveSharedRow(at: index) { return }
        try removeConstraint(at: index)
    }

    /// See ``Solver/addEditVariable(_:priority:)``: an edit is a constraint `variable == 0` whose
    /// constant ``suggestValue(_:for:)`` changes.
    mutating func addEditVariable(_ variable: Variable, priority: Priority = .strong) throws {
        guard !priority.isRequired else { throw SolverError.requiredEditVariable(variable) }
        guard priority.isValid else {
            throw SolverError.invalidPriority(priority, reason: "priorities run from 1 to 1000")
        }
        guard !hasEditVariable(variable) else { throw SolverError.duplicateEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        noteCoefficients(of: constraint)
        try verifying("adding edit variable \(variable)") { core in
            try core.addConstraint(constraint)
            let symbol = core.symbol(of: variable)!
            core.symbols[Int(symbol)].edit = Int32(core.edits.count)
            core.edits.append(EditRecord(variable: variable, constraint: constraint))
        }
    }

    /// See ``Solver/removeEditVariable(_:)``; the last edit moves into the gap.
    mutating func removeEditVariable(_ variable: Variable) throws {
        guard let index = editIndex(of: variable) else { throw SolverError.unknownEditVariable(variable) }
        try verifying("removing edit variable \(variable)") { core in
            let record = core.edits[index]
            let symbol = Int(core.symbol(of: variable)!)
            // Not an edit any more, so that the removal may forget the variable.
            core.symbols[symbol].edit = -1
            do {
                try core.removeUnverified(record.constraint)
            } catch {
                core.symbols[symbol].edit = Int32(index)
                throw error
            }
            let last = core.edits.count - 1
            if index != last {
                core.edits[index] = core.edits[last]
                core.symbols[Int(core.symbol(of: core.edits[index].variable)!)].edit = Int32(index)
            }
            core.edits.removeLast()
        }
    }

    /// See ``Solver/hasEditVariable(_:)``.
    func hasEditVariable(_ variable: Variable) -> Bool { editIndex(of: variable) != nil }

    /// See ``Solver/editVariables``.
    var editVariables: [Variable] { edits.map { $0.variable } }

    /// See ``Solver/suggestValue(_:for:)``: sets the edit constraint's constant to `-value`.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws {
        guard value.isFinite else {
            throw SolverError.nonFiniteValue(context: "suggested value for \(variable)")
        }
        guard let index = editIndex(of: variable) else { throw SolverError.unknownEditVariable(variable) }
        let constraint = edits[index].constraint
        let record = recordIndex(of: constraint)!
        if _slowPath(isWide) { return try verifiedChangeConstant(of: record, to: -value) }
        try changeConstant(of: record, to: -value)
    }

    /// ``changeConstant(of:to:)`` on a wide system, verified; kept out of line so that the hot
    /// paths of ordinary systems stay as they were.
    @inline(never)
    private mutating func verifiedChangeConstant(of index: Int, to constant: Double) throws {
        let constraint = records[index].constraint
        try verifying("changing the constant of \(constraint)", touching: [constraint]) { try $0.setConstant(constant, at: index) }
    }

    /// See ``Solver/setConstant(_:for:)``.
    mutating func setConstant(_ constant: Double, for constraint: Constraint) throws {
        guard constant.isFinite else {
            throw SolverError.nonFiniteValue(context: "new constant for \(constraint)")
        }
        guard let index = recordIndex(of: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        if _slowPath(needsEqualityMarker(of: index)) {
            return try withEqualityMarkers(forRecordAt: index) { try $0.setConstant(constant, for: constraint) }
        }
        if _slowPath(isWide) { return try verifiedChangeConstant(of: index, to: constant) }
        try setConstant(constant, at: index)
    }

    /// Changes the constant of the constraint at `index`, giving it a row of its own first if it shares one.
    private mutating func setConstant(_ constant: Double, at index: Int) throws {
        let own = records[index].shared ? try separateSharedRow(at: index) : index
        try changeConstant(of: own, to: constant)
    }

    /// See ``Solver/setConstants(_:)``: every change is checked before any is made.
    mutating func setConstants(_ changes: [(constraint: Constraint, constant: Double)]) throws {
        constantBatch.removeAll(keepingCapacity: true)
        for (constraint, constant) in changes {
            guard constant.isFinite else {
                throw SolverError.nonFiniteValue(context: "new constant for \(constraint)")
            }
            guard let index = recordIndex(of: constraint) else {
                throw SolverError.unknownConstraint(constraint)
            }
            constantBatch.append((index, constant))
        }
        if isWide {
            try verifying("changing constants", touching: changes.map(\.constraint)) { try $0.setCheckedConstants(changes) }
        } else {
            try setCheckedConstants(changes)
        }
    }

    /// ``setConstants(_:)`` once `constantBatch` holds the checked changes.
    private mutating func setCheckedConstants(_ changes: [(constraint: Constraint, constant: Double)]) throws {
        if constantBatch.contains(where: { records[$0.index].shared }) {
            // Separating moves records: look the indices up again.
            for (constraint, _) in changes {
                if let index = recordIndex(of: constraint), records[index].shared { _ = try separateSharedRow(at: index) }
            }
            for position in constantBatch.indices { constantBatch[position].index = recordIndex(of: changes[position].constraint)! }
        }
        let batch = constantBatch
        try changeConstants(batch)
    }

    /// See ``Solver/setPriority(_:for:)`` and ``Solver/setPriority(_:below:for:)`` (`below` nil
    /// keeps a two-sided preference's priority below).
    mutating func setPriority(_ priority: Priority, below: Priority? = nil, for constraint: Constraint) throws {
        guard priority.isValid else {
            throw SolverError.invalidPriority(priority, reason: "priorities run from 1 to 1000")
        }
        if let below, !below.isValid {
            throw SolverError.invalidPriority(below, reason: "priorities run from 1 to 1000")
        }
        guard let index = recordIndex(of: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        guard !priority.isRequired, !constraint.priority.isRequired else {
            throw SolverError.invalidPriority(
                priority, reason: "a change to or from required is not possible in place; remove the constraint and add it again")
        }
        if let below, constraint.priorityBelow == nil {
            throw SolverError.invalidPriority(below, reason: "only a two-sided preference has a priority below")
        }
        if let below, below.isRequired {
            throw SolverError.invalidPriority(below, reason: "a two-sided preference cannot be required on either side")
        }
        let newBelow = below ?? constraint.priorityBelow
        if constraint.priority == priority && constraint.priorityBelow == newBelow { return }
        try verifying("changing the priority of \(constraint)", touching: [constraint]) { core in
            let own = core.records[index].shared ? try core.separateSharedRow(at: index) : index
            try core.changePriority(of: own, to: priority, below: newBelow)
        }
    }

    /// See ``Solver/value(of:)``: the constant of the variable's row, or 0 when it is not basic.
    func value(of variable: Variable) -> Double {
        guard let symbol = symbol(of: variable) else { return 0 }
        return value(ofSymbol: symbol)
    }

    /// See ``Solver/takeChangedVariables(_:)``: released variables first, then the changed
    /// symbols sorted by number, each reported only if its value differs from the one last
    /// reported.
    @inline(__always)  // so that `updateVariables()`'s body is inlined: no call per variable
    mutating func takeChangedVariables(_ body: (Variable, Double) -> Void) {
        takeChangedVariables(inOrder: true, body)
    }

    /// `inOrder` false skips the sort, for a `body` whose effect does not depend on the order.
    @inline(__always)
    private mutating func takeChangedVariables(inOrder: Bool, _ body: (Variable, Double) -> Void) {
        takeReleasedVariables(body)
        if inOrder { sortChanged() }
        // Through buffer pointers, and each variable lent to `body` unretained (`variableOf`
        // keeps it alive): iterating the arrays directly retains the list, and each variable
        // around the call.
        changed.withUnsafeBufferPointer { changed in
            variableOf.withUnsafeBufferPointer { variables in
                variables.withMemoryRebound(to: Unmanaged<Variable>?.self) { variables in
                    symbols.withUnsafeMutableBufferPointer { symbols in
                        for symbol in changed {
                            let s = Int(symbol)
                            symbols[s].changed = false
                            guard let variable = variables[s] else { continue }
                            let value = symbols[s].rowConstant
                            if value != symbols[s].lastReported {
                                symbols[s].lastReported = value
                                variable._withUnsafeGuaranteedRef { body($0, value) }
                            }
                        }
                    }
                }
            }
        }
        changed.clear()
    }

    /// Reports forgotten variables at 0; one that is back in the solver is reported with the
    /// other changes instead, judged against the value the caller last saw for it.
    private mutating func takeReleasedVariables(_ body: (Variable, Double) -> Void) {
        guard !released.isEmpty else { return }
        for (variable, reported) in released {
            if let symbol = symbol(of: variable) {
                symbols[Int(symbol)].lastReported = reported
                noteChange(symbol)
            } else {
                body(variable, 0)
            }
        }
        released.removeAll()
        releasedIDs.removeAll()
    }

    /// Remembers a variable the solver forgets, unless the caller last saw it at 0.
    mutating func noteReleased(_ variable: Variable, lastReported value: Double) {
        guard value != 0, releasedIDs.insert(ObjectIdentifier(variable)).inserted else { return }
        released.append((variable, value))
    }

    /// Sorts the changed symbols (first met first); insertion sort, as the list is short.
    private mutating func sortChanged() {
        if changed.count > 24 { changed.sort(); return }
        var i = 1
        while i < changed.count {
            let value = changed[i]
            var j = i
            while j > 0 && changed[j - 1] > value {
                changed[j] = changed[j - 1]
                j -= 1
            }
            changed[j] = value
            i += 1
        }
    }

    /// See ``Solver/updateVariables()``.
    mutating func updateVariables() {
        // Each variable is written once: the order is not observable, so the list is not sorted.
        takeChangedVariables(inOrder: false) { variable, value in variable.value = value }
    }

    /// See ``Solver/variables``: in symbol order.
    var variables: [Variable] {
        var result: [Variable] = []
        for case let variable? in variableOf { result.append(variable) }
        return result
    }

    /// See ``Solver/violationByPriority``: each level's violations at the current values, weighted
    /// and summed constraint by constraint (not the objective's constant, which carries the
    /// round-off of every update).
    var violationByPriority: [(priority: Priority, violation: Double)] {
        var totals = [Double](repeating: 0, count: levels.count)
        func add(_ violation: Double, at priority: Priority) {
            if let level = levels.firstIndex(of: priority.value) { totals[level] += violation }
        }
        for record in records where !record.required {
            let weight = record.constraint.weight
            if let below = record.constraint.priorityBelow {
                let residual = residualAndScale(of: record).residual
                add(weight * Swift.max(0, residual), at: record.constraint.priority)
                add(weight * Swift.max(0, -residual), at: below)
            } else {
                add(weight * violation(of: record), at: record.constraint.priority)
            }
        }
        return levels.indices.map { (Priority(levels[$0]), totals[$0]) }
    }

    /// How far the current values are from satisfying a constraint, in the units of its
    /// expression: `|e|` for `==`, `max(0, -e)` for `>=`, `max(0, e)` for `<=`.
    func violation(of record: ConstraintRecord) -> Double {
        violationAndScale(of: record).violation
    }

    /// A constraint's violation at the current values and the scale it is judged against:
    /// `|constant| + sum |coefficient * value|`.
    func violationAndScale(of record: ConstraintRecord) -> (violation: Double, scale: Double) {
        let (sum, scale) = residualAndScale(of: record)
        switch record.constraint.relation {
        case .equal: return (Swift.abs(sum), scale)
        case .greaterThanOrEqual: return (Swift.max(0, -sum), scale)
        case .lessThanOrEqual: return (Swift.max(0, sum), scale)
        }
    }

    /// The constraint's expression at the current values, and its scale.
    private func residualAndScale(of record: ConstraintRecord) -> (residual: Double, scale: Double) {
        var sum = record.constant
        var scale = Swift.abs(record.constant)
        for term in record.constraint.terms {
            let value = symbol(of: term.variable).map { self.value(ofSymbol: $0) } ?? 0
            let product = term.coefficient * value
            sum += product
            scale += Swift.abs(product)
        }
        return (sum, scale)
    }

    // MARK: - Lookup

    /// The symbol of a variable this solver knows, using the variable's cache when it is ours.
    @inline(__always)
    func symbol(of variable: Variable) -> Int32? {
        let cached = Int(variable.cachedSymbol)
        if cached > 0, cached < variableOf.count, variableOf[cached] === variable { return Int32(cached) }
        return symbolOfVariable[variable]
    }

    /// Where the constraint's record is, using the constraint's cache when it is ours.
    @inline(__always)
    func recordIndex(of constraint: Constraint) -> Int? {
        guard constraint.wasEverAdded else { return nil }
        let cached = Int(constraint.cachedRecord)
        if cached >= 0, cached < records.count, records[cached].constraint === constraint { return cached }
        return recordIndexByID[constraint].map { Int($0) }
    }

    /// Files the constraint's record at `index`.
    mutating func setRecordIndex(_ index: Int, of constraint: Constraint) {
        recordIndexByID[constraint] = Int32(index)
        constraint.cachedRecord = Int32(index)
        constraint.wasEverAdded = true
    }

    /// Drops the record at `index`, moving the last record into the gap (the list stays dense).
    mutating func removeRecord(at index: Int) {
        let constraint = records[index].constraint
        recordIndexByID[constraint] = nil
        if constraint.cachedRecord == Int32(index) { constraint.cachedRecord = -1 }
        let last = records.count - 1
        if index != last {
            records[index] = records[last]
            setRecordIndex(index, of: records[index].constraint)
        }
        records.removeLast()
    }

    @inline(__always)
    func editIndex(of variable: Variable) -> Int? {
        guard let symbol = symbol(of: variable) else { return nil }
        let index = symbols[Int(symbol)].edit
        return index < 0 ? nil : Int(index)
    }
}

/// The role of a symbol in the tableau.
enum SymbolKind: UInt8 {
    /// A freed or never-used number.
    case invalid
    /// A user variable, unrestricted in sign.
    case external
    /// The non-negative slack of an inequality.
    case slack
    /// A non-negative error of a non-required constraint; it carries a cost in the objective.
    case error
    /// The marker of a required equality; always zero, never enters the basis.
    case dummy
}
