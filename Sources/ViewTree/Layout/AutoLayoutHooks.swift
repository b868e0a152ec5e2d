extension View {
    /// The view's geometry changed (a frame set by hand): Auto Layout's record of a view
    /// positioned by its frame follows. Filled in by the layout engine.
    func autoLayoutGeometryDidChange() {}

    /// The view is about to move in the hierarchy: its constraints move to the new engine.
    func hierarchyWillChangeForLayout() {}

    /// Before a layout pass: constraints are updated and the engine solves.
    func prepareForLayoutPass() {}

    /// Applies the frames the engine computed to the subviews positioned by constraints.
    func applyEngineFramesToSubviews() {}
}
