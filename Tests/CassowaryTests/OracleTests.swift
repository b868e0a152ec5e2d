import TestSupport
import Testing

@testable import Cassowary

/// Randomised property tests: the solver against an independent lexicographic LP
/// (``LexicographicOracle``) on small random systems, with fixed seeds so every run checks
/// the same cases. A failure prints the case number and the system, so it can be replayed.
@Suite struct OracleTests {
    /// Records a disagreement (and says which case it was) unless `message` is nil.
    private func expectAgreement(_ message: String?, _ context: @autoclosure () -> String) {
        if let message { Issue.record(Comment(rawValue: "\(context())\n\(message)")) }
    }

    /// Adds the constraints one by one; a required constraint the solver rejects as
    /// unsatisfiable must be one the oracle also finds infeasible with those accepted before
    /// it. Returns the indices of the accepted constraints.
    private func addAll(_ system: RandomSystem, _ instance: SolverInstance, to solver: Solver, context: String) throws -> [Int] {
        var accepted: [Int] = []
        for (index, constraint) in instance.constraints.enumerated() {
            do {
                try solver.add(constraint)
                accepted.append(index)
            } catch SolverError.unsatisfiableConstraint {
                let attempted = (accepted + [index]).map { system.dense[$0] }
                let feasible = try LexicographicOracle.optimalViolations(variableCount: system.variableCount, attempted) != nil
                #expect(!feasible, "\(context): rejected \(constraint), but the required part is feasible")
                #expect(constraint.priority.isRequired, "\(context): rejected non-required \(constraint)")
            }
        }
        return accepted
    }

    @Test func randomSystemsAreSolvedLexicographically() throws {
        var random = SplitMix64(seed: 0x5EED_0001)
        var rejected = 0
        var cases = 0
        for number in 0..<1_500 {
            let system = RandomSystem(using: &random)
            let instance = SolverInstance(variableCount: system.variableCount, system.dense)
            let solver = Solver()
            let context = "case \(number): \(system)"
            let accepted = try addAll(system, instance, to: solver, context: context)
            rejected += system.dense.count - accepted.count
            cases += 1
            let held = accepted.map { system.dense[$0] }
            expectAgreement(
                try OracleCheck.disagreement(values: instance.values(in: solver), variableCount: system.variableCount, held),
                context)
        }
        // The generator must exercise both paths: mostly satisfiable, some conflicts.
        #expect(rejected > 100 && rejected < cases * 2)
    }

    @Test func suggestedValuesMatchTheOracleAndAFreshSolver() throws {
        var random = SplitMix64(seed: 0x5EED_0002)
        for number in 0..<200 {
            let system = RandomSystem(using: &random)
            let instance = SolverInstance(variableCount: system.variableCount, system.dense)
            let solver = Solver()
            let context = "case \(number): \(system)"
            let held = try addAll(system, instance, to: solver, context: context).map { system.dense[$0] }
            // One or two edit variables at random priorities, each suggested right away.
            var edits: [(variable: Int, priority: Double, value: Double)] = []
            for _ in 0..<random.int(in: 1...2) {
                let variable = random.int(in: 0...(system.variableCount - 1))
                if edits.contains(where: { $0.variable == variable }) { continue }
                let priority = random.pick([999.0, 750, 500, 250, 50])
                try solver.addEditVariable(instance.variables[variable], priority: Priority(priority))
                edits.append((variable, priority, Double(random.int(in: -40...40))))
                try solver.suggestValue(edits.last!.value, for: instance.variables[variable])
            }
            for round in 0..<6 {
                let edit = random.int(in: 0...(edits.count - 1))
                edits[edit].value = Double(random.int(in: -80...80)) / 2
                try solver.suggestValue(edits[edit].value, for: instance.variables[edits[edit].variable])
                let editConstraints = edits.map {
                    OracleCheck.edit($0.variable, of: system.variableCount, value: $0.value, priority: $0.priority)
                }
                let roundContext = "\(context)\nround \(round), edits \(edits)"
                expectAgreement(
                    try OracleCheck.disagreement(
                        values: instance.values(in: solver), variableCount: system.variableCount, held + editConstraints),
                    roundContext)
                // A fresh solver given the same constraints and suggestions reaches the same optimum.
                let fresh = Solver()
                let freshInstance = SolverInstance(variableCount: system.variableCount, held)
                for constraint in freshInstance.constraints { try fresh.add(constraint) }
                for edit in edits {
                    try fresh.addEditVariable(freshInstance.variables[edit.variable], priority: Priority(edit.priority))
                    try fresh.suggestValue(edit.value, for: freshInstance.variables[edit.variable])
                }
                expectSameViolations(solver, instance, fresh, freshInstance, held + editConstraints, roundContext)
            }
            // Removing an edit variable drops its wish.
            let removed = edits.removeLast()
            try solver.removeEditVariable(instance.variables[removed.variable])
            #expect(!solver.hasEditVariable(instance.variables[removed.variable]))
            let remaining = edits.map { OracleCheck.edit($0.variable, of: system.variableCount, value: $0.value, priority: $0.priority) }
            expectAgreement(
                try OracleCheck.disagreement(values: instance.values(in: solver), variableCount: system.variableCount, held + remaining),
                "\(context)\nafter removing the edit of x\(removed.variable)")
        }
    }

