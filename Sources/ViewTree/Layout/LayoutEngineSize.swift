/// How much a view hierarchy's Auto Layout engine holds: what a soak run watches to prove that
/// scrolling neither leaks constraints nor grows the solver.
public struct LayoutEngineSize: Equatable, Sendable, CustomStringConvertible {
    /// Constraints in the solver (user, autoresizing, content size).
    public var constraints: Int
    /// Variables the solver knows (four per view that takes part in layout).
    public var variables: Int

    /// `N constraints, M variables`.
    public var description: String { "\(constraints) constraints, \(variables) variables" }
}

extension View {
    /// The size of the layout engine of this view's hierarchy (zero when it has none yet).
    /// Costs O(size): for diagnostics, not for every tick.
    public var layoutEngineSize: LayoutEngineSize {
        guard let engine = existingEngine else { return LayoutEngineSize(constraints: 0, variables: 0) }
        engine.flushPending()  // constraints waiting to reach the solver count too
        let solver = engine.solver
        return LayoutEngineSize(constraints: solver.constraints.count, variables: solver.variables.count)
    }
}
