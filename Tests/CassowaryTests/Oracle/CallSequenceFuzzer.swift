import Foundation
import TestSupport
@testable import Cassowary

/// Drives one solver through a random sequence of public calls (adds, batches, removals,
/// constant and priority changes, edit variables and suggestions, reads of changed variables)
/// and judges every call against ``LexicographicOracle``:
/// - an accepted call leaves the lexicographic optimum of what the solver holds, every
///   required constraint satisfied, and ``Solver/violationByPriority`` equal to the violations
///   at the solver's values;
/// - a refused call leaves the solver exactly as it was, and refuses only what the oracle
///   finds infeasible;
/// - the values reported by ``Solver/takeChangedVariables(_:)`` always add up to
///   ``Solver/value(of:)``.
/// Findings are returned as text (the call sequence so far included), not recorded, so the
/// caller decides how to report them.
struct CallSequenceFuzzer {
    /// How wide the coefficients range: small integers, or magnitudes from 1e-6 to 1e6.
    enum Scale { case ordinary, wide }

    let scale: Scale
    var random: SplitMix64
    let solver: Solver
    let variables: [Variable]
    /// The constraints the solver holds (edit constraints aside), in the model's order.
    var held: [Constraint] = []
    var edits: [(variable: Int, priority: Double, value: Double)] = []
    /// Each variable's value as the changed-variable reports leave it.
    var mirror: [Double]
    var log: [String] = []
    var findings: [String] = []
    /// Calls refused with an error other than a conflict (allowed with state unchanged, counted).
    var otherRefusals = 0
    /// Adds refused at the solver's memory limit (allowed with state unchanged, counted).
    var memoryRefusals = 0
    /// Calls the oracle could not judge (its own dense LP stalled on round-off), counted.
    var unjudged = 0
    /// Disagreements of the floating-point oracle that exact arithmetic cleared, counted.
    var clearedExactly = 0

    /// Whether the calls the floating-point oracle cannot judge are judged in exact arithmetic
    /// (slow: a survey sets it with `CASSOWARY_FUZZ_EXACT` in the environment).
    var judgesEveryCallExactly = ProcessInfo.processInfo.environment["CASSOWARY_FUZZ_EXACT"] != nil

    init(seed: UInt64, scale: Scale, recovering: Bool, memoryLimit: Int? = nil) {
        self.scale = scale
        random = SplitMix64(seed: seed)
        solver = recovering ? Solver(options: .recoversFromConflicts) : Solver()
        if let memoryLimit { solver.memoryLimit = memoryLimit }
        let count = random.int(in: 2...4)
        variables = (0..<count).map { Variable("x\($0)") }
        mirror = Array(repeating: 0, count: count)
    }

    // MARK: Random input

    mutating func coefficient() -> Double {
        let sign: Double = random.chance(0.5) ? 1 : -1
        switch scale {
        case .ordinary: return sign * Double(random.int(in: 1...3))
        case .wide: return sign * Double(random.int(in: 1...9)) * power(random.int(in: -6...6))
        }
    }

    mutating func constant() -> Double {
        switch scale {
        case .ordinary: return Double(random.int(in: -20...20))
        case .wide: return Double(random.int(in: -20...20)) * power(random.int(in: -3...3))
        }
    }

    private func power(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<Swift.abs(exponent) { value *= 10 }
        return exponent < 0 ? 1 / value : value
    }

    mutating func softPriority() -> Double { random.pick([999, 750, 500, 250, 1]) }

    mutating func makeConstraint() -> Constraint {
        var terms: [Term] = []
        for _ in 0..<random.int(in: 1...min(3, variables.count)) {
            terms.append(Term(random.pick(variables), coefficient()))
        }
        let relation = random.pick([Relation.equal, .greaterThanOrEqual, .lessThanOrEqual])
        let priority = random.chance(0.4) ? 1000 : softPriority()
        return Constraint(Expression(terms: terms, constant: constant()), relation, priority: Priority(priority))
    }

    // MARK: The model

