/// One modal presentation, from the start of its presentation transition to the end of its
/// dismissal: UIKit's bookkeeping around the animators.
///
/// - Start of a presentation: the container (a ``TransitionView`` as large as the window) is added
///   on top of the window; the animator (or, unanimated, UIKit itself) puts the presented view in it.
/// - Presentation completed: in full screen the presenter's view leaves the window; in a custom
///   presentation it stays. The container stays, holding the presented view.
/// - Start of a dismissal: in full screen the presenter's view goes back where it was (below the
///   container), so the animator can reveal it.
/// - Dismissal completed: the presented view and the container leave the window; the presenter's
///   view is back where it was (if the animator moved it into the container, it is moved back).
/// - A cancelled transition (`completeTransition(false)`) undoes its start.
///
/// Ownership follows UIKit's, so that nothing here forms a cycle: the presenter owns the presented
/// controller (``ViewController/presentedController``), the presented controller owns this object
/// (``ViewController/showingPresentation``), and this object refers to both without owning them.
/// It owns the running transition's context, which refers back to it weakly.
final class ModalPresentation {
    /// The presenter (the root of the containment hierarchy `present` was called in). Not owned:
    /// it owns the presented controller, which owns this object; nil once it has gone away.
    private(set) weak var presenting: ViewController?
    /// The presented controller. Not owned: it owns this object, so it outlives it.
    unowned let presented: ViewController
    let style: ModalPresentationStyle
    let containerView: TransitionView
    weak var window: Window?
    /// The transition running, if any.
    var transition: TransitionContext?
    /// Whether the presentation transition has completed (and no dismissal has).
    var isEstablished = false
    /// Where the presenter's view was when the presentation started.
    private weak var presenterViewSuperview: View?
    private var presenterViewIndex = 0

    init(presenting: ViewController, presented: ViewController, window: Window) {
        self.presenting = presenting
        self.presented = presented
        self.window = window
        style = presented.modalPresentationStyle
        containerView = TransitionView(frame: window.bounds)
        if let view = presenting.viewIfLoaded, let superview = view.superview {
            presenterViewSuperview = superview
            presenterViewIndex = superview.subviews.firstIndex { $0 === view } ?? superview.subviews.count
        }
    }

    /// Records an issue in the window's log (or the presenter's own log without a window).
    func record(_ kind: PresentationIssue.Kind, _ message: String) {
        Self.record(kind, message, window: window, presenter: presenting)
    }

    /// Records an issue of a presentation in `window` by `presenter`: in the window's log, or the
    /// presenter's own log without a window.
    static func record(_ kind: PresentationIssue.Kind, _ message: String, window: Window?, presenter: ViewController?) {
        let log = window?.presentationLog ?? presenter?.presentationLog
        log?.record(PresentationIssue(kind: kind, message: message, time: window?.clock?.now))
    }

    // MARK: - Presentation

    /// Starts the presentation (the links between the controllers are already set).
    func present(animated: Bool, source: ViewController, completion: (() -> Void)?) {
        // The presenter is the caller's containment root, so it is alive here.
        guard let presenting else { return }
        window?.addSubview(containerView)
        run(.presentation, animated: animated, delegateAnimator: {
            $0.transitioningDelegate?.animationController(forPresented: $0, presenting: presenting, source: source)
        }, didFinish: { $0.presentationDidFinish(didComplete: $1, completion: completion) })
    }

    private func presentationDidFinish(didComplete: Bool, completion: (() -> Void)?) {
        transition = nil
        if didComplete {
            isEstablished = true
            if style == .fullScreen { presenting?.viewIfLoaded?.removeFromSuperview() }
            completion?()
        } else {
            presented.viewIfLoaded?.removeFromSuperview()
            containerView.removeFromSuperview()
            restorePresenterView()
            unlink()
        }
    }

    // MARK: - Dismissal

