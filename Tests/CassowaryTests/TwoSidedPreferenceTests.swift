import Cassowary
import TestSupport
import Testing

/// A two-sided preference `e == 0` resisting `e > 0` at one priority and `e < 0` at another is
/// the pair `e <= 0 @above`, `e >= 0 @below` in one row: same optimum, same violations.
@Suite struct TwoSidedPreferenceTests {
    /// A label 42 points wide by content: hugging 250, compression resistance 750.
    private func width(_ w: Variable) -> Constraint {
        Constraint(Expression(w) - 42, equalWithPriority: .init(250), below: .init(750))
    }

    @Test func aStrongerPullWinsOnlyAgainstTheWeakerSide() throws {
        let w = Variable("w")
        let solver = Solver()
        let content = width(w)
        try solver.add(content)
        #expect(solver.value(of: w) == 42)
        // Stretched at 500: beats hugging (250).
        let stretch = (w == 60).priority(Priority(500))
        try solver.add(stretch)
        #expect(solver.value(of: w) == 60)
        try solver.remove(stretch)
        // Squeezed at 500: loses to compression resistance (750).
        let squeeze = (w == 30).priority(Priority(500))
        try solver.add(squeeze)
        #expect(solver.value(of: w) == 42)
        // Squeezed at 800: wins.
        try solver.setPriority(Priority(800), for: squeeze)
        #expect(solver.value(of: w) == 30)
        // Levels stay once made (500 from the stretch).
        #expect(solver.violationByPriority.map(\.violation) == [0, 12, 0, 0])
        #expect(solver.violationByPriority.map(\.priority.value) == [800, 750, 500, 250])
    }

    @Test func itsPrioritiesAndConstantChangeInPlace() throws {
        let w = Variable("w")
        let solver = Solver()
        let content = width(w)
        try solver.add(content)
        let squeeze = (w == 30).priority(Priority(500))
        try solver.add(squeeze)
        #expect(solver.value(of: w) == 42)
        try solver.setPriority(Priority(250), below: Priority(400), for: content)
        #expect(solver.value(of: w) == 30)
        #expect(content.priorityBelow == Priority(400))
        // The priority above alone: the one below stays.
        try solver.setPriority(Priority(300), for: content)
        #expect(content.priority == Priority(300) && content.priorityBelow == Priority(400))
        try solver.setPriority(Priority(250), below: Priority(750), for: content)
        try solver.setConstant(-20, for: content)  // intrinsic width 20: the squeeze now stretches
        #expect(solver.value(of: w) == 30)
        try solver.setConstant(-35, for: content)
        #expect(solver.value(of: w) == 35)
    }

    @Test func aRequiredSideOrABadPriorityIsRefusedAndNothingChanges() throws {
        let w = Variable("w")
        let solver = Solver()
        let required = Constraint(Expression(w) - 42, equalWithPriority: .required, below: Priority(750))
        #expect(throws: SolverError.self) { try solver.add(required) }
        let requiredBelow = Constraint(Expression(w) - 42, equalWithPriority: Priority(250), below: .required)
        #expect(throws: SolverError.self) { try solver.add(requiredBelow) }
        let outOfRange = Constraint(Expression(w) - 42, equalWithPriority: Priority(250), below: Priority(0))
        #expect(throws: SolverError.self) { try solver.add(outOfRange) }
        let notANumber = Constraint(Expression(w) - 42, equalWithPriority: Priority(250), below: Priority(.nan))
        #expect(notANumber.priorityBelow != nil)
        #expect(throws: SolverError.self) { try solver.add(notANumber) }
        #expect(solver.constraints.isEmpty)
        let content = width(w)
        try solver.add(content)
        #expect(throws: SolverError.self) { try solver.setPriority(Priority(250), below: .required, for: content) }
        #expect(content.priorityBelow == Priority(750))
        let plain = (w >= 10).priority(.weak)
        try solver.add(plain)
        #expect(throws: SolverError.self) { try solver.setPriority(.weak, below: .medium, for: plain) }
        #expect(plain.priorityBelow == nil)
        #expect(solver.value(of: w) == 42)
    }

    @Test func itDescribesBothSides() {
        let w = Variable("w")
        #expect(width(w).description == "w - 42 == 0 @250 above @750 below")
        #expect((w == 42).priorityBelow == nil)
    }

