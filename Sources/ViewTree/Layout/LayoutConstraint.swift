import Cassowary

/// A relation between two attributes of views (`NSLayoutConstraint`):
///
///     firstItem.firstAttribute  RELATION  multiplier * secondItem.secondAttribute + constant
///
/// (or `RELATION constant` when there is no second item). Make constraints with the layout
/// anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 20)`) and set
/// ``isActive`` to install them in the layout engine of the views' hierarchy, on their
/// nearest common ancestor, as UIKit does.
///
/// Changing ``constant`` of an active constraint is an in-place edit of the solver
/// (`Solver.setConstant`), never a removal and re-addition; the next layout pass writes back
/// only the views whose frames changed. Items are held weakly, as in UIKit.
public final class LayoutConstraint: CustomStringConvertible {
    /// The view or ``LayoutGuide`` on the left-hand side (`nil` once it is gone: items are not
    /// retained, as UIKit's are weak).
    public var firstItem: AnyObject? { firstView.map(Self.publicItem) }
    /// The view (or guide stand-in) on the left-hand side.
    var firstView: View? { firstLink?.view }
    /// Every view the constraint mentions, unretained, in one list (see ``ViewLink``): the first
    /// item, the second, the first side's offset origin, the second side's. Each view clears its
    /// slots when it goes away (views list the constraints that mention them), so views need no
    /// side-table reference counts, which a `weak` reference would force on them.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var itemLinks = FourSlots<ViewLink?>(nil, nil, nil, nil)
    /// The slots of ``itemLinks``.
    private enum ItemSlot {
        static let first = 0, second = 1, firstOffsetOrigin = 2, secondOffsetOrigin = 3
    }
    /// ``firstView``, unretained.
    var firstLink: ViewLink? { itemLinks[ItemSlot.first] }
    /// ``secondView``, unretained.
    var secondLink: ViewLink? { itemLinks[ItemSlot.second] }
    /// The attribute of ``firstItem``.
    public let firstAttribute: LayoutAttribute
    /// How the sides compare.
    public let relation: LayoutRelation
    /// The view or ``LayoutGuide`` on the right-hand side, `nil` for a constant (e.g. a fixed width).
    public var secondItem: AnyObject? { secondView.map(Self.publicItem) }
    /// The view (or guide stand-in) on the right-hand side.
    var secondView: View? { secondLink?.view }

    /// A guide for its stand-in, else the view.
    private static func publicItem(_ view: View) -> AnyObject { (view as? GuideView)?.guide ?? view }
    /// The attribute of ``secondItem`` (equal to ``firstAttribute`` when there is none).
    public let secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute (fixed at creation, as in UIKit).
    public let multiplier: Double
    /// For a side made with `anchorWithOffset(to:)`: the attribute of the anchor measured from,
    /// whose value is subtracted from that side's item and attribute (its view is in
    /// ``firstOffsetOriginLink`` or ``secondOffsetOriginLink``).
    let firstOffsetAttribute: LayoutAttribute?
    let secondOffsetAttribute: LayoutAttribute?
    /// The view of the first side's offset origin, unretained.
    var firstOffsetOriginLink: ViewLink? { itemLinks[ItemSlot.firstOffsetOrigin] }
    /// The view of the second side's offset origin, unretained.
    var secondOffsetOriginLink: ViewLink? { itemLinks[ItemSlot.secondOffsetOrigin] }

    /// An anchor measured from (an item and attribute), as `anchorWithOffset(to:)` makes it.
    struct AnchorReference {
        let item: View
        let attribute: LayoutAttribute
    }

    /// Every view the constraint mentions.
    var allItems: [View] {
        [firstView, firstOffsetOriginLink?.view, secondView, secondOffsetOriginLink?.view].compactMap { $0 }
    }

