// Explaining an unsatisfiable required constraint. (The minimal conflicting set comes with the
// diagnostics work; until then the failing constraint alone is named.)

extension Solver {
    /// Required constraints that cannot hold together with `constraint` (at `constant`, when
    /// its constant was being changed). Called after the failed call was rolled back.
    func conflictingSet(for constraint: Constraint, constant: Double? = nil) -> [Constraint] {
        [constraint]
    }
}
