import Foundation

/// Where a layout engine reports what it had to do to recover, as Auto Layout prints to the
/// console: "Unable to simultaneously satisfy constraints" with the conflicting set, then
/// "Will attempt to recover by breaking constraint". Read ``entries``, forward each message
/// with ``handler`` (without one, it goes to ``console``: standard error, as UIKit prints it),
/// or turn recording off with ``isSilenced``.
///
/// Conflicts are found when constraints and new constants reach the solver: together, at the
/// next layout pass or the next read that needs the solver (a frame, ``View/layoutLog``,
/// `isBroken`, ambiguity), not at each assignment as in UIKit. A conflict mended before then
/// (a width moved past its cap, then the cap raised) is therefore not reported; one that
/// remains is reported as the assignments in order would have reported it.
public final class LayoutLog {
    /// The messages so far, oldest first.
    public private(set) var entries: [String] = []
    /// The conflicts among them as data, oldest first (each also has its message in ``entries``).
    public private(set) var conflicts: [LayoutConflict] = []
    /// When true, messages are neither recorded nor forwarded.
    public var isSilenced = false
    /// Called with every message that is recorded, instead of ``console``.
    public var handler: ((String) -> Void)?

    /// Creates an empty log.
    public init() {}

    /// Records a message (unless silenced) and forwards it to the handler.
    public func record(_ message: String) {
        if isSilenced { return }
        entries.append(message)
        if let handler { handler(message) } else { Self.console?(message) }
    }

    /// Records a conflict: its message, and the conflict itself in ``conflicts``.
    func record(_ conflict: LayoutConflict, message: String) {
        if isSilenced { return }
        conflicts.append(conflict)
        record(message)
    }

    /// Forgets the recorded messages and conflicts.
    public func removeAll() {
        entries.removeAll()
        conflicts.removeAll()
    }

    /// The messages joined by newlines.
    public var text: String { entries.joined(separator: "\n") }
}

extension LayoutLog {
    /// Where every log without its own ``handler`` sends its messages, as UIKit prints them to the
    /// console. By default ``standardError``; set it to nil to print nothing (a test that expects
    /// conflicts, a tool that reports them itself), or to a closure to send them elsewhere.
    public static var console: (@Sendable (String) -> Void)? {
        get { consoleLock.withLock { consoleOutput } }
        set { consoleLock.withLock { consoleOutput = newValue } }
    }

    /// Writes a message and a new line to standard error.
    public static let standardError: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    private static let consoleLock = NSLock()
    /// Read and written under ``consoleLock`` only.
    nonisolated(unsafe) private static var consoleOutput: (@Sendable (String) -> Void)? = standardError
}

/// A conflict the engine recovered from ("Unable to simultaneously satisfy constraints"): a
/// minimal set of constraints that cannot all hold, and the one broken to go on.
public struct LayoutConflict {
    /// The conflicting constraints in activation order: without any one of them the rest can hold.
    public let constraints: [LayoutConstraint]
    /// The constraint that was broken (one of ``constraints``).
    public let broken: LayoutConstraint
}
