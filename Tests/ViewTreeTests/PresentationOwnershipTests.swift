import Testing
@testable import ViewTree

/// Who keeps whom alive in a modal presentation, as in UIKit: the presenter owns the presented
/// controller, the presented controller owns the presentation, and nothing points back strongly,
/// so dropping the presenter's side frees everything, even in the middle of a transition.
@Suite struct PresentationOwnershipTests {
    /// The objects of a presentation, watched without being kept.
    private struct Watched {
        weak var window: Window?
        weak var clock: SimulationClock?
        weak var presenter: ViewController?
        weak var presented: ViewController?
        weak var transition: TransitionContext?

        var allGone: Bool {
            window == nil && clock == nil && presenter == nil && presented == nil && transition == nil
        }
    }

    /// Presents a controller from a window's root, runs the clock until `time`, and lets go of
    /// everything it made.
    private func present(animated: Bool, until time: Double) -> Watched {
        let clock = SimulationClock(frameRate: .fps120)
        let window = Window()
        window.clock = clock
        let root = ViewController(name: "root")
        window.rootViewController = root
        let presented = ViewController(name: "presented")
        root.present(presented, animated: animated)
        var watched = Watched(window: window, clock: clock, presenter: root, presented: presented,
                              transition: presented.runningTransition)
        clock.advance(until: time)
        #expect(presented.presentingViewController === root)
        if watched.transition == nil { watched.transition = presented.runningTransition }
        return watched
    }

    @Test func anEstablishedPresentationGoesAwayWithItsPresenter() {
        #expect(present(animated: false, until: 0.1).allGone)
        #expect(present(animated: true, until: 1).allGone)
    }

    @Test func aPresentationDroppedMidTransitionGoesAwayWithItsClock() {
        let watched = present(animated: true, until: 0.2)
        #expect(watched.allGone)
    }

    @Test func aPresentedControllerThatOutlivesItsPresenterForgetsIt() {
        var presenter: ViewController? = ViewController(name: "root")
        let window = Window()
        window.rootViewController = presenter
        let presented = ViewController(name: "presented")
        presenter?.present(presented, animated: false)
        #expect(presented.presentingViewController === presenter)
        window.rootViewController = nil
        presenter = nil
        #expect(presented.presentingViewController == nil)
        presented.dismiss(animated: false)  // nothing left to go back to; must not reach the freed presenter
    }

    @Test func aDismissedControllerIsReleasedByItsPresenter() {
        let window = Window()
        let root = ViewController(name: "root")
        window.rootViewController = root
        weak var watched: ViewController?
        do {
            let presented = ViewController(name: "presented")
            watched = presented
            root.present(presented, animated: false)
        }
        #expect(watched != nil)
        root.dismiss(animated: false)
        #expect(watched == nil)
        #expect(root.presentedViewController == nil)
    }
}
