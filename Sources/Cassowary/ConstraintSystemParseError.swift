extension ConstraintSystem {
    /// Why a `.constraints` text could not be read, and where.
    ///
    /// ``description`` reads `LINE:COLUMN: error: MESSAGE`; a tool prefixes the file name.
    /// Lines and columns are 1-based; columns count bytes from the start of the line.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The kinds of mistakes the parser reports.
        public enum Kind: Equatable, Sendable {
            /// A byte that starts no token: punctuation outside the grammar, a control
            /// character, a non-ASCII character or invalid UTF-8.
            case unexpectedCharacter
            /// A token where the grammar expects something else, or a missing token.
            case unexpectedToken
            /// A number that does not follow `DIGITS [. DIGITS] [e [+|-] DIGITS]`.
            case malformedNumber
            /// A number, or the result of arithmetic on numbers, that is not finite.
            case nonFiniteNumber
            /// `!word` where the word is not `required`, `strong`, `medium` or `weak`.
            case unknownStrength
            /// `@P` with `P` outside 1...1000.
            case priorityOutOfRange
            /// A product of two expressions that both contain variables, or a division by one.
            case nonLinearTerm
            /// A division by zero.
            case divisionByZero
            /// `suggest` on a variable that no earlier `edit` line declared.
            case undeclaredEditVariable
            /// `edit NAME !required` (edit variables must be below required).
            case requiredEditVariable
            /// A second `edit` line for the same variable.
            case duplicateEditVariable
            /// Parentheses nested deeper than ``ConstraintSystem/maximumNestingDepth``.
            case nestingTooDeep
            /// A line longer than ``ConstraintSystem/maximumLineLength`` bytes.
            case lineTooLong
            /// More bytes than a ``ConstraintSystem/Reader`` takes (its `maximumSize`).
            case inputTooLarge
        }

        /// What went wrong.
        public let kind: Kind
        /// The 1-based line.
        public let line: Int
        /// The 1-based column (in bytes) where the offending token starts.
        public let column: Int
        /// What is wrong and how to fix it.
        public let message: String

        /// `LINE:COLUMN: error: MESSAGE`
        public var description: String { "\(line):\(column): error: \(message)" }
    }
}
