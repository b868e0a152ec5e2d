import Foundation

/// A rectangular area of the simulated UIKit screen (`UIView`), headless and deterministic.
///
/// **The truth is `bounds` and `center`** (the layer's bounds and position), together with the
/// layer's ``anchorPoint`` and 3-D ``Layer/transform``. ``frame`` is derived from them: under the
/// identity transform it is the rectangle of size `bounds.size` placed so that the anchor point
/// lies at `center`; under any other transform it is the bounding box of the four transformed
/// corners of `bounds`, as UIKit reports it. Coordinates are Foundation's `CGFloat`, as in UIKit.
///
/// Each animatable property (``bounds``, ``center``, ``frame`` through those two,
/// ``transform`` and ``Layer/transform`` (one stored value, as in UIKit), ``alpha``,
/// ``backgroundColor``) is a stored *model* value behind a setter that reports every change
/// through ``modelDidChange(_:)``, the single place where animations hook in.
open class View: Responder, CustomStringConvertible, CustomDebugStringConvertible {
    /// The name used in dumps and debugging, e.g. the outlet name `salonNameLabel`.
    public var name: String?
    /// An integer the app uses to find the view again (``viewWithTag(_:)``); 0 by default.
    public var tag = 0
    /// Whether the view takes touches (`isUserInteractionEnabled`): a control that does not
    /// ignores ``Control/tap()``.
    public var isUserInteractionEnabled = true
    /// Whether the view draws every pixel of its bounds opaquely (a drawing hint; no effect here).
    public var isOpaque = true
    /// How the view lays out in right-to-left languages (`semanticContentAttribute`); viewsim lays
    /// everything out left to right, so this is kept for the app only.
    public var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// The identifier UI tests find the view by (`accessibilityIdentifier`).
    public var accessibilityIdentifier: String?
    /// The interface style this view and its subviews use whatever their window's
    /// (`overrideUserInterfaceStyle`; `.unspecified` inherits it). Changing it tells the subtree
    /// `traitCollectionDidChange(_:)`.
    public var overrideUserInterfaceStyle = TraitCollection.UserInterfaceStyle.unspecified {
        didSet {
            var previous = traitCollection
            previous.userInterfaceStyle = userInterfaceStyle(withOwnOverride: oldValue)
            traitsDidChange(from: previous)
        }
    }
    /// The accessibility values set on the view; the rest are the class's defaults.
    var accessibility: AccessibilitySettings {
        get { accessibilityStorage?.settings ?? AccessibilitySettings() }
        set {
            if let accessibilityStorage { accessibilityStorage.settings = newValue } else { accessibilityStorage = AccessibilityStorage(newValue) }
        }
    }
    /// Where ``accessibility`` is kept once something is set: most views never set any, and every
    /// byte a view carries costs when cells are made (see performance-notes.md).
    private var accessibilityStorage: AccessibilityStorage?

    /// Whether assistive technologies see the view as one element (`isAccessibilityElement`). By
    /// default, labels and controls are and other views are not.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }

    /// What VoiceOver reads for the element (`accessibilityLabel`); by default a label's text and a
    /// button's title. Setting nil returns to the default.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }

