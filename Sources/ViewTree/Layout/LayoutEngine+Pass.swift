import Cassowary

// The layout pass's side of the engine: constraint updates, changed frames, ambiguity.
extension LayoutEngine {
    // MARK: - Layout pass

    /// Runs pending `updateConstraints()` calls of the hierarchy under `root` (deepest views
    /// first, as UIKit does, the root last).
    func updateConstraintsIfNeeded(root: View) {
        while !constraintUpdates.isEmpty || root.layoutState.needsUpdateConstraints {
            var views = constraintUpdates
            constraintUpdates.removeAll()
            views.sort { $0.depth > $1.depth }
            views.append(root)
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
        if !pending.isEmpty || !pendingConstants.isEmpty { probeWidthOfHuggingLabels() }
        flushPending(deferringSatisfiedPins: true)
        takeChanges()
        if !probedLabels.isEmpty {
            for item in probedLabels where !resizedLabels.contains(where: { $0 === item }) { resizedLabels.append(item) }
            probedLabels.removeAll(keepingCapacity: true)
        }
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

    /// Takes the solver's changed values into the items, then marks their views. No view code
    /// runs inside the solver's callback, which only stores values and lists the items that
    /// moved, nor while that list is walked (marking runs none): a root positioned by
    /// constraints, which has no superview to place it, gets its frame last.
    private func takeChanges() {
        guard let solver = solverIfMade else { return }  // nothing has reached a solver yet
        // The list is a local while it is filled and walked (its capacity kept in `movedItems`):
        // the compiler proves a local's accesses exclusive, a property's are checked at run time.
        var moved: [ItemLink] = []
        swap(&moved, &movedItems)
        defer {
            moved.removeAll(keepingCapacity: true)
            swap(&moved, &movedItems)
        }
        solver.takeChangedVariables { variable, value in
            guard let (link, component) = owner(of: variable) else { return }
            link.with { item in
                item.setSolved(component, value)
                if component == 2, item.wrapsToSolvedWidth { resizedLabels.append(item) }
                if !item.hasNewSolvedFrame {
                    item.hasNewSolvedFrame = true
                    moved.append(link)
                }
            }
        }
        guard !moved.isEmpty else { return }
        var unplacedRoots: [View] = []
        for link in moved {
            link.with { item in
                item.hasNewSolvedFrame = false
                item.viewLink.with { view in
                    view.layoutState.engineFrame = item.solvedFrame
                    if view.layoutState.translatesAutoresizingMask || view.layoutState.engineFramePending { return }
                    view.layoutState.engineFramePending = true
                    if let parent = view.superviewLink {
                        parent.with { $0.setNeedsLayout() }
                    } else {
                        unplacedRoots.append(view)
                    }
                }
            }
        }
        for root in unplacedRoots { root.applyEngineFrame() }
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
