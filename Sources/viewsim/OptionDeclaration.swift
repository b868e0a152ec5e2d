/// What was wrong with a command's arguments or input: the message says what, where, and how to
/// fix it. Commands print it after `viewsim COMMAND: error: ` with their usage, and exit with 2.
struct UsageError: Error, Equatable {
    let message: String

    init(_ message: String) { self.message = message }
    init(message: String) { self.message = message }
}

/// One command-line option, declared once: its name, the value it takes, its lines in
/// `--help`, and how its value is checked and read. A command lists its declarations in its
/// ``CommandSyntax``, from which `ArgumentScanner` parses, `--help` is written and the error
/// messages are worded.
struct Option<Value> {
    /// The option as written, e.g. `--format`.
    let name: String
    /// What its value looks like in the usage line, e.g. `text|json`; nil for a flag.
    let valueName: String?
    /// What `--format needs a value: …` adds after the colon, e.g. `text, json`.
    let valueHint: String?
    /// Its entries under OPTIONS in `--help`: a label (the name and value name unless given,
    /// e.g. `--format json` for one value) and the text beside it (new lines continue it).
    let help: [HelpEntry]
    /// Reads a value (a flag reads ""), or says what is wrong with it.
    let read: (String) -> Result<Value, UsageError>
    /// Whether it may be given more than once (each value is kept, in order).
    var repeatable = false

    /// The declaration without its type, as the scanner and the help text see it.
    var declaration: OptionDeclaration {
        let read = self.read
        return OptionDeclaration(name: name, valueName: valueName, valueHint: valueHint, help: help, repeatable: repeatable,
                                 check: { text in
                                     if case let .failure(error) = read(text) { return error }
                                     return nil
                                 })
    }
}

/// An option with a default, declared once: reading it gives the value given, else the default,
/// and its help says which value that is.
struct DefaultedOption<Value> {
    let option: Option<Value>
    let defaultValue: Value

    var name: String { option.name }
    var declaration: OptionDeclaration { option.declaration }
}

/// A line of a command's `--help` under OPTIONS.
struct HelpEntry {
    /// The left column, e.g. `--format json`.
    let label: String
    /// The right column; `\n` starts a continuation line.
    let text: String
}

/// An ``Option`` without its value type.
struct OptionDeclaration {
    let name: String
    let valueName: String?
    let valueHint: String?
    let help: [HelpEntry]
    let repeatable: Bool
    /// nil when the value is valid, else what is wrong with it.
    let check: (String) -> UsageError?

    var isFlag: Bool { valueName == nil }
    /// `--format text|json`, or `--outline` for a flag.
    var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }
}

extension Option where Value == String {
    /// An option whose value is any text (any non-empty text when `nonEmpty`, which the hint
    /// then describes); `repeatable` keeps every value given.
    static func text(_ name: String, value valueName: String, hint: String? = nil, help: String,
                     nonEmpty: Bool = false, repeatable: Bool = false) -> Option<String> {
        Option(name: name, valueName: valueName, valueHint: hint,
               help: [HelpEntry(label: "\(name) \(valueName)", text: help)],
               read: { text in
                   if nonEmpty, text.isEmpty { return .failure(UsageError("\(name) needs a value" + (hint.map { ": \($0)" } ?? ""))) }
                   return .success(text)
               }, repeatable: repeatable)
    }
}

extension Option where Value: CaseIterable & RawRepresentable & Hashable, Value.RawValue == String {
    /// An option whose value is one of the cases of `Value`, by raw value (`unknown NOUN 'x';
    /// valid PLURAL: a, b` for anything else), with one help line per case; `order` is the
    /// order in which usage, help and messages list the cases.
    static func choice(_ name: String, noun: String, plural: String? = nil, order: [Value] = Array(Value.allCases),
                       help: [Value: String]) -> Option<Value> {
        choice(name, noun: noun, plural: plural, order: order, entries: order.compactMap { value in
            help[value].map { HelpEntry(label: "\(name) \(value.rawValue)", text: $0) }
        })
    }

