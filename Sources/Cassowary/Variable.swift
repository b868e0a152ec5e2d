/// An unknown of a constraint system, such as a view's `minX` or `width`.
///
/// Variables have identity: two variables with the same name are different unknowns.
/// A solver writes the solved value into ``value`` when ``Solver/updateVariables()`` runs,
/// and only for the variables whose value changed since the previous call.
///
/// `Sendable` so that a ``SolverError`` can carry one across threads; like the solver that
/// writes it, a variable is not synchronised: use a solver and its variables from one thread at
/// a time.
public final class Variable: CustomStringConvertible, @unchecked Sendable {
    /// A name used in dumps, diagnostics and the `.constraints` text format.
    public let name: String

    // The mutable state is stored without dynamic exclusivity checks: reading a class's `var`
    // from another module would otherwise cost a runtime call, and layout reads every value on
    // every frame. A variable is used from one thread at a time, one access at a time.

    /// The value written by the last ``Solver/updateVariables()`` that changed it.
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    /// The symbol this variable has in the solver that registered it first; a cache that
    /// saves a hash lookup on the hot path. The solver verifies it before trusting it.
    @exclusivity(unchecked) internal var cachedSymbol: Int32 = -1

    /// While a solver adds a batch: the first of the batch's preferences that bound this
    /// variable on its own (its index + 1), else 0 (`SolverCore.addRequiredFirst`).
    @exclusivity(unchecked) internal var pendingBound: Int32 = 0

    /// Creates a variable with the given name.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The variable's name, or an address-free placeholder when it has none.
    public var description: String { name.isEmpty ? "<unnamed>" : name }
}
