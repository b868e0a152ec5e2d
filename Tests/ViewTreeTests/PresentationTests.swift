import Testing
@testable import ViewTree

/// A window on a 120 Hz clock whose root controller is `root`.
private final class Stage {
    let clock = SimulationClock(frameRate: .fps120)
    let window = Window()
    let root = ViewController(name: "root")

    init() {
        window.clock = clock
        window.rootViewController = root
    }
}

/// An animator that fades the presented view in or out over `duration`, recording what it saw;
/// `completes == false` makes it forget to call `completeTransition`, `cancels` cancels.
private final class FadeAnimator: ViewControllerAnimatedTransitioning {
    let duration: Double
    var completes = true
    var cancels = false
    var seenFromView: View??
    var seenToView: View??
    var seenFrames: [String: Rect] = [:]
    var ended: [Bool] = []
    var completionTime: Double?

    init(duration: Double = 0.4) { self.duration = duration }

    func transitionDuration(using transitionContext: TransitionContext?) -> Double { duration }

    func animateTransition(using context: TransitionContext) {
        let from = context.viewController(forKey: .from)!
        let to = context.viewController(forKey: .to)!
        seenFromView = .some(context.view(forKey: .from))
        seenToView = .some(context.view(forKey: .to))
        seenFrames = ["fromInitial": context.initialFrame(for: from), "fromFinal": context.finalFrame(for: from),
                      "toInitial": context.initialFrame(for: to), "toFinal": context.finalFrame(for: to)]
        let presenting = context.kind == .presentation
        let moving = presenting ? context.view(forKey: .to)! : context.view(forKey: .from)!
        if presenting {
            moving.frame = context.finalFrame(for: to)
            moving.alpha = 0
            context.containerView.addSubview(moving)
        }
        View.animate(withDuration: duration, animations: { moving.alpha = presenting ? 1 : 0 }) { _ in
            self.completionTime = context.containerView.window?.clock?.now
            if self.completes { context.completeTransition(!self.cancels) }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Hands out the same animator for both directions.
private final class Delegate: ViewControllerTransitioningDelegate {
    let animator: FadeAnimator
    var presentingSeen: ViewController?
    var sourceSeen: ViewController?
    init(_ animator: FadeAnimator) { self.animator = animator }
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        presentingSeen = presenting
        sourceSeen = source
        return animator
    }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        animator
    }
}

@Suite struct PresentationTests {
    @Test func theDefaultPresentationSlidesUpInHalfASecondThenThePresenterLeavesTheWindow() {
        let stage = Stage()
        let sheet = ViewController(name: "sheet")
        var completed: Double?
        stage.root.present(sheet, animated: true) { completed = stage.clock.now }
        let container = try! #require(sheet.presentationContainerView)
        #expect(container is TransitionView)
        #expect(container.superview === stage.window)
        #expect(stage.window.subviews.last === container)
        #expect(container.frame == stage.window.bounds)
        #expect(sheet.view.superview === container)
        #expect(stage.root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === stage.root)
        #expect(sheet.isBeingPresented)
        #expect(sheet.view.presentation.frame == Rect(x: 0, y: 844, width: 390, height: 844))
        stage.clock.advance(until: 0.25) // ease-in-out is symmetric: half-way at half time
        #expect(close(sheet.view.presentationFrame(in: stage.window).minY, 422, 1e-6))
        #expect(stage.root.view.window === stage.window)
        stage.clock.advance(until: CoverVerticalTransitionAnimator.duration)
        #expect(completed == 0.5)
        #expect(!sheet.isBeingPresented)
        #expect(sheet.runningTransition == nil)
        #expect(sheet.view.frame == stage.window.bounds)
        #expect(stage.root.view.superview == nil) // full screen: the presenter's view left
        #expect(stage.window.subviews.count == 1)
        #expect(stage.window.presentationLog.entries.isEmpty)
    }

    @Test func theDefaultDismissalSlidesDownAndPutsThePresenterBack() {
        let stage = Stage()
        let sheet = ViewController(name: "sheet")
        stage.root.present(sheet, animated: true)
        stage.clock.advance(until: 0.5)
        var dismissed: Double?
        sheet.dismiss(animated: true) { dismissed = stage.clock.now }
        #expect(sheet.isBeingDismissed)
        // The presenter is back at once, below the container, so the slide reveals it.
        #expect(stage.window.subviews.first === stage.root.view)
        #expect(stage.window.subviews.last === sheet.presentationContainerView)
        stage.clock.advance(until: 0.75)
        #expect(close(sheet.view.presentationFrame(in: stage.window).minY, 422, 1e-6))
        stage.clock.advance(until: 1.0)
        #expect(dismissed == 1.0)
        #expect(sheet.view.superview == nil)
        #expect(stage.window.subviews.count == 1 && stage.window.subviews[0] === stage.root.view)
        #expect(stage.root.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
    }

