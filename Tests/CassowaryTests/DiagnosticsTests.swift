import TestSupport
import Testing
@testable import Cassowary

/// Conflicts (minimal sets, recovery) and ambiguity.
@Suite struct ConflictTests {
    /// Whether the constraints cannot hold together but every subset missing one of them can.
    func isIrreducible(_ set: [Constraint]) -> Bool {
        func satisfiable(_ constraints: [Constraint]) -> Bool {
            let solver = Solver()
            for constraint in constraints {
                do { try solver.add(constraint.priority(.required)) } catch { return false }
            }
            return true
        }
        guard !satisfiable(set) else { return false }
        return set.indices.allSatisfy { skipped in
            satisfiable(set.enumerated().filter { $0.offset != skipped }.map(\.element))
        }
    }

    func conflict(adding constraint: Constraint, to solver: Solver) -> [Constraint]? {
        do {
            try solver.add(constraint)
            return nil
        } catch let SolverError.unsatisfiableConstraint(failing, conflict) {
            #expect(failing === constraint)
            return conflict
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func namesBothSidesOfAContradiction() throws {
        let x = Variable("x")
        let solver = Solver()
        let ten = x == 10
        try solver.add(ten)
        let twenty = x == 20
        let set = try #require(conflict(adding: twenty, to: solver))
        #expect(set.count == 2 && set[0] === ten && set[1] === twenty)
        #expect(isIrreducible(set))
    }

    @Test func followsAChainAndLeavesOutUnrelatedAndRedundantConstraints() throws {
        let (x, y, z, w) = (Variable("x"), Variable("y"), Variable("z"), Variable("w"))
        let solver = Solver()
        let xy = x == y + 1
        let yz = y == 2 * z
        let z5 = z == 5
        let loose = [x >= 0, y <= 100, z >= -3, w == 3, w + x >= 1]
        let weak = (x == 50).priority(.weak)
        for constraint in [loose[0], xy, loose[1], yz, loose[2], z5, loose[3], loose[4], weak] {
            try solver.add(constraint)
        }
        #expect(solver.value(of: x) == 11)
        let failing = x <= 7
        let set = try #require(conflict(adding: failing, to: solver))
        #expect(set.map(\.description) == [xy, yz, z5, failing].map(\.description))
        #expect(set.last === failing)
        #expect(isIrreducible(set))
        // The failed add left the solver as it was.
        #expect(!solver.contains(failing))
        #expect(solver.constraints.count == 9)
        #expect(solver.value(of: x) == 11)
    }

    @Test func findsAnIrreducibleSetAmongSeveralPossibleOnes() throws {
        let x = Variable("x")
        let solver = Solver()
        let bounds = [x >= 8, x >= 10, x >= 9, x <= 100]
        for constraint in bounds { try solver.add(constraint) }
        let failing = x <= 5
        let set = try #require(conflict(adding: failing, to: solver))
        #expect(set.count == 2)
        #expect(set.last === failing)
        #expect(isIrreducible(set))
    }

    /// On random systems every reported set is irreducible and ends with the failing constraint.
    @Test func everyReportedSetIsIrreducibleOnRandomSystems() throws {
        var generator = SplitMix64(seed: 0xC0F1)
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        var conflicts = 0
        for _ in 0..<300 {
            let variables = (0..<Int(2 + generator.next() % 5)).map { Variable("v\($0)") }
            let solver = Solver()
            for _ in 0..<Int(2 + generator.next() % 10) {
                var expression = Expression(Double(pick([-20, -5, 0, 3, 10, 40])))
                for _ in 0..<Int(1 + generator.next() % 3) {
                    expression = expression + Double(pick([-2, -1, 1, 1, 2, 0.5])) * pick(variables)
                }
                let constraint = Constraint(expression, pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                                            priority: pick([.required, .required, .required, .weak]))
                if let set = conflict(adding: constraint, to: solver) {
                    conflicts += 1
                    #expect(set.last === constraint)
                    #expect(isIrreducible(set), "\(set)")
                }
            }
        }
        #expect(conflicts > 100)
    }

    @Test func namesEveryLinkOfALongChain() throws {
        // A chain longer than the deletion filter's limit: the certificate alone is the answer.
        let count = SolverCore.deletionFilterLimit + 30
        let xs = (0...count).map { Variable("x\($0)") }
        let solver = Solver()
        var chain = [xs[0] == 0]
        for index in 0..<count { chain.append(xs[index + 1] == xs[index] + 1) }
        for index in 0...count { try solver.add(Variable("y\(index)") >= xs[index]) }
        for constraint in chain { try solver.add(constraint) }
        let failing = xs[count] <= 10
        let set = try #require(conflict(adding: failing, to: solver))
        #expect(set.count == chain.count + 1)
        #expect(zip(set, chain).allSatisfy { $0 === $1 })
        #expect(set.last === failing)
    }

    @Test func explainsAContradictionWithoutVariables() throws {
        let solver = Solver()
        try solver.add(Variable("x") == 1)
        let impossible = Constraint(Expression(1), .equal)
        let set = try #require(conflict(adding: impossible, to: solver))
        #expect(set.count == 1 && set[0] === impossible)
    }

    @Test func explainsAFailedConstantChangeAndKeepsTheOldConstant() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        let lower = x >= 10
        let gap = y == x + 5
        let upper = y <= 40
        for constraint in [lower, gap, upper, y >= 0] { try solver.add(constraint) }
        do {
            try solver.setConstant(-12, for: upper)
            Issue.record("the change should have failed")
        } catch let SolverError.unsatisfiableConstraint(failing, set) {
            #expect(failing === upper)
            #expect(set.count == 3 && set[0] === lower && set[1] === gap && set[2] === upper)
        }
        #expect(upper.constant == -40)
        #expect(upper.priority == .required)
        #expect(solver.value(of: x) == 10)
    }
}

@Suite struct RecoveryTests {
    @Test func breaksTheConstraintThatCausedTheConflictAndGoesOn() throws {
        let x = Variable("x")
        let solver = Solver(options: .recoversFromConflicts)
        let hundred = x >= 100
        let fifty = x <= 50
        try solver.add(hundred)
        try solver.add((x == 500).priority(.weak))
        try solver.add(fifty)
        #expect(solver.contains(fifty))
        #expect(fifty.priority == Solver.brokenPriority)
        #expect(!fifty.priority.isRequired)
        // The broken constraint still holds as nearly as the required ones allow, ahead of the weak one.
        #expect(solver.value(of: x) == 100)
        #expect(solver.conflicts.count == 1)
        let conflict = try #require(solver.conflicts.first)
        #expect(conflict.broken === fifty)
        #expect(conflict.constraints.count == 2 && conflict.constraints[0] === hundred && conflict.constraints[1] === fifty)
        // A broken constraint can be removed like any other.
        try solver.remove(fifty)
        #expect(solver.value(of: x) == 500)
        solver.removeAllConflicts()
        #expect(solver.conflicts.isEmpty)
    }

