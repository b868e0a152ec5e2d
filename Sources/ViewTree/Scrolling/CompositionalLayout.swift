import Foundation

/// One dimension of an item's or group's size (`NSCollectionLayoutDimension`).
public struct CollectionLayoutDimension: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, or the number of points.
    public let dimension: Double

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: Double) -> CollectionLayoutDimension { .init(kind: .fractionalWidth, dimension: fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: Double) -> CollectionLayoutDimension { .init(kind: .fractionalHeight, dimension: fraction) }
    /// A number of points.
    public static func absolute(_ points: Double) -> CollectionLayoutDimension { .init(kind: .absolute, dimension: points) }
    /// A first guess that the cell's own size replaces in UIKit; viewsim keeps the estimate (cells
    /// in a compositional layout do not size themselves here).
    public static func estimated(_ points: Double) -> CollectionLayoutDimension { .init(kind: .estimated, dimension: points) }

    /// Whether it is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The points it stands for in a container of `size`.
    func resolved(in size: Size) -> Double {
        switch kind {
        case .fractionalWidth: return dimension * size.width
        case .fractionalHeight: return dimension * size.height
        case .absolute, .estimated: return dimension
        }
    }
}

/// An item's or group's size, a dimension for each axis (`NSCollectionLayoutSize`).
public struct CollectionLayoutSize: Sendable, Equatable {
    /// The width.
    public let widthDimension: CollectionLayoutDimension
    /// The height.
    public let heightDimension: CollectionLayoutDimension

    /// Creates a size.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The room between a group's items (`NSCollectionLayoutSpacing`).
public struct CollectionLayoutSpacing: Sendable, Equatable {
    /// The points between two items.
    public let spacing: Double
    /// Whether the items spread out to fill the group, at least `spacing` apart.
    public let isFlexibleSpacing: Bool

    /// Exactly `points` between items.
    public static func fixed(_ points: Double) -> CollectionLayoutSpacing { .init(spacing: points, isFlexibleSpacing: false) }
    /// At least `points` between items, spread to fill the group.
    public static func flexible(_ points: Double) -> CollectionLayoutSpacing { .init(spacing: points, isFlexibleSpacing: true) }
    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// One cell's place in a compositional layout (`NSCollectionLayoutItem`): its size, relative to
/// the group holding it, and insets that shrink the cell inside that place.
open class CollectionLayoutItem {
    /// The item's size in its group.
    public let layoutSize: CollectionLayoutSize
    /// Insets applied inside the item's place (`contentInsets`).
    public var contentInsets = DirectionalEdgeInsets.zero

    /// Creates an item.
    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// A row or column of items, or of groups (`NSCollectionLayoutGroup`). Its subitems repeat, in
/// order, for as long as the next one fits along the group, as UIKit's do; `count` fixes the number
/// and divides the group equally.
public final class CollectionLayoutGroup: CollectionLayoutItem {
    /// The axis its subitems follow.
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The items or groups it lays out, repeated in order.
    public let subitems: [CollectionLayoutItem]
    let count: Int?
    /// The room between subitems (none by default).
    public var interItemSpacing: CollectionLayoutSpacing?

    private init(layoutSize: CollectionLayoutSize, axis: Axis, subitems: [CollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Subitems left to right.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    /// `count` copies of `subitem` left to right, sharing the width equally.
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem,
                                  count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: max(1, count))
    }

    /// `count` copies of `subitem` left to right (the older spelling of `repeatingSubitem:`).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// Subitems top to bottom.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// `count` copies of `subitem` top to bottom, sharing the height equally.
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem,
                                count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: max(1, count))
    }

