/// A constraint system read from (and written as) the `.constraints` text format.
///
/// The format is line-oriented; each line holds at most one statement:
/// ```
/// # a comment runs to the end of the line
/// edit width                      # an edit variable, strong unless a strength follows
/// left >= 0                       # a required constraint
/// right == left + width           # EXPR OP EXPR with OP one of == <= >=
/// middle == (left + right) / 2 !weak
/// label.width >= 67 @600          # a strength: !required !strong !medium !weak or @1...1000
/// suggest width 320               # a suggested value for a declared edit variable
/// ```
/// Expressions are linear: sums and differences of numbers, names and products or quotients
/// of them with numbers (`2 * x`, `x / 2`, `3 * (x + y)`); unary `+` and `-` are allowed.
/// Names match `[A-Za-z_][A-Za-z0-9_.]*`; numbers are decimal, with an optional fraction and
/// exponent (`10`, `0.5`, `1e-3`). Variables are created on first use. A line starting with
/// `edit NAME` or `suggest NAME` is a declaration; otherwise `edit` and `suggest` are
/// ordinary names.
///
/// ``text`` prints the system in canonical form: one statement a line in the original order,
/// no comments or blank lines, like terms of each side combined, required strength and
/// strong edit strength omitted, numbers as ``format(_:)`` writes them. Parsing that text
/// gives the same system again, and printing it gives the same text.
///
/// The value holds class references (``Variable``, ``Constraint``): copies share them.
public struct ConstraintSystem: CustomStringConvertible {
    /// A constraint with the two sides it was written with and its line.
    public struct SourceConstraint {
        /// The constraint handed to the solver (`left - right OP 0`).
        public let constraint: Constraint
        /// The left side, like terms combined in first-use order.
        public let left: Expression
        /// The right side, like terms combined in first-use order.
        public let right: Expression
        /// The 1-based line of the source text.
        public let line: Int
        /// The priority written in the source (``constraint``'s priority changes if a
        /// recovering solver breaks it).
        public let priority: Priority
    }

    /// An `edit NAME [STRENGTH]` line.
    public struct EditDeclaration {
        /// The edit variable.
        public let variable: Variable
        /// Its priority (strong unless given; never required).
        public let priority: Priority
        /// The 1-based line.
        public let line: Int
    }

    /// A `suggest NAME NUMBER` line.
    public struct Suggestion {
        /// The edit variable.
        public let variable: Variable
        /// The suggested value.
        public let value: Double
        /// The 1-based line.
        public let line: Int
    }

    /// One statement of the system, in source order.
    public enum Statement {
        /// A constraint line.
        case constraint(SourceConstraint)
        /// An `edit` line.
        case editVariable(EditDeclaration)
        /// A `suggest` line.
        case suggestion(Suggestion)

        /// The 1-based line the statement was read from.
        public var line: Int {
            switch self {
            case let .constraint(entry): return entry.line
            case let .editVariable(declaration): return declaration.line
            case let .suggestion(suggestion): return suggestion.line
            }
        }
    }

    /// Parentheses may nest this deep; deeper nesting is reported, never recursed into.
    public static let maximumNestingDepth = 100
    /// Lines may be this long in bytes (comments included); longer lines are reported.
    public static let maximumLineLength = 65_536

    /// Every variable, in the order of first use.
    public private(set) var variables: [Variable] = []
    /// Every statement, in source order.
    public private(set) var statements: [Statement] = []

    private var variableIndices: [String: Int] = [:]
    private var editDeclarationLines: [String: Int] = [:]
    private var constraintLines: [ObjectIdentifier: Int] = [:]

    /// An empty system.
    public init() {}

    /// The constraint lines, in source order.
    public var constraints: [SourceConstraint] {
        statements.compactMap { if case let .constraint(entry) = $0 { return entry } else { return nil } }
    }

    /// The `edit` lines, in source order.
    public var editDeclarations: [EditDeclaration] {
        statements.compactMap { if case let .editVariable(declaration) = $0 { return declaration } else { return nil } }
    }

    /// The `suggest` lines, in source order (when a variable has several, the last one wins).
    public var suggestions: [Suggestion] {
        statements.compactMap { if case let .suggestion(suggestion) = $0 { return suggestion } else { return nil } }
    }

    /// The variable with this name, if the system uses it.
    public func variable(named name: String) -> Variable? {
        variableIndices[name].map { variables[$0] }
    }

    /// The line of one of this system's constraints, or nil for a constraint it does not hold.
    public func line(of constraint: Constraint) -> Int? {
        constraintLines[ObjectIdentifier(constraint)]
    }

    /// The line that declared `name` as an edit variable, if one did.
    public func editDeclarationLine(of name: String) -> Int? {
        editDeclarationLines[name]
    }

    /// The canonical text (see the type's documentation).
    public var description: String { text }

    // MARK: - Building (used by the parser)

    /// The variable named `name`, created (and appended to ``variables``) on first use.
    mutating func variableCreatingIfNeeded(_ name: String) -> Variable {
        variables[variableIndexCreatingIfNeeded(name)]
    }

    /// The index in ``variables`` of the variable named `name`, created on first use.
    mutating func variableIndexCreatingIfNeeded(_ name: String) -> Int {
        if let index = variableIndices[name] { return index }
        variableIndices[name] = variables.count
        variables.append(Variable(name))
        return variables.count - 1
    }

    mutating func append(_ entry: SourceConstraint) {
        constraintLines[ObjectIdentifier(entry.constraint)] = entry.line
        statements.append(.constraint(entry))
    }

    mutating func append(_ declaration: EditDeclaration) {
        editDeclarationLines[declaration.variable.name] = declaration.line
        statements.append(.editVariable(declaration))
    }

    mutating func append(_ suggestion: Suggestion) {
        statements.append(.suggestion(suggestion))
    }
}
