// Explaining an unsatisfiable required constraint with a minimal conflicting set (an
// irreducible infeasible subset, IIS): required constraints that cannot all hold, such that
// dropping any one of them makes the rest satisfiable.
//
// Method (runs only when a required constraint fails, after the solver rolled back):
// 1. Candidates. Only required constraints that share variables with the failing one, directly
//    or through other required constraints, can take part: the others could be solved
//    separately. A breadth-first search over "constraint mentions variable" gives that
//    connected component, in the solver's constraint order.
// 2. A deletion filter in blocks. The candidates plus the failing constraint cannot hold. Try
//    dropping a block of candidates: if the rest still cannot hold, the block is not needed and
//    goes; otherwise it stays. Blocks start at half the candidates and halve down to single
//    constraints; the final pass over single constraints makes the result irreducible (each
//    survivor was needed when it was tested, and later removals only shrink the set). The
//    failing constraint is never dropped: the required constraints already in the solver hold
//    together, so every infeasible subset contains it.
// Each test builds a scratch solver from copies of the constraints (on fresh variables, so the
// solver's own state and the caller's variables are untouched) and adds them until one fails.
// Cost: O(k log n) tests of at most n + 1 constraints each, for n candidates and a set of size k.

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
        var kept = Array(copies.indices)
        guard !SolverCore.isSatisfiable([failing] + kept.map { copies[$0] }) else {
            // The scratch solver disagrees with this one (round-off at the threshold): name every
            // candidate rather than a set that might not conflict.
            return candidates + [constraint]
        }
        var blockSize = max(1, kept.count / 2)
        while true {
            var start = 0
            while start < kept.count {
                let end = min(start + blockSize, kept.count)
                let rest = kept[..<start] + kept[end...]
                if !SolverCore.isSatisfiable([failing] + rest.map { copies[$0] }) {
                    kept = Array(rest)
                } else {
                    start = end
                }
            }
            if blockSize == 1 { break }
            blockSize = max(1, blockSize / 2)
        }
        return kept.map { candidates[$0] } + [constraint]
    }

    /// The required constraints (other than `constraint`) connected to `constraint` through
    /// shared variables, in the solver's constraint order.
    private func connectedRequiredConstraints(of constraint: Constraint) -> [Constraint] {
        var users: [ObjectIdentifier: [Int]] = [:]
        for (index, record) in records.enumerated()
        where record.constraint !== constraint && record.constraint.priority.isRequired {
            for term in record.constraint.expression.terms {
                users[ObjectIdentifier(term.variable), default: []].append(index)
            }
        }
        var reached = [Bool](repeating: false, count: records.count)
        var visitedVariables: Set<ObjectIdentifier> = []
        var pending = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
        while let variable = pending.popLast() {
            guard visitedVariables.insert(variable).inserted else { continue }
            for index in users[variable] ?? [] where !reached[index] {
                reached[index] = true
                pending.append(contentsOf: records[index].constraint.expression.terms.map { ObjectIdentifier($0.variable) })
            }
        }
        return records.indices.filter { reached[$0] }.map { records[$0].constraint }
    }

    /// Whether the constraints can all hold (in a scratch solver that does not explain failures).
    static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        let scratch = Solver()
        scratch.core.diagnostics.explainsConflicts = false
        for constraint in constraints {
            do { try scratch.add(constraint) } catch { return false }
        }
        return true
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

    /// A new constraint like `constraint` on copied variables, optionally with another constant.
    mutating func copy(of constraint: Constraint, constant: Double? = nil, priority: Priority? = nil) -> Constraint {
        var terms: [Term] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms { terms.append(Term(copy(of: term.variable), term.coefficient)) }
        let expression = Expression(terms: terms, constant: constant ?? constraint.expression.constant)
        return Constraint(expression, constraint.relation, priority: priority ?? constraint.priority)
    }
}