    /// `count` copies of `subitem` top to bottom (the older spelling of `repeatingSubitem:`).
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The frames of the cells one copy of this group holds, placed in `frame`, at most `limit`.
    func cellFrames(in frame: Rect, limit: Int) -> [Rect] {
        let inner = Self.place(frame, inside: contentInsets)
        let horizontal = axis == .horizontal
        let length = horizontal ? inner.width : inner.height
        let spacing = interItemSpacing?.spacing ?? 0
        // The subitems' places along the axis: in order, repeated while the next one fits.
        var places: [(item: CollectionLayoutItem, size: Size)] = []
        if let count {
            let share = (length - spacing * Double(count - 1)) / Double(count)
            let item = subitems[0]
            let across = (horizontal ? item.layoutSize.heightDimension : item.layoutSize.widthDimension).resolved(in: inner.size)
            places = Array(repeating: (item, horizontal ? Size(width: share, height: across) : Size(width: across, height: share)), count: count)
        } else if !subitems.isEmpty {
            var used = 0.0
            var index = 0
            while places.count < 10_000 {
                let item = subitems[index % subitems.count]
                let size = item.layoutSize.resolved(in: inner.size)
                let along = horizontal ? size.width : size.height
                let needed = used + (places.isEmpty ? 0 : spacing) + along
                guard along > 0, needed <= length + 1e-9 || places.isEmpty else { break }
                places.append((item, size))
                used = needed
                index += 1
            }
        }
        var gap = spacing
        if interItemSpacing?.isFlexibleSpacing == true, places.count > 1 {
            let occupied = places.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            gap = max(spacing, (length - occupied) / Double(places.count - 1))
        }
        var frames: [Rect] = []
        var position = horizontal ? inner.minX : inner.minY
        for place in places where frames.count < limit {
            let slot = horizontal ? Rect(x: position, y: inner.minY, width: place.size.width, height: place.size.height)
                                  : Rect(x: inner.minX, y: position, width: place.size.width, height: place.size.height)
            if let group = place.item as? CollectionLayoutGroup {
                frames += group.cellFrames(in: slot, limit: limit - frames.count)
            } else {
                frames.append(Self.place(slot, inside: place.item.contentInsets))
            }
            position += (horizontal ? place.size.width : place.size.height) + gap
        }
        return frames
    }
}

/// How a section's groups move across the layout's scrolling (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Sendable {
    /// Groups follow the layout's scrolling.
    case none
    /// The groups form one row across the scrolling. viewsim lays them out in that row (items past
    /// the edge are placed there) but does not scroll the row itself.
    case continuous
    /// As ``continuous``, resting on a group's leading edge in UIKit.
    case continuousGroupLeadingBoundary
    /// As ``continuous``, paging by the container's width in UIKit.
    case paging
    /// As ``continuous``, paging by groups in UIKit.
    case groupPaging
    /// As ``continuous``, paging by groups, centred, in UIKit.
    case groupPagingCentered
}

/// A section of a compositional layout (`NSCollectionLayoutSection`): a group repeated for its
/// items, with insets and spacing.
public final class CollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: CollectionLayoutGroup
    /// Insets around the section's groups.
    public var contentInsets = DirectionalEdgeInsets.zero
    /// The room between groups.
    public var interGroupSpacing = 0.0
    /// Whether the groups form a row across the scrolling.
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none

    /// Creates a section of copies of `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

/// What a section provider is told (`NSCollectionLayoutEnvironment`).
public struct CollectionLayoutEnvironment {
    /// The room the layout has (`NSCollectionLayoutContainer`).
    public struct Container: Sendable {
        /// The collection view's size.
        public let contentSize: Size
        /// The content insets taken from it.
        public let contentInsets: DirectionalEdgeInsets
        /// The size inside the insets.
        public var effectiveContentSize: Size {
            Size(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
                 height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
        }
        /// The insets the effective size leaves out.
        public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
    }

    /// The room the layout has.
    public let container: Container
    /// The collection view's traits.
    public let traitCollection: TraitCollection
}

/// A layout made of sections, groups and items (`UICollectionViewCompositionalLayout`), scrolling
/// vertically: each section repeats its group down the layout (or across, in one row, with
/// orthogonal scrolling) until its items are placed. Fractional sizes are of the container: the
/// collection view's width inside the section's insets for a top-level group, the group's size for
/// its subitems.
///
/// Differences from UIKit, by design: no supplementary or decoration items, no self-sizing
/// (estimated dimensions keep their estimate), and an orthogonally scrolling section's row is
/// placed but not scrolled.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Makes the section at an index (nil: none more).
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    public weak var collectionView: CollectionView?
    private let sectionProvider: SectionProvider
    /// The room between sections (`configuration.interSectionSpacing`).
    public var interSectionSpacing = 0.0

