// Ambiguity: which variables the constraints leave free at the optimum (Auto Layout's
// `hasAmbiguousLayout`, per variable).

extension Solver {
    /// The variables whose value is not fixed at the optimum: another solution, just as good at
    /// every priority, gives them a different value. In the order the solver met them.
    ///
    /// A variable pinned only by a weak constraint is *not* ambiguous (moving it would violate
    /// that constraint, so no other solution is as good); one that no constraint limits, or that
    /// can slide between bounds without changing any violation, is.
    ///
    /// Method. The optimal tableau writes each basic variable as a constant plus multiples of
    /// the non-basic symbols, and the objective (one cost per priority level) in the same terms.
    /// For each variable:
    /// - *Fixed* when every symbol of its row that can move has a cost that is positive at its
    ///   first nonzero level: any other solution that moves such a symbol is worse, and dummies
    ///   (the markers of required equalities) never move.
    /// - *Ambiguous* when its row holds a symbol of zero cost at every level that can move by a
    ///   positive amount before some restricted row hits zero (a ratio test): moving it keeps
    ///   every constraint and the objective, and changes the variable.
    /// - Otherwise (a degenerate vertex, or round-off at the thresholds) it is *probed*: the
    ///   solver's constraints are copied onto fresh variables into a scratch solver, where the
    ///   variable `v`, at value `x`, gets a temporary constraint `v == x + d` at a priority
    ///   strictly below every priority in use (`d = max(1, |x|)`). The objective is
    ///   lexicographic, so the probe cannot trade a violation at a real priority for its own: `v`
    ///   moves exactly when other optimal solutions give it larger values. If it does not move,
    ///   `x - d` is tried.
    /// A move counts when it exceeds `1e-7 * d`, and `distance`. This solver is not changed.
    ///
    /// - Parameter distance: how far another solution must move a variable for it to count
    ///   (0, or not a number: any move; infinity: none counts, so the answer is empty). A caller
    ///   whose inputs are approximate (measured text) passes their error, so that a tie held only
    ///   by a sliver of slack does not count. Each free direction is measured on its own.
    ///
    /// Cost: a scan of each variable's row and of the columns of its zero-cost symbols; for
    /// probed variables, one copy of the system plus one or two additions and removals each.
    /// A debugging call, not for the layout path.
    public func ambiguousVariables(movingMoreThan distance: Double = 0) -> [Variable] {
        if distance == .infinity { return [] }
        core.keepDummyColumns()
        return core.ambiguousVariables(movingMoreThan: distance > 0 ? distance : 0)
    }

    /// What the optimal tableau says about a variable (for tests of the shortcut).
    func freedom(of variable: Variable) -> SolverCore.Freedom {
        core.keepDummyColumns()
        return core.freedom(of: variable)
    }

    /// The variables among `candidates` that a probe moves (for tests of the shortcut).
    func ambiguousVariablesByProbing(_ candidates: [Variable], movingMoreThan distance: Double = 0) -> [Variable] {
        core.ambiguousVariablesByProbing(candidates, movingMoreThan: distance)
    }
}

extension SolverCore {
    /// See ``Solver/ambiguousVariables()``.
    func ambiguousVariables(movingMoreThan distance: Double = 0) -> [Variable] {
        var verdicts: [Freedom] = []
        var undecided: [Variable] = []
        for variable in variables {
            let verdict = freedom(of: variable, movingMoreThan: distance)
            verdicts.append(verdict)
            if verdict == .undecided { undecided.append(variable) }
        }
        let probed = Set(ambiguousVariablesByProbing(undecided, movingMoreThan: distance).map(ObjectIdentifier.init))
        return zip(variables, verdicts).compactMap { variable, verdict in
            verdict == .ambiguous || probed.contains(ObjectIdentifier(variable)) ? variable : nil
        }
    }

    enum Freedom { case fixed, ambiguous, undecided }

