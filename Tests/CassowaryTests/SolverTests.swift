import Testing
@testable import Cassowary

private func solved(_ solver: Solver, _ variables: Variable...) -> [Double] {
    variables.map { solver.value(of: $0) }
}

@Suite struct SolverBasics {
    @Test func requiredEqualitiesSolve() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add(x - y == 4)
        #expect(solved(solver, x, y) == [7, 3])
    }

    @Test func inequalitiesAndPreferences() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 0).priority(.weak))
        #expect(solver.value(of: x) == 10)
        try solver.add((x == 20).priority(.strong))
        #expect(solver.value(of: x) == 20)
    }

    @Test func classicCassowaryExample() throws {
        // left + width == right, a box inside 0...100 with preferred size
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.add(left + width == right)
        try solver.add(left >= 0)
        try solver.add(right <= 100)
        try solver.add((width == 60).priority(.strong))
        try solver.add((left == 50).priority(.weak))
        #expect(solved(solver, left, width, right) == [40, 60, 100])
    }

    @Test func strictPriorityBeatsAnyNumberOfLowerViolations() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).priority(.medium))
        for _ in 0..<1001 { try solver.add((x == 0).priority(.weak)) }
        #expect(solver.value(of: x) == 10)
        // and the other way round: within one priority violations add up
        let y = Variable("y")
        try solver.add((y == 10).priority(.weak))
        try solver.add((y == 0).priority(.weak))
        try solver.add((y == 0).priority(.weak))
        #expect(solver.value(of: y) == 0)
    }

    @Test func duplicateAndUnknownConstraintsThrow() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 1
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.add(c) }
        #expect(throws: SolverError.self) { try solver.remove(x == 2) }
        #expect(solver.contains(c))
        try solver.remove(c)
        #expect(!solver.contains(c))
    }

    /// A required equality that the solution already satisfies (a measured view pinned to the
    /// size it was measured at) is added without a pivot: its row's subject is chosen to keep the
    /// objective optimal. The values stay, and later changes still reach the optimum.
    @Test func aSatisfiedRequiredEqualityTakesNoPivot() throws {
        let height = Variable("height"), title = Variable("title"), body = Variable("body")
        let solver = Solver()
        // A cell 24 points around two labels (texts 21 and 17 high), measured at a fitting
        // priority; the body's priorities are the weaker on both sides.
        try solver.add(Expression(height) == Expression(title) + Expression(body) + 24)
        try solver.add(Constraint(Expression(title) - 21, equalWithPriority: Priority(251), below: Priority(750)))
        try solver.add(Constraint(Expression(body) - 17, equalWithPriority: Priority(250), below: Priority(749)))
        let fitting = (Expression(height) == 0).priority(Priority(50))
        try solver.add(fitting)
        #expect(solver.value(of: height) == 62)
        try solver.remove(fitting)
        let pivots = solver.core.pivotCount
        let pin = Expression(height) == 62
        try solver.add(pin)
        #expect(solver.core.pivotCount == pivots)
        #expect(solver.value(of: height) == 62 && solver.value(of: title) == 21 && solver.value(of: body) == 17)
        // Taller: the body (the weaker hugging) takes the extra height; shorter: the body gives
        // it up too (the weaker compression resistance).
        try solver.setConstant(-72, for: pin)
        #expect(solver.value(of: title) == 21 && solver.value(of: body) == 27)
        try solver.setConstant(-52, for: pin)
        #expect(solver.value(of: title) == 21 && solver.value(of: body) == 7)
    }

    /// A required row whose constant is within round-off of zero takes a subject that stays
    /// non-negative: the required bounds still hold, however small the coefficients.
    @Test func aNearlySatisfiedRequiredInequalityKeepsItsBounds() throws {
        for coefficient in [1e-2, 1e-4, 1e-6] {
            let x = Variable("x"), y = Variable("y")
            let solver = Solver()
            try solver.add(Expression(x) >= 0)
            try solver.add(Expression(y) >= 0)
            // Holds at x = 0, y = 9e-9.
            try solver.add(Constraint(Expression(terms: [Term(x, coefficient), Term(y, -1)], constant: 9e-9), .lessThanOrEqual))
            #expect(solver.value(of: x) >= -1e-12 && solver.value(of: y) >= -1e-12,
                    "x = \(solver.value(of: x)), y = \(solver.value(of: y))")
        }
    }

    /// A batch that lists a constraint twice is refused whole; the same constraints listed once
    /// are accepted afterwards (the check leaves no mark behind, also when another constraint of
    /// the batch is invalid).
    @Test func aBatchListingAConstraintTwiceIsRefused() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let a = x == 1, b = y == 2
        #expect {
            try solver.add(contentsOf: [a, b, a])
        } throws: { error in
            guard case SolverError.duplicateConstraint(let duplicate) = error else { return false }
            return duplicate === a
        }
        #expect(throws: SolverError.self) { try solver.add(contentsOf: [a, b, x == .nan]) }
        #expect(solver.constraints.isEmpty)
        try solver.add(contentsOf: [a, b])
        #expect(solver.value(of: x) == 1 && solver.value(of: y) == 2)
    }

    @Test func nonFiniteAndInvalidPrioritiesAreRejected() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.add(x == .nan) }
        #expect(throws: SolverError.self) { try solver.add(Double.infinity * x == 1) }
        #expect(throws: SolverError.self) { try solver.add((x == 1).priority(0)) }
        #expect(throws: SolverError.self) { try solver.add((x == 1).priority(1001)) }
        #expect(solver.constraints.isEmpty)
    }

    @Test func unsatisfiableRequiredConstraintThrowsAndLeavesSolverUntouched() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add(y == x + 5)
        try solver.add((x == 12).priority(.weak))
        let before = solver.dump()
        #expect(throws: SolverError.self) { try solver.add(x <= 5) }
        #expect(throws: SolverError.self) { try solver.add(y == 0) }
        #expect(solver.dump() == before)
        #expect(solved(solver, x, y) == [12, 17])
    }

    @Test func removalRestoresTheEarlierSolution() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 5).priority(.weak))
        let strong = (x == 50).priority(.strong)
        try solver.add(strong)
        #expect(solver.value(of: x) == 50)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 5)
    }

    @Test func editVariables() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(y == 2 * x)
        try solver.add(x <= 100)
        try solver.addEditVariable(x)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(y, priority: .required) }
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: y) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        try solver.suggestValue(30, for: x)
        #expect(solved(solver, x, y) == [30, 60])
        try solver.suggestValue(300, for: x)
        #expect(solved(solver, x, y) == [100, 200])
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
    }

    @Test func constantsChangeInPlace() throws {
        let width = Variable("width"), left = Variable("left"), right = Variable("right")
        let solver = Solver()
        let widthConstraint = width == 250
        try solver.add(widthConstraint)
        try solver.add(right == left + width)
        try solver.add(left == 35)
        #expect(solver.value(of: right) == 285)
        try solver.setConstant(-320, for: widthConstraint)
        #expect(solved(solver, width, right) == [320, 355])
        #expect(widthConstraint.constant == -320)
    }

    @Test func requiredConstantChangeThatCannotHoldRollsBack() throws {
        let x = Variable("x")
        let solver = Solver()
        let lower = x >= 10
        try solver.add(lower)
        try solver.add(x <= 20)
        try solver.add((x == 15).priority(.weak))
        let before = solver.dump()
        #expect(throws: SolverError.self) { try solver.setConstant(-30, for: lower) }
        #expect(solver.dump() == before)
        #expect(lower.constant == -10)
        #expect(solver.value(of: x) == 15)
        try solver.setConstant(-18, for: lower)
        #expect(solver.value(of: x) == 18)
    }

    @Test func prioritiesChangeInPlace() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = (x == 10).priority(.weak)
        let b = (x == 20).priority(.medium)
        try solver.add(a)
        try solver.add(b)
        #expect(solver.value(of: x) == 20)
        try solver.setPriority(.strong, for: a)
        #expect(solver.value(of: x) == 10)
        #expect(a.priority == .strong)
        #expect(throws: SolverError.self) { try solver.setPriority(.required, for: a) }
    }

    @Test func onlyChangedVariablesAreReported() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        let ca = a == 1
        try solver.add(ca)
        try solver.add(b == 2)
        var seen: [String] = []
        solver.takeChangedVariables { variable, _ in seen.append(variable.name) }
        #expect(seen == ["a", "b"])
        try solver.setConstant(-5, for: ca)
        seen = []
        solver.takeChangedVariables { variable, value in seen.append("\(variable.name)=\(value)") }
        #expect(seen == ["a=5.0"])
        try solver.setConstant(-7, for: ca)
        solver.updateVariables()
        #expect(a.value == 7)
        #expect(b.value == 0) // taken earlier by takeChangedVariables, so not written
        seen = []
        solver.takeChangedVariables { variable, _ in seen.append(variable.name) }
        #expect(seen.isEmpty)
    }

    @Test func identicalCallsGiveBitIdenticalResults() throws {
        func build() throws -> [UInt64] {
            let vars = (0..<8).map { Variable("v\($0)") }
            let solver = Solver()
            for i in 0..<7 { try solver.add(vars[i + 1] >= vars[i] + Double(i) * 0.7) }
            for i in 0..<8 { try solver.add((vars[i] == Double(i * i) / 3).priority(.weak)) }
            try solver.addEditVariable(vars[3])
            try solver.suggestValue(17.3, for: vars[3])
            return vars.map { solver.value(of: $0).bitPattern }
        }
        #expect(try build() == build())
    }

    /// Solvers that share variables find them whichever holds the variable's symbol cache, and
    /// whatever order they let go of them in; the numbers coincide (the same constraints in the
    /// same order), so a solver cannot tell from the number alone whose cache it is. The client's
    /// `context` is the client's: no solver changes it.
    @Test func sharedVariablesAreFoundByEverySolver() throws {
        let x = Variable("x"), y = Variable("y")
        x.context = 41
        let first = Solver(), second = Solver(), third = Solver()
        let pairs = [(first, 3.0), (second, 5.0), (third, 7.0)].map { solver, gap in
            (solver, x + gap == y, x == gap)
        }
        for (solver, sum, pin) in pairs { try solver.add(contentsOf: [sum, pin]) }
        // The first solver holds the cache; it lets go first, then takes it again.
        try first.remove(pairs[0].1)
        try first.remove(pairs[0].2)
        #expect(solved(second, x, y) == [5, 10] && solved(third, x, y) == [7, 14])
        try first.add(contentsOf: [pairs[0].1, pairs[0].2])
        try second.remove(pairs[1].2)
        try second.add(x == 50)
        #expect(solved(first, x, y) == [3, 6] && solved(second, x, y) == [50, 55] && solved(third, x, y) == [7, 14])
        try third.remove(pairs[2].1)
        try third.remove(pairs[2].2)
        try first.remove(pairs[0].2)
        try first.add(x == 1)
        #expect(solved(first, x, y) == [1, 4] && solved(second, x, y) == [50, 55])
        #expect(x.context == 41 && y.context == 0)
    }
}

