import Testing

@testable import Cassowary

/// Auto Layout's column of views (`v[i+1] == v[i] + 1`, the first pinned last or first), the
/// workload whose rows would hold every earlier link's dummy marker: built without the required
/// equalities' markers in the rows, which the first removal or constant change of one puts in
/// (SolverEqualityMarkers.swift), and without the columns of the dummies, which the first call
/// that reads one builds. After every call the column index must list exactly the rows that
/// hold each symbol.
@Suite struct ChainTests {
    /// A chain of `n` links; `v[0] == 0` added last unless `anchoredFirst`.
    private func chain(_ n: Int, anchoredFirst: Bool) throws -> (Solver, [Variable], [Constraint], Constraint) {
        let v = (0...n).map { Variable("v\($0)") }
        let solver = Solver()
        let anchor = v[0] == 0
        if anchoredFirst { try solver.add(anchor) }
        var links: [Constraint] = []
        for i in 0..<n {
            links.append(v[i + 1] == v[i] + 1)
            try solver.add(links[i])
        }
        if !anchoredFirst { try solver.add(anchor) }
        return (solver, v, links, anchor)
    }

    /// Problems with the column index: a symbol's column must list each row that holds it once
    /// (dummies only once their columns are kept) and no other row.
    private func columnProblems(_ core: SolverCore) -> [String] {
        var problems: [String] = []
        var expected = [[Int32]](repeating: [], count: core.symbols.count)
        for basic in core.symbols.indices {
            guard let row = core.row(of: Int32(basic)) else { continue }
            for cell in row.cells where core.keepsColumn(of: cell.symbol) {
                expected[Int(cell.symbol)].append(Int32(basic))
            }
        }
        for symbol in core.symbols.indices where core.column(of: Int32(symbol)).sorted() != expected[symbol] {
            problems.append("column of \(symbol): \(core.column(of: Int32(symbol)).sorted()) instead of \(expected[symbol])")
        }
        return problems
    }

    private func values(_ solver: Solver, _ v: [Variable]) -> [Double] { v.map { solver.value(of: $0) } }

    @Test(arguments: [false, true])
    func aChainSolvesAndKeepsNoDummyColumnsUntilOneIsRead(anchoredFirst: Bool) throws {
        let (solver, v, _, _) = try chain(200, anchoredFirst: anchoredFirst)
        #expect(values(solver, v) == (0...200).map(Double.init))
        #expect(!solver.core.keepsDummyColumns)
        #expect(columnProblems(solver.core).isEmpty)
        // Each link has its marker, in no row yet: the rows are a cell long at most.
        let dummies = solver.core.kinds.indices.filter { solver.core.kinds[$0] == .dummy }
        #expect(dummies.count == 201)
        #expect(dummies.allSatisfy { solver.core.columnIsEmpty(Int32($0)) })
        #expect(!solver.core.equalityMarkersInRows)
        #expect(solver.core.symbols.indices.allSatisfy { (solver.core.row(of: Int32($0))?.cells.count ?? 0) <= 1 })
    }

    /// The storage grows linearly with the links (quadratically once the markers are in the rows).
    @Test func aChainsStorageGrowsLinearly() throws {
        let (short, _, _, _) = try chain(1_000, anchoredFirst: false)
        let (long, _, _, _) = try chain(2_000, anchoredFirst: false)
        #expect(Double(long.memoryUsed) < 2.5 * Double(short.memoryUsed), "\(short.memoryUsed) then \(long.memoryUsed) bytes")
    }

    /// Putting the markers into the rows gives the tableau of a solver that kept them from the
    /// start, with the same values: rebuilt on the same basis.
    @Test(arguments: [false, true])
    func theMarkersComeInAsIfTheyHadAlwaysBeenThere(anchoredFirst: Bool) throws {
        let (solver, v, links, _) = try chain(60, anchoredFirst: anchoredFirst)
        let kept = Solver()
        kept.core.equalityMarkersInRows = true
        if anchoredFirst { try kept.add(v[0] == 0) }
        for i in 0..<60 { try kept.add(v[i + 1] == v[i] + 1) }
        if !anchoredFirst { try kept.add(v[0] == 0) }
        let values = self.values(solver, v)
        solver.takeChangedVariables { _, _ in }
        try solver.core.putEqualityMarkersInRows(for: links[0])
        #expect(solver.core.equalityMarkersInRows)
        #expect(solver.dump() == kept.dump())
        #expect(self.values(solver, v) == values)
        var changed = 0
        solver.takeChangedVariables { _, _ in changed += 1 }
        #expect(changed == 0)
        #expect(columnProblems(solver.core).isEmpty)
    }

