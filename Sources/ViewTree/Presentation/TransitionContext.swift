/// What an animator is given for one presentation or dismissal (UIKit's
/// `UIViewControllerContextTransitioning`): the container view, the two controllers and their
/// views, their start and end frames, and ``completeTransition(_:)``, which the animator must call
/// when its animation ends so UIKit's bookkeeping can run.
///
/// Views (`view(forKey:)`): the presented controller's view is always given (`.to` when
/// presenting, `.from` when dismissing); the presenter's view only in a full-screen presentation:
/// in a custom one UIKit does not manage it, and gives nil, as here.
///
/// Frames, in the container's coordinates (`initialFrame(for:)`, `finalFrame(for:)`, `.zero`
/// where the view is not visible, as UIKit documents): a view on screen at the start starts at its
/// current frame; the presented view starts at `.zero` and ends covering the container; in a
/// full-screen presentation the covered presenter ends at `.zero` and, when dismissing, starts at
/// `.zero`; in a custom one it keeps its frame throughout.
///
/// The presentation owns its running context and lets go of it when the transition finishes;
/// the context refers to the controllers, the window and the clock without owning them, so that
/// an animator that keeps it (or never completes it) holds nothing else alive, and it lets go of
/// its animator once the transition has finished.
public final class TransitionContext {
    /// Which way the transition goes.
    public enum Kind: String, Sendable {
        /// A controller is being presented.
        case presentation
        /// A presented controller is being dismissed.
        case dismissal
    }

    /// Where the transition is.
    public enum State: String, Sendable {
        /// The animator is running and has not called `completeTransition` yet.
        case running
        /// `completeTransition(true)` was called and the bookkeeping done.
        case completed
        /// `completeTransition(false)` was called: everything went back as it was.
        case cancelled
    }

    /// How long after the end of its declared duration a transition may still be completed before
    /// it is reported as never completed (``PresentationIssue/Kind/transitionNotCompleted``): 1 s.
    public static let completionGracePeriod = 1.0

    /// Presentation or dismissal.
    public let kind: Kind
    /// The view in which the transition takes place (a ``TransitionView`` in the window).
    public let containerView: View
    /// Whether the transition is animated (`present(_:animated:completion:)`'s flag).
    public let isAnimated: Bool
    /// Never: viewsim has no interactive transitions.
    public var isInteractive: Bool { false }
    /// The presentation style of the presented controller.
    public let presentationStyle: ModalPresentationStyle
    /// The animator's `transitionDuration(using:)` (0 when the transition is not animated).
    public private(set) var duration = 0.0
    /// The clock time at which the transition started (nil when the window has no clock).
    public let startTime: Double?
    /// The clock time at which `completeTransition` was called (nil until then or without a clock).
    public private(set) var completionTime: Double?
    /// Where the transition is.
    public private(set) var state = State.running
    /// Whether the transition was reported as never completed (it may still complete later).
    public internal(set) var missedCompletionDeadline = false

    /// Whether `completeTransition(false)` was called.
    public var transitionWasCancelled: Bool { state == .cancelled }

    /// The presenter and the presented controller (not owned: see the type's documentation).
    private(set) weak var presentingController: ViewController?
    private(set) weak var presentedController: ViewController?
    /// The window the presentation takes place in, whose log receives the issues.
    private weak var window: Window?
    private let namesAtStart: (presented: String, presenting: String)
    /// The animator, until the transition has finished.
    private(set) var animator: (any ViewControllerAnimatedTransitioning)?
    private(set) weak var clock: SimulationClock?
    var onFinish: ((TransitionContext, Bool) -> Void)?

    init(kind: Kind, presentation: ModalPresentation, isAnimated: Bool,
         animator: (any ViewControllerAnimatedTransitioning)?, clock: SimulationClock?) {
        self.kind = kind
        self.isAnimated = isAnimated
        self.animator = animator
        self.clock = clock
        containerView = presentation.containerView
        presentationStyle = presentation.style
        startTime = clock?.now
        presentingController = presentation.presenting
        presentedController = presentation.presented
        window = presentation.window
        namesAtStart = (presentation.presented.displayName, presentation.presenting?.displayName ?? "")
    }

    private var fromController: ViewController? { kind == .presentation ? presentingController : presentedController }
    private var toController: ViewController? { kind == .presentation ? presentedController : presentingController }

