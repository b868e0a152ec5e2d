/// An object that takes part in handling events (`UIResponder`): views (and so windows) and view
/// controllers. Touches not handled go up the responder chain (``next``), and one view per window
/// at a time can be the first responder, the one that gets typed text (a text field or text
/// view being edited).
open class Responder: Hashable {
    public init() {}

    /// Responders are equal when they are the same object, as UIKit's (`NSObject.isEqual`), so
    /// that `subviews.contains(view)` and `firstIndex(of:)` work as they do there.
    public static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The next object up the chain (`next`): a controller's root view answers its controller,
    /// any other view its superview, a controller its view's superview.
    open var next: Responder? { nil }

    /// Whether the object can become the first responder (false by default; text fields and
    /// text views can while enabled).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the object gives up first-responder status when asked (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether the object is its window's first responder.
    open var isFirstResponder: Bool { false }

    /// Asks to become the first responder; false when it cannot (see ``View``).
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Asks to stop being the first responder; false when it refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Fingers touched the object (`touchesBegan(_:with:)`); the default passes them to ``next``.
    /// ``Window/sendTap(at:)`` delivers taps.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved on the object; the default passes them to ``next``.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted from the object; the default passes them to ``next``.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches; the default passes them to ``next``.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }
}
