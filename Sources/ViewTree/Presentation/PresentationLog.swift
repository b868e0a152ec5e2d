/// Something that went wrong with a presentation or dismissal, as UIKit would print to the console
/// ("Attempt to present ... which is already presenting ...") or leave the screen frozen (a
/// transition whose animator never calls `completeTransition`).
public struct PresentationIssue: Sendable, Equatable, CustomStringConvertible {
    /// The kinds of issue.
    public enum Kind: String, Sendable, CaseIterable {
        /// The animator did not call `completeTransition(_:)` within the transition's duration plus
        /// ``TransitionContext/completionGracePeriod`` (or, without a clock, before
        /// `animateTransition(using:)` returned).
        case transitionNotCompleted
        /// `completeTransition(_:)` was called again after the transition had finished.
        case transitionCompletedTwice
        /// `present` on a controller that already presents another one.
        case alreadyPresenting
        /// `present` or `dismiss` while a transition of the same presentation is running.
        case transitionInProgress
        /// `present` on a controller whose view is not in a window.
        case notInWindow
        /// `present` of a controller that cannot be presented (already presented, a child, or the
        /// presenter itself).
        case invalidPresentedController
    }

    /// What went wrong.
    public var kind: Kind
    /// The message: what happened, to which controllers, and how to fix it.
    public var message: String
    /// The clock time in seconds when it happened (nil without a clock).
    public var time: Double?

    /// Creates an issue.
    public init(kind: Kind, message: String, time: Double?) {
        self.kind = kind
        self.message = message
        self.time = time
    }

    /// The message, prefixed by the time when known.
    public var description: String {
        guard let time else { return message }
        return "t=\(formatGeometry(time)): \(message)"
    }
}

/// Where presentations report their issues: one log per window (and one per controller for a
/// controller outside any window). Read ``entries``, or forward each with ``handler``.
public final class PresentationLog {
    /// The issues so far, oldest first.
    public private(set) var entries: [PresentationIssue] = []
    /// Called with every issue recorded (e.g. to print it).
    public var handler: ((PresentationIssue) -> Void)?

    /// Creates an empty log.
    public init() {}

    /// Records an issue and forwards it to the handler.
    public func record(_ issue: PresentationIssue) {
        entries.append(issue)
        handler?(issue)
    }

    /// Forgets the recorded issues.
    public func removeAll() { entries.removeAll() }

    /// The issues, one per line.
    public var text: String { entries.map(\.description).joined(separator: "\n") }
}

/// A window's presentation bookkeeping: its root view controller and its log.
final class WindowPresentationState {
    var rootViewController: ViewController?
    let log = PresentationLog()
}
