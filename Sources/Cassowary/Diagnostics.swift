// Diagnostics: what happens when a required constraint cannot hold (an error naming a minimal
// conflicting set, or Auto Layout's recovery by breaking a constraint), and which variables the
// constraints leave ambiguous (SolverAmbiguity.swift). The minimal set itself is computed in
// SolverConflicts.swift.

extension Solver {
    /// Behaviours a solver can opt into.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int

        /// Creates options from their raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Recover from unsatisfiable required constraints the way Auto Layout does instead of
        /// throwing ``SolverError/unsatisfiableConstraint(_:conflict:)``: the constraint whose
        /// ``Solver/add(_:)`` or ``Solver/setConstant(_:for:)`` caused the conflict is *broken*
        /// (see ``Solver/brokenPriority``), the conflict is appended to ``Solver/conflicts``, and
        /// the call succeeds.
        public static let recoversFromConflicts = Options(rawValue: 1 << 0)
    }

    /// A recovered conflict: a minimal set of required constraints that could not all hold,
    /// and the one that was broken to go on.
    public struct Conflict {
        /// The minimal conflicting set, in the solver's constraint order with the broken
        /// constraint last: together they cannot hold; without any one of them the rest can.
        public let constraints: [Constraint]
        /// The constraint that was broken (demoted to ``Solver/brokenPriority``).
        public let broken: Constraint
    }

    /// The priority a broken constraint is demoted to: the largest priority below required.
    ///
    /// Which constraint breaks: the one whose ``add(_:)`` or ``setConstant(_:for:)`` ran into
    /// the conflict; it is the constraint of the minimal set that changed last, and breaking it
    /// leaves every earlier required constraint intact (the solution the caller already had
    /// stays valid). A broken constraint is not dropped: it stays in the solver (``contains(_:)``
    /// is true, ``remove(_:)`` and ``setConstant(_:for:)`` work on it) and holds as nearly as
    /// the required constraints allow, ahead of every other non-required constraint. Its
    /// ``Constraint/priority`` reads this value from then on. (Auto Layout keeps a broken
    /// constraint active but unsatisfied in the same way.)
    public static let brokenPriority = Priority(Priority.required.value.nextDown)

    /// Creates a solver with options, e.g. `Solver(options: .recoversFromConflicts)`.
    public convenience init(options: Options) {
        self.init()
        core.diagnostics.options = options
    }

    /// The solver's options; they can change at any time and apply to later calls.
    public var options: Options {
        get { core.diagnostics.options }
        set { core.diagnostics.options = newValue }
    }

    /// The conflicts recovered from so far, oldest first (only with
    /// ``Options/recoversFromConflicts``).
    public var conflicts: [Conflict] { core.diagnostics.conflicts }

    /// Forgets the recorded conflicts (the broken constraints stay broken).
    public func removeAllConflicts() {
        core.diagnostics.conflicts.removeAll()
    }
}

extension SolverCore {
    /// Called by `addConstraint` and `changeConstant` after a required constraint failed and the
    /// tableau was rolled back: throws the error with the minimal conflicting set or, when
    /// recovering, breaks the constraint and records the conflict. `constant` is the new constant
    /// when the failure came from ``setConstant(_:for:)``.
    mutating func handleUnsatisfiable(_ constraint: Constraint, constant: Double? = nil) throws {
        let conflict = conflictingSet(for: constraint, constant: constant)
        guard diagnostics.options.contains(.recoversFromConflicts) else {
            throw SolverError.unsatisfiableConstraint(constraint, conflict: conflict)
        }
        // Rare and not on a hot path: the whole state is saved, so that a failure on the way
        // (a pivot budget running out) leaves everything as it was.
        let saved = self
        let (priority, oldConstant) = (constraint.priority, constraint.constant)
        do {
            if let constant, let index = recordIndex(of: constraint) {
                // A required row cannot change priority in place: take it out, change it, put it back.
                try removeConstraint(at: index)
                constraint.constant = constant
            }
            constraint.priority = Solver.brokenPriority
            try addConstraint(constraint)
        } catch {
            self = saved
            constraint.priority = priority
            constraint.constant = oldConstant
            if let index = recordIndex(of: constraint) { constraint.cachedRecord = Int32(index) }
            throw error
        }
        diagnostics.conflicts.append(Solver.Conflict(constraints: conflict, broken: constraint))
    }
}

/// The solver's stored diagnostics state (one stored property of ``Solver``).
struct DiagnosticsState {
    var options: Solver.Options = []
    var conflicts: [Solver.Conflict] = []
    /// False in the scratch solvers that search for a minimal conflicting set, so that their
    /// own failures are reported without being explained (which would recurse).
    var explainsConflicts = true
    /// The symbols of the row that proved the last failed addition impossible: the all-dummy
    /// row, or the phase-one objective at its positive minimum. Their coefficients are the
    /// multipliers of a combination of constraints that contradicts itself, so the constraints
    /// whose markers appear here (with the failing one) cannot hold together.
    var failureSymbols: [Int32] = []
}
