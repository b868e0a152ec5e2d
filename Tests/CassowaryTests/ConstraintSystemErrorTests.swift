import TestSupport
import Testing
@testable import Cassowary

/// Every mistake the `.constraints` parser reports: its kind, line, column and message.
@Suite struct ConstraintSystemErrorTests {
    struct Case: CustomStringConvertible, Sendable {
        let text: String
        let kind: ConstraintSystem.ParseError.Kind
        let line: Int
        let column: Int
        let message: String
        var description: String { text }
    }

    static let cases: [Case] = [
        Case(text: "x == 1\ny = 2", kind: .unexpectedCharacter, line: 2, column: 3,
             message: "'=' alone is not an operator; write '==' for equality"),
        Case(text: "x < 2", kind: .unexpectedCharacter, line: 1, column: 3,
             message: "strict '<' is not supported; write '<='"),
        Case(text: "x > 2", kind: .unexpectedCharacter, line: 1, column: 3,
             message: "strict '>' is not supported; write '>='"),
        Case(text: "x == 2 % 3", kind: .unexpectedCharacter, line: 1, column: 8,
             message: "unexpected character '%'; expected a name, a number, an operator (+ - * / == <= >=), parentheses, a strength (!strong, @500) or '#' for a comment"),
        Case(text: "x == \u{1}", kind: .unexpectedCharacter, line: 1, column: 6,
             message: "unexpected control character U+0001; remove it"),
        Case(text: "größe == 1", kind: .unexpectedCharacter, line: 1, column: 3,
             message: "unexpected character 'ö' (U+00F6); names and operators are ASCII only"),
        Case(text: "x == 2 2", kind: .unexpectedToken, line: 1, column: 8,
             message: "unexpected number '2' after the constraint (EXPR OP EXPR [STRENGTH]); remove it or start a comment with '#'"),
        Case(text: "x + == 2", kind: .unexpectedToken, line: 1, column: 5,
             message: "expected a number, a name or '(', found '=='"),
        Case(text: "x + y", kind: .unexpectedToken, line: 1, column: 6,
             message: "expected '==', '<=' or '>=' after the left side of the constraint, found the end of the line"),
        Case(text: "x y == 1", kind: .unexpectedToken, line: 1, column: 3,
             message: "expected '==', '<=' or '>=' after the left side of the constraint, found name 'y'"),
        Case(text: "x == (y + 1", kind: .unexpectedToken, line: 1, column: 12,
             message: "expected ')' to close the '(' at column 6, found the end of the line"),
        Case(text: "x == y)", kind: .unexpectedToken, line: 1, column: 7,
             message: "unexpected ')' after the constraint (EXPR OP EXPR [STRENGTH]); remove it or start a comment with '#'"),
        Case(text: "0 <= x <= 10", kind: .unexpectedToken, line: 1, column: 8,
             message: "a line holds one constraint: unexpected '<='; write chained comparisons as two constraints"),
        Case(text: "x == 1 @", kind: .unexpectedToken, line: 1, column: 9,
             message: "expected a number after '@', found the end of the line"),
        Case(text: "edit", kind: .unexpectedToken, line: 1, column: 5,
             message: "expected a variable name after 'edit', found the end of the line"),
        Case(text: "edit 5", kind: .unexpectedToken, line: 1, column: 6,
             message: "expected a variable name after 'edit', found number '5'"),
        Case(text: "edit w !weak x", kind: .unexpectedToken, line: 1, column: 14,
             message: "unexpected name 'x' after the edit declaration (edit NAME [STRENGTH]); remove it or start a comment with '#'"),
        Case(text: "edit w\nsuggest w", kind: .unexpectedToken, line: 2, column: 10,
             message: "expected a number after 'suggest w', found the end of the line"),
        Case(text: "edit w\nsuggest w 1 2", kind: .unexpectedToken, line: 2, column: 13,
             message: "unexpected number '2' after the suggestion (suggest NAME NUMBER); remove it or start a comment with '#'"),
        Case(text: "x == 1.", kind: .malformedNumber, line: 1, column: 6,
             message: "malformed number '1.': expected digits after '.'"),
        Case(text: "x == 1e+", kind: .malformedNumber, line: 1, column: 6,
             message: "malformed number '1e+': expected digits in the exponent"),
        Case(text: "x == 2y", kind: .malformedNumber, line: 1, column: 6,
             message: "malformed number '2y': a number must be followed by an operator (write e.g. '2 * x' for a product)"),
        Case(text: "x == 1.2.3", kind: .malformedNumber, line: 1, column: 6,
             message: "malformed number '1.2.3': a number must be followed by an operator (write e.g. '2 * x' for a product)"),
        Case(text: "x == 1e400", kind: .nonFiniteNumber, line: 1, column: 6,
             message: "number '1e400' is too large (not finite); numbers must be below 1.8e308 in magnitude"),
        Case(text: "x == 1e300 * 1e300", kind: .nonFiniteNumber, line: 1, column: 12,
             message: "arithmetic at '*' overflows (not finite); use smaller numbers"),
        Case(text: "x / 1e-300 / 1e-300 == 0", kind: .nonFiniteNumber, line: 1, column: 12,
             message: "arithmetic at '/' overflows (not finite); use smaller numbers"),
        Case(text: "1e308 + 1e308 == x", kind: .nonFiniteNumber, line: 1, column: 7,
             message: "arithmetic at '+' overflows (not finite); use smaller numbers"),
        Case(text: "1e308 == -1e308", kind: .nonFiniteNumber, line: 1, column: 7,
             message: "the difference of the two sides overflows (not finite); use smaller numbers"),
        Case(text: "x == 1 !strongest", kind: .unknownStrength, line: 1, column: 8,
             message: "unknown strength '!strongest'; use !required, !strong, !medium, !weak or @P with P from 1 to 1000"),
        Case(text: "x == 1 !", kind: .unknownStrength, line: 1, column: 8,
             message: "unknown strength '!'; use !required, !strong, !medium, !weak or @P with P from 1 to 1000"),
        Case(text: "x == 1 @1001", kind: .priorityOutOfRange, line: 1, column: 8,
             message: "priority 1001 is outside 1...1000; use a number from 1 (weakest) to 1000 (required)"),
        Case(text: "x == 1 @0.5", kind: .priorityOutOfRange, line: 1, column: 8,
             message: "priority 0.5 is outside 1...1000; use a number from 1 (weakest) to 1000 (required)"),
        Case(text: "x == 1 @-5", kind: .priorityOutOfRange, line: 1, column: 8,
             message: "priority -5 is outside 1...1000; use a number from 1 (weakest) to 1000 (required)"),
        Case(text: "x * y == 1", kind: .nonLinearTerm, line: 1, column: 3,
             message: "non-linear term: cannot multiply an expression containing 'x' by one containing 'y'; multiply variables by numbers only"),
        Case(text: "2 * (a + 1) * (b - 1) == 1", kind: .nonLinearTerm, line: 1, column: 13,
             message: "non-linear term: cannot multiply an expression containing 'a' by one containing 'b'; multiply variables by numbers only"),
        Case(text: "x / y == 1", kind: .nonLinearTerm, line: 1, column: 3,
             message: "non-linear term: cannot divide by an expression containing 'y'; divide by numbers only"),
        Case(text: "x / 0 == 1", kind: .divisionByZero, line: 1, column: 3,
             message: "division by zero; divide by a non-zero number"),
        Case(text: "x / (2 - 2) == 1", kind: .divisionByZero, line: 1, column: 3,
             message: "division by zero; divide by a non-zero number"),
        Case(text: "x == 1\nsuggest x 10", kind: .undeclaredEditVariable, line: 2, column: 9,
             message: "cannot suggest a value for 'x': it is not an edit variable; declare it on an earlier line with 'edit x'"),
        Case(text: "suggest w 10\nedit w", kind: .undeclaredEditVariable, line: 1, column: 9,
             message: "cannot suggest a value for 'w': it is not an edit variable; declare it on an earlier line with 'edit w'"),
        Case(text: "edit w !required", kind: .requiredEditVariable, line: 1, column: 8,
             message: "edit variable 'w' cannot be required; use !strong, !medium, !weak or @P with P below 1000"),
        Case(text: "edit w @1000", kind: .requiredEditVariable, line: 1, column: 8,
             message: "edit variable 'w' cannot be required; use !strong, !medium, !weak or @P with P below 1000"),
        Case(text: "edit w\n\nedit w !weak", kind: .duplicateEditVariable, line: 3, column: 6,
             message: "'w' is already an edit variable (declared on line 1); remove one of the declarations"),
    ]