    /// Both solvers' solutions have the same total violation at every priority level of the
    /// constraints they hold (`dense`, edit constraints included).
    private func expectSameViolations(
        _ solver: Solver, _ instance: SolverInstance, _ fresh: Solver, _ freshInstance: SolverInstance,
        _ dense: [DenseConstraint], _ context: @autoclosure () -> String
    ) {
        let levels = LexicographicOracle.priorityLevels(dense)
        let incremental = LexicographicOracle.violations(at: instance.values(in: solver), dense, levels: levels)
        let rebuilt = LexicographicOracle.violations(at: freshInstance.values(in: fresh), dense, levels: levels)
        for (level, (a, b)) in zip(levels, zip(incremental, rebuilt)) where abs(a - b) > OracleCheck.tolerance * max(1, abs(b)) {
            Issue.record(Comment(rawValue: "\(context())\nat @\(level) the solver's solution violates \(a), a fresh solver's \(b)"))
        }
    }

    @Test func setConstantMatchesTheOracleAndAFreshSolver() throws {
        var random = SplitMix64(seed: 0x5EED_0003)
        var refused = 0
        for number in 0..<300 {
            let system = RandomSystem(using: &random)
            let instance = SolverInstance(variableCount: system.variableCount, system.dense)
            let solver = Solver()
            let context = "case \(number): \(system)"
            let accepted = try addAll(system, instance, to: solver, context: context)
            guard !accepted.isEmpty else { continue }
            var dense = system.dense
            for round in 0..<6 {
                let index = random.pick(accepted)
                let constraint = instance.constraints[index]
                let newConstant = Double(random.int(in: -20...20))
                var changed = dense
                changed[index].constant = newConstant
                let held = accepted.map { changed[$0] }
                let feasible = try LexicographicOracle.optimalViolations(variableCount: system.variableCount, held) != nil
                let before = instance.values(in: solver)
                let roundContext = "\(context)\nround \(round): constant of \(constraint) to \(newConstant)"
                do {
                    try solver.setConstant(newConstant, for: constraint)
                } catch {
                    refused += 1
                    #expect(!feasible, "\(roundContext): refused (\(error)) though feasible")
                    #expect(instance.values(in: solver) == before, "\(roundContext): a refused change moved values")
                    #expect(constraint.constant == dense[index].constant, "\(roundContext): a refused change kept its constant")
                    continue
                }
                #expect(feasible, "\(roundContext): accepted though the required part is infeasible")
                #expect(constraint.constant == newConstant)
                dense = changed
                expectAgreement(
                    try OracleCheck.disagreement(
                        values: instance.values(in: solver), variableCount: system.variableCount, held),
                    roundContext)
                let fresh = Solver()
                let freshInstance = SolverInstance(variableCount: system.variableCount, held)
                for constraint in freshInstance.constraints { try fresh.add(constraint) }
                expectSameViolations(solver, instance, fresh, freshInstance, held, roundContext)
            }
        }
        #expect(refused > 10)
    }

