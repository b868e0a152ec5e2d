import Cassowary

/// `solver.enaml` and `solver.enaml.build`: kiwi's enaml-like form (37 variables, 111
/// constraints, 2 edit variables) from `Workloads/enaml-like.constraints`.
enum EnamlWorkloads {
    static let file = "enaml-like.constraints"
    /// The six sizes the file lists, suggested in turn.
    static let sizes: [(width: Double, height: Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]

    static func all() -> [Workload] {
        [
            Workload("solver.enaml", body: .steps {
                try EnamlSuggest(WorkloadFiles.loadSystem(file)).steps()
            }),
            // kiwi's own loop: each of its six sizes is a separate case that suggests the same
            // size again and again, so after the first step nothing moves. For comparison with
            // the figures quoted for kiwi; `solver.enaml` above is the real workload.
            Workload("solver.enaml.repeat", parameters: [Parameter("width", 400), Parameter("height", 600)], body: .steps {
                try EnamlSuggest(WorkloadFiles.loadSystem(file), sizes: [(400, 600)]).steps()
            }),
            Workload("solver.enaml.build", body: .steps {
                try EnamlBuild(WorkloadFiles.loadSystem(file), batch: false).steps()
            }),
            Workload("solver.enaml.build.batch", body: .steps {
                try EnamlBuild(WorkloadFiles.loadSystem(file), batch: true).steps()
            }),
        ]
    }
}

/// The timed step of `solver.enaml`: suggest a width and a height, solve, read every
/// variable back; cycling through the sizes (the file's six unless told otherwise).
final class EnamlSuggest {
    let variables: [Variable]
    let constraints: [Constraint]
    let solver: Solver
    let width: Variable
    let height: Variable
    let sizes: [(width: Double, height: Double)]
    var next = 0
    var checksum = 0.0

    init(_ system: SystemDescription, sizes: [(width: Double, height: Double)] = EnamlWorkloads.sizes) throws {
        self.sizes = sizes
        guard let width = system.variableIndex("width"), let height = system.variableIndex("height") else {
            throw WorkloadError("\(EnamlWorkloads.file) has no 'width' or 'height' variable")
        }
        variables = system.makeVariables()
        constraints = system.makeConstraints(variables)
        solver = try system.makeSolver(variables, constraints)
        self.width = variables[width]
        self.height = variables[height]
    }

    func steps() -> Steps {
        Steps(step: { try self.step() }, verify: { try self.verify() })
    }

    @inline(never)  // a named frame for profilers (callgrind --toggle-collect)
    func step() throws {
        let size = sizes[next]
        next = next == sizes.count - 1 ? 0 : next + 1
        try solver.suggestValue(size.width, for: width)
        try solver.suggestValue(size.height, for: height)
        solver.updateVariables()
        var sum = 0.0
        for variable in variables { sum += variable.value }
        checksum += sum
    }

    /// The last suggestion holds (the edits are strong and nothing stronger opposes them)
    /// and every required constraint is satisfied.
    func verify() throws {
        consume(checksum)
        let last = sizes[(next + sizes.count - 1) % sizes.count]
        guard abs(width.value - last.width) < 1e-6, abs(height.value - last.height) < 1e-6 else {
            throw WorkloadError("after suggesting \(last) the solver gives width \(width.value), height \(height.value)")
        }
        try requireSatisfied(constraints)
    }
}

/// The timed step of `solver.enaml.build`: fresh variables and constraints, a fresh solver,
/// the edit variables and all 111 constraints added (as kiwi's benchmark builds it).
final class EnamlBuild {
    let system: SystemDescription
    /// Whether the constraints go in as one `add(contentsOf:)` batch.
    let batch: Bool
    /// Solvers built during a sample, freed after the clock stops.
    var built: [Solver] = []
    var last: (solver: Solver, constraints: [Constraint])?

    init(_ system: SystemDescription, batch: Bool) {
        self.system = system
        self.batch = batch
    }

    func steps() -> Steps {
        Steps(
            step: { try self.step() },
            afterSample: { self.built.removeAll(keepingCapacity: true) },
            verify: { try self.verify() })
    }

    @inline(never)  // a named frame for profilers (callgrind --toggle-collect)
    func step() throws {
        let variables = system.makeVariables()
        let constraints = system.makeConstraints(variables)
        built.append(try system.makeSolver(variables, constraints, batch: batch))
    }

    /// A built solver holds every constraint, and its solution satisfies the required ones.
    func verify() throws {
        let variables = system.makeVariables()
        let constraints = system.makeConstraints(variables)
        let solver = try system.makeSolver(variables, constraints, batch: batch)
        let held = constraints.filter(solver.contains).count
        guard held == constraints.count else {
            throw WorkloadError("a built solver holds \(held) of \(constraints.count) constraints")
        }
        solver.updateVariables()
        try requireSatisfied(constraints)
    }
}

/// Throws unless every required constraint holds for the variables' current `value`s.
func requireSatisfied(_ constraints: [Constraint], tolerance: Double = 1e-6) throws {
    for constraint in constraints where constraint.priority.isRequired {
        var value = constraint.expression.constant
        for term in constraint.expression.terms { value += term.coefficient * term.variable.value }
        let holds = switch constraint.relation {
        case .equal: abs(value) <= tolerance
        case .lessThanOrEqual: value <= tolerance
        case .greaterThanOrEqual: value >= -tolerance
        }
        guard holds else { throw WorkloadError("required constraint \(constraint) is violated by \(value)") }
    }
}
