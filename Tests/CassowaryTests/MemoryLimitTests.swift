import Testing

@testable import Cassowary

/// The solver's memory limit: past it an add fails with `memoryLimitExceeded`, atomically, and
/// what is in the solver keeps working. A chain of required links grows the storage linearly
/// while the links' markers stay out of the rows, and quadratically once a constant change puts
/// them in (each link's row then holds the markers of the links before it).
@Suite struct MemoryLimitTests {
    private let limit = 64 << 10

    /// Adds links `v[i+1] == v[i] + 1` one by one until one fails; returns the links added and the error.
    private func growChain(_ solver: Solver, _ v: [Variable]) -> (links: [Constraint], error: SolverError?) {
        var links: [Constraint] = []
        for i in 0..<(v.count - 1) {
            let link = v[i + 1] == v[i] + 1
            do {
                try solver.add(link)
            } catch {
                return (links, error as? SolverError)
            }
            links.append(link)
        }
        return (links, nil)
    }

    @Test func anAddPastTheLimitFailsAndChangesNothing() throws {
        let v = (0...2_000).map { Variable("v\($0)") }
        let solver = Solver()
        solver.memoryLimit = limit
        try solver.add(v[0] == 0)
        let (links, error) = growChain(solver, v)
        guard case let .memoryLimitExceeded(reportedLimit, used)? = error else {
            Issue.record("expected memoryLimitExceeded, got \(String(describing: error))")
            return
        }
        #expect(reportedLimit == limit)
        #expect(used > limit && used == solver.memoryUsed)
        #expect(links.count > 10 && links.count < 2_000)
        // The failed call changed nothing: the same tableau, and each link holds.
        let before = solver.dump()
        #expect(throws: SolverError.self) { try solver.add(v[links.count + 1] == v[links.count] + 1) }
        #expect(solver.dump() == before)
        #expect(solver.constraints.count == links.count + 1)
        #expect((0...links.count).allSatisfy { solver.value(of: v[$0]) == Double($0) })
        // A constant change needs the links' markers in the rows, which would pass the limit:
        // it fails the same way and changes nothing. Raised, the limit lets it through.
        #expect {
            try solver.setConstant(-3, for: links[0])
        } throws: { error in
            guard case .memoryLimitExceeded = error as? SolverError else { return false }
            return true
        }
        #expect(solver.dump() == before)
        #expect((0...links.count).allSatisfy { solver.value(of: v[$0]) == Double($0) })
        solver.memoryLimit = Solver.defaultMemoryLimit
        // What is in the solver keeps working: a constant change and a removal.
        try solver.setConstant(-3, for: links[0])
        #expect(solver.value(of: v[links.count]) == Double(links.count + 2))
        try solver.remove(links[links.count - 1])
        #expect(solver.value(of: v[links.count]) == 0)
    }

    @Test func aBatchPastTheLimitFailsWhole() throws {
        let v = (0...2_000).map { Variable("v\($0)") }
        let solver = Solver()
        solver.memoryLimit = limit
        try solver.add(v[0] == 0)
        let before = solver.dump()
        let links = (0..<2_000).map { v[$0 + 1] == v[$0] + 1 }
        #expect {
            try solver.add(contentsOf: links)
        } throws: { error in
            guard case .memoryLimitExceeded = error as? SolverError else { return false }
            return true
        }
        #expect(solver.dump() == before)
        #expect(solver.constraints.count == 1)
        // Raised, the limit lets the same batch in.
        solver.memoryLimit = Solver.defaultMemoryLimit
        try solver.add(contentsOf: links)
        #expect(solver.value(of: v[2_000]) == 2_000)
    }

    @Test func theLimitIsClampedAndTheMessageSaysWhatToDo() {
        let solver = Solver()
        #expect(solver.memoryLimit == Solver.defaultMemoryLimit)
        solver.memoryLimit = -1
        #expect(solver.memoryLimit == 1 << 10)
        solver.memoryLimit = .max
        #expect(solver.memoryLimit == SolverCore.largestMemoryLimit)
        let message = SolverError.memoryLimitExceeded(limit: 160 << 20, used: (160 << 20) + 52_429).description
        #expect(message.hasPrefix("the solver's storage (160.05 MB) has reached its limit of 160.00 MB"))
        #expect(message.contains("the solver is unchanged; raise Solver.memoryLimit"))
    }

    @Test func aScreenSizedLayoutIsFarBelowTheDefault() throws {
        // 20 views in a column, each pinned below the last, with widths and preferred heights.
        let top = (0..<20).map { Variable("top\($0)") }, height = (0..<20).map { Variable("height\($0)") }
        let solver = Solver()
        try solver.add(top[0] == 0)
        for i in 0..<20 {
            try solver.add((height[i] == 44).priority(.strong))
            if i > 0 { try solver.add(top[i] == top[i - 1] + height[i - 1] + 8) }
        }
        #expect(solver.memoryUsed > 0 && solver.memoryUsed < 1 << 20)
    }
}