    /// `setConstants` must reach the oracle's optimum when the new constants can all hold, and
    /// otherwise leave exactly the state that the same `setConstant` calls one by one leave.
    @Test func setConstantsMatchTheOracleAndOneByOneCalls() throws {
        var random = SplitMix64(seed: 0x5EED_0009)
        var batchesRefused = 0
        var batchesAccepted = 0
        for number in 0..<300 {
            let system = RandomSystem(using: &random)
            let batched = SolverInstance(variableCount: system.variableCount, system.dense)
            let sequential = SolverInstance(variableCount: system.variableCount, system.dense)
            let batchSolver = Solver(), sequentialSolver = Solver()
            let context = "case \(number): \(system)"
            let accepted = try addAll(system, batched, to: batchSolver, context: context)
            _ = try addAll(system, sequential, to: sequentialSolver, context: context)
            guard !accepted.isEmpty else { continue }
            var dense = system.dense
            for round in 0..<4 {
                // Up to four changes, a constraint possibly twice (the last constant wins).
                let changes = (0..<random.int(in: 1...4)).map { _ in
                    (random.pick(accepted), Double(random.int(in: -20...20)))
                }
                var changed = dense
                for (index, constant) in changes { changed[index].constant = constant }
                let held = accepted.map { changed[$0] }
                let feasible = try LexicographicOracle.optimalViolations(variableCount: system.variableCount, held) != nil
                let roundContext = "\(context)\nround \(round): \(changes)"
                var batchError: String?
                do {
                    try batchSolver.setConstants(changes.map { (batched.constraints[$0.0], $0.1) })
                } catch {
                    batchError = "\(error)"
                }
                var sequentialError: String?
                for (index, constant) in changes where sequentialError == nil {
                    do { try sequentialSolver.setConstant(constant, for: sequential.constraints[index]) } catch {
                        sequentialError = "\(error)"
                    }
                }
                #expect((batchError == nil) == feasible, "\(roundContext): batch error \(batchError ?? "none")")
                if batchError == nil {
                    // One by one may fail on the way (an impossible state in between), or not.
                    if sequentialError != nil {
                        for (index, constant) in changes { try? sequentialSolver.setConstant(constant, for: sequential.constraints[index]) }
                        // Bring the one-by-one solver to the batch's constants for the next round.
                        for index in accepted where sequential.constraints[index].constant != batched.constraints[index].constant {
                            try sequentialSolver.setConstant(batched.constraints[index].constant, for: sequential.constraints[index])
                        }
                    }
                    batchesAccepted += 1
                    expectAgreement(
                        try OracleCheck.disagreement(
                            values: batched.values(in: batchSolver), variableCount: system.variableCount, held),
                        roundContext)
                    dense = changed
                } else {
                    batchesRefused += 1
                    // Refused: the changes before the failing one stay, exactly as one by one.
                    #expect(sequentialError != nil, "\(roundContext)")
                    #expect(batched.constraints.map(\.constant) == sequential.constraints.map(\.constant), "\(roundContext)")
                    for index in accepted { dense[index].constant = batched.constraints[index].constant }
                    // Both at an optimum of what now holds (ties may pick different vertices).
                    let now = accepted.map { dense[$0] }
                    expectAgreement(try OracleCheck.disagreement(values: batched.values(in: batchSolver),
                                                                 variableCount: system.variableCount, now), roundContext)
                    expectAgreement(try OracleCheck.disagreement(values: sequential.values(in: sequentialSolver),
                                                                 variableCount: system.variableCount, now), roundContext)
                }
            }
        }
        #expect(batchesRefused > 5 && batchesAccepted > 100, "\(batchesRefused) refused, \(batchesAccepted) accepted")
    }

    /// `violationByPriority` (the objective the solver reports) must equal the violations of
    /// its own solution, after additions and after in-place constant changes (including those
    /// whose marker is basic, where the marker's own error starts from the new constant).
    @Test func reportedViolationsMatchTheSolution() throws {
        var random = SplitMix64(seed: 0x5EED_0006)
        var staleAfterChanges = 0
        for number in 0..<300 {
            let system = RandomSystem(using: &random)
            let instance = SolverInstance(variableCount: system.variableCount, system.dense)
            let solver = Solver()
            let context = "case \(number): \(system)"
            let accepted = try addAll(system, instance, to: solver, context: context)
            var dense = system.dense
            #expect(reportedViolationsMismatch(solver, instance, accepted.map { dense[$0] }) == nil, "\(context)")
            guard !accepted.isEmpty else { continue }
            for _ in 0..<3 {
                let index = random.pick(accepted)
                let newConstant = Double(random.int(in: -20...20))
                guard (try? solver.setConstant(newConstant, for: instance.constraints[index])) != nil else { continue }
                dense[index].constant = newConstant
                if reportedViolationsMismatch(solver, instance, accepted.map { dense[$0] }) != nil { staleAfterChanges += 1 }
            }
        }
        #expect(staleAfterChanges == 0)
    }

