import ViewTree

/// A screen whose drags all go to one scroll view (the salon selector, the drop-in table, the
/// task cards): touching down starts the scroll view's drag, moving the finger drags it, lifting
/// releases it with the finger's velocity. A touch on a scroll view that is still moving stops it,
/// as a finger on a decelerating `UIScrollView` does, and that is noted.
public protocol ScrollViewGestureTarget: GestureTarget {
    /// The scroll view the finger drags.
    var draggedScrollView: ScrollView { get }
    /// Notes an event of the current tick (for the timeline).
    func noteGestureEvent(_ event: String)
}

extension ScrollViewGestureTarget {
    public func beginDrag() {
        let scrollView = draggedScrollView
        if scrollView.isDecelerating || scrollView.isScrollAnimating { noteGestureEvent("touch stopped the scrolling") }
        scrollView.beginDragging()
    }

    public func moveFinger(toTranslation translation: Vector) {
        draggedScrollView.drag(toTranslation: translation)
    }

    public func releaseFinger(velocity: Vector) {
        draggedScrollView.endDragging(fingerVelocity: velocity)
    }
}
