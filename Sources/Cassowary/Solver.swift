/// An incremental Cassowary solver for linear equalities and inequalities with priorities.
///
/// The algorithm is kiwi's (an incremental simplex over a tableau of rows keyed by their
/// basic symbol; slack, error and dummy symbols; primal optimisation after each add,
/// dual optimisation after edits) with these differences:
/// - **Strict priorities.** The objective is lexicographic, one level per priority in use, so no
///   number of violated lower-priority constraints outweighs one higher-priority violation.
/// - **Work proportional to the change.** Every symbol knows the rows that hold it, so a
///   suggestion or a constant change touches only those rows, and only variables whose value
///   changed are reported (``takeChangedVariables(_:)``).
/// - **In-place edits.** ``setConstant(_:for:)`` and ``setPriority(_:for:)`` change a constraint
///   without removing and re-adding it.
/// - **Atomic calls.** A call that throws leaves the solver exactly as it was.
/// - **No hangs.** Every simplex run has a pivot budget; round-off cycling (coefficients many
///   orders of magnitude apart) fails the call with ``SolverError/didNotConverge(operation:pivots:)``.
/// - **Deterministic.** Pivots are chosen by symbol number (Bland's rule), never by hash order.
public final class Solver {
    /// The solver's state and algorithm. Kept in a struct so that the hot paths run on
    /// statically checked `inout` access instead of paying a dynamic exclusivity check on
    /// every touch of a class property; the struct sits behind a constant pointer so that
    /// even the one access per call needs no dynamic check.
    private let storage: UnsafeMutablePointer<SolverCore>

    var core: SolverCore {
        unsafeAddress { UnsafePointer(storage) }
        unsafeMutableAddress { storage }
    }

    /// Creates an empty solver.
    public init() {
        storage = MallocBox.make(SolverCore())
    }

    deinit { MallocBox.release(storage) }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { core.contains(constraint) }