    func dense(_ constraint: Constraint, constant: Double? = nil, priority: Double? = nil) -> DenseConstraint {
        var coefficients = Array(repeating: 0.0, count: variables.count)
        for term in constraint.expression.terms {
            coefficients[variables.firstIndex { $0 === term.variable }!] += term.coefficient
        }
        return DenseConstraint(
            coefficients: coefficients, constant: constant ?? constraint.constant, relation: constraint.relation,
            priority: priority ?? constraint.priority.value)
    }

    func editConstraints() -> [DenseConstraint] {
        edits.map { OracleCheck.edit($0.variable, of: variables.count, value: $0.value, priority: $0.priority) }
    }

    func model() -> [DenseConstraint] { held.map { dense($0) } + editConstraints() }

    /// What a refused call must leave untouched.
    struct Snapshot: Equatable {
        var values: [Double]
        var constraints: [ObjectIdentifier]
        var constants: [Double]
        var priorities: [Double]
        var editVariables: [ObjectIdentifier]
        var violations: [Double]
    }

    func snapshot() -> Snapshot {
        Snapshot(
            values: variables.map { solver.value(of: $0) },
            constraints: solver.constraints.map(ObjectIdentifier.init),
            constants: held.map(\.constant), priorities: held.map(\.priority.value),
            editVariables: solver.editVariables.map(ObjectIdentifier.init),
            violations: solver.violationByPriority.map(\.violation))
    }

    // MARK: One call

    /// Makes one random call and judges it.
    mutating func step() throws {
        let before = snapshot()
        var attempted = model()
        var description: String
        var body: () throws -> Void
        var onSuccess: (inout CallSequenceFuzzer) -> Void = { _ in }
        // `setConstants` that cannot hold falls back to one call per change and keeps those
        // before the failing one (documented): judged by the state it leaves, not atomicity.
        var partialOnFailure = false
        let roll = random.int(in: 0...99)
        if roll < 35 || held.isEmpty {
            let constraint = makeConstraint()
            description = "add \(constraint) @\(constraint.priority.value)"
            attempted.append(dense(constraint))
            body = { [solver] in try solver.add(constraint) }
            onSuccess = { $0.held.append(constraint) }
        } else if roll < 45 {
            let batch = (0..<random.int(in: 2...4)).map { _ in makeConstraint() }
            description = "add batch " + batch.map { "\($0) @\($0.priority.value)" }.joined(separator: "; ")
            attempted += batch.map { dense($0) }
            body = { [solver] in try solver.add(contentsOf: batch) }
            onSuccess = { $0.held += batch }
        } else if roll < 62 {
            let index = random.int(in: 0...(held.count - 1))
            let constraint = held[index]
            description = "remove \(constraint)"
            attempted.remove(at: index)
            body = { [solver] in try solver.remove(constraint) }
            onSuccess = { $0.held.remove(at: index) }
        } else if roll < 72 {
            let index = random.int(in: 0...(held.count - 1))
            let value = constant()
            description = "setConstant \(value) for \(held[index])"
            attempted[index] = dense(held[index], constant: value)
            body = { [solver, held] in try solver.setConstant(value, for: held[index]) }
        } else if roll < 77 {
            let changes = (0..<random.int(in: 2...3)).map { _ in (random.int(in: 0...(held.count - 1)), constant()) }
            description = "setConstants " + changes.map { "\(held[$0.0]) to \($0.1)" }.joined(separator: "; ")
            for (index, value) in changes { attempted[index] = dense(held[index], constant: value) }
            partialOnFailure = true
            body = { [solver, held] in try solver.setConstants(changes.map { (held[$0.0], $0.1) }) }
        } else if roll < 84, let index = held.indices.filter({ !held[$0].priority.isRequired }).randomElement(using: &random) {
            let priority = softPriority()
            description = "setPriority \(priority) for \(held[index]) @\(held[index].priority.value)"
            attempted[index] = dense(held[index], priority: priority)
            body = { [solver, held] in try solver.setPriority(Priority(priority), for: held[index]) }
        } else if roll < 90 {
            let variable = random.int(in: 0...(variables.count - 1))
            if edits.contains(where: { $0.variable == variable }) {
                let value = constant()
                description = "suggest \(value) for x\(variable)"
                let position = edits.firstIndex { $0.variable == variable }!
                attempted[held.count + position].constant = -value
                body = { [solver, variables] in try solver.suggestValue(value, for: variables[variable]) }
                onSuccess = { $0.edits[position].value = value }
            } else {
                let priority = random.pick([999.0, 750, 500, 250])
                description = "addEditVariable x\(variable) @\(priority)"
                attempted.append(OracleCheck.edit(variable, of: variables.count, value: 0, priority: priority))
                body = { [solver, variables] in try solver.addEditVariable(variables[variable], priority: Priority(priority)) }
                onSuccess = { $0.edits.append((variable, priority, 0)) }
            }
        } else if roll < 95, let position = edits.indices.randomElement(using: &random) {
            let variable = edits[position].variable
            description = "removeEditVariable x\(variable)"
            attempted.remove(at: held.count + position)
            body = { [solver, variables] in try solver.removeEditVariable(variables[variable]) }
            // The solver moves the last edit into the gap.
            onSuccess = { fuzzer in
                let last = fuzzer.edits.removeLast()
                if position < fuzzer.edits.count { fuzzer.edits[position] = last }
            }
        } else {
            description = "takeChangedVariables"
            body = {}
        }
        log.append(description)
        do {
            try body()
        } catch let error as SolverError {
            takeChanges()
            if partialOnFailure {
                try judgingWithOracle { try $0.judgeSuccess() }
            } else {
                try judgingWithOracle { try $0.judgeRefusal(error, before: before, attempted: attempted) }
            }
            return
        }
        onSuccess(&self)
        takeChanges()
        try judgingWithOracle { try $0.judgeSuccess() }
    }

