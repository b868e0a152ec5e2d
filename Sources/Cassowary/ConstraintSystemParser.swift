extension ConstraintSystem {
    /// Reads a system from `.constraints` text.
    ///
    /// - Throws: ``ParseError`` for the first mistake, with its line and column.
    public init(parsing text: String) throws(ParseError) {
        self = try ConstraintSystem(parsing: Array(text.utf8))
    }

    /// Reads a system from the bytes of a `.constraints` file (UTF-8; a leading byte order
    /// mark is skipped). Arbitrary bytes are safe: anything outside the grammar is a
    /// ``ParseError``. The bytes are already in memory, so no size limit applies; to read a
    /// file or a stream of unknown length, use a ``Reader``.
    public init(parsing bytes: [UInt8]) throws(ParseError) {
        var reader = Reader(maximumSize: .max)
        try reader.read(bytes)
        self = try reader.finish()
    }
}

/// A linear combination of the system's variables (by index) plus a constant, with like
/// terms combined in first-use order. Zero coefficients are kept so that every name written
/// stays in the system.
struct LinearForm {
    var variableOrder: [Int] = []
    var coefficients: [Int: Double] = [:]
    var constant: Double = 0

    init(constant: Double) { self.constant = constant }
    init(variable index: Int) {
        variableOrder = [index]
        coefficients[index] = 1
    }

    var hasVariables: Bool { !variableOrder.isEmpty }

    /// Adds `factor * other`; false when a result is not finite.
    mutating func add(_ other: LinearForm, times factor: Double) -> Bool {
        var finite = true
        for index in other.variableOrder {
            let addend = factor * other.coefficients[index]!
            let sum = (coefficients[index] ?? 0) + addend
            if coefficients[index] == nil { variableOrder.append(index) }
            coefficients[index] = sum
            finite = finite && sum.isFinite
        }
        constant += factor * other.constant
        return finite && constant.isFinite
    }

    /// Multiplies every coefficient and the constant; false when a result is not finite.
    mutating func multiply(by factor: Double) -> Bool {
        var finite = true
        for index in variableOrder {
            let product = coefficients[index]! * factor
            coefficients[index] = product
            finite = finite && product.isFinite
        }
        constant *= factor
        return finite && constant.isFinite
    }

    /// Divides every coefficient and the constant by a non-zero number; false when a result
    /// is not finite.
    mutating func divide(by divisor: Double) -> Bool {
        var finite = true
        for index in variableOrder {
            let quotient = coefficients[index]! / divisor
            coefficients[index] = quotient
            finite = finite && quotient.isFinite
        }
        constant /= divisor
        return finite && constant.isFinite
    }

    func expression(_ variables: [Variable], droppingZeros: Bool = false) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(variableOrder.count)
        for index in variableOrder {
            let coefficient = coefficients[index]!
            if droppingZeros, coefficient == 0 { continue }
            terms.append(Term(variables[index], coefficient))
        }
        return Expression(terms: terms, constant: constant)
    }
}

/// A recursive-descent parser over one line's tokens at a time. Recursion happens only at
/// parentheses and is bounded by ``ConstraintSystem/maximumNestingDepth``; runs of unary
/// signs are read in a loop.
struct ConstraintParser {
    private(set) var system = ConstraintSystem()
    private var tokens: [ConstraintToken] = []
    private var position = 0
    private var line = 0

    /// Parses line number `number`, `bytes[range]` (without its newline), into ``system``.
    /// The caller has checked its length.
    mutating func parseLine(_ range: Range<Int>, of bytes: [UInt8], number: Int) throws(ConstraintSystem.ParseError) {
        line = number
        let contentEnd = bytes[range].firstIndex(of: .numberSign) ?? range.upperBound
        tokens = try ConstraintLexer(bytes: bytes, range: range.lowerBound..<contentEnd, line: line).tokens()
        position = 0
        guard let first = tokens.first else { return }
        if first.kind == .name, first.text == "edit" || first.text == "suggest", startsDeclaration() {
            if first.text == "edit" { try parseEditDeclaration() } else { try parseSuggestion() }
        } else {
            try parseConstraint()
        }
    }

    /// `edit NAME` and `suggest NAME` are declarations unless the keyword is followed by an
    /// operator, in which case `edit` or `suggest` is a variable of a constraint.
    private func startsDeclaration() -> Bool {
        guard tokens.count > 1 else { return true }
        switch tokens[1].kind {
        case .plus, .minus, .star, .slash, .relation: return false
        default: return true
        }
    }

    // MARK: - Statements