    /// The constraints added with ``add(_:)``, in a deterministic order (the order of
    /// addition, except that a removal moves the last-added constraint into the gap). The
    /// constraints behind edit variables are not listed.
    public var constraints: [Constraint] { core.constraints }

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:reason:)``,
    ///   ``SolverError/invalidWeight(_:)``, ``SolverError/nonFiniteValue(context:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflict:)`` when a required constraint cannot
    ///   hold; the solver is then unchanged.
    public func add(_ constraint: Constraint) throws { try core.add(constraint) }

    /// Adds several constraints at once, optimising once at the end (faster than adding them
    /// one by one when a layout is built from scratch). All or nothing: if one cannot be
    /// added, the solver is left as it was and the error names it (undone from a log of what
    /// the batch changed, so a failure costs what the batch did, not the solver's size). With
    /// ``Options/recoversFromConflicts``, an unsatisfiable required constraint is broken as
    /// ``add(_:)`` breaks it, and the rest of the batch goes in.
    ///
    /// The required constraints go in before the others (each group in the given order), which
    /// needs fewer pivots, except that a preference on a single variable (`x <= 10 @weak`) goes
    /// in just before the first required constraint on that variable that also has a variable
    /// in no row yet, which keeps the rows short (a column of views pinned one below the other
    /// builds in quadratic, not cubic, time). Where several solutions are equally good (a tie within a
    /// priority), which one the solver lands on may differ from adding the same constraints one
    /// by one.
    public func add(contentsOf constraints: [Constraint]) throws { try core.add(contentsOf: constraints) }

    /// Removes a constraint.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    public func remove(_ constraint: Constraint) throws { try core.remove(constraint) }

    /// Makes `variable` an edit variable: its value can then be suggested with
    /// ``suggestValue(_:for:)`` and holds with the given (non-required) priority.
    public func addEditVariable(_ variable: Variable, priority: Priority = .strong) throws {
        try core.addEditVariable(variable, priority: priority)
    }

    /// Stops editing `variable` and removes its edit constraint.
    public func removeEditVariable(_ variable: Variable) throws { try core.removeEditVariable(variable) }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { core.hasEditVariable(variable) }

    /// The edit variables, in the order they were added (a removal moves the last into the gap).
    public var editVariables: [Variable] { core.editVariables }

    /// Suggests a value for an edit variable; the solution moves as close to it as the
    /// higher-priority constraints allow.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        try core.suggestValue(value, for: variable)
    }

    /// Changes the constant of a constraint's expression in place (`x == y + 10` has the
    /// constant -10), without removing and re-adding it: only the rows that hold the
    /// constraint's marker are touched.
    ///
    /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflict:)`` when a required
    ///   constraint cannot hold with the new constant (the solver is then unchanged).
    public func setConstant(_ constant: Double, for constraint: Constraint) throws {
        try core.setConstant(constant, for: constraint)
    }

    /// Changes the constants of several constraints at once, with one re-optimisation for all of
    /// them instead of one per change (a cell switching state moves seven constants). A
    /// constraint listed twice takes its last constant.
    ///
    /// The changes are judged together: if the new constants can all hold, they are made, even
    /// where making them one at a time in this order would pass through an impossible state.
    ///
    /// - Throws: for an unknown constraint or a non-finite constant, before anything changes.
    ///   If the new constants cannot all hold, the changes are made one at a time instead,
    ///   exactly as that many ``setConstant(_:for:)`` calls would: the changes before the
    ///   failing one stay, and the error is that call's.
    public func setConstants(_ changes: [(constraint: Constraint, constant: Double)]) throws {
        try core.setConstants(changes)
    }

    /// Changes a non-required constraint's priority in place (a two-sided preference's
    /// priority above zero; its priority below stays).
    ///
    /// - Throws: ``SolverError/invalidPriority(_:reason:)`` for a priority outside 1...1000 or a
    ///   change to or from required (remove the constraint and add it again for that).
    public func setPriority(_ priority: Priority, for constraint: Constraint) throws {
        try core.setPriority(priority, for: constraint)
    }

    /// Changes both priorities of a two-sided preference (``Constraint/init(_:equalWithPriority:below:)``)
    /// in place: `priority` above zero, `below` below it.
    ///
    /// - Throws: ``SolverError/invalidPriority(_:reason:)`` for a priority outside 1...999 or a
    ///   constraint that is not a two-sided preference.
    public func setPriority(_ priority: Priority, below: Priority, for constraint: Constraint) throws {
        try core.setPriority(priority, below: below, for: constraint)
    }

    /// The most memory, in bytes, the solver's storage may use before adds fail (default
    /// ``defaultMemoryLimit``). An add that finds the storage past it throws
    /// ``SolverError/memoryLimitExceeded(limit:used:)`` and changes nothing; what is in the solver
    /// keeps working. Values are clamped to 1 KiB ... 16 GiB.
    public var memoryLimit: Int {
        get { core.memoryLimit }
        set { core.memoryLimit = Swift.min(Swift.max(newValue, 1 << 10), SolverCore.largestMemoryLimit) }
    }

    /// The default ``memoryLimit``: 1 GiB. A screen's layout uses well under 1 MiB; 100,000
    /// independent blocks of 11 constraints, about 500 MiB. A chain of required equalities grows
    /// linearly until a removal or a constant change of one of them puts their markers into the
    /// rows; from then on, like a chain of required inequalities from the start, it grows
    /// quadratically (160 MiB at about 3,400 links).
    public static let defaultMemoryLimit = 1 << 30

    /// The bytes the solver's storage uses now: its rows and columns and its records of
    /// symbols, objective coefficients and constraints (what ``memoryLimit`` bounds).
    public var memoryUsed: Int { core.storageByteCount }

    /// The solved value of `variable` (zero for a variable the solver does not know).
    public func value(of variable: Variable) -> Double { core.value(of: variable) }

    /// Visits every variable whose value changed since the previous call (in the order the
    /// solver first met them), with its new value, and then forgets them. `body` must not
    /// change the solver.
    ///
    /// A variable whose last constraint was removed is forgotten by the solver and reads 0
    /// (``value(of:)``); it is reported with 0 here (first, before the others), unless its last
    /// reported value was already 0, so a caller that writes values back stays right.
    public func takeChangedVariables(_ body: (Variable, Double) -> Void) { core.takeChangedVariables(body) }

    /// Writes ``Variable/value`` for every variable whose value changed since the previous call.
    public func updateVariables() { core.updateVariables() }

    /// The variables the solver knows, in the order it first met them.
    public var variables: [Variable] { core.variables }

    /// The total violation at each priority in use, highest priority first: the objective
    /// the solver minimises, level by level, summed from each constraint's violation at the
    /// current values (in the units of its expression) times its ``Constraint/weight``.
    public var violationByPriority: [(priority: Priority, violation: Double)] { core.violationByPriority }

    /// The tableau (rows by basic symbol), the objective per priority level, the edit
    /// variables and the constraints, as text.
    public func dump() -> String { core.dump() }
}

/// The solver's state and the steps of the algorithm (see ``Solver``).
struct SolverCore {
    // MARK: Symbols (indexed by symbol number; 0 is never used)

    /// What each symbol is: external (a variable), slack, error, dummy, or invalid (a freed or
    /// never-used number).
    var kinds: [SymbolKind] = [.invalid]
    /// The variable of each external symbol.
    var variableOf: [Variable?] = [nil]
    /// Everything else the solver keeps per symbol (where its row and its column are, counts,
    /// flags, the journal's stamps), one record each (SolverStorage.swift).
    var symbols: [SymbolRecord] = [SymbolRecord()]
    /// The tableau's rows (`basic = constant + cells`, by basic symbol): the cells of every row,
    /// a block per basic symbol (see ``SymbolRecord/rowStart``).
    var rowArena = BlockArena<Cell>()
    /// For each symbol, the basic symbols of the rows that hold it: a block per symbol (see
    /// ``SymbolRecord/columnStart``).
    var columnArena = BlockArena<Int32>()
    /// Whether the columns of dummy symbols (the markers of required equalities) are kept.
    /// Only removing a constraint, changing a constant and the ambiguity check read them, and
    /// a build that does none of these need not pay for them: the k-th link of a chain of
    /// required equalities holds the k dummies before it, so keeping their columns costs one
    /// scattered append per cell. The first call that reads them builds them all in one scan
    /// of the rows (``keepDummyColumns()``); they are kept from then on.
    var keepsDummyColumns = false
    /// Whether the markers of required equalities are in the rows: not until a call first needs
    /// one (SolverEqualityMarkers.swift).
    var equalityMarkersInRows = false
    /// Freed symbol numbers, reused last-in first-out.
    var freeSymbols: [Int32] = []

