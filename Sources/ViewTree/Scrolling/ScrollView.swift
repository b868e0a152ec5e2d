import Foundation

/// A view whose bounds origin moves over larger content (`UIScrollView`): `contentOffset` *is*
/// `bounds.origin`, so subviews placed in content coordinates appear scrolled.
///
/// Motion comes from simulated touches (``beginDragging()``, ``drag(by:)``,
/// ``endDragging(fingerVelocity:)``), from deceleration after a fling (see `ScrollPhysics`), and
/// from animated scrolling (``setContentOffset(_:animated:)``); deceleration and animation advance
/// with the window's `SimulationClock`, in its update phase. The delegate hears of it all in UIKit's
/// order (see ``ScrollViewDelegate``).
///
/// Differences from UIKit, by design: no rubber band (drags, flings and animations clamp the offset
/// to the content; a direct `contentOffset` set is taken as is, as in UIKit), no scroll indicators,
/// no automatic safe-area content inset (`adjustedContentInset` is `contentInset`, as UIKit's
/// `contentInsetAdjustmentBehavior = .never`), no zooming.
open class ScrollView: View, FrameObserver {
    /// The delegate (weak, as in UIKit).
    open weak var delegate: (any ScrollViewDelegate)?

    /// The size of the content (default zero).
    open var contentSize: Size { get { scrollStorage.contentSize } set { scrollStorage.contentSize = newValue } }
    /// Extra room around the content (default zero).
    open var contentInset: EdgeInsets { get { scrollStorage.contentInset } set { scrollStorage.contentInset = newValue } }
    /// Whether a release snaps to multiples of the bounds size (default false).
    open var isPagingEnabled = false
    /// How quickly a fling slows down (default `.normal`, 0.998 per millisecond).
    open var decelerationRate = DecelerationRate.normal
    /// Whether touches scroll the content (default true).
    open var isScrollEnabled = true
    /// Whether the scroll indicators show while scrolling (drawing only; they take no room).
    open var showsHorizontalScrollIndicator = true
    /// See ``showsHorizontalScrollIndicator``.
    open var showsVerticalScrollIndicator = true
    /// Where the scroll indicators sit (drawing only).
    open var scrollIndicatorInsets = EdgeInsets.zero
    /// Whether the content bounces past its edges (drags here stop at the edges either way).
    open var bounces = true
    /// Whether a vertical drag bounces even when the content fits (see ``bounces``).
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content fits (see ``bounces``).
    open var alwaysBounceHorizontal = false
    /// How a drag dismisses the keyboard (`UIScrollView.KeyboardDismissMode`; no keyboard here).
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// How the safe area adds to the content inset (`contentInsetAdjustmentBehavior`). viewsim's
    /// ``adjustedContentInset`` is the content inset alone, which is UIKit's `.never`: the value
    /// is kept for the app.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: String, Sendable {
        /// Dragging leaves the keyboard up.
        case none
        /// A drag dismisses it.
        case onDrag
        /// The keyboard follows the drag.
        case interactive
    }

    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: String, Sendable {
        /// UIKit's default.
        case automatic
        /// Adjusts for the safe area on scrollable axes.
        case scrollableAxes
        /// Never adjusts.
        case never
        /// Always adjusts for the safe area.
        case always
    }

    /// Whether a finger is on the content (from ``beginDragging()`` to the release).
    public internal(set) var isTracking: Bool { get { scrollStorage.isTracking } set { scrollStorage.isTracking = newValue } }
    /// Whether the content is being dragged.
    public internal(set) var isDragging: Bool { get { scrollStorage.isDragging } set { scrollStorage.isDragging = newValue } }
    /// The storage of the four above, which a scroll tick reads: one property without a run-time
    /// exclusivity check in release builds (debug builds check it).
    struct ScrollStorage {
        var contentSize = Size.zero
        var contentInset = EdgeInsets.zero
        var isTracking = false
        var isDragging = false
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var scrollStorage = ScrollStorage()
    /// Whether the content is moving on after a fling.
    public var isDecelerating: Bool {
        if case .decelerating = motion { return true }
        return false
    }
    /// Whether an animated scroll is running.
    public var isScrollAnimating: Bool {
        if case .animating = motion { return true }
        return false
    }

    /// The motion that runs on the clock, if any.
    enum Motion {
        case none
        case decelerating(start: Point, target: Point, rate: DecelerationRate, startTime: Double)
        case animating(from: Point, to: Point, startTime: Double)
    }

    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var motion = Motion.none
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var dragStartOffset = Point.zero
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var dragTranslation = Vector.zero
    /// Whether the drag in progress has pulled the content far enough to start a refresh.
    var dragPulledForRefresh = false

    /// The control that a pull on the content starts a refresh with (`refreshControl`): it sits
    /// ``RefreshControl/height`` above the content, across the scroll view's width.
    public var refreshControl: RefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            guard let refreshControl else { return }
            refreshControl.frame = Rect(x: 0, y: -RefreshControl.height, width: bounds.width, height: RefreshControl.height)
            refreshControl.autoresizingMask = [.flexibleWidth]
            insertSubview(refreshControl, at: 0)
        }
    }

    /// How long an animated `setContentOffset` takes: 0.3 s with the ease-in-out curve (UIKit does
    /// not document its value; this is the commonly observed duration).
    public static let scrollAnimationDuration = 0.3

    /// A scroll view with the given frame; it clips its content to its bounds, as UIKit's scroll
    /// views do by default.
    public override init(frame: Rect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) { return nil }

    /// The point of the content shown at the top-left corner: `bounds.origin`.
    open var contentOffset: Point {
        get { bounds.origin }
        set {
            var newBounds = bounds
            newBounds.origin = newValue
            bounds = newBounds
        }
    }

    /// `contentInset`: the safe area is not added (UIKit's `contentInsetAdjustmentBehavior`
    /// `.never`; its default, `.automatic`, is not modelled), so content under a navigation bar
    /// starts under it unless `contentInset` makes room.
    public var adjustedContentInset: EdgeInsets { contentInset }

    /// Whether the content is kept clear of the top and bottom safe-area insets, so that its
    /// views take none of them (iOS 11: a scroll view's subviews leave out of their safe area
    /// what its automatic content inset adjustment covers). Interface Builder documents' scroll,
    /// table and collection views set it, as Xcode lays their content out with UIKit's default
    /// `.automatic` adjustment (sixty-first set 69117: a scroll view's content under the status
    /// bar stores its views 8 pt inside its margins, not 28); ViewTree's own scroll views are
    /// `.never`. UIKit adjusts a plain scroll view only along an axis it scrolls (or vertically
    /// under a navigation bar); the content's size is not known when the view is built, so it is
    /// taken to scroll vertically (over the corpus and sets 54 to 69, only 69117 moves either way).
    var contentIsClearOfVerticalSafeArea = false

    override func configure(forInterfaceBuilderCanvas model: IBView, device: InterfaceBuilderDevice?) {
        super.configure(forInterfaceBuilderCanvas: model, device: device)
        contentIsClearOfVerticalSafeArea = model.attributes["contentInsetAdjustmentBehavior"] != "never"
    }

    open override var bounds: Rect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != oldOrigin {
                // The frame guide moves with the offset (the next layout places what is pinned to it).
                // (A flag first: reading the guide state on every scroll tick would retain it.)
                if layoutState.hasFrameLayoutGuide, let guide = layoutState.systemGuides?.frameGuide,
                   guide.setInsets(frameGuideInsets) { setNeedsLayout() }
                contentOffsetDidChange()
            }
        }
    }

    /// Called after every change of the content offset: tells the delegate. Subclasses that
    /// override it call `super`.
    open func contentOffsetDidChange() {
        delegate?.scrollViewDidScroll(self)
    }

    /// The offsets the content may rest at, per axis.
    public var contentOffsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let inset = adjustedContentInset
        let size = bounds.size
        return (ScrollPhysics.offsetRange(contentLength: contentSize.width, viewportLength: size.width,
                                          insetBefore: inset.left, insetAfter: inset.right),
                ScrollPhysics.offsetRange(contentLength: contentSize.height, viewportLength: size.height,
                                          insetBefore: inset.top, insetAfter: inset.bottom))
    }

    /// `offset` moved into ``contentOffsetRange``.
    public func clampedContentOffset(_ offset: Point) -> Point {
        let range = contentOffsetRange
        return Point(x: ScrollPhysics.clamp(offset.x, to: range.x), y: ScrollPhysics.clamp(offset.y, to: range.y))
    }

    /// Where a release with `velocity` (points per millisecond) proposes to rest, before the
    /// delegate sees it: the clamped projection, or the page for a paging scroll view. Subclasses
    /// may refine it (a collection view asks its layout).
    open func proposedTargetContentOffset(forVelocity velocity: Point) -> Point {
        let offset = contentOffset
        let range = contentOffsetRange
        if isPagingEnabled {
            return Point(x: ScrollPhysics.pagedOffset(offset.x, velocity: velocity.x, rate: decelerationRate,
                                                      pageLength: bounds.width, range: range.x),
                         y: ScrollPhysics.pagedOffset(offset.y, velocity: velocity.y, rate: decelerationRate,
                                                      pageLength: bounds.height, range: range.y))
        }
        return clampedContentOffset(Point(
            x: ScrollPhysics.projectedOffset(offset.x, velocity: velocity.x, rate: decelerationRate),
            y: ScrollPhysics.projectedOffset(offset.y, velocity: velocity.y, rate: decelerationRate)))
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("scrollView", make: ScrollView.init(frame:), intrinsic: .none)
    }

    /// The scrolling the document sets (paging, bouncing, indicators, keyboard dismissal, content
    /// inset adjustment), as `UINib` decodes it; table, collection and text views take it too.
    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        if let value = model.attributes.flag("pagingEnabled") { isPagingEnabled = value }
        isScrollEnabled = model.scrollEnabled
        if let value = model.attributes.flag("bounces") { bounces = value }
        if let value = model.attributes.flag("alwaysBounceVertical") { alwaysBounceVertical = value }
        if let value = model.attributes.flag("alwaysBounceHorizontal") { alwaysBounceHorizontal = value }
        if let value = model.attributes.flag("showsHorizontalScrollIndicator") { showsHorizontalScrollIndicator = value }
        if let value = model.attributes.flag("showsVerticalScrollIndicator") { showsVerticalScrollIndicator = value }
        // The cases' names are the ones Interface Builder writes.
        if let mode = KeyboardDismissMode(rawValue: model.attributes["keyboardDismissMode"] ?? "") { keyboardDismissMode = mode }
        if let behavior = ContentInsetAdjustmentBehavior(rawValue: model.attributes["contentInsetAdjustmentBehavior"] ?? "") {
            contentInsetAdjustmentBehavior = behavior
        }
    }
}