    /// Asks the animator for its duration (once, before the animation starts).
    func readDuration() {
        guard let animator, isAnimated else { return }
        let declared = animator.transitionDuration(using: self)
        duration = declared.isFinite ? max(0, declared) : 0
    }

    /// The controller for `key`.
    public func viewController(forKey key: TransitionKey) -> ViewController? {
        key == .from ? fromController : toController
    }

    /// The view for `key`, or nil where UIKit gives nil: the presenter's view in a custom
    /// presentation (see the type's documentation). Reading it loads the controller's view.
    public func view(forKey key: TransitionKey) -> View? {
        guard let controller = key == .from ? fromController : toController else { return nil }
        if controller === presentingController && presentationStyle == .custom { return nil }
        return controller.view
    }

    /// The frame of `controller`'s view at the start of the transition (see the type's
    /// documentation), `.zero` for a controller that takes no part in it.
    public func initialFrame(for controller: ViewController) -> Rect {
        frame(for: controller, atStart: true)
    }

    /// The frame of `controller`'s view at the end of the transition (see the type's
    /// documentation), `.zero` for a controller that takes no part in it.
    public func finalFrame(for controller: ViewController) -> Rect {
        frame(for: controller, atStart: false)
    }

    private func frame(for controller: ViewController, atStart: Bool) -> Rect {
        let presenting = kind == .presentation
        if controller === presentedController {
            // Presented: invisible before a presentation and after a dismissal.
            if presenting == atStart { return .zero }
            return presenting ? containerView.bounds : currentFrame(of: controller)
        }
        if controller === presentingController {
            if presentationStyle == .custom { return currentFrame(of: controller) }
            // Full screen: covered after a presentation and before a dismissal.
            if presenting != atStart { return .zero }
            return presenting ? currentFrame(of: controller) : containerView.bounds
        }
        return .zero
    }

    private func currentFrame(of controller: ViewController) -> Rect {
        guard let view = controller.viewIfLoaded, view.superview != nil else { return containerView.bounds }
        return view.convert(view.bounds, to: containerView)
    }

    /// Tells UIKit the animation has ended: `true` when the transition took place, `false` when
    /// it was cancelled (everything goes back as it was). UIKit then does its bookkeeping (see
    /// `ViewController.present(_:animated:completion:)`), calls the animator's
    /// `animationEnded(_:)` and, for a completed transition, the caller's completion handler.
    /// A second call is reported in the presentation log and ignored.
    public func completeTransition(_ didComplete: Bool) {
        guard state == .running else {
            record(.transitionCompletedTwice,
                   "completeTransition(\(didComplete)) was called again after the \(kind.rawValue) of "
                   + "\(presentedName) had \(state == .completed ? "completed" : "been cancelled"); "
                   + "call it once, when the animation ends")
            return
        }
        state = didComplete ? .completed : .cancelled
        completionTime = clock?.now
        onFinish?(self, didComplete)
        onFinish = nil
        animator?.animationEnded(didComplete)
        animator = nil
    }

    /// Reports the transition if it is still running (called at its deadline).
    func checkCompleted() {
        guard state == .running, !missedCompletionDeadline else { return }
        missedCompletionDeadline = true
        let limit = clock == nil
            ? "before animateTransition(using:) returned (the window has no clock, so nothing can finish later)"
            : "within \(formatGeometry(duration + Self.completionGracePeriod)) s (its duration "
              + "\(formatGeometry(duration)) s plus \(formatGeometry(Self.completionGracePeriod)) s)"
        record(.transitionNotCompleted,
               "the \(kind.rawValue) of \(presentedName) by \(presentingName) was not completed \(limit); the animator "
               + "\(animator.map { String(describing: type(of: $0)) } ?? "") must call "
               + "transitionContext.completeTransition(_:) when its animation ends")
    }

    /// The presented controller's name for messages (its name at the start once it has gone away).
    var presentedName: String { presentedController?.displayName ?? namesAtStart.presented }
    /// The presenter's name for messages (its name at the start once it has gone away).
    private var presentingName: String { presentingController?.displayName ?? namesAtStart.presenting }

    /// Records an issue as the presentation does (in the window's log).
    private func record(_ kind: PresentationIssue.Kind, _ message: String) {
        ModalPresentation.record(kind, message, window: window, presenter: presentingController)
    }
}
