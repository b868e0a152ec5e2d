/// How a constraint's expression relates to zero.
public enum Relation: Sendable, CustomStringConvertible {
    /// `expression == 0`
    case equal
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression >= 0`
    case greaterThanOrEqual

    /// The operator as written: `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear relation `expression OP 0` with a priority.
///
/// Constraints have identity (they are the keys of ``Solver/add(_:)`` and
/// ``Solver/remove(_:)``). Build them with `==`, `<=` and `>=` between variables, terms,
/// expressions and numbers: `x + 10 <= y`. The expression is stored as `lhs - rhs`.
/// ``Solver/setConstant(_:for:)`` and ``Solver/setPriority(_:for:)`` change a constraint in
/// place; the new values are visible here.
///
/// `Sendable` so that a ``SolverError`` can carry one across threads; like the solver that
/// changes it, a constraint is not synchronised: use a solver and its constraints from one
/// thread at a time.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    // The mutable state is stored without dynamic exclusivity checks, which would cost a
    // runtime call on every access, and the solver reads these on every edit. A constraint is
    // used from one thread at a time, one access at a time.

    /// `lhs - rhs`, the expression compared with zero.
    public var expression: Expression { Expression(terms: terms, constant: constant) }
    /// The terms of ``expression``, fixed when the constraint is made. A `let`: the solver reads
    /// them without retaining the array (a stored `var` could change under a loop over it).
    public let terms: [Term]
    /// The constant of ``expression``: for `x == y + 10` it is `-10`. The solver changes it in
    /// place (``Solver/setConstant(_:for:)``).
    public internal(set) var constant: Double { get { storedConstant } set { storedConstant = newValue } }
    /// How strongly the constraint holds; required (1000) by default. For a two-sided
    /// preference, how strongly `expression > 0` is resisted.
    public internal(set) var priority: Priority { get { storedPriority } set { storedPriority = newValue } }
    // The storage of the two above, unchecked in release builds (the solver reads them on every
    // edit) and checked in debug builds, like every `@exclusivity(unchecked)` of the package.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var storedConstant: Double
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var storedPriority: Priority
    /// For a two-sided preference (``init(_:equalWithPriority:below:)``), how strongly
    /// `expression < 0` is resisted; nil for every other constraint, whose ``priority`` weighs
    /// both sides.
    public internal(set) var priorityBelow: Priority? {
        get { belowValue.bitPattern == Self.noPriorityBelow ? nil : Priority(belowValue) }
        set { belowValue = newValue?.value ?? Double(bitPattern: Self.noPriorityBelow) }
    }
    /// ``priorityBelow``'s value, or a NaN of its own for none (so that a NaN priority given to a
    /// two-sided preference is still refused as invalid): a plain `Double` with the weight, the
    /// 32-bit record hint and the relation after it keeps the object at 64 bytes (a million
    /// constraints are 16 MB less than with an optional `Priority` and a full-width hint).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var belowValue = Double(bitPattern: Constraint.noPriorityBelow)
    private static var noPriorityBelow: UInt64 { 0x7FF4_0000_0000_B1D0 }

    /// How much a violation of the constraint weighs against the others of its priority: its
    /// distance from holding is multiplied by it before the violations of the priority are added
    /// up (Cassowary's weighted strength). 1 by default, fixed when the constraint is made, within
    /// ``weights`` (``Solver/add(_:)`` refuses another with ``SolverError/invalidWeight(_:)``). Priorities still come first: no weight
    /// trades a violation at one priority against any at another.
    public let weight: Double

    /// The weights a solver takes: from a thousandth to a thousand. The solver judges round-off
    /// relative to the numbers that cancel (1e-11) and costs against 1e-8, so weights a million
    /// times apart would let one priority's small violations vanish beside its heavy ones.
    public static let weights: ClosedRange<Double> = 1e-3...1e3

    /// Where the solver that added this constraint keeps its record: a hint that saves a hash
    /// lookup, verified before use.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var cachedRecord: Int32 = -1
    /// The comparison with zero.
    public let relation: Relation
    /// Set while `add(contentsOf:)` checks its batch for a constraint listed twice (in the
    /// padding after `relation`: the object stays 64 bytes).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var isInCheckedBatch = false
    /// Set when a solver first files the constraint's record, never cleared (in the padding too):
    /// a constraint that no solver ever held is not in one, which needs no hash lookup.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var wasEverAdded = false

    /// Creates `expression OP 0` at a priority, its violations weighed by `weight` among the
    /// others of that priority (see ``weight``).
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, weight: Double = 1) {
        terms = expression.terms
        storedConstant = expression.constant
        self.relation = relation
        storedPriority = priority
        self.weight = weight
    }

    /// Creates the two-sided preference `expression == 0`, whose sides weigh differently:
    /// `expression > 0` is resisted at `priority` and `expression < 0` at `priorityBelow`. It
    /// holds exactly as the pair `expression <= 0 @priority` and `expression >= 0 @priorityBelow`
    /// would, in one tableau row instead of two: a view's content hugging (above its intrinsic
    /// size) and compression resistance (below it) together, as UIKit's content-size
    /// constraint holds them. Neither priority may be required (``Solver/add(_:)`` throws).
    public init(_ expression: Expression, equalWithPriority priority: Priority, below priorityBelow: Priority, weight: Double = 1) {
        terms = expression.terms
        storedConstant = expression.constant
        self.relation = .equal
        storedPriority = priority
        self.belowValue = priorityBelow.value
        self.weight = weight
    }


    /// A copy of this constraint with another priority (the copy is a new constraint; a
    /// two-sided preference's copy has that priority on both sides).
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, weight: weight)
    }

    /// The constraint as `x - y - 10 == 0 @750`; a two-sided preference as
    /// `w - 42 == 0 @250 above @750 below`; a weight other than 1 follows, `weight 1.5`.
    public var description: String {
        let weighed = weight == 1 ? "" : " weight \(ConstraintSystem.format(weight))"
        if let priorityBelow { return "\(expression) \(relation) 0 @\(priority) above @\(priorityBelow) below\(weighed)" }
        let suffix = priority.isRequired ? "" : " @\(priority)"
        return "\(expression) \(relation) 0\(suffix)\(weighed)"
    }
}

// MARK: - Building constraints

/// `a == b`
public func == <A: ExpressionConvertible, B: ExpressionConvertible>(lhs: A, rhs: B) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// `a <= b`
public func <= <A: ExpressionConvertible, B: ExpressionConvertible>(lhs: A, rhs: B) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// `a >= b`
public func >= <A: ExpressionConvertible, B: ExpressionConvertible>(lhs: A, rhs: B) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// `a == c`
public func == <A: ExpressionConvertible>(lhs: A, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `a <= c`
public func <= <A: ExpressionConvertible>(lhs: A, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `a >= c`
public func >= <A: ExpressionConvertible>(lhs: A, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `c == a`
public func == <A: ExpressionConvertible>(lhs: Double, rhs: A) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `c <= a`
public func <= <A: ExpressionConvertible>(lhs: Double, rhs: A) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `c >= a`
public func >= <A: ExpressionConvertible>(lhs: Double, rhs: A) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
