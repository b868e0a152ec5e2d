import Cassowary

/// A constraint system in indexed form (variables by number), ready to be instantiated any
/// number of times with fresh variables and constraints - what `solver.enaml.build` times.
struct SystemDescription {
    /// One constraint: `sum(coefficient * variable) + constant OP 0 @priority`.
    struct Row {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var priority: Priority
    }

    /// Variable names, in order of first use.
    var variableNames: [String] = []
    /// Edit variables and their priorities, in declaration order.
    var edits: [(variable: Int, priority: Priority)] = []
    /// The constraints, in file order.
    var rows: [Row] = []

    /// The index of the variable called `name`, if the system uses it.
    func variableIndex(_ name: String) -> Int? { variableNames.firstIndex(of: name) }

    /// Fresh variables, one per name.
    func makeVariables() -> [Variable] { variableNames.map { Variable($0) } }

    /// Fresh constraints over `variables` (as returned by ``makeVariables()``).
    func makeConstraints(_ variables: [Variable]) -> [Constraint] {
        rows.map { row in
            let terms = row.terms.map { Term(variables[$0.variable], $0.coefficient) }
            return Constraint(Expression(terms: terms, constant: row.constant), row.relation, priority: row.priority)
        }
    }

    /// A solver holding the whole system: edit variables first, then every constraint, one
    /// `add` at a time (as kiwi's benchmark builds it) or as one batch (`add(contentsOf:)`).
    func makeSolver(_ variables: [Variable], _ constraints: [Constraint], batch: Bool = false) throws -> Solver {
        let solver = Solver()
        for edit in edits { try solver.addEditVariable(variables[edit.variable], priority: edit.priority) }
        if batch {
            try solver.add(contentsOf: constraints)
        } else {
            for constraint in constraints { try solver.add(constraint) }
        }
        return solver
    }
}
