import Foundation

/// What ``CollectionViewController`` and ``TableViewController`` share: they are their scroll
/// view's delegate, and each scroll view delegate method is an `open` method here, so that a
/// subclass's own `scrollViewDidScroll(_:)` (UIKit code overrides these without `override`, as
/// UIKit's are protocol methods) is the one called. A protocol extension's default would keep
/// the subclass's method from ever being called.
open class ScrollViewOwningController: ViewController, ScrollViewDelegate {
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                        targetContentOffset: UnsafeMutablePointer<Point>) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}

    /// The view `loadView()` installed, as its class. A subclass assigning another kind of view to
    /// `view` breaks the controller's contract, as in UIKit.
    func installedView<ScrollingView: ScrollView>() -> ScrollingView {
        guard let installed = view as? ScrollingView else {
            preconditionFailure("\(displayName).view is not a \(ScrollingView.self); do not replace a \(typeName)'s view")
        }
        return installed
    }
}