@Suite struct SolverRollback {
    /// Runs the same script on two solvers, one of which also sees failing calls; both must
    /// then agree bit for bit on every later result.
    @Test func failedCallsLeaveNoTrace() throws {
        func script(_ injectFailures: Bool) throws -> [UInt64] {
            let v = (0..<6).map { Variable("v\($0)") }
            let s = Solver()
            try s.add(v[0] >= 0)
            try s.add(v[1] >= v[0] + 10)
            try s.add(v[2] == v[1] + v[0])
            try s.add((v[3] == 40).priority(.medium))
            try s.add(v[3] <= v[2] + 5)
            if injectFailures {
                #expect(throws: SolverError.self) { try s.add(v[1] <= v[0]) }
                #expect(throws: SolverError.self) { try s.add(v[2] + v[4] == -5 + v[4]) }
                #expect(throws: SolverError.self) { try s.add(v[5] + v[4] >= 3 + v[5] + v[4]) }
                #expect(throws: SolverError.self) { try s.add((v[1] == 1).priority(Priority(Double.nan))) }
            }
            try s.add((v[0] == 7).priority(.weak))
            let lower = v[4] >= v[2]
            try s.add(lower)
            try s.addEditVariable(v[5], priority: .strong)
            try s.add(v[5] <= v[4])
            try s.add(v[4] <= 200)
            if injectFailures {
                #expect(throws: SolverError.self) { try s.setConstant(-1000, for: lower) }
                #expect(throws: SolverError.self) { try s.suggestValue(.infinity, for: v[5]) }
            }
            try s.suggestValue(500, for: v[5])
            var values = v.map { s.value(of: $0).bitPattern }
            try s.setConstant(-3, for: lower)
            try s.suggestValue(2, for: v[5])
            values += v.map { s.value(of: $0).bitPattern }
            var changed: [String] = []
            s.takeChangedVariables { variable, _ in changed.append(variable.name) }
            values.append(UInt64(changed.count))
            values.append(UInt64(truncatingIfNeeded: s.dump().hashValue & 0)) // dump compared below
            return values
        }
        #expect(try script(false) == script(true))
    }

