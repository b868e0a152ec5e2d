import Cassowary

/// `solver.chain` and `solver.chain.anchored`: Auto Layout's column of views, each pinned
/// below the previous one. One step makes n + 1 variables and the n required constraints
/// `v[i+1] == v[i] + 1`, adds them one by one to a fresh solver with the anchor `v[0] == 0`
/// last (`solver.chain`, the first top constraint activated last) or first
/// (`solver.chain.anchored`), and reads every value back. As the anchor drivers'
/// (`../shared/anchors`) chains; steps last milliseconds to seconds, so they are sampled as
/// ``Batching/long``.
enum ChainWorkloads {
    static func all(quick: Bool) -> [Workload] {
        // --quick keeps CI's smoke run short: the unanchored chain is quadratic today.
        let sizes = quick ? [100] : [1_000, 2_000]
        var list: [Workload] = []
        for (name, anchoredFirst) in [("solver.chain", false), ("solver.chain.anchored", true)] {
            for n in sizes {
                list.append(Workload(name, parameters: [Parameter("n", n)], body: .steps {
                    Chain(n: n, anchoredFirst: anchoredFirst).steps()
                }))
            }
        }
        return list
    }
}

/// One chain case: the timed step builds the whole chain; every value is checked after the
/// clock stops.
final class Chain {
    let n: Int
    let anchoredFirst: Bool
    /// The last chain built (freed after the clock stops) and its values as read back.
    var solver: Solver?
    var variables: [Variable] = []
    var values: [Double] = []
    var wrong: String?

    init(n: Int, anchoredFirst: Bool) {
        self.n = n
        self.anchoredFirst = anchoredFirst
    }

    func steps() -> Steps {
        Steps(
            step: { try self.step() },
            afterSample: { self.check() },
            verify: { try self.verify() },
            batching: .long)
    }

    @inline(never)  // a named frame for profilers (callgrind --toggle-collect)
    func step() throws {
        variables = (0...n).map { Variable("v\($0)") }
        let solver = Solver()
        let anchor = variables[0] == 0
        if anchoredFirst { try solver.add(anchor) }
        for i in 0..<n { try solver.add(variables[i + 1] == variables[i] + 1) }
        if !anchoredFirst { try solver.add(anchor) }
        solver.updateVariables()
        values = variables.map(\.value)
        self.solver = solver
    }

    /// Untimed: every value is its index; then the solver is freed.
    private func check() {
        if wrong == nil {
            for (i, value) in values.enumerated() where abs(value - Double(i)) > 1e-6 {
                wrong = "v\(i) is \(value); expected \(i)"
                break
            }
        }
        solver = nil
        variables = []
    }

    func verify() throws {
        if let wrong { throw WorkloadError(wrong) }
    }
}