    /// The constant added to the right-hand side. Setting it on an active constraint changes
    /// the solver in place.
    public var constant: Double {
        get { storedConstant }
        set {
            let oldValue = storedConstant
            storedConstant = newValue
            if newValue != oldValue { engine?.constantDidChange(of: self) }
        }
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var storedConstant: Double

    /// How strongly the constraint holds (1...1000; required by default). An active
    /// constraint changes in place between non-required priorities.
    ///
    /// An active constraint cannot change from required to non-required or back: UIKit raises
    /// an exception there ("Mutating a priority from required to not on an installed constraint
    /// (or vice-versa) is not supported"). Here that programmer error is recorded in the
    /// hierarchy's ``LayoutLog`` and the priority stays as it was, rather than ending the
    /// process. Deactivate the constraint first, or give it a priority of 999 from the start.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            let oldValue = storedPriority
            storedPriority = newValue
            guard newValue != oldValue, let engine else { return }
            if origin == .user, newValue.isRequired != oldValue.isRequired {
                let refused = newValue
                storedPriority = oldValue
                engine.log.record("""
                    Mutating a priority from required to not on an installed constraint (or vice-versa) is not \
                    supported. You passed priority \(refused) and the existing priority was \(oldValue).
                    <LayoutConstraint \(self)>
                    The priority is unchanged.
                    """)
                return
            }
            engine.priorityDidChange(of: self, from: oldValue)
        }
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var storedPriority: LayoutPriority

