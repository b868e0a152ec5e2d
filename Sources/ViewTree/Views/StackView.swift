import Foundation

/// A view that lays out a row or a column of views (`UIStackView`), built from Auto Layout
/// constraints in the hierarchy's engine, as UIKit's is.
///
/// The stack view makes and owns the constraints that place its ``arrangedSubviews`` (installed
/// on itself, so ``View/constraints`` lists them), with UIKit's identifiers (`UISV-spacing`,
/// `UISV-canvas-connection`, `UISV-alignment`, `UISV-fill-equally`, ...) so that a conflict log
/// reads like UIKit's. It rebuilds them only when the arrangement or a property changes (marked
/// with ``View/setNeedsUpdateConstraints()``, done in ``updateConstraints()``), never per layout
/// pass; a rebuild keeps every constraint that is still wanted and changes constants in place.
///
/// A hidden arranged subview collapses to zero size along the axis (`UISV-hiding`) and takes its
/// spacing with it. Toggling ``View/isHidden`` inside ``View/animate(withDuration:delay:options:animations:completion:)``
/// lays the hierarchy out inside the block, so the neighbours slide as in UIKit.
open class StackView: View {
    /// How arranged views share the length along the axis (`UIStackView.Distribution`).
    public enum Distribution: Sendable {
        /// The views fill the stack; the one with the lowest content hugging stretches (the
        /// lowest compression resistance shrinks); ties go to the first in `arrangedSubviews`.
        case fill
        /// The views fill the stack with equal sizes.
        case fillEqually
        /// The views fill the stack in proportion to their intrinsic sizes.
        case fillProportionally
        /// The views keep their sizes; the gaps between them are equal (at least ``spacing``).
        case equalSpacing
        /// The views' centres are equally far apart (gaps at least ``spacing``).
        case equalCentering
    }

    /// How arranged views are placed across the axis (`UIStackView.Alignment`).
    public enum Alignment: Sendable {
        /// The views fill the stack across the axis.
        case fill
        /// Aligned to the leading edge (a vertical stack) or the top (a horizontal one).
        case leading
        /// Aligned by their first baselines (horizontal stacks).
        case firstBaseline
        /// Centred across the axis.
        case center
        /// Aligned to the trailing edge (a vertical stack) or the bottom (a horizontal one).
        case trailing
        /// Aligned by their last baselines (horizontal stacks).
        case lastBaseline

        /// The top edge: the same as ``leading``, as in UIKit.
        public static let top = Alignment.leading
        /// The bottom edge: the same as ``trailing``, as in UIKit.
        public static let bottom = Alignment.trailing
    }

    /// The value of ``customSpacing(after:)`` when no custom spacing is set (UIKit's `FLT_MAX`);
    /// passing it to ``setCustomSpacing(_:after:)`` removes the custom spacing.
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// A spacing that asks for the system's standard spacing between siblings (8 pt).
    public static let spacingUseSystem = -Double(Float.greatestFiniteMagnitude)

    /// The views the stack arranges, in order (each is also a subview).
    public var arrangedSubviews: [View] { settings.arrangedSubviews }

