extension ViewController {
    /// Presents `controller` modally (`present(_:animated:completion:)`).
    ///
    /// The presenter is the root of this controller's containment hierarchy (e.g. the navigation
    /// controller of a grid, as in the photo seed): its view must be in a window, and it must not
    /// be presenting or in a transition already. The presented controller's view is loaded first,
    /// so a style or delegate set in its `viewDidLoad` counts. The transition runs at once: the container view
    /// goes on top of the window, the presented controller's transitioning delegate is asked for an
    /// animator (the default slide-up one when it has none) and the animator's
    /// `animateTransition(using:)` is called before this returns. When the animator calls
    /// `completeTransition(true)`, UIKit's bookkeeping runs (see ``ModalPresentationStyle``), then
    /// `animationEnded(_:)`, then `completion`. Unanimated, the presented view is put in the
    /// container and everything completes before this returns.
    ///
    /// A request UIKit refuses (already presenting, a transition in progress, not in a window, a
    /// controller that is already presented or is a child) changes nothing and is recorded in the
    /// ``presentationLog``; `completion` is not called.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let host = containmentRoot
        if let running = host.hostedPresentation?.transition ?? host.showingPresentation?.transition {
            recordIssue(.transitionInProgress, "Attempt to present \(controller.displayName) on \(host.displayName) while "
                        + "the \(running.kind.rawValue) of \(running.presentedName) is in progress; "
                        + "present from its completion handler")
            return
        }
        if let existing = host.hostedPresentation {
            recordIssue(.alreadyPresenting, "Attempt to present \(controller.displayName) on \(host.displayName) which is "
                        + "already presenting \(existing.presented.displayName); dismiss it first, or present from it")
            return
        }
        if controller === host || host.isDescendant(of: controller) || controller.parent != nil
            || controller.showingPresentation != nil {
            let reason = controller.parent != nil ? "it is a child of \(controller.parent!.displayName)"
                : controller.showingPresentation != nil ? "it is already presented"
                : "it would present itself"
            recordIssue(.invalidPresentedController, "Attempt to present \(controller.displayName) on "
                        + "\(host.displayName): \(reason); present a controller that is not shown yet")
            return
        }
        guard let window = host.viewIfLoaded?.window else {
            recordIssue(.notInWindow, "Attempt to present \(controller.displayName) on \(host.displayName) whose view "
                        + "is not in the window hierarchy; show it first (e.g. as the window's rootViewController)")
            return
        }
        // The view loads before the style and the transitioning delegate are read, so settings
        // made in viewDidLoad count (the cart seed makes them there).
        controller.assignedScreenSize = window.screenSize
        controller.loadViewIfNeeded()
        let presentation = ModalPresentation(presenting: host, presented: controller, window: window)
        controller.showingPresentation = presentation
        host.presentedController = controller
        presentation.present(animated: animated, source: self, completion: completion)
    }

    /// Dismisses the controller this one presents or, if it presents none, the one it is itself
    /// shown by (`dismiss(animated:completion:)`); controllers presented above it are dismissed
    /// first, at once. The dismissal animator comes from the presented controller's transitioning
    /// delegate (the default slide-down one when it has none). When it completes, the presented
    /// view and the container leave the window, the presenter's view is back in place, then
    /// `completion` runs. With nothing to dismiss, nothing happens; during a transition the
    /// request is recorded in the ``presentationLog`` and ignored.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let root = containmentRoot
        guard let presentation = root.hostedPresentation ?? root.showingPresentation else { return }
        presentation.dismiss(animated: animated, completion: completion)
    }

    /// The controller presented by this one (or by the root of its containment hierarchy).
    public var presentedViewController: ViewController? {
        containmentRoot.hostedPresentation?.presented
    }

    /// The controller that presented this one (or the root of its containment hierarchy).
    public var presentingViewController: ViewController? {
        containmentRoot.showingPresentation?.presenting
    }

    /// Whether this controller's presentation transition is running.
    public var isBeingPresented: Bool {
        containmentRoot.showingPresentation?.transition?.kind == .presentation
    }

    /// Whether this controller's dismissal transition is running.
    public var isBeingDismissed: Bool {
        containmentRoot.showingPresentation?.transition?.kind == .dismissal
    }

    /// The transition that involves this controller now, as presenter or presented, if any
    /// (UIKit's `transitionCoordinator`, as the context the animator sees).
    public var runningTransition: TransitionContext? {
        let root = containmentRoot
        return root.showingPresentation?.transition ?? root.hostedPresentation?.transition
    }

    /// The container view of the presentation that shows this controller (nil when it is not
    /// presented): `presentationController.containerView` in UIKit.
    public var presentationContainerView: View? {
        containmentRoot.showingPresentation?.containerView
    }

    /// Where this controller's presentation issues go: its window's log, or, outside any window,
    /// a log of its own.
    public var presentationLog: PresentationLog {
        hostWindow?.presentationLog ?? ownPresentationLog
    }

    /// The window the controller's hierarchy is shown in, even while a full-screen presentation
    /// has taken its view out of it.
    var hostWindow: Window? {
        let root = containmentRoot
        return root.viewIfLoaded?.window ?? root.hostedPresentation?.window ?? root.showingPresentation?.window
    }

    private func recordIssue(_ kind: PresentationIssue.Kind, _ message: String) {
        let log = presentationLog
        log.record(PresentationIssue(kind: kind, message: message, time: hostWindow?.clock?.now))
    }
}
