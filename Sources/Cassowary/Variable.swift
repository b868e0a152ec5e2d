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

    /// The value written by the last ``Solver/updateVariables()`` that changed it.
    public internal(set) var value: Double {
        // Inlinable: a client reading every value each frame pays one load, not a call.
        @inlinable get { storage.pointee.value }
        set { storage.pointee.value = newValue }
    }

    /// The symbol this variable has in the solver that registered it first; a cache that
    /// saves a hash lookup on the hot path. The solver verifies it before trusting it.
    /// ``neverRegistered`` until a solver first registers the variable, -1 when the cache is
    /// empty again.
    internal var cachedSymbol: Int32 {
        get { storage.pointee.cachedSymbol }
        set { storage.pointee.cachedSymbol = newValue }
    }

    /// While a solver adds a batch: the first of the batch's preferences that bound this
    /// variable on its own (its index + 1), else 0 (`SolverCore.addRequiredFirst`).
    internal var pendingBound: Int32 {
        get { storage.pointee.pendingBound }
        set { storage.pointee.pendingBound = newValue }
    }

    /// A number the client keeps with the variable to find its own record for it again (the
    /// way kiwi's variables carry a context), such as when ``Solver/takeChangedVariables(_:)``
    /// reports it: an index is a load where a dictionary would be a hash lookup. 0 until set; no
    /// solver reads or changes it.
    public var context: Int {
        get { storage.pointee.context }
        set { storage.pointee.context = newValue }
    }

    /// The mutable state lives behind a constant pointer (``MallocBox``): reading a class's
    /// `var` from another module costs a dynamic exclusivity check, and layout reads every
    /// value on every frame. (Stored `@exclusivity(unchecked)` properties, as ``Constraint``
    /// has, made `solver.enaml.repeat` 8 times slower.)
    @usableFromInline let storage: UnsafeMutablePointer<(value: Double, cachedSymbol: Int32, pendingBound: Int32, context: Int)>

    /// Creates a variable with the given name.
    public init(_ name: String = "") {
        self.name = name
        storage = MallocBox.make((0, Self.neverRegistered, 0, 0))
    }

    deinit { MallocBox.release(storage) }

    /// The ``cachedSymbol`` of a variable that no solver has registered yet: no solver knows it,
    /// without a lookup (a batch tells its new variables this way).
    static let neverRegistered = Int32.min

    /// The variable's name, or an address-free placeholder when it has none.
    public var description: String { name.isEmpty ? "<unnamed>" : name }
}
