/// Where a layout engine reports what it had to do to recover, as Auto Layout prints to the
/// console: "Unable to simultaneously satisfy constraints" with the conflicting set, then
/// "Will attempt to recover by breaking constraint". Read ``entries``, forward each message
/// with ``handler``, or turn recording off with ``isSilenced``.
///
/// Conflicts are found when constraints and new constants reach the solver: together, at the
/// next layout pass or the next read that needs the solver (a frame, ``View/layoutLog``,
/// `isBroken`, ambiguity), not at each assignment as in UIKit. A conflict mended before then
/// (a width moved past its cap, then the cap raised) is therefore not reported; one that
/// remains is reported as the assignments in order would have reported it.
public final class LayoutLog {
    /// The messages so far, oldest first.
    public private(set) var entries: [String] = []
    /// When true, messages are neither recorded nor forwarded.
    public var isSilenced = false
    /// Called with every message that is recorded (e.g. to print it to standard error).
    public var handler: ((String) -> Void)?

    /// Creates an empty log.
    public init() {}

    /// Records a message (unless silenced) and forwards it to the handler.
    public func record(_ message: String) {
        if isSilenced { return }
        entries.append(message)
        handler?(message)
    }

    /// Forgets the recorded messages.
    public func removeAll() { entries.removeAll() }

    /// The messages joined by newlines.
    public var text: String { entries.joined(separator: "\n") }
}
