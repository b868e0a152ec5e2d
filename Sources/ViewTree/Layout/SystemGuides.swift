/// Insets relative to the reading direction (`NSDirectionalEdgeInsets`); layout is
/// left-to-right, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double

    /// Creates insets for each edge.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets by physical edge (leading is left).
    public init(_ insets: EdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// `{top, leading, bottom, trailing}` as `NSStringFromDirectionalEdgeInsets`.
    public var description: String { EdgeInsets(self).description }
}

extension EdgeInsets {
    /// The same insets by physical edge (leading is left).
    public init(_ insets: DirectionalEdgeInsets) {
        self.init(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// Each edge's larger value.
    func max(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: Swift.max(top, other.top), left: Swift.max(left, other.left),
                   bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
    }

    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

/// The guides UIKit gives every view on request (margins, safe area, readable content) and the
/// settings behind them; allocated only for views that use them.
final class SystemGuides {
    /// The margins set on the view (`nil`: the system's default for the view).
    var explicitMargins: DirectionalEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var followsReadableWidth = false
    var insetsLayoutMarginsFromSafeArea = true
    var margins: PinnedGuide?
    var safeArea: PinnedGuide?
    var readableContent: PinnedGuide?
    var keyboard: PinnedGuide?
    /// A scroll view's content and frame layout guides.
    var contentGuide: ContentGuide?
    var frameGuide: PinnedGuide?
    /// A scroll view's content area inset by its margins (``ScrollView/contentMarginsGuide``).
    var contentMargins: PinnedGuide?
    /// The safe-area insets last reported through `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = EdgeInsets.zero
    /// The margins last reported through `layoutMarginsDidChange()`.
    var reportedMargins = EdgeInsets.zero
}

/// A guide held to its owning view's edges (or another guide's: `area`) by four required
/// constraints whose constants are the insets (left, top, right, bottom), changed in place as the
/// insets change.
struct PinnedGuide {
    let guide: LayoutGuide
    let constraints: [LayoutConstraint]

    init(identifier: String, constraintPrefix: String, in view: View, area: View? = nil, insets: EdgeInsets) {
        guide = LayoutGuide(identifier: identifier)
        view.addLayoutGuide(guide)
        let stand = guide.stand, area = area ?? view
        func pin(_ first: View, _ attribute: LayoutAttribute, _ second: View, _ edge: String, _ constant: Double) -> LayoutConstraint {
            let constraint = LayoutConstraint(item: first, attribute: attribute, offsetOrigin: nil, relatedBy: .equal,
                                              toItem: second, attribute: attribute, offsetOrigin: nil, multiplier: 1,
                                              constant: constant, priority: .required, origin: .systemGuide)
            constraint.identifier = "\(constraintPrefix)-\(edge)"
            return constraint
        }
        constraints = [pin(stand, .left, area, "left", insets.left), pin(stand, .top, area, "top", insets.top),
                       pin(area, .right, stand, "right", insets.right), pin(area, .bottom, stand, "bottom", insets.bottom)]
        LayoutConstraint.activate(constraints)
        // Made on first use, after the view's last layout pass: until its pins reach the solver,
        // the guide answers where they put it (UIKit's guides exist from the start).
        if let (item, _) = stand.itemAndEngine {
            // Where the pins put it, also when overlapping insets leave it a negative height.
            let size = view.bounds.size
            item.provisionalFrame = Rect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
                                         height: size.height - insets.top - insets.bottom)
        }
    }

    /// Sets the insets (only the constants that differ: each is an in-place solver edit).
    /// Returns whether any changed. (No array of values: this runs in every layout pass.)
    @discardableResult
    func setInsets(_ insets: EdgeInsets) -> Bool {
        var changed = false
        func set(_ index: Int, _ value: Double) {
            if constraints[index].constant != value {
                constraints[index].constant = value
                changed = true
            }
        }
        set(0, insets.left)
        set(1, insets.top)
        set(2, insets.right)
        set(3, insets.bottom)
        return changed
    }
}

extension View {
    /// The view's system-guide state, created on first use.
    var systemGuides: SystemGuides {
        if let state = layoutState.systemGuides { return state }
        let state = SystemGuides()
        layoutState.systemGuides = state
        return state
    }

    // MARK: - Margins

    /// The margins the view lays content out in (`layoutMargins`): the margins set on the view, or
    /// the system's (8 pt; a view controller's root view: 16 pt leading and trailing, 20 pt from
    /// 414 pt wide, 0 top and bottom), plus the safe-area insets when
    /// ``insetsLayoutMarginsFromSafeArea`` is on, and at least the superview's where
    /// ``preservesSuperviewLayoutMargins`` asks for it. Setting it sets the view's own margins.
    public var layoutMargins: EdgeInsets {
        get { effectiveLayoutMargins }
        set { directionalLayoutMargins = DirectionalEdgeInsets(newValue) }
    }

    /// The margins set on the view, by reading direction (`directionalLayoutMargins`); reading it
    /// gives the effective margins as ``layoutMargins`` does.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(effectiveLayoutMargins) }
        set { setSystemGuideSetting(\.explicitMargins, to: newValue) }
    }

    /// Whether the view's margins grow to the superview's where it reaches into them (false by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState.systemGuides?.preservesSuperviewLayoutMargins ?? false }
        set { setSystemGuideSetting(\.preservesSuperviewLayoutMargins, to: newValue) }
    }

