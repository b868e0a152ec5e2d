extension View {
    /// Whether ``setNeedsLayout()`` was called and the next layout pass will call
    /// ``layoutSubviews()``.
    public var needsLayout: Bool { layoutState.needsLayout }

    /// Marks the view for layout: the next ``layoutIfNeeded()`` on it or an ancestor calls
    /// its ``layoutSubviews()`` (UIKit's run loop would do so at the end of the turn).
    public func setNeedsLayout() {
        layoutState.needsLayout = true
        // Even when already marked: the view may have been marked before it joined this
        // superview, whose chain must learn of it (the walk stops at the first marked ancestor).
        markAncestorsSubtreeNeedsLayout()
    }

    private func markAncestorsSubtreeNeedsLayout() {
        // Unretained: the hierarchy keeps its views (the engine marks views this way per change).
        var current = superviewLink
        while let view = current, !view.with({ $0.layoutState.subtreeNeedsLayout }) {
            current = view.with { view in
                view.layoutState.subtreeNeedsLayout = true
                return view.superviewLink
            }
        }
    }

    /// Lays out now whatever needs it: starting from the topmost ancestor that needs layout
    /// (or this view), calls ``layoutSubviews()`` top-down on every view marked by
    /// ``setNeedsLayout()``, including views marked while the pass runs (a subview whose size
    /// changed is laid out after its parent).
    public func layoutIfNeeded() {
        // Nothing up the chain is retained here: a window and a collection view are weakly
        // referenced, so each retain of them takes the slow path of reference counting. The
        // engine is bound once.
        let root = rootLink
        guard let engine = root.with({ $0.layoutState.engine }) else {
            layOutSubtree(from: topmostViewNeedingLayout, engine: nil)
            return
        }
        root.with { engine.updateConstraintsIfNeeded(root: $0) }
        engine.collectChanges()  // may mark ancestors: the start is found after it
        engine.beginLayoutPass()
        layOutSubtree(from: topmostViewNeedingLayout, engine: engine)
        // Rare (views with margins or safe areas): the root is retained for the extra rounds.
        if engine.hasSystemGuides { settleSystemGuides(root: root.view, engine: engine) }
    }

    /// The topmost of this view and its ancestors that needs layout, else this view (unretained).
    private var topmostViewNeedingLayout: ViewLink {
        var start = ViewLink(self)
        var current = start
        while let parent = current.superview {
            if parent.with({ $0.layoutState.needsLayout }) { start = parent }
            current = parent
        }
        return start
    }

    /// Lays out the subtree from `start`, this view or an ancestor: an ancestor is retained for
    /// the pass (its `layoutSubviews` may remove it from its superview), this view is the
    /// caller's to keep.
    private func layOutSubtree(from start: ViewLink, engine: LayoutEngine?) {
        if start.refers(to: self) {
            layoutSubtreeIfNeeded(engine: engine)
        } else {
            start.view.layoutSubtreeIfNeeded(engine: engine)
        }
    }

    /// Margins and safe areas follow the frames layout produced; where a guide moved, layout runs
    /// again (a few rounds at most: insets that depend on frames that depend on insets settle at
    /// once in practice, and the bound keeps a pathological hierarchy from looping).
    private func settleSystemGuides(root: View, engine: LayoutEngine) {
        for _ in 0..<4 {
            guard engine.refreshSystemGuides() else { return }
            root.prepareForLayoutPass()
            engine.beginLayoutPass()
            root.layoutSubtreeIfNeeded(engine: engine)
        }
    }


    /// Lays out this subtree; `engine` is the hierarchy's layout engine, if it has one.
    func layoutSubtreeIfNeeded(engine: LayoutEngine?) {
        if layoutState.needsLayout {
            layoutState.needsLayout = false
            // Frames applied above may have moved the pins of views that follow their superview by
            // autoresizing: the engine answers again before this view places its subviews.
            engine?.collectChangesMadeDuringPass()
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        // Loop: laying out a subview may mark a sibling (e.g. through the engine).
        while layoutState.subtreeNeedsLayout {
            layoutState.subtreeNeedsLayout = false
            for subview in subviews where subview.layoutState.needsLayout || subview.layoutState.subtreeNeedsLayout {
                subview.layoutSubtreeIfNeeded(engine: engine)
            }
        }
    }

    /// Called when the bounds size changed: subviews with an autoresizing mask follow at once,
    /// and the view needs layout.
    func boundsSizeDidChange(from oldSize: Size) {
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.autoresize(superviewSizeChangedFrom: oldSize, to: bounds.size)
        }
        setNeedsLayout()
        autoLayoutGeometryDidChange()
    }

    /// Called when `center` changed.
    func positionDidChange() {
        autoLayoutGeometryDidChange()
    }
}