    /// A redundant copy of a required equality has its marker basic in an empty row; removing
    /// the original puts the markers in, and the copy takes over.
    @Test func aRedundantTwinTakesOverFromTheRemovedOriginal() throws {
        let x = Variable("x")
        let solver = Solver()
        let original = x == 5, twin = x == 5
        try solver.add(original)
        try solver.add(twin)
        #expect(!solver.core.equalityMarkersInRows)
        try solver.remove(original)
        #expect(solver.core.equalityMarkersInRows)
        #expect(solver.value(of: x) == 5)
        try solver.setConstant(-8, for: twin)
        #expect(solver.value(of: x) == 8)
        #expect(columnProblems(solver.core).isEmpty)
    }

    @Test(arguments: [false, true])
    func constantChangesAndRemovalsAfterABuildSeeEveryRow(anchoredFirst: Bool) throws {
        let (solver, v, links, anchor) = try chain(60, anchoredFirst: anchoredFirst)
        // Link 20 becomes v21 == v20 + 5: everything after it moves by 4.
        try solver.setConstant(-5, for: links[20])
        #expect(solver.core.keepsDummyColumns)
        #expect(columnProblems(solver.core).isEmpty)
        let moved: [Double] = (0...60).map { i in Double(i <= 20 ? i : i + 4) }
        #expect(values(solver, v) == moved)
        // Without link 30, v31... are free; pinning v31 at 100 moves them.
        try solver.remove(links[30])
        #expect(columnProblems(solver.core).isEmpty)
        #expect(solver.ambiguousVariables().map(\.name) == (31...60).map { "v\($0)" })
        try solver.add(v[31] == 100)
        let pinned: [Double] = (0...60).map { i in
            if i <= 20 { return Double(i) }
            if i <= 30 { return Double(i + 4) }
            return Double(100 + i - 31)
        }
        #expect(values(solver, v) == pinned)
        try solver.setConstant(-7, for: anchor)
        #expect(solver.value(of: v[30]) == 7 + 34)
        #expect(solver.value(of: v[60]) == 129)
        #expect(columnProblems(solver.core).isEmpty)
    }

    @Test(arguments: [false, true])
    func aRemovalRightAfterABuildSeesEveryRow(anchoredFirst: Bool) throws {
        let (solver, v, links, _) = try chain(40, anchoredFirst: anchoredFirst)
        try solver.remove(links[10])
        #expect(columnProblems(solver.core).isEmpty)
        try solver.add(v[11] == 50)
        let expected: [Double] = (0...40).map { i in Double(i <= 10 ? i : 50 + i - 11) }
        #expect(values(solver, v) == expected)
    }

    /// The column through a batch, as the layout engine adds it: each view's height bounded by
    /// its hugging and compression resistance, which the batch adds before the link that takes
    /// the height in (see `addRequiredFirst`). Every order gives the same unique solution.
    @Test(arguments: [false, true])
    func aBatchedColumnWithBoundedHeightsSolves(anchoredFirst: Bool) throws {
        let n = 60
        let top = (0...n).map { Variable("top\($0)") }
        let height = (0...n).map { Variable("height\($0)") }
        var constraints: [Constraint] = []
        if anchoredFirst { constraints.append(top[0] == 8) }
        for i in 0..<n { constraints.append(top[i + 1] == top[i] + height[i] + 8) }
        if !anchoredFirst { constraints.append(top[0] == 8) }
        for i in 0...n {
            constraints.append((height[i] <= 21).priority(Priority(250)))
            constraints.append((height[i] >= 21).priority(Priority(750)))
        }
        // A required tie between two bounded heights waits for its bounds' rows, as before.
        constraints.append(height[n] == height[n - 1])
        let batched = Solver()
        try batched.add(contentsOf: constraints)
        let oneByOne = Solver()
        for constraint in constraints { try oneByOne.add(constraint) }
        for i in 0...n {
            #expect(abs(batched.value(of: top[i]) - Double(8 + 29 * i)) < 1e-9)
            #expect(abs(batched.value(of: height[i]) - 21) < 1e-9)
            #expect(abs(oneByOne.value(of: top[i]) - Double(8 + 29 * i)) < 1e-9)
        }
        #expect(columnProblems(batched.core).isEmpty)
    }