    /// A name shown in logs and dumps, e.g. `containerViewWidth`.
    public var identifier: String? {
        get { storedIdentifier }
        set { storedIdentifier = newValue }
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var storedIdentifier: String?

    /// Whether the constraint takes part in layout. Activating installs it on the nearest
    /// common ancestor of its items; the items must share a hierarchy.
    public var isActive: Bool {
        get { containerLink != nil }
        set {
            if newValue == isActive { return }
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Whether the engine had to break this active constraint to satisfy the others (see
    /// ``LayoutLog``), as of the last layout pass (the engine decides when the constraint reaches
    /// the solver; reading this never solves); it is retried whenever its constant changes.
    public var isBroken: Bool { brokenInSolver }
    /// Where the constraint stands in its ``engine``: one value, changed by the engine, and by the
    /// container going away (``viewWillDeallocate(_:)``).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var membership = Membership.inactive

    /// Where an active constraint stands in its engine.
    enum Membership {
        /// In no engine's lists or solver: not active, or, for a moment, taken from the pending
        /// list by a flush (`LayoutEngine.addPendingNow`) or forgotten by an engine being
        /// discarded (`LayoutEngine.abandonPending()`) before it is uninstalled.
        case inactive
        /// In the engine's `pending` list: it reaches the solver with the next flush.
        case pending
        /// A measured view's size pin that the solution satisfies, kept out of the solver in the
        /// engine's `waitingPins` (`LayoutEngine.flushPending(deferringSatisfiedPins:)`).
        case waitingPin
        /// In the solver.
        case inSolver
        /// In the solver, with a new constant in the engine's `pendingConstants`, set with the
        /// others in one go when the solver is next needed.
        case inSolverWithNewConstant
        /// Broken by Auto Layout's recovery: out of the solver until its constant or priority
        /// changes (``isBroken``).
        case broken
    }

    /// ``isBroken`` as the engine last decided it.
    var brokenInSolver: Bool { membership == .broken }
    /// Whether the constraint waits for the solver (pending, or a waiting pin).
    var isPending: Bool { membership == .pending || membership == .waitingPin }
    /// Whether the constraint is a waiting pin.
    var isWaitingPin: Bool { membership == .waitingPin }
    /// Whether a new constant waits to be set in the solver.
    var hasPendingConstant: Bool { membership == .inSolverWithNewConstant }

    /// The view the constraint is installed on while active (that view deactivates its
    /// constraints when it goes away).
    public var container: View? { containerLink?.view }
    /// ``container``, unretained (see ``ViewLink``).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var containerLink: ViewLink?
    /// The engine the constraint is in while active: the engine of its container's hierarchy
    /// (the container clears it when it goes away, and a move to another hierarchy sets it
    /// again). Retained: an engine that a forgotten membership kept would leak, not dangle, and
    /// the leak check would name it. (Not `weak`: that gave every engine a side table and made
    /// each comparison a locked load.)
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var engine: LayoutEngine?

    /// Whether the constraint is in `engine`.
    func belongs(to engine: LayoutEngine) -> Bool { self.engine === engine }

    /// The solver's copy while the constraint is in the solver.
    var solverConstraint: Constraint? {
        get { storedSolverConstraint }
        set {
            storedSolverConstraint = newValue
            solverTerms = newValue?.expression.terms ?? []
        }
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var storedSolverConstraint: Constraint?
    /// Whether ``solverConstraint`` is set (read without retaining it).
    var hasSolverConstraint: Bool { storedSolverConstraint != nil }

    /// Sets ``solverConstraint`` to a copy made from `expression` (whose terms are known here).
    func setSolverConstraint(_ constraint: Constraint, madeFrom expression: Expression) {
        storedSolverConstraint = constraint
        solverTerms = expression.terms
    }
    /// The terms of ``solverConstraint``'s expression, kept here: this module reading the
    /// solver constraint's stored expression pays a dynamic exclusivity check each time (about
    /// 80 instructions), and the engine looks at the terms on every flush.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private(set) var solverTerms: [Term] = []
    /// The attributes' distances from the frame edges the engine uses: a baseline's from the top
    /// or bottom, an alignment rectangle's edge from the frame's (`first offset - multiplier *
    /// second offset`), part of the solver's constant. Unchecked as before its rename: only the
    /// engine writes it (installing the constraint, a baseline change) and reads it (the solver
    /// constant), each in one short access, never while another is open.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var edgeOffset: Double = 0
    /// Order of activation within the engine (later = larger), used to pick what to break.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var activationStamp = 0
    /// What the constraint stands for when the engine made it itself (autoresizing, intrinsic size).
    let origin: Origin
    /// How much more than 1 a violation of the constraint weighs against the others of its
    /// priority in the solver (its ``Constraint/weight`` less 1): a fill stack view's rule that
    /// ties go to the first arranged view (``StackView/priorityTieBreak(of:along:compression:)``).
    /// Fixed while the constraint is installed: the engine makes a new one when it changes.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var tieBreak = 0.0
    /// A content-size constraint's compression resistance (its ``priority`` is the content
    /// hugging); unused by other constraints.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var priorityBelow = LayoutPriority.required

    /// The solver's copy of the constraint for `expression` (the attributes less the constant),
    /// weighed 1 + ``tieBreak``: a content-size constraint is one two-sided preference (hugging
    /// above the intrinsic size, compression resistance below), any other a relation at
    /// ``priority``.
    func makeSolverConstraint(_ expression: Expression) -> Constraint {
        if let below = solverPriorityBelow {
            return Constraint(expression, equalWithPriority: priority, below: below, weight: 1 + tieBreak)
        }
        return Constraint(expression, relation.solverRelation, priority: priority, weight: 1 + tieBreak)
    }

    /// The compression resistance the solver holds for a content-size constraint; nil for any
    /// other constraint.
    var solverPriorityBelow: LayoutPriority? {
        origin == .contentSize ? priorityBelow : nil
    }

    /// Who made a constraint.
    enum Origin {
        case user
        /// Pins a view that translates its autoresizing mask (frame) into constraints.
        case autoresizing
        /// Content hugging (`<=`) or compression resistance (`>=`) of the intrinsic size, when
        /// one of them is required or their tie-breaks (weights) differ.
        case contentHugging
        case compressionResistance
        /// Both at once (`==`, hugging above the intrinsic size and compression resistance
        /// below it), as UIKit's content-size constraint: one solver row instead of two.
        case contentSize
        /// Holds a system layout guide (margins, safe area) to its view's edges.
        case systemGuide
        /// Pulls a view's size towards the target of `View.systemLayoutSizeFitting`.
        case fitting
    }

    /// Creates `item.attribute RELATION multiplier * toItem.attribute + constant`, inactive.
    public convenience init(item: View, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                toItem: View?, attribute secondAttribute: LayoutAttribute?,
                multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required) {
        self.init(item: item, attribute: attribute, offsetOrigin: nil, relatedBy: relation, toItem: toItem,
                  attribute: secondAttribute, offsetOrigin: nil, multiplier: multiplier, constant: constant,
                  priority: priority)
    }

    init(item: View, attribute: LayoutAttribute, offsetOrigin: AnchorReference?, relatedBy relation: LayoutRelation,
         toItem: View?, attribute secondAttribute: LayoutAttribute?, offsetOrigin secondOffsetOrigin: AnchorReference?,
         multiplier: Double, constant: Double, priority: LayoutPriority, origin: Origin = .user) {
        let secondOffsetOrigin = toItem == nil ? nil : secondOffsetOrigin
        itemLinks = FourSlots(ViewLink(item), toItem.map(ViewLink.init), offsetOrigin.map { ViewLink($0.item) },
                              secondOffsetOrigin.map { ViewLink($0.item) })
        firstOffsetAttribute = offsetOrigin?.attribute
        secondOffsetAttribute = secondOffsetOrigin?.attribute
        self.firstAttribute = attribute
        self.relation = relation
        self.secondAttribute = toItem == nil ? attribute : (secondAttribute ?? attribute)
        self.multiplier = multiplier
        storedConstant = constant
        storedPriority = priority
        self.origin = origin
        registerWithItems()
    }

    init(engineMade origin: Origin, item: View, attribute: LayoutAttribute, relation: LayoutRelation,
         constant: Double, priority: LayoutPriority) {
        itemLinks = FourSlots(ViewLink(item), nil, nil, nil)
        firstOffsetAttribute = nil
        secondOffsetAttribute = nil
        self.firstAttribute = attribute
        self.relation = relation
        self.secondAttribute = attribute
        self.multiplier = 1
        storedConstant = constant
        storedPriority = priority
        self.origin = origin
        registerWithItems()
    }

    deinit {
        forEachDistinctItem { $0.unregisterConstraint(self) }
    }

    /// Tells each item that this constraint mentions it (once per item).
    private func registerWithItems() {
        forEachDistinctItem { $0.registerConstraint(self) }
    }

    /// Calls `body` once for each distinct view the constraint mentions (no array built, no retain).
    @inline(__always)
    private func forEachDistinctItem(_ body: (View) -> Void) {
        forEachDistinctLink { $0.with(body) }
    }

    /// ``forEachDistinctItem(_:)`` with the views unretained.
    @inline(__always)
    private func forEachDistinctLink(_ body: (ViewLink) -> Void) {
        for slot in 0..<4 {
            guard let link = itemLinks[slot] else { continue }
            var seen = false
            for earlier in 0..<slot where itemLinks[earlier] == link { seen = true }
            if !seen { body(link) }
        }
    }

    /// The view `view` is going away: every reference to it is cleared and the constraint is no
    /// longer active.
    func viewWillDeallocate(_ view: View) {
        for slot in 0..<4 where itemLinks[slot]?.refers(to: view) == true { itemLinks[slot] = nil }
        if containerLink?.refers(to: view) == true {
            containerLink = nil
            engine = nil
            solverConstraint = nil
            membership = .inactive
        }
    }

    /// The engine is being discarded with its root view: the constraint is no longer in it (its
    /// links to views stay; each view clears its own as it goes away).
    func engineWasDiscarded() {
        containerLink = nil
        engine = nil
        solverConstraint = nil
        membership = .inactive
    }

    /// ``edgeOffset`` for the views' current text and alignment rectangles. The engine's own
    /// constraints (autoresizing, intrinsic size, guides, fitting) hold frames, not alignment rectangles.
    var computedEdgeOffset: Double {
        guard origin == .user else { return 0 }
        return Self.edgeOffset(of: firstLink, firstAttribute) - multiplier * Self.edgeOffset(of: secondLink, secondAttribute)
    }

    /// Where `attribute` of `view` lies from the frame edge (or size) the engine's terms use.
    private static func edgeOffset(of link: ViewLink?, _ attribute: LayoutAttribute?) -> Double {
        guard let link, let attribute else { return 0 }
        return link.with { edgeOffset(of: $0, attribute) }
    }

    private static func edgeOffset(of view: View, _ attribute: LayoutAttribute) -> Double {
        if attribute.isBaseline {
            let carrier = view.forBaselineLayout(attribute)
            if let offset = carrier.baselineOffsetFromCenterY { return offset }
            return attribute == .firstBaseline ? carrier.firstBaselineOffsetFromTop : -carrier.lastBaselineOffsetFromBottom
        }
        // A margin attribute is an edge of the margins guide, which has no alignment insets.
        if attribute.isMarginRelative { return 0 }
        let inset = view.alignmentRectInsets
        switch attribute {
        case .left, .leading: return inset.left
        case .right, .trailing: return -inset.right
        case .top: return inset.top
        case .bottom: return -inset.bottom
        case .width: return -inset.left - inset.right
        case .height: return -inset.top - inset.bottom
        case .centerX: return (inset.left - inset.right) / 2
        case .centerY: return (inset.top - inset.bottom) / 2
        default: return 0
        }
    }

    /// Activates every constraint (`NSLayoutConstraint.activate`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        // The engines take new constraints lazily: they reach the solver together, with one
        // optimisation, when layout next needs it.
        for constraint in constraints where !constraint.isActive { constraint.isActive = true }
    }

    /// Deactivates every constraint (`NSLayoutConstraint.deactivate`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Sets ``priority`` and returns the constraint (handy when building constraint lists).
    @discardableResult
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Sets ``identifier`` and returns the constraint (names a constraint inline).
    @discardableResult
    public func named(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }

    /// Installs the constraint on its items' nearest common ancestor. Where UIKit raises (items
    /// in different hierarchies, or an item gone), the constraint stays inactive and the message
    /// goes to the layout log of the first item's hierarchy: bad input must not end the process.
    private func activate() {
        guard let first = firstLink else { return }  // its view is gone: nothing to lay out
        var container: ViewLink? = first
        forEachDistinctLink { item in
            if let current = container, item != current { container = View.commonAncestor(current, item) }
        }
        guard let container else {
            first.view.engine.log.record("""
                Unable to activate constraint \(self) because its items have no common ancestor. \
                Does the constraint or its anchors reference items in different view hierarchies? \
                Add the views to one hierarchy first; the constraint stays inactive.
                """)
            return
        }
        // Margin attributes are the margins guide's edges, and a scroll view's edges and margins
        // against a view inside it are its content's: make the guide before installing.
        if let second = secondView {
            _ = (first.view as? ScrollView)?.contentArea(for: firstAttribute, against: second, making: true)
            _ = (second as? ScrollView)?.contentArea(for: secondAttribute, against: first.view, making: true)
        }
        if firstAttribute.isMarginRelative { _ = first.view.layoutMarginsGuide }
        if secondAttribute.isMarginRelative, let second = secondView { _ = second.layoutMarginsGuide }
        container.with { $0.installConstraint(self) }
    }

    private func deactivate() {
        container?.uninstallConstraint(self)
    }

    /// The constraint as Auto Layout logs it, without addresses:
    /// `containerView.width == 320` or `salonAddressLabel.top == salonNameLabel.bottom + 6 @750 (interLabelsPadding)`.
    public var description: String { description(constant: constant) }

    /// The constraint as the solver holds it: a conflict found while other constant changes
    /// wait is logged with the constants the solver had, not the ones still on their way.
    var solverDescription: String {
        guard let solverConstraint, engine != nil else { return description }
        return description(constant: -solverConstraint.constant)
    }

    private func description(constant: Double) -> String {
        func itemName(_ view: View?) -> String {
            guard let view else { return "<nil>" }
            return view.name ?? String(describing: type(of: view))
        }
        func side(_ item: View?, _ attribute: LayoutAttribute, _ originLink: ViewLink?, _ originAttribute: LayoutAttribute?) -> String {
            guard let originAttribute else { return "\(itemName(item)).\(attribute)" }
            return "(\(itemName(item)).\(attribute) - \(itemName(originLink?.view)).\(originAttribute))"
        }
        var text = "\(side(firstView, firstAttribute, firstOffsetOriginLink, firstOffsetAttribute)) \(relation) "
        if secondView != nil {
            let factor = multiplier == 1 ? "" : "\(formatGeometry(multiplier)) * "
            text += factor + side(secondView, secondAttribute, secondOffsetOriginLink, secondOffsetAttribute)
            if constant > 0 { text += " + \(formatGeometry(constant))" }
            if constant < 0 { text += " - \(formatGeometry(-constant))" }
        } else {
            text += formatGeometry(constant)
        }
        if origin == .contentSize {
            return text + " Hug:\(priority) CompressionResistance:\(priorityBelow)"
        }
        if !priority.isRequired { text += " @\(priority)" }
        switch origin {
        case .user, .systemGuide: if let identifier { text += " (\(identifier))" }
        case .autoresizing: text += " (autoresizing mask)"
        case .contentHugging: text += " (content hugging)"
        case .compressionResistance: text += " (compression resistance)"
        case .contentSize: break
        case .fitting: text += " (fitting size)"
        }
        return text
    }
}

extension LayoutConstraint: CustomReflectable {
    /// What the constraint relates, as `NSLayoutConstraint`'s properties, for debuggers, `dump`
    /// and test failures, rather than its stored fields (unretained links and engine state).
    public var customMirror: Mirror {
        Mirror(self, children: [
            "firstItem": firstItem as Any, "firstAttribute": firstAttribute, "relation": relation,
            "secondItem": secondItem as Any, "secondAttribute": secondAttribute, "multiplier": multiplier,
            "constant": constant, "priority": priority, "identifier": identifier as Any, "isActive": isActive,
        ], displayStyle: .class)
    }
}
