import Cassowary

// The deferral policy: constraints wait in `pending` and reach the solver together when
// layout needs them; satisfied autoresizing pins may wait longer (see `flushPending`).
extension LayoutEngine {
    // MARK: - Pending constraints

    /// Adds the pending constraints now: with one optimisation (`Solver.add(contentsOf:)`); if
    /// that fails, one by one, with Auto Layout's recovery.
    ///
    /// `deferringSatisfiedPins` (a layout pass's flush): autoresizing pins that the solution
    /// already satisfies may wait while what goes in is a block of its own (constraints on views
    /// the solver does not know yet: the next cell of a table). Such a block cannot move a
    /// variable the solver already has, so the pins keep holding where they would have held;
    /// they go in with the first flush that could move something (any other constraint, or a
    /// new constant), ahead of it, in the order they came. A self-sizing row's height pin comes
    /// back this way after every measurement, and adding it cost the table feed about a tenth of
    /// its time. Every other flush (ambiguity, conflicts, the log) adds everything.
    func flushPending(deferringSatisfiedPins: Bool = false) {
        // A waiting pin whose constant changed goes in, with the others (its new value may move
        // what they hold).
        let keepWaiting = deferringSatisfiedPins && !waitingPinsChanged
        if !pendingConstants.isEmpty {
            // New constants of blocks that came in while the pins waited cannot move them.
            if liveWaitingPins > 0 && !(keepWaiting && pendingConstantsAreInNewBlocks()) {
                addPendingNow(keepingWaitingPins: false, startingToWait: false, onlyWaitingPins: true)  // ahead, as they came
            }
            flushConstants()
        }
        if liveWaitingPins == 0 && !waitingPins.isEmpty { waitingPins.removeAll(keepingCapacity: true) }  // gone ones only
        guard !pending.isEmpty || (liveWaitingPins > 0 && !keepWaiting) else { return }
        // Waiting pins keep waiting while what goes in is new blocks; a satisfied pin starts to
        // wait only while what goes in is new to the solver altogether (it may be in the blocks
        // that came in while the others waited).
        var keep = keepWaiting, start = keepWaiting
        if keep {
            pending.forEachUnretained { constraint in
                guard keep, constraint.isPending, constraint.belongs(to: self), !isSatisfiedPin(constraint) else { return }
                switch blockStatus(of: constraint) {
                case .newToTheSolver: break
                case .inNewBlocks: start = false
                case .old: keep = false; start = false
                }
            }
        }
        addPendingNow(keepingWaitingPins: keep, startingToWait: start, onlyWaitingPins: false)
    }

    /// Adds the waiting pins before a change that goes to the solver outside a flush (a removal,
    /// a new priority), which may move what they hold.
    func bringWaitingPinsIn() {
        if liveWaitingPins > 0 && !flushing { addPendingNow(keepingWaitingPins: false, startingToWait: false, onlyWaitingPins: true) }
    }

    private func addPendingNow(keepingWaitingPins keep: Bool, startingToWait start: Bool, onlyWaitingPins: Bool) {
        // Constraints deactivated (or whose views went away) while pending are skipped, and a
        // constraint listed twice goes in once (its flag is cleared when it is taken).
        var list: [LayoutConstraint] = [], solverList: [Constraint] = []
        list.reserveCapacity(pending.count + (keep ? 0 : waitingPins.count))
        solverList.reserveCapacity(list.capacity)
        // The lists are passed, not captured: a captured variable is checked for exclusive
        // access at run time on every use.
        func take(_ constraint: LayoutConstraint, mayWait: Bool, _ list: inout [LayoutConstraint],
                  _ solverList: inout [Constraint]) {
            guard constraint.isPending && constraint.belongs(to: self), constraint.hasSolverConstraint else { return }
            if mayWait && isSatisfiedPin(constraint) {
                constraint.membership = .inactive  // taken: listed once below, however often it was here
                waitingPins.append(constraint)
                return
            }
            constraint.membership = .inSolver  // `broken` instead if adding it fails
            list.append(constraint)
            solverList.append(constraint.solverConstraint.unsafelyUnwrapped)  // one retain, the list's
        }
        if !keep {
            waitingPins.forEachUnretained { take($0, mayWait: false, &list, &solverList) }
            waitingPins.removeAll(keepingCapacity: true)
            liveWaitingPins = 0
            waitingPinsChanged = false
        }
        let firstNew = waitingPins.count
        if !onlyWaitingPins {
            pending.forEachUnretained { take($0, mayWait: start, &list, &solverList) }
            pending.removeAll(keepingCapacity: true)
        }
        for index in firstNew..<waitingPins.count { waitingPins[index].membership = .waitingPin }
        if waitingPins.count > firstNew {
            liveWaitingPins += waitingPins.count - firstNew
            pinsWaitSince = flushEpoch + 1
        }
        guard !list.isEmpty else { return }
        flushEpoch += 1
        list.forEachUnretained { constraint in
            let terms = constraint.solverTerms
            for index in terms.indices {
                guard let (link, _) = owner(of: terms[index].variable) else { continue }
                link.with { item in
                    if item.solverEpoch == 0 {
                        item.solverEpoch = flushEpoch
                        item.provisionalFrame = nil
                    }
                }
            }
        }
        flushing = true
        solverWasUsed = true
        defer { flushing = false }
        do {
            try solver.add(contentsOf: solverList)
        } catch SolverError.memoryLimitExceeded(let limit, let used) {
            ignoreOverMemoryLimit(list, limit: limit, used: used)  // one by one, they would not fit either
        } catch {
            for constraint in list { addToSolver(constraint) }
        }
    }

