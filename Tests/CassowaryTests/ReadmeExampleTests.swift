import Testing
import Cassowary

/// The library example in README.md, kept compiling and true.
@Test func theReadmeLibraryExampleWorks() throws {
    let text = """
        width == 100
        width == 50
        spare >= 0
        """
    let system = try ConstraintSystem(parsing: text)
    let solver = Solver(options: .recoversFromConflicts)
    try system.load(into: solver)
    let reported = solver.conflicts.map { conflict in
        (conflict.constraints.compactMap { system.line(of: $0) }, system.line(of: conflict.broken) ?? 0)
    }
    #expect(reported.count == 1)
    #expect(reported.first?.0 == [1, 2] && reported.first?.1 == 2)
    #expect(solver.ambiguousVariables().map(\.name) == ["spare"])
    #expect(system.text == "width == 100\nwidth == 50\nspare >= 0\n")
    #expect(try ConstraintSystem(parsing: system.text).text == system.text)
}
