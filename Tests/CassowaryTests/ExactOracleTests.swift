import Testing
import TestSupport

@testable import Cassowary

/// The exact arithmetic and the exact lexicographic oracle the fuzzer's judge confirms its
/// findings with.
@Suite struct ExactOracleTests {
    @Test func longDivisionReassemblesItsOperands() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let a = BigInt(magnitude: (0..<random.int(in: 1...9)).map { _ in UInt32(truncatingIfNeeded: random.next()) }, negative: false)
            let b = BigInt(magnitude: (0..<random.int(in: 1...5)).map { _ in UInt32(truncatingIfNeeded: random.next()) }, negative: false)
            guard !b.isZero else { continue }
            let (quotient, remainder) = BigInt.divide(a.magnitude, b.magnitude)
            let q = BigInt(magnitude: quotient, negative: false), r = BigInt(magnitude: remainder, negative: false)
            #expect(q * b + r == a)
            #expect(r < b)
        }
    }

    @Test func everyDoubleIsItsOwnRational() {
        for value in [0.1, -3.0, 1e-9, 6.02e23, 5e-324, -2.2250738585072014e-308, 1.0 / 3.0] {
            #expect(Rational(value).doubleValue == value)
        }
        #expect(Rational(0.5) + Rational(0.25) == Rational(0.75))
        #expect(Rational(0.1) * Rational(10.0) != Rational(1.0), "0.1 is not a tenth in binary")
        #expect(Rational(1.0) / Rational(3.0) * Rational(3.0) == Rational(1.0))
    }

    @Test func levelsAreHeldAtExactlyTheirOptimum() throws {
        // x >= 10 (required), x == 5 @750, x == 20 @250: 750 is violated by 5, 250 by 10.
        let constraints = [
            DenseConstraint(coefficients: [1], constant: -10, relation: .greaterThanOrEqual, priority: 1000),
            DenseConstraint(coefficients: [1], constant: -5, relation: .equal, priority: 750),
            DenseConstraint(coefficients: [1], constant: -20, relation: .equal, priority: 250),
        ]
        let solution = try #require(ExactLexicographicOracle.solve(variableCount: 1, constraints))
        #expect(solution.levels.map(\.violation) == [Rational(5.0), Rational(10.0)])
        #expect(solution.point == [Rational(10.0)])
        let infeasible = constraints + [DenseConstraint(coefficients: [1], constant: -1, relation: .lessThanOrEqual, priority: 1000)]
        #expect(ExactLexicographicOracle.solve(variableCount: 1, infeasible) == nil)
    }

    /// A fuzz sequence's state where the floating-point oracle cannot find the optimum: the
    /// priority-999 equality holds only at x0 = -2.2e19, which costs the 750 level 1.32e24.
    @Test func findsAnOptimumFarOutsideTheCoefficientsRange() throws {
        let constraints = [
            DenseConstraint(coefficients: [60000, -0.009], constant: -0.3, relation: .greaterThanOrEqual, priority: 750),
            DenseConstraint(coefficients: [4e-06, -800000], constant: -0.14, relation: .equal, priority: 999),
            DenseConstraint(coefficients: [70000, 0.005], constant: 1.9, relation: .lessThanOrEqual, priority: 750),
            DenseConstraint(coefficients: [0, 1e-06], constant: 110, relation: .lessThanOrEqual, priority: 1000),
        ]
        let solution = try #require(ExactLexicographicOracle.solve(variableCount: 2, constraints))
        #expect(solution.levels[0].violation == .zero)
        #expect(Swift.abs(solution.point[0].doubleValue / -2.2e19 - 1) < 1e-9)
        #expect(Swift.abs(solution.levels[1].violation.doubleValue / 1.32e24 - 1) < 1e-6)
    }
}
