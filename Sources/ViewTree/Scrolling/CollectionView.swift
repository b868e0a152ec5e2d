import Foundation

/// A scroll view that shows items placed by a layout, with cells that are recycled as they scroll
/// out of view (`UICollectionView`).
///
/// On every layout pass (each tick in which the offset or the data changed) it asks the layout
/// which items meet its bounds, in O(log n + visible) for a `FlowLayout`, and compares them with
/// the cells on screen (both in index-path order): cells that left are told
/// `didEndDisplaying`, hidden and put in their reuse queue *first*, then the data source is asked
/// for the items that arrived (its `dequeueReusableCell` takes from those queues, calling
/// `prepareForReuse`), so no more cells exist than are ever visible at once. The per-tick path
/// reuses its arrays and allocates nothing when no item arrives or leaves.
///
/// `cellForItem(at:)` returns nil for an item that is not on screen, as UIKit did before iOS 15
/// (there are no prefetched or prepared-but-hidden cells). Taps select (one item at a time).
open class CollectionView: ScrollView {
    /// One item on screen.
    struct VisibleItem {
        var attributes: CollectionViewLayoutAttributes
        let cell: CollectionViewCell
        /// `attributes.indexPath`, made once when the item arrives (the attributes keep their
        /// position while the item stays), so ticks hand it out without building it again.
        let indexPath: IndexPath
    }