    /// What activating the element does, read after a pause (`accessibilityHint`).
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }

    /// The element's current value, when it differs from its label (`accessibilityValue`).
    open var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }

    /// What the element is and how it behaves (`accessibilityTraits`); by default `.staticText`
    /// for a label, `.button` for a button, `.image` for an image view, with `.notEnabled` for a
    /// disabled control.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }

    /// The class's ``isAccessibilityElement`` when none is set.
    var defaultIsAccessibilityElement: Bool { false }
    /// The class's ``accessibilityLabel`` when none is set.
    var defaultAccessibilityLabel: String? { nil }
    /// The class's ``accessibilityTraits`` when none are set.
    var defaultAccessibilityTraits: AccessibilityTraits { [] }
    /// The tint set on this view, if any (``tintColor`` otherwise inherits it).
    private var ownTintColor: Color?

    /// UIKit's one-line description, `<Label; frame = (0 0; 320 44); text = 'Hi'; layer = <CALayer>>`:
    /// the fields ``ViewDump/text(of:values:)`` prints, without UIKit's address after the type, so
    /// the text is the same on every run.
    open var description: String { ViewDump.line(of: self) }

    /// The same as ``description``, as UIKit's is.
    open var debugDescription: String { description }

    /// The view and its subtree, one line each, subviews indented by `   | `, as UIKit's
    /// `recursiveDescription` prints them in the debugger (``ViewDump/text(of:values:)``).
    public func recursiveDescription() -> String { ViewDump.text(of: self) }

    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var modelBounds: Rect
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var modelCenter: Point
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var modelTransform3D: Transform3D = .identity
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var modelAlpha: Double = 1
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var modelBackgroundColor: Color?
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var modelAnchorPoint = Point(x: 0.5, y: 0.5)
    /// Whether ``modelTransform3D`` is the identity (kept by its setter, so hot paths need not
    /// compare sixteen numbers).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private(set) var modelTransformIsIdentity = true

    /// Whether the view and its subviews are drawn (layout ignores it, as in UIKit, except that a
    /// ``StackView`` collapses a hidden arranged subview).
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            let oldValue = storedIsHidden
            storedIsHidden = newValue
            // Only a change reaches the superview: a stack view must learn of it, and cells
            // toggled by collection views pay one comparison.
            if newValue != oldValue, let superview { superview.subviewIsHiddenDidChange(self) }
        }
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var storedIsHidden = false
    /// Whether subviews are clipped to ``bounds`` (rounded by ``Layer/cornerRadius``).
    open var clipsToBounds = false
    /// The layer's look beyond its fill: corner radius and border (see ``Layer``).
    var layerStyle = LayerStyle()
    /// How the view resizes when its superview's bounds size changes (none by default).
    public var autoresizingMask: AutoresizingMask = []

    /// The subviews, back to front.
    public private(set) var subviews: [View] {
        _read { yield storedSubviews }
        _modify { yield &storedSubviews }
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var storedSubviews: [View] = []
    /// The view this one is a subview of. Not retained, as UIKit's weak reference: a view that
    /// goes away first detaches its subviews (see `deinit`), so this is never left dangling.
    /// (An unretained reference rather than a `weak` one: weak references would move every view's
    /// reference count to a side table and make each hierarchy walk load through it.)
    public var superview: View? { superviewLink?.view }

    /// The superview, unretained: walks up the hierarchy step through it without retaining and
    /// releasing each view on the way.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    internal private(set) var superviewLink: ViewLink?

    /// Layout bookkeeping (flags, Auto Layout membership); see `Layout/`.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    internal var layoutState = LayoutState()
    /// The running animations, while any run; see `Animation/`.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    internal var animations: ViewAnimations?
    /// The controller whose root view this is, if any (UIKit's view delegate); see `Presentation/`.
    internal weak var owningViewController: ViewController?
    /// The layer's shadow (see ``Layer``). Declared last: the fields a scroll tick reads keep
    /// their places in the object (moving them measurably slowed a tick, at the same instruction count).
    var layerShadow = LayerShadow()

    /// Whether any property of this view is animating now (see `Animation/`). Declared here,
    /// not in an extension, so that ``ActivityIndicatorView`` can give it UIKit's meaning.
    open var isAnimating: Bool {
        guard let animations else { return false }
        return !animations.isEmpty
    }

    /// Creates a view with the given frame (under the identity transform: `bounds` gets the
    /// frame's size at origin zero, `center` the frame's centre).
    public init(frame: Rect) {
        let frame = frame.standardized
        modelBounds = Rect(origin: .zero, size: frame.size)
        modelCenter = Point(x: frame.midX, y: frame.midY)
        super.init()
    }

    /// Creates a view with a zero frame, as UIKit's `UIView()`.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// UIKit's initialiser for a view decoded from an archive. viewsim decodes no archives (it
    /// reads Interface Builder's XML, see ``Nib``), so this always fails; it exists so that a
    /// subclass written for UIKit, which must declare it, compiles and calls `super` unchanged.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Detaches the subviews that outlive this view: they become roots, and their subtrees'
    /// constraints move to their own layout engines. (Subviews that nothing else holds simply go
    /// away with this view, without moving anything.)
    deinit {
        // The subviews and guides that go with this view are freed last, after its engine has
        // let go of their items: an engine item never outlives its view.
        var goingWithThisView: [AnyObject] = []
        // The engine goes with its root: the views it lists for updates are let go first, so
        // the subviews nothing else holds are found going with this view.
        layoutState.engine?.constraintUpdates.removeAll()
        var remaining = subviews
        subviews = []
        while var subview = remaining.popLast() {
            subview.superviewLink = nil
            if isKnownUniquelyReferenced(&subview) {
                goingWithThisView.append(subview)
                continue
            }
            subview.layoutHierarchyDidChange(oldSuperview: self, oldSuperviewIsGoing: true)
        }
        var guides = layoutState.guides
        layoutState.guides = []
        while var guide = guides.popLast() {
            guide.stand.superviewLink = nil
            if isKnownUniquelyReferenced(&guide) {
                goingWithThisView.append(guide)
                continue
            }
            guide.stand.layoutHierarchyDidChange(oldSuperview: self, oldSuperviewIsGoing: true)
        }
        // The view's engine-made constraints mention it: they are among the referencing ones.
        for constraint in layoutState.installedConstraints { constraint.viewWillDeallocate(self) }
        for constraint in layoutState.referencingConstraints {
            constraint.constraint.viewWillDeallocate(self)
        }
        layoutState.referencingConstraints.removeAll()
        layoutState.engine?.releaseItems()
        layoutState.engine = nil
        goingWithThisView.removeAll()
    }

    /// Creates a named view with the given frame.
    public convenience init(name: String, frame: Rect = .zero) {
        self.init(frame: frame)
        self.name = name
    }

    // MARK: - Geometry (the model values)

    /// The view's own coordinate system: the origin is the point shown at the top-left corner
    /// (a scroll view's content offset), the size is the view's extent before its transform.
    open var bounds: Rect {
        get { modelBounds }
        set {
            guard let old = exchange(&modelBounds, with: newValue) else { return }
            modelDidChange(.bounds(from: old))
            if old.size != newValue.size { boundsSizeDidChange(from: old.size) }
        }
    }

    /// Where the anchor point of the view lies, in the superview's coordinate system (the
    /// layer's `position`; with the default anchor, the centre of the frame).
    open var center: Point {
        get { modelCenter }
        set {
            guard let old = exchange(&modelCenter, with: newValue) else { return }
            modelDidChange(.center(from: old))
            positionDidChange()
        }
    }

    /// The view's rectangle in the superview's coordinate system, derived from ``bounds``,
    /// ``center``, ``anchorPoint`` and the transform; see the type's documentation.
    ///
    /// Setting it sets `bounds.size` to the frame's size and `center` to the point the anchor
    /// lands on. Under a non-identity transform UIKit calls the result undefined; here the same
    /// rule applies (the untransformed rectangle is placed as if there were no transform).
    open var frame: Rect {
        get {
            if modelTransform3D.isIdentity { return untransformedFrame }
            return Rect(boundingCorners: modelBounds.corners.map(pointInSuperview))
        }
        set {
            let frame = newValue.standardized
            var newBounds = modelBounds
            newBounds.size = frame.size
            bounds = newBounds
            center = Point(x: frame.minX + modelAnchorPoint.x * frame.width,
                           y: frame.minY + modelAnchorPoint.y * frame.height)
        }
    }

    /// The stored model geometry, without dynamic dispatch (the presentation paths read it for
    /// every ancestor of every visible cell, every tick).
    @inline(__always)
    var modelGeometry: (bounds: Rect, center: Point, anchorPoint: Point) {
        (modelBounds, modelCenter, modelAnchorPoint)
    }

    /// The stored model transform, without dynamic dispatch.
    @inline(__always)
    var modelTransform: Transform3D { modelTransform3D }

    /// The frame as if the transform were the identity: what Auto Layout positions.
    public var untransformedFrame: Rect {
        let size = modelBounds.size
        return Rect(x: modelCenter.x - modelAnchorPoint.x * size.width,
                    y: modelCenter.y - modelAnchorPoint.y * size.height,
                    width: size.width, height: size.height)
    }

    /// The 2-D transform about the anchor point: the affine part of ``Layer/transform``
    /// (setting it replaces the layer's transform, as `UIView.transform` does).
    open var transform: AffineTransform {
        get { modelTransform3D.affineTransform }
        set { transform3D = Transform3D(newValue) }
    }

    /// The layer's 3-D transform about the anchor point (also reachable as `layer.transform`).
    open var transform3D: Transform3D {
        get { modelTransform3D }
        set {
            guard let old = exchange(&modelTransform3D, with: newValue) else { return }
            modelTransformIsIdentity = newValue.isIdentity
            modelDidChange(.transform(from: old))
        }
    }

    /// The point of ``bounds`` that sits at ``center`` and about which the transform applies,
    /// in unit coordinates of the bounds ((0.5, 0.5), the middle, by default). Changing it
    /// keeps `center` and moves the frame, as `CALayer.anchorPoint` does.
    public var anchorPoint: Point {
        get { modelAnchorPoint }
        set {
            // The frame moved: pins that hold it follow.
            if replace(&modelAnchorPoint, with: newValue) { positionDidChange() }
        }
    }

    /// The opacity, 0...1 (values outside are clamped).
    open var alpha: Double {
        get { modelAlpha }
        set {
            let value = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            guard let old = exchange(&modelAlpha, with: value) else { return }
            modelDidChange(.alpha(from: old))
        }
    }

    /// The fill colour, `nil` for none (UIKit's default).
    open var backgroundColor: Color? {
        get { modelBackgroundColor }
        set {
            let old = modelBackgroundColor
            if newValue == old, newValue?.name == old?.name { return }
            modelBackgroundColor = newValue
            modelDidChange(.backgroundColor(from: old))
        }
    }

    /// The view's layer: a handle on the Core Animation properties kept by this view.
    public var layer: Layer { Layer(view: self) }

    // MARK: - Hierarchy

    /// The window the view is in, if any (the nearest ``Window`` among itself and its ancestors).
    public var window: Window? {
        // Unretained, as `presentationRect` walks (see `superviewLink`): retaining and releasing
        // every ancestor cost more than the walk; animation setters ask this often.
        var current: ViewLink? = ViewLink(self)
        while let step = current {
            if let window = step.with({ $0 as? Window }) { return window }
            current = step.superview
        }
        return nil
    }

    /// The topmost ancestor (the view itself when it has no superview).
    public var rootView: View { rootLink.view }

    /// ``rootView``, unretained (the hierarchy keeps it).
    var rootLink: ViewLink {
        var current = ViewLink(self)
        while let parent = current.superview { current = parent }
        return current
    }

    /// Adds a view on top of the subviews (moving it from any previous superview, or to the
    /// front when it is already a subview).
    public func addSubview(_ view: View) {
        insertSubview(view, at: view.superview === self ? subviews.count - 1 : subviews.count)
    }

    /// Inserts a view at an index of ``subviews`` (clamped to the valid range), removing it
    /// from its previous superview first. Adding a view to itself or to one of its own
    /// descendants is a programming error, as in UIKit.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "Can't add a view as a subview of itself or of its descendants")
        let oldWindow = view.window
        if view.superview === self {
            let from = subviews.firstIndex { $0 === view }!
            subviews.remove(at: from)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        view.willMove(toSuperview: self)
        let oldSuperview = view.superview
        if let previous = oldSuperview { previous.detach(view) }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superviewLink = ViewLink(self)
        view.hierarchyDidChange(oldSuperview: oldSuperview, oldWindow: oldWindow)
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    /// Inserts a view just above a sibling (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let current = subviews.firstIndex { $0 === view }
        insertSubview(view, at: current.map { $0 < index ? index : index + 1 } ?? index + 1)
    }

    /// Inserts a view just below a sibling (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let current = subviews.firstIndex { $0 === view }
        insertSubview(view, at: current.map { $0 < index ? index - 1 : index } ?? index)
    }

    /// Moves a subview to the front (top of the stack).
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count - 1)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Detaches the view from its superview (nothing happens when it has none).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        parent.detach(self)
        hierarchyDidChange(oldSuperview: parent, oldWindow: oldWindow)
        didMoveToSuperview()
    }

    private func detach(_ view: View) {
        willRemoveSubview(view)
        if let index = subviews.firstIndex(where: { $0 === view }) { subviews.remove(at: index) }
        view.superviewLink = nil
    }

    /// Makes this view the superview of a layout guide's stand-in, which is no subview.
    func adoptGuideStand(_ stand: GuideView) {
        stand.superviewLink = ViewLink(self)
        stand.layoutHierarchyDidChange(oldSuperview: nil)
    }

    /// Detaches a layout guide's stand-in: constraints that tied it here are deactivated.
    func releaseGuideStand(_ stand: GuideView) {
        stand.superviewLink = nil
        stand.layoutHierarchyDidChange(oldSuperview: self)
    }

    /// Whether the view is `other` or one of its descendants.
    public func isDescendant(of other: View) -> Bool {
        var current: ViewLink? = ViewLink(self)
        while let view = current {
            if view.refers(to: other) { return true }
            current = view.superview
        }
        return false
    }

    /// The first view named `name` in a depth-first, front-to-back-order walk of this subtree
    /// (itself first), like `viewWithTag(_:)`.
    public func view(named name: String) -> View? {
        firstView { $0.name == name }
    }

    /// The first view whose ``tag`` is `tag` in the same walk as ``view(named:)`` (itself first).
    public func viewWithTag(_ tag: Int) -> View? {
        firstView { $0.tag == tag }
    }

    private func firstView(where matches: (View) -> Bool) -> View? {
        if matches(self) { return self }
        for subview in subviews {
            if let found = subview.firstView(where: matches) { return found }
        }
        return nil
    }

    /// The colour of the view's active parts: its own tint, else its superview's, else UIKit's
    /// default, system blue (as `UIView.tintColor`, inherited down the tree).
    open var tintColor: Color {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            let old = tintColor
            ownTintColor = newValue
            if newValue != old { tintColorDidChange() }
        }
    }

    /// Called when ``tintColor`` changes on this view.
    open func tintColorDidChange() {}

    private func hierarchyDidChange(oldSuperview: View?, oldWindow: Window?) {
        layoutHierarchyDidChange(oldSuperview: oldSuperview)
        oldSuperview?.setNeedsLayout()
        let newWindow = window
        if oldWindow !== newWindow {
            notifyWindowChange(from: oldWindow, to: newWindow,
                               traits: (TraitCollection(window: oldWindow), TraitCollection(window: newWindow)))
        }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Tells the subtree (and the controllers whose views are in it) that it moves from
    /// `oldWindow` to `newWindow`, and of the traits that change with it.
    private func notifyWindowChange(from oldWindow: Window?, to newWindow: Window?,
                                    traits: (old: TraitCollection, new: TraitCollection)) {
        let controller = owningViewController
        // A first responder that leaves its window resigns, as in UIKit.
        if let oldWindow, oldWindow.firstResponder === self { oldWindow.endFirstResponder() }
        let (appears, disappears) = (oldWindow == nil && newWindow != nil, oldWindow != nil && newWindow == nil)
        if appears { controller?.viewWillAppear(false) }
        if disappears { controller?.viewWillDisappear(false) }
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWindowChange(from: oldWindow, to: newWindow, traits: traits) }
        didMoveToWindow()
        if appears { controller?.viewDidAppear(false) }
        if disappears { controller?.viewDidDisappear(false) }
        if traits.new.displayScale != traits.old.displayScale { displayScaleDidChange() }
        if traits.new != traits.old {
            traitCollectionDidChange(traits.old)
            owningViewController?.traitCollectionDidChange(traits.old)
        }
    }

    /// The screen's scale changed (the view moved to another window, or out of one): a view whose
    /// size is measured in the screen's pixels measures again.
    func displayScaleDidChange() {}

    /// The view's traits changed (it moved into or out of a window, or to a window of another
    /// shape); `previousTraitCollection` holds the old ones.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called on each view loaded from a nib or storyboard once every object of the document is
    /// built and every outlet and user-defined runtime attribute is set, as UIKit's
    /// `awakeFromNib()`: finish setting up here (call `super`).
    open func awakeFromNib() {}

    // MARK: - Layout (override points, as in UIKit)

    /// Lays out the subviews. The default applies the frames Auto Layout computed for the
    /// subviews positioned by constraints; override to position subviews by hand (call `super`
    /// first when the view also uses constraints). Call ``setNeedsLayout()`` and
    /// ``layoutIfNeeded()`` rather than calling this directly.
    open func layoutSubviews() {
        applyEngineFramesToSubviews()
    }

    /// The value of an ``intrinsicContentSize`` dimension the view does not have (-1).
    public static let noIntrinsicMetric: Double = -1

    /// The size the content wants (a label's text, an image view's image), or
    /// ``noIntrinsicMetric`` per dimension (the default). Auto Layout turns it into content
    /// hugging and compression resistance constraints; call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// How far the rectangle Auto Layout aligns lies inside the frame (`alignmentRectInsets`):
    /// constraints place that rectangle, and the frame reaches past it by these amounts (a
    /// switch's frame 2 pt past its trailing edge). Zero by default. Intrinsic sizes stay frame
    /// sizes here (a switch is 51 pt wide, as Xcode stores it).
    open var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }

    /// The size that best fits `size` (the current size by default, as UIKit).
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` its current size (the origin of the frame stays).
    public func sizeToFit() {
        let old = frame
        let size = sizeThatFits(bounds.size)
        frame = Rect(origin: old.origin, size: size)
    }

    /// Updates constraints before layout, after ``setNeedsUpdateConstraints()``; override to
    /// change constraints in one place, calling `super` last.
    open func updateConstraints() {}

    /// The view whose first baseline is this view's (`forFirstBaselineLayout`): the view itself,
    /// or a subview that shows the text (a stack view's first arranged view).
    open var forFirstBaselineLayout: View { self }

    /// The view whose last baseline is this view's (`forLastBaselineLayout`).
    open var forLastBaselineLayout: View { self }

    /// How far the first line's baseline lies below the top (0: a view without text uses its top).
    open var firstBaselineOffsetFromTop: Double { 0 }

    /// How far the last line's baseline lies above the bottom (0: a view without text uses its bottom).
    open var lastBaselineOffsetFromBottom: Double { 0 }

    /// For a view that centres its line of text in whatever height it has (a text field), how far
    /// its baseline lies below its vertical centre: its baselines then follow its centre, not its
    /// top and bottom. Nil for every other view.
    var baselineOffsetFromCenterY: Double? { nil }

    /// The view that carries the text of `baseline` (``forFirstBaselineLayout`` or
    /// ``forLastBaselineLayout``).
    func forBaselineLayout(_ baseline: LayoutAttribute) -> View {
        baseline == .firstBaseline ? forFirstBaselineLayout : forLastBaselineLayout
    }

    /// Called when ``safeAreaInsets`` change (once layout has brought them up to date).
    open func safeAreaInsetsDidChange() {}

    /// Called when the effective ``layoutMargins`` change (once layout has brought them up to date).
    open func layoutMarginsDidChange() {}

    // MARK: - Hierarchy notifications (override points, as in UIKit)

    /// Called before the view moves to a new superview (`nil` when it is removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview or was removed.
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves into another window (or out of one).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view (or an ancestor) moved into another window (or out of one).
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: - Touches and drawing (override points, as in UIKit)

    /// The farthest descendant (or this view) that contains `point` (in this view's
    /// coordinates) and takes touches, front to back, as UIKit hit-tests: hidden views, views
    /// with ``isUserInteractionEnabled`` off and views whose alpha is under 0.01 are skipped.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view: its bounds.
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The controller whose root view this is, else the superview (UIKit's chain: touches a
    /// view does not handle go to its controller, then on up the tree).
    open override var next: Responder? { owningViewController ?? superview }

    // MARK: - First responder

    /// Whether this view is its window's first responder.
    open override var isFirstResponder: Bool { window?.firstResponder === self }

    /// Makes this view its window's first responder, once the current one resigns. False when
    /// the view cannot (``canBecomeFirstResponder``), is in no window (UIKit's rule), or the
    /// current first responder refuses to resign.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Stops being the first responder unless ``canResignFirstResponder`` is false. True when
    /// the view was not the first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard let window, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.endFirstResponder()
        return true
    }

    /// The view stopped being the first responder (asked, forced or moved out of its window).
    func didResignFirstResponder() {}

    /// Draws the view's content (`draw(_:)`). viewsim draws views from their properties (see
    /// the SVG output), not by calling this; it is here for subclasses written for UIKit.
    open func draw(_ rect: Rect) {}

    /// Marks the view's drawing out of date (`setNeedsDisplay()`): viewsim draws from the
    /// view's properties whenever a picture is made, so there is nothing to mark.
    public func setNeedsDisplay() {}

    /// Makes the first responder in this view's subtree (a field being edited) resign
    /// (`endEditing(_:)`); with `force`, whatever its delegate says. True when nothing in the
    /// subtree is the first responder any more.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder, responder.isDescendant(of: self) else { return true }
        guard force else { return responder.resignFirstResponder() }
        window.endFirstResponder()
        return true
    }

    // MARK: - Subview notifications (internal, for views that arrange their subviews)

    /// A subview's ``isHidden`` changed (a stack view collapses or restores it).
    func subviewIsHiddenDidChange(_ subview: View) {}
    /// A subview's intrinsic content size was invalidated (a stack view may size by it).
    func subviewIntrinsicContentSizeDidChange(_ subview: View) {}

    // MARK: - Interface Builder (internal)

    // Each class that Interface Builder documents name overrides these in its own file and is
    // listed once in `IBViewRegistry.all`; a control's dump field and drawing are its
    // conformances to `ControlValueDescribing` and `ControlDrawing`, in the same file.

    /// The class's elements, construction, intrinsic dimensions and colours (`nil` for a class
    /// no element names).
    class var interfaceBuilderClass: IBElementClass? { nil }

    /// Takes the element's content (text, font, image, settings); overrides call `super` first.
    func configure(fromInterfaceBuilder model: IBView) {}

    /// Takes on how Xcode's canvas shows the element on `device` (the one the document is laid
    /// out for), where that differs from a loaded nib at run time (an older Xcode's metrics, what
    /// UIKit adjusts for that viewsim does not model); called after
    /// ``configure(fromInterfaceBuilder:)`` for a document's layout and check only, before its
    /// stored intrinsic sizes are judged. Overrides call `super` first. A flag that only the Xcode
    /// that saved the document decides is declared in ``interfaceBuilderClass`` instead
    /// (`canvasMetrics`), and is set before this runs.
    func configure(forInterfaceBuilderCanvas model: IBView, device: InterfaceBuilderDevice?) {}
}

/// The root of a view hierarchy shown on a screen (`UIWindow`).
///
/// A window is as large as its screen; the default screen is an iPhone-sized
/// 390 x 844 points (the iPhone 12-15 logical resolution). A window owns the Auto Layout
/// engine of every view inside it.
open class Window: View {
    /// The default screen size, 390 x 844 points.
    public static let defaultScreenSize = Size(width: 390, height: 844)

    /// The size of the screen the window covers.
    public let screenSize: Size
    /// The device whose screen the window covers, when made with ``init(device:)`` (its safe-area
    /// insets are the window's); `nil` for a bare screen size, which has no insets.
    public let device: Device?

    /// The simulated clock that drives this window's layout passes, animations and scrolling
    /// (nil: changes apply at once); see `Animation/`.
    public var clock: SimulationClock? { didSet { clockDidChange(from: oldValue) } }
    lazy var layoutPass = WindowLayoutPass(window: self)
    /// The root view controller and the modal presentations shown in this window; see `Presentation/`.
    let presentationState = WindowPresentationState()
    /// The view that gets typed text (see ``View/becomeFirstResponder()``); held weakly, as a
    /// view that leaves the window resigns.
    weak var firstResponder: View?

    /// The first responder stops being one, whatever it or its delegate would say.
    func endFirstResponder() {
        let responder = firstResponder
        firstResponder = nil
        responder?.didResignFirstResponder()
    }

    /// Creates a window covering a screen of the given size (390 x 844 by default).
    public init(screenSize: Size = Window.defaultScreenSize) {
        self.screenSize = screenSize
        device = nil
        super.init(frame: Rect(origin: .zero, size: screenSize))
        name = "window"
    }

    /// Creates a window covering a screen of the default size, 390 x 844 (not View's zero frame).
    public convenience init() {
        self.init(screenSize: Window.defaultScreenSize)
    }

    /// Creates a window covering a device's screen, in portrait, with its safe-area insets.
    public init(device: Device) {
        screenSize = device.screenSize
        self.device = device
        super.init(frame: Rect(origin: .zero, size: device.screenSize))
        name = "window"
    }

    /// Creates a window over `frame` (UIKit's `UIWindow(frame: UIScreen.main.bounds)`): a frame
    /// the size of the key device's screen covers that device, safe-area insets included.
    public override init(frame: Rect) {
        let keyDevice = Window.keyDevice
        screenSize = frame.size
        device = keyDevice.screenSize == frame.size ? keyDevice : nil
        super.init(frame: frame)
        name = "window"
    }

    public required init?(coder: NSCoder) { return nil }

    /// The layout pass must not outlive the window on its clock (it points here unretained).
    deinit {
        if let clock { clock.removeFrameObserver(layoutPass) }
        layoutPass.window = nil
    }
}

/// How a view lays out in right-to-left languages (`UISemanticContentAttribute`).
public enum SemanticContentAttribute: Sendable {
    /// Follows the language's direction.
    case unspecified
    /// Playback controls, which stay left to right.
    case playback
    /// Directional controls, which stay left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
