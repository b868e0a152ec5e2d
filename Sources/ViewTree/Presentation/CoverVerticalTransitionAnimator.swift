/// UIKit's default modal animation (`UIModalTransitionStyle.coverVertical`), used when a presented
/// controller has no transitioning delegate or it returns no animator: presenting, the presented
/// view slides up from below the container to its final frame; dismissing, it slides back down
/// and out. The presenter's view does not move.
///
/// UIKit does not document the duration or curve; viewsim uses ``duration`` (0.5 s) with the
/// ease-in-out curve.
public final class CoverVerticalTransitionAnimator: ViewControllerAnimatedTransitioning {
    /// The length of the slide: 0.5 s.
    public static let duration = 0.5

    /// Creates the animator (the direction comes from the context's kind).
    public init() {}

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
        Self.duration
    }

    public func animateTransition(using transitionContext: TransitionContext) {
        let container = transitionContext.containerView
        let below = container.bounds.height
        switch transitionContext.kind {
        case .presentation:
            guard let controller = transitionContext.viewController(forKey: .to),
                  let view = transitionContext.view(forKey: .to) else {
                return transitionContext.completeTransition(false)
            }
            let final = transitionContext.finalFrame(for: controller)
            view.frame = final.offsetBy(dx: 0, dy: below)
            container.addSubview(view)
            View.animate(withDuration: Self.duration, curve: .easeInOut, animations: {
                view.frame = final
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        case .dismissal:
            guard let view = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(false)
            }
            let start = view.frame
            View.animate(withDuration: Self.duration, curve: .easeInOut, animations: {
                view.frame = start.offsetBy(dx: 0, dy: below)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
