/// How a presented controller is shown (`UIModalPresentationStyle`: the two styles the seeds
/// use, and `overFullScreen`).
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
    /// The presented view covers the screen; when the presentation transition completes, the
    /// presenting controller's view leaves the window (and comes back when the dismissal starts).
    case fullScreen
    /// The presented view covers the screen and the presenting controller's view stays in the
    /// window beneath it (for a presented view that is partly transparent).
    case overFullScreen
    /// The transitioning delegate's animators manage the views; the presenting controller's view
    /// stays in the window throughout, and the context's `view(forKey:)` gives nil for it.
    case custom
}

/// The two controllers of a transition (`UITransitionContextViewControllerKey`).
public enum TransitionKey: String, Sendable, CaseIterable {
    /// The controller shown at the start: the presenter in a presentation, the presented one in
    /// a dismissal.
    case from
    /// The controller shown at the end: the presented one in a presentation, the presenter in a
    /// dismissal.
    case to
}

/// An object that animates a presentation or a dismissal (`UIViewControllerAnimatedTransitioning`).
///
/// `animateTransition(using:)` puts the views in the context's container view, animates them,
/// and must call `completeTransition(_:)` on the context when the animation ends; a transition
/// that is never completed is reported in the window's ``PresentationLog``.
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// The length of the animation in seconds.
    func transitionDuration(using transitionContext: TransitionContext?) -> Double
    /// Starts the animation of the transition.
    func animateTransition(using transitionContext: TransitionContext)
    /// Called after the transition completed (or was cancelled), after UIKit's bookkeeping.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// Does nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Provides the animators of a controller's presentation and dismissal
/// (`UIViewControllerTransitioningDelegate`). Both methods return nil by default, which selects
/// the default slide-up animation.
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`, shown on behalf of `presenting` (the root of the
    /// containment hierarchy that `source`, the controller `present` was called on, belongs to).
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
}
