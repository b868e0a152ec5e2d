// Explaining an unsatisfiable required constraint with a minimal conflicting set (an
// irreducible infeasible subset, IIS): required constraints that cannot all hold, such that
// dropping any one of them makes the rest satisfiable.
//
// Method (runs only when a required constraint fails, after the solver rolled back). All the
// work happens in scratch solvers holding copies of the constraints on fresh variables, so the
// solver's own state and the caller's variables and constraints are untouched.
// 1. Candidates. Only required constraints that share variables with the failing one, directly
//    or through other required constraints, can take part: the others could be solved
//    separately. A breadth-first search over "constraint mentions variable" gives that
//    connected component, in the solver's constraint order.
// 2. The tableau's certificate. A scratch solver gets the candidates, then the failing
//    constraint, which fails there too. The row that proved it impossible (an equation of
//    required markers only with a nonzero constant, or the phase-one objective at a positive
//    minimum) is a combination of the constraints' equations in which each constraint's marker
//    carries that constraint's multiplier, because a marker appears in its own equation only.
//    Markers missing from the row belong to constraints the contradiction does not use (the
//    multipliers of non-required constraints are zero at the phase-one optimum, their two error
//    terms having opposite signs). So the candidates whose markers appear, with the failing
//    constraint, already cannot hold: usually a handful, found with one build.
// 3. Minimality. The certificate's set is irreducible by itself: its constraints' markers are
//    nonbasic in the failing tableau, and no equation relates nonbasic symbols alone, so the
//    constraints' linear parts are independent; adding the failing constraint makes the space of
//    combinations that cancel every variable one-dimensional, so the certificate is the only
//    one up to scale, and it uses every constraint of the set: no proper subset has one. That
//    argument is exact arithmetic; round-off is checked for: the set is rebuilt in a fresh
//    scratch solver and must fail there, and when it has at most
//    `SolverCore.deletionFilterLimit` constraints (every ordinary conflict) a deletion filter
//    confirms it: each candidate in turn is removed and the failing constraint tried again; if
//    it still fails, the candidate is not needed and stays out; if it now holds, the candidate
//    is needed, so the failing constraint is removed and the candidate put back. (Each
//    survivor was needed when it was tested, and later removals only shrink the set around it.)
//    Should the certificate's set hold after all, or the certificate be unavailable, the filter
//    runs on all the candidates. The failing constraint is never dropped: the required
//    constraints already in the solver hold together, so every infeasible subset contains it.
// Cost: one build of the n candidates and one of the m in the certificate, then, for m up to
// the limit, O(m) incremental calls. (Removals from long chains of equalities cost O(n^2) each
// in this tableau, which is why long certificates are not filtered.)

extension SolverCore {
    /// A minimal set of required constraints that cannot hold together with `constraint`
    /// (at `constant`, when its constant was being changed), in the solver's constraint order
    /// with `constraint` last. Called after the failed call was rolled back.
    func conflictingSet(for constraint: Constraint, constant: Double? = nil) -> [Constraint] {
        guard diagnostics.explainsConflicts else { return [constraint] }
        let candidates = connectedRequiredConstraints(of: constraint)
        var copier = ConstraintCopier()
        let failing = copier.copy(of: constraint, constant: constant)
        let copies = candidates.map { copier.copy(of: $0) }
        // The scratch solvers should agree with this one; if round-off at the thresholds makes
        // them disagree, name every candidate rather than a set that might not conflict.
        let everything = candidates + [constraint]
        guard let (scratch, symbols) = SolverCore.failingScratch(holding: copies, adding: failing) else { return everything }
        let markers = Set(symbols)
        let used = copies.indices.filter { index in
            scratch.core.recordIndex(of: copies[index]).map { markers.contains(scratch.core.records[$0].marker) } ?? false
        }
        if let (restricted, _) = SolverCore.failingScratch(holding: used.map { copies[$0] }, adding: failing) {
            if used.count > SolverCore.deletionFilterLimit { return used.map { candidates[$0] } + [constraint] }
            if let needed = SolverCore.deletionFilter(restricted, copies: used.map { copies[$0] }, failing: failing) {
                return needed.map { used[$0] }.map { candidates[$0] } + [constraint]
            }
        }
        guard let needed = SolverCore.deletionFilter(scratch, copies: copies, failing: failing) else { return everything }
        return needed.map { candidates[$0] } + [constraint]
    }