    /// Whether the constraint is a measured view's size pin that the solution satisfies: its view
    /// is in the solver, the fitting-size constraint of its last measurement is there too
    /// (parked, see `endMeasuring`), and the pin's constant is the value the solver gives the
    /// size now (see `flushPending`). The parked constraint pulls the size towards its target
    /// at a priority of its own, so every optimum gives the size that value: a re-solve from
    /// scratch cannot move it either.
    private func isSatisfiedPin(_ constraint: LayoutConstraint) -> Bool {
        let terms = constraint.solverTerms
        guard constraint.origin == .autoresizing, constraint.hasSolverConstraint, let solver = solverIfMade,
              terms.count == 1, let (link, component) = owner(of: terms[0].variable),
              case let item = link.item, item.solverEpoch > 0, component >= 2,
              let parked = item.parkedFitting[component],
              parked.belongs(to: self), !parked.isPending, !parked.brokenInSolver else { return false }
        // A pending constraint's solver copy has its current constant (see `constantDidChange`).
        return terms[0].coefficient * solver.value(of: terms[0].variable) + targetSolverConstant(constraint) == 0
    }

    /// How the views a constraint mentions stand to the waiting pins (see `flushPending`).
    private enum BlockStatus {
        /// Every view is new to the solver.
        case newToTheSolver
        /// Every view is new, or came in a block of its own while the pins waited.
        case inNewBlocks
        /// Some view was in the solver before.
        case old
    }

    private func blockStatus(of constraint: LayoutConstraint) -> BlockStatus {
        let since = liveWaitingPins == 0 ? flushEpoch + 1 : pinsWaitSince
        let terms = constraint.solverTerms
        var status = BlockStatus.newToTheSolver
        for index in terms.indices {
            guard let (item, _) = owner(of: terms[index].variable) else { return .old }
            let epoch = item.with { $0.solverEpoch }
            if epoch == 0 { continue }
            if epoch < since { return .old }
            status = .inNewBlocks
        }
        return status
    }

    /// Whether every pending constant belongs to a constraint in new blocks (`blockStatus`).
    private func pendingConstantsAreInNewBlocks() -> Bool {
        for constraint in pendingConstants where constraint.hasPendingConstant && constraint.belongs(to: self) {
            guard constraint.hasSolverConstraint, blockStatus(of: constraint) != .old else { return false }
        }
        return true
    }

    /// Sets the pending constants in one go; if they cannot all hold, one by one with Auto
    /// Layout's recovery (the solver has then made the changes before the failing one).
    private func flushConstants() {
        swap(&pendingConstants, &constantsInFlight)
        constantChanges.removeAll(keepingCapacity: true)
        var index = 0
        while index < constantsInFlight.count {
            let constraint = constantsInFlight[index]
            // Only this engine's entries (and each once): a constraint that moved on may be
            // queued in its new engine too.
            guard constraint.hasPendingConstant, constraint.belongs(to: self) else {
                constantsInFlight.remove(at: index)
                continue
            }
            constraint.membership = .inSolver
            if let solverConstraint = inSolver(constraint) {
                constantChanges.append((solverConstraint, targetSolverConstant(constraint)))
            }
            index += 1
        }
        flushing = true
        defer {
            flushing = false
            constantsInFlight.removeAll(keepingCapacity: true)
        }
        guard !constantChanges.isEmpty else { return }
        do {
            try solver.setConstants(constantChanges)
        } catch {
            // One by one, as each change would have gone alone: a constraint broken on the way
            // is tried again with its own new constant, as `constantDidChange` does.
            for constraint in constantsInFlight { applyConstant(of: constraint) }
        }
    }

