/// A variable multiplied by a coefficient, one summand of an ``Expression``.
public struct Term: CustomStringConvertible {
    /// The unknown.
    public var variable: Variable
    /// Its factor.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term as `2 * x` (or `x` for a coefficient of 1), numbers as ``ConstraintSystem/format(_:)``
    /// writes them.
    public var description: String {
        coefficient == 1 ? variable.description : "\(ConstraintSystem.format(coefficient)) * \(variable)"
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Build expressions with `+`, `-`, `*` and `/` by a constant from variables and numbers:
/// `2 * x + y - 10`. A variable may appear in several terms; the solver adds them up.
public struct Expression: CustomStringConvertible {
    /// The summands, in the order they were written.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `variable`.
    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }

    /// Creates the constant expression `constant`.
    public init(_ constant: Double) { self.init(constant: constant) }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool { Self.isFinite(terms: terms, constant: constant) }

    /// ``isFinite`` of the expression made of `terms` and `constant` (a constraint keeps them
    /// apart, and building the expression would retain its terms).
    static func isFinite(terms: [Term], constant: Double) -> Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression as `2 * x + y - 10`: terms in the order they were written (`x` for a
    /// coefficient of 1, `-x` for -1), then the constant; just the constant when there are no
    /// terms. Numbers are written by ``ConstraintSystem/format(_:)``; this is also each side of a
    /// constraint in the `.constraints` form.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" + Term(term.variable, -term.coefficient).description : term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return ConstraintSystem.format(constant) }
        if constant > 0 { text += " + " + ConstraintSystem.format(constant) }
        if constant < 0 { text += " - " + ConstraintSystem.format(-constant) }
        return text
    }
}

// MARK: - Building expressions

/// `v * c`
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
/// `c * v`
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
/// `v / c`
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
/// `-v`
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
/// `t * c`
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
/// `c * t`
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
/// `t / c`
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
/// `-t`
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
/// `e * c`
public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
}
/// `c * e`
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
/// `e / c`
public func / (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms.map { $0 / rhs }, constant: lhs.constant / rhs)
}
/// `-e`
public prefix func - (operand: Expression) -> Expression { operand * -1 }

/// `e + f`
public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// `e - f`
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

/// Anything that reads as a linear expression: a variable, a term or an expression.
/// (Numbers mix in through their own overloads, so plain arithmetic on `Double` never
/// has to consider these operators.)
public protocol ExpressionConvertible {
    /// The value as an expression.
    var expression: Expression { get }
}
extension Variable: ExpressionConvertible {
    /// `1 * self`.
    public var expression: Expression { Expression(self) }
}
extension Term: ExpressionConvertible {
    /// The single-term expression.
    public var expression: Expression { Expression(terms: [self]) }
}
extension Expression: ExpressionConvertible {
    /// `self`.
    public var expression: Expression { self }
}
/// `a + b` for any mix of variables, terms and expressions.
public func + <A: ExpressionConvertible, B: ExpressionConvertible>(lhs: A, rhs: B) -> Expression {
    lhs.expression + rhs.expression
}
/// `a - b` for any mix of variables, terms and expressions.
public func - <A: ExpressionConvertible, B: ExpressionConvertible>(lhs: A, rhs: B) -> Expression {
    lhs.expression - rhs.expression
}
/// `a + c`
public func + <A: ExpressionConvertible>(lhs: A, rhs: Double) -> Expression {
    var result = lhs.expression
    result.constant += rhs
    return result
}
/// `c + a`
public func + <A: ExpressionConvertible>(lhs: Double, rhs: A) -> Expression { rhs + lhs }
/// `a - c`
public func - <A: ExpressionConvertible>(lhs: A, rhs: Double) -> Expression { lhs + -rhs }
/// `c - a`
public func - <A: ExpressionConvertible>(lhs: Double, rhs: A) -> Expression { -rhs.expression + lhs }

extension Constraint {
    /// Calls `body` with each term in order, its variable lent without a retain (the
    /// constraint's array keeps it alive): the solver's loops over a new constraint's terms
    /// otherwise retain and release every variable they look at.
    @inline(__always)
    func forEachTerm(_ body: (Variable, Double) throws -> Void) rethrows {
        try terms.withUnsafeBufferPointer { terms in
            try terms.withMemoryRebound(to: UnretainedTerm.self) { terms in
                for term in terms {
                    try term.variable._withUnsafeGuaranteedRef { try body($0, term.coefficient) }
                }
            }
        }
    }
}

/// ``Term``'s layout with an unretained variable, to read terms in place (``Constraint/forEachTerm(_:)``).
private struct UnretainedTerm {
    var variable: Unmanaged<Variable>
    var coefficient: Double
}