    @Test func aCustomPresentationKeepsThePresenterAndHidesItsViewFromTheAnimator() throws {
        let stage = Stage()
        let animator = FadeAnimator()
        let delegate = Delegate(animator)
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        #expect(animator.seenFromView! == nil)       // the presenter's view: nil in a custom presentation
        #expect(animator.seenToView! === card.view)
        #expect(animator.seenFrames["toInitial"] == .zero)
        #expect(animator.seenFrames["toFinal"] == stage.window.bounds)
        #expect(animator.seenFrames["fromInitial"] == stage.window.bounds)
        #expect(animator.seenFrames["fromFinal"] == stage.window.bounds)
        let context = try #require(card.runningTransition)
        #expect(context.duration == 0.4)
        #expect(context.isAnimated)
        #expect(context.presentationStyle == .custom)
        stage.clock.advance(until: 0.4)
        #expect(animator.completionTime == 0.4)
        #expect(context.state == .completed)
        #expect(context.completionTime == 0.4)
        #expect(animator.ended == [true])
        #expect(stage.root.view.superview === stage.window) // custom: the presenter's view stays
        // Dismissal: the presented view leaves, then the container.
        card.dismiss(animated: true)
        #expect(animator.seenFromView! === card.view)
        #expect(animator.seenToView! == nil)
        #expect(animator.seenFrames["fromInitial"] == stage.window.bounds)
        #expect(animator.seenFrames["fromFinal"] == .zero)
        stage.clock.advance(until: 0.8)
        #expect(animator.ended == [true, true])
        #expect(card.view.superview == nil)
        #expect(stage.window.subviews.count == 1)
    }

    @Test func aFullScreenCustomAnimatorSeesBothViewsAndTheCoveredFramesAreZero() {
        let stage = Stage()
        let animator = FadeAnimator()
        let delegate = Delegate(animator)
        let page = ViewController(name: "page")
        page.transitioningDelegate = delegate
        stage.root.present(page, animated: true)
        #expect(animator.seenFromView! === stage.root.view)
        #expect(animator.seenFrames["fromInitial"] == stage.window.bounds)
        #expect(animator.seenFrames["fromFinal"] == .zero)
        stage.clock.advance(until: 0.4)
        page.dismiss(animated: true)
        #expect(animator.seenToView! === stage.root.view)
        #expect(animator.seenFrames["toInitial"] == .zero)
        #expect(animator.seenFrames["toFinal"] == stage.window.bounds)
    }

    @Test func presentingFromAChildPresentsFromTheRootOfItsHierarchy() {
        let stage = Stage()
        let grid = ViewController(name: "grid")
        let navigation = NavigationController(rootViewController: grid)
        stage.window.rootViewController = navigation
        let animator = FadeAnimator()
        let delegate = Delegate(animator)
        let browser = ViewController(name: "browser")
        browser.transitioningDelegate = delegate
        grid.present(browser, animated: true)
        #expect(delegate.presentingSeen === navigation)
        #expect(delegate.sourceSeen === grid)
        #expect(browser.runningTransition?.viewController(forKey: .from) === navigation)
        #expect(browser.presentingViewController === navigation)
        #expect(grid.presentedViewController === browser)
        stage.clock.advance(until: 0.4)
        grid.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil)
    }

    @Test func aTransitionThatIsNeverCompletedIsReportedNotWaitedFor() throws {
        let stage = Stage()
        let animator = FadeAnimator(duration: 0.4)
        animator.completes = false
        let delegate = Delegate(animator)
        let stuck = ViewController(name: "stuck")
        stuck.transitioningDelegate = delegate
        stage.root.present(stuck, animated: true)
        stage.clock.advance(until: 1.39)
        #expect(stage.window.presentationLog.entries.isEmpty)
        stage.clock.advance(until: 1.4) // its 0.4 s plus the 1 s grace period
        let issue = try #require(stage.window.presentationLog.entries.first)
        #expect(issue.kind == .transitionNotCompleted)
        #expect(issue.time == 1.4)
        #expect(issue.message.contains("completeTransition"))
        #expect(stuck.runningTransition?.missedCompletionDeadline == true)
        // UIKit refuses new requests while the transition hangs; so does viewsim, and says so.
        stage.root.present(ViewController(name: "other"), animated: false)
        #expect(stage.window.presentationLog.entries.last?.kind == .transitionInProgress)
        // A late completion still finishes the bookkeeping.
        stuck.runningTransition?.completeTransition(true)
        #expect(stuck.runningTransition == nil)
        #expect(stage.root.view.superview == nil)
        #expect(stage.window.presentationLog.entries.count == 2)
    }