    private mutating func parseEditDeclaration() throws(ConstraintSystem.ParseError) {
        position = 1
        let name = try expectName(after: "'edit'")
        var priority = Priority.strong
        if let (strength, column) = try parseStrength() {
            if strength.isRequired {
                throw error(.requiredEditVariable, column: column,
                            "edit variable '\(name.text)' cannot be required; use !strong, !medium, !weak or @P with P below 1000")
            }
            priority = strength
        }
        try expectEndOfLine(after: "the edit declaration (edit NAME [STRENGTH])")
        if let earlier = system.editDeclarationLine(of: name.text) {
            throw error(.duplicateEditVariable, column: name.column,
                        "'\(name.text)' is already an edit variable (declared on line \(earlier)); remove one of the declarations")
        }
        let variable = system.variableCreatingIfNeeded(name.text)
        system.append(ConstraintSystem.EditDeclaration(variable: variable, priority: priority, line: line))
    }

    private mutating func parseSuggestion() throws(ConstraintSystem.ParseError) {
        position = 1
        let name = try expectName(after: "'suggest'")
        let value = try expectSignedNumber(after: "'suggest \(name.text)'")
        try expectEndOfLine(after: "the suggestion (suggest NAME NUMBER)")
        guard system.editDeclarationLine(of: name.text) != nil else {
            throw error(.undeclaredEditVariable, column: name.column,
                        "cannot suggest a value for '\(name.text)': it is not an edit variable; declare it on an earlier line with 'edit \(name.text)'")
        }
        let variable = system.variableCreatingIfNeeded(name.text)
        system.append(ConstraintSystem.Suggestion(variable: variable, value: value, line: line))
    }

    private mutating func parseConstraint() throws(ConstraintSystem.ParseError) {
        let left = try parseExpression(depth: 0)
        guard let relationToken = peek(), case let .relation(relation) = relationToken.kind else {
            throw unexpected(expected: "'==', '<=' or '>=' after the left side of the constraint")
        }
        position += 1
        let right = try parseExpression(depth: 0)
        var priority = Priority.required
        if let (strength, _) = try parseStrength() { priority = strength }
        if let extra = peek(), case .relation = extra.kind {
            throw error(.unexpectedToken, column: extra.column,
                        "a line holds one constraint: unexpected '\(extra.text)'; write chained comparisons as two constraints")
        }
        try expectEndOfLine(after: "the constraint (EXPR OP EXPR [STRENGTH])")
        var difference = left
        guard difference.add(right, times: -1) else {
            throw error(.nonFiniteNumber, column: relationToken.column,
                        "the difference of the two sides overflows (not finite); use smaller numbers")
        }
        let variables = system.variables
        let constraint = Constraint(difference.expression(variables, droppingZeros: true), relation, priority: priority)
        system.append(ConstraintSystem.SourceConstraint(
            constraint: constraint, left: left.expression(variables), right: right.expression(variables), line: line,
            priority: priority))
    }

    /// `!required`, `!strong`, `!medium`, `!weak` or `@P`; nil when the next token is neither.
    private mutating func parseStrength() throws(ConstraintSystem.ParseError) -> (Priority, column: Int)? {
        guard let token = peek() else { return nil }
        switch token.kind {
        case .strength:
            position += 1
            switch token.text.dropFirst() {
            case "required": return (.required, token.column)
            case "strong": return (.strong, token.column)
            case "medium": return (.medium, token.column)
            case "weak": return (.weak, token.column)
            default:
                throw error(.unknownStrength, column: token.column,
                            "unknown strength '\(abbreviated(token.text))'; use !required, !strong, !medium, !weak or @P with P from 1 to 1000")
            }
        case .at:
            position += 1
            let value = try expectSignedNumber(after: "'@'")
            let priority = Priority(value)
            guard priority.isValid else {
                throw error(.priorityOutOfRange, column: token.column,
                            "priority \(ConstraintSystem.format(value)) is outside 1...1000; use a number from 1 (weakest) to 1000 (required)")
            }
            return (priority, token.column)
        default:
            return nil
        }
    }

    // MARK: - Expressions

    private mutating func parseExpression(depth: Int) throws(ConstraintSystem.ParseError) -> LinearForm {
        var result = try parseTerm(depth: depth)
        while let token = take(.plus, or: .minus) {
            let term = try parseTerm(depth: depth)
            guard result.add(term, times: token.kind == .plus ? 1 : -1) else { throw overflow(at: token) }
        }
        return result
    }

    private mutating func parseTerm(depth: Int) throws(ConstraintSystem.ParseError) -> LinearForm {
        var result = try parseSigned(depth: depth)
        while let token = take(.star, or: .slash) {
            let operand = try parseSigned(depth: depth)
            if token.kind == .star {
                if !operand.hasVariables {
                    guard result.multiply(by: operand.constant) else { throw overflow(at: token) }
                } else if !result.hasVariables {
                    let factor = result.constant
                    result = operand
                    guard result.multiply(by: factor) else { throw overflow(at: token) }
                } else {
                    throw error(.nonLinearTerm, column: token.column,
                                "non-linear term: cannot multiply an expression containing '\(firstName(result))' by one containing '\(firstName(operand))'; multiply variables by numbers only")
                }
            } else {
                if operand.hasVariables {
                    throw error(.nonLinearTerm, column: token.column,
                                "non-linear term: cannot divide by an expression containing '\(firstName(operand))'; divide by numbers only")
                }
                if operand.constant == 0 {
                    throw error(.divisionByZero, column: token.column, "division by zero; divide by a non-zero number")
                }
                guard result.divide(by: operand.constant) else { throw overflow(at: token) }
            }
        }
        return result
    }

