/// What a ``ScrollView`` tells its delegate (`UIScrollViewDelegate`), in UIKit's order.
///
/// A drag that ends in a fling: `scrollViewWillBeginDragging`, `scrollViewDidScroll` for each
/// change of offset, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, `scrollViewWillBeginDecelerating` (if it will),
/// `scrollViewDidScroll` while it decelerates, then `scrollViewDidEndDecelerating`.
/// An animated `setContentOffset` (or `scrollToItem`) sends `scrollViewDidScroll` per tick, then
/// `scrollViewDidEndScrollingAnimation`. Every method has an empty default.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, deceleration, animation or a direct set).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifts with `velocity` (content offset change in points per millisecond); the
    /// scroll view will come to rest at `targetContentOffset.pointee`, which the delegate may
    /// change. UIKit's signature: the pointer is valid only during the call.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: UnsafeMutablePointer<Point>)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts decelerating after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The deceleration ended: the content is at rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: UnsafeMutablePointer<Point>) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