    /// The layout that places the items.
    public var collectionViewLayout: any CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            selfSizingLayout = Self.selfSizingPart(of: collectionViewLayout)
            collectionViewLayoutDidInvalidate()
        }
    }

    /// The layout, if its items can size themselves (kept so that a pass does not cast it again).
    var selfSizingLayout: (any SelfSizingLayout)? {
        didSet { hasSelfSizingLayout = selfSizingLayout != nil }
    }
    /// Whether ``selfSizingLayout`` is set: a flag that a scroll tick's pass reads without
    /// copying the existential.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private(set) var hasSelfSizingLayout = false

    /// Provides the items (weak, as in UIKit): a ``CollectionViewDataSource`` (a table view's is
    /// a ``TableViewDataSource``).
    public weak var dataSource: (any ItemsDataSource)? {
        didSet {
            dataSourceDidChange()
            reloadData()
        }
    }

    /// Keeps the typed data source a subclass reads (a table view's) in step with ``dataSource``.
    func dataSourceDidChange() {
        collectionDataSource = dataSource as? any CollectionViewDataSource
    }

    /// The data source as a collection view data source, if it is one.
    public private(set) weak var collectionDataSource: (any CollectionViewDataSource)?

    /// The delegate; a `CollectionViewDelegate` also hears of selection and display, a
    /// `CollectionViewDelegateFlowLayout` also shapes a flow layout.
    open override weak var delegate: (any ScrollViewDelegate)? {
        didSet {
            collectionDelegate = delegate as? any CollectionViewDelegate
            flowLayoutDelegate = delegate as? any CollectionViewDelegateFlowLayout
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The delegate as a collection view delegate, if it is one.
    public private(set) weak var collectionDelegate: (any CollectionViewDelegate)?
    /// The delegate as a flow-layout delegate, if it is one.
    public private(set) weak var flowLayoutDelegate: (any CollectionViewDelegateFlowLayout)?

    /// Whether taps select items (default true).
    public var allowsSelection = true
    /// Whether taps select several items, a tap on a selected one deselecting it
    /// (`allowsMultipleSelection`; false by default).
    public var allowsMultipleSelection = false

    // Data, as last loaded from the data source.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var itemCounts: [Int] = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var needsReloadData = true
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var layoutNeedsPrepare = true
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var isUpdatingVisibleCells = false

    // Cells on screen, in index-path order, and the scratch arrays of the per-tick update.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var visibleItems: [VisibleItem] = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var nextVisibleItems: [VisibleItem] = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var attributesInBounds: [CollectionViewLayoutAttributes] = []
    /// Scratch for `stackVisibleCellsByZIndex()`: indices into `visibleItems`.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var stackingOrder: [Int] = []

    // Reuse.
    var cellFactories: [String: () -> CollectionViewCell] = [:]
    var reuseQueues: [String: [CollectionViewCell]] = [:]
    /// How many cells this collection view has created (not reused) so far.
    public internal(set) var createdCellCount = 0

    /// The selected items, in index-path order.
    public internal(set) var indexPathsForSelectedItems: [IndexPath] = []

    /// A collection view with the given frame and layout.
    public init(frame: Rect, collectionViewLayout layout: any CollectionViewLayout) {
        collectionViewLayout = layout
        selfSizingLayout = Self.selfSizingPart(of: layout)
        hasSelfSizingLayout = selfSizingLayout != nil  // (no didSet during init)
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) { return nil }

    /// The layout may outlive the collection view: it must not keep pointing here.
    deinit {
        // A layout of the app's own holds it weakly (see ``CollectionViewLayout/collectionView``).
        (collectionViewLayout as? OwnedCollectionViewLayout)?.collectionViewWillDeallocate(ObjectIdentifier(self))
    }

    // MARK: - Data

    /// The number of sections, as last loaded from the data source.
    public var numberOfSections: Int {
        reloadDataIfNeeded()
        return itemCounts.count
    }

    /// The number of items in a section, as last loaded (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        reloadDataIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Discards the cells on screen (each gets `didEndDisplaying` and goes to its reuse queue) and
    /// reloads everything from the data source at the next layout pass. The selection is cleared,
    /// and self-sized items are measured again (their content may have changed).
    open func reloadData() {
        selfSizingLayout?.discardMeasurements(at: nil)
        recycleAllVisibleCells()
        indexPathsForSelectedItems.removeAll()
        needsReloadData = true
        collectionViewLayoutDidInvalidate()
    }

    func reloadDataIfNeeded() {
        guard needsReloadData else { return }
        needsReloadData = false
        itemCounts.removeAll(keepingCapacity: true)
        let sections = max(0, sourceNumberOfSections())
        for section in 0..<sections {
            itemCounts.append(max(0, sourceNumberOfItems(inSection: section)))
        }
    }

    // MARK: - What the machinery asks of the data source and delegate (a table view answers with
    // its own protocols by overriding these)

    func sourceNumberOfSections() -> Int {
        collectionDataSource?.numberOfSections(in: self) ?? 0
    }

    func sourceNumberOfItems(inSection section: Int) -> Int {
        collectionDataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    func sourceCell(at indexPath: IndexPath) -> CollectionViewCell? {
        collectionDataSource?.collectionView(self, cellForItemAt: indexPath)
    }

    func notifyWillDisplay(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    func notifyDidEndDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func delegateShouldSelect(_ indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    }

    func notifyDidSelect(_ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func notifyDidDeselect(_ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    // MARK: - Layout

    /// Tells the collection view that its layout must be prepared again (layouts call this from
    /// `invalidateLayout()`); the cells update at the next layout pass.
    public func collectionViewLayoutDidInvalidate() {
        layoutNeedsPrepare = true
        setNeedsLayout()
    }

    /// Prepares the layout if it was invalidated, and takes its content size.
    func prepareLayoutIfNeeded() {
        reloadDataIfNeeded()
        guard layoutNeedsPrepare else { return }
        layoutNeedsPrepare = false
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// The layout's content size (the layout is prepared first if it was invalidated).
    open override var contentSize: Size {
        get {
            prepareLayoutIfNeeded()
            return super.contentSize
        }
        set { super.contentSize = newValue }
    }

    open override var bounds: Rect {
        get { super.bounds }
        set {
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layoutNeedsPrepare = true
            }
            super.bounds = newValue
        }
    }

    open override func contentOffsetDidChange() {
        super.contentOffsetDidChange()
        setNeedsLayout()
    }

    /// A tap that reaches the collection view (a cell passes its touches up the responder chain)
    /// selects the item under it, as UIKit's own tap handling does: see ``tap(at:)``.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        tap(at: touch.location(in: self))
    }

    /// Updates the cells on screen (see the type's documentation). Cells that arrived are laid out
    /// in the same pass: the engine's changes are collected again so their constraint-based frames
    /// land now, as UIKit lays out a cell before it first appears. A layout pass started from inside
    /// the update (e.g. by a cell's `prepareForReuse`) does not update the cells again.
    ///
    /// Self-sizing items are measured here too, as their cells arrive (see
    /// `CollectionView+SelfSizing.swift`): the pass applies the sizes and updates the cells until
    /// nothing new arrives, without starting another pass.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !isUpdatingVisibleCells else { return }
        isUpdatingVisibleCells = true
        defer { isUpdatingVisibleCells = false }
        prepareLayoutIfNeeded()
        let selfSizing = hasSelfSizingLayout
        if selfSizing {
            anchorSelfSizedContent()
            if measuresItemsBeforeDisplay { measureAllItemsWithoutDisplaying() }
        }
        var arrived = updateVisibleCells()
        if selfSizing && settleSelfSizedItems() { arrived = true }
        if arrived { prepareForLayoutPass() }
    }

    /// Whether self-sized items are all measured before any is shown (a table without estimates).
    var measuresItemsBeforeDisplay: Bool { false }

    /// Asks the layout where a fling should rest (after the scroll view's own proposal).
    open override func proposedTargetContentOffset(forVelocity velocity: Point) -> Point {
        let proposed = super.proposedTargetContentOffset(forVelocity: velocity)
        prepareLayoutIfNeeded()
        return collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    // MARK: - Interface Builder

    /// A flow layout takes what the document's `<collectionViewFlowLayout>` sets: its direction,
    /// item size, spacings, section insets and estimated item size.
    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        guard let flow = model.flowLayout, let layout = collectionViewLayout as? FlowLayout else { return }
        layout.scrollDirection = flow.scrollDirection
        if let itemSize = flow.itemSize { layout.itemSize = itemSize }
        if let spacing = flow.minimumLineSpacing { layout.minimumLineSpacing = spacing }
        if let spacing = flow.minimumInteritemSpacing { layout.minimumInteritemSpacing = spacing }
        if let inset = flow.sectionInset { layout.sectionInset = inset }
        if flow.sectionInsetFromSafeArea { layout.sectionInsetReference = .fromSafeArea }
        if let estimated = flow.estimatedItemSize { layout.estimatedItemSize = estimated }
    }

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass(
            "collectionView",
            make: { CollectionView(frame: $0, collectionViewLayout: FlowLayout()) },
            intrinsic: .none
        )
    }
}
