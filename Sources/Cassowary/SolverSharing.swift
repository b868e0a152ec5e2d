// Identical non-required constraints share one row.
//
// n copies of `x == 0 @weak` (separate Constraint objects) are one constraint of weight n:
// violations add up within a level, so the objective `sum of their errors` equals n times
// the error of one. Kept as n rows, they make every vertex degenerate in n ways: an optimum
// at x = 0 needs a basis with as many rows on each side of zero (the cost of moving x is
// (rows whose upper error is basic) - (rows whose lower error is basic)), so moving x from
// 10 back to 0 takes n/2 pivots whatever the pivot rule, and each pivot substitutes into all
// n rows: O(n^2) per call (0.3 s at n = 1,200). Shared, the class is one row whose error
// symbols carry weight n in the objective; adding or removing a member is an objective
// update, and every call takes O(1) pivots.
//
// A class is found by a hash of (relation, priority, constant, terms by symbol number)
// computed without allocating, and confirmed term by term (a collision only means no
// sharing). A member whose constant or priority changes in place first gets a row of its own
// (or, if it is the last member, the class is forgotten: its key is about to change).
// Required constraints are never shared (their rows fail and roll back on their own), nor
// are edit constraints (their constants move on every suggestion).

extension SolverCore {
    /// A set of identical non-required constraints that use one row (the first member's
    /// marker and error symbols).
    struct ShareClass {
        var hash: Int
        /// How many records use the row.
        var members: Int
        /// The priority and constant every member has (the members' own can change only after
        /// they leave the class).
        var priority: Double
        var constant: Double
        /// A member's record: the symbols and the terms that every member has.
        var template: ConstraintRecord
    }

    /// Whether a constraint may share a row: non-required, and not a two-sided preference (whose
    /// two priorities would both need matching).
    static func mayShare(_ constraint: Constraint) -> Bool {
        !constraint.priority.isRequired && constraint.priorityBelow == nil
    }

    /// Adds a constraint (already validated), into the row of an identical one when there is one.
    mutating func addSharingRows(_ constraint: Constraint) throws {
        guard Self.mayShare(constraint) else { return try addConstraint(constraint) }
        var hash = shareHash(of: constraint)
        if let hash, let marker = existingShareClass(of: constraint, hash: hash) {
            if journal.isOpen {
                join(constraint, marker: marker)  // in a batch, which rolls back and optimises
            } else {
                try atomically { core in
                    core.join(constraint, marker: marker)
                    try core.optimize()
                }
            }
            infeasible.clear()
            return
        }
        try addConstraint(constraint)
        // A new variable has a symbol only now.
        if hash == nil { hash = shareHash(of: constraint) }
        guard let hash, let index = recordIndex(of: constraint) else { return }
        startShareClass(at: index, hash: hash)
    }

    /// The marker of a class `constraint` (with this share hash) can join, if there is one.
    func existingShareClass(of constraint: Constraint, hash: Int) -> Int32? {
        guard let marker = shareClasses[hash], let share = shareClassOf[marker], matches(constraint, share) else { return nil }
        return marker
    }

    /// Makes the record at `index` (a new non-required constraint with one-sided priority) the
    /// first member of a class.
    mutating func startShareClass(at index: Int, hash: Int) {
        let constraint = records[index].constraint
        let marker = records[index].marker
        records[index].shared = true
        if journal.isOpen { journal.replacedShareClasses.append((hash, shareClasses[hash])) }
        shareClasses[hash] = marker
        shareClassOf[marker] = ShareClass(
            hash: hash, members: 1, priority: constraint.priority.value,
            constant: records[index].constant, template: records[index])
    }

    /// Removes a member of a class whose row other members still use: only its weight leaves
    /// the objective. False (and the class forgotten) when it is the last member: the caller
    /// then removes the row as for any constraint.
    mutating func leaveSharedRow(at index: Int) throws -> Bool {
        let marker = records[index].marker
        guard let share = shareClassOf[marker] else { return false }
        if share.members == 1 {
            forgetShareClass(marker)
            return false
        }
        try atomically { core in
            core.dropMember(at: index)
            try core.optimize()
        }
        infeasible.clear()
        return true
    }

    /// Before a member's constant or priority changes in place: gives it a row of its own if
    /// it shares one, else forgets its class. Returns the member's record index afterwards.
    mutating func separateSharedRow(at index: Int) throws -> Int {
        let record = records[index]
        guard record.shared, let share = shareClassOf[record.marker] else { return index }
        if share.members == 1 {
            forgetShareClass(record.marker)
            records[index].shared = false
            return index
        }
        try atomically { core in
            core.dropMember(at: index)
            try core.addConstraint(record.constraint)
        }
        return recordIndex(of: record.constraint)!
    }

    /// Runs `body`, putting the whole state back if it throws (a pivot budget running out).
    /// A full copy, paid only on these rare paths (identical constraints): the arrays are
    /// copied when first changed.
    private mutating func atomically(_ body: (inout SolverCore) throws -> Void) throws {
        let saved = self
        do {
            try body(&self)
        } catch {
            self = saved
            throw error
        }
    }

    // MARK: Members

    mutating func join(_ constraint: Constraint, marker: Int32) {
        let template = shareClassOf[marker]!.template
        shareClassOf[marker]!.members += 1
        var record = ConstraintRecord(
            constraint: constraint, marker: template.marker, other: template.other,
            markerCoefficient: template.markerCoefficient, required: false, constant: template.constant)
        record.shared = true
        countReferences(of: constraint, by: 1)
        setRecordIndex(records.count, of: constraint)
        records.append(record)
        addErrors(of: record, sign: 1)
    }

    /// Takes a member's weight out of the objective and its record out of the list; the row
    /// stays for the other members.
    mutating func dropMember(at index: Int) {
        let record = records[index]
        shareClassOf[record.marker]!.members -= 1
        addErrors(of: record, sign: -1)
        countReferences(of: record.constraint, by: -1)
        removeRecord(at: index)
    }

    private mutating func forgetShareClass(_ marker: Int32) {
        guard let share = shareClassOf.removeValue(forKey: marker) else { return }
        if shareClasses[share.hash] == marker { shareClasses[share.hash] = nil }
    }

    // MARK: Keys

    /// A hash of what makes constraints identical, from symbol numbers and bit patterns (so
    /// the same on every run); nil when a variable is new to the solver.
    func shareHash(of constraint: Constraint) -> Int? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always) func mix(_ value: UInt64) {
            hash = (hash ^ value) &* 0x0000_0100_0000_01b3
            hash ^= hash >> 29
        }
        mix(constraint.relation == .equal ? 1 : constraint.relation == .lessThanOrEqual ? 2 : 3)
        mix(constraint.priority.value.bitPattern)
        mix(constraint.constant.bitPattern)
        for term in constraint.terms {
            guard let symbol = symbol(of: term.variable) else { return nil }
            mix(UInt64(UInt32(bitPattern: symbol)))
            mix(term.coefficient.bitPattern)
        }
        return Int(truncatingIfNeeded: hash)
    }

    /// Whether `constraint` is exactly like the class's members.
    private func matches(_ constraint: Constraint, _ share: ShareClass) -> Bool {
        let model = share.template.constraint
        guard constraint.relation == model.relation, constraint.priority.value == share.priority,
            constraint.constant == share.constant
        else { return false }
        let terms = constraint.terms
        let modelTerms = model.terms
        guard terms.count == modelTerms.count else { return false }
        for (a, b) in zip(terms, modelTerms) where a.variable !== b.variable || a.coefficient != b.coefficient {
            return false
        }
        return true
    }
}