    // MARK: Objective (lexicographic: one level per priority in use, highest first)

    /// The priority of each level, descending.
    var levels: [Double] = []
    /// Objective coefficients: `objective[symbol * levelCapacity + level]`.
    var objective: [Double] = [Double](repeating: 0, count: 4)
    /// The objective's constant per level (the total violation at that level).
    var objectiveConstants: [Double] = []
    var levelCapacity = 4
    /// Symbols whose objective coefficients changed since they were last found non-negative.
    var objectiveDirty: [Int32] = []

    // MARK: Constraints and edits

    struct ConstraintRecord {
        let constraint: Constraint
        /// The slack, error or dummy symbol that identifies the constraint's row.
        let marker: Int32
        /// The second error symbol of a non-required constraint, or 0.
        let other: Int32
        /// The marker's coefficient in the constraint's original equation.
        let markerCoefficient: Double
        /// Whether the constraint is required (its priority cannot change to or from required).
        let required: Bool
        /// Whether the constraint is in a ``ShareClass`` (its row may be other constraints' too).
        /// Declared beside `required`, in its padding: the record stays 40 bytes.
        var shared = false
        /// The current constant of the constraint's expression.
        var constant: Double
    }
    var records: [ConstraintRecord] = []
    /// Record indices by constraint (32 bits: a solver holds far fewer than 2^31 constraints).
    var recordIndexByID = IdentityMap<Int32>()
    /// Identical non-required constraints share a row (SolverSharing.swift): the classes by
    /// hash, and by their marker. Looked up only, never iterated.
    var shareClasses: [Int: Int32] = [:]
    var shareClassOf: [Int32: ShareClass] = [:]
    /// The solved rows of the last batch of new variables, for the next batch of its shape
    /// (SolverRepeatedBlocks.swift).
    var solvedBlock: SolvedBlock?
    /// The hash of the last batch's block's shape (see ``SolverCore/block(of:solvedShape:)``).
    var lastBlockHash: UInt64 = 0
    /// How many batches were added as copies of `solvedBlock` (for tests).
    var copiedBlocks = 0

    struct EditRecord {
        let variable: Variable
        let constraint: Constraint
    }
    var edits: [EditRecord] = []

    /// The symbols of the variables whose `cachedSymbol` holds another solver's symbol (a
    /// variable shared by several solvers): every other variable is found through its cache,
    /// with no map entry to make.
    var symbolOfVariable = IdentityMap<Int32>()

    // MARK: Work lists

    /// Restricted rows that became negative and await the dual simplex.
    var infeasible: [Int32] = []
    /// External symbols whose value may have changed since the last take.
    var changed: [Int32] = []
    /// Variables forgotten (their last constraint removed) since the last take, with the value
    /// last reported for them; their value is now 0.
    var released: [(variable: Variable, lastReported: Double)] = []
    var releasedIDs: Set<ObjectIdentifier> = []
    /// The artificial objective while a row is added by the two-phase method.
    var artificial: Row?
    /// Scratch buffer reused by substitution so that steady-state work allocates nothing.
    var columnScratch: [Int32] = []
    /// Storage for the next new constraint's row (see ``recycle(_:)``).
    var rowScratch: [Cell] = []
    /// `setConstants`' changes by record, and the constants they replaced (reused: no allocation
    /// per batch).
    var constantBatch: [(index: Int, constant: Double)] = []
    var replacedConstants: [(index: Int, constant: Double)] = []

    // MARK: Transactions (only for calls that can fail after changing the tableau)

    var journal = Journal()

    // MARK: Diagnostics (options, recorded conflicts; see Diagnostics.swift)

    var diagnostics = DiagnosticsState()
    /// See ``Solver/memoryLimit``.
    var memoryLimit = Solver.defaultMemoryLimit
    /// Replaces `pivotBudget` in tests, which need a budget small enough to run out.
    var pivotBudgetOverride: Int?
    /// Pivots taken since the solver was made (for tests that pin down how much work a call
    /// does; nothing reads it on a hot path).
    var pivotCount = 0
    /// `pivotCount` when a wide system's tableau was last rebuilt (SolverVerification.swift).
    var pivotCountAtRebuild = 0
    /// The smallest and largest magnitude of the coefficients added so far: how wide the system
    /// is (SolverVerification.swift).
    var smallestCoefficient = Double.infinity
    var largestCoefficient = 0.0

}
