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
        var current = superview
        while let view = current, !view.layoutState.subtreeNeedsLayout {
            view.layoutState.subtreeNeedsLayout = true
            current = view.superview
        }
    }

    /// Lays out now whatever needs it: starting from the topmost ancestor that needs layout
    /// (or this view), calls ``layoutSubviews()`` top-down on every view marked by
    /// ``setNeedsLayout()``, including views marked while the pass runs (a subview whose size
    /// changed is laid out after its parent).
    public func layoutIfNeeded() {
        prepareForLayoutPass()
        var start: View = self
        var root: View = self
        var current = superview
        while let view = current {
            if view.layoutState.needsLayout { start = view }
            root = view
            current = view.superview
        }
        // The engine is read once and handed down the walk (no retain per view laid out).
        let engine = root.layoutState.engine
        engine?.beginLayoutPass()
        start.layoutSubtreeIfNeeded(engine: engine)
        if let engine, engine.hasSystemGuides { settleSystemGuides(root: root, engine: engine) }
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
