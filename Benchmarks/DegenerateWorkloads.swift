import Cassowary

/// `solver.degenerate`: `weak` identical equalities `x == 0 @250` (separate constraints) and
/// `low` more `x == 0 @1`, against one `x == 10 @500`. All the weak rows tie in every ratio
/// test, the worst case for a pivot rule that steps through ties one pivot at a time. A step is
/// one cycle of six calls on the medium constraint - `setPriority` 600, 500, 250, 500, then
/// `remove` and `add` - with `x` read back after each; divide the median by six for one call.
enum DegenerateWorkloads {
    /// Calls per step (one cycle).
    static let callsPerStep = 6

    static func all(quick: Bool) -> [Workload] {
        let cases = quick ? [(100, 0), (1_200, 0)] : [(100, 0), (1_200, 0), (2_500, 0), (1_200, 1_200)]
        return cases.map { weak, low in
            Workload("solver.degenerate", parameters: [
                Parameter("weak", weak), Parameter("low", low),
                Parameter("constraints", weak + low + 1), Parameter("calls", callsPerStep),
            ], body: .steps {
                try Degenerate(weak: weak, low: low).steps()
            })
        }
    }
}

/// The solver of one `solver.degenerate` case.
final class Degenerate {
    let solver = Solver()
    let x = Variable("x")
    let medium: Constraint
    var checksum = 0.0
    var wrong: String?

    init(weak: Int, low: Int) throws {
        for _ in 0..<weak { try solver.add((x == 0).priority(.weak)) }
        for _ in 0..<low { try solver.add((x == 0).priority(Priority(1))) }
        medium = (x == 10).priority(.medium)
        try solver.add(medium)
    }

    func steps() -> Steps {
        Steps(step: { try self.step() }, verify: { try self.verify() })
    }

    @inline(never)  // a named frame for profilers (callgrind --toggle-collect)
    func step() throws {
        try solver.setPriority(Priority(600), for: medium)
        expect(10)
        try solver.setPriority(.medium, for: medium)
        expect(10)
        // Level with the weak ones, the medium is one against many: they win.
        try solver.setPriority(.weak, for: medium)
        expect(0)
        try solver.setPriority(.medium, for: medium)
        expect(10)
        try solver.remove(medium)
        expect(0)
        try solver.add(medium)
        expect(10)
    }

    @inline(__always)
    private func expect(_ value: Double) {
        let actual = solver.value(of: x)
        checksum += actual
        if wrong == nil && abs(actual - value) > 1e-6 { wrong = "x is \(actual); expected \(value)" }
    }

    /// Every call left `x` where the priorities put it.
    func verify() throws {
        consume(checksum)
        if let wrong { throw WorkloadError(wrong) }
    }
}
