/// Runs the animations of every view in the windows of one clock (Core Animation's render
/// server): on each tick, in the clock's render phase, it ends the animations that have reached
/// their end and then runs the completion handlers that became due, in the order they did.
///
/// Presentation values are not stored: a view's presentation value is computed from its running
/// animation at the clock's current time whenever it is read, so it is always exact. A tick with
/// nothing animating costs O(1) and allocates nothing.
public final class Animator: FrameObserver {
    private unowned let clock: SimulationClock
    /// Views with at least one running animation, in the order they started animating.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var animatedViews: [View] = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var dueCompletions: [(completion: (Bool) -> Void, finished: Bool)] = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var runningCompletions: [(completion: (Bool) -> Void, finished: Bool)] = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var isRegistered = false

    init(clock: SimulationClock) {
        self.clock = clock
    }

    /// The clock is going away, so nothing can advance these animations any more: they are
    /// dropped, their views keep their model values, and their completion handlers are released
    /// without running (they would run app code in the middle of a teardown). A handler that
    /// captures a view it animates (or a transition context, which owns the container view) forms
    /// a cycle that only the animation's end breaks, as in UIKit; without this, stopping a clock
    /// mid-animation would leak everything such a handler reaches.
    deinit {
        for view in animatedViews { view.animations = nil }
    }

    /// The current time of the clock, in seconds.
    var now: Double { clock.now }

    /// The number of views with running animations.
    public var animatedViewCount: Int { animatedViews.count }

    /// Whether anything is animating or a completion is waiting to run.
    public var isIdle: Bool { animatedViews.isEmpty && dueCompletions.isEmpty }

    /// The animations of `view`, created (and the view tracked) on first use.
    func animations(of view: View) -> ViewAnimations {
        if let existing = view.animations { return existing }
        let animations = ViewAnimations(animator: self)
        view.animations = animations
        animatedViews.append(view)
        registerIfNeeded()
        return animations
    }

    /// Runs `completion(finished)` at the end of the current (or next) tick.
    func enqueueCompletion(_ completion: @escaping (Bool) -> Void, finished: Bool) {
        dueCompletions.append((completion, finished))
        registerIfNeeded()
    }

    private func registerIfNeeded() {
        guard !isRegistered else { return }
        isRegistered = true
        clock.addFrameObserver(self, phase: .render)
    }

    public func clockDidTick(_ clock: SimulationClock) {
        let time = clock.now
        var kept = 0
        for index in animatedViews.indices {
            let view = animatedViews[index]
            if let animations = view.animations, animations.finishEnded(at: time) {
                animatedViews[kept] = view
                kept += 1
            } else {
                view.animations = nil
            }
        }
        if kept < animatedViews.count { animatedViews.removeSubrange(kept...) }
        // Completions may start animations or enqueue completions; those run at a later tick.
        swap(&dueCompletions, &runningCompletions)
        for (completion, finished) in runningCompletions { completion(finished) }
        runningCompletions.removeAll(keepingCapacity: true)
        if animatedViews.isEmpty && dueCompletions.isEmpty {
            isRegistered = false
            clock.removeFrameObserver(self)
        }
    }
}
