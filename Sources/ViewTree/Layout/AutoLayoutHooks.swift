// The places where views and the layout engine meet.

extension View {
    /// The layout engine of this view's hierarchy, if one exists yet.
    var existingEngine: LayoutEngine? { rootView.layoutState.engine }

    /// The layout engine of this view's hierarchy, created on first use by its root.
    var engine: LayoutEngine {
        rootLink.with { root in
            if let engine = root.layoutState.engine { return engine }
            let engine = LayoutEngine()
            root.layoutState.engine = engine
            return engine
        }
    }

    /// The view's item and the engine that holds it, once a constraint involves the view. The
    /// item is always in the engine of the view's hierarchy: a view that moves takes its layout
    /// to the new hierarchy's engine (`layoutHierarchyDidChange`), and so does one that outlives
    /// the root it was under.
    var itemAndEngine: (item: EngineItem, engine: LayoutEngine)? {
        guard layoutState.itemID != nil, let engine = existingEngine, let item = engine.item(of: self) else { return nil }
        return (item, engine)
    }

    /// The view's geometry changed: if it translates its frame into constraints, the pins follow.
    func autoLayoutGeometryDidChange() {
        guard layoutState.translatesAutoresizingMask, let (item, engine) = itemAndEngine else { return }
        engine.frameDidChange(item)
    }

    /// Before a layout pass: pending `updateConstraints()` calls run and the engine's changes
    /// are collected.
    func prepareForLayoutPass() {
        guard let engine = existingEngine else { return }
        rootLink.with { engine.updateConstraintsIfNeeded(root: $0) }
        engine.collectChanges()
    }

    /// Applies the frames the engine computed to the subviews positioned by constraints.
    func applyEngineFramesToSubviews() {
        for subview in subviews where subview.layoutState.engineFramePending {
            subview.applyEngineFrame()
        }
    }

    /// Sets `center` and `bounds.size` from the engine (as Auto Layout does; the transform
    /// and `bounds.origin` stay).
    func applyEngineFrame() {
        layoutState.engineFramePending = false
        guard layoutState.itemID != nil else { return }
        let frame = layoutState.engineFrame
        var newBounds = bounds
        newBounds.size = frame.size
        bounds = newBounds
        center = Point(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
    }

    /// Installs an active constraint on this view (the items' nearest common ancestor, or an
    /// ancestor of it that `addConstraint` was called on).
    func installConstraint(_ constraint: LayoutConstraint) {
        if layoutState.installedConstraints.capacity == 0 { layoutState.installedConstraints.reserveCapacity(8) }
        layoutState.installedConstraints.append(constraint)
        engine.install(constraint, container: self)
    }

    /// Removes an installed constraint from this view and the engine (and from its solver unless
    /// the solver is about to go away with its engine).
    func uninstallConstraint(_ constraint: LayoutConstraint, updatingSolver: Bool = true) {
        if let index = layoutState.installedConstraints.firstIndex(where: { $0 === constraint }) {
            layoutState.installedConstraints.remove(at: index)
        }
        constraint.engine?.uninstall(constraint, updatingSolver: updatingSolver)
        constraint.containerLink = nil
    }

    /// After this view moved in the hierarchy (it was under `oldSuperview`, `nil` for a root):
    /// constraints that tied it to its old surroundings are deactivated, and its subtree's
    /// constraints move to the new hierarchy's engine (or the whole engine moves along when the
    /// view was a root and the new hierarchy has none yet). `oldSuperviewIsGoing`: the old
    /// superview is being deallocated, so it was a root, and its engine and solver go with it:
    /// nothing needs taking out of that solver first.
    func layoutHierarchyDidChange(oldSuperview: View?, oldSuperviewIsGoing: Bool = false) {
        if let oldSuperview { deactivateConstraintsCrossing(from: oldSuperview, updatingSolver: !oldSuperviewIsGoing) }
        var views: [View] = []
        views.reserveCapacity(8)  // a cell's subtree, in one allocation
        collectLayoutParticipants(into: &views)
        if views.isEmpty { return }
        let newRoot = rootView
        if oldSuperview == nil, let engine = layoutState.engine {
            layoutState.engine = nil
            if newRoot.layoutState.engine == nil {
                newRoot.layoutState.engine = engine
                // The old root, whose flag stood for it, is listed now that it is not the root.
                if layoutState.needsUpdateConstraints { engine.listConstraintUpdate(of: self) }
                return
            }
            // The view was the root of `engine`, whose whole content now moves: taken over as it
            // is while none of it reached the solver, else constraint by constraint (the old
            // solver is dropped with the engine, so nothing needs taking out of it first).
            let newEngine = newRoot.engine
            if newEngine.adopt(views, from: engine) { return }
            moveLayout(of: views, from: engine, to: newEngine, discardingOldEngine: true)
            return
        }
        // An old superview that is going away with its own root (this view was a grandchild of
        // a root being freed) has no engine: the root's engine lives on in the constraints it holds.
        guard let oldEngine = oldSuperview?.rootView.layoutState.engine ?? layoutState.engine ?? Self.engineHolding(views)
        else { return }
        moveLayout(of: views, from: oldEngine, to: engine, discardingOldEngine: oldSuperviewIsGoing)
    }

    /// The engine that holds the constraints of `views`, if any does.
    private static func engineHolding(_ views: [View]) -> LayoutEngine? {
        for view in views {
            if let engine = view.layoutState.installedConstraints.lazy.compactMap(\.engine).first { return engine }
        }
        return nil
    }

    /// Deactivates constraints installed on the old ancestors that mention a view of this subtree.
    private func deactivateConstraintsCrossing(from oldSuperview: View, updatingSolver: Bool) {
        var current: View? = oldSuperview
        while let ancestor = current {
            let crossing = ancestor.layoutState.installedConstraints.filter { constraint in
                constraint.allItems.contains { $0.isDescendant(of: self) }
            }
            for constraint in crossing { ancestor.uninstallConstraint(constraint, updatingSolver: updatingSolver) }
            current = ancestor.superview
        }
    }

    /// The views of this subtree that have engine state, in preorder.
    private func collectLayoutParticipants(into views: inout [View]) {
        // Field by field: a copy of the whole state would retain everything in it.
        if layoutState.itemID != nil || !layoutState.installedConstraints.isEmpty || layoutState.needsUpdateConstraints
            || layoutState.engine != nil {
            views.append(self)
        }
        for stand in guideStands { stand.collectLayoutParticipants(into: &views) }
        for subview in subviews { subview.collectLayoutParticipants(into: &views) }
    }

    private func moveLayout(of views: [View], from oldEngine: LayoutEngine, to newEngine: LayoutEngine,
                            discardingOldEngine: Bool = false) {
        if discardingOldEngine { oldEngine.abandonPending() }
        for view in views {
            for constraint in view.layoutState.installedConstraints {
                oldEngine.uninstall(constraint, updatingSolver: !discardingOldEngine)
            }
        }
        for view in views { oldEngine.removeItem(of: view, updatingSolver: !discardingOldEngine) }
        oldEngine.unlistConstraintUpdates(of: views)
        for view in views {
            if view.layoutState.systemGuides?.hasGuides == true { newEngine.registerGuidedView(view) }
            for constraint in view.layoutState.installedConstraints { newEngine.install(constraint, container: view) }
            if view.layoutState.needsUpdateConstraints { newEngine.listConstraintUpdate(of: view) }
        }
    }
}