    /// The axis the views are lined up along (horizontal by default).
    public var axis: LayoutAxis {
        get { settings.axis }
        set { if replace(&settings.axis, with: newValue) { arrangementDidChange() } }
    }
    /// Whether views that tie on priority are ordered by index, as UIKit does at run time
    /// (Interface Builder's check turns it off to find the ties Xcode reports).
    var ordersPriorityTies: Bool {
        get { settings.ordersPriorityTies }
        set { if replace(&settings.ordersPriorityTies, with: newValue) { updatePriorityTieBreaks() } }
    }
    /// How the views share the length along the axis (``Distribution/fill`` by default).
    public var distribution: Distribution {
        get { settings.distribution }
        set { if replace(&settings.distribution, with: newValue) { arrangementDidChange() } }
    }
    /// How the views are placed across the axis (``Alignment/fill`` by default).
    public var alignment: Alignment {
        get { settings.alignment }
        set { if replace(&settings.alignment, with: newValue) { arrangementDidChange() } }
    }
    /// The gap between neighbours (0 by default; the minimum gap for the equal distributions);
    /// ``spacingUseSystem`` asks for the system's 8 pt.
    public var spacing: Double {
        get { settings.spacing }
        set { if replace(&settings.spacing, with: newValue) { arrangementDidChange() } }
    }
    /// Whether the vertical gaps run from one view's last baseline to the next one's first
    /// baseline rather than between edges (false by default).
    public var isBaselineRelativeArrangement: Bool {
        get { settings.isBaselineRelativeArrangement }
        set { if replace(&settings.isBaselineRelativeArrangement, with: newValue) { arrangementDidChange() } }
    }
    /// Whether the views are laid out within the stack's ``View/layoutMargins`` rather than its
    /// edges (false by default).
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { settings.isLayoutMarginsRelativeArrangement }
        set { if replace(&settings.isLayoutMarginsRelativeArrangement, with: newValue) { arrangementDidChange() } }
    }

    /// The stored values behind the properties above, in one property that release builds read
    /// without a run-time exclusivity check: layout reads them for every arranged view, several
    /// times a pass (public stored properties of a class are checked on each access).
    private struct Settings {
        var arrangedSubviews: [View] = []
        var axis = LayoutAxis.horizontal
        var ordersPriorityTies = true
        var distribution = Distribution.fill
        var alignment = Alignment.fill
        var spacing = 0.0
        var isBaselineRelativeArrangement = false
        var isLayoutMarginsRelativeArrangement = false
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var settings = Settings()

    /// Custom gaps after particular arranged views (looked up only: never iterated).
    private var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The constraints the stack made, and what identifies each (see `StackView+Arrangement`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var arrangement = StackArrangement()
    /// How many times ``updateConstraints()`` rebuilt the arrangement (for tests).
    var arrangementRebuildCount = 0

    /// Creates an empty horizontal stack view with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        arrangementDidChange()
    }

    /// Creates a stack view arranging `views` in order (each becomes a subview).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates a named stack view arranging `views`.
    public convenience init(name: String, arrangedSubviews views: [View] = []) {
        self.init(arrangedSubviews: views)
        self.name = name
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: - Arranged subviews

    /// Adds a view at the end of ``arrangedSubviews`` (and as the front subview if it is not one).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (isArranged(view) ? 1 : 0))
    }

    /// Inserts a view into ``arrangedSubviews`` at `index` (moving it when it is arranged
    /// already); a view that is not a subview yet becomes the front subview, as in UIKit. An
    /// index outside `0...arrangedSubviews.count` is a programming error, as in UIKit.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) { settings.arrangedSubviews.remove(at: current) }
        precondition(index >= 0 && index <= arrangedSubviews.count, "Index \(index) out of bounds of arrangedSubviews")
        view.translatesAutoresizingMaskIntoConstraints = false
        settings.arrangedSubviews.insert(view, at: index)
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes a view from ``arrangedSubviews``; it stays a subview (remove it from its
    /// superview too to take it off screen), as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        settings.arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()  // the rebuild re-ranks the views that stay
        view.updateIntrinsicConstraints()  // no longer ranked
    }

    /// Whether `view` is one of the ``arrangedSubviews``.
    func isArranged(_ view: View) -> Bool { arrangedSubviews.contains { $0 === view } }

    /// A view leaving the stack leaves ``arrangedSubviews`` too, as in UIKit.
    open override func willRemoveSubview(_ subview: View) {
        removeArrangedSubview(subview)
        super.willRemoveSubview(subview)
    }

    // MARK: - Spacing

    /// Sets the gap after an arranged view (``spacingUseDefault`` goes back to ``spacing``;
    /// ``spacingUseSystem`` asks for 8 pt). Ignored for a view that is not arranged, as in UIKit.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard isArranged(arrangedSubview) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: Double? = spacing == Self.spacingUseDefault ? nil : spacing
        if customSpacings[key] == value { return }
        customSpacings[key] = value
        arrangementDidChange()
    }

    /// The gap set after an arranged view, or ``spacingUseDefault`` when none is.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The gap in points after an arranged view: its custom spacing, else ``spacing``.
    func resolvedSpacing(after view: View) -> Double {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? LayoutConstraint.systemSpacing : value
    }

    /// Calls `body` with the index of each pair of neighbours in `views` (`index`, `index + 1`)
    /// and the gap between them. A hidden view takes its gap with it: the gap into it is 0, and
    /// the gap out of it is the spacing after the last visible view before it (0 when there is
    /// none), so visible neighbours keep exactly one gap between them.
    func forEachGap(between views: [View], _ body: (Int, Double) -> Void) {
        var lastVisible: View?
        var index = 0
        while index + 1 < views.count {
            let before = views[index], after = views[index + 1]
            if !isCollapsed(before) { lastVisible = before }
            if isCollapsed(after) {
                body(index, 0)
            } else if isCollapsed(before) {
                body(index, lastVisible.map(resolvedSpacing(after:)) ?? 0)
            } else {
                body(index, resolvedSpacing(after: before))
            }
            index += 1
        }
    }

    // MARK: - Baselines

    /// The first arranged view's first baseline (the stack's own top when it has none).
    open override var forFirstBaselineLayout: View {
        arrangedSubviews.first?.forFirstBaselineLayout ?? self
    }

    /// The last arranged view's last baseline in a vertical stack; in a horizontal one, the
    /// first view's, like the first baseline (UIKit's documentation does not say which).
    open override var forLastBaselineLayout: View {
        let view = axis == .vertical ? arrangedSubviews.last : arrangedSubviews.first
        return view?.forLastBaselineLayout ?? self
    }

    // MARK: - Keeping the constraints current

    /// Rebuilds the arrangement's constraints (only those that differ change; when only arranged
    /// views were hidden or shown, only the hiding and spacing constraints are visited), then `super`.
    open override func updateConstraints() {
        arrangementRebuildCount += 1
        if arrangement.needsFullRebuild || !updateHiddenArrangement() { rebuildArrangement() }
        arrangement.needsFullRebuild = false
        super.updateConstraints()
    }

    /// Something other than hiding changed: the next update rebuilds the whole arrangement.
    private func arrangementDidChange() {
        arrangement.needsFullRebuild = true
        setNeedsUpdateConstraints()
        baselineViewsDidChange()  // the first or last arranged view may be another now
    }

    /// How much more than its peers the solver weighs an arranged view's content hugging (or
    /// compression resistance) along the axis of a ``Distribution/fill`` stack (compression
    /// resistance only for ``Distribution/equalSpacing`` and ``Distribution/equalCentering``):
    /// 1/1024 for each earlier arranged view with the same priority, so that of views that tie,
    /// the first stretches (or shrinks), whatever order the engine adds their constraints in. 0
    /// for any other view, axis or distribution, and for a required priority (required ties
    /// cannot be ordered).
    ///
    /// A weight, not a higher priority: the tied views stay at one priority, whose violations the
    /// solver adds up with the other constraints of that priority, as Xcode's layout does. A fill
    /// stack of three labels whose middle one is centred in the stack stretches its two outer
    /// labels alike when the last two tie (thirty-sixth set 44038), where a priority raised by the
    /// tie-break would have held the last one whole and stretched the centred one instead.
    func priorityTieBreak(of view: View, along axis: LayoutAxis, compression: Bool) -> Double {
        // UIKit resizes views that tie by their index: `fill` both ways, the equal distributions
        // (whose views keep their intrinsic sizes while they fit) when they must shrink.
        let ranked = distribution == .fill || (compression && (distribution == .equalSpacing || distribution == .equalCentering))
        guard ranked, ordersPriorityTies, axis == self.axis else { return 0 }
        func priority(_ view: View) -> LayoutPriority {
            compression ? view.contentCompressionResistancePriority(for: axis) : view.contentHuggingPriority(for: axis)
        }
        let own = priority(view)
        // Unretained visits: the arranged views are this stack view's subviews.
        var earlier = 0, found = false
        arrangedSubviews.forEachUnretained { other in
            if found { return }
            if other === view {
                found = true
            } else if priority(other) == own {
                earlier += 1
            }
        }
        guard found, !own.isRequired else { return 0 }
        return Double(earlier) / 1024
    }

    /// Brings the solver weights of the arranged views' hugging and compression resistance up to
    /// date after the order, the axis, the distribution or one of their priorities changed
    /// (see ``priorityTieBreak(of:along:compression:)``).
    func updatePriorityTieBreaks() {
        for view in arrangedSubviews { view.updateIntrinsicConstraints() }
    }

    /// A hidden arranged view collapses: the constraints are rebuilt before the next layout, at
    /// once inside an animation block (so the frames that layout writes animate, as in UIKit).
    /// Whether hidden arranged views collapse (UIKit's `UISV-hiding`). Xcode 9 and earlier kept
    /// them in place in the canvas, so Interface Builder documents they saved turn it off.
    var collapsesHiddenArrangedSubviews = true

    /// Whether `view` is hidden and collapses.
    func isCollapsed(_ view: View) -> Bool { collapsesHiddenArrangedSubviews && view.isHidden }

    /// On Interface Builder's canvas, the sizes across the axis that arranged views with no
    /// intrinsic size there keep when nothing else sizes them: the size each had when the stack
    /// first arranged it, the stored one (looked up only: never iterated). `nil` elsewhere, where
    /// UIKit's ambiguity suppression makes them 0. Xcode's canvas keeps such views as stored: 70
    /// plain views in non-fill stack views of the clean files in the unseen sets' repositories
    /// are stored 240 (the library's default), 50, 195 or 275 pt across, none at 0.
    var canvasSuppressedSizes: [ObjectIdentifier: Double]?

    /// The size the ambiguity suppression gives `view` across the axis (see ``canvasSuppressedSizes``).
    func suppressedSize(of view: View, acrossIsVertical: Bool) -> Double {
        guard let sizes = canvasSuppressedSizes else { return 0 }
        if let size = sizes[ObjectIdentifier(view)] { return size }
        let size = acrossIsVertical ? view.bounds.height : view.bounds.width
        canvasSuppressedSizes?[ObjectIdentifier(view)] = size
        return size
    }

    override func subviewIsHiddenDidChange(_ subview: View) {
        guard isArranged(subview) else { return }
        setNeedsUpdateConstraints()
        if AnimationTransaction.current != nil { rootView.layoutIfNeeded() }
    }

    /// Sizes in proportion to intrinsic sizes, and which views need an ambiguity suppression,
    /// follow the arranged views' intrinsic sizes.
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        guard distribution == .fillProportionally || alignment != .fill, isArranged(subview) else { return }
        arrangementDidChange()
    }

    // MARK: - Interface Builder

    override func configure(forInterfaceBuilderCanvas model: IBView, device: InterfaceBuilderDevice?) {
        super.configure(forInterfaceBuilderCanvas: model, device: device)
        // Xcode 9 and earlier (before toolsVersion 14xxx) showed a hidden arranged view in its
        // place: documents they saved store its neighbours after it (12121 and 13196 files, 4
        // views in 2 repositories); from 18xxx they are stored where it collapsed.
        if model.toolsMajor < 14000 { collapsesHiddenArrangedSubviews = false }
        canvasSuppressedSizes = [:]
    }

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("stackView", make: StackView.init(frame:), intrinsic: .none)
    }

    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        if let properties = model.stack { configure(properties) }
    }
}

extension StackView {
    /// Takes an element's stack view settings, as Interface Builder names them.
    fileprivate func configure(_ properties: IBStackProperties) {
        axis = properties.axis
        switch properties.distribution {
        case "fillEqually": distribution = .fillEqually
        case "fillProportionally": distribution = .fillProportionally
        case "equalSpacing": distribution = .equalSpacing
        case "equalCentering": distribution = .equalCentering
        default: distribution = .fill
        }
        switch properties.alignment {
        case "top", "leading": alignment = .leading
        case "bottom", "trailing": alignment = .trailing
        case "center": alignment = .center
        case "firstBaseline": alignment = .firstBaseline
        case "lastBaseline", "baseline": alignment = .lastBaseline
        default: alignment = .fill
        }
        spacing = properties.spacing
        isBaselineRelativeArrangement = properties.baselineRelative
        isLayoutMarginsRelativeArrangement = properties.layoutMarginsRelative
    }
}
