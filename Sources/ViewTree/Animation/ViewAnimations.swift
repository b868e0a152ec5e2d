/// The running animations of one view, one slot per animatable property. A view has this only
/// while something of it animates (`View.animations` is nil otherwise).
final class ViewAnimations {
    /// The animator that runs them (weak: a view may outlive its clock; its animations then count
    /// as ended).
    weak var animator: Animator?
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var bounds: PropertyAnimation<Rect>?
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var center: PropertyAnimation<Point>?
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var transform: PropertyAnimation<Transform3D>?
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var alpha: PropertyAnimation<Double>?
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var backgroundColor: PropertyAnimation<Color?>?

    init(animator: Animator) {
        self.animator = animator
    }

    var isEmpty: Bool {
        bounds == nil && center == nil && transform == nil && alpha == nil && backgroundColor == nil
    }

    /// Ends every animation that has reached its end at `time`; returns whether any remain.
    func finishEnded(at time: Double) -> Bool {
        finish(&bounds, at: time)
        finish(&center, at: time)
        finish(&transform, at: time)
        finish(&alpha, at: time)
        finish(&backgroundColor, at: time)
        return !isEmpty
    }

    private func finish<Value>(_ slot: inout PropertyAnimation<Value>?, at time: Double) {
        guard let animation = slot, animation.hasEnded(at: time) else { return }
        slot = nil
        animation.group.animationEnded(finished: true)
    }

    /// Drops every animation (the view's presentation jumps to its model values); each counts as
    /// superseded.
    func cancelAll() {
        cancel(&bounds)
        cancel(&center)
        cancel(&transform)
        cancel(&alpha)
        cancel(&backgroundColor)
    }

    func cancel<Value>(_ slot: inout PropertyAnimation<Value>?) {
        guard let animation = slot else { return }
        slot = nil
        animation.group.animationEnded(finished: false)
    }
}
