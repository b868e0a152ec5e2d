import Foundation

/// The direction a flow layout's lines advance in, and so the direction its collection view scrolls.
public enum ScrollDirection: Sendable, Equatable {
    /// Items fill rows left to right; rows stack downwards (UIKit's default).
    case vertical
    /// Items fill columns top to bottom; columns stack rightwards.
    case horizontal
}

/// UIKit's `UICollectionViewFlowLayout` for items of one size: items fill *lines* across the
/// scroll direction (rows when scrolling vertically, columns when scrolling horizontally), as many
/// per line as fit with at least `minimumInteritemSpacing` between them; lines are
/// `minimumLineSpacing` apart; each section is framed by its inset (`sectionInset`, or the
/// delegate's `collectionView(_:layout:insetForSectionAt:)`), and sections follow one another.
///
/// Justification follows UIKit: in a line that holds several items the spare room is spread
/// between them so the first touches the leading inset and a full line's last touches the trailing
/// inset; the last, incomplete line keeps the spacing of a full line (its items line up with the
/// ones above); when only one item fits in a line it is centred across the line.
///
/// Items can size themselves instead (``estimatedItemSize``, e.g. ``automaticSize``): each cell is
/// measured by ``CollectionViewCell/preferredLayoutAttributesFitting(_:)`` when it is about to
/// appear, and the lines flow around the measured sizes (see `FlowLayout+SelfSizing.swift`).
///
/// Differences from UIKit, by design: one `itemSize` for every item that does not size itself
/// (no `sizeForItemAt`, no headers or footers), and frames are exact (not rounded to device
/// pixels). Because every item has the same size, finding the items in a rectangle is
/// arithmetic: a binary search over the sections, then the lines and positions that meet the
/// rectangle, so a query costs O(log sections + items returned), independent of the number of
/// items (self-sized items: binary searches over sections and lines, O(log n + items returned)).
public final class FlowLayout: CollectionViewLayout {
    /// The collection view this layout places items for (not retained: it owns its layout).
    public var collectionView: CollectionView? {
        get { owner.collectionView }
        set { owner.collectionView = newValue }
    }
    private var owner = LayoutOwner()

    /// The direction lines advance in (default vertical).
    public var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item (default 50 x 50).
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least distance between lines (default 10).
    public var minimumLineSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The least distance between items in a line (default 10).
    public var minimumInteritemSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The margins around each section, unless the delegate provides them (default zero).
    public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// The size that items which size themselves count at until they are measured
    /// (`estimatedItemSize`). Zero (the default) turns self-sizing off: every item is ``itemSize``.
    /// Any other size turns it on; ``automaticSize`` asks for self-sizing with ``itemSize`` as the
    /// estimate.
    public var estimatedItemSize = Size.zero {
        didSet {
            guard estimatedItemSize != oldValue else { return }
            sizesItemsThemselves = estimatedItemSize != .zero
            if !sizesItemsThemselves { selfSized = SelfSizedFlow() }
            collectionView?.layoutSelfSizingDidChange()
            invalidateLayout()
        }
    }