    /// Whether the margins widen to the readable width (`layoutMarginsFollowReadableWidth`, false
    /// by default): at least a controller's root view's side margins for the view's width, and
    /// at most ``readableContentWidth`` between them.
    public var layoutMarginsFollowReadableWidth: Bool {
        get { layoutState.systemGuides?.followsReadableWidth ?? false }
        set { setSystemGuideSetting(\.followsReadableWidth, to: newValue) }
    }

    /// Whether the margins are measured from the safe area rather than the bounds (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState.systemGuides?.insetsLayoutMarginsFromSafeArea ?? true }
        set { setSystemGuideSetting(\.insetsLayoutMarginsFromSafeArea, to: newValue) }
    }

    /// Whether the margins take part in layout: set on the view, or measured by its margins or
    /// readable-content guide (every view has margins; most never use them).
    public var layoutMarginsAreInUse: Bool {
        guard let state = layoutState.systemGuides else { return false }
        return state.explicitMargins != nil || state.margins != nil || state.readableContent != nil
    }

    /// The view's bounds inset by its ``layoutMargins``, as a guide to constrain content to.
    public var layoutMarginsGuide: LayoutGuide {
        systemGuide(\.margins, "UIViewLayoutMarginsGuide", constraintPrefix: "UIView-margin-guide") { $0.effectiveLayoutMargins }
    }

    /// A region of comfortable reading width (`readableContentGuide`): the margins guide, at
    /// most ``readableContentWidth`` wide and centred in it.
    public var readableContentGuide: LayoutGuide {
        systemGuide(\.readableContent, "UIViewReadableContentGuide", constraintPrefix: "UIView-readable-guide") { $0.readableContentInsets }
    }

    /// Where the keyboard is (`keyboardLayoutGuide`, iOS 15). A headless run shows no keyboard:
    /// the guide is UIKit's for a hidden keyboard, from the bottom of the safe area to the bottom
    /// of the view, as wide as the view, so content pinned above it sits above the home indicator.
    public var keyboardLayoutGuide: LayoutGuide {
        systemGuide(\.keyboard, "UIKeyboardLayoutGuide", constraintPrefix: "UIKeyboardLayoutGuide") { $0.keyboardGuideInsets }
    }

    /// The keyboard guide's insets in the view: all of it but its bottom safe-area inset.
    var keyboardGuideInsets: EdgeInsets {
        EdgeInsets(top: max(0, bounds.height - safeAreaInsets.bottom), left: 0, bottom: 0, right: 0)
    }

    /// The view's system guide in `slot`, made on first use: pinned to the view's edges at
    /// `insets`, and brought up to date by every layout pass from then on.
    func systemGuide(_ slot: ReferenceWritableKeyPath<SystemGuides, PinnedGuide?>, _ identifier: String,
                     constraintPrefix: String, area: View? = nil, insets: (View) -> EdgeInsets) -> LayoutGuide {
        let state = systemGuides
        if let guide = state[keyPath: slot] { return guide.guide }
        let pinned = PinnedGuide(identifier: identifier, constraintPrefix: constraintPrefix, in: self, area: area, insets: insets(self))
        state[keyPath: slot] = pinned
        engine.registerGuidedView(self)
        return pinned.guide
    }

    /// The widest the readable content guide gets: 672 pt, the readable width of the default
    /// 17 pt body text (UIKit derives it from the Dynamic Type size; viewsim has the default size only).
    public static let readableContentWidth: Double = 672

    /// The system's margins for the view before the safe area and the superview are considered.
    var systemMinimumMargins: EdgeInsets {
        if let controller = owningViewController {
            let side: Double = controller.fixedSideMargin ?? systemSideMargin
            let guides = controller.layoutGuideMargins ?? (0, 0)
            return EdgeInsets(top: guides.top, left: side, bottom: guides.bottom, right: side)
        }
        // A stack view has none: Xcode stores every view pinned to a stack view's margins at the
        // stack's edge (13 constraints in 5 files of 4 repositories, toolsVersion 16097 to 22xxx),
        // and documents that arrange a stack inside margins give it margins of its own.
        if self is StackView { return EdgeInsets(all: 0) }
        return EdgeInsets(all: 8)
    }

    /// A controller's root view's side margin for the view's width: 16 pt, 20 from 414 pt wide.
    private var systemSideMargin: Double { bounds.width >= 414 ? 20 : 16 }

    var effectiveLayoutMargins: EdgeInsets {
        let state = layoutState.systemGuides
        var margins: EdgeInsets
        if let explicit = state?.explicitMargins {
            margins = EdgeInsets(explicit)
            // A controller's root view keeps the system minimum (`viewRespectsSystemMinimumLayoutMargins`).
            if owningViewController != nil { margins = margins.max(systemMinimumMargins) }
        } else {
            margins = systemMinimumMargins
        }
        if state?.insetsLayoutMarginsFromSafeArea ?? true { margins = margins + safeAreaInsets }
        if state?.preservesSuperviewLayoutMargins == true, let parent = superview {
            let outer = parent.layoutMargins
            let frame = self.frame, area = parent.bounds
            // An edge past the superview's inherits its margin, no more: counting the overhang
            // would widen the margin with the view, a layout with no fixed point (eightieth
            // set 88005: a stack pinned by its trailing margin to the safe area's edge, stored
            // 16 pt past a 375 pt root, grew 16 pt each pass).
            var inherited = EdgeInsets(top: outer.top - max(0, frame.minY - area.minY), left: outer.left - max(0, frame.minX - area.minX),
                                       bottom: outer.bottom - max(0, area.maxY - frame.maxY), right: outer.right - max(0, area.maxX - frame.maxX))
            // A table's or collection view's content kept clear of the top and bottom safe area
            // takes neither margin, wherever it is scrolled to (a static cell stored past its
            // table's bottom keeps its content 11 pt from its own: nineteenth set 27076). A plain
            // scroll view's content keeps them (sixtieth set 68157: a stack in a horizontal
            // scroll view below a navigation bar, its buttons stored 8 pt down).
            if (parent as? CollectionView)?.contentIsClearOfVerticalSafeArea == true {
                inherited.top = 0
                inherited.bottom = 0
            }
            margins = margins.max(inherited)
        }
        if state?.followsReadableWidth == true {
            // Xcode stores views following the readable width 16 pt inside a 375 pt view and 20
            // inside a 414 pt one, as a controller's root view (sixth set 14012, 14015); a view
            // with margins of its own (a cell's content) starts from those.
            if state?.explicitMargins == nil {
                margins = margins.max(EdgeInsets(top: 0, left: systemSideMargin, bottom: 0, right: systemSideMargin))
            }
            margins = Self.capped(margins, toReadableWidthIn: bounds.width)
        }
        return margins
    }

    /// `insets` widened equally on both sides so that at most ``readableContentWidth`` lies between.
    private static func capped(_ insets: EdgeInsets, toReadableWidthIn width: Double) -> EdgeInsets {
        var insets = insets
        let available = width - insets.horizontal
        if available > readableContentWidth {
            let extra = (available - readableContentWidth) / 2
            insets.left += extra
            insets.right += extra
        }
        return insets
    }

    fileprivate var readableContentInsets: EdgeInsets {
        Self.capped(effectiveLayoutMargins, toReadableWidthIn: bounds.width)
    }

    // MARK: - Safe area

    /// How far the unobscured part of the screen is inset from each edge of the view
    /// (`safeAreaInsets`): the window's insets (status bar, home indicator), a view controller's
    /// bars and ``ViewController/additionalSafeAreaInsets``, clipped to the view. A view outside a
    /// window has none.
    public var safeAreaInsets: EdgeInsets {
        guard let parent = superview else {
            return (self as? Window)?.device?.safeAreaInsets ?? controllerSafeAreaInsets
        }
        let parentInsets = parent.safeAreaInsets
        var insets = EdgeInsets.zero
        if parentInsets != .zero {
            let area = bounds, parentArea = parent.bounds
            let safe = parentArea.inset(by: parentInsets)
            let topLeft: Point, bottomRight: Point
            if safe.isNull {
                // Insets that overlap (Xcode's canvas gives a freeform view shorter than the status
                // bar and the home indicator both) leave no safe rectangle, yet each edge still
                // insets: the corners are converted one by one.
                topLeft = convert(Point(x: parentArea.minX + parentInsets.left, y: parentArea.minY + parentInsets.top), from: parent)
                bottomRight = convert(Point(x: parentArea.maxX - parentInsets.right, y: parentArea.maxY - parentInsets.bottom), from: parent)
            } else {
                let rect = convert(safe, from: parent)
                topLeft = Point(x: rect.minX, y: rect.minY)
                bottomRight = Point(x: rect.maxX, y: rect.maxY)
            }
            insets = EdgeInsets(top: clamp(topLeft.y - area.minY, area.height), left: clamp(topLeft.x - area.minX, area.width),
                                bottom: clamp(area.maxY - bottomRight.y, area.height), right: clamp(area.maxX - bottomRight.x, area.width))
            if (parent as? ScrollView)?.contentIsClearOfVerticalSafeArea == true {
                insets.top = 0
                insets.bottom = 0
            }
        }
        return insets + controllerSafeAreaInsets
    }

    /// What this view's controller adds to the safe area: its ``ViewController/additionalSafeAreaInsets``
    /// and the bars of the containers it is shown in.
    private var controllerSafeAreaInsets: EdgeInsets {
        guard let controller = owningViewController else { return .zero }
        var insets = controller.additionalSafeAreaInsets
        // Only a container's direct child: deeper views inherit the bar through their superviews.
        if let navigation = controller.parent as? NavigationController, !navigation.isNavigationBarHidden {
            insets.top += NavigationController.navigationBarHeight
        }
        if let tabs = controller.parent as? TabBarController, !tabs.isTabBarHidden, (controller as? NavigationController)?.hidesTabBar != true {
            insets.bottom += TabBarController.tabBarHeight
        }
        return insets
    }

    /// The view's bounds inset by its ``safeAreaInsets``, as a guide to constrain content to.
    public var safeAreaLayoutGuide: LayoutGuide {
        systemGuide(\.safeArea, "UIViewSafeAreaLayoutGuide", constraintPrefix: "UIViewSafeAreaLayoutGuide") { $0.safeAreaInsets }
    }

    /// Brings the view's system guides and change notifications up to date with its geometry;
    /// returns whether some guide's constraints changed (layout must run again).
    func refreshSystemGuides() -> Bool {
        guard let state = layoutState.systemGuides else { return false }
        var changed = false
        let safeArea = safeAreaInsets, margins = effectiveLayoutMargins
        if let guide = state.safeArea, guide.setInsets(safeArea) { changed = true }
        if let guide = state.margins, guide.setInsets(margins) { changed = true }
        if let guide = state.readableContent, guide.setInsets(readableContentInsets) { changed = true }
        if let guide = state.keyboard, guide.setInsets(keyboardGuideInsets) { changed = true }
        if let scrollView = self as? ScrollView {
            if let guide = state.frameGuide, guide.setInsets(scrollView.frameGuideInsets) { changed = true }
            if let content = state.contentGuide, scrollView.refreshContentGuide(content) { changed = true }
            if let guide = state.contentMargins, guide.setInsets(margins) { changed = true }
        }
        if safeArea != state.reportedSafeAreaInsets {
            state.reportedSafeAreaInsets = safeArea
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
        }
        if margins != state.reportedMargins {
            state.reportedMargins = margins
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        }
        return changed
    }

    /// Stores a setting behind the system guides; the guides follow at the next layout.
    private func setSystemGuideSetting<Value>(_ setting: ReferenceWritableKeyPath<SystemGuides, Value>, to value: Value) {
        let guides = systemGuides
        guides[keyPath: setting] = value
        if guides.hasGuides { engine.registerGuidedView(self) }
        setNeedsLayout()
    }
}

extension SystemGuides {
    var hasGuides: Bool {
        margins != nil || safeArea != nil || readableContent != nil || contentGuide != nil || frameGuide != nil
            || contentMargins != nil
    }
}

private func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