    /// Any number of unary `+` and `-` (read in a loop, not recursively) and a primary.
    private mutating func parseSigned(depth: Int) throws(ConstraintSystem.ParseError) -> LinearForm {
        var negative = false
        while let token = take(.plus, or: .minus) {
            if token.kind == .minus { negative.toggle() }
        }
        var result = try parsePrimary(depth: depth)
        if negative { _ = result.multiply(by: -1) }
        return result
    }

    private mutating func parsePrimary(depth: Int) throws(ConstraintSystem.ParseError) -> LinearForm {
        guard let token = peek() else { throw unexpected(expected: "a number, a name or '('") }
        switch token.kind {
        case .number:
            position += 1
            return LinearForm(constant: token.number)
        case .name:
            position += 1
            return LinearForm(variable: system.variableIndexCreatingIfNeeded(token.text))
        case .leftParenthesis:
            if depth >= ConstraintSystem.maximumNestingDepth {
                throw error(.nestingTooDeep, column: token.column,
                            "parentheses nested deeper than \(ConstraintSystem.maximumNestingDepth) levels; simplify the expression")
            }
            position += 1
            let inner = try parseExpression(depth: depth + 1)
            guard let closing = peek(), closing.kind == .rightParenthesis else {
                throw unexpected(expected: "')' to close the '(' at column \(token.column)")
            }
            position += 1
            return inner
        default:
            throw unexpected(expected: "a number, a name or '('")
        }
    }

    private func firstName(_ form: LinearForm) -> String {
        system.variables[form.variableOrder[0]].name
    }

    // MARK: - Tokens

    private func peek() -> ConstraintToken? {
        position < tokens.count ? tokens[position] : nil
    }

    /// Consumes the next token if it is of `kind` (or `other`): the test of every operator loop,
    /// optional sign and expected name or number.
    private mutating func take(_ kind: ConstraintToken.Kind, or other: ConstraintToken.Kind? = nil) -> ConstraintToken? {
        guard let token = peek(), token.kind == kind || token.kind == other else { return nil }
        position += 1
        return token
    }

    private mutating func expectName(after context: String) throws(ConstraintSystem.ParseError) -> ConstraintToken {
        guard let token = take(.name) else {
            throw unexpected(expected: "a variable name after \(context)")
        }
        return token
    }

    private mutating func expectSignedNumber(after context: String) throws(ConstraintSystem.ParseError) -> Double {
        var sign = 1.0
        if let token = take(.plus, or: .minus) {
            sign = token.kind == .minus ? -1 : 1
        }
        guard let token = take(.number) else {
            throw unexpected(expected: "a number after \(context)")
        }
        return sign * token.number
    }

    private func expectEndOfLine(after context: String) throws(ConstraintSystem.ParseError) {
        if let token = peek() {
            throw error(.unexpectedToken, column: token.column,
                        "unexpected \(describe(token)) after \(context); remove it or start a comment with '#'")
        }
    }

    /// The error for the current token (or the end of the line) when `expected` was due.
    private func unexpected(expected: String) -> ConstraintSystem.ParseError {
        if let token = peek() {
            return error(.unexpectedToken, column: token.column, "expected \(expected), found \(describe(token))")
        }
        let column = tokens.last.map { $0.column + $0.text.utf8.count } ?? 1
        return error(.unexpectedToken, column: column, "expected \(expected), found the end of the line")
    }

    private func overflow(at token: ConstraintToken) -> ConstraintSystem.ParseError {
        error(.nonFiniteNumber, column: token.column, "arithmetic at '\(token.text)' overflows (not finite); use smaller numbers")
    }

    private func describe(_ token: ConstraintToken) -> String {
        switch token.kind {
        case .name: return "name '\(abbreviated(token.text))'"
        case .number: return "number '\(abbreviated(token.text))'"
        case .strength: return "strength '\(abbreviated(token.text))'"
        default: return "'\(token.text)'"
        }
    }

    /// Long tokens are cut in messages so that an error never repeats a huge line.
    private func abbreviated(_ text: String) -> String {
        text.utf8.count <= 40 ? text : String(text.prefix(40)) + "..."
    }

    private func error(_ kind: ConstraintSystem.ParseError.Kind, column: Int, _ message: String) -> ConstraintSystem.ParseError {
        ConstraintSystem.ParseError(kind: kind, line: line, column: column, message: message)
    }
}
