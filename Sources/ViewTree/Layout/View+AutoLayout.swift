extension View {
    /// Whether the view's frame (set by hand or by its autoresizing mask) is turned into
    /// required constraints (`true`, UIKit's default) or the view is positioned by constraints
    /// (`false`: set it before adding constraints to the view).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesAutoresizingMask }
        set {
            if newValue == layoutState.translatesAutoresizingMask { return }
            layoutState.translatesAutoresizingMask = newValue
            guard let (item, engine) = itemAndEngine else { return }
            if newValue {
                engine.updateIntrinsicConstraints(of: item)  // removes them
                engine.addPins(to: item)
            } else {
                engine.removePins(of: item)
                engine.updateIntrinsicConstraints(of: item)
            }
        }
    }

    /// The active constraints installed on this view (by activation, for which it is the
    /// nearest common ancestor of the items, or by ``addConstraint(_:)``), in installation order.
    public var constraints: [LayoutConstraint] { layoutState.installedConstraints }

    /// Installs constraints on this view, as UIKit's `addConstraints` does (prefer
    /// ``LayoutConstraint/activate(_:)``, which picks the nearest common ancestor); see
    /// ``addConstraint(_:)``.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Installs a constraint on this view, as UIKit's `addConstraint` does: it then appears in
    /// ``constraints`` and its attributes are measured in this view's coordinate system (which
    /// matters for a multiplier). Every item must be this view or one of its descendants; if
    /// one is not, UIKit's complaint that the view hierarchy is not prepared for the
    /// constraint is recorded in the ``layoutLog`` and the constraint is not installed. A
    /// constraint active elsewhere moves here.
    public func addConstraint(_ constraint: LayoutConstraint) {
        if constraint.container === self { return }
        guard constraint.firstItem != nil, constraint.allItems.allSatisfy({ $0.isDescendant(of: self) }) else {
            engine.log.record("""
                The view hierarchy is not prepared for the constraint: <LayoutConstraint \(constraint)>
                \tWhen added to a view, the constraint's items must be descendants of that view (or the view \
                itself). The constraint is not installed.
                """)
            return
        }
        constraint.isActive = false
        installConstraint(constraint)
    }

    /// Removes constraints installed on this view (as UIKit's `removeConstraints`: a constraint
    /// installed on another view stays).
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Removes a constraint installed on this view (nothing if it is installed elsewhere).
    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.container === self { uninstallConstraint(constraint) }
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed; the hugging and compression
    /// resistance constraints change in place.
    public func invalidateIntrinsicContentSize() {
        superview?.subviewIntrinsicContentSizeDidChange(self)
        updateIntrinsicConstraints()
    }

    /// Brings the engine's intrinsic size constraints of a view positioned by constraints up to date.
    func updateIntrinsicConstraints() {
        guard !layoutState.translatesAutoresizingMask, let (item, engine) = itemAndEngine else { return }
        engine.updateIntrinsicConstraints(of: item)
    }

    /// A content priority changed: in a stack view, the order of ties among its arranged views may too.
    private func contentPriorityDidChange() {
        invalidateIntrinsicContentSize()
        if let stack = superview as? StackView, stack.isArranged(self) { stack.updatePriorityTieBreaks() }
    }

    /// How strongly the view resists growing beyond its intrinsic size along an axis
    /// (250 by default, labels included; Interface Builder writes its library's 251).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? layoutState.hugging.horizontal : layoutState.hugging.vertical
    }

    /// Sets the content hugging priority along an axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { layoutState.hugging.horizontal = priority } else { layoutState.hugging.vertical = priority }
        contentPriorityDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size along an axis (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? layoutState.compressionResistance.horizontal : layoutState.compressionResistance.vertical
    }

    /// Sets the compression resistance priority along an axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal {
            layoutState.compressionResistance.horizontal = priority
        } else {
            layoutState.compressionResistance.vertical = priority
        }
        contentPriorityDidChange()
    }

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        if layoutState.needsUpdateConstraints { return }
        layoutState.needsUpdateConstraints = true
        engine.listConstraintUpdate(of: self)
    }

    /// Whether ``updateConstraints()`` is due.
    public var needsUpdateConstraints: Bool { layoutState.needsUpdateConstraints }

    /// Runs pending ``updateConstraints()`` calls of the hierarchy now.
    public func updateConstraintsIfNeeded() {
        rootLink.with { root in root.layoutState.engine?.updateConstraintsIfNeeded(root: root) }
    }

    /// The log where this hierarchy's layout engine reports broken constraints.
    public var layoutLog: LayoutLog {
        let engine = self.engine
        engine.flushPending()  // conflicts are found when pending constraints reach the solver
        return engine.log
    }

    /// Whether the constraints leave the view's frame undetermined (for a view positioned by
    /// constraints: some frame component could take other values without violating any
    /// constraint more, by the solver's `ambiguousVariables()`). A debugging aid, not for the
    /// layout path.
    public var hasAmbiguousLayout: Bool { !ambiguousFrameComponents.isEmpty }

    /// The parts of the frame the constraints leave undetermined, among `x`, `y`, `width` and
    /// `height` in that order (as `viewsim check` names them); empty for a view whose layout is
    /// not ambiguous, or that its autoresizing mask places.
    public var ambiguousFrameComponents: [String] {
        if layoutState.translatesAutoresizingMask { return [] }
        guard let (item, engine) = itemAndEngine else { return ["x", "y", "width", "height"] }
        return engine.undeterminedComponents(of: item).map { ["x", "y", "width", "height"][$0.rawValue] }
    }

    /// The constraints in the hierarchy's engine that mention this view's position or size along
    /// an axis (including its autoresizing pins and intrinsic-size constraints), in a preorder
    /// walk of the hierarchy: a debugging aid, as UIKit's.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        guard let (item, engine) = itemAndEngine else { return [] }
        let wanted = axis == .horizontal ? [item.variables[0], item.variables[2]] : [item.variables[1], item.variables[3]]
        var result: [LayoutConstraint] = []
        rootView.forEachEngineConstraint(in: engine) { constraint in
            guard let solverConstraint = constraint.solverConstraint else { return }
            if solverConstraint.expression.terms.contains(where: { term in wanted.contains { $0 === term.variable } }) {
                result.append(constraint)
            }
        }
        return result
    }

    /// The frame Auto Layout computed for the view in the last layout pass (untransformed, in the
    /// superview; reading it never solves), or `nil` when no constraint involves it.
    public var engineFrame: Rect? {
        guard let (item, _) = itemAndEngine else { return nil }
        return item.solvedFrame
    }
}

