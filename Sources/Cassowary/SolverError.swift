/// Why a solver call failed. A failed call leaves the solver exactly as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already
    /// in the solver. `conflict` is a minimal set of required constraints (including
    /// `constraint`) that cannot all hold: dropping any one makes the rest satisfiable.
    case unsatisfiableConstraint(Constraint, conflict: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have a priority below required.
    case requiredEditVariable(Variable)
    /// A priority outside 1...1000, or a change between required and non-required in place
    /// (remove the constraint and add it again instead).
    case invalidPriority(Priority, reason: String)
    /// A constraint's ``Constraint/weight`` outside ``Constraint/weights``.
    case invalidWeight(Double)
    /// A coefficient, constant or suggested value was NaN or infinite; `context` says which.
    case nonFiniteValue(context: String)
    /// The simplex did not settle within its pivot budget: round-off cycling, which
    /// coefficients many orders of magnitude apart can cause. The call changed nothing.
    case didNotConverge(operation: String, pivots: Int)
    /// After `operation`, `constraint` (a required constraint that did not hold, or another
    /// whose violation was lost to round-off) was off by more than a relative 1e-7 of its
    /// terms, even with the tableau rebuilt from scratch: the system's coefficients are too many
    /// orders of magnitude apart for double precision. The call changed nothing.
    case illConditioned(Constraint, operation: String)
    /// The solver's storage uses `used` bytes, past its ``Solver/memoryLimit`` of `limit`: the
    /// constraint was not added. The call changed nothing.
    case memoryLimitExceeded(limit: Int, used: Int)
    /// A broken invariant of the solver itself; please report it.
    case internalError(String)

    /// A message that says what failed and how to fix it.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflict):
            let list = conflict.map { "  \($0)" }.joined(separator: "\n")
            return "unable to satisfy required constraint \(constraint); these required constraints conflict:\n\(list)\nlower the priority of one of them or remove it"
        case let .duplicateConstraint(constraint):
            return "constraint \(constraint) is already in the solver; add each constraint once"
        case let .unknownConstraint(constraint):
            return "constraint \(constraint) is not in the solver; add it before changing or removing it"
        case let .duplicateEditVariable(variable):
            return "\(variable) is already an edit variable; call suggestValue to change it"
        case let .unknownEditVariable(variable):
            return "\(variable) is not an edit variable; call addEditVariable first"
        case let .requiredEditVariable(variable):
            return "edit variable \(variable) cannot be required; use a priority below 1000 (e.g. .strong)"
        case let .invalidPriority(priority, reason):
            return "invalid priority \(priority): \(reason)"
        case let .invalidWeight(weight):
            return "invalid weight \(ConstraintSystem.format(weight)): weights run from 0.001 to 1000 (Constraint.weights); scale the weights of one priority together"
        case let .nonFiniteValue(context):
            return "non-finite number (NaN or infinity) in \(context); use finite values"
        case let .didNotConverge(operation, pivots):
            return "the solver did not converge after \(pivots) pivots while \(operation), usually because coefficients are many orders of magnitude apart; the solver is unchanged; rescale the constraints so that their coefficients are closer in size"
        case let .illConditioned(constraint, operation):
            return "after \(operation), constraint \(constraint) could not be held to round-off: the coefficients in the system are too many orders of magnitude apart; the solver is unchanged; rescale the constraint (or the variables, e.g. measure them in closer units) so that coefficients are closer in size"
        case let .memoryLimitExceeded(limit, used):
            return "the solver's storage (\(SolverError.megabytes(used))) has reached its limit of \(SolverError.megabytes(limit)): the constraint was not added and the solver is unchanged; raise Solver.memoryLimit, or split the system into independent solvers"
        case let .internalError(message):
            return "internal solver error: \(message)"
        }
    }

    /// `12.50 MB` (in MiB, two decimals).
    static func megabytes(_ bytes: Int) -> String {
        let hundredths = (bytes * 100 + (1 << 19)) >> 20
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) MB"
    }
}