    /// Random systems of views' sizes and positions, each view with content on both axes, solved
    /// with two-sided preferences and with the inequality pairs: every priority's violation
    /// agrees, and so does every variable that the pairs' solution determines (probed by the
    /// solver's own ambiguity check).
    @Test func randomSystemsReachTheSameOptimumAsTheInequalityPairs() throws {
        var random = SplitMix64(seed: 0x7A11)
        let priorities: [Double] = [250, 251, 500, 750, 999]
        for _ in 0..<300 {
            let count = 1 + Int(random.next() % 4)
            let sizes = (0..<count).map { Variable("w\($0)") }
            let positions = (0..<count).map { Variable("x\($0)") }
            var shared: [Constraint] = []
            // A row of views between two edges at 0 and a random width, the gaps fixed.
            let gaps = (0..<count).map { _ in Double(random.next() % 20) }
            let width = gaps.reduce(0, +) + Double(random.next() % 300)
            shared.append(Expression(positions[0]) == 0)
            for index in 1..<count {
                let gap = gaps[index]
                shared.append(Expression(positions[index]) == Expression(positions[index - 1]) + Expression(sizes[index - 1]) + gap)
            }
            let last = Expression(positions[count - 1]) + Expression(sizes[count - 1])
            if random.next() % 3 == 0 {
                shared.append((last <= width).priority(Priority(priorities[Int(random.next() % 5)])))
            } else {
                shared.append(last == width)
            }
            for size in sizes { shared.append(Expression(size) >= 0) }
            var contents: [(Variable, Double, Double, Double)] = []
            for size in sizes {
                contents.append((size, Double(random.next() % 120),
                                 priorities[Int(random.next() % 5)], priorities[Int(random.next() % 5)]))
            }
            let twoSided = Solver(), pairs = Solver()
            for constraint in shared {
                try twoSided.add(constraint)
                try pairs.add(Constraint(constraint.expression, constraint.relation, priority: constraint.priority))
            }
            for (size, metric, hugging, compression) in contents {
                try twoSided.add(Constraint(Expression(size) - metric, equalWithPriority: Priority(hugging), below: Priority(compression)))
                try pairs.add((Expression(size) <= metric).priority(Priority(hugging)))
                try pairs.add((Expression(size) >= metric).priority(Priority(compression)))
            }
            let a = twoSided.violationByPriority, b = pairs.violationByPriority
            #expect(a.map(\.priority) == b.map(\.priority))
            for (x, y) in zip(a, b) { #expect(abs(x.violation - y.violation) < 1e-6, "\(a) vs \(b)") }
            let ambiguous = Set(pairs.ambiguousVariables().map(\.name))
            for variable in sizes + positions where !ambiguous.contains(variable.name) {
                #expect(abs(twoSided.value(of: variable) - pairs.value(of: variable)) < 1e-6)
            }
        }
    }

    /// Random call sequences (adds one by one and in batches, removals, constant and priority
    /// changes) on a solver with two-sided preferences and, call by call, on one holding each as
    /// its two inequalities: both accept or refuse the same calls, and reach the same optimum
    /// (every priority's violation, and every variable the pairs' solution determines).
    @Test func callSequencesMatchTheInequalityPairs() throws {
        let priorities: [Double] = [1, 250, 500, 750, 999]
        for seed in UInt64(0)..<60 {
            var random = SplitMix64(seed: 0x2_51DE + seed)
            let variables = (0..<4).map { Variable("x\($0)") }
            let twoSided = Solver(), pairs = Solver()
            // Each held constraint, and what stands for it in `pairs` (itself, or its two sides).
            var held: [(constraint: Constraint, stand: [Constraint])] = []
            var log: [String] = []
            func expression() -> Expression {
                var terms: [Term] = []
                for _ in 0..<random.int(in: 1...2) { terms.append(Term(random.pick(variables), Double(random.int(in: 1...3)))) }
                return Expression(terms: terms, constant: Double(random.int(in: -20...20)))
            }
            for _ in 0..<40 {
                let roll = random.int(in: 0...99)
                var call: (Solver) throws -> Void
                var standCall: (Solver) throws -> Void
                var onSuccess: () -> Void = {}
                if roll < 10 {
                    // A batch: two-sided preferences among required and other constraints.
                    var batch: [(constraint: Constraint, stand: [Constraint])] = []
                    for _ in 0..<random.int(in: 2...4) {
                        let e = expression()
                        if random.chance(0.5) {
                            let above = Priority(random.pick(priorities)), below = Priority(random.pick(priorities))
                            batch.append((Constraint(e, equalWithPriority: above, below: below),
                                          [Constraint(e, .lessThanOrEqual, priority: above), Constraint(e, .greaterThanOrEqual, priority: below)]))
                        } else {
                            let priority = random.chance(0.4) ? Priority.required : Priority(random.pick(priorities))
                            batch.append((Constraint(e, .equal, priority: priority), [Constraint(e, .equal, priority: priority)]))
                        }
                    }
                    log.append("add batch " + batch.map { "\($0.constraint)" }.joined(separator: "; "))
                    call = { try $0.add(contentsOf: batch.map(\.constraint)) }
                    standCall = { try $0.add(contentsOf: batch.flatMap(\.stand)) }
                    onSuccess = { held += batch }
                } else if roll < 45 || held.isEmpty {
                    let e = expression()
                    if random.chance(0.5) {
                        let above = Priority(random.pick(priorities)), below = Priority(random.pick(priorities))
                        let constraint = Constraint(e, equalWithPriority: above, below: below)
                        let sides = [Constraint(e, .lessThanOrEqual, priority: above), Constraint(e, .greaterThanOrEqual, priority: below)]
                        log.append("add \(constraint)")
                        call = { try $0.add(constraint) }
                        standCall = { solver in for side in sides { try solver.add(side) } }
                        onSuccess = { held.append((constraint, sides)) }
                    } else {
                        let relation = random.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
                        let priority = random.chance(0.3) ? Priority.required : Priority(random.pick(priorities))
                        let constraint = Constraint(e, relation, priority: priority)
                        let copy = Constraint(e, relation, priority: priority)
                        log.append("add \(constraint)")
                        call = { try $0.add(constraint) }
                        standCall = { try $0.add(copy) }
                        onSuccess = { held.append((constraint, [copy])) }
                    }
                } else if roll < 65 {
                    let index = random.int(in: 0...(held.count - 1))
                    let entry = held[index]
                    log.append("remove \(entry.constraint)")
                    call = { try $0.remove(entry.constraint) }
                    standCall = { solver in for side in entry.stand { try solver.remove(side) } }
                    onSuccess = { held.remove(at: index) }
                } else if roll < 85 {
                    let entry = held[random.int(in: 0...(held.count - 1))]
                    let constant = Double(random.int(in: -20...20))
                    log.append("setConstant \(constant) for \(entry.constraint)")
                    call = { try $0.setConstant(constant, for: entry.constraint) }
                    standCall = { try $0.setConstants(entry.stand.map { ($0, constant) }) }
                } else {
                    let soft = held.filter { !$0.constraint.priority.isRequired }
                    guard let entry = soft.isEmpty ? nil : random.pick(soft) else { continue }
                    let above = Priority(random.pick(priorities)), below = Priority(random.pick(priorities))
                    if entry.constraint.priorityBelow != nil {
                        log.append("setPriority \(above) below \(below) for \(entry.constraint)")
                        call = { try $0.setPriority(above, below: below, for: entry.constraint) }
                        standCall = { solver in
                            try solver.setPriority(above, for: entry.stand[0])
                            try solver.setPriority(below, for: entry.stand[1])
                        }
                    } else {
                        log.append("setPriority \(above) for \(entry.constraint)")
                        call = { try $0.setPriority(above, for: entry.constraint) }
                        standCall = { try $0.setPriority(above, for: entry.stand[0]) }
                    }
                }
                let accepted = (try? call(twoSided)) != nil
                let standAccepted = (try? standCall(pairs)) != nil
                #expect(accepted == standAccepted, "seed \(seed): \(log.joined(separator: "; "))")
                guard accepted == standAccepted else { break }
                if accepted { onSuccess() }
                var violations: [Double: Double] = [:], standViolations: [Double: Double] = [:]
                for level in twoSided.violationByPriority { violations[level.priority.value] = level.violation }
                for level in pairs.violationByPriority { standViolations[level.priority.value] = level.violation }
                for priority in Set(violations.keys).union(standViolations.keys).sorted() {
                    let a = violations[priority] ?? 0, b = standViolations[priority] ?? 0
                    #expect(abs(a - b) < 1e-6, "seed \(seed) @\(priority): \(a) vs \(b) after \(log.joined(separator: "; "))")
                }
                let ambiguous = Set(pairs.ambiguousVariables().map(\.name))
                for variable in variables where !ambiguous.contains(variable.name) {
                    #expect(abs(twoSided.value(of: variable) - pairs.value(of: variable)) < 1e-6,
                            "seed \(seed) \(variable.name) after \(log.joined(separator: "; "))")
                }
            }
        }
    }
}