    /// The same, with one help line for all the cases, labelled `label`.
    static func choice(_ name: String, noun: String, plural: String? = nil, label: String, help: String) -> Option<Value> {
        choice(name, noun: noun, plural: plural, order: Array(Value.allCases), entries: [HelpEntry(label: label, text: help)])
    }

    private static func choice(_ name: String, noun: String, plural: String?, order: [Value],
                               entries: [HelpEntry]) -> Option<Value> {
        let names = order.map(\.rawValue)
        let list = names.joined(separator: ", ")
        let plural = plural ?? noun + "s"
        return Option(name: name, valueName: names.joined(separator: "|"), valueHint: list, help: entries,
                      read: { text in
                          guard let value = Value(rawValue: text) else {
                              return .failure(UsageError("unknown \(noun) '\(text)'; valid \(plural): \(list)"))
                          }
                          return .success(value)
                      })
    }
}

extension DefaultedOption where Value: CaseIterable & RawRepresentable & Hashable, Value.RawValue == String {
    /// ``Option/choice(_:noun:plural:order:help:)`` with a default, whose help line starts with `note`.
    static func choice(_ name: String, noun: String, plural: String? = nil, order: [Value] = Array(Value.allCases),
                       default defaultValue: Value, note: String = "(default) ", help: [Value: String]) -> DefaultedOption<Value> {
        var marked = help
        marked[defaultValue] = note + (help[defaultValue] ?? "")
        return DefaultedOption(option: .choice(name, noun: noun, plural: plural, order: order, help: marked), defaultValue: defaultValue)
    }

    /// ``Option/choice(_:noun:plural:label:help:)`` with a default: `help` is given the cases as
    /// `a (default) or b` to say.
    static func choice(_ name: String, noun: String, plural: String? = nil, label: String, default defaultValue: Value,
                       help: (String) -> String) -> DefaultedOption<Value> {
        let names = Value.allCases.map { $0 == defaultValue ? "\($0.rawValue) (default)" : $0.rawValue }
        let cases = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined()
        return DefaultedOption(option: .choice(name, noun: noun, plural: plural, label: label, help: help(cases)),
                               defaultValue: defaultValue)
    }
}

extension Option where Value == Bool {
    /// An option that takes no value; present means true.
    static func flag(_ name: String, help: String) -> Option<Bool> {
        Option(name: name, valueName: nil, valueHint: nil, help: [HelpEntry(label: name, text: help)],
               read: { _ in .success(true) })
    }
}

/// The arguments a command was given, checked against its declarations: the options in the
/// order given (each at most once, its value valid) and the other words.
struct ParsedArguments {
    /// The options given, with their values ("" for a flag), in order.
    var options: [(name: String, value: String)] = []
    /// The words that are not options (a file, a scene), in order.
    var words: [String] = []

    /// Every value of a repeatable `option`, read, in the order given.
    func values<Value>(_ option: Option<Value>) -> [Value] {
        options.filter { $0.name == option.name }.compactMap { entry in
            guard case let .success(value) = option.read(entry.value) else { return nil }
            return value
        }
    }

    /// The value of `option`, read, if it was given; else its default.
    func value<Value>(_ option: DefaultedOption<Value>) -> Value {
        value(option.option) ?? option.defaultValue
    }

    /// Whether the flag was given.
    func isSet(_ flag: Option<Bool>) -> Bool { value(flag) ?? false }

    /// The value of `option`, read, if it was given.
    func value<Value>(_ option: Option<Value>) -> Value? {
        guard let text = options.first(where: { $0.name == option.name })?.value,
              case let .success(value) = option.read(text) else { return nil }
        return value
    }

    /// Whether the option called `name` was given.
    func contains(_ name: String) -> Bool { options.contains { $0.name == name } }

    /// The names of the options given, in order.
    var names: [String] { options.map(\.name) }
}
