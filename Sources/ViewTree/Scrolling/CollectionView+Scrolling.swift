import Foundation

/// Where `scrollToItem(at:at:animated:)` puts an item (`UICollectionView.ScrollPosition`): one
/// horizontal and/or one vertical position.
public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Leave the offset alone along both axes.
    public static let none: ScrollPosition = []
    /// The item's top edge at the top of the view.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item's centre at the view's vertical centre.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the view.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the view.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item's centre at the view's horizontal centre.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the view.
    public static let right = ScrollPosition(rawValue: 1 << 5)
}

extension CollectionView {
    /// Scrolls so that the item sits at `position` (the edges counted inside `adjustedContentInset`),
    /// clamped to the content, at once or animated (ending with `scrollViewDidEndScrollingAnimation`).
    /// An axis without a position keeps its offset. Does nothing for an item that does not exist.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let attributes = layoutAttributesForItem(at: indexPath) else { return }
        let frame = attributes.frame
        let inset = adjustedContentInset
        let size = bounds.size
        var target = contentOffset
        if position.contains(.left) {
            target.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            target.x = frame.midX - size.width / 2
        } else if position.contains(.right) {
            target.x = frame.maxX - size.width + inset.right
        }
        if position.contains(.top) {
            target.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            target.y = frame.midY - size.height / 2
        } else if position.contains(.bottom) {
            target.y = frame.maxY - size.height + inset.bottom
        }
        setContentOffset(clampedContentOffset(target), animated: animated)
    }

}