    /// Certificates with more constraints than this are trusted without a deletion filter (see
    /// the comment at the top of SolverConflicts.swift).
    static let deletionFilterLimit = 64

    /// A scratch solver holding `constraints`, after adding `failing` failed there, with the
    /// symbols of the row that proved it impossible; nil if the scratch solver disagrees.
    private static func failingScratch(holding constraints: [Constraint], adding failing: Constraint) -> (Solver, [Int32])? {
        let scratch = Solver()
        scratch.core.diagnostics.explainsConflicts = false
        // The certificate is read off the markers of the required equalities in its row.
        scratch.core.equalityMarkersInRows = true
        for constraint in constraints {
            guard (try? scratch.add(constraint)) != nil else { return nil }
        }
        scratch.core.diagnostics.failureSymbols = []
        guard (try? scratch.add(failing)) == nil else { return nil }
        return (scratch, scratch.core.diagnostics.failureSymbols)
    }

    /// The indices of the constraints of `copies` (all in `scratch`, where adding `failing`
    /// fails) that an irreducible set with `failing` needs; nil if the scratch solver disagrees.
    private static func deletionFilter(_ scratch: Solver, copies: [Constraint], failing: Constraint) -> [Int]? {
        var needed: [Int] = []
        for (index, copy) in copies.enumerated() {
            guard (try? scratch.remove(copy)) != nil else { return nil }
            if (try? scratch.add(failing)) != nil {
                guard (try? scratch.remove(failing)) != nil, (try? scratch.add(copy)) != nil else { return nil }
                needed.append(index)
            }
        }
        return needed
    }

    /// The required constraints (other than `constraint`) connected to `constraint` through
    /// shared variables, in the solver's constraint order.
    private func connectedRequiredConstraints(of constraint: Constraint) -> [Constraint] {
        var users: [ObjectIdentifier: [Int]] = [:]
        for (index, record) in records.enumerated()
        where record.constraint !== constraint && record.constraint.priority.isRequired {
            for term in record.constraint.terms {
                users[ObjectIdentifier(term.variable), default: []].append(index)
            }
        }
        var reached = [Bool](repeating: false, count: records.count)
        var visitedVariables: Set<ObjectIdentifier> = []
        var pending = constraint.terms.map { ObjectIdentifier($0.variable) }
        while let variable = pending.popLast() {
            guard visitedVariables.insert(variable).inserted else { continue }
            for index in users[variable] ?? [] where !reached[index] {
                reached[index] = true
                pending.append(contentsOf: records[index].constraint.terms.map { ObjectIdentifier($0.variable) })
            }
        }
        return records.indices.filter { reached[$0] }.map { records[$0].constraint }
    }
}

/// Copies constraints onto fresh variables (one per original variable), so that scratch
/// solvers never touch the caller's variables or constraints.
struct ConstraintCopier {
    private var variables: [ObjectIdentifier: Variable] = [:]
    /// The originals of the copied variables, in the order they were first copied.
    private(set) var originals: [Variable] = []

    /// The copy of `variable`, made on first request.
    mutating func copy(of variable: Variable) -> Variable {
        if let copy = variables[ObjectIdentifier(variable)] { return copy }
        let copy = Variable(variable.name)
        variables[ObjectIdentifier(variable)] = copy
        originals.append(variable)
        return copy
    }

    /// A new constraint like `constraint` (its weight too) on copied variables, optionally with
    /// another constant.
    mutating func copy(of constraint: Constraint, constant: Double? = nil, priority: Priority? = nil) -> Constraint {
        var terms: [Term] = []
        terms.reserveCapacity(constraint.terms.count)
        for term in constraint.terms { terms.append(Term(copy(of: term.variable), term.coefficient)) }
        let expression = Expression(terms: terms, constant: constant ?? constraint.constant)
        if priority == nil, let below = constraint.priorityBelow {
            return Constraint(expression, equalWithPriority: constraint.priority, below: below, weight: constraint.weight)
        }
        return Constraint(expression, constraint.relation, priority: priority ?? constraint.priority, weight: constraint.weight)
    }
}
