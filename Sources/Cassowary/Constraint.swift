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
    @exclusivity(unchecked) public internal(set) var expression: Expression
    /// The comparison with zero.
    public let relation: Relation
    /// How strongly the constraint holds; required (1000) by default.
    @exclusivity(unchecked) public internal(set) var priority: Priority

    /// Where the solver that added this constraint keeps its record: a hint that saves a hash
    /// lookup, verified before use.
    @exclusivity(unchecked) var cachedRecord = -1

    /// Creates `expression OP 0` at a priority.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// The constant of ``expression``: for `x == y + 10` it is `-10`.
    public var constant: Double { expression.constant }

    /// A copy of this constraint with another priority (the copy is a new constraint).
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    /// The constraint as `x - y - 10 == 0 @750`.
    public var description: String {
        let suffix = priority.isRequired ? "" : " @\(priority)"
        return "\(expression) \(relation) 0\(suffix)"
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