    @Test(arguments: cases)
    func reportsTheMistake(_ expected: Case) {
        #expect(throws: ConstraintSystem.ParseError(kind: expected.kind, line: expected.line, column: expected.column, message: expected.message)) {
            _ = try ConstraintSystem(parsing: expected.text)
        }
    }

    @Test func describesTheErrorAsLineColumnMessage() {
        let error = ConstraintSystem.ParseError(kind: .divisionByZero, line: 3, column: 7, message: "division by zero")
        #expect(error.description == "3:7: error: division by zero")
    }

    @Test func reportsInvalidUTF8() {
        let bytes: [UInt8] = Array("x == 1\nx == ".utf8) + [0xC3, 0x28]
        #expect(throws: ConstraintSystem.ParseError(kind: .unexpectedCharacter, line: 2, column: 6,
                                                   message: "invalid UTF-8 byte 0xC3; the file must be UTF-8 text")) {
            _ = try ConstraintSystem(parsing: bytes)
        }
        #expect(throws: ConstraintSystem.ParseError(kind: .unexpectedCharacter, line: 1, column: 1,
                                                   message: "invalid UTF-8 byte 0xFF; the file must be UTF-8 text")) {
            _ = try ConstraintSystem(parsing: [0xFF, 0xFE, 0x00])
        }
    }

    @Test func reportsDeepParenthesesWithoutRecursingIntoThem() {
        let depth = 30_000
        let text = "x == " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        let limit = ConstraintSystem.maximumNestingDepth
        #expect(throws: ConstraintSystem.ParseError(kind: .nestingTooDeep, line: 1, column: 6 + limit,
                                                   message: "parentheses nested deeper than \(limit) levels; simplify the expression")) {
            _ = try ConstraintSystem(parsing: text)
        }
    }

    @Test func readsLongRunsOfSignsInALoop() throws {
        let system = try ConstraintSystem(parsing: "x == " + String(repeating: "- ", count: 30_001) + "3")
        #expect(system.constraints.first?.constraint.constant == 3)
    }

    @Test func reportsOverlongLines() {
        let limit = ConstraintSystem.maximumLineLength
        let text = "x == 1\n" + String(repeating: "x + ", count: limit / 4) + "x == 0\n"
        #expect(throws: ConstraintSystem.ParseError(kind: .lineTooLong, line: 2, column: limit + 1,
                                                   message: "line is longer than \(limit) bytes; split it into several constraints")) {
            _ = try ConstraintSystem(parsing: text)
        }
    }

    @Test func abbreviatesLongTokensInMessages() {
        let name = String(repeating: "a", count: 1000)
        #expect(throws: ConstraintSystem.ParseError(kind: .unexpectedToken, line: 1, column: 8,
                                                   message: "unexpected name '\(String(repeating: "a", count: 40))...' after the constraint (EXPR OP EXPR [STRENGTH]); remove it or start a comment with '#'")) {
            _ = try ConstraintSystem(parsing: "x == 1 " + name)
        }
    }

    /// Random and truncated inputs never crash or hang: each either parses or throws.
    @Test func survivesRandomAndTruncatedBytes() throws {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("xy_.09e+-*/()=<>!@# \n\t".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        for round in 0..<2000 {
            let length = Int(generator.next() % 120)
            let bytes = (0..<length).map { _ in
                round % 2 == 0 ? UInt8(truncatingIfNeeded: generator.next()) : alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            if let system = try? ConstraintSystem(parsing: bytes) {
                let reparsed = try ConstraintSystem(parsing: system.text)
                #expect(reparsed.text == system.text)
            }
        }
        let source = Array(try #require(readFile(fixturePath("enaml-like.constraints"))).utf8)
        for length in stride(from: 0, through: source.count, by: 97) {
            if let system = try? ConstraintSystem(parsing: Array(source[..<length])) {
                #expect(try ConstraintSystem(parsing: system.text).text == system.text)
            }
        }
    }
}
