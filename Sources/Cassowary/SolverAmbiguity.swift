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
    /// Method: the solver's constraints (edit constraints and broken constraints included, each
    /// at its priority and current constant) are copied onto fresh variables into a scratch
    /// solver, which reaches an optimum of the same problem. Each variable `v` there, at value
    /// `x`, is probed with a temporary constraint `v == x + d` at a priority strictly below every
    /// priority in use (`d = max(1, |x|)`). The objective is lexicographic, so the probe cannot
    /// trade any violation at a real priority for its own: it moves `v` only within the set of
    /// optimal solutions, and `v` moves exactly when that set holds other values of `v` above
    /// `x`. If it does not move, the probe is repeated with `x - d`. A move counts when it
    /// exceeds `1e-7 * d`. This solver is not changed.
    ///
    /// Cost: one rebuild of the system plus, per variable, one or two additions and removals of
    /// a constraint in the scratch solver: a debugging call, not for the layout path.
    public func ambiguousVariables() -> [Variable] {
        var copier = ConstraintCopier()
        let scratch = Solver()
        scratch.core.diagnostics.explainsConflicts = false
        for original in variables { _ = copier.copy(of: original) }
        for record in core.records {
            // Copies of constraints that hold here hold there too; a failure would mean the
            // tableaux disagree, and the variable set below stays meaningful either way.
            try? scratch.add(copier.copy(of: record.constraint))
        }
        let probePriority = Priority((core.levels.last ?? Priority.required.value) / 2)
        var ambiguous: [Variable] = []
        for original in copier.originals where scratch.movesUnderProbe(copier.copy(of: original), priority: probePriority) {
            ambiguous.append(original)
        }
        return ambiguous
    }

    /// Whether a probe at `priority` moves `variable` up or, failing that, down.
    private func movesUnderProbe(_ variable: Variable, priority: Priority) -> Bool {
        let start = value(of: variable)
        let step = max(1, abs(start))
        for target in [start + step, start - step] {
            let probe = Constraint(Expression(terms: [Term(variable)], constant: -target), .equal, priority: priority)
            // The internal entry points accept a priority below 1, which the public `add` refuses.
            guard (try? core.addConstraint(probe)) != nil else { continue }
            let moved = abs(value(of: variable) - start) > 1e-7 * step
            if let index = core.recordIndex(of: probe) { try? core.removeConstraint(at: index) }
            if moved { return true }
        }
        return false
    }
}