    /// The marks a batch puts on its bounded variables are gone when it ends, also when it
    /// fails: a refused batch leaves the solver as it was, and the next batch orders its own.
    @Test func aRefusedBatchClearsItsBoundMarks() throws {
        let top = (0...3).map { Variable("top\($0)") }
        let height = (0...3).map { Variable("height\($0)") }
        var constraints: [Constraint] = [top[0] == 0]
        for i in 0..<3 {
            constraints.append(top[i + 1] == top[i] + height[i])
            constraints.append((height[i] >= 10).priority(Priority(750)))
        }
        let solver = Solver()
        let before = solver.dump()
        #expect(throws: SolverError.self) { try solver.add(contentsOf: constraints + [top[3] == -5, top[3] >= 0]) }
        #expect(solver.dump() == before)
        #expect((top + height).allSatisfy { $0.pendingBound == 0 })
        try solver.add(contentsOf: constraints)
        #expect(solver.value(of: top[3]) == 30)
        #expect((top + height).allSatisfy { $0.pendingBound == 0 })
    }

    /// Removing a preference reads no dummy's column: the columns stay unkept, and consistent.
    @Test func removingAPreferenceKeepsNoDummyColumns() throws {
        let (solver, v, _, _) = try chain(30, anchoredFirst: true)
        let free = Variable("free")
        let preference = (free == v[10] + 5).priority(.weak)
        try solver.add(preference)
        #expect(solver.value(of: free) == 15)
        try solver.remove(preference)
        #expect(!solver.core.keepsDummyColumns)
        #expect(columnProblems(solver.core).isEmpty)
        #expect(values(solver, v) == (0...30).map(Double.init))
    }

    @Test func theAmbiguityCheckAfterABuildFindsNothingFree() throws {
        let (solver, _, _, _) = try chain(40, anchoredFirst: false)
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(columnProblems(solver.core).isEmpty)
    }

    @Test(arguments: [false, true])
    func aRefusedLinkLeavesTheChainAsItWas(anchoredFirst: Bool) throws {
        let (solver, v, links, _) = try chain(50, anchoredFirst: anchoredFirst)
        let before = solver.dump()
        // A contradiction (every symbol of its row is a dummy) and a cycle back to the start.
        #expect(throws: SolverError.self) { try solver.add(v[50] == 7) }
        #expect(throws: SolverError.self) { try solver.add(v[0] == v[50] + 1) }
        #expect(solver.dump() == before)
        #expect(columnProblems(solver.core).isEmpty)
        try solver.setConstant(-2, for: links[0])
        #expect(solver.value(of: v[50]) == 51)
        #expect(columnProblems(solver.core).isEmpty)
    }

    @Test func anObjectiveKeepsTheAddJournaled() throws {
        // With a preference in the solver, an add's optimisation can pivot, so the rows it
        // substitutes into are saved: a refused add after them leaves everything as it was.
        let (solver, v, _, _) = try chain(30, anchoredFirst: true)
        let free = Variable("free")
        try solver.add((free == 3).priority(.weak))
        try solver.add(free >= v[10])
        let before = solver.dump()
        #expect(throws: SolverError.self) { try solver.add(free <= v[5]) }
        #expect(solver.dump() == before)
        #expect(solver.value(of: free) == 10)
        #expect(columnProblems(solver.core).isEmpty)
    }
}