    /// Each item's frame, by section then item.
    private var frames: [[Rect]] = []
    /// The bands that stack down the layout, each with the items it holds (in index-path order),
    /// for finding what a rect shows by a binary search.
    private var bands: [(minY: Double, maxY: Double, section: Int, items: Range<Int>)] = []
    private var contentSize = Size.zero

    /// A layout of copies of one section.
    public init(section: CollectionLayoutSection) {
        sectionProvider = { _, _ in section }
    }

    /// A layout that asks for each section.
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
    }

    open func invalidateLayout() {
        collectionView?.collectionViewLayoutDidInvalidate()
    }

    open var collectionViewContentSize: Size { contentSize }

    open func prepare() {
        frames.removeAll(keepingCapacity: true)
        bands.removeAll(keepingCapacity: true)
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let inset = collectionView.adjustedContentInset
        let container = CollectionLayoutEnvironment.Container(
            contentSize: collectionView.bounds.size,
            contentInsets: DirectionalEdgeInsets(inset))
        let environment = CollectionLayoutEnvironment(container: container, traitCollection: collectionView.traitCollection)
        let width = collectionView.bounds.width
        var y = 0.0
        for sectionIndex in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: sectionIndex)
            guard let section = sectionProvider(sectionIndex, environment) else {
                frames.append(Array(repeating: .zero, count: count))
                continue
            }
            if sectionIndex > 0 { y += interSectionSpacing }
            let insets = section.contentInsets
            let room = Size(width: max(0, width - insets.leading - insets.trailing), height: container.effectiveContentSize.height)
            let groupSize = section.group.layoutSize.resolved(in: room)
            let across = section.orthogonalScrollingBehavior != .none
            var sectionFrames: [Rect] = []
            var cursor = Point(x: insets.leading, y: y + insets.top)
            var bottom = cursor.y
            while sectionFrames.count < count {
                let groupFrame = Rect(origin: cursor, size: groupSize)
                var placed = section.group.cellFrames(in: groupFrame, limit: count - sectionFrames.count)
                if placed.isEmpty { placed = [CollectionLayoutItem.place(groupFrame, inside: section.group.contentInsets)] }
                let first = sectionFrames.count
                sectionFrames += placed
                bottom = max(bottom, groupFrame.maxY)
                if !across { bands.append((groupFrame.minY, groupFrame.maxY, sectionIndex, first..<sectionFrames.count)) }
                if across {
                    cursor.x += groupSize.width + section.interGroupSpacing
                } else {
                    cursor.y += groupSize.height + section.interGroupSpacing
                }
            }
            if across, count > 0 { bands.append((y + insets.top, bottom, sectionIndex, 0..<count)) }
            frames.append(sectionFrames)
            y = (count > 0 ? bottom : y + insets.top) + insets.bottom
        }
        contentSize = Size(width: width, height: y)
    }

    public func enumerateLayoutAttributesForElements(in rect: Rect, _ body: (CollectionViewLayoutAttributes) -> Void) {
        let start = firstIndex(in: bands.count) { bands[$0].maxY > rect.minY }
        for band in bands[start...] {
            guard band.minY < rect.maxY else { break }
            for item in band.items {
                let frame = frames[band.section][item]
                if frame.intersects(rect) {
                    body(CollectionViewLayoutAttributes(indexPath: IndexPath(item: item, section: band.section), frame: frame))
                }
            }
        }
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return CollectionViewLayoutAttributes(indexPath: indexPath, frame: frames[indexPath.section][indexPath.item])
    }
}

extension CollectionLayoutItem {
    /// `rect` inside the insets, keeping its origin's shift when they leave no room (UIKit's
    /// `inset(by:)` gives a null rectangle there, which is no place for a cell).
    static func place(_ rect: Rect, inside insets: DirectionalEdgeInsets) -> Rect {
        Rect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
             width: max(0, rect.width - insets.leading - insets.trailing), height: max(0, rect.height - insets.top - insets.bottom))
    }
}
