import Foundation
import Testing
@testable import Cassowary

/// The `.constraints` text format: reading, canonical printing and the round trip.
@Suite struct ConstraintSystemFormatTests {
    static let workloadPath = fixturePath("enaml-like.constraints")

    @Test func readsStatementsWithTheirLinesAndVariablesInFirstUseOrder() throws {
        let system = try ConstraintSystem(parsing: """
            # a comment
            edit width !medium

            right == left + width   # trailing comment
            left >= 10 !weak
            suggest width 320
            middle == (left + right) / 2 @600
            """)
        #expect(system.variables.map(\.name) == ["width", "right", "left", "middle"])
        #expect(system.statements.map(\.line) == [2, 4, 5, 6, 7])
        #expect(system.constraints.map(\.line) == [4, 5, 7])
        #expect(system.editDeclarations.map(\.variable.name) == ["width"])
        #expect(system.editDeclarations.first?.priority == .medium)
        #expect(system.suggestions.map(\.value) == [320])

        let right = try #require(system.constraints.first)
        #expect(right.constraint.relation == .equal)
        #expect(right.constraint.priority == .required)
        #expect(terms(right.constraint.expression) == [("right", 1), ("left", -1), ("width", -1)])
        #expect(right.constraint.constant == 0)
        #expect(system.line(of: right.constraint) == 4)

        let left = system.constraints[1]
        #expect(left.constraint.relation == .greaterThanOrEqual)
        #expect(left.constraint.priority == .weak)
        #expect(left.constraint.constant == -10)

        let middle = system.constraints[2]
        #expect(middle.constraint.priority == Priority(600))
        #expect(terms(middle.constraint.expression) == [("middle", 1), ("left", -0.5), ("right", -0.5)])
    }

    @Test func combinesLikeTermsAndEvaluatesConstantArithmetic() throws {
        let system = try ConstraintSystem(parsing: "2 * (x + 3) - x / 4 + 2 * 3 * y == -(-y) + 1e1 - 0.5e0 * 0 + 1")
        let entry = try #require(system.constraints.first)
        #expect(terms(entry.left) == [("x", 1.75), ("y", 6)])
        #expect(entry.left.constant == 6)
        #expect(terms(entry.right) == [("y", 1)])
        #expect(entry.right.constant == 11)
        #expect(terms(entry.constraint.expression) == [("x", 1.75), ("y", 5)])
        #expect(entry.constraint.constant == -5)
    }

    @Test func keepsNamesWhoseTermsCancelButHandsTheSolverNoZeroTerms() throws {
        let system = try ConstraintSystem(parsing: "x - x + y == y + 2")
        #expect(system.variables.map(\.name) == ["x", "y"])
        let entry = try #require(system.constraints.first)
        #expect(entry.constraint.expression.terms.isEmpty)
        #expect(entry.constraint.constant == -2)
        #expect(system.text == "0 * x + y == y + 2\n")
    }

    @Test func printsCanonicalText() throws {
        let system = try ConstraintSystem(parsing: """
            edit w !strong
            edit h @100
            x+10<=y!required
            -a + 2*b - 1 >= -c*3 @750
            z == 0.1 * q !medium
            big == 1e20 !weak
            suggest w -4.5
            """)
        #expect(system.text == """
            edit w
            edit h @100
            x + 10 <= y
            -a + 2 * b - 1 >= -3 * c !strong
            z == 0.1 * q !medium
            big == 1e+20 !weak
            suggest w -4.5

            """)
    }

    @Test func roundTripsCanonicalTextExactly() throws {
        let source = """
            edit width
            edit height !weak
            left >= 0
            width == right - left @999.5
            0.3333333333333333 * third - 1e-09 <= 1e+300 !medium
            -x == 12345678901234 !weak
            suggest width 400
            suggest height -0.25
            suggest width 800

            """
        let system = try ConstraintSystem(parsing: source)
        #expect(system.text == source)
        let again = try ConstraintSystem(parsing: system.text)
        #expect(again.text == source)
        #expect(again.variables.map(\.name) == system.variables.map(\.name))
    }

    @Test func roundTripsTheEnamlWorkload() throws {
        let source = try #require(readFile(Self.workloadPath))
        let system = try ConstraintSystem(parsing: source)
        #expect(system.variables.count == 37)
        #expect(system.editDeclarations.count == 2)
        #expect(system.constraints.count == 111)
        let canonical = system.text
        let reparsed = try ConstraintSystem(parsing: canonical)
        #expect(reparsed.text == canonical)
        #expect(reparsed.variables.map(\.name) == system.variables.map(\.name))
        for (original, copy) in zip(system.constraints, reparsed.constraints) {
            #expect(original.constraint.description == copy.constraint.description)
            #expect(original.constraint.priority == copy.constraint.priority)
        }
    }

    @Test func formatsNumbersDeterministically() {
        #expect(ConstraintSystem.format(320) == "320")
        #expect(ConstraintSystem.format(-0.0) == "0")
        #expect(ConstraintSystem.format(-5) == "-5")
        #expect(ConstraintSystem.format(0.1 + 0.2) == "0.30000000000000004")
        #expect(ConstraintSystem.format(1e-9) == "1e-09")
        #expect(ConstraintSystem.format(9_007_199_254_740_991) == "9007199254740991")
        #expect(ConstraintSystem.format(1e16) == "1e+16")
    }

    @Test func acceptsCRLFByteOrderMarkAndKeywordsAsNames() throws {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array("edit == 5\r\nsuggest + 1 >= 2\r\n\tx\t<=\t3\r\n".utf8)
        let system = try ConstraintSystem(parsing: bytes)
        #expect(system.variables.map(\.name) == ["edit", "suggest", "x"])
        #expect(system.editDeclarations.isEmpty)
        #expect(system.text == "edit == 5\nsuggest + 1 >= 2\nx <= 3\n")
    }

    @Test func acceptsDottedNamesAndArbitraryBytesInComments() throws {
        var bytes = Array("view.frame.width == 10 # ".utf8)
        bytes += [0xFF, 0xFE, 0x00, 0x80]
        bytes += Array("\n".utf8)
        let system = try ConstraintSystem(parsing: bytes)
        #expect(system.variables.map(\.name) == ["view.frame.width"])
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let depth = ConstraintSystem.maximumNestingDepth
        let text = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth) + " == 1"
        let system = try ConstraintSystem(parsing: text)
        #expect(system.text == "x == 1\n")
    }

    @Test func readsAnEmptyText() throws {
        let system = try ConstraintSystem(parsing: "\n# nothing\n   \n")
        #expect(system.statements.isEmpty)
        #expect(system.text == "")
    }
}

/// A file under Tests/CassowaryTests/Fixtures, found next to this source file.
func fixturePath(_ name: String, sourceFile: String = #filePath) -> String {
    URL(fileURLWithPath: sourceFile).deletingLastPathComponent().appendingPathComponent("Fixtures/" + name).path
}

func readFile(_ path: String) -> String? {
    try? String(contentsOfFile: path, encoding: .utf8)
}

func terms(_ expression: Cassowary.Expression) -> [(String, Double)] {
    expression.terms.map { ($0.variable.name, $0.coefficient) }
}

func == (lhs: [(String, Double)], rhs: [(String, Double)]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
}
