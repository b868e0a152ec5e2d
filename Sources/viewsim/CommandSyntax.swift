/// A command's arguments and help, declared once: its options (``Option`` declarations), the
/// forms of its usage line, and the prose of its `--help`. Parsing (``parse(_:)``), the usage
/// line printed with an error, and `viewsim help COMMAND` all come from it.
struct CommandSyntax {
    /// One form of the usage line: words (`FILE|-`, `SCENE`, `[SCENE OPTIONS]`) and options,
    /// optional ones in brackets.
    enum UsageItem {
        case word(String)
        /// An option, as its declaration writes it.
        case option(OptionDeclaration, required: Bool)

        static func required<Value>(_ option: Option<Value>) -> UsageItem { .option(option.declaration, required: true) }
        static func optional<Value>(_ option: Option<Value>) -> UsageItem { .option(option.declaration, required: false) }
        static func optional<Value>(_ option: DefaultedOption<Value>) -> UsageItem { .option(option.declaration, required: false) }
    }

    /// Options under one heading of the help, e.g. `OPTIONS:`.
    struct OptionGroup {
        var heading: String
        var options: [OptionDeclaration]
    }

    /// The command's name, e.g. `solve`.
    var name: String
    /// One line for `viewsim --help`.
    var summary: String
    /// Each form of the usage line.
    var forms: [[UsageItem]]
    /// The paragraphs between the usage and the options (no trailing newline).
    var description: String
    /// The option groups, in the order the help lists them; their options, in that order, are
    /// the ones the command takes.
    var groups: [OptionGroup]
    /// The text after the options (e.g. notes), without the exit statuses; may be empty.
    var notes: String = ""
    /// The exit statuses: the number and what it means (new lines continue it).
    var exitStatuses: [(Int, String)]
    /// Whether the command takes words that are not options (a file); `--` ends the options.
    var takesWords = false
    /// What the options are for, named in the message about an unknown one (e.g. a scene).
    var subject: String?

    /// Every option the command takes, in declaration order.
    var options: [OptionDeclaration] { groups.flatMap(\.options) }

    // MARK: - Parsing

    /// Reads `--option VALUE`, `--option=VALUE` and `--flag`, each at most once, and (when
    /// ``takesWords``) other words; checks every value with its option's declaration.
    func parse(_ arguments: some Collection<String>) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if takesWords, optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.words.append(argument)
                continue
            }
            if takesWords, argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var value: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                throw UsageError("unknown argument '\(argument)'; valid options" + (subject.map { " for \($0)" } ?? "") + ": "
                                 + options.map(\.name).joined(separator: ", "))
            }
            if parsed.contains(name), !option.repeatable { throw UsageError("\(name) is given more than once") }
            if option.isFlag {
                if value != nil { throw UsageError("\(name) takes no value") }
            } else if value == nil {
                guard let next = remaining.popFirst() else {
                    throw UsageError("\(name) needs a value" + (option.valueHint.map { ": \($0)" } ?? ""))
                }
                value = next
            }
            if let error = option.check(value ?? "") { throw error }
            parsed.options.append((name, value ?? ""))
        }
        return parsed
    }

    // MARK: - Help

    /// The usage lines printed after an error: `usage: viewsim NAME …`, one line per form.
    var usage: String {
        forms.enumerated().map { index, form in
            (index == 0 ? "usage: " : "       ") + "viewsim \(name)" + form.map { " " + synopsis($0) }.joined()
        }.joined(separator: "\n")
    }

    /// The text of `viewsim help NAME` and `viewsim NAME --help`.
    var help: String {
        var text = "USAGE: " + forms.enumerated().map { index, form in
            (index == 0 ? "" : "       ") + "viewsim \(name)" + form.map { " " + synopsis($0) }.joined()
        }.joined(separator: "\n") + "\n\n" + description + "\n"
        for (index, group) in groups.enumerated() {
            var entries = group.options.flatMap(\.help)
            if index == groups.count - 1 { entries.append(HelpEntry(label: "-h, --help", text: "this help")) }
            text += "\n" + group.heading + "\n" + entries.map(Self.format).joined()
        }
        if !notes.isEmpty { text += "\n" + notes + "\n" }
        text += "\nEXIT STATUS:\n"
        for (status, meaning) in exitStatuses {
            text += "  \(status)  " + meaning.split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n     ") + "\n"
        }
        return String(text.dropLast())
    }

    /// The column where the help of an option starts.
    private static let helpColumn = 22

    /// The width help lines are wrapped to.
    private static let width = 98

    /// `  LABEL   TEXT`, the label on a line of its own when it is too long for its column; text
    /// lines too long for the width are wrapped at spaces.
    private static func format(_ entry: HelpEntry) -> String {
        let lines = entry.text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrapped(String($0), width: width - helpColumn) }
        let indent = String(repeating: " ", count: helpColumn)
        var text = "  " + entry.label
        if text.count < helpColumn - 1 {
            text = text.padded(to: helpColumn)
        } else {
            text += "\n" + indent
        }
        return text + lines.joined(separator: "\n" + indent) + "\n"
    }

    /// `line` in lines of at most `width` characters, broken at spaces where it can be.
    private static func wrapped(_ line: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = String(word)
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        return lines + [current]
    }

    private func synopsis(_ item: UsageItem) -> String {
        switch item {
        case let .word(word): return word
        case let .option(declaration, required): return required ? declaration.synopsis : "[" + declaration.synopsis + "]"
        }
    }

}
