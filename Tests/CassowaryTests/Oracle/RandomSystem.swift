import TestSupport
import Cassowary

/// A small random constraint system in two forms: dense (for the oracle) and as solver
/// constraints over real variables.
struct RandomSystem: CustomStringConvertible {
    /// The non-required priorities the generator draws from: several levels, including
    /// Auto Layout's and Cassowary's names and values close to required.
    static let softPriorities: [Double] = [999, 750, 600, 500, 250, 50, 1]

    var variableCount: Int
    var dense: [DenseConstraint]

    /// 2-5 variables, 2-8 constraints of 1-3 terms with small integer coefficients, mixed
    /// relations, about a third required, the rest spread over three or four levels.
    init(using random: inout SplitMix64) {
        let count = random.int(in: 2...5)
        let levels = (0..<random.int(in: 1...4)).map { _ in random.pick(Self.softPriorities) }
        variableCount = count
        dense = (0..<random.int(in: 2...8)).map { _ in
            Self.randomConstraint(variables: count, levels: levels, using: &random)
        }
    }

    init(variableCount: Int, dense: [DenseConstraint]) {
        self.variableCount = variableCount
        self.dense = dense
    }

    static func randomConstraint(variables: Int, levels: [Double], using random: inout SplitMix64) -> DenseConstraint {
        var coefficients = Array(repeating: 0.0, count: variables)
        for _ in 0..<random.int(in: 1...min(3, variables)) {
            var coefficient = 0
            while coefficient == 0 { coefficient = random.int(in: -3...3) }
            coefficients[random.int(in: 0...(variables - 1))] = Double(coefficient)
        }
        let relation = random.pick([Relation.equal, .greaterThanOrEqual, .lessThanOrEqual])
        let priority = random.chance(0.35) ? 1000 : random.pick(levels)
        return DenseConstraint(
            coefficients: coefficients, constant: Double(random.int(in: -20...20)), relation: relation,
            priority: priority)
    }

    var description: String {
        "\(variableCount) variables:\n" + dense.map { "  \($0)" }.joined(separator: "\n")
    }
}

/// A solver-side instance of a dense system: fresh variables and one `Constraint` per row.
struct SolverInstance {
    let variables: [Variable]
    let constraints: [Constraint]

    init(variableCount: Int, _ dense: [DenseConstraint]) {
        variables = (0..<variableCount).map { Variable("x\($0)") }
        let variables = variables
        constraints = dense.map { Self.constraint($0, variables) }
    }

    static func constraint(_ dense: DenseConstraint, _ variables: [Variable]) -> Constraint {
        let terms = dense.coefficients.enumerated().filter { $0.element != 0 }.map { Term(variables[$0.offset], $0.element) }
        return Constraint(
            Expression(terms: terms, constant: dense.constant), dense.relation, priority: Priority(dense.priority))
    }

    /// The solver's current values, read with `value(of:)`.
    func values(in solver: Solver) -> [Double] { variables.map { solver.value(of: $0) } }
}