    /// The placeholder for ``estimatedItemSize`` that turns self-sizing on without an estimate of
    /// one's own (`UICollectionViewFlowLayout.automaticSize`): items count at ``itemSize`` until
    /// they are measured.
    public static let automaticSize = Size(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Whether ``estimatedItemSize`` is set (read by every query: a stored flag).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private(set) var sizesItemsThemselves = false
    /// The sizes and geometry of self-sized items (empty while ``sizesItemsThemselves`` is off).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var selfSized = SelfSizedFlow()

    /// The prepared geometry of one section, along the scroll axis ("main") and across it ("cross").
    struct SectionGeometry {
        var itemCount: Int
        var inset: EdgeInsets
        /// Where the section (with its inset) starts and ends along the scroll axis.
        var mainStart: Double
        var mainEnd: Double
        /// Where the first line starts along the scroll axis.
        var firstLineMain: Double
        var itemsPerLine: Int
        var lineCount: Int
        /// Where the first item of a line starts across the scroll axis, and the actual spacing.
        var firstItemCross: Double
        var crossSpacing: Double
    }

    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private(set) var sections: [SectionGeometry] = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var contentSize = Size.zero

    /// A flow layout with UIKit's defaults.
    public init() {}

    /// Marks the layout out of date; self-sized items are measured again when they next appear
    /// (those on screen at the next layout pass), as UIKit asks the cells again.
    public func invalidateLayout() {
        if sizesItemsThemselves { selfSized.measurementsInvalidated = true }
        collectionView?.collectionViewLayoutDidInvalidate()
    }

    public var collectionViewContentSize: Size { contentSize }

    var isVertical: Bool { scrollDirection == .vertical }
    private var itemMain: Double { isVertical ? itemSize.height : itemSize.width }
    private var itemCross: Double { isVertical ? itemSize.width : itemSize.height }

    public func prepare() {
        sections.removeAll(keepingCapacity: true)
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let insets = collectionView.contentInset
        let crossExtent = isVertical
            ? collectionView.bounds.width - insets.left - insets.right
            : collectionView.bounds.height - insets.top - insets.bottom
        if sizesItemsThemselves { return prepareSelfSized(in: collectionView, crossExtent: crossExtent) }
        var main = 0.0
        for section in 0..<collectionView.numberOfSections {
            let geometry = prepareSection(section, startingAt: main, crossExtent: crossExtent, in: collectionView)
            sections.append(geometry)
            main = geometry.mainEnd
        }
        contentSize = isVertical ? Size(width: max(0, crossExtent), height: main)
                                 : Size(width: main, height: max(0, crossExtent))
    }

    private func prepareSection(_ section: Int, startingAt start: Double, crossExtent: Double,
                                in collectionView: CollectionView) -> SectionGeometry {
        let count = collectionView.numberOfItems(inSection: section)
        let inset = self.inset(forSection: section, in: collectionView)
        let (mainBefore, mainAfter) = isVertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let crossBefore = isVertical ? inset.left : inset.top
        let available = crossExtent - (isVertical ? inset.horizontal : inset.vertical)
        let spacing = minimumInteritemSpacing
        var perLine = 1
        if itemCross + spacing > 0 {
            let fit = ((available + spacing) / (itemCross + spacing) + 1e-9).rounded(.down)
            perLine = fit >= 1 ? Int(min(fit, Double(Int32.max))) : 1
        } else {
            perLine = max(count, 1)
        }
        let lines = count == 0 ? 0 : (count + perLine - 1) / perLine
        var firstItemCross = crossBefore
        var crossSpacing = spacing
        if perLine == 1 {
            firstItemCross += max(0, (available - itemCross) / 2)
        } else {
            crossSpacing = (available - Double(perLine) * itemCross) / Double(perLine - 1)
        }
        let linesExtent = lines == 0 ? 0 : Double(lines) * itemMain + Double(lines - 1) * minimumLineSpacing
        return SectionGeometry(itemCount: count, inset: inset, mainStart: start,
                               mainEnd: start + mainBefore + linesExtent + mainAfter,
                               firstLineMain: start + mainBefore, itemsPerLine: perLine, lineCount: lines,
                               firstItemCross: firstItemCross, crossSpacing: crossSpacing)
    }

    /// A section's inset: the delegate's, else ``sectionInset``.
    func inset(forSection section: Int, in collectionView: CollectionView) -> EdgeInsets {
        collectionView.flowLayoutDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
            ?? sectionInset
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        if sizesItemsThemselves { return selfSizedAttributesForItem(at: indexPath) }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < geometry.itemCount else { return nil }
        return attributes(line: indexPath.item / geometry.itemsPerLine,
                          position: indexPath.item % geometry.itemsPerLine,
                          section: indexPath.section, geometry: geometry)
    }

    private func attributes(line: Int, position: Int, section: Int,
                            geometry: SectionGeometry) -> CollectionViewLayoutAttributes {
        let main = geometry.firstLineMain + Double(line) * (itemMain + minimumLineSpacing)
        let cross = geometry.firstItemCross + Double(position) * (itemCross + geometry.crossSpacing)
        let frame = isVertical ? Rect(x: cross, y: main, width: itemSize.width, height: itemSize.height)
                               : Rect(x: main, y: cross, width: itemSize.width, height: itemSize.height)
        return CollectionViewLayoutAttributes(indexPath: IndexPath(item: line * geometry.itemsPerLine + position,
                                                                   section: section), frame: frame)
    }

    public func enumerateLayoutAttributesForElements(in rect: Rect, _ body: (CollectionViewLayoutAttributes) -> Void) {
        if sizesItemsThemselves { return enumerateSelfSizedAttributes(in: rect, body) }
        let rect = rect.standardized
        guard !rect.isNull else { return }
        let (mainMin, mainMax) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let (crossMin, crossMax) = isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        var section = firstSection(endingAfter: mainMin)
        while section < sections.count, sections[section].mainStart < mainMax {
            let geometry = sections[section]
            let lines = Self.indices(count: geometry.lineCount, start: geometry.firstLineMain,
                                     pitch: itemMain + minimumLineSpacing, length: itemMain,
                                     meeting: mainMin, mainMax)
            let positions = Self.indices(count: geometry.itemsPerLine, start: geometry.firstItemCross,
                                         pitch: itemCross + geometry.crossSpacing, length: itemCross,
                                         meeting: crossMin, crossMax)
            if !lines.isEmpty && !positions.isEmpty {
                for line in lines {
                    for position in positions {
                        guard line * geometry.itemsPerLine + position < geometry.itemCount else { break }
                        body(attributes(line: line, position: position, section: section, geometry: geometry))
                    }
                }
            }
            section += 1
        }
    }

    /// The first section whose end lies after `main` (binary search: sections are in order).
    private func firstSection(endingAfter main: Double) -> Int {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].mainEnd > main { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The indices i in 0..<count whose span [start + i·pitch, start + i·pitch + length] overlaps
    /// the open interval (low, high).
    static func indices(count: Int, start: Double, pitch: Double, length: Double,
                        meeting low: Double, _ high: Double) -> Range<Int> {
        guard count > 0, high > low else { return 0..<0 }
        guard pitch > 0 else {
            return start + length > low && start < high ? 0..<count : 0..<0
        }
        // First i with start + i·pitch + length > low; last i with start + i·pitch < high.
        let first = ((low - start - length) / pitch).rounded(.down) + 1
        let last = ((high - start) / pitch).rounded(.up) - 1
        let lower = Int(max(0, min(first, Double(count))))
        let upper = Int(max(-1, min(last, Double(count - 1))))
        return lower <= upper ? lower..<(upper + 1) : 0..<0
    }
}

extension FlowLayout: OwnedCollectionViewLayout {
    func collectionViewWillDeallocate(_ collectionView: ObjectIdentifier) {
        owner.collectionViewWillDeallocate(collectionView)
    }
}
