/// The tokenizer and recursive-descent parser behind `GestureScript(parsing:)`.
struct GestureScriptParser {
    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        characters = Array(text)
    }

    mutating func parseScript() throws(GestureScriptError) -> [GestureScript.Step] {
        var steps: [GestureScript.Step] = []
        while true {
            skipBlanksAndComments()
            guard let character = peek() else { break }
            if character == ";" || character.isNewline {
                advance()
                continue
            }
            steps += try parseCommand()
            skipBlanksAndComments()
            if let next = peek(), next != ";", !next.isNewline {
                throw error("expected ';' or a new line after the command, found '\(word())'")
            }
        }
        return steps
    }

    /// One command: a single step, or the steps a `scroll` or `swipe` stands for.
    private mutating func parseCommand() throws(GestureScriptError) -> [GestureScript.Step] {
        let location = here
        let name = word()
        for _ in name { advance() }
        let gesture: Gesture
        switch name {
        case "scroll":
            let x = try parseNumber(after: "scroll", what: "a horizontal distance in points")
            skipBlanks()
            if peek() == "," { advance() }
            let y = try parseNumber(after: "scroll DX", what: "a vertical distance in points")
            let seconds = try parseDuration(after: "scroll DX DY", allowZero: false)
            return GestureScript.scrollSteps(x: x, y: y, seconds: seconds, at: location)
        case "swipe":
            skipBlanks()
            let start = here
            let word = word()
            guard let direction = SwipeDirection(rawValue: word) else {
                throw GestureScriptError(location: start,
                                         message: "expected a direction after 'swipe' (up, down, left, right), found '\(word.isEmpty ? "end of command" : word)'")
            }
            for _ in word { advance() }
            return GestureScript.swipeSteps(direction, at: location)
        case "wait":
            gesture = .wait(seconds: try parseDuration(after: "wait", allowZero: true))
        case "drag":
            let translation = try parseVector(after: "drag", what: "a distance in points")
            gesture = .drag(translation: translation, seconds: try parseDuration(after: "drag DISTANCE", allowZero: false))
        case "release":
            gesture = .release(velocity: try parseVector(after: "release", what: "a velocity in points per millisecond"))
        case "tap":
            skipBlanks()
            let start = here
            let target = try parseVector(after: "tap", what: "an item index or a point X,Y")
            if let y = target.y {
                gesture = .tapPoint(x: target.x, y: y)
            } else {
                guard target.x >= 0, target.x == target.x.rounded() else {
                    throw GestureScriptError(location: start,
                                             message: "an item index must be a whole number 0 or more, found \(ConstraintSystem.format(target.x))")
                }
                gesture = .tapItem(Int(target.x))
            }
        case "":
            throw error("expected a command (\(Self.commandNames)), found '\(peek().map(String.init) ?? "")'")
        default:
            throw GestureScriptError(location: location,
                                     message: "unknown command '\(name)'; valid commands: \(Self.commandNames)")
        }
        return [GestureScript.Step(gesture: gesture, location: location)]
    }

    private static let commandNames = "wait, drag, release, tap, scroll, swipe"

    private mutating func parseDuration(after context: String, allowZero: Bool) throws(GestureScriptError) -> Double {
        skipBlanks()
        let start = here
        let seconds = try parseNumber(after: context, what: "a duration in seconds")
        if seconds < 0 || (!allowZero && seconds == 0) {
            throw GestureScriptError(location: start,
                                     message: "a duration must be \(allowZero ? "0 or more" : "more than 0") seconds, found \(ConstraintSystem.format(seconds))")
        }
        return seconds
    }

    private mutating func parseVector(after context: String, what: String) throws(GestureScriptError) -> ScriptVector {
        let x = try parseNumber(after: context, what: what)
        skipBlanks()
        guard peek() == "," else { return ScriptVector(x: x) }
        advance()
        return ScriptVector(x: x, y: try parseNumber(after: "\(context) X,", what: "a second number"))
    }

    /// A decimal number: optional sign, digits, optional fraction. No exponents, no inf/nan.
    private mutating func parseNumber(after context: String, what: String) throws(GestureScriptError) -> Double {
        skipBlanks()
        let start = here
        var text = ""
        if let sign = peek(), sign == "-" || sign == "+" {
            text.append(sign)
            advance()
        }
        var digits = 0
        while let character = peek(), character.isASCII, character.isNumber || character == "." {
            text.append(character)
            if character != "." { digits += 1 }
            advance()
        }
        guard digits > 0, let value = Double(text) else {
            let found = text.isEmpty ? word() : text + word()
            throw GestureScriptError(location: start,
                                     message: "expected \(what) after '\(context)', found '\(found.isEmpty ? "end of command" : found)'")
        }
        if let next = peek(), !(next == " " || next == "\t" || next == "," || next == ";" || next == "#"
                                || next.isNewline) {
            let rest = word()
            if next == "e" || next == "E", Self.isExponent(rest.dropFirst()) {
                throw GestureScriptError(location: start, message: "'\(text)\(rest)' has an exponent, which scripts do not accept; "
                                         + "write \(what) in plain decimals, like 1.5 or 1000")
            }
            throw GestureScriptError(location: start, message: "'\(text)\(rest)' is not a number; write \(what) like 1.5")
        }
        guard value.isFinite, abs(value) < Self.numberLimit else {
            throw GestureScriptError(location: start, message: "\(text) is too large for \(what) after '\(context)'; "
                                     + "numbers in a script must be below 1000000000 (1e9) in magnitude")
        }
        return value
    }

    /// Numbers in a script must be below this in magnitude.
    static let numberLimit = 1e9

    /// `[+|-]DIGITS`: what follows the `e` of an exponent.
    private static func isExponent(_ text: Substring) -> Bool {
        let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : text
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    private func peek() -> Character? {
        index < characters.count ? characters[index] : nil
    }

    /// The run of non-separator characters at the current position (not consumed).
    private func word() -> String {
        var end = index
        while end < characters.count, !" \t;,#".contains(characters[end]), !characters[end].isNewline { end += 1 }
        return String(characters[index..<end])
    }

    private mutating func advance() {
        if characters[index].isNewline {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipBlanks() {
        while let character = peek(), character == " " || character == "\t" { advance() }
    }

    private mutating func skipBlanksAndComments() {
        skipBlanks()
        if peek() == "#" {
            while let character = peek(), !character.isNewline { advance() }
        }
    }

    private func error(_ message: String) -> GestureScriptError {
        GestureScriptError(location: here, message: message)
    }
}