    /// Brings the solver to the constraint's current constant (nothing if it is there already).
    private func applyConstant(of constraint: LayoutConstraint) {
        guard constraint.belongs(to: self), !constraint.isPending, let solverConstraint = constraint.solverConstraint,
              solverConstraint.constant != targetSolverConstant(constraint) else { return }
        if constraint.brokenInSolver {
            retryBroken(constraint, solverConstraint)
        } else {
            setConstantInSolver(constraint, solverConstraint)
        }
    }

    /// A broken constraint's new constant: a new solver copy, tried again.
    func retryBroken(_ constraint: LayoutConstraint, _ solverConstraint: Constraint) {
        var expression = solverConstraint.expression
        expression.constant = targetSolverConstant(constraint)
        constraint.solverConstraint = constraint.makeSolverConstraint(expression)
        addToSolver(constraint)
    }

    /// Takes over the whole content of `other`, the engine of a root view that joins this
    /// engine's hierarchy (`views`: the root's subtree that has engine state, in preorder), when
    /// `other` never used its solver: its items keep their variables and own constraints, and its
    /// constraints their solver copies, in the order they wait in and stamped in their order of
    /// activation. The hierarchy thus lays out as the root would have laid out alone (a cell
    /// built and configured before a table adds it moves in without rebuilding a constraint).
    /// False, with nothing taken, when `other` has used its solver: its views then move
    /// constraint by constraint (`View.moveLayout`), which re-derives items, pins and stamps.
    func adopt(_ views: [View], from other: LayoutEngine) -> Bool {
        guard !other.solverWasUsed, other.pendingConstants.isEmpty, !views.isEmpty else { return false }
        views.forEachUnretained { view in
            if let item = other.item(of: view) { view.layoutState.itemID = register(item) }
            if view.layoutState.systemGuides?.hasGuides == true { registerGuidedView(view) }
            if view.layoutState.needsUpdateConstraints { listConstraintUpdate(of: view) }
        }
        // A constraint activated again is listed again: it is taken at its first place, as a
        // flush would take it, and its stamp (from its last activation) orders the new stamps.
        var moved: [LayoutConstraint] = []
        moved.reserveCapacity(other.pending.count)
        pending.reserveCapacity(pending.count + other.pending.count)
        other.pending.forEachUnretained { constraint in
            guard constraint.isPending && constraint.belongs(to: other) else { return }
            constraint.engine = self
            pending.append(constraint)
            moved.append(constraint)
        }
        other.pending.removeAll()
        moved.sort { $0.activationStamp < $1.activationStamp }
        for constraint in moved {
            activationCounter += 1
            constraint.activationStamp = activationCounter
        }
        // The root has a superview now: its hugging and compression may order by a stack view.
        if let item = item(of: views[0]) { updateIntrinsicConstraints(of: item) }
        return true
    }

    /// Forgets what waits for the solver: the engine is being discarded (its views move to
    /// another hierarchy, which takes their constraints afresh).
    func abandonPending() {
        for constraint in waitingPins where constraint.belongs(to: self) && constraint.isWaitingPin {
            constraint.membership = .inactive
        }
        waitingPins.removeAll()
        liveWaitingPins = 0
        for constraint in pending where constraint.belongs(to: self) && constraint.isPending { constraint.membership = .inactive }
        for constraint in pendingConstants where constraint.belongs(to: self) && constraint.hasPendingConstant {
            constraint.membership = .inSolver
        }
        pending.removeAll()
        pendingConstants.removeAll()
    }

    /// The constraint's solver copy while it is in this engine's solver (not pending, not broken).
    private func inSolver(_ constraint: LayoutConstraint) -> Constraint? {
        guard constraint.belongs(to: self), !constraint.isPending, !constraint.brokenInSolver else { return nil }
        return constraint.solverConstraint
    }

}
