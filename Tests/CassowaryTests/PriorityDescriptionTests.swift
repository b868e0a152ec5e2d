import Testing
import Cassowary

/// Describing a priority the solver rejects (not finite, or too large for an `Int`) must not
/// trap: the error that names it, and a constraint that carries it, print.
@Suite struct PriorityDescriptionTests {
    @Test func describingANonFiniteOrHugePriorityDoesNotTrap() {
        #expect(Priority(.infinity).description == "inf")
        #expect(Priority(-.infinity).description == "-inf")
        #expect(Priority(.nan).description == "nan")
        #expect(Priority(1e20).description == "1e+20")
        #expect(Priority(750).description == "750")
        #expect(Priority(999.5).description == "999.5")
        #expect(Priority(-0.0).description == "0")
    }

    @Test func theSolversErrorForAnInfinitePriorityDescribesIt() {
        let x = Variable("x")
        let solver = Solver()
        #expect {
            try solver.add((x == 1).priority(Priority(.infinity)))
        } throws: { error in
            "\(error)" == "invalid priority inf: priorities run from 1 to 1000"
        }
    }

    @Test func theSolversErrorForAHugeSetPriorityDescribesIt() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = (x == 1).priority(.weak)
        try solver.add(constraint)
        #expect {
            try solver.setPriority(Priority(1e20), for: constraint)
        } throws: { error in
            "\(error)".hasPrefix("invalid priority 1e+20")
        }
    }

    @Test func aConstraintWithANegativeInfinitePriorityDescribesIt() {
        let x = Variable("x")
        let constraint = (x == 1).priority(Priority(-.infinity))
        #expect("\(constraint)".contains("-inf"))
    }
}
