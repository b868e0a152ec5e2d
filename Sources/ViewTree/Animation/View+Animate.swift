extension View {
    /// Animates the changes made in `animations` (UIKit's `UIView.animate`): every change of an
    /// animatable property (`frame`, `bounds`, `center`, `transform`, `layer.transform`, `alpha`,
    /// `backgroundColor`, including the frames a `layoutIfNeeded()` inside the block writes) sets the
    /// model value at once and animates the presentation value from what is on screen now to it.
    ///
    /// - A duration of 0 or less (or a view not in a window with a clock) applies the changes at once.
    /// - A new animation of a property starts from its current presentation value and supersedes the
    ///   running one, whose group then completes with `finished == false`.
    /// - `completion` runs in the tick in which the last animation of the block ends (in the clock's
    ///   render phase), with `true` when all ran to their end; if nothing animated, at the end of the
    ///   current or next tick; if no changed view is in a window with a clock, before this returns.
    public static func animate(withDuration duration: Double, delay: Double = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        run(AnimationTransaction(duration: duration, delay: delay, curve: options.timingCurve,
                                 completion: completion), animations)
    }

    /// Animates the changes made in `animations` with a spring (UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:...)`); see
    /// `SpringTimingCurve` for the model. A damping ratio that is not positive is treated as 1
    /// (critical); a velocity that is not finite as 0.
    public static func animate(withDuration duration: Double, delay: Double = 0,
                               usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = SpringTimingCurve(dampingRatio: dampingRatio, initialVelocity: velocity.isFinite ? velocity : 0)
            ?? SpringTimingCurve(dampingRatio: 1, initialVelocity: velocity.isFinite ? velocity : 0)!
        run(AnimationTransaction(duration: duration, delay: delay, curve: .spring(spring),
                                 completion: completion), animations)
    }

    /// Animates with an explicit timing curve (viewsim's general form of the two above).
    public static func animate(withDuration duration: Double, delay: Double = 0, curve: TimingCurve,
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(AnimationTransaction(duration: duration, delay: delay, curve: curve, completion: completion), animations)
    }

    /// Runs `actions` with animations disabled, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationTransaction.$current.withValue(nil, operation: actions)
    }

    private static func run(_ transaction: AnimationTransaction, _ animations: () -> Void) {
        AnimationTransaction.$current.withValue(transaction, operation: animations)
        transaction.commit()
    }

    /// Routes a model change: into the running animation block, or, outside one, cancels a running
    /// animation of that property (its presentation jumps to the new model value).
    func animationHookModelDidChange(_ change: ModelChange) {
        if let transaction = AnimationTransaction.current {
            transaction.record(change, of: self)
        } else if animations != nil {
            cancelAnimation(of: change)
        }
    }

    /// Drops the running animation of the property `change` names, if any (superseded).
    func cancelAnimation(of change: ModelChange) {
        guard let animations else { return }
        switch change {
        case .bounds: animations.cancel(&animations.bounds)
        case .center: animations.cancel(&animations.center)
        case .transform: animations.cancel(&animations.transform)
        case .alpha: animations.cancel(&animations.alpha)
        case .backgroundColor: animations.cancel(&animations.backgroundColor)
        }
    }

    /// Stops every animation of this view; the presentation shows the model values at once and the
    /// animations' groups complete with `finished == false` (`layer.removeAllAnimations()`).
    public func removeAllAnimations() {
        animations?.cancelAll()
    }
}
