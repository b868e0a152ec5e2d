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
/// A delegate's `sizeForItemAt` gives items sizes of their own, flowed as self-sized items are;
/// its `insetForSectionAt`, `minimumLineSpacingForSectionAt` and
/// `minimumInteritemSpacingForSectionAt` shape each section.
///
/// Differences from UIKit, by design: no headers or footers, and frames are exact (not rounded
/// to device pixels). When every item has the same size, finding the items in a rectangle is
/// arithmetic: a binary search over the sections, then the lines and positions that meet the
/// rectangle, so a query costs O(log sections + items returned), independent of the number of
/// items (items of their own sizes: binary searches over sections and lines, O(log n + items
/// returned)).
///
/// Subclasses override what UIKit's subclasses do (``prepare()``,
/// ``layoutAttributesForElements(in:)``, the target content offsets,
/// ``shouldInvalidateLayout(forBoundsChange:)``): a subclass's item query is what its collection
/// view shows. (The built-in class itself keeps its allocation-free query per scroll tick.)
open class FlowLayout: CollectionViewLayout {
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
    /// What section insets are measured from (`sectionInsetReference`): the content inset
    /// (UIKit's default), or also the collection view's safe area or layout margins.
    public var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }

    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Sendable {
        /// Insets count from the content inset.
        case fromContentInset
        /// Insets count from the safe area too.
        case fromSafeArea
        /// Insets count from the layout margins.
        case fromLayoutMargins
    }
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

    /// Whether ``estimatedItemSize`` is set.
    private(set) var sizesItemsThemselves = false
    /// Whether items have sizes of their own (self-sized, or from the delegate) and flow into
    /// lines, rather than one size placed by arithmetic (read by every query: a stored flag, set
    /// by ``prepare()``).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private(set) var flowsItemsOfTheirOwnSizes = false

    /// What the delegate's `sizeForItemAt` default answers: no size of the delegate's own.
    public static let unansweredItemSize = Size(width: -1, height: -1)
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
        /// The distance between lines.
        var lineSpacing: Double
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

    /// See `View.init(coder:)`: viewsim decodes no archives, so this always fails.
    public required init?(coder: NSCoder) { return nil }

    /// Marks the layout out of date; self-sized items are measured again when they next appear
    /// (those on screen at the next layout pass), as UIKit asks the cells again.
    open func invalidateLayout() {
        if sizesItemsThemselves { selfSized.measurementsInvalidated = true }
        collectionView?.collectionViewLayoutDidInvalidate()
    }

    open var collectionViewContentSize: Size { contentSize }

    var isVertical: Bool { scrollDirection == .vertical }
    private var itemMain: Double { isVertical ? itemSize.height : itemSize.width }
    private var itemCross: Double { isVertical ? itemSize.width : itemSize.height }

    open func prepare() {
        sections.removeAll(keepingCapacity: true)
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let insets = collectionView.contentInset
        let crossExtent = isVertical
            ? collectionView.bounds.width - insets.left - insets.right
            : collectionView.bounds.height - insets.top - insets.bottom
        flowsItemsOfTheirOwnSizes = sizesItemsThemselves
        if sizesItemsThemselves { return prepareSelfSized(in: collectionView, crossExtent: crossExtent) }
        if let sizes = delegateItemSizes(in: collectionView) {
            flowsItemsOfTheirOwnSizes = true
            return prepareDelegateSized(sizes, in: collectionView, crossExtent: crossExtent)
        }
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
        let (lineSpacing, spacing) = spacings(forSection: section, in: collectionView)
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
        let linesExtent = lines == 0 ? 0 : Double(lines) * itemMain + Double(lines - 1) * lineSpacing
        return SectionGeometry(itemCount: count, inset: inset, mainStart: start,
                               mainEnd: start + mainBefore + linesExtent + mainAfter,
                               firstLineMain: start + mainBefore, itemsPerLine: perLine, lineCount: lines,
                               firstItemCross: firstItemCross, crossSpacing: crossSpacing, lineSpacing: lineSpacing)
    }

    /// A section's line and inter-item spacing: the delegate's, else the layout's.
    func spacings(forSection section: Int, in collectionView: CollectionView) -> (line: Double, interitem: Double) {
        guard let delegate = collectionView.flowLayoutDelegate else { return (minimumLineSpacing, minimumInteritemSpacing) }
        return (Double(delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)),
                Double(delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)))
    }

    /// Every item's size from the delegate's `sizeForItemAt`, or nil when it does not answer (its
    /// default, asked for the first item, gives ``unansweredItemSize``).
    private func delegateItemSizes(in collectionView: CollectionView) -> [[Size]]? {
        guard let delegate = collectionView.flowLayoutDelegate else { return nil }
        let sections = collectionView.numberOfSections
        guard let first = (0..<sections).first(where: { collectionView.numberOfItems(inSection: $0) > 0 }),
              delegate.collectionView(collectionView, layout: self,
                                      sizeForItemAt: IndexPath(item: 0, section: first)) != Self.unansweredItemSize
        else { return nil }
        return (0..<sections).map { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { item in
                delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
            }
        }
    }

    /// A section's inset: the delegate's, else ``sectionInset``.
    func inset(forSection section: Int, in collectionView: CollectionView) -> EdgeInsets {
        let inset = collectionView.flowLayoutDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
            ?? sectionInset
        let reference: EdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return inset
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        return EdgeInsets(top: inset.top + reference.top, left: inset.left + reference.left,
                          bottom: inset.bottom + reference.bottom, right: inset.right + reference.right)
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        if flowsItemsOfTheirOwnSizes { return selfSizedAttributesForItem(at: indexPath) }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < geometry.itemCount else { return nil }
        return attributes(line: indexPath.item / geometry.itemsPerLine,
                          position: indexPath.item % geometry.itemsPerLine,
                          section: indexPath.section, geometry: geometry)
    }

    private func attributes(line: Int, position: Int, section: Int,
                            geometry: SectionGeometry) -> CollectionViewLayoutAttributes {
        let main = geometry.firstLineMain + Double(line) * (itemMain + geometry.lineSpacing)
        let cross = geometry.firstItemCross + Double(position) * (itemCross + geometry.crossSpacing)
        let frame = isVertical ? Rect(x: cross, y: main, width: itemSize.width, height: itemSize.height)
                               : Rect(x: main, y: cross, width: itemSize.width, height: itemSize.height)
        return CollectionViewLayoutAttributes(indexPath: IndexPath(item: line * geometry.itemsPerLine + position,
                                                                   section: section), frame: frame)
    }

    public final func enumerateLayoutAttributesForElements(in rect: Rect, _ body: (CollectionViewLayoutAttributes) -> Void) {
        guard type(of: self) == FlowLayout.self else {
            // A subclass may have changed the attributes: ask it.
            layoutAttributesForElements(in: rect)?.forEach(body)
            return
        }
        enumerateOwnAttributes(in: rect, body)
    }

    /// The attributes of the items that meet `rect`, in index-path order (UIKit's query, which
    /// subclasses override; the built-in class answers it without a subclass's changes).
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        var result: [CollectionViewLayoutAttributes] = []
        enumerateOwnAttributes(in: rect) { result.append($0) }
        return result
    }

    /// Where to rest after a change of layout (default: `proposedContentOffset`).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        proposedContentOffset
    }

    /// Where a fling should come to rest (default: `proposedContentOffset`).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: Point,
                                  withScrollingVelocity velocity: Point) -> Point {
        proposedContentOffset
    }

    /// Whether a change of bounds needs a new ``prepare()`` (default: when the size changes).
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let collectionView else { return false }
        return collectionView.bounds.size != newBounds.size
    }

    /// The items that meet `rect` by the layout's own geometry, without allocating.
    private func enumerateOwnAttributes(in rect: Rect, _ body: (CollectionViewLayoutAttributes) -> Void) {
        if flowsItemsOfTheirOwnSizes { return enumerateSelfSizedAttributes(in: rect, body) }
        let rect = rect.standardized
        guard !rect.isNull else { return }
        let (mainMin, mainMax) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let (crossMin, crossMax) = isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        var section = firstSection(endingAfter: mainMin)
        while section < sections.count, sections[section].mainStart < mainMax {
            let geometry = sections[section]
            let lines = Self.indices(count: geometry.lineCount, start: geometry.firstLineMain,
                                     pitch: itemMain + geometry.lineSpacing, length: itemMain,
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