    /// A description of how `violationByPriority` differs from the violations of the values.
    private func reportedViolationsMismatch(_ solver: Solver, _ instance: SolverInstance, _ dense: [DenseConstraint]) -> String? {
        let reported = solver.violationByPriority.filter { !$0.priority.isRequired }
        let levels = reported.map(\.priority.value)
        let actual = LexicographicOracle.violations(at: instance.values(in: solver), dense, levels: levels)
        for (entry, value) in zip(reported, actual) where abs(entry.violation - value) > OracleCheck.tolerance * max(1, value) {
            return "@\(entry.priority): reported \(entry.violation), solution violates \(value)"
        }
        return nil
    }

    @Test func removalMatchesTheOracle() throws {
        var random = SplitMix64(seed: 0x5EED_0004)
        for number in 0..<400 {
            let system = RandomSystem(using: &random)
            let instance = SolverInstance(variableCount: system.variableCount, system.dense)
            let solver = Solver()
            let context = "case \(number): \(system)"
            var remaining = try addAll(system, instance, to: solver, context: context)
            while !remaining.isEmpty {
                let index = remaining.remove(at: random.int(in: 0...(remaining.count - 1)))
                let constraint = instance.constraints[index]
                try solver.remove(constraint)
                #expect(!solver.contains(constraint))
                #expect(throws: SolverError.self) { try solver.remove(constraint) }
                expectAgreement(
                    try OracleCheck.disagreement(
                        values: instance.values(in: solver), variableCount: system.variableCount,
                        remaining.map { system.dense[$0] }),
                    "\(context)\nafter removing \(constraint)")
            }
            #expect(solver.constraints.isEmpty)
        }
    }

    @Test func identicalCallsGiveBitIdenticalResults() throws {
        var random = SplitMix64(seed: 0x5EED_0005)
        for number in 0..<200 {
            let system = RandomSystem(using: &random)
            let script = OperationScript(system, using: &random)
            let first = try script.run()
            let second = try script.run()
            #expect(first == second, "case \(number): \(system)")
        }
    }
}

/// A random sequence of solver calls on one system, replayable on fresh solvers; its trace
/// records every outcome and value bit for bit, and the order of reported changes.
struct OperationScript {
    enum Operation {
        case add(Int)
        case remove(Int)
        case addEdit(Int, Double)
        case suggest(Int, Double)
        case setConstant(Int, Double)
    }

    let system: RandomSystem
    var operations: [Operation] = []

    init(_ system: RandomSystem, using random: inout SplitMix64) {
        self.system = system
        let count = system.dense.count
        operations = (0..<count).map { .add($0) }
        let edited = random.int(in: 0...(system.variableCount - 1))
        operations.append(.addEdit(edited, random.pick([750, 500, 250])))
        for _ in 0..<12 {
            switch random.int(in: 0...3) {
            case 0: operations.append(.suggest(edited, Double(random.int(in: -100...100)) / 4))
            case 1: operations.append(.setConstant(random.int(in: 0...(count - 1)), Double(random.int(in: -20...20))))
            case 2: operations.append(.remove(random.int(in: 0...(count - 1))))
            default: operations.append(.add(random.int(in: 0...(count - 1))))
            }
        }
    }

    /// Runs the script on a fresh solver and fresh variables; returns the trace.
    func run() throws -> [String] {
        let instance = SolverInstance(variableCount: system.variableCount, system.dense)
        let solver = Solver()
        var trace: [String] = []
        for operation in operations {
            var outcome = "ok"
            do {
                switch operation {
                case let .add(index): try solver.add(instance.constraints[index])
                case let .remove(index): try solver.remove(instance.constraints[index])
                case let .addEdit(variable, priority):
                    try solver.addEditVariable(instance.variables[variable], priority: Priority(priority))
                case let .suggest(variable, value): try solver.suggestValue(value, for: instance.variables[variable])
                case let .setConstant(index, value): try solver.setConstant(value, for: instance.constraints[index])
                }
            } catch {
                outcome = "\(error)"
            }
            var changes: [String] = []
            solver.takeChangedVariables { variable, value in changes.append("\(variable.name)=\(value.bitPattern)") }
            let values = instance.values(in: solver).map { String($0.bitPattern) }
            trace.append("\(operation): \(outcome) | \(changes.joined(separator: " ")) | \(values.joined(separator: " "))")
        }
        return trace
    }
}
