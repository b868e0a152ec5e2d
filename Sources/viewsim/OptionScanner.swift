/// Reads a command's `--option VALUE`, `--option=VALUE` and `--flag` arguments, each at most
/// once, in the order given; the shared grammar of `play` and `render`.
struct OptionScanner {
    /// Options that take a value.
    var valueOptions: [String]
    /// Options that take none.
    var flags: [String] = []
    /// What the options are for, named in the message about an unknown one (e.g. a scene).
    var subject: String?

    /// The options with their values (nil for flags), in the order they were given; or a
    /// message naming the argument that is unknown, repeated or missing its value.
    func scan(_ arguments: ArraySlice<String>) -> Result<[(option: String, value: String?)], ScanError> {
        var found: [(option: String, value: String?)] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            var option = argument
            var value: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                option = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            let isFlag = flags.contains(option)
            guard isFlag || valueOptions.contains(option) else {
                return .failure(ScanError(message: "unknown argument '\(argument)'; valid options"
                                          + (subject.map { " for \($0)" } ?? "") + ": "
                                          + (valueOptions + flags).joined(separator: ", ")))
            }
            if found.contains(where: { $0.option == option }) {
                return .failure(ScanError(message: "\(option) is given more than once"))
            }
            index += 1
            if isFlag {
                if value != nil { return .failure(ScanError(message: "\(option) takes no value")) }
            } else if value == nil {
                guard index < arguments.endIndex else { return .failure(ScanError(message: "\(option) needs a value")) }
                value = arguments[index]
                index += 1
            }
            found.append((option, value))
        }
        return .success(found)
    }

    /// What was wrong with the arguments.
    struct ScanError: Error {
        let message: String
    }
}