    @Test func recordsSeveralDisjointConflicts() throws {
        let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
        let solver = Solver()
        solver.options = .recoversFromConflicts
        let a1 = a == 1, b1 = b >= 10, c1 = c == b + 1
        let a2 = a == 2, b2 = b <= 5
        for constraint in [a1, b1, c1, a2, b2] { try solver.add(constraint) }
        #expect(solver.conflicts.count == 2)
        #expect(solver.conflicts.map { $0.constraints.count } == [2, 2])
        #expect(solver.conflicts[0].constraints[0] === a1 && solver.conflicts[0].broken === a2)
        #expect(solver.conflicts[1].constraints[0] === b1 && solver.conflicts[1].broken === b2)
        #expect(solver.value(of: a) == 1)
        #expect(solver.value(of: b) == 10)
        #expect(solver.value(of: c) == 11)
    }

    @Test func aConflictWithABrokenConstraintIsNoConflict() throws {
        let x = Variable("x")
        let solver = Solver(options: .recoversFromConflicts)
        try solver.add(x == 1)
        try solver.add(x == 2)
        try solver.add(x == 3)
        #expect(solver.conflicts.count == 2)
        #expect(solver.conflicts.allSatisfy { $0.constraints.count == 2 })
        #expect(solver.value(of: x) == 1)
    }

    @Test func breaksAConstraintWhoseNewConstantConflicts() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver(options: .recoversFromConflicts)
        let lower = x >= 10
        let gap = y == x + 5
        let upper = y <= 40
        for constraint in [lower, gap, upper] { try solver.add(constraint) }
        try solver.setConstant(-12, for: upper)
        #expect(upper.constant == -12)
        #expect(upper.priority == Solver.brokenPriority)
        #expect(solver.contains(upper))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        let conflict = try #require(solver.conflicts.first)
        #expect(conflict.broken === upper)
        #expect(conflict.constraints.map(\.description) == [lower, gap, upper].map(\.description))
        // Now non-required, it follows later constant changes without conflict.
        try solver.setConstant(-30, for: upper)
        #expect(solver.value(of: y) == 30)
        #expect(solver.conflicts.count == 1)
    }

