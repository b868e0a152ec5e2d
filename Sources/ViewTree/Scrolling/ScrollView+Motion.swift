extension ScrollView {
    // MARK: - Simulated touches

    /// A finger touches down and starts to drag: a running deceleration or animated scroll stops
    /// where it is, and the delegate hears `scrollViewWillBeginDragging`. Ignored while
    /// `isScrollEnabled` is false or a drag is already in progress.
    public func beginDragging() {
        guard isScrollEnabled, !isDragging else { return }
        stopMotion()
        isTracking = true
        isDragging = true
        dragStartOffset = contentOffset
        dragTranslation = .zero
        dragPulledForRefresh = false
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The dragging finger has moved by `translation` points in all since the drag began (a pan
    /// gesture's `translation`): the content follows it (the offset moves the opposite way), clamped
    /// to the content. Ignored unless a drag is in progress.
    public func drag(toTranslation translation: Vector) {
        guard isDragging else { return }
        dragTranslation = translation
        if refreshControl != nil, dragStartOffset.y - translation.dy <= -adjustedContentInset.top - RefreshControl.height {
            dragPulledForRefresh = true
        }
        contentOffset = clampedContentOffset(Point(x: dragStartOffset.x - translation.dx,
                                                   y: dragStartOffset.y - translation.dy))
    }

    /// The dragging finger moves by `translation` points more.
    public func drag(by translation: Vector) {
        drag(toTranslation: Vector(dx: dragTranslation.dx + translation.dx, dy: dragTranslation.dy + translation.dy))
    }

    /// The finger lifts while moving at `fingerVelocity` points per millisecond. The content's
    /// velocity is the opposite (zero along an axis that cannot scroll); the target is the proposed
    /// resting offset (``proposedTargetContentOffset(forVelocity:)``), which the delegate may change
    /// in `scrollViewWillEndDragging` and which is then clamped to the content. If the target differs
    /// from the offset the content decelerates to it: with the scroll view's rate, the velocity
    /// re-derived so that it lands exactly there (`.fast` when paging).
    public func endDragging(fingerVelocity: Vector) {
        guard isDragging else { return }
        let range = contentOffsetRange
        let velocity = Point(x: range.x.lowerBound < range.x.upperBound ? -fingerVelocity.dx : 0,
                             y: range.y.lowerBound < range.y.upperBound ? -fingerVelocity.dy : 0)
        var target = proposedTargetContentOffset(forVelocity: velocity)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        target = clampedContentOffset(target)
        let start = contentOffset
        let willDecelerate = target != start
        isDragging = false
        isTracking = false
        if dragPulledForRefresh { refreshControl?.pulled() }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(.decelerating(start: start, target: target, rate: isPagingEnabled ? .fast : decelerationRate,
                                  startTime: 0))
    }

    // MARK: - Programmatic scrolling

    /// Moves the content to `offset` (as given, as in UIKit): at once, or in an animation of
    /// ``scrollAnimationDuration`` that ends with `scrollViewDidEndScrollingAnimation`. Either way a
    /// running deceleration or animation stops first. An animated move to the current offset does
    /// nothing.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        stopMotion()
        guard animated else {
            contentOffset = offset
            return
        }
        guard offset != contentOffset else { return }
        startMotion(.animating(from: contentOffset, to: offset, startTime: 0))
    }

    /// Scrolls just enough for `rect` (content coordinates) to be visible, clamped to the content;
    /// a rectangle larger than the view aligns its top-left corner.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let rect = rect.standardized
        guard !rect.isNull else { return }
        let visible = bounds
        func axis(_ minimum: Double, _ maximum: Double, _ visibleMin: Double, _ length: Double) -> Double {
            if maximum - minimum > length || minimum < visibleMin { return minimum }
            if maximum > visibleMin + length { return maximum - length }
            return visibleMin
        }
        let target = clampedContentOffset(Point(x: axis(rect.minX, rect.maxX, visible.minX, visible.width),
                                                y: axis(rect.minY, rect.maxY, visible.minY, visible.height)))
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// Stops a deceleration or animated scroll where it is, without telling the delegate (as when a
    /// finger catches moving content). Returns whether anything was moving.
    @discardableResult
    public func stopMotion() -> Bool {
        guard case .none = motion else {
            motion = .none
            window?.clock?.removeFrameObserver(self)
            return true
        }
        return false
    }

    // MARK: - The clock

    private func startMotion(_ newMotion: Motion) {
        guard let clock = window?.clock else {
            motion = newMotion
            finishMotion()
            return
        }
        switch newMotion {
        case .decelerating(let start, let target, let rate, _):
            motion = .decelerating(start: start, target: target, rate: rate, startTime: clock.now)
        case .animating(let from, let to, _):
            motion = .animating(from: from, to: to, startTime: clock.now)
        case .none:
            return
        }
        clock.addFrameObserver(self, phase: .update)
    }

    /// Advances the deceleration or animation to the clock's time.
    public func clockDidTick(_ clock: SimulationClock) {
        let now = clock.now
        switch motion {
        case .none:
            clock.removeFrameObserver(self)
        case .decelerating(let start, let target, let rate, let startTime):
            let milliseconds = (now - startTime) * 1000
            let offset = Point(
                x: ScrollPhysics.deceleratingOffset(from: start.x, to: target.x, rate: rate, afterMilliseconds: milliseconds),
                y: ScrollPhysics.deceleratingOffset(from: start.y, to: target.y, rate: rate, afterMilliseconds: milliseconds))
            contentOffset = offset
            if offset == target { finishMotion() }
        case .animating(let from, let to, let startTime):
            let fraction = (now - startTime) / Self.scrollAnimationDuration
            if fraction >= 1 - 1e-9 {
                finishMotion()
            } else {
                contentOffset = Point.interpolate(from, to, TimingCurve.easeInOut.progress(at: fraction, duration: Self.scrollAnimationDuration))
            }
        }
    }

    /// Lands the motion on its end and tells the delegate.
    private func finishMotion() {
        let finished = motion
        motion = .none
        window?.clock?.removeFrameObserver(self)
        switch finished {
        case .none:
            return
        case .decelerating(_, let target, _, _):
            contentOffset = target
            delegate?.scrollViewDidEndDecelerating(self)
        case .animating(_, let to, _):
            contentOffset = to
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}
