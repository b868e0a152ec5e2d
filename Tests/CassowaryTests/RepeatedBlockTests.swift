import TestSupport
import Testing
@testable import Cassowary

/// Batches of new variables shaped like the batch before them are added as copies of its solved
/// rows (SolverRepeatedBlocks.swift): each copy must reach the optimum a fresh add reaches, and a
/// copy that cannot hold must fail exactly as the ordinary add does.
@Suite struct RepeatedBlockTests {
    /// A system with other constants, drawn again (same variables, relations, coefficients and
    /// priorities).
    static func withNewConstants(_ system: RandomSystem, using random: inout SplitMix64) -> RandomSystem {
        var copy = system
        for index in copy.dense.indices { copy.dense[index].constant = Double(random.int(in: -20...20)) }
        return copy
    }

    /// A batch is added as a copy of an earlier block of its shape only if their weights match
    /// (``Constraint/weight``): the same constraints weighed the other way round are a shape of
    /// their own, and settle on the other value.
    @Test func aBlockWeighedOtherwiseIsNotACopy() throws {
        let solver = Solver()
        try solver.add(Expression(Variable("unrelated")) == 0)
        var values: [Double] = [], copies: [Int] = []
        for (index, weights) in [(1.0, 2.0), (1.0, 2.0), (1.0, 2.0), (2.0, 1.0), (2.0, 1.0)].enumerated() {
            // Ten points between x and y, each pulled to 0: the heavier pull wins.
            let x = Variable("x\(index)"), y = Variable("y\(index)")
            try solver.add(contentsOf: [Expression(x) + Expression(y) == 10,
                                        Constraint(Expression(x), .equal, priority: .weak, weight: weights.0),
                                        Constraint(Expression(y), .equal, priority: .weak, weight: weights.1)])
            values.append(solver.value(of: x))
            copies.append(solver.core.copiedBlocks)
        }
        #expect(values == [10, 10, 10, 0, 0])
        // The second batch is kept, the third is a copy of it; the fourth, weighed otherwise, is not.
        #expect(copies[2] == copies[1] + 1 && copies[3] == copies[2])
    }

