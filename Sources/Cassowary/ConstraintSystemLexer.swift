/// One token of a line of the `.constraints` format.
struct ConstraintToken {
    enum Kind: Equatable {
        /// `[A-Za-z_][A-Za-z0-9_.]*`
        case name
        /// A validated decimal number; its value is in ``ConstraintToken/number``.
        case number
        case plus, minus, star, slash, leftParenthesis, rightParenthesis
        /// `==`, `<=` or `>=`
        case relation(Relation)
        /// `!word`; the word (without `!`) is the token's text after the first byte.
        case strength
        /// `@`, followed by a priority number.
        case at
    }

    var kind: Kind
    /// The token's bytes within the line, as text (ASCII only: the lexer admits nothing else).
    var text: String
    /// The value of a number token (finite).
    var number: Double = 0
    /// The 1-based column of the token's first byte.
    var column: Int
}

/// Splits one line (without its newline and comment) into tokens.
///
/// The lexer reads bytes, not characters, so arbitrary input (invalid UTF-8, control
/// characters) is reported as an error instead of being misread. Every token is ASCII;
/// the first byte outside the grammar stops it with an error naming the byte, its line and
/// its column (columns count bytes, as compilers do; before the first non-ASCII byte of a
/// line, which is always an error outside comments, bytes and characters coincide).
struct ConstraintLexer {
    let bytes: [UInt8]
    let range: Range<Int>
    let line: Int