    /// Runs a judgment, counting instead of failing when the oracle itself breaks down.
    private mutating func judgingWithOracle(_ judge: (inout CallSequenceFuzzer) throws -> Void) throws {
        do { try judge(&self) } catch is OracleFailure { unjudged += 1 }
    }

    mutating func judgeRefusal(_ error: SolverError, before: Snapshot, attempted: [DenseConstraint]) throws {
        let after = snapshot()
        if after != before { report("[atomicity] a refused call (\(error)) changed the solver: \(before) -> \(after)") }
        if case .memoryLimitExceeded = error {
            memoryRefusals += 1
            return
        }
        if case .unsatisfiableConstraint = error {
            if solver.options.contains(.recoversFromConflicts) { report("a recovering solver threw \(error)") }
            guard scale == .ordinary else {
                // Wide: only when the oracle's point holds every required constraint to 1e-9.
                guard let solution = try LexicographicOracle.solve(variableCount: variables.count, attempted) else { return }
                if attempted.allSatisfy({ !$0.isRequired || $0.violation(at: solution.point) <= 1e-9 * summands(of: $0, at: solution.point) + 1e-12 }) {
                    // Only when they can hold in exact arithmetic.
                    guard ExactLexicographicOracle.solve(variableCount: variables.count, attempted.filter(\.isRequired)) != nil else {
                        clearedExactly += 1
                        return
                    }
                    report("[refusal] refused as unsatisfiable, but every required constraint holds at \(solution.point)")
                }
                return
            }
            if try LexicographicOracle.optimalViolations(variableCount: variables.count, attempted) != nil {
                report("refused as unsatisfiable, but the required constraints can all hold")
            }
        } else {
            otherRefusals += 1
            if scale == .ordinary { report("refused: \(error)") }
        }
    }

