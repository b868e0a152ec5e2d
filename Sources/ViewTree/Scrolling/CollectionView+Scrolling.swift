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
        let target = Point(
            x: Self.offset(showing: (frame.minX, frame.midX, frame.maxX), in: size.width, insets: (inset.left, inset.right),
                           at: (position.contains(.left), position.contains(.centeredHorizontally), position.contains(.right)),
                           else: contentOffset.x),
            y: Self.offset(showing: (frame.minY, frame.midY, frame.maxY), in: size.height, insets: (inset.top, inset.bottom),
                           at: (position.contains(.top), position.contains(.centeredVertically), position.contains(.bottom)),
                           else: contentOffset.y))
        setContentOffset(clampedContentOffset(target), animated: animated)
    }

    /// The offset along one axis that shows an item's span (its start, middle and end) at the
    /// start of a view `length` long (inside `insets.start`), its middle or its end (inside
    /// `insets.end`), the first that `placement` asks for; `current` when it asks for none.
    private static func offset(showing span: (start: Double, middle: Double, end: Double), in length: Double,
                               insets: (start: Double, end: Double), at placement: (start: Bool, middle: Bool, end: Bool),
                               else current: Double) -> Double {
        if placement.start { return span.start - insets.start }
        if placement.middle { return span.middle - length / 2 }
        if placement.end { return span.end - length + insets.end }
        return current
    }
}
