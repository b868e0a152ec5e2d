import TestSupport
import Testing

@testable import Cassowary

/// Regressions for what a fuzzer driving the public API found (issue 17), each named after
/// the behaviour it pins down.
@Suite struct ReliabilityTests {
    @Test func removingOneOfTwoProportionalRequiredEqualitiesKeepsTheOther() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).priority(.weak))
        let a = x == 10, b = 2 * x == 20
        try solver.add(a)
        try solver.add(b)
        try solver.remove(a)
        #expect(solver.value(of: x) == 10)
        // The remaining equality still binds: a contradicting required constraint is refused,
        // and moving its constant moves x.
        #expect(throws: SolverError.self) { try solver.add(x == 3) }
        try solver.setConstant(-30, for: b)
        #expect(solver.value(of: x) == 15)
        try solver.remove(b)
        #expect(solver.value(of: x) == 0)
    }

    @Test func removingTheMarkerOfARedundantEqualityWhenItsTwinIsBasicKeepsTheTwin() throws {
        // The same with the twin added first and three proportional copies.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add((x == 0).priority(.weak))
        try solver.add((y == 0).priority(.weak))
        let copies = [x + y == 10, 2 * x + 2 * y == 20, -3 * x - 3 * y == -30]
        for copy in copies { try solver.add(copy) }
        try solver.add((x == 4).priority(.medium))
        for removed in copies.dropLast() {
            try solver.remove(removed)
            #expect(abs(solver.value(of: x) + solver.value(of: y) - 10) < 1e-9)
            #expect(abs(solver.value(of: x) - 4) < 1e-9)
        }
    }

    @Test func aVariableWhoseLastConstraintIsRemovedIsReportedAsChangedToZero() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 5
        try solver.add(c)
        solver.updateVariables()
        #expect(x.value == 5)
        try solver.remove(c)
        #expect(solver.value(of: x) == 0)
        var reported: [(String, Double)] = []
        solver.takeChangedVariables { reported.append(($0.name, $1)) }
        #expect(reported.count == 1 && reported.first?.0 == "x" && reported.first?.1 == 0)
    }

    @Test func aVariableRemovedAndPutBackAtZeroIsWrittenBack() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 5
        try solver.add(c)
        solver.updateVariables()
        try solver.remove(c)
        try solver.add(x == 0)
        solver.updateVariables()
        #expect(x.value == 0)
        // Put back at another value before anyone looked: reported once, with the last value.
        try solver.remove(solver.constraints[0])
        try solver.add(x == 7)
        var reports = 0
        solver.takeChangedVariables { variable, value in
            reports += 1
            #expect(variable === x && value == 7)
        }
        #expect(reports == 1)
    }

    @Test func aVariableRemovedWhileAtZeroIsNotReported() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 0
        try solver.add(c)
        solver.updateVariables()
        try solver.remove(c)
        var reports = 0
        solver.takeChangedVariables { _, _ in reports += 1 }
        #expect(reports == 0)
    }

    @Test func tinyCoefficientsAreKeptWhenTheyAreTheWholeRow() throws {
        let z = Variable("z")
        let solver = Solver()
        try solver.add(1e-9 * z == 1)
        #expect(abs(solver.value(of: z) - 1e9) <= 1e9 * 1e-12)
        let w = Variable("w")
        try solver.add(1e-12 * w + 2e-12 * z >= 3e3)
        #expect(solver.value(of: w) * 1e-12 + 2e-12 * solver.value(of: z) >= 3e3 * (1 - 1e-12))
    }
}

/// A simplex that runs out of pivots (round-off cycling) fails the call with
/// ``SolverError/didNotConverge(operation:pivots:)`` and leaves the solver as it was.
@Suite struct PivotBudgetTests {
    /// A solver whose optimum needs pivots, and the state a refused call must leave.
    private func solverNeedingPivots() throws -> (Solver, [Variable], String) {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add(x >= 0)
        try solver.add((x == 3).priority(.weak))
        return (solver, [x, y], solver.dump())
    }

    @Test func anAddThatRunsOutOfPivotsChangesNothing() throws {
        let (solver, variables, before) = try solverNeedingPivots()
        solver.core.pivotBudgetOverride = 0
        #expect(throws: SolverError.self) { try solver.add((variables[0] == 8).priority(.strong)) }
        #expect(solver.dump() == before)
        #expect(solver.violationByPriority.count == 1)
        solver.core.pivotBudgetOverride = nil
        try solver.add((variables[0] == 8).priority(.strong))
        #expect(solver.value(of: variables[0]) == 8)
    }

