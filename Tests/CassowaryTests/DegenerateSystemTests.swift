import Testing
@testable import Cassowary

/// Issue 17, "Degenerate systems": n identical weak equalities against one medium. Kept as n
/// rows, every optimum is degenerate n ways and each call on the medium took n/2 pivots of n
/// rows each; identical non-required constraints now share one row, so each call takes O(1)
/// pivots. Pinned by pivot counts and values, never by time.
@Suite struct DegenerateSystems {
    /// The pivots `body` takes.
    private func pivots(_ solver: Solver, _ body: () throws -> Void) rethrows -> Int {
        let before = solver.core.pivotCount
        try body()
        return solver.core.pivotCount - before
    }

    @Test(arguments: [(200, 0), (200, 200)])
    func callsOnTheMediumTakeConstantPivots(weak: Int, low: Int) throws {
        let x = Variable("x")
        let solver = Solver()
        let weakOnes = (0..<weak).map { _ in (x == 0).priority(.weak) }
        for constraint in weakOnes { try solver.add(constraint) }
        for _ in 0..<low { try solver.add((x == 0).priority(Priority(1))) }
        let medium = (x == 10).priority(.medium)
        let limit = 4
        #expect(try pivots(solver) { try solver.add(medium) } <= limit)
        #expect(solver.value(of: x) == 10)
        #expect(try pivots(solver) { try solver.setPriority(Priority(600), for: medium) } <= limit)
        #expect(solver.value(of: x) == 10)
        #expect(try pivots(solver) { try solver.setPriority(.weak, for: medium) } <= limit)
        #expect(solver.value(of: x) == 0)
        #expect(try pivots(solver) { try solver.setPriority(.medium, for: medium) } <= limit)
        #expect(solver.value(of: x) == 10)
        #expect(try pivots(solver) { try solver.remove(medium) } <= limit)
        #expect(solver.value(of: x) == 0)
        #expect(try pivots(solver) { try solver.add(medium) } <= limit)
        #expect(solver.value(of: x) == 10)
        // The violation counts every copy.
        let violations = solver.violationByPriority
        #expect(violations.first { $0.priority == .medium }?.violation == 0)
        #expect(violations.first { $0.priority == .weak }?.violation == Double(10 * weak))
        if low > 0 { #expect(violations.first { $0.priority == Priority(1) }?.violation == Double(10 * low)) }
        // Taking the copies away one by one leaves the medium alone.
        for constraint in weakOnes.dropLast() {
            #expect(try pivots(solver) { try solver.remove(constraint) } <= limit)
        }
        #expect(solver.value(of: x) == 10)
    }

    /// A copy whose constant or priority changes in place leaves the shared row; the others
    /// keep it, and every value is what separate rows would give.
    @Test func aCopyChangedInPlaceLeavesTheSharedRow() throws {
        let x = Variable("x")
        let solver = Solver()
        let copies = (0..<5).map { _ in (x == 0).priority(.weak) }
        for constraint in copies { try solver.add(constraint) }
        let medium = (x == 10).priority(.medium)
        try solver.add(medium)
        try solver.setPriority(.weak, for: medium)
        #expect(solver.value(of: x) == 0)  // five against one
        // Three copies now ask for 10: four against two.
        try solver.setConstant(-10, for: copies[0])
        try solver.setConstants([(copies[1], -10), (copies[2], -10)])
        #expect(solver.value(of: x) == 10)
        // One of them back at 0 (a tie), another raised above the weak ones: it wins.
        try solver.setConstant(0, for: copies[0])
        try solver.setPriority(.strong, for: copies[3])
        #expect(solver.value(of: x) == 0)
        try solver.setConstant(-20, for: copies[3])
        #expect(solver.value(of: x) == 20)
        try solver.remove(copies[3])
        #expect(solver.value(of: x) == 10)  // three at 10 (two copies and the medium) against two at 0
        for constraint in copies where solver.contains(constraint) { try solver.remove(constraint) }
        try solver.remove(medium)
        #expect(solver.value(of: x) == 0)
        #expect(solver.constraints.isEmpty)
        // The shared row is gone: a new copy starts over.
        try solver.add((x == 3).priority(.weak))
        #expect(solver.value(of: x) == 3)
    }

    /// A batch of copies shares one row too, and a failed batch leaves nothing behind.
    @Test func aBatchOfCopiesSharesOneRow() throws {
        let x = Variable("x")
        let solver = Solver()
        let copies = (0..<50).map { _ in (x == 0).priority(.weak) }
        try solver.add(contentsOf: copies)
        let medium = (x == 10).priority(.medium)
        #expect(try pivots(solver) { try solver.add(medium) } <= 4)
        #expect(throws: SolverError.self) { try solver.add(contentsOf: [(x == 1).priority(.weak), x == 2, x == 3]) }
        #expect(solver.constraints.count == 51)
        #expect(solver.value(of: x) == 10)
        try solver.setPriority(.weak, for: medium)
        #expect(solver.value(of: x) == 0)
    }
}
