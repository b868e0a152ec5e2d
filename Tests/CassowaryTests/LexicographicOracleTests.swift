import TestSupport
import Cassowary
import Testing

/// The oracle the property tests trust, checked on systems solved by hand.
@Suite struct LexicographicOracleTests {
    private func x(_ coefficients: [Double], _ constant: Double, _ relation: Relation, _ priority: Double = 1000) -> DenseConstraint {
        DenseConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority)
    }

    private func optimum(_ n: Int, _ constraints: [DenseConstraint]) throws -> [Double]? {
        try LexicographicOracle.optimalViolations(variableCount: n, constraints)?.map(\.violation)
    }

    /// Whether the optimum matches `expected` to 1e-7 (the oracle fixes each level with a
    /// tolerance of 1e-9 relative, so lower levels may differ in the last digits).
    private func matches(_ result: [Double]?, _ expected: [Double]) -> Bool {
        guard let result, result.count == expected.count else { return false }
        return zip(result, expected).allSatisfy { abs($0 - $1) < 1e-7 }
    }

    @Test func aRequiredBoundLeavesTheRestAsViolation() throws {
        // x >= 10 required, x == 5 strong: the strong wish misses by 5.
        #expect(matches(try optimum(1, [x([1], -10, .greaterThanOrEqual), x([1], -5, .equal, 750)]), [5]))
    }

    @Test func noNumberOfWeakViolationsOutweighsAStrongerOne() throws {
        // x == 10 @500 against three x == 0 @250: the medium one holds, the weak ones lose 30.
        let weak = Array(repeating: x([1], 0, .equal, 250), count: 3)
        #expect(matches(try optimum(1, [x([1], -10, .equal, 500)] + weak), [0, 30]))
    }

    @Test func violationsWithinALevelAddUp() throws {
        // x + y == 10 required, x == 3 and y == 3 strong: 4 must be given up between them.
        let system = [x([1, 1], -10, .equal), x([1, 0], -3, .equal, 750), x([0, 1], -3, .equal, 750)]
        #expect(matches(try optimum(2, system), [4]))
    }

    @Test func aLowerLevelIsOptimisedOnlyAmongTheHigherLevelsOptima() throws {
        // |x| + |x - 10| is 10 anywhere in [0, 10]; x >= 8 can then hold at no cost.
        let system = [x([1], 0, .equal, 750), x([1], -10, .equal, 750), x([1], -8, .greaterThanOrEqual, 500)]
        #expect(matches(try optimum(1, system), [10, 0]))
    }

    @Test func inequalitiesCountOnlyTheWrongSide() throws {
        // 2x - y - 4 >= 0 @500 with x <= 1, y >= 0 required: best at x = 1, y = 0, missing by 2.
        let system = [x([2, -1], -4, .greaterThanOrEqual, 500), x([1, 0], -1, .lessThanOrEqual), x([0, 1], 0, .greaterThanOrEqual)]
        #expect(matches(try optimum(2, system), [2]))
    }

    @Test func contradictoryRequiredConstraintsAreInfeasible() throws {
        #expect(try optimum(1, [x([1], -1, .greaterThanOrEqual), x([1], 0, .lessThanOrEqual)]) == nil)
        #expect(try optimum(2, [x([1, 1], -2, .equal), x([1, 1], -3, .equal), x([1, 0], 0, .equal, 250)]) == nil)
    }

    @Test func redundantRequiredRowsAreFeasible() throws {
        // x + y == 2 twice over (once doubled): phase 1 leaves an artificial in a redundant row.
        let system = [x([1, 1], -2, .equal), x([2, 2], -4, .equal), x([1, -1], 0, .equal, 250)]
        #expect(matches(try optimum(2, system), [0]))
    }

    @Test func theLinearProgramFindsAVertexOptimum() {
        // minimise x + 2y subject to x + y - s = 3, x <= 1 (x + t = 1): x = 1, y = 2.
        var program = DenseLinearProgram(columns: 4)
        program.cost = [1, 2, 0, 0]
        program.addRow([1, 1, -1, 0], equals: 3)
        program.addRow([1, 0, 0, 1], equals: 1)
        guard case let .optimal(value, point) = program.minimize() else {
            Issue.record("expected an optimum")
            return
        }
        #expect(abs(value - 5) < 1e-9)
        #expect(abs(point[0] - 1) < 1e-9 && abs(point[1] - 2) < 1e-9)
    }

    @Test func theOraclesPointAttainsItsOwnOptimaOnRandomSystems() throws {
        var random = SplitMix64(seed: 0x0AC1E)
        var solved = 0
        for _ in 0..<300 {
            let system = RandomSystem(using: &random)
            guard let solution = try LexicographicOracle.solve(variableCount: system.variableCount, system.dense) else { continue }
            solved += 1
            let levels = solution.levels.map(\.priority)
            let attained = LexicographicOracle.violations(at: solution.point, system.dense, levels: levels)
            for (expected, found) in zip(solution.levels, attained) {
                #expect(abs(expected.violation - found) < 1e-6 * max(1, expected.violation), "\(system)")
            }
            for constraint in system.dense where constraint.isRequired {
                #expect(constraint.violation(at: solution.point) < 1e-6, "\(system)")
            }
        }
        #expect(solved > 150)
    }

    @Test func theGeneratorGivesSplitMix64sReferenceSequence() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }
}