    @Test func artificialPathSucceedsForFeasibleRequiredRows() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.add(x >= 0)
        try s.add(y >= 0)
        try s.add(x + y <= 10)
        try s.add((x == 3).priority(.weak))
        // x is basic; this row has no external subject after substitution
        try s.add(x + y >= 8)
        let x0 = s.value(of: x), y0 = s.value(of: y)
        #expect(x0 + y0 >= 8 - 1e-9)
        #expect(x0 + y0 <= 10 + 1e-9)
        #expect(x0 == 3)
    }
}

@Suite struct SolverBatches {
    private func system(_ v: [Variable]) -> [Constraint] {
        [
            v[0] >= 0, v[1] >= v[0] + 10, v[2] == v[1] + v[0], (v[3] == 40).priority(.medium),
            v[3] <= v[2] + 5, (v[0] == 7).priority(.weak), v[4] >= v[2], v[4] <= 200,
            (v[4] == 500).priority(.strong),
        ]
    }

    @Test func aBatchGivesTheSameSolutionAsSingleAdds() throws {
        let a = (0..<5).map { Variable("v\($0)") }
        let b = (0..<5).map { Variable("v\($0)") }
        let one = Solver(), batch = Solver()
        for constraint in system(a) { try one.add(constraint) }
        try batch.add(contentsOf: system(b))
        for i in 0..<5 { #expect(abs(one.value(of: a[i]) - batch.value(of: b[i])) < 1e-9) }
        #expect(batch.constraints.count == 9)
        #expect(batch.value(of: b[4]) == 200)
    }

    @Test func aFailingBatchLeavesTheSolverAsItWas() throws {
        let v = (0..<5).map { Variable("v\($0)") }
        let solver = Solver()
        try solver.add(v[0] == 3)
        let before = solver.dump()
        var batch = system(v)
        batch.append(v[0] >= 100) // conflicts with v0 == 3
        #expect(throws: SolverError.self) { try solver.add(contentsOf: batch) }
        #expect(solver.dump() == before)
        #expect(solver.constraints.count == 1)
        let repeated = v[1] == 1
        #expect(throws: SolverError.self) { try solver.add(contentsOf: [repeated, repeated]) }
        #expect(solver.dump() == before)
        try solver.add(contentsOf: Array(system(v).dropFirst()))
        #expect(solver.value(of: v[0]) == 3)
    }
}