extension View {
    /// The view's baselines moved relative to its edges (new text or font): the active baseline
    /// constraints that mention it follow. Subclasses that show text call this.
    /// So do those of the views whose baselines are this view's (a stack view whose first or
    /// last arranged view it is).
    public func baselineMetricsDidChange() {
        // An unretained walk up (the hierarchy keeps the views): a label's text change runs it.
        var view = ViewLink(self)
        while true {
            let next = view.with { current -> ViewLink? in
                for constraint in current.baselineConstraints() { constraint.engine?.baselineOffsetDidChange(of: constraint) }
                return current.superviewLink
            }
            guard let next, next.with({ $0.forFirstBaselineLayout === self || $0.forLastBaselineLayout === self })
            else { break }
            view = next
        }
    }

    /// The view's baseline views changed (a stack view's first or last arranged view): the active
    /// baseline constraints that mention it, or a view whose baselines come from its subtree,
    /// are built again on the views that now carry the baselines.
    func baselineViewsDidChange() {
        var view: View? = self
        while let current = view {
            for constraint in current.baselineConstraints() { constraint.engine?.rebuild(constraint) }
            view = current.superview
            guard let next = view, next.forFirstBaselineLayout.isDescendant(of: self) || next.forLastBaselineLayout.isDescendant(of: self)
            else { break }
        }
    }

    /// The active constraints that mention this view by a baseline attribute.
    private func baselineConstraints() -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        for reference in layoutState.referencingConstraints {
            let constraint = reference.constraint
            // Attributes first: loading the weak engine reference costs more than the test.
            guard constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline, constraint.engine != nil else { continue }
            found.append(constraint)
        }
        return found
    }

    /// Records that a constraint mentions this view (it is told when the view goes away).
    func registerConstraint(_ constraint: LayoutConstraint) {
        if layoutState.referencingConstraints.capacity == 0 { layoutState.referencingConstraints.reserveCapacity(8) }
        layoutState.referencingConstraints.append(ConstraintLink(constraint))
    }

    /// Forgets a constraint that goes away.
    func unregisterConstraint(_ constraint: LayoutConstraint) {
        if let index = layoutState.referencingConstraints.lastIndex(where: { $0.refers(to: constraint) }) {
            layoutState.referencingConstraints.remove(at: index)
        }
    }
}

extension View {
    /// The intrinsic size Auto Layout and baselines use: ``intrinsicContentSize`` with the
    /// dimensions fixed by ``LayoutState/fixedIntrinsicSize`` (a document's stored sizes) in place.
    var layoutIntrinsicContentSize: Size {
        guard let fixed = layoutState.fixedIntrinsicSize else { return intrinsicContentSize }
        var size = fixed.width == nil || fixed.height == nil ? intrinsicContentSize : .zero
        if let width = fixed.width { size.width = width }
        if let height = fixed.height { size.height = height }
        return size
    }
}