    @Test func loadsASystemWithConflictsInRecoveringMode() throws {
        let system = try ConstraintSystem(parsing: """
            width == 100
            width == 50
            height >= 20
            height <= 10 !required
            """)
        let solver = Solver(options: .recoversFromConflicts)
        try system.load(into: solver)
        #expect(solver.conflicts.map { $0.constraints.compactMap { system.line(of: $0) } } == [[1, 2], [3, 4]])
        #expect(solver.conflicts.compactMap { system.line(of: $0.broken) } == [2, 4])
    }

    @Test func loadingIsAllOrNothingWhenNotRecovering() throws {
        let system = try ConstraintSystem(parsing: "edit w\nx == 1\nsuggest w 5\nx == 2\ny == 3\n")
        let solver = Solver()
        #expect(throws: ConstraintSystem.LoadError.self) { try system.load(into: solver) }
        do {
            try system.load(into: solver)
        } catch {
            #expect(error.line == 4)
            #expect(error.description.hasPrefix("line 4: unable to satisfy required constraint x - 2 == 0"))
        }
        #expect(solver.constraints.isEmpty)
        #expect(solver.editVariables.isEmpty)
    }
}

@Suite struct AmbiguityTests {
    func ambiguousNames(_ text: String) throws -> [String] {
        let system = try ConstraintSystem(parsing: text)
        let solver = Solver()
        try system.load(into: solver)
        return solver.ambiguousVariables().map(\.name)
    }

    @Test func aFreeVariableIsAmbiguousAndADeterminedOneIsNot() throws {
        #expect(try ambiguousNames("free >= 0\nfixed == 5\nsum == fixed + 1") == ["free"])
    }

    @Test func aVariableFixedOnlyByAWeakConstraintIsNotAmbiguous() throws {
        #expect(try ambiguousNames("x >= 0\nx == 3 !weak") == [])
        #expect(try ambiguousNames("x >= 0\nx <= 100\nx == 3 @1") == [])
    }

    @Test func aVariableBetweenBoundsIsAmbiguousUntilSomethingPinsIt() throws {
        #expect(try ambiguousNames("x >= 0\nx <= 10") == ["x"])
        #expect(try ambiguousNames("x >= 0\nx <= 10\nx == 20 !weak") == [])
        #expect(try ambiguousNames("x >= 0\nx <= 10\nx == -20 !weak") == [])
    }

    @Test func twoVariablesBoundOnlyByTheirSumAreBothAmbiguous() throws {
        #expect(try ambiguousNames("left + right == 10\nleft >= 0\nright >= 0") == ["left", "right"])
        #expect(try ambiguousNames("left + right == 10\nleft == right") == [])
    }

    @Test func equallyWeightedWeakConstraintsLeaveTheVariableAmbiguous() throws {
        // Anywhere between 0 and 10 the total weak violation is 10: all those solutions are optimal.
        #expect(try ambiguousNames("w == 0 !weak\nw == 10 !weak") == ["w"])
        #expect(try ambiguousNames("w == 0 !weak\nw == 10 !medium") == [])
    }

    /// A caller with approximate inputs asks only for the moves that exceed their error: a
    /// variable with 0.5 of slack is free, but not by more than 1; an unbounded one is.
    @Test func aDistanceLeavesOutVariablesThatCanOnlyMoveLessThanIt() throws {
        let system = try ConstraintSystem(parsing: "x >= 0\nx <= 0.5\nfree >= 0\nsum == x + 1\nwide >= 0\nwide <= 3")
        let solver = Solver()
        try system.load(into: solver)
        #expect(solver.ambiguousVariables().map(\.name) == ["x", "free", "sum", "wide"])
        #expect(solver.ambiguousVariables(movingMoreThan: 1).map(\.name) == ["free", "wide"])
        #expect(solver.ambiguousVariables(movingMoreThan: 5).map(\.name) == ["free"])
        #expect(solver.ambiguousVariables(movingMoreThan: .nan).map(\.name) == ["x", "free", "sum", "wide"])
        #expect(solver.ambiguousVariables(movingMoreThan: .infinity).isEmpty)
        // The probe, for variables the tableau leaves undecided, measures the move the same way.
        let variables = system.variables.filter { ["x", "free"].contains($0.name) }
        #expect(solver.ambiguousVariablesByProbing(variables, movingMoreThan: 1).map(\.name) == ["free"])
        #expect(solver.ambiguousVariablesByProbing(variables).map(\.name) == ["x", "free"])
    }

