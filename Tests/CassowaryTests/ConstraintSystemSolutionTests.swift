import Testing
import Cassowary

/// `ConstraintSystem.firstNonFiniteResult(in:)`: a solution that overflowed is named by line.
@Suite struct ConstraintSystemSolutionTests {
    static func solved(_ text: String) throws -> (ConstraintSystem, Solver) {
        let system = try ConstraintSystem(parsing: text)
        let solver = Solver(options: .recoversFromConflicts)
        try system.load(into: solver)
        return (system, solver)
    }

    @Test func anInfiniteValueIsNamedWithItsConstraint() throws {
        let (system, solver) = try Self.solved("x == 1e300\ny == x * 1e300\n")
        let result = try #require(system.firstNonFiniteResult(in: solver))
        #expect(result.line == 2)
        #expect(result.variable?.name == "y")
        #expect(result.description == "'y == 1e+300 * x' gives y = inf, which is not a finite number; use smaller numbers "
                + "(results must stay below 1.8e308 in magnitude)")
    }

    @Test func notANumberIsNamedWithItsConstraint() throws {
        let (system, solver) = try Self.solved("x == 1e200\ny == 1e200\nz == x*1e150 - y*1e150\n")
        let result = try #require(system.firstNonFiniteResult(in: solver))
        #expect(result.line == 3)
        #expect(result.description.hasPrefix("'z == 1e+150 * x - 1e+150 * y' gives z = nan, which is not a finite number"))
    }

    @Test func aSideThatOverflowsWithFiniteValuesIsNamed() throws {
        // x and y are finite, but a side of line 3 is not: its sum overflows.
        let (system, solver) = try Self.solved("x == 1e300\ny == 1e300\nx * 1e10 - y * 1e10 <= 1\n")
        let result = try #require(system.firstNonFiniteResult(in: solver))
        #expect(result.line == 3)
        #expect(result.variable == nil)
        #expect(result.description.hasPrefix("'10000000000 * x - 10000000000 * y <= 1' overflows when evaluated, which is not a finite number"))
    }

    @Test func aFiniteSolutionHasNone() throws {
        let (system, solver) = try Self.solved("edit w\nsuggest w 1e300\nx == w\ny == 1e308 - x\n")
        #expect(system.firstNonFiniteResult(in: solver) == nil)
    }
}
