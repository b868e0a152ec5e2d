import Cassowary

/// The Auto Layout engine of one view hierarchy (kept by its root: a window, or a lone view
/// such as a cell that is not in a window yet), backed by the Cassowary ``Solver``.
///
/// Every view that a constraint involves gets four variables (its untransformed frame in its
/// superview). A constraint's attributes are expressed in the coordinate system of the view it
/// is installed on (the items' nearest common ancestor, or the view `addConstraint` was called
/// on) by adding up the origins along the way,
/// so `name.leading == container.leading + 20` becomes `name.minX == 20` when the container is
/// the label's superview. Views that translate their frame into constraints get required pins
/// on the components constraints use; views positioned by constraints get a content-size
/// constraint per axis for their intrinsic size (hugging above it, compression resistance below).
///
/// Constraints reach the solver lazily, together, when layout needs them (see `pending`).
/// Changes are incremental: a constraint's new constant is `Solver.setConstant` in place, and a
/// layout pass asks the solver which variables changed (`takeChangedVariables`) and marks only
/// those views' superviews for layout; ``View/layoutSubviews()`` then applies the new frames.
final class LayoutEngine {
    /// The solver, made on first use: an engine made for a lone view (a cell's stack view being
    /// built) is often taken over by its new hierarchy's engine before it needs one
    /// (`adopt(_:from:)`), and making and freeing a solver for nothing cost a table feed 4.6% of
    /// its instructions.
    var solver: Solver {
        if let solverIfMade { return solverIfMade }
        let solver = Solver()
        solverIfMade = solver
        return solver
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var solverIfMade: Solver?
    /// Recovery messages (broken constraints); made on first use (most engines never log).
    private(set) lazy var log = LayoutLog()
    /// The engine's items by slot, for mapping solver changes to views: an item's variables
    /// carry `slot * 4 + component + 1` as their `context` (see `owner(of:)`). Nil where an
    /// item left; freed slots are reused, last freed first.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var items: [EngineItem?] = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var freeItemSlots: [Int] = []
    /// Views whose `updateConstraints()` the next pass calls, held weakly: the root view owns the
    /// engine, so a strong reference to the root (or to a view leaving the hierarchy) would keep it
    /// alive when no pass ever runs.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var constraintUpdates: [WeakView] = []
    /// Counts activations, to know which constraint came last.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var activationCounter = 0
    /// Constraints installed since the solver was last needed: they go in together, with one
    /// optimisation, when something reads or edits the solver (a layout pass, a frame, an
    /// ambiguity check, the log). A cell built, configured and added to a feed before its first
    /// layout is solved once, in the feed's engine, not also in its own.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var pending: [LayoutConstraint] = []
    /// Constraints in the solver whose constants changed since the solver was last needed: set
    /// together, with one re-optimisation (`Solver.setConstants`), before pending additions.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var pendingConstants: [LayoutConstraint] = []
    /// The list being flushed, and the solver's changes for it (reused: no allocation per flush).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var constantsInFlight: [LayoutConstraint] = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var constantChanges: [(constraint: Constraint, constant: Double)] = []
    /// Set while ``flushPending()`` adds: recovery's re-adds then go straight into the solver.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var flushing = false
    /// Whether a constraint ever reached the solver (until then, everything waits in `pending`,
    /// and another engine can take the whole content over: `adopt(_:from:)`).
    private var solverWasUsed = false
    /// The views of the hierarchy with a margins, safe-area, readable-content or scroll-view
    /// guide, whose insets each layout pass brings up to date (see `View.layoutIfNeeded()`), in
    /// the order they got one. Weak: few views have guides, and a view may leave for another engine.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var guidedViews: [WeakView] = []

    /// A view held weakly, in the lists of views the engine visits later.
    struct WeakView {
        weak var view: View?
    }

    /// Whether some view of the hierarchy has a system guide.
    var hasSystemGuides: Bool { !guidedViews.isEmpty }

    /// Notes that a view of this hierarchy has a system guide (once).
    func registerGuidedView(_ view: View) {
        if !guidedViews.contains(where: { $0.view === view }) { guidedViews.append(WeakView(view: view)) }
    }

    /// Brings every guided view's guides up to date; whether any guide moved (layout must run
    /// again). Views gone or moved to another hierarchy are dropped from the list.
    func refreshSystemGuides() -> Bool {
        guidedViews.removeAll { entry in entry.view.map { $0.existingEngine !== self } ?? true }
        var changed = false
        for entry in guidedViews {
            if let view = entry.view, view.refreshSystemGuides() { changed = true }
        }
        return changed
    }
    /// Scratch terms for building expressions (reused: no allocation per attribute).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var termScratch: [Term] = []
    /// Multi-line labels whose solved width changed in the changes being collected (reused).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var resizedLabels: [EngineItem] = []
    /// Solves made inside the current layout pass after its first (see `collectChangesMadeDuringPass`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var solvesDuringPass = 0

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
    private func bringWaitingPinsIn() {
        if liveWaitingPins > 0 && !flushing { addPendingNow(keepingWaitingPins: false, startingToWait: false, onlyWaitingPins: true) }
    }

    /// Satisfied pins kept out of the solver by `flushPending(deferringSatisfiedPins:)`, in the
    /// order they came (still pending: `isPending` is set). Entries of pins deactivated while
    /// waiting stay until the list is next emptied; `liveWaitingPins` counts the others.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var waitingPins: [LayoutConstraint] = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var liveWaitingPins = 0
    /// Set when a waiting pin's constant changes: the next flush puts them all in.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var waitingPinsChanged = false
    /// Counts the flushes that added constraints (an item's `solverEpoch`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var flushEpoch = 0
    /// The flush in which the last of the waiting pins began to wait: items that reached the
    /// solver in it or after came as blocks of their own, which no waiting pin's view is in.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var pinsWaitSince = 0

    private func addPendingNow(keepingWaitingPins keep: Bool, startingToWait start: Bool, onlyWaitingPins: Bool) {
        // Constraints deactivated (or whose views went away) while pending are skipped, and a
        // constraint listed twice goes in once (its flag is cleared when it is taken).
        // `list` holds the constraints unretained: their containers and items keep them, and
        // nothing here deactivates one before the solver has them.
        var list: [Unmanaged<LayoutConstraint>] = [], solverList: [Constraint] = []
        list.reserveCapacity(pending.count + (keep ? 0 : waitingPins.count))
        solverList.reserveCapacity(list.capacity)
        // The lists are passed, not captured: a captured variable is checked for exclusive
        // access at run time on every use.
        func take(_ constraint: LayoutConstraint, mayWait: Bool, _ list: inout [Unmanaged<LayoutConstraint>],
                  _ solverList: inout [Constraint]) {
            constraint.isWaitingPin = false
            guard constraint.isPending && constraint.belongs(to: self), constraint.hasSolverConstraint else { return }
            constraint.isPending = false
            if mayWait && isSatisfiedPin(constraint) {
                waitingPins.append(constraint)
                return
            }
            list.append(.passUnretained(constraint))
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
        for index in firstNew..<waitingPins.count {
            waitingPins[index].isPending = true
            waitingPins[index].isWaitingPin = true
        }
        if waitingPins.count > firstNew {
            liveWaitingPins += waitingPins.count - firstNew
            pinsWaitSince = flushEpoch + 1
        }
        guard !list.isEmpty else { return }
        flushEpoch += 1
        for constraint in list {
            constraint._withUnsafeGuaranteedRef { $0.solverTerms }.withUnsafeBufferPointer { terms in
                for index in terms.indices {
                    guard let (link, _) = owner(of: terms[index].variable) else { continue }
                    link._withUnsafeGuaranteedRef { item in if item.solverEpoch == 0 { item.solverEpoch = flushEpoch } }
                }
            }
        }
        flushing = true
        solverWasUsed = true
        defer { flushing = false }
        do {
            try solver.add(contentsOf: solverList)
            for constraint in list { constraint._withUnsafeGuaranteedRef { $0.brokenInSolver = false } }
        } catch {
            // Held while recovery breaks constraints and logs.
            for constraint in list.map({ $0.takeUnretainedValue() }) { addToSolver(constraint) }
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
              case let item = link.takeUnretainedValue(), item.solverEpoch > 0, component >= 2,
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
        return constraint.solverTerms.withUnsafeBufferPointer { terms in
            var status = BlockStatus.newToTheSolver
            for index in terms.indices {
                guard let (item, _) = owner(of: terms[index].variable) else { return .old }
                let epoch = item._withUnsafeGuaranteedRef { $0.solverEpoch }
                if epoch == 0 { continue }
                if epoch < since { return .old }
                status = .inNewBlocks
            }
            return status
        }
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
            constraint.hasPendingConstant = false
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
    private func retryBroken(_ constraint: LayoutConstraint, _ solverConstraint: Constraint) {
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
            if let item = view.layoutState.item, item.engine === other {
                item.engine = self
                register(item)
            }
            if view.layoutState.systemGuides?.hasGuides == true { registerGuidedView(view) }
            if view.layoutState.needsUpdateConstraints { constraintUpdates.append(WeakView(view: view)) }
        }
        // A constraint activated again is listed again: it is taken at its first place, as a
        // flush would take it, and its stamp (from its last activation) orders the new stamps.
        // `moved` holds them unretained: `pending` keeps them.
        var moved: [Unmanaged<LayoutConstraint>] = []
        moved.reserveCapacity(other.pending.count)
        pending.reserveCapacity(pending.count + other.pending.count)
        other.pending.forEachUnretained { constraint in
            guard constraint.isPending && constraint.belongs(to: other) else { return }
            constraint.engine = self
            pending.append(constraint)
            moved.append(.passUnretained(constraint))
        }
        other.pending.removeAll()
        moved.sort { $0._withUnsafeGuaranteedRef { $0.activationStamp } < $1._withUnsafeGuaranteedRef { $0.activationStamp } }
        for constraint in moved {
            activationCounter += 1
            constraint._withUnsafeGuaranteedRef { $0.activationStamp = activationCounter }
        }
        // The root has a superview now: its hugging and compression may order by a stack view.
        if let item = views[0].layoutState.item, item.engine === self { updateIntrinsicConstraints(of: item) }
        return true
    }

    /// Forgets what waits for the solver: the engine is being discarded (its views move to
    /// another hierarchy, which takes their constraints afresh).
    func abandonPending() {
        for constraint in waitingPins where constraint.belongs(to: self) {
            constraint.isPending = false
            constraint.isWaitingPin = false
        }
        waitingPins.removeAll()
        liveWaitingPins = 0
        for constraint in pending where constraint.belongs(to: self) { constraint.isPending = false }
        for constraint in pendingConstants where constraint.belongs(to: self) { constraint.hasPendingConstant = false }
        pending.removeAll()
        pendingConstants.removeAll()
    }

    /// The constraint's solver copy while it is in this engine's solver (not pending, not broken).
    private func inSolver(_ constraint: LayoutConstraint) -> Constraint? {
        guard constraint.belongs(to: self), !constraint.isPending, !constraint.brokenInSolver else { return nil }
        return constraint.solverConstraint
    }

    // MARK: - Items

    /// The view's item, created on first use (with the view's own constraints).
    func item(for view: View) -> EngineItem { itemLink(for: view).takeUnretainedValue() }

    /// ``item(for:)``, unretained (the view keeps its item).
    private func itemLink(for view: View) -> Unmanaged<EngineItem> {
        if let item = view.layoutState.item { return .passUnretained(item) }
        let item = EngineItem(view: view, engine: self)
        view.layoutState.item = item
        register(item)
        if !view.layoutState.translatesAutoresizingMask { updateIntrinsicConstraints(of: item) }
        return .passUnretained(item)
    }

    /// Gives the item a slot, and its variables the slot's numbers (see `items`).
    private func register(_ item: EngineItem) {
        let slot: Int
        if let free = freeItemSlots.popLast() {
            slot = free
            items[slot] = item
        } else {
            slot = items.count
            if items.capacity == 0 { items.reserveCapacity(8) }
            items.append(item)
        }
        for component in 0..<4 { item.variables[component].context = slot &* 4 &+ component &+ 1 }
    }

    /// Frees the item's slot.
    private func unregister(_ item: EngineItem) {
        guard let (owner, _) = owner(of: item.variables[0]), owner.toOpaque() == Unmanaged.passUnretained(item).toOpaque() else { return }
        let slot = (item.variables[0].context &- 1) >> 2
        items[slot] = nil
        freeItemSlots.append(slot)
        for variable in item.variables { variable.context = 0 }
    }

    /// The item of this engine that the variable belongs to, and its component.
    /// Unretained: the item's view keeps it, and the engine drops the slot with the item.
    @inline(__always)
    private func owner(of variable: Variable) -> (item: Unmanaged<EngineItem>, component: Int)? {
        let number = variable.context &- 1, slot = number >> 2, component = number & 3
        guard number >= 0, slot < items.count,
              let item = items.withUnsafeBufferPointer({ $0[slot].map(Unmanaged.passUnretained) }),
              item._withUnsafeGuaranteedRef({ ObjectIdentifier($0.variables[component]) }) == ObjectIdentifier(variable)
        else { return nil }
        return (item, component)
    }

    /// Counts an installed (`delta` 1) or uninstalled (-1) constraint's uses of the components
    /// its expression mentions; a view that translates its frame gets a pin on a component when a
    /// constraint first uses it.
    private func countUses(of terms: [Term], by delta: Int32) {
        terms.withUnsafeBufferPointer { terms in
            for index in terms.indices {
                guard let (link, component) = owner(of: terms[index].variable) else { continue }
                link._withUnsafeGuaranteedRef { item in
                    item.useCounts[component] &+= delta
                    if delta > 0, item.pins[component] == nil, !item.isBeingMeasured,
                       item.viewLink._withUnsafeGuaranteedRef({ $0.layoutState.translatesAutoresizingMask }) {
                        addPin(EngineItem.Component(rawValue: component)!, to: item)
                    }
                }
            }
        }
    }

    private func addPin(_ component: EngineItem.Component, to item: EngineItem) {
        let attribute: LayoutAttribute
        switch component {
        case .minX: attribute = .left
        case .minY: attribute = .top
        case .width: attribute = .width
        case .height: attribute = .height
        }
        item.viewLink._withUnsafeGuaranteedRef { view in
            let pin = LayoutConstraint(engineMade: .autoresizing, item: view, attribute: attribute, relation: .equal,
                                       constant: item.currentValue(component), priority: .required)
            item.pins[component.rawValue] = pin
            install(pin, expression: Expression(item.variable(component)), container: view)
        }
    }

    /// Puts back a pin taken away for measuring (see `View.systemLayoutSizeFitting`).
    func restorePin(_ component: EngineItem.Component, of item: EngineItem) {
        if item.view.layoutState.translatesAutoresizingMask { addPin(component, to: item) }
    }

    /// The item's solved size with the constraints as they are now (for measuring): changes are
    /// collected as for a layout pass, so multi-line labels inside wrap at the widths they get.
    func fittedSize(of item: EngineItem) -> Size {
        collectChanges()
        return frame(of: item).size
    }

    /// Removes every pin of a view (it stopped translating its frame), and the fitting-size
    /// constraints parked under them.
    func removePins(of item: EngineItem) {
        for index in 0..<4 {
            if let pin = item.pins[index] {
                uninstall(pin)
                item.pins[index] = nil
            }
        }
        for component in [EngineItem.Component.width, .height] { dropParkedFitting(of: item, component) }
    }

    /// A constraint that holds the item's `component` to `target` at `priority` while
    /// `View.systemLayoutSizeFitting` measures it: the one parked by the last measurement, given
    /// the new target, when it has that priority; else a new one.
    func fittingConstraint(of item: EngineItem, _ component: EngineItem.Component, target: Double,
                           priority: LayoutPriority) -> LayoutConstraint {
        if let parked = item.parkedFitting[component.rawValue], parked.priority == priority {
            if parked.constant != target { parked.constant = target }
            return parked
        }
        dropParkedFitting(of: item, component)
        let constraint = LayoutConstraint(engineMade: .fitting, item: item.view, attribute: component == .width ? .width : .height,
                                          relation: .equal, constant: target, priority: priority)
        install(constraint, expression: Expression(item.variable(component)), container: item.view)
        return constraint
    }

    /// After a measurement: the fitting-size constraint stays, parked, when its component has its
    /// (required) pin again, which holds the component whatever a weaker constraint on it alone
    /// asks, so the layout is as without it; the next measurement takes it up again. A table
    /// measures each self-sizing row this way, and taking the constraint out each time cost the
    /// feed a removal per row. Otherwise it goes.
    func endMeasuring(with constraint: LayoutConstraint, of item: EngineItem, _ component: EngineItem.Component) {
        guard item.pins[component.rawValue] != nil, !constraint.priority.isRequired else {
            if constraint.belongs(to: self) { uninstall(constraint) }
            if item.parkedFitting[component.rawValue] === constraint { item.parkedFitting[component.rawValue] = nil }
            return
        }
        item.parkedFitting[component.rawValue] = constraint
    }

    private func dropParkedFitting(of item: EngineItem, _ component: EngineItem.Component) {
        guard let parked = item.parkedFitting[component.rawValue] else { return }
        if parked.belongs(to: self) { uninstall(parked) }
        item.parkedFitting[component.rawValue] = nil
    }

    /// Adds pins for the used components of a view that (again) translates its frame.
    func addPins(to item: EngineItem) {
        for component in [EngineItem.Component.minX, .minY, .width, .height]
        where item.isUsed(component) && item.pins[component.rawValue] == nil {
            addPin(component, to: item)
        }
    }

    /// Follows a hand-set frame of a view that translates it into constraints.
    func frameDidChange(_ item: EngineItem) {
        for component in [EngineItem.Component.minX, .minY, .width, .height] {
            guard let pin = item.pins[component.rawValue] else { continue }
            let value = item.currentValue(component)
            if pin.constant != value { pin.constant = value }
        }
    }

    /// Brings hugging and compression resistance in line with the view's intrinsic size and
    /// priorities (adding, changing in place, or removing them).
    func updateIntrinsicConstraints(of item: EngineItem) {
        item.viewLink._withUnsafeGuaranteedRef { updateIntrinsicConstraints(of: item, view: $0) }
    }

    private func updateIntrinsicConstraints(of item: EngineItem, view: View) {
        let positioned = !view.layoutState.translatesAutoresizingMask
        if view is Label {
            let label = unsafeDowncast(view, to: Label.self)
            // A multi-line label without a preferred width wraps at the width it was last given.
            let wraps = positioned && label.wrapsToLayoutWidth
            item.wrapsToSolvedWidth = wraps
            label.layoutWrapWidth = wraps ? item.solvedFrame.width : 0
        }
        let size = positioned ? view.layoutIntrinsicContentSize : Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        let hugging = view.layoutState.hugging, compression = view.layoutState.compressionResistance
        // In a fill stack view, equal priorities along its axis are ordered by index.
        let superview = positioned ? view.superviewLink : nil
        let stack = superview.flatMap { $0._withUnsafeGuaranteedRef { $0 is StackView } ? Unmanaged<StackView>.fromOpaque($0.toOpaque()) : nil }
        func tieBreak(_ axis: LayoutAxis, compression: Bool) -> Double {
            stack?._withUnsafeGuaranteedRef { $0.priorityTieBreak(of: view, along: axis, compression: compression) } ?? 0
        }
        updateContentSize(item, slot: 0, .width, size.width, hugging: hugging.horizontal, compression: compression.horizontal,
                          hugTieBreak: tieBreak(.horizontal, compression: false), compressionTieBreak: tieBreak(.horizontal, compression: true))
        updateContentSize(item, slot: 2, .height, size.height, hugging: hugging.vertical, compression: compression.vertical,
                          hugTieBreak: tieBreak(.vertical, compression: false), compressionTieBreak: tieBreak(.vertical, compression: true))
    }

    /// One dimension's intrinsic-size constraints, in slots `slot` and `slot + 1`: one
    /// content-size constraint (hugging and compression resistance as one two-sided preference,
    /// as UIKit's) in the first while both priorities are optional; else, as one of them is
    /// required, hugging (`<=`) in the first and compression resistance (`>=`) in the second.
    private func updateContentSize(_ item: EngineItem, slot: Int, _ component: EngineItem.Component, _ metric: Double,
                                   hugging: LayoutPriority, compression: LayoutPriority,
                                   hugTieBreak: Double, compressionTieBreak: Double) {
        let twoSided = !hugging.isRequired && !compression.isRequired
        // Leaving one form for the other: the old constraint in the first slot goes.
        if let existing = item.intrinsicConstraints[slot], (existing.origin == .contentSize) != twoSided {
            uninstall(existing)
            item.intrinsicConstraints[slot] = nil
        }
        if !twoSided {
            updateIntrinsic(item, slot: slot, component, metric, .contentHugging, .lessThanOrEqual, hugging, hugTieBreak)
            updateIntrinsic(item, slot: slot + 1, component, metric, .compressionResistance, .greaterThanOrEqual,
                            compression, compressionTieBreak)
            return
        }
        if let pair = item.intrinsicConstraints[slot + 1] {
            uninstall(pair)
            item.intrinsicConstraints[slot + 1] = nil
        }
        guard metric >= 0 && metric.isFinite else {
            if let existing = item.intrinsicConstraints[slot] {
                uninstall(existing)
                item.intrinsicConstraints[slot] = nil
            }
            return
        }
        if let existing = item.intrinsicConstraints[slot] {
            if existing.priority != hugging || existing.priorityBelow != compression || existing.tieBreak != hugTieBreak
                || existing.tieBreakBelow != compressionTieBreak {
                let old = existing.priority
                existing.tieBreak = hugTieBreak
                existing.priorityBelow = compression
                existing.tieBreakBelow = compressionTieBreak
                if existing.priority != hugging { existing.priority = hugging } else { priorityDidChange(of: existing, from: old) }
            }
            if existing.constant != metric { existing.constant = metric }
            return
        }
        item.viewLink._withUnsafeGuaranteedRef { view in
            let constraint = LayoutConstraint(engineMade: .contentSize, item: view, attribute: component == .width ? .width : .height,
                                              relation: .equal, constant: metric, priority: hugging)
            constraint.tieBreak = hugTieBreak
            constraint.priorityBelow = compression
            constraint.tieBreakBelow = compressionTieBreak
            item.intrinsicConstraints[slot] = constraint
            install(constraint, expression: Expression(item.variable(component)), container: view)
        }
    }

    private func updateIntrinsic(_ item: EngineItem, slot: Int, _ component: EngineItem.Component, _ metric: Double,
                                 _ origin: LayoutConstraint.Origin, _ relation: LayoutRelation, _ priority: LayoutPriority,
                                 _ tieBreak: Double) {
        let existing = item.intrinsicConstraints[slot]
        if metric < 0 || !metric.isFinite {
            if let existing {
                uninstall(existing)
                item.intrinsicConstraints[slot] = nil
            }
            return
        }
        if let existing {
            if existing.priority != priority || existing.tieBreak != tieBreak {
                let old = existing.priority
                existing.tieBreak = tieBreak
                if existing.priority != priority { existing.priority = priority } else { priorityDidChange(of: existing, from: old) }
            }
            if existing.constant != metric { existing.constant = metric }
            return
        }
        let attribute: LayoutAttribute = component == .width ? .width : .height
        item.viewLink._withUnsafeGuaranteedRef { view in
            let constraint = LayoutConstraint(engineMade: origin, item: view, attribute: attribute,
                                              relation: relation, constant: metric, priority: priority)
            constraint.tieBreak = tieBreak
            item.intrinsicConstraints[slot] = constraint
            install(constraint, expression: Expression(item.variable(component)), container: view)
        }
    }

    /// Takes the view out of the engine: its own constraints leave the solver.
    /// With `updatingSolver` false (the engine is being discarded) the solver is left as it is.
    func removeItem(of view: View, updatingSolver: Bool = true) {
        guard let item = view.layoutState.item else { return }
        for constraint in item.allOwnConstraints { uninstall(constraint, updatingSolver: updatingSolver) }
        unregister(item)
        view.layoutState.item = nil
        view.layoutState.engineFramePending = false
    }

    // MARK: - Constraints

    /// Installs a user constraint whose container (nearest common ancestor) is `container`.
    func install(_ constraint: LayoutConstraint, container: View) {
        guard let first = constraint.firstLink else { return }
        termScratch.removeAll(keepingCapacity: true)
        if termScratch.capacity == 0 { termScratch.reserveCapacity(8) }
        // The items are visited unretained: the constraint's views are in the hierarchy.
        first._withUnsafeGuaranteedRef { appendTerms($0, constraint.firstAttribute, in: container, factor: 1) }
        if let origin = constraint.firstOffsetOrigin, let item = origin.link {
            item._withUnsafeGuaranteedRef { appendTerms($0, origin.attribute, in: container, factor: -1) }
        }
        if let second = constraint.secondLink {
            let m = constraint.multiplier
            second._withUnsafeGuaranteedRef { appendTerms($0, constraint.secondAttribute, in: container, factor: -m) }
            if let origin = constraint.secondOffsetOrigin, let item = origin.link {
                item._withUnsafeGuaranteedRef { appendTerms($0, origin.attribute, in: container, factor: m) }
            }
        }
        mergeScratchTerms()
        install(constraint, expression: Expression(terms: termScratch), container: container)
    }

    /// Adds up the scratch terms of one variable (a side measured from its own item, or a
    /// container above the items' common ancestor, repeats a variable) and drops those that
    /// cancel, so that a constraint uses only what it depends on.
    private func mergeScratchTerms() {
        // Identities compared, not variables held: no retain per comparison.
        func id(_ index: Int) -> ObjectIdentifier { termScratch.withUnsafeBufferPointer { ObjectIdentifier($0[index].variable) } }
        var index = 0
        while index < termScratch.count {
            let variable = id(index)
            var other = index + 1
            while other < termScratch.count {
                if id(other) == variable {
                    termScratch[index].coefficient += termScratch[other].coefficient
                    termScratch.remove(at: other)
                } else {
                    other += 1
                }
            }
            if termScratch[index].coefficient == 0 { termScratch.remove(at: index) } else { index += 1 }
        }
    }

    /// Appends `factor * view.attribute`, in `container`'s coordinate system, to the scratch terms.
    private func appendTerms(_ view: View, _ attribute: LayoutAttribute, in container: View, factor: Double) {
        if attribute.isMarginRelative, let guide = view.layoutState.systemGuides?.margins {
            // The guide exists: activation made it (see `LayoutConstraint.activate()`).
            return appendTerms(guide.guide.stand, attribute.withoutMargin, in: container, factor: factor)
        }
        // A baseline is the top (first) or bottom (last) of the view that carries the text; the
        // offset from that edge is in the constraint's constant (`LayoutConstraint.edgeOffset`).
        if attribute == .firstBaseline { return appendTerms(view.forFirstBaselineLayout, .top, in: container, factor: factor) }
        if attribute == .lastBaseline { return appendTerms(view.forLastBaselineLayout, .bottom, in: container, factor: factor) }
        let horizontal = attribute.axis == .horizontal
        let positionComponent: EngineItem.Component = horizontal ? .minX : .minY
        let sizeComponent: EngineItem.Component = horizontal ? .width : .height
        // Unretained items and walk: the views on the path are kept alive by the hierarchy,
        // and their items by the views.
        let item = itemLink(for: view)
        if attribute.isDimension {
            termScratch.append(Term(item._withUnsafeGuaranteedRef { $0.variable(sizeComponent) }, factor))
            return
        }
        var current = Unmanaged.passUnretained(view)
        let top = Unmanaged.passUnretained(container).toOpaque()
        while current.toOpaque() != top, let parent = current._withUnsafeGuaranteedRef({ $0.superviewLink }) {
            let pathItem = current._withUnsafeGuaranteedRef { itemLink(for: $0) }
            termScratch.append(Term(pathItem._withUnsafeGuaranteedRef { $0.variable(positionComponent) }, factor))
            current = parent
        }
        switch attribute {
        case .right, .trailing, .bottom:
            termScratch.append(Term(item._withUnsafeGuaranteedRef { $0.variable(sizeComponent) }, factor))
        case .centerX, .centerY:
            termScratch.append(Term(item._withUnsafeGuaranteedRef { $0.variable(sizeComponent) }, 0.5 * factor))
        default:
            break
        }
    }

    /// Installs a constraint given `firstAttribute - multiplier * secondAttribute` (no constant):
    /// the solver holds `expression - constant RELATION 0`.
    private func install(_ constraint: LayoutConstraint, expression: Expression, container: View) {
        var expression = expression
        constraint.edgeOffset = constraint.computedEdgeOffset
        expression.constant = targetSolverConstant(constraint)
        activationCounter += 1
        constraint.activationStamp = activationCounter
        constraint.engine = self
        constraint.containerLink = .passUnretained(container)
        constraint.setSolverConstraint(constraint.makeSolverConstraint(expression), madeFrom: expression)
        countUses(of: expression.terms, by: 1)  // pins go in before the constraint that needs them
        addToSolver(constraint)
    }

    /// Takes a constraint out of the solver and the engine.
    /// With `updatingSolver` false (the engine is being discarded, see `moveLayout`) only the
    /// constraint's own state is cleared.
    func uninstall(_ constraint: LayoutConstraint, updatingSolver: Bool = true) {
        if constraint.belongs(to: self), constraint.hasSolverConstraint {
            countUses(of: constraint.solverTerms, by: -1)
        }
        // A constraint still waiting never reached the solver. Its entries in the pending lists
        // stay (no search here): the flushes skip entries whose flag is down or whose engine is
        // another, and take an entry listed twice once.
        if constraint.isWaitingPin {
            constraint.isWaitingPin = false
            liveWaitingPins -= 1
        }
        if constraint.isPending {
            constraint.isPending = false
        } else if updatingSolver, let solverConstraint = constraint.solverConstraint, !constraint.brokenInSolver {
            bringWaitingPinsIn()
            try? solver.remove(solverConstraint)
        }
        constraint.solverConstraint = nil
        constraint.engine = nil
        constraint.containerLink = nil
        constraint.brokenInSolver = false
        constraint.hasPendingConstant = false
    }

    /// A new constant: an in-place solver edit, made with the other pending ones when the solver
    /// is next needed (a pending constraint is rebuilt; a broken one is tried again).
    func constantDidChange(of constraint: LayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        if constraint.isWaitingPin { waitingPinsChanged = true }
        if constraint.isPending || constraint.brokenInSolver {
            retryBroken(constraint, solverConstraint)  // a pending one is only rebuilt: it is queued
            return
        }
        if flushing {
            setConstantInSolver(constraint, solverConstraint)
        } else if !constraint.hasPendingConstant {
            constraint.hasPendingConstant = true
            pendingConstants.append(constraint)
        }
    }

    /// The solver constant for the constraint's current constant: the attribute expressions have
    /// no constant of their own, so it is `-constant`.
    private func targetSolverConstant(_ constraint: LayoutConstraint) -> Double {
        constraint.edgeOffset - constraint.constant
    }

    /// Builds an installed constraint again where it stands (the views that carry its baselines
    /// changed), keeping its place in the order of activation.
    func rebuild(_ constraint: LayoutConstraint) {
        guard constraint.belongs(to: self), let container = constraint.container else { return }
        let stamp = constraint.activationStamp
        uninstall(constraint)
        install(constraint, container: container)
        constraint.activationStamp = stamp
    }

    /// A baseline constraint's offset from its views' edges changed (new text or font): the solver
    /// constant follows, in place.
    func baselineOffsetDidChange(of constraint: LayoutConstraint) {
        let offset = constraint.computedEdgeOffset
        if offset == constraint.edgeOffset { return }
        constraint.edgeOffset = offset
        constantDidChange(of: constraint)
    }

    private func setConstantInSolver(_ constraint: LayoutConstraint, _ solverConstraint: Constraint) {
        do {
            try solver.setConstant(targetSolverConstant(constraint), for: solverConstraint)
        } catch let SolverError.unsatisfiableConstraint(_, conflict) {
            recover(from: constraint, conflict: conflict) { self.setConstantInSolver(constraint, solverConstraint) }
        } catch {
            breakConstraint(constraint, reason: "\(error)")
        }
    }

    /// A new priority: in place between optional priorities, re-installed across required (an
    /// engine-made constraint, e.g. hugging made required; the app's own cannot cross, see
    /// ``LayoutConstraint/priority``).
    func priorityDidChange(of constraint: LayoutConstraint, from old: LayoutPriority) {
        if constraint.hasPendingConstant { flushPending() }  // a rebuild below copies the solver's constant
        guard let solverConstraint = constraint.solverConstraint else { return }
        if constraint.isPending {
            constraint.solverConstraint = constraint.makeSolverConstraint(solverConstraint.expression)
            return
        }
        bringWaitingPinsIn()
        let priority = constraint.solverPriority
        if !constraint.brokenInSolver, !priority.isRequired, !old.isRequired, priority.isValid {
            if let below = constraint.solverPriorityBelow {
                try? solver.setPriority(priority, below: below, for: solverConstraint)
            } else {
                try? solver.setPriority(priority, for: solverConstraint)
            }
            return
        }
        if !constraint.brokenInSolver { try? solver.remove(solverConstraint) }
        constraint.brokenInSolver = false
        constraint.solverConstraint = constraint.makeSolverConstraint(solverConstraint.expression)
        addToSolver(constraint)
    }

    private func addToSolver(_ constraint: LayoutConstraint) {
        // A waiting pin rebuilt during a flush (a new constant) stays waiting: the next flush
        // puts it in (`waitingPinsChanged`).
        guard constraint.hasSolverConstraint, !constraint.isWaitingPin else { return }
        if !flushing {
            if !constraint.isPending {
                constraint.isPending = true
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
            constraint.brokenInSolver = false
        } catch let SolverError.unsatisfiableConstraint(_, conflict) {
            constraint.brokenInSolver = true  // not in the solver while we look for what to break
            recover(from: constraint, conflict: conflict) { self.addToSolver(constraint) }
        } catch {
            constraint.brokenInSolver = true
            breakConstraint(constraint, reason: "\(error)")
        }
    }

    /// Auto Layout's recovery: log the conflicting set, break one of its constraints (the most
    /// recently activated constraint made by the app; the failing one when the set has no other),
    /// and retry when the broken one was another constraint. A stack view's `UISV-hiding` is
    /// broken only when nothing else can be: UIKit keeps it and breaks the hidden view's own size
    /// (the "UISV-hiding" conflicts it logs), so a hidden arranged view always collapses.
    private func recover(from failing: LayoutConstraint, conflict: [Constraint], retry: () -> Void) {
        var members = layoutConstraints(for: conflict, root: (failing.container ?? failing.firstView)?.rootView)
        if !members.contains(where: { $0 === failing }) { members.append(failing) }
        let candidates = members.filter { $0.origin == .user && ($0 === failing || !$0.brokenInSolver) }
        let breakable = candidates.filter { $0.identifier != StackConstraintIdentifier.hiding.rawValue }
        let victim = (breakable.isEmpty ? candidates : breakable).max { $0.activationStamp < $1.activationStamp } ?? failing
        logConflict(members, failing: failing, breaking: victim)
        if victim === failing {
            if let solverConstraint = failing.solverConstraint, !failing.brokenInSolver { try? solver.remove(solverConstraint) }
            failing.brokenInSolver = true
            return
        }
        if let solverConstraint = victim.solverConstraint { try? solver.remove(solverConstraint) }
        victim.brokenInSolver = true
        retry()
    }

    private func breakConstraint(_ constraint: LayoutConstraint, reason: String) {
        if let solverConstraint = constraint.solverConstraint, !constraint.brokenInSolver, solver.contains(solverConstraint) {
            try? solver.remove(solverConstraint)
        }
        constraint.brokenInSolver = true
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
        root.forEachEngineConstraint { constraint in
            if let c = constraint.solverConstraint, wanted.remove(ObjectIdentifier(c)) != nil { found.append(constraint) }
        }
        return found
    }


    // MARK: - Layout pass

    /// Runs pending `updateConstraints()` calls (deepest views first, as UIKit does).
    func updateConstraintsIfNeeded() {
        while !constraintUpdates.isEmpty {
            var views = constraintUpdates.compactMap(\.view)
            constraintUpdates.removeAll()
            views.sort { $0.depth > $1.depth }
            for view in views where view.layoutState.needsUpdateConstraints {
                view.layoutState.needsUpdateConstraints = false
                view.updateConstraints()
            }
        }
    }

    /// Marks every view whose frame the solver changed since the last pass: the view gets a
    /// pending frame and its superview needs layout. Views that translate their frame are
    /// skipped (their frame is the source, not the result).
    ///
    /// A multi-line label whose width changed then wraps at its new width (its intrinsic height
    /// follows, as UIKit's does within the pass) and the engine solves again, at most
    /// ``maxWrapRounds`` times; a layout without such labels does no extra work.
    func collectChanges() {
        flushPending(deferringSatisfiedPins: true)
        takeChanges()
        var round = 0
        while !resizedLabels.isEmpty, round < Self.maxWrapRounds {
            round += 1
            rewrapResizedLabels()
            flushPending(deferringSatisfiedPins: true)
            takeChanges()
        }
        // Past the cap (a label whose width follows its own height), the last widths wait for
        // the next change rather than looping. (Checked first: clearing an empty array still
        // costs a call, on every pass.)
        if !resizedLabels.isEmpty { resizedLabels.removeAll(keepingCapacity: true) }
    }

    /// Solves made for labels re-wrapping, per collection of changes: enough for labels nested
    /// in views that size to them, finite when a width depends on the label's own height.
    static let maxWrapRounds = 4

    /// Re-solves inside a layout pass when frames applied since the pass began changed the
    /// engine's input (a view that follows its superview by its autoresizing mask has new pins,
    /// or a `layoutSubviews()` changed constraints), so the views laid out next get frames from
    /// the current constraints. A layout whose
    /// frames keep feeding back into its constraints stops re-solving after
    /// ``maxSolvesDuringPass`` and goes on at the next pass.
    @inline(__always)
    func collectChangesMadeDuringPass() {
        // Inlined check: it runs for every view laid out, and almost always finds nothing new.
        guard !pending.isEmpty || !pendingConstants.isEmpty || waitingPinsChanged else { return }
        collectChangesMadeDuringPassNow()
    }

    @inline(never)
    private func collectChangesMadeDuringPassNow() {
        guard solvesDuringPass < Self.maxSolvesDuringPass else { return }
        solvesDuringPass += 1
        collectChanges()
    }

    /// A layout pass begins (see ``collectChangesMadeDuringPass()``).
    func beginLayoutPass() { solvesDuringPass = 0 }

    /// Far more re-solves than nested autoresizing views need in one pass.
    static let maxSolvesDuringPass = 64

    /// Gives each multi-line label whose width changed that width to wrap at: its intrinsic
    /// height (hugging and compression resistance) changes in place when its line count does.
    private func rewrapResizedLabels() {
        for item in resizedLabels {
            let label = unsafeDowncast(item.view, to: Label.self)  // only labels are flagged
            if label.layoutWrapWidth != item.solvedFrame.width { updateIntrinsicConstraints(of: item) }
        }
        resizedLabels.removeAll(keepingCapacity: true)
    }

    private func takeChanges() {
        guard let solver = solverIfMade else { return }  // nothing has reached a solver yet
        solver.takeChangedVariables { variable, value in
            guard let (link, component) = owner(of: variable) else { return }
            link._withUnsafeGuaranteedRef { item in
                item.setSolved(component, value)
                if component == 2, item.wrapsToSolvedWidth { resizedLabels.append(item) }
                item.viewLink._withUnsafeGuaranteedRef { view in
                    if view.layoutState.translatesAutoresizingMask || view.layoutState.engineFramePending { return }
                    view.layoutState.engineFramePending = true
                    if let parent = view.superviewLink {
                        parent._withUnsafeGuaranteedRef { $0.setNeedsLayout() }
                    } else {
                        view.applyEngineFrame()  // a root positioned by constraints has no one to place it
                    }
                }
            }
        }
    }

    /// The engine's current frame for an item (from the solver, untransformed).
    func frame(of item: EngineItem) -> Rect {
        flushPending(deferringSatisfiedPins: true)  // values: waiting pins hold them already
        return Rect(x: solver.value(of: item.variables[0]), y: solver.value(of: item.variables[1]),
             width: solver.value(of: item.variables[2]), height: solver.value(of: item.variables[3]))
    }

    // MARK: - Ambiguity

    /// Whether some frame component of the item is not fixed by the constraints: a component no
    /// constraint mentions, or a variable the solver reports in `ambiguousVariables()` (another
    /// solution, as good at every priority, moves it; the solver itself is not changed).
    /// The item's frame components that no constraint mentions or that the solver finds
    /// ambiguous, in the order x, y, width, height.
    func undeterminedComponents(of item: EngineItem) -> [EngineItem.Component] {
        flushPending()
        let ambiguous = solver.ambiguousVariables()
        return [EngineItem.Component.minX, .minY, .width, .height].filter { component in
            !item.isUsed(component) || ambiguous.contains { $0 === item.variables[component.rawValue] }
        }
    }
}

extension View {
    /// The depth in the hierarchy (a root is 0).
    var depth: Int {
        var depth = 0
        var current = superview
        while let view = current { depth += 1; current = view.superview }
        return depth
    }

    /// Visits, in a preorder walk of this subtree, every constraint in the engine: the
    /// constraints installed on each view, then the view's own engine-made constraints.
    func forEachEngineConstraint(_ body: (LayoutConstraint) -> Void) {
        for constraint in layoutState.installedConstraints { body(constraint) }
        if let item = layoutState.item {
            for constraint in item.ownConstraints { body(constraint) }
        }
        for guide in layoutState.guides { guide.stand.forEachEngineConstraint(body) }
        for subview in subviews { subview.forEachEngineConstraint(body) }
    }
}