    @Test func withoutAClockAnUncompletedTransitionIsReportedAtOnce() {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        let animator = FadeAnimator()
        animator.completes = false
        let delegate = Delegate(animator)
        let presented = ViewController()
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        // Without a clock the fade ends at once and its completion runs before animate returns:
        // the animator completes (completes == false, so it does not) and is reported.
        #expect(window.presentationLog.entries.map(\.kind) == [.transitionNotCompleted])
        #expect(window.presentationLog.entries[0].time == nil)
    }

    @Test func aCancelledPresentationUndoesItself() {
        let stage = Stage()
        let animator = FadeAnimator()
        animator.cancels = true
        let delegate = Delegate(animator)
        let presented = ViewController(name: "cancelled")
        presented.transitioningDelegate = delegate
        var completionRan = false
        stage.root.present(presented, animated: true) { completionRan = true }
        stage.clock.advance(until: 0.4)
        #expect(animator.ended == [false])
        #expect(!completionRan)
        #expect(stage.root.presentedViewController == nil)
        #expect(presented.view.superview == nil)
        #expect(stage.window.subviews.count == 1 && stage.window.subviews[0] === stage.root.view)
    }

    @Test func completingTwiceIsReportedAndIgnored() throws {
        let stage = Stage()
        let presented = ViewController()
        stage.root.present(presented, animated: true)
        let context = try #require(presented.runningTransition)
        stage.clock.advance(until: 0.5)
        context.completeTransition(false)
        #expect(context.state == .completed)
        #expect(stage.window.presentationLog.entries.map(\.kind) == [.transitionCompletedTwice])
        #expect(stage.root.presentedViewController === presented)
    }

    @Test func requestsUIKitRefusesChangeNothingAndAreLogged() {
        let stage = Stage()
        let first = ViewController(name: "first")
        stage.root.present(first, animated: false)
        #expect(stage.root.presentedViewController === first)
        #expect(first.view.superview === first.presentationContainerView)
        #expect(first.view.frame == stage.window.bounds)
        stage.root.present(ViewController(name: "second"), animated: false)
        stage.root.present(first, animated: false)
        let outside = ViewController(name: "outside")
        outside.present(ViewController(), animated: false)
        #expect(stage.window.presentationLog.entries.map(\.kind) == [.alreadyPresenting, .alreadyPresenting])
        #expect(outside.presentationLog.entries.map(\.kind) == [.notInWindow])
        #expect(stage.root.presentedViewController === first)
        #expect(stage.window.subviews.count == 1)
    }

    @Test func dismissingAControllerThatPresentsAnotherDismissesBoth() {
        let stage = Stage()
        let first = ViewController(name: "first")
        let second = ViewController(name: "second")
        stage.root.present(first, animated: false)
        first.present(second, animated: false)
        #expect(first.presentedViewController === second)
        #expect(stage.window.subviews.count == 2) // two containers
        stage.root.dismiss(animated: true)
        #expect(second.presentingViewController == nil)
        #expect(stage.window.subviews.count == 2) // the presenter back, and first's container
        stage.clock.advance(until: 0.5)
        #expect(stage.window.subviews.count == 1 && stage.window.subviews[0] === stage.root.view)
        #expect(stage.root.presentedViewController == nil)
    }
}

/// Sets its style and delegate in viewDidLoad, as the cart seed's sheet does.
private final class SelfDelegatingController: ViewController, ViewControllerTransitioningDelegate {
    let animator = FadeAnimator()
    override func viewDidLoad() {
        super.viewDidLoad()
        transitioningDelegate = self
        modalPresentationStyle = .custom
    }
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator }
}

@Suite struct PresentationLoadingTests {
    @Test func settingsMadeInViewDidLoadCountForThePresentation() {
        let stage = Stage()
        let sheet = SelfDelegatingController()
        #expect(!sheet.isViewLoaded)
        stage.root.present(sheet, animated: true)
        #expect(sheet.runningTransition?.presentationStyle == .custom)
        #expect(sheet.runningTransition?.duration == 0.4)
        stage.clock.advance(until: 0.4)
        #expect(stage.root.view.superview === stage.window)
    }
}
