import Foundation
import ViewTree

extension SalonSelectorScene: ScrollViewGestureTarget {
    public var scrollAxisIsVertical: Bool { layout.scrollDirection == .vertical }

    public var draggedScrollView: ScrollView { collectionView }

    public func noteGestureEvent(_ event: String) { events.note(event) }

    /// Taps the middle of the visible part of item `index`; a tap on an item that is not on screen
    /// misses (and says so in the events).
    public func tapItem(_ index: Int) {
        let indexPath = IndexPath(item: index, section: 0)
        guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return }
        guard let center = frame.visibleCenter(in: collectionView.bounds) else {
            events.note("tap(\(index)) missed: item \(index) is not on screen")
            return
        }
        tapCollectionView(at: center, describedAs: "tap(\(index))")
    }

    /// Taps a point in window coordinates; only the collection view responds to taps.
    public func tap(atWindowPoint point: Point) {
        let local = collectionView.convert(point, from: window)
        let description = point.tapDescription
        guard collectionView.bounds.contains(local) else {
            events.note("\(description) missed: outside the collection view")
            return
        }
        tapCollectionView(at: local, describedAs: description)
    }

    private func tapCollectionView(at point: Point, describedAs description: String) {
        let wasMoving = collectionView.isDecelerating || collectionView.isScrollAnimating
        guard collectionView.tap(at: point) == nil else { return }
        guard wasMoving else {
            events.note("\(description) hit no item")
            return
        }
        events.note("\(description): touch stopped the scrolling")
        // Gap 4: a touch that stops moving content gets no delegate call in UIKit, so the seed would
        // stay scrolling; the content is at rest, so the scene goes idle.
        scrollingState = .idle
    }

    /// A `tap N` must name one of the salons.
    public func validate(_ step: GestureScript.Step) throws(GestureScriptError) {
        try step.rejectTap(beyond: salons.count, item: "item", of: "the salon selector")
    }
}
