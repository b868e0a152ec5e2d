import Cassowary

// Adding to the solver, and Auto Layout's recovery when required constraints conflict.
extension LayoutEngine {
    func addToSolver(_ constraint: LayoutConstraint) {
        // A waiting pin rebuilt during a flush (a new constant) stays waiting: the next flush
        // puts it in (`waitingPinsChanged`).
        guard constraint.hasSolverConstraint, !constraint.isWaitingPin else { return }
        if !flushing {
            if !constraint.isPending {
                constraint.membership = .pending
                // A new engine's list starts at a cell's size rather than doubling its way there.
                if pending.capacity == 0 { pending.reserveCapacity(32) }
                pending.append(constraint)
            }
            return
        }
        solverWasUsed = true
        guard let solverConstraint = constraint.solverConstraint else { return }
        do {
            try solver.add(solverConstraint)
            constraint.membership = .inSolver
        } catch let SolverError.unsatisfiableConstraint(_, conflict) {
            constraint.membership = .broken  // not in the solver while we look for what to break
            recover(from: constraint, conflict: conflict) { self.addToSolver(constraint) }
        } catch SolverError.memoryLimitExceeded(let limit, let used) {
            ignoreOverMemoryLimit([constraint], limit: limit, used: used)
        } catch {
            constraint.membership = .broken
            breakConstraint(constraint, reason: "\(error)")
        }
    }

    /// Auto Layout's recovery: log the conflicting set, break one of its constraints (the most
    /// recently activated constraint made by the app; the failing one when the set has no other),
    /// and retry when the broken one was another constraint. A stack view's `UISV-hiding` is
    /// broken only when nothing else can be: UIKit keeps it and breaks the hidden view's own size
    /// (the "UISV-hiding" conflicts it logs), so a hidden arranged view always collapses.
    func recover(from failing: LayoutConstraint, conflict: [Constraint], retry: () -> Void) {
        var members = layoutConstraints(for: conflict, root: (failing.container ?? failing.firstView)?.rootView)
        if !members.contains(where: { $0 === failing }) { members.append(failing) }
        let candidates = members.filter { $0.origin == .user && ($0 === failing || !$0.brokenInSolver) }
        let breakable = candidates.filter { $0.identifier != StackConstraintIdentifier.hiding.rawValue }
        let victim = (breakable.isEmpty ? candidates : breakable).max { $0.activationStamp < $1.activationStamp } ?? failing
        logConflict(members, failing: failing, breaking: victim)
        if victim === failing {
            if let solverConstraint = failing.solverConstraint, !failing.brokenInSolver { try? solver.remove(solverConstraint) }
            failing.membership = .broken
            return
        }
        if let solverConstraint = victim.solverConstraint { try? solver.remove(solverConstraint) }
        victim.membership = .broken
        retry()
    }

    /// Ignores constraints the solver had no memory left for (``Solver/memoryLimit``), saying so
    /// in the log the first time.
    func ignoreOverMemoryLimit(_ constraints: [LayoutConstraint], limit: Int, used: Int) {
        for constraint in constraints { constraint.membership = .broken }
        guard memoryLimitFailure == nil, let first = constraints.first else { return }
        let error = SolverError.memoryLimitExceeded(limit: limit, used: used)
        memoryLimitFailure = error
        log.record("Unable to install constraint \(first) and the constraints after it: \(error)\n"
                   + "They are ignored until they change.")
    }

    func breakConstraint(_ constraint: LayoutConstraint, reason: String) {
        if let solverConstraint = constraint.solverConstraint, !constraint.brokenInSolver, solver.contains(solverConstraint) {
            try? solver.remove(solverConstraint)
        }
        constraint.membership = .broken
        log.record("Unable to install constraint \(constraint): \(reason)\nThe constraint is ignored until it changes.")
    }

    /// Logs a conflict as UIKit does: the failing constraint with the constant it was given, the
    /// others as the solver holds them.
    private func logConflict(_ members: [LayoutConstraint], failing: LayoutConstraint, breaking victim: LayoutConstraint) {
        func shown(_ member: LayoutConstraint) -> String { member === failing ? member.description : member.solverDescription }
        var text = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        (

        """
        let ordered = members.sorted(by: { $0.activationStamp < $1.activationStamp })
        for member in ordered {
            text += "    \"<LayoutConstraint \(shown(member))>\",\n"
        }
        text += ")\n\nWill attempt to recover by breaking constraint \n<LayoutConstraint \(shown(victim))>"
        log.record(LayoutConflict(constraints: ordered, broken: victim), message: text)
    }

    /// The layout constraints behind solver constraints (a walk of the hierarchy: only on the
    /// rare path of a conflict).
    private func layoutConstraints(for conflict: [Constraint], root: View?) -> [LayoutConstraint] {
        guard let root, !conflict.isEmpty else { return [] }
        var wanted = Set(conflict.map { ObjectIdentifier($0) })
        var found: [LayoutConstraint] = []
        root.forEachEngineConstraint(in: self) { constraint in
            if let c = constraint.solverConstraint, wanted.remove(ObjectIdentifier(c)) != nil { found.append(constraint) }
        }
        return found
    }

}
