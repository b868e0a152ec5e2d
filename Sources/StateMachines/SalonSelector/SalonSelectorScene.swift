import Foundation
import ViewTree

/// The seed's salon selector screen rebuilt on ViewTree (its `ViewController`): a horizontal
/// collection view of salons whose centred cell expands when scrolling stops and collapses when it
/// starts, a selection frame over the centre that fades and scales with the scrolling state, flings
/// that snap a cell to the centre, and taps that scroll a cell to the centre.
///
/// Geometry (the seed's `Main.storyboard`, a resource of this module, loaded through
/// ``SalonSelectorViewController``): a 390 x 844 window; the collection view spans the window's
/// width, 220 points high, centred vertically (y = 312); items are 320 x 200 (the expanded
/// container), with section insets `(bounds.width - 320) / 2` left and right and 10 top and
/// bottom (the seed's flow-layout delegate), so each item fills its column and cell i is centred
/// at offset 330·i; the selection frame is 340 x 220, centred on the collection view. The cells
/// come from the seed's nib (``SalonSelectorCell/register(in:)``).
///
/// The seed's flow, with its gaps closed (each marked "gap" below): the seed returns to `idle` only
/// in `scrollViewDidEndDecelerating`, so a scroll that ends any other way would leave it scrolling
/// forever with the centred cell collapsed:
/// 1. a tap's animated `scrollToItem` ends with `scrollViewDidEndScrollingAnimation`: → `idle`;
/// 2. a tap on the cell already centred starts no animation at all: → `idle` at once;
/// 3. a drag released where it snaps to (no deceleration, `willDecelerate` false): → `idle`;
/// 4. a tap that stops moving content (UIKit sends no delegate call; the tap selects nothing): → `idle`.
public final class SalonSelectorScene: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    /// The simulated clock driving everything.
    public let clock: SimulationClock
    /// The window (390 x 844).
    public let window = Window()
    /// The horizontal flow layout.
    public let layout: FlowLayout
    /// The collection view of salons.
    public let collectionView: CollectionView
    /// The viewfinder over the centred cell.
    public let selectionFrameView: SelectionFrameView
    /// The salons shown, in order.
    public let salons: [SalonEntity]

    /// The script `viewsim play salon` plays by default: the first cell expands at 0.5 s; a drag
    /// collapses it and fades the frame out; a fling comes to rest with cell 3 snapped to the centre
    /// (expanded, frame back); a tap on the sliver of cell 2 scrolls it to the centre and expands it.
    public static let defaultScript = "wait 0.6; drag -120 0.25; release -1.8; wait 4; tap 2; wait 1"

    /// How long `updateSelection` animates: 0.15 s (the seed's).
    public static let selectionAnimationDuration = 0.15
    /// How long after start the first cell is selected: 0.5 s (the seed's `asyncAfter`).
    public static let initialSelectionDelay = 0.5

    /// The scene's mutable state, in one stored property so that one declaration decides how it
    /// is checked: the tests (debug builds) check exclusive access to it, so a delegate callback
    /// that re-enters the state machine traps there; release builds skip the dynamic check,
    /// which costs about 3% of a scroll tick here (callgrind, `Benchmarks --soak`).
    struct State {
        var scrollingState = SelectionScrollingState.idle
        var events = SceneEventLog()
        var selectionUpdateCount = 0
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var state = State()

    /// The scrolling state; a change (payload ignored) runs ``updateSelection()``, as in the seed.
    public internal(set) var scrollingState: SelectionScrollingState {
        get { state.scrollingState }
        set {
            let oldValue = state.scrollingState
            state.scrollingState = newValue
            if newValue != oldValue { updateSelection() }
        }
    }

    /// What happened since the last ``takeEvents()``: delegate calls and notes, in order.
    var events: SceneEventLog {
        get { state.events }
        _modify { yield &state.events }
    }
    /// Whether to record events (off for benchmarks, which must not allocate strings per tick).
    public var recordsEvents: Bool {
        get { state.events.isRecording }
        set { state.events.isRecording = newValue }
    }
    /// How many times ``updateSelection()`` has run: each run may expand or collapse the centred
    /// cell, so a benchmark tells ticks with a change of cell state from the others by it.
    public private(set) var selectionUpdateCount: Int {
        get { state.selectionUpdateCount }
        set { state.selectionUpdateCount = newValue }
    }

    /// Builds the screen with `salons` on `clock` and schedules the first selection.
    public init(salons: [SalonEntity] = SalonEntity.builtIn, clock: SimulationClock = SimulationClock()) {
        self.salons = salons
        self.clock = clock
        let controller = SalonSelectorViewController.instantiate()
        collectionView = controller.collectionView
        selectionFrameView = controller.selectionFrameView
        guard let flowLayout = collectionView.collectionViewLayout as? FlowLayout else {
            preconditionFailure("Main.storyboard's collection view has no flow layout")
        }
        layout = flowLayout
        // The storyboard's root view is laid out once at the window's size; the window then shows
        // the collection view and the selection frame directly (no root view between them), at
        // the frames that layout gave them and held by those frames, as the seed's screen is
        // static: the window's layout engine then only ever holds the cells.
        let root = controller.view
        root.frame = window.bounds
        root.layoutIfNeeded()
        for view in [collectionView as View, selectionFrameView as View] {
            view.removeFromSuperview()
            LayoutConstraint.deactivate(view.constraints)
            for held in [view] + view.subviews { held.translatesAutoresizingMaskIntoConstraints = true }
        }
        layout.scrollDirection = .horizontal
        layout.itemSize = SalonSelectorCell.size
        window.clock = clock
        window.addSubview(collectionView)
        window.addSubview(selectionFrameView)
        SalonSelectorCell.register(in: collectionView)
        collectionView.dataSource = self
        collectionView.delegate = self
        window.layoutIfNeeded()
        clock.mainQueue.asyncAfter(deadline: clock.now + Self.initialSelectionDelay) { [weak self] in
            self?.updateSelection()
        }
    }

    // MARK: - The seed's selection logic

    /// The seed's `updateSelection`: in a 0.15 s animation, gives the selection frame the scrolling
    /// state's transform and alpha, and expands (idle) or collapses (scrolling) the cell at the centre.
    public func updateSelection() {
        selectionUpdateCount += 1
        View.animate(withDuration: Self.selectionAnimationDuration) {
            selectionFrameView.transform = scrollingState.transform
            selectionFrameView.alpha = scrollingState.alpha
            guard let indexPath = selectedIndexPath(),
                  let cell = collectionView.cellForItem(at: indexPath) as? SalonSelectorCell else { return }
            cell.state = scrollingState.centredCellState
        }
    }

    /// The seed's `getSelectedIndexPath`: the item under the centre of the visible rectangle.
    public func selectedIndexPath() -> IndexPath? {
        let visibleRect = Rect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
        return collectionView.indexPathForItem(at: visibleRect.center)
    }

    // MARK: - Data source

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        salons.count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SalonSelectorCell.reuseIdentifier, for: indexPath)
        guard let selectorCell = cell as? SalonSelectorCell else { return cell }
        selectorCell.configure(with: salons[indexPath.item])
        return selectorCell
    }

    // MARK: - Delegate

    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets {
        let padding = (collectionView.bounds.width - SalonSelectorCell.State.expanded.containerWidth) / 2
        return EdgeInsets(top: 10, left: padding, bottom: 10, right: padding)
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        events.note("didSelectItemAt(\(indexPath.item))")
        collectionView.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: true)
        scrollingState = .scrolling(animateSelectionFrame: false)
        // Gap 2: the item was already centred, so no animation runs and nothing would end it.
        if !collectionView.isScrollAnimating { scrollingState = .idle }
    }

    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
                               forItemAt indexPath: IndexPath) {
        events.note("willDisplay(\(indexPath.item))")
    }

    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
                               forItemAt indexPath: IndexPath) {
        events.note("didEndDisplaying(\(indexPath.item))")
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        events.note("didScroll")
        scrollingState = .scrolling(animateSelectionFrame: true)
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        events.note("willBeginDragging")
    }

    /// The seed's snapping: moves the target so that the centre of the item nearest the target's
    /// centre lands on the view's centre.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: UnsafeMutablePointer<Point>) {
        let proposed = targetContentOffset.pointee
        var offsetAdjustment = Double.greatestFiniteMagnitude
        let horizontalCenter = targetContentOffset.pointee.x + collectionView.bounds.width / 2
        let targetRect = Rect(origin: targetContentOffset.pointee, size: collectionView.bounds.size)
        collectionView.collectionViewLayout.enumerateLayoutAttributesForElements(in: targetRect) { attributes in
            let itemHorizontalCenter = attributes.center.x
            if abs(itemHorizontalCenter - horizontalCenter) < abs(offsetAdjustment) {
                offsetAdjustment = itemHorizontalCenter - horizontalCenter
            }
        }
        targetContentOffset.pointee.x += offsetAdjustment
        if recordsEvents {
            events.note("willEndDragging(velocity: \(formatGeometry(velocity.x)), target: \(formatGeometry(proposed.x))"
                   + " -> \(formatGeometry(targetContentOffset.pointee.x)))")
        }
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        events.note("didEndDragging(willDecelerate: \(decelerate))")
        // Gap 3: released exactly where it snaps to: no deceleration will end the scroll.
        if !decelerate { scrollingState = .idle }
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        events.note("willBeginDecelerating")
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        events.note("didEndDecelerating")
        scrollingState = .idle
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        events.note("didEndScrollingAnimation")
        // Gap 1: the seed does not handle this, so a tap's scroll would never return to idle.
        scrollingState = .idle
    }

    // MARK: - Events

    /// The events since the last call, in order; clears them.
    public func takeEvents() -> [String] {
        events.take()
    }
}