    @Test func aRemovalThatRunsOutOfPivotsChangesNothing() throws {
        let (solver, variables, _) = try solverNeedingPivots()
        // The removal leaves x free to move back to its weak wish: one pivot.
        let strong = variables[0] <= 1
        try solver.add(strong)
        let before = solver.dump()
        solver.core.pivotBudgetOverride = 0
        #expect(throws: SolverError.self) { try solver.remove(strong) }
        #expect(solver.dump() == before)
        #expect(solver.contains(strong))
        solver.core.pivotBudgetOverride = nil
        try solver.remove(strong)
        #expect(solver.value(of: variables[0]) == 3)
    }

    @Test func aPriorityChangeThatRunsOutOfPivotsChangesNothing() throws {
        let (solver, variables, _) = try solverNeedingPivots()
        let other = (variables[0] == 8).priority(1)
        try solver.add(other)
        let before = solver.dump()
        solver.core.pivotBudgetOverride = 0
        #expect(throws: SolverError.self) { try solver.setPriority(.strong, for: other) }
        #expect(solver.dump() == before)
        #expect(other.priority == Priority(1))
        solver.core.pivotBudgetOverride = nil
        try solver.setPriority(.strong, for: other)
        #expect(solver.value(of: variables[0]) == 8)
    }

    @Test func aConstantChangeThatRunsOutOfPivotsChangesNothing() throws {
        let (solver, variables, _) = try solverNeedingPivots()
        let floor = variables[1] >= 2
        try solver.add(floor)
        let before = solver.dump()
        solver.core.pivotBudgetOverride = 0
        var caught: SolverError?
        do { try solver.setConstant(-9, for: floor) } catch let error as SolverError { caught = error }
        guard case .didNotConverge = caught else {
            Issue.record("expected didNotConverge, got \(String(describing: caught))")
            return
        }
        #expect(solver.dump() == before)
        #expect(floor.constant == -2)
        #expect("\(caught!)".contains("the solver is unchanged"))
    }

    @Test func aSuggestionThatRunsOutOfPivotsLeavesTheOldValues() throws {
        let (solver, variables, _) = try solverNeedingPivots()
        try solver.addEditVariable(variables[1], priority: .strong)
        try solver.suggestValue(4, for: variables[1])
        let before = variables.map { solver.value(of: $0) }
        solver.core.pivotBudgetOverride = 0
        #expect(throws: SolverError.self) { try solver.suggestValue(20, for: variables[1]) }
        #expect(variables.map { solver.value(of: $0) } == before)
        solver.core.pivotBudgetOverride = nil
        try solver.suggestValue(20, for: variables[1])
        #expect(variables.map { solver.value(of: $0) } == [0, 10])
    }
}

/// An add whose phase one succeeds and whose optimisation then runs out of pivots rolls back
/// the free list of symbol numbers too: the artificial symbol that phase one freed does not stay
/// on it (the next symbol made would take a number past the end of the tableau).
@Suite struct PivotBudgetFreeListTests {
    private func freeListIsSound(_ solver: Solver) -> Bool {
        let core = solver.core
        return core.freeSymbols.allSatisfy { Int($0) < core.kinds.count && core.kinds[Int($0)] == .invalid }
            && Set(core.freeSymbols).count == core.freeSymbols.count
    }

    @Test func refusedAddsLeaveTheFreeListAsItWas() throws {
        var refusals = 0
        for seed in 0..<300 {
            var random = SplitMix64(seed: UInt64(seed))
            let variables = (0..<4).map { Variable("v\($0)") }
            let solver = Solver()
            for variable in variables { try solver.add((variable == Double(Int.random(in: 0...20, using: &random))).priority(.weak)) }
            for _ in 0..<12 {
                var expression = Expression(constant: Double(Int.random(in: -10...10, using: &random)))
                for variable in variables where Bool.random(using: &random) {
                    expression = expression + Double(Int.random(in: -3...3, using: &random)) * variable
                }
                let constraint = Bool.random(using: &random) ? expression == 0 : expression >= 0
                let before = solver.dump()
                solver.core.pivotBudgetOverride = Int.random(in: 0...2, using: &random)
                do {
                    try solver.add(constraint)
                } catch SolverError.didNotConverge {
                    refusals += 1
                    #expect(solver.dump() == before, "seed \(seed)")
                } catch {}
                solver.core.pivotBudgetOverride = nil
                #expect(freeListIsSound(solver), "seed \(seed)")
            }
            // Symbols made from the free list after the refusals.
            try solver.add((variables[0] + variables[1] <= 1_000).priority(.strong))
            #expect(freeListIsSound(solver), "seed \(seed)")
        }
        #expect(refusals > 0)
    }
}
