import Cassowary

/// The Auto Layout engine of one view hierarchy (kept by its root: a window, or a lone view
/// such as a cell that is not in a window yet, and by the constraints active in it), backed by
/// the Cassowary ``Solver``.
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
///
/// This file holds the engine's state and the system guides; each job is an extension in a file
/// of its own: `+Pending` (when constraints reach the solver), `+Items` (views' variables, pins,
/// fitting and intrinsic-size constraints), `+Constraints` (user constraints' terms, constants and
/// priorities), `+Conflicts` (adding to the solver, and recovery) and `+Pass` (the layout pass's
/// side: constraint updates, changed frames, ambiguity).
final class LayoutEngine {
    /// The solver, made on first use: an engine made for a lone view (a cell's stack view being
    /// built) is often taken over by its new hierarchy's engine before it needs one
    /// (`adopt(_:from:)`), and making and freeing a solver for nothing cost a table feed 4.6% of
    /// its instructions.
    var solver: Solver {
        if let solverIfMade { return solverIfMade }
        let solver = Solver()
        solver.memoryLimit = solverMemoryLimit
        solverIfMade = solver
        return solver
    }
    /// The solver's ``Solver/memoryLimit``, kept for a solver not made yet.
    var solverMemoryLimit = Solver.defaultMemoryLimit {
        didSet { solverIfMade?.memoryLimit = solverMemoryLimit }
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var solverIfMade: Solver?
    /// Recovery messages (broken constraints); made on first use (most engines never log).
    private(set) lazy var log = LayoutLog()
    /// The engine's items by slot: the engine owns them, views refer to them by ``ItemID``, and
    /// an item's variables carry `slot * 4 + component + 1` as their `context`, for mapping
    /// solver changes to views (see `owner(of:)`). Empty where an item left; freed slots are
    /// reused, last freed first, each time with a new generation.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var items: [ItemSlot] = []

    /// A slot of ``items``.
    struct ItemSlot {
        var item: EngineItem?
        var generation: UInt32
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var freeItemSlots: [Int] = []
    /// Views of this hierarchy whose `updateConstraints()` the next pass calls. Held strongly (a
    /// weakly referenced view pays for every later retain through a side table), so two rules keep
    /// it from holding a view alive: the root, which owns the engine, is never listed (its own
    /// flag stands for it, see ``updateConstraintsIfNeeded(root:)``), and a view that leaves the
    /// hierarchy leaves the list (`View.moveLayout`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var constraintUpdates: [View] = []
    /// Counts activations, to know which constraint came last.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var activationCounter = 0
    /// Constraints installed since the solver was last needed: they go in together, with one
    /// optimisation, when something reads or edits the solver (a layout pass, a frame, an
    /// ambiguity check, the log). A cell built, configured and added to a feed before its first
    /// layout is solved once, in the feed's engine, not also in its own.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var pending: [LayoutConstraint] = []
    /// Constraints in the solver whose constants changed since the solver was last needed: set
    /// together, with one re-optimisation (`Solver.setConstants`), before pending additions.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var pendingConstants: [LayoutConstraint] = []
    /// The list being flushed, and the solver's changes for it (reused: no allocation per flush).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var constantsInFlight: [LayoutConstraint] = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var constantChanges: [(constraint: Constraint, constant: Double)] = []
    /// Set while ``flushPending()`` adds: recovery's re-adds then go straight into the solver.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var flushing = false
    /// Whether a constraint ever reached the solver (until then, everything waits in `pending`,
    /// and another engine can take the whole content over: `adopt(_:from:)`).
    var solverWasUsed = false
    /// The solver's memory limit as an add first ran into it (``Solver/memoryLimit``): from then
    /// on the constraints that do not fit are ignored, and the log says so once.
    var memoryLimitFailure: SolverError?
    /// The views of the hierarchy with a margins, safe-area, readable-content or scroll-view
    /// guide, whose insets each layout pass brings up to date (see `View.layoutIfNeeded()`), in
    /// the order they got one. Weak: few views have guides, and a view may leave for another engine.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var guidedViews: [WeakView] = []

    /// Lists a view whose `updateConstraints()` is due, unless it is the root (see
    /// ``constraintUpdates``).
    func listConstraintUpdate(of view: View) {
        if view.superviewLink != nil { constraintUpdates.append(view) }
    }

    /// Takes views that leave this hierarchy off the list.
    func unlistConstraintUpdates(of views: [View]) {
        guard !constraintUpdates.isEmpty else { return }
        constraintUpdates.removeAll { listed in views.contains { $0 === listed } }
    }

    /// A view held weakly, in the list of guided views.
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
    var termScratch: [Term] = []
    /// Multi-line labels whose solved width changed in the changes being collected (reused).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var resizedLabels: [EngineItem] = []
    /// Multi-line labels as wide as the width they wrap at, which may hug their text: the next
    /// layout with new constraints lets them measure their room again (see
    /// `probeWidthOfHuggingLabels`). By id: a label may leave before then.
    var huggingLabels: [ItemID] = []
    /// Labels measuring their room in the changes being collected, wrapped again once solved.
    var probedLabels: [EngineItem] = []
    /// Items whose solved frame changed in the changes being collected (reused; lent by `items`
    /// while `takeChanges` walks them, which frees no item, see ``Unretained``).
    var movedItems: [ItemLink] = []
    /// Solves made inside the current layout pass after its first (see `collectChangesMadeDuringPass`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var solvesDuringPass = 0

    /// Satisfied pins kept out of the solver by `flushPending(deferringSatisfiedPins:)`, in the
    /// order they came (their membership is `waitingPin`). Entries of pins deactivated while
    /// waiting stay until the list is next emptied; `liveWaitingPins` counts the others.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var waitingPins: [LayoutConstraint] = []

    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var liveWaitingPins = 0

    /// Set when a waiting pin's constant changes: the next flush puts them all in.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var waitingPinsChanged = false

    /// Counts the flushes that added constraints (an item's `solverEpoch`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var flushEpoch = 0

    /// The flush in which the last of the waiting pins began to wait: items that reached the
    /// solver in it or after came as blocks of their own, which no waiting pin's view is in.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var pinsWaitSince = 0

}

extension View {
    /// The depth in the hierarchy (a root is 0).
    var depth: Int {
        var depth = 0
        var current = superview
        while let view = current { depth += 1; current = view.superview }
        return depth
    }

    /// Visits, in a preorder walk of this subtree, every constraint in `engine` (the subtree's):
    /// the constraints installed on each view, then the view's own engine-made constraints.
    func forEachEngineConstraint(in engine: LayoutEngine, _ body: (LayoutConstraint) -> Void) {
        for constraint in layoutState.installedConstraints { body(constraint) }
        if let item = engine.item(of: self) {
            for constraint in item.ownConstraints { body(constraint) }
        }
        for guide in layoutState.guides { guide.stand.forEachEngineConstraint(in: engine, body) }
        for subview in subviews { subview.forEachEngineConstraint(in: engine, body) }
    }
}
