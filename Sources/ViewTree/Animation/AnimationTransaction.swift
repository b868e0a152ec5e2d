/// The parameters of the `View.animate` block that is running, which every animatable setter
/// inside it consults (through `View.modelDidChange`).
///
/// The current transaction is a task-local value, so it needs no global state: it is set only for
/// the synchronous duration of the block, on the caller's thread (or task), and nested blocks see
/// their own. It is `@unchecked Sendable` because it never leaves that thread.
final class AnimationTransaction: @unchecked Sendable {
    @TaskLocal static var current: AnimationTransaction?

    let duration: Double
    let delay: Double
    let curve: TimingCurve
    let group: AnimationGroup
    /// The animator of the first view changed in a window with a clock (for the completion).
    private(set) var firstAnimator: Animator?

    init(duration: Double, delay: Double, curve: TimingCurve, completion: ((Bool) -> Void)?) {
        self.duration = duration.isFinite ? duration : 0
        self.delay = delay.isFinite ? max(0, delay) : 0
        self.curve = curve
        group = AnimationGroup(completion: completion)
    }

    /// Turns the model change of `view` into an animation from its presentation value, or applies
    /// it at once (cancelling a running animation of the property) when the duration is not
    /// positive or the view is not in a window with a clock.
    func record(_ change: ModelChange, of view: View) {
        guard let clock = view.window?.clock else {
            view.cancelAnimation(of: change)
            return
        }
        let animator = clock.animator
        firstAnimator = firstAnimator ?? animator
        guard duration > 0 else {
            view.cancelAnimation(of: change)
            return
        }
        let animations = animator.animations(of: view)
        let now = clock.now
        switch change {
        case .bounds(let old):
            start(&animations.bounds, from: old, to: view.bounds, now: now, animator: animator)
        case .center(let old):
            start(&animations.center, from: old, to: view.center, now: now, animator: animator)
        case .transform(let old):
            start(&animations.transform, from: old, to: view.transform3D, now: now, animator: animator)
        case .alpha(let old):
            start(&animations.alpha, from: old, to: view.alpha, now: now, animator: animator)
        case .backgroundColor(let old):
            start(&animations.backgroundColor, from: old, to: view.backgroundColor, now: now, animator: animator)
        }
    }

    /// Starts (or, for a second change in the same block, retargets) the animation in `slot`.
    /// It begins at the running animation's presentation value, if there is one, else at `old`.
    private func start<Value>(_ slot: inout PropertyAnimation<Value>?, from old: Value, to new: Value,
                              now: Double, animator: Animator) {
        if let running = slot, running.group === group {
            slot?.to = new
            return
        }
        let from = slot?.value(at: now) ?? old
        if let superseded = slot {
            slot = nil
            superseded.group.animationEnded(finished: false)
        }
        slot = PropertyAnimation(from: from, to: new, startTime: now + delay, duration: duration,
                                 curve: curve, group: group)
        group.animationStarted(on: animator)
    }

    /// Called when the block has returned.
    func commit() {
        group.seal(fallback: firstAnimator)
    }
}