    /// Starts the dismissal; presentations made by the presented controller go first, at once.
    func dismiss(animated: Bool, completion: (() -> Void)?) {
        if transition != nil {
            record(.transitionInProgress, "Attempt to dismiss \(presented.displayName) while its "
                   + "\(transition!.kind.rawValue) transition is in progress; wait for the completion handler")
            return
        }
        if let upper = presented.hostedPresentation {
            guard upper.transition == nil else {
                upper.record(.transitionInProgress, "Attempt to dismiss \(presented.displayName) while "
                             + "\(upper.presented.displayName), which it presents, is in a transition; wait for it to end")
                return
            }
            upper.dismiss(animated: false, completion: nil)
        }
        if style == .fullScreen { restorePresenterView() }
        run(.dismissal, animated: animated, delegateAnimator: { $0.transitioningDelegate?.animationController(forDismissed: $0) },
            didFinish: { $0.dismissalDidFinish(didComplete: $1, completion: completion) })
    }

    private func dismissalDidFinish(didComplete: Bool, completion: (() -> Void)?) {
        transition = nil
        if didComplete {
            isEstablished = false
            presented.viewIfLoaded?.removeFromSuperview()
            containerView.removeFromSuperview()
            restorePresenterView()
            unlink()
            completion?()
        } else if style == .fullScreen {
            presenting?.viewIfLoaded?.removeFromSuperview()
        }
    }

    // MARK: - Running a transition

    /// Runs a transition of `kind`: animated by the presented controller's transitioning
    /// delegate's animator (`delegateAnimator`, given the presented controller), else UIKit's
    /// cover-vertical one; `didFinish` runs when it ends, while the presentation is alive.
    private func run(_ kind: TransitionContext.Kind, animated: Bool,
                     delegateAnimator: (ViewController) -> (any ViewControllerAnimatedTransitioning)?,
                     didFinish: @escaping (ModalPresentation, Bool) -> Void) {
        let animator = animated ? delegateAnimator(presented) ?? CoverVerticalTransitionAnimator() : nil
        let context = TransitionContext(kind: kind, presentation: self, isAnimated: animated, animator: animator, clock: window?.clock)
        context.onFinish = { [weak self] _, didComplete in
            guard let self else { return }
            didFinish(self, didComplete)
        }
        run(context)
    }

    /// Hands the context to its animator (checking later that it completes), or, unanimated, does
    /// the animator's part at once and completes.
    private func run(_ context: TransitionContext) {
        transition = context
        guard let animator = context.animator else {
            placeWithoutAnimation(context)
            context.completeTransition(true)
            return
        }
        context.readDuration()
        if let clock = context.clock {
            let deadline = clock.now + context.duration + TransitionContext.completionGracePeriod
            clock.mainQueue.asyncAfter(deadline: deadline) { [weak context] in context?.checkCompleted() }
        }
        animator.animateTransition(using: context)
        if context.clock == nil { context.checkCompleted() }
    }

    /// An unanimated presentation adds the presented view to the container (covering it in full
    /// screen; a custom presentation keeps the view's own frame, as UIKit leaves that to the app).
    private func placeWithoutAnimation(_ context: TransitionContext) {
        guard context.kind == .presentation else { return }
        let view = presented.view
        if style != .custom { view.frame = containerView.bounds }
        containerView.addSubview(view)
    }

    /// Puts the presenter's view back where it was when the presentation started (below the
    /// container when both are in the same superview), if it is not there.
    private func restorePresenterView() {
        guard let view = presenting?.viewIfLoaded, let superview = presenterViewSuperview,
              view.superview !== superview else { return }
        var index = min(presenterViewIndex, superview.subviews.count)
        if let containerIndex = superview.subviews.firstIndex(where: { $0 === containerView }) {
            index = min(index, containerIndex)
        }
        superview.insertSubview(view, at: index)
    }

    /// Ends the links between the controllers. The presenter lets go of the presented controller
    /// last: that may free it, and this object with it (the caller still holds this object).
    private func unlink() {
        let presented = presented
        if presented.showingPresentation === self { presented.showingPresentation = nil }
        if let presenting, presenting.presentedController === presented { presenting.presentedController = nil }
    }
}
