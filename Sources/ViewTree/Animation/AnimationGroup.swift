/// The property animations started by one `View.animate` call, sharing its completion handler.
///
/// The completion runs once, when the last of them ends: with `true` if every one ran to its end,
/// `false` if any was superseded (by a new animation of the same property, or by a change of the
/// property outside an animation).
final class AnimationGroup {
    private let completion: ((Bool) -> Void)?
    private var running = 0
    private var allFinished = true
    private var isSealed = false
    private var didComplete = false
    /// The animator that runs the completion at the end of a tick, once known.
    weak var animator: Animator?

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// A property animation of this group started.
    func animationStarted(on animator: Animator) {
        running += 1
        self.animator = self.animator ?? animator
    }

    /// A property animation of this group ended: ran to its end (`finished`) or was superseded.
    func animationEnded(finished: Bool) {
        running -= 1
        if !finished { allFinished = false }
        completeIfDone()
    }

    /// The `animations` block has returned: no more animations join the group.
    func seal(fallback animator: Animator?) {
        isSealed = true
        self.animator = self.animator ?? animator
        completeIfDone()
    }

    private func completeIfDone() {
        guard isSealed, running == 0, !didComplete else { return }
        didComplete = true
        guard let completion else { return }
        if let animator {
            animator.enqueueCompletion(completion, finished: allFinished)
        } else {
            // No view of the block was in a window with a clock: nothing can animate, so finish now.
            completion(allFinished)
        }
    }
}