    /// Random systems added four times each on new variables with new constants, every batch
    /// with a preference on an older block's variables too (as a table's next cell comes with the
    /// previous cell's restored pin): every copy is at the oracle's optimum, an infeasible copy
    /// throws and changes nothing, and the older blocks stay optimal.
    @Test func copiesReachTheOracleOptimumAndFailuresChangeNothing() throws {
        var random = SplitMix64(seed: 0xB10C)
        var attempts = 0, copies = 0
        for _ in 0..<250 {
            let system = RandomSystem(using: &random)
            let solver = Solver()
            // An older block: two variables whose sum is fixed, pulled by the batches' preferences.
            let older = SolverInstance(variableCount: 2, [
                DenseConstraint(coefficients: [1, 1], constant: -10, relation: .equal, priority: 1000)])
            try solver.add(contentsOf: older.constraints)
            var olderDense = [DenseConstraint(coefficients: [1, 1], constant: -10, relation: .equal, priority: 1000)]
            var blocks: [(instance: SolverInstance, dense: [DenseConstraint])] = []
            for _ in 0..<4 {
                let copy = Self.withNewConstants(system, using: &random)
                let instance = SolverInstance(variableCount: copy.variableCount, copy.dense)
                let pull = DenseConstraint(coefficients: [1, 0], constant: Double(-random.int(in: 0...10)), relation: .equal,
                                           priority: random.pick([1.0, 250, 750]))
                let before = (constraints: solver.constraints.count, values: blocks.map { $0.instance.values(in: solver) })
                let copiesBefore = solver.core.copiedBlocks
                let feasible = try LexicographicOracle.optimalViolations(variableCount: copy.variableCount, copy.dense) != nil
                let batch = [SolverInstance.constraint(pull, older.variables)] + instance.constraints
                attempts += solver.core.block(of: batch, solvedShape: solver.core.solvedBlock?.shape)?.matchesSolved == true ? 1 : 0
                do {
                    try solver.add(contentsOf: batch)
                } catch SolverError.unsatisfiableConstraint {
                    #expect(!feasible, "a feasible copy was refused:\n\(copy)")
                    #expect(solver.constraints.count == before.constraints)
                    for (block, values) in zip(blocks, before.values) { #expect(block.instance.values(in: solver) == values) }
                    continue
                }
                #expect(feasible, "an infeasible copy was added:\n\(copy)")
                copies += solver.core.copiedBlocks - copiesBefore
                olderDense.append(pull)
                blocks.append((instance, copy.dense))
                for block in blocks {
                    let problem = try OracleCheck.disagreement(
                        values: block.instance.values(in: solver), variableCount: block.instance.variables.count, block.dense)
                    #expect(problem == nil, "\(problem ?? "")\n\(copy)")
                }
                let problem = try OracleCheck.disagreement(values: older.values(in: solver), variableCount: 2, olderDense)
                #expect(problem == nil, "the older block: \(problem ?? "")")
            }
        }
        // The copies were taken (not only the ordinary adds tested).
        #expect(copies > attempts / 2, "\(copies) copies in \(attempts) batches shaped like the one before")
    }

    /// A copy whose required constraints contradict each other at its constants is added the
    /// ordinary way, which throws the same conflict a fresh solver reports; nothing changes.
    @Test func aContradictoryCopyFailsAsTheOrdinaryAddDoes() throws {
        func block(_ a: Double, _ b: Double, _ sum: Double) -> (variables: [Variable], constraints: [Constraint]) {
            let x = Variable("x"), y = Variable("y")
            return ([x, y], [Expression(x) == a, Expression(y) == b, Expression(x) + Expression(y) == sum,
                             (Expression(x) >= 0).priority(.weak)])
        }
        let solver = Solver()
        // A solver's first batch is not looked at; the second block of a shape is kept, the
        // third is a copy.
        try solver.add(Expression(Variable("unrelated")) == 0)
        let first = block(1, 2, 3), second = block(4, 5, 9), copied = block(2, 2, 4)
        try solver.add(contentsOf: first.constraints)
        try solver.add(contentsOf: second.constraints)
        #expect(solver.core.copiedBlocks == 0 && solver.core.solvedBlock != nil)
        try solver.add(contentsOf: copied.constraints)
        #expect(solver.core.copiedBlocks == 1)
        #expect(solver.value(of: copied.variables[0]) == 2 && solver.value(of: copied.variables[1]) == 2)
        let broken = block(1, 2, 4)
        var copiedError = ""
        do {
            try solver.add(contentsOf: broken.constraints)
        } catch {
            copiedError = "\(error)"
        }
        var freshError = ""
        do {
            try Solver().add(contentsOf: block(1, 2, 4).constraints)
        } catch {
            freshError = "\(error)"
        }
        #expect(!copiedError.isEmpty && copiedError == freshError)
        #expect(solver.constraints.count == 13 && solver.core.copiedBlocks == 1)
        #expect(solver.value(of: first.variables[0]) == 1 && solver.value(of: second.variables[1]) == 5)
        // A consistent copy after the failure is copied again.
        let next = block(7, 8, 15)
        try solver.add(contentsOf: next.constraints)
        #expect(solver.core.copiedBlocks == 2)
        #expect(solver.value(of: next.variables[0]) == 7 && solver.value(of: next.variables[1]) == 8)
    }

    /// The second block of a shape puts the markers into the rows, to be kept for copying; if
    /// that batch is refused, the markers go out again with everything else it changed.
    @Test func aRefusedSecondBlockLeavesTheMarkersOut() throws {
        func block(_ sum: Double) -> [Constraint] {
            let x = Variable("x"), y = Variable("y")
            return [Expression(x) == 1, Expression(y) == 2, Expression(x) + Expression(y) == sum]
        }
        let solver = Solver()
        try solver.add(Expression(Variable("unrelated")) == 0)
        try solver.add(contentsOf: block(3))
        let before = solver.dump()
        #expect(throws: SolverError.self) { try solver.add(contentsOf: block(4)) }
        #expect(solver.dump() == before)
        #expect(!solver.core.equalityMarkersInRows)
        try solver.add(contentsOf: block(3))
        #expect(solver.core.equalityMarkersInRows && solver.core.solvedBlock != nil)
    }

    /// A copy numbers its variables in the order an ordinary add would, so they are reported in
    /// the same order, also when the kept block took its numbers from the free list.
    @Test func aCopyReportsItsVariablesInTheOrderOfAnOrdinaryAdd() throws {
        func block(_ name: String, _ constant: Double) -> [Constraint] {
            let a = Variable(name + "a"), b = Variable(name + "b"), c = Variable(name + "c")
            return [Expression(a) == constant, Expression(b) == Expression(a) + 1, Expression(c) == Expression(b) + 1]
        }
        var orders: [[String]] = []
        for copying in [true, false] {
            let solver = Solver()
            try solver.add(Expression(Variable("unrelated")) == 0)
            // Free numbers, in an order of their own.
            let junk = (0..<6).map { Expression(Variable("j\($0)")) == 1 }
            try solver.add(contentsOf: junk)
            for index in [4, 1, 5, 0, 3, 2] { try solver.remove(junk[index]) }
            solver.updateVariables()
            for (name, constant) in [("p", 1.0), ("q", 2.0), ("r", 3.0)] {
                if !copying { solver.core.solvedBlock = nil }
                solver.updateVariables()
                try solver.add(contentsOf: block(name, constant))
            }
            #expect(solver.core.copiedBlocks == (copying ? 1 : 0))
            var order: [String] = []
            solver.takeChangedVariables { variable, _ in order.append(variable.name) }
            orders.append(order)
        }
        #expect(orders[0] == ["ra", "rb", "rc"] && orders[0] == orders[1], "\(orders)")
    }

    /// Constants that make a copy's rows negative are repaired by the dual simplex: a row of
    /// views whose container narrows past its content breaks the weaker hugging first.
    @Test func aCopyWhoseRowsGoNegativeIsRepaired() throws {
        func row(width: Double) -> (Variable, Variable, [Constraint]) {
            let a = Variable("a"), b = Variable("b")
            return (a, b, [
                Expression(a) + Expression(b) == width,
                (Expression(a) == 100).priority(Priority(750)),
                (Expression(b) == 100).priority(Priority(250)),
                Expression(a) >= 0, Expression(b) >= 0,
            ])
        }
        let solver = Solver()
        try solver.add(Expression(Variable("unrelated")) == 0)
        let wide = row(width: 300), kept = row(width: 300), narrow = row(width: 120), tiny = row(width: 60)
        for batch in [wide, kept, narrow, tiny] { try solver.add(contentsOf: batch.2) }
        #expect(solver.core.copiedBlocks == 2)
        #expect(solver.value(of: narrow.0) == 100 && solver.value(of: narrow.1) == 20)
        #expect(solver.value(of: tiny.0) == 60 && solver.value(of: tiny.1) == 0)
        #expect(solver.value(of: wide.0) == 100 && solver.value(of: wide.1) == 200)
    }
}