    /// The tokens of `bytes[range]`, which holds line number `line`.
    func tokens() throws(ConstraintSystem.ParseError) -> [ConstraintToken] {
        var tokens: [ConstraintToken] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            let column = index - range.lowerBound + 1
            if byte == .space || byte == .tab || byte == .carriageReturn {
                index += 1
            } else if byte.isNameStart {
                let end = scan(from: index + 1) { $0.isNameContinuation }
                tokens.append(ConstraintToken(kind: .name, text: text(index..<end), column: column))
                index = end
            } else if byte.isDigit {
                let token = try number(at: index)
                index += token.text.utf8.count
                tokens.append(token)
            } else if byte == .exclamationMark {
                let end = scan(from: index + 1) { $0.isNameContinuation }
                tokens.append(ConstraintToken(kind: .strength, text: text(index..<end), column: column))
                index = end
            } else if let (kind, length) = try symbol(at: index) {
                tokens.append(ConstraintToken(kind: kind, text: text(index..<index + length), column: column))
                index += length
            } else {
                throw error(.unexpectedCharacter, at: column, ConstraintLexer.describeUnexpected(bytes, at: index, end: range.upperBound))
            }
        }
        return tokens
    }

    /// Operators and punctuation: the kind and the length in bytes, or nil for a byte
    /// that starts no token.
    private func symbol(at index: Int) throws(ConstraintSystem.ParseError) -> (ConstraintToken.Kind, Int)? {
        let next: UInt8? = index + 1 < range.upperBound ? bytes[index + 1] : nil
        let column = index - range.lowerBound + 1
        switch bytes[index] {
        case UInt8(ascii: "+"): return (.plus, 1)
        case UInt8(ascii: "-"): return (.minus, 1)
        case UInt8(ascii: "*"): return (.star, 1)
        case UInt8(ascii: "/"): return (.slash, 1)
        case UInt8(ascii: "("): return (.leftParenthesis, 1)
        case UInt8(ascii: ")"): return (.rightParenthesis, 1)
        case UInt8(ascii: "@"): return (.at, 1)
        case UInt8(ascii: "="):
            if next == UInt8(ascii: "=") { return (.relation(.equal), 2) }
            throw error(.unexpectedCharacter, at: column, "'=' alone is not an operator; write '==' for equality")
        case UInt8(ascii: "<"):
            if next == UInt8(ascii: "=") { return (.relation(.lessThanOrEqual), 2) }
            throw error(.unexpectedCharacter, at: column, "strict '<' is not supported; write '<='")
        case UInt8(ascii: ">"):
            if next == UInt8(ascii: "=") { return (.relation(.greaterThanOrEqual), 2) }
            throw error(.unexpectedCharacter, at: column, "strict '>' is not supported; write '>='")
        default: return nil
        }
    }

    /// A decimal number `DIGITS [. DIGITS] [(e|E) [+|-] DIGITS]`, validated here and
    /// converted by the standard library; infinite results are rejected.
    private func number(at start: Int) throws(ConstraintSystem.ParseError) -> ConstraintToken {
        let column = start - range.lowerBound + 1
        var end = scan(from: start) { $0.isDigit }
        if end < range.upperBound, bytes[end] == .period {
            let fractionEnd = scan(from: end + 1) { $0.isDigit }
            if fractionEnd == end + 1 {
                throw error(.malformedNumber, at: column, "malformed number '\(text(start..<end + 1))': expected digits after '.'")
            }
            end = fractionEnd
        }
        if end < range.upperBound, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            var digitsStart = end + 1
            if digitsStart < range.upperBound, bytes[digitsStart] == .plusSign || bytes[digitsStart] == .minusSign {
                digitsStart += 1
            }
            let exponentEnd = scan(from: digitsStart) { $0.isDigit }
            if exponentEnd == digitsStart {
                throw error(.malformedNumber, at: column, "malformed number '\(text(start..<digitsStart))': expected digits in the exponent")
            }
            end = exponentEnd
        }
        if end < range.upperBound, bytes[end].isNameStart || bytes[end] == .period {
            let word = text(start..<scan(from: end) { $0.isNameContinuation })
            throw error(.malformedNumber, at: column, "malformed number '\(word)': a number must be followed by an operator (write e.g. '2 * x' for a product)")
        }
        let literal = text(start..<end)
        guard let value = Double(literal), value.isFinite else {
            throw error(.nonFiniteNumber, at: column, "number '\(literal)' is too large (not finite); numbers must be below 1.8e308 in magnitude")
        }
        return ConstraintToken(kind: .number, text: literal, number: value, column: column)
    }

    private func scan(from start: Int, while predicate: (UInt8) -> Bool) -> Int {
        var end = start
        while end < range.upperBound, predicate(bytes[end]) { end += 1 }
        return end
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func error(_ kind: ConstraintSystem.ParseError.Kind, at column: Int, _ message: String) -> ConstraintSystem.ParseError {
        ConstraintSystem.ParseError(kind: kind, line: line, column: column, message: message)
    }

    /// Names the byte at `index` for an error message: the character and its code point when
    /// the bytes there are valid UTF-8, the byte in hex otherwise.
    static func describeUnexpected(_ bytes: [UInt8], at index: Int, end: Int) -> String {
        let byte = bytes[index]
        if byte < 0x80 {
            if byte < 0x20 || byte == 0x7F {
                return "unexpected control character \(codePoint(UInt32(byte))); remove it"
            }
            let character = Character(Unicode.Scalar(byte))
            return "unexpected character '\(character)'; expected a name, a number, an operator (+ - * / == <= >=), parentheses, a strength (!strong, @500) or '#' for a comment"
        }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        if length > 1, index + length <= end {
            var decoded = String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.makeIterator()
            if let scalar = decoded.next(), scalar != "\u{FFFD}", decoded.next() == nil {
                return "unexpected character '\(scalar)' (\(codePoint(scalar.value))); names and operators are ASCII only"
            }
        }
        return "invalid UTF-8 byte \(hex(byte)); the file must be UTF-8 text"
    }

    private static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" + digits : digits)
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let carriageReturn = UInt8(ascii: "\r")
    static let newline = UInt8(ascii: "\n")
    static let numberSign = UInt8(ascii: "#")
    static let period = UInt8(ascii: ".")
    static let plusSign = UInt8(ascii: "+")
    static let minusSign = UInt8(ascii: "-")
    static let exclamationMark = UInt8(ascii: "!")

    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isLetter: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
    }
    /// `[A-Za-z_]`
    var isNameStart: Bool { isLetter || self == UInt8(ascii: "_") }
    /// `[A-Za-z0-9_.]`
    var isNameContinuation: Bool { isNameStart || isDigit || self == .period }
}