    mutating func judgeSuccess() throws {
        guard scale == .ordinary else { return try judgeWideSuccess() }
        let constraints = model()
        let values = variables.map { solver.value(of: $0) }
        guard let optimum = try LexicographicOracle.optimalViolations(variableCount: variables.count, constraints) else {
            return report("accepted, but the required constraints cannot all hold (oracle)")
        }
        for constraint in constraints where constraint.isRequired {
            let violation = constraint.violation(at: values)
            if violation > 1e-6 * magnitude(of: constraint, at: values) {
                report("required \(constraint) violated by \(violation) at \(values)")
            }
        }
        let levels = optimum.map(\.priority)
        let actual = LexicographicOracle.violations(at: values, constraints, levels: levels)
        for (index, expected) in optimum.enumerated() {
            let tolerance = 1e-6 * constraints.filter { $0.priority == expected.priority }
                .reduce(1) { $0 + magnitude(of: $1, at: values) }
            if Swift.abs(actual[index] - expected.violation) > tolerance {
                report("@\(expected.priority): violation \(actual[index]), optimum \(expected.violation) at \(values)")
            }
        }
        let reported = solver.violationByPriority.filter { $0.violation != 0 || levels.contains($0.priority.value) }
        for level in reported {
            guard let index = levels.firstIndex(of: level.priority.value) else {
                if Swift.abs(level.violation) > 1e-6 { report("violationByPriority reports \(level) for an empty level") }
                continue
            }
            let tolerance = 1e-6 * constraints.filter { $0.priority == levels[index] }
                .reduce(1) { $0 + magnitude(of: $1, at: values) }
            if Swift.abs(level.violation - actual[index]) > tolerance {
                report("violationByPriority says \(level.violation) at @\(levels[index]), the values give \(actual[index])")
            }
        }
    }

    /// An accepted call on wide coefficients, judged to a relative 1e-6 of each constraint's
    /// summands (plus 1e-9 in its units: values near zero carry noise relative to the others). The dense oracle is itself floating point, so its answer is trusted only with a
    /// witness: a point that satisfies every required constraint (to a relative 1e-9) and
    /// attains the levels it claims. A level is a finding only when that witness beats the
    /// solver's values there; where the solver's values beat the witness, the oracle erred and
    /// the lower levels are not judged (counted in `unjudged`); likewise where the witness is
    /// worse at all.
    mutating func judgeWideSuccess() throws {
        let constraints = model()
        let values = variables.map { solver.value(of: $0) }
        for constraint in constraints where constraint.isRequired {
            let violation = constraint.violation(at: values)
            if violation > 1e-6 * summands(of: constraint, at: values) + 1e-9 {
                return report("[required] \(constraint) violated by \(violation) at \(values)")
            }
        }
        let levels = LexicographicOracle.priorityLevels(constraints)
        let actual = LexicographicOracle.violations(at: values, constraints, levels: levels)
        for level in solver.violationByPriority {
            let found = levels.firstIndex(of: level.priority.value).map { actual[$0] } ?? 0
            let tolerance = levelTolerance(level.priority.value, constraints, at: [values])
            if Swift.abs(level.violation - found) > tolerance {
                return report("[reported] violationByPriority says \(level.violation) at @\(level.priority.value), the values give \(found)")
            }
        }
        guard let solution = try LexicographicOracle.solve(variableCount: variables.count, constraints) else { return }
        let witness = solution.point
        guard constraints.allSatisfy({ !$0.isRequired || $0.violation(at: witness) <= 1e-9 * summands(of: $0, at: witness) + 1e-12 }) else {
            return judgeExactlyOrCountUnjudged(constraints, values: values)
        }
        let attained = LexicographicOracle.violations(at: witness, constraints, levels: levels)
        for (index, level) in levels.enumerated() {
            let tolerance = levelTolerance(level, constraints, at: [values, witness])
            if actual[index] > attained[index] + tolerance {
                // Confirmed in exact arithmetic, or the floating-point witness was wrong.
                guard let finding = offTheExactOptimum(constraints, values: values) else {
                    clearedExactly += 1
                    return
                }
                return report("[optimum] \(finding) (floating point: \(attained[index]) at \(witness))")
            }
            // The witness must be no worse here, but for the last bits, to judge the next level:
            // within the tolerance, a trade against a coefficient of 1e6 can buy a lower level
            // far more than its own tolerance (the oracle's levels are fixed to 1e-9 only).
            if attained[index] > actual[index] + 1e-6 * levelTolerance(level, constraints, at: [values, witness], largest: false) {
                return judgeExactlyOrCountUnjudged(constraints, values: values)
            }
        }
    }

