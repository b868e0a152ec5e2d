import Testing

@testable import Cassowary

/// A batch (`add(contentsOf:)`) is one transaction undone from its journal: a failure leaves
/// the solver exactly as it was, share classes, levels and recovered priorities included.
@Suite struct BatchRollBackTests {
    /// A column of 40 variables, each 10 below the next, with identical weak wishes (one shared
    /// row) on the first.
    private func column() throws -> (Solver, [Variable], [Constraint]) {
        let v = (0..<40).map { Variable("v\($0)") }
        let solver = Solver()
        try solver.add(v[0] >= 0)
        for i in 1..<v.count { try solver.add(v[i] == v[i - 1] + 10) }
        let wishes = (0..<3).map { _ in (v[0] == 5).priority(.weak) }
        for wish in wishes { try solver.add(wish) }
        return (solver, v, wishes)
    }

    /// New variables, a join of an existing share class, a new class and a new priority level,
    /// then a contradiction at the end.
    private func batch(_ v: [Variable], extra: Variable) -> [Constraint] {
        [
            extra >= v[39] + 1, (extra == 1_000).priority(.medium), (v[0] == 5).priority(.weak),
            (extra == 600).priority(Priority(321)), (extra == 600).priority(Priority(321)),
            v[1] == v[0] + 11,
        ]
    }

    @Test func aFailingBatchLeavesALargeSolverAsItWas() throws {
        let (solver, v, wishes) = try column()
        let before = solver.dump()
        let extra = Variable("extra")
        #expect(throws: SolverError.self) { try solver.add(contentsOf: batch(v, extra: extra)) }
        #expect(solver.dump() == before)
        #expect(solver.constraints.count == 43)
        #expect(solver.violationByPriority.map(\.priority) == [.weak])
        // The share class of the wishes is as it was: removing its members one by one works.
        for wish in wishes.dropLast() { try solver.remove(wish) }
        #expect(solver.value(of: v[0]) == 5)
        try solver.remove(wishes[2])
        #expect(solver.value(of: v[0]) == 0)
        // The batch without its contradiction goes in, as into a fresh solver.
        let good = Array(batch(v, extra: extra).dropLast())
        try solver.add(contentsOf: good)
        #expect(solver.value(of: extra) == 1_000)
        #expect(solver.value(of: v[0]) == 5)
        #expect(solver.value(of: v[39]) == 395)
    }

    @Test func aBatchThatRunsOutOfPivotsLeavesTheSolverAsItWas() throws {
        let (solver, v, _) = try column()
        let before = solver.dump()
        solver.core.pivotBudgetOverride = 0
        let good = Array(batch(v, extra: Variable("extra")).dropLast())
        #expect(throws: SolverError.self) { try solver.add(contentsOf: good) }
        #expect(solver.dump() == before)
        solver.core.pivotBudgetOverride = nil
        try solver.add(contentsOf: good)
        #expect(solver.value(of: v[0]) == 5)
    }

    /// With recovery, a contradiction inside a batch is broken on its own (rolled back to the
    /// point where it began, then added as broken) and the rest of the batch goes in: the same
    /// result as adding the constraints one by one.
    @Test func recoveryInsideABatchBreaksOnlyTheContradiction() throws {
        func build(batched: Bool) throws -> (Solver, [Variable], Constraint) {
            let x = Variable("x"), y = Variable("y"), z = Variable("z")
            let solver = Solver(options: .recoversFromConflicts)
            try solver.add(x == 10)
            let contradiction = x >= 20
            let list = [y == x + 5, (z == 7).priority(.strong), contradiction, z <= y]
            if batched { try solver.add(contentsOf: list) } else { for constraint in list { try solver.add(constraint) } }
            return (solver, [x, y, z], contradiction)
        }
        let (batched, b, broken) = try build(batched: true)
        let (single, s, _) = try build(batched: false)
        #expect(b.map { batched.value(of: $0) } == s.map { single.value(of: $0) })
        #expect(b.map { batched.value(of: $0) } == [10, 15, 7])  // broken: just below x == 10
        #expect(batched.conflicts.count == 1 && batched.conflicts[0].broken === broken)
        #expect(broken.priority == Solver.brokenPriority)
    }

    /// With recovery, a batch that breaks nothing leaves the levels adding its constraints one by
    /// one leaves (no level for broken constraints).
    @Test func aRecoveringBatchWithoutConflictsMakesNoBrokenLevel() throws {
        let x = Variable("x"), y = Variable("y")
        let batched = Solver(options: .recoversFromConflicts), single = Solver(options: .recoversFromConflicts)
        let list = { [x == 10, (y == 3).priority(.weak), y >= x] }
        try batched.add(contentsOf: list())
        for constraint in list() { try single.add(constraint) }
        #expect(batched.violationByPriority.map(\.priority) == [.weak])
        #expect(batched.dump() == single.dump())
    }

    /// A batch that fails after recovery broke one of its constraints gives that constraint its
    /// priority back and forgets the conflict.
    @Test func aFailingBatchUndoesItsRecoveries() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver(options: .recoversFromConflicts)
        try solver.add(x == 10)
        try solver.add(x + y >= 0)
        try solver.add((y == 3).priority(.weak))
        let before = solver.dump()
        let contradiction = x >= 20
        solver.core.pivotBudgetOverride = 0
        #expect(throws: SolverError.self) { try solver.add(contentsOf: [contradiction, (y == 50).priority(.strong)]) }
        #expect(solver.dump() == before)
        #expect(contradiction.priority == .required)
        #expect(solver.conflicts.isEmpty)
    }
}