    @Test func anEditVariableWithASuggestionIsNotAmbiguous() throws {
        #expect(try ambiguousNames("edit w\nsuggest w 320\nright == w + 10") == [])
        #expect(try ambiguousNames("edit w !weak\nright == w + 10\nright >= 0 @1") == [])
    }

    @Test func theCallLeavesTheSolverAsItWas() throws {
        let system = try ConstraintSystem(parsing: "a >= 0\nb == a + 5\nc >= b")
        let solver = Solver()
        try system.load(into: solver)
        let before = system.variables.map { solver.value(of: $0) }
        #expect(solver.ambiguousVariables().map(\.name) == ["a", "b", "c"])
        #expect(system.variables.map { solver.value(of: $0) } == before)
        #expect(solver.constraints.count == 3)
    }

    @Test func theEnamlWorkloadIsAmbiguousInItsPositionAndItsRowsTops() throws {
        let source = try #require(readFile(fixturePath("enaml-like.constraints")))
        for (width, height) in [(400.0, 600.0), (1200, 800)] {
            let sizes = "\nsuggest width \(width)\nsuggest height \(height)\n"
            // `left >= 0` and `top >= 0` are all that place the form: it can slide right and down.
            let floating = try ConstraintSystem(parsing: source + sizes)
            let solver = Solver()
            try floating.load(into: solver)
            #expect(solver.value(of: try #require(floating.variable(named: "width"))) == width)
            let ambiguous = solver.ambiguousVariables().map(\.name)
            #expect(ambiguous.contains("left") && ambiguous.contains("top") && ambiguous.contains("fl1top"))
            #expect(!ambiguous.contains { $0.hasSuffix("width") || $0.hasSuffix("height") })

            let pinned = try ConstraintSystem(parsing: source + sizes + "left == 0\ntop == 0\n")
            let pinnedSolver = Solver()
            try pinned.load(into: pinnedSolver)
            // Pinned, the form is fixed except for its rows' tops: the spare height goes into the
            // gaps above, between and below the rows, all held at @525, and the total violation at
            // that level is the spare height wherever the rows sit: a tie, so they are ambiguous.
            #expect(pinnedSolver.ambiguousVariables().map(\.name) == ["cttop", "fl3top", "lb3top", "fl1top", "lb2top", "lb1top", "fl2top"])
        }
    }
}

@Suite struct AmbiguityCrossCheckTests {
    /// The tableau shortcut and pure probing agree on random systems (including degenerate ones,
    /// ties between equal priorities, edit variables and broken constraints).
    @Test func theShortcutAgreesWithProbingOnRandomSystems() throws {
        var generator = SplitMix64(seed: 0xA4B1)
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        var ambiguousSeen = 0
        var decidedByProbing = 0
        for _ in 0..<400 {
            let variables = (0..<Int(2 + generator.next() % 5)).map { Variable("v\($0)") }
            let solver = Solver(options: .recoversFromConflicts)
            for _ in 0..<Int(1 + generator.next() % 8) {
                var expression = Expression(Double(pick([-20, -5, 0, 3, 10, 40])))
                for _ in 0..<Int(1 + generator.next() % 3) {
                    expression = expression + Double(pick([-2, -1, 1, 1, 2, 0.5])) * pick(variables)
                }
                let relation = pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
                let priority = pick([Priority.required, .required, .strong, .medium, .weak, .weak])
                try solver.add(Constraint(expression, relation, priority: priority))
            }
            if generator.next() % 3 == 0 {
                let edited = pick(variables)
                if !solver.hasEditVariable(edited) {
                    try solver.addEditVariable(edited, priority: pick([.strong, .weak]))
                    try solver.suggestValue(Double(pick([-7, 0, 12])), for: edited)
                }
            }
            let fast = solver.ambiguousVariables().map(\.name)
            let probed = solver.ambiguousVariablesByProbing(solver.variables).map(\.name)
            #expect(fast == probed, "\(solver.constraints)")
            ambiguousSeen += fast.count
            decidedByProbing += solver.variables.filter { solver.freedom(of: $0) == .undecided }.count
        }
        // Both verdicts occur often, and the shortcut decides nearly every variable by itself.
        #expect(ambiguousSeen > 50)
        #expect(decidedByProbing < 20)
    }
}