    /// What the optimal tableau says about a variable (see ``Solver/ambiguousVariables()``).
    func freedom(of variable: Variable, movingMoreThan distance: Double = 0) -> Freedom {
        guard let symbol = symbol(of: variable) else { return .undecided }
        let scale = max(1, abs(value(of: variable)))
        let cells = row(of: symbol)?.cells ?? [Cell(symbol: symbol, coefficient: 1)]
        var decided = true
        for cell in cells {
            let kind = kinds[Int(cell.symbol)]
            if kind == .dummy { continue }
            switch costSign(of: cell.symbol) {
            case .positive where kind != .external:
                continue
            case .zero:
                if canMove(cell.symbol, changing: abs(cell.coefficient), scale: scale, beyond: distance) { return .ambiguous }
                decided = false
            default:
                decided = false
            }
        }
        return decided ? .fixed : .undecided
    }

    private enum CostSign { case negative, zero, positive }

    /// The sign of a symbol's cost vector at its first level that is not (near) zero.
    private func costSign(of symbol: Int32) -> CostSign {
        let base = Int(symbol) * levelCapacity
        for level in 0..<levels.count {
            let cost = objective[base + level]
            if cost > nearZeroThreshold { return .positive }
            if cost < -nearZeroThreshold { return .negative }
        }
        return .zero
    }

    /// Whether the non-basic `symbol` can move far enough, keeping every restricted row
    /// non-negative and every basic dummy at zero, to change a variable whose row has it with
    /// the coefficient `rate` by more than `1e-7 * scale` and `distance`.
    private func canMove(_ symbol: Int32, changing rate: Double, scale: Double, beyond distance: Double) -> Bool {
        guard rate > 0 else { return false }
        let directions: [Double] = kinds[Int(symbol)] == .external ? [1, -1] : [1]
        for direction in directions {
            var step = max(scale, 2 * distance) / rate
            for key in column(of: symbol) {
                let kind = kinds[Int(key)]
                if kind == .external { continue }
                let slope = coefficient(of: symbol, inRowOf: key) * direction
                if kind == .dummy {
                    if slope != 0 { step = 0 }
                } else if slope < 0 {
                    step = min(step, max(0, value(ofSymbol: key)) / -slope)
                }
            }
            if rate * step > max(1e-7 * scale, distance) { return true }
        }
        return false
    }

    /// The variables among `candidates` (all known to this solver) that a probe below every
    /// priority in use can move, in the order given (see ``Solver/ambiguousVariables()``).
    func ambiguousVariablesByProbing(_ candidates: [Variable], movingMoreThan distance: Double = 0) -> [Variable] {
        guard !candidates.isEmpty else { return [] }
        var copier = ConstraintCopier()
        let scratch = Solver()
        scratch.core.diagnostics.explainsConflicts = false
        for record in records {
            // Copies of constraints that hold here hold there too; a failure would mean the
            // tableaux disagree, and the probes below stay meaningful either way.
            try? scratch.add(copier.copy(of: record.constraint))
        }
        let probePriority = Priority((levels.last ?? Priority.required.value) / 2)
        return candidates.filter {
            scratch.core.movesUnderProbe(copier.copy(of: $0), priority: probePriority, beyond: distance)
        }
    }

    /// Whether a probe at `priority` moves `variable` up or, failing that, down, by more than
    /// `distance`.
    mutating func movesUnderProbe(_ variable: Variable, priority: Priority, beyond distance: Double = 0) -> Bool {
        let start = value(of: variable)
        let step = max(1, abs(start), 2 * distance)
        for target in [start + step, start - step] {
            let probe = Constraint(Expression(terms: [Term(variable)], constant: -target), .equal, priority: priority)
            // The internal entry points accept a priority below 1, which the public `add` refuses.
            guard (try? addConstraint(probe)) != nil else { continue }
            let moved = abs(value(of: variable) - start) > max(1e-7 * step, distance)
            if let index = recordIndex(of: probe) { try? removeConstraint(at: index) }
            if moved { return true }
        }
        return false
    }
}
