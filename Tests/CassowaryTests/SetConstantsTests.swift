import Testing
@testable import Cassowary

/// `Solver.setConstants`: one re-optimisation for several constants, judged together; when
/// they cannot all hold, exactly the one-by-one `setConstant` calls.
@Suite struct SetConstantsTests {
    /// Recovering mode: a recovery re-adds the broken constraint (records move); later changes
    /// must still reach their own constraints.
    @Test func recoveringFallbackAppliesConstantsToTheRightConstraints() throws {
        func build(_ solver: Solver) throws -> (Constraint, Constraint, Constraint, Variable, Variable) {
            let x = Variable("x"), y = Variable("y")
            let a = x == 10, b = x <= 15, c = y == 5
            try solver.add(a); try solver.add(b); try solver.add(c)
            return (a, b, c, x, y)
        }
        let batch = Solver(options: .recoversFromConflicts)
        let (a1, _, c1, x1, y1) = try build(batch)
        try batch.setConstants([(a1, -20), (c1, -7)])
        let seq = Solver(options: .recoversFromConflicts)
        let (a2, _, c2, x2, y2) = try build(seq)
        try seq.setConstant(-20, for: a2)
        try seq.setConstant(-7, for: c2)
        let bx = batch.value(of: x1), by = batch.value(of: y1), sx = seq.value(of: x2), sy = seq.value(of: y2)
        let bc = [a1.expression.constant, c1.expression.constant], sc = [a2.expression.constant, c2.expression.constant]
        #expect(bx == sx && by == sy && by == 7)
        #expect(bc == sc)
    }

    /// Two required equalities on one variable, moved together: in between they disagree, but
    /// as they end they hold.
    @Test func redundantEqualitiesChangedTogether() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = x == 10, b = x == 10
        try solver.add(a); try solver.add(b)
        var failure: String?
        do { try solver.setConstants([(a, -20), (b, -20)]) } catch { failure = "\(error)" }
        #expect(failure == nil)
        #expect(solver.value(of: x) == 20)
    }

    /// Bad input is refused before anything changes.
    @Test func nonFiniteAndUnknownChangeNothing() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = x == 10
        try solver.add(a)
        #expect(throws: SolverError.self) { try solver.setConstants([(a, -20), (a, .nan)]) }
        #expect(throws: SolverError.self) { try solver.setConstants([(a, -20), (x == 3, -1)]) }
        #expect(solver.value(of: x) == 10 && a.expression.constant == -10)
    }

    /// A constraint listed twice takes its last constant; if that cannot hold, the changes are
    /// made one by one and the first stays.
    @Test func duplicatesLastWins() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let a = x == 10, b = x <= 15, c = (y == x).priority(.strong)
        try solver.add(a); try solver.add(b); try solver.add(c)
        try solver.setConstants([(a, -20), (a, -12)])
        #expect(solver.value(of: x) == 12 && a.expression.constant == -12)
        #expect(throws: SolverError.self) { try solver.setConstants([(a, -14), (a, -30)]) }
        #expect(solver.value(of: x) == 14 && a.expression.constant == -14)
    }
}
