import Cassowary
import Testing

/// A constraint's weight multiplies its violation before the violations of its priority are
/// added up (Cassowary's weighted strengths); priorities still come first.
@Suite struct WeightTests {
    @Test func theHeavierOfTwoPullsAtOnePriorityWins() throws {
        let x = Variable("x")
        let solver = Solver()
        let light = Constraint(Expression(x), .equal, priority: .weak)
        let heavy = Constraint(Expression(x) - 10, .equal, priority: .weak, weight: 1 + 1.0 / 1024)
        try solver.add(light)
        try solver.add(heavy)
        #expect(solver.value(of: x) == 10)
        #expect(heavy.weight == 1 + 1.0 / 1024)
        #expect(light.weight == 1)
        // The violation at the priority is the weighed one: 10 of the light pull.
        #expect(solver.violationByPriority.map(\.violation) == [10])
        // The heavy one's constant moves in place; the weights keep deciding.
        try solver.setConstant(-20, for: heavy)
        #expect(solver.value(of: x) == 20)
        try solver.remove(heavy)
        #expect(solver.value(of: x) == 0)
    }

    @Test func noWeightTradesOnePriorityForAnother() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .equal, priority: .medium))
        try solver.add(Constraint(Expression(x) - 10, .equal, priority: .weak, weight: 1000))  // the most there is
        #expect(solver.value(of: x) == 0)
    }

    /// Two views sharing 100 points of slack, each pulled to 0 at one priority, and a third
    /// pull that ties the first two together at the same priority: the sums decide, not the
    /// order of adding, as with weights in one level.
    @Test func weightsAddUpWithTheOtherViolationsOfTheirPriority() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.add(a + b == 100)
        // Stretching `b` costs a little more than stretching `a`: `a` takes the slack.
        try solver.add(Constraint(Expression(a), .equal, priority: 250))
        try solver.add(Constraint(Expression(b), .equal, priority: 250, weight: 1 + 1.0 / 1024))
        #expect(solver.value(of: a) == 100 && solver.value(of: b) == 0)
        // Two more units of pull on `b` at the same priority outweigh the small weight.
        try solver.add(Constraint(Expression(a) - 100, .equal, priority: 250, weight: 2))
        #expect(solver.value(of: a) == 100)
        try solver.add(Constraint(Expression(b) - 100, .equal, priority: 250, weight: 3))
        #expect(solver.value(of: a) == 0 && solver.value(of: b) == 100)
    }

    @Test func aTwoSidedPreferenceWeighsBothSides() throws {
        let w = Variable("w")
        let solver = Solver()
        // Hugging 250 at 42 points, against a weight-1 stretch to 60 at 250: the heavier wins.
        try solver.add(Constraint(Expression(w) - 42, equalWithPriority: 250, below: 750, weight: 1.5))
        try solver.add(Constraint(Expression(w) - 60, .equal, priority: 250))
        #expect(solver.value(of: w) == 42)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 1e300, 2000, 1e-4])
    func aWeightOutsideAThousandthToAThousandIsRefused(weight: Double) throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(Expression(x) - 5, .equal, priority: .strong))
        let before = solver.dump()
        let bad = Constraint(Expression(x), .equal, priority: .weak, weight: weight)
        #expect(throws: SolverError.self) { try solver.add(bad) }
        do { try solver.add(bad) } catch let SolverError.invalidWeight(refused) {
            #expect(refused.isNaN ? weight.isNaN : refused == weight)
        } catch { Issue.record("\(error)") }
        #expect(solver.dump() == before)
        #expect(solver.value(of: x) == 5)
    }

    @Test func aCopyAtAnotherPriorityKeepsTheWeight() {
        let x = Variable("x")
        let copy = Constraint(Expression(x), .equal, priority: .weak, weight: 2).priority(.medium)
        #expect(copy.weight == 2)
        #expect(copy.description == "x == 0 @500 weight 2")
        #expect(Constraint(Expression(x), .equal, priority: .weak).description == "x == 0 @250")
    }
}
