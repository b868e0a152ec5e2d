extension ConstraintSystem {
    /// A solver call that failed while loading a system, with the line of the statement.
    public struct LoadError: Error, CustomStringConvertible {
        /// The 1-based line of the statement whose solver call failed.
        public let line: Int
        /// What the solver reported.
        public let error: SolverError

        /// `line N: MESSAGE`
        public var description: String { "line \(line): \(error)" }
    }

    /// Adds the system to `solver` statement by statement, in source order: each constraint
    /// with ``Solver/add(_:)``, each edit declaration with ``Solver/addEditVariable(_:priority:)``
    /// and each suggestion with ``Solver/suggestValue(_:for:)`` (so the last suggestion for a
    /// variable wins).
    ///
    /// All or nothing: when a call fails, the constraints and edit variables added so far are
    /// removed again before the error is thrown, so the solver holds what it held before.
    /// (With ``Solver/Options/recoversFromConflicts`` an unsatisfiable required constraint is
    /// not a failure: the solver breaks it and records the conflict.)
    public func load(into solver: Solver) throws(LoadError) {
        var addedConstraints: [Constraint] = []
        var addedEditVariables: [Variable] = []
        for statement in statements {
            do {
                switch statement {
                case let .constraint(entry):
                    try solver.add(entry.constraint)
                    addedConstraints.append(entry.constraint)
                case let .editVariable(declaration):
                    try solver.addEditVariable(declaration.variable, priority: declaration.priority)
                    addedEditVariables.append(declaration.variable)
                case let .suggestion(suggestion):
                    try solver.suggestValue(suggestion.value, for: suggestion.variable)
                }
            } catch {
                for variable in addedEditVariables.reversed() { try? solver.removeEditVariable(variable) }
                for constraint in addedConstraints.reversed() { try? solver.remove(constraint) }
                let solverError = error as? SolverError ?? .internalError(String(describing: error))
                throw LoadError(line: statement.line, error: solverError)
            }
        }
    }
}

extension ConstraintSystem {
    /// The system's variables, in first-use order, that the system loaded into `solver` leaves
    /// ambiguous: those ``Solver/ambiguousVariables()`` names, and those the solver never saw
    /// (a name whose terms all cancel, such as `x - x`, constrains nothing).
    public func ambiguousVariables(in solver: Solver) -> [Variable] {
        let known = Set(solver.variables.map(ObjectIdentifier.init))
        let ambiguous = Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
        return variables.filter {
            ambiguous.contains(ObjectIdentifier($0)) || !known.contains(ObjectIdentifier($0))
        }
    }
}
