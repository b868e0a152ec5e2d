/// Why an Interface Builder document could not be read: what is wrong and the line of the file
/// where it shows (`FILE:LINE: error: MESSAGE` when printed by the command line).
public struct InterfaceBuilderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line of the file (1 when the problem is the whole file: too large, empty;
    /// 0 when it is not in the file, e.g. an unknown device asked for).
    public let line: Int
    /// What is wrong, e.g. `a constraint refers to unknown id 'abc-12-xyz'`.
    public let message: String

    /// Creates an error at a line.
    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    /// As compilers print it: `FILE:LINE: error: MESSAGE`, or `FILE: error: MESSAGE` when no line
    /// is to blame.
    public func diagnostic(file: String) -> String {
        "\(file)\(line > 0 ? ":\(line)" : ""): error: \(message)"
    }

    /// `LINE: error: MESSAGE`; callers prefix the file name.
    public var description: String { "\(line): error: \(message)" }
}