    /// A call the floating-point oracle cannot judge: with ``judgesEveryCallExactly``, judged
    /// against the exact optimum alone; otherwise counted in `unjudged`.
    mutating func judgeExactlyOrCountUnjudged(_ constraints: [DenseConstraint], values: [Double]) {
        guard judgesEveryCallExactly else {
            unjudged += 1
            return
        }
        if let finding = offTheExactOptimum(constraints, values: values) {
            report("[optimum] \(finding) (the floating-point oracle could not judge this call)")
        }
    }

    /// Where the solver's values are off the exact lexicographic optimum by more than the
    /// judge's tolerance (``levelTolerance(_:_:at:largest:)``, at the solver's values and the
    /// exact optimum's point), or nil when they are on it. Levels are compared from the
    /// highest; one the values beat (by trading within a required constraint's tolerance)
    /// ends the comparison, since the levels below it are then not comparable.
    func offTheExactOptimum(_ constraints: [DenseConstraint], values: [Double]) -> String? {
        guard let exact = ExactLexicographicOracle.solve(variableCount: variables.count, constraints) else {
            return "the required constraints cannot all hold (exact), yet the call was accepted"
        }
        guard values.allSatisfy(\.isFinite) else { return "a value is not finite: \(values)" }
        let point = exact.point.map(\.doubleValue)
        // An optimum beyond the range of Double sets no scale: the solver's values do.
        let scales = point.allSatisfy(\.isFinite) ? [values, point] : [values]
        let x = values.map(Rational.init)
        for (level, optimum) in exact.levels {
            let actual = constraints.filter { $0.priority == level }
                .reduce(Rational.zero) { $0 + ExactLexicographicOracle.violation(of: $1, at: x) }
            let scale = levelTolerance(level, constraints, at: scales)
            guard scale.isFinite else { continue }
            let tolerance = Rational(scale)
            if optimum + tolerance < actual {
                return "@\(level): violation \(actual) at \(values), exact optimum \(optimum) at \(point)"
            }
            if actual + tolerance < optimum { return nil }
        }
        return nil
    }

    /// `|constant| + sum |coefficient * x|`: the scale a constraint's violation is judged against
    /// on wide coefficients (relative, with no floor).
    func summands(of constraint: DenseConstraint, at x: [Double]) -> Double {
        Swift.abs(constraint.constant) + zip(constraint.coefficients, x).reduce(0) { $0 + Swift.abs($1.0 * $1.1) }
    }

    /// A relative 1e-6 of the summands of a level's constraints at the larger of the points (or
    /// the smaller), plus 1e-9 per constraint.
    func levelTolerance(_ level: Double, _ constraints: [DenseConstraint], at points: [[Double]], largest: Bool = true) -> Double {
        constraints.filter { $0.priority == level }.reduce(0) { sum, constraint in
            let scales = points.map { summands(of: constraint, at: $0) }
            return sum + 1e-6 * (largest ? scales.max()! : scales.min()!) + 1e-9
        }
    }

    /// The size of a constraint's summands at `x`: the scale its violation is judged against.
    func magnitude(of constraint: DenseConstraint, at x: [Double]) -> Double {
        1 + Swift.abs(constraint.constant) + zip(constraint.coefficients, x).reduce(0) { $0 + Swift.abs($1.0 * $1.1) }
    }

    mutating func takeChanges() {
        solver.takeChangedVariables { variable, value in
            mirror[variables.firstIndex { $0 === variable }!] = value
        }
        for (index, variable) in variables.enumerated() where mirror[index] != solver.value(of: variable) {
            report("[reports] x\(index) reads \(solver.value(of: variable)) but was last reported as \(mirror[index])")
        }
    }

    mutating func report(_ finding: String) {
        findings.append(finding + "\n  after: " + log.joined(separator: "\n         "))
    }
}

extension Collection where Index == Int {
    /// A random element, or nil for an empty collection.
    fileprivate func randomElement(using random: inout SplitMix64) -> Element? {
        isEmpty ? nil : self[startIndex + random.int(in: 0...(count - 1))]
    }
}
