/// The constraints a ``StackView`` made, in the order it wants them, with what identifies each
/// (everything but the constant), so a rebuild keeps the ones still wanted.
struct StackArrangement {
    var constraints: [LayoutConstraint] = []
    var keys: [ArrangementKey] = []
    /// The guide whose edges bound the views across the axis (non-fill alignments).
    var spanner: LayoutGuide?
    /// The guides between neighbours (equal spacing and equal centering), reused by position.
    var distributingGuides: [LayoutGuide] = []
    /// Whether something other than arranged views' `isHidden` changed since the last rebuild
    /// (see `StackView+Hiding.swift`).
    var needsFullRebuild = true
}

/// What identifies an arrangement constraint: its items, attributes, relation, multiplier,
/// priority and identifier. Two rebuilds that want the same key share one constraint.
/// (Compared, never hashed: see `apply`.)
struct ArrangementKey: Equatable {
    let first: ObjectIdentifier
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
    let multiplier: Double
    let priority: LayoutPriority
    let identifier: StackConstraintIdentifier
}

/// UIKit's identifiers for a stack view's constraints.
enum StackConstraintIdentifier: String {
    /// The first and last views to the stack's edges along the axis; the views to its edges across it.
    case canvasConnection = "UISV-canvas-connection"
    /// Between neighbours.
    case spacing = "UISV-spacing"
    /// Equal sizes (``StackView/Distribution/fillEqually``).
    case fillEqually = "UISV-fill-equally"
    /// Sizes in proportion to intrinsic sizes (``StackView/Distribution/fillProportionally``).
    case fillProportionally = "UISV-fill-proportionally"
    /// Equal gaps or centre distances: the distributing guides' equal sizes.
    case distributing = "UISV-distributing"
    /// A distributing guide's edges to its neighbours.
    case distributingEdge = "UISV-distributing-edge"
    /// Across the axis: each view to the first one.
    case alignment = "UISV-alignment"
    /// Across the axis: each view within the spanning guide.
    case spanningBoundary = "UISV-spanning-boundary"
    /// The spanning guide (or the gaps) as small as the views allow, just above fitting size.
    case spanningFit = "UISV-spanning-fit"
    /// A weak zero size for a view that has no intrinsic size across the axis.
    case ambiguitySuppression = "UISV-ambiguity-suppression"
    /// A hidden view's zero size along the axis.
    case hiding = "UISV-hiding"
}

/// One constraint the arrangement wants: its key, the key's items as views, and the constant.
/// (Items unretained: the stack holds them while it rebuilds, and a rebuild makes dozens of these.)
private struct Wanted {
    let key: ArrangementKey
    let first: ViewLink
    let second: ViewLink?
    let constant: Double

    /// A new (inactive) constraint as wanted, with its identifier.
    func makeConstraint() -> LayoutConstraint {
        let constraint = first.with { first in
            LayoutConstraint(item: first, attribute: key.firstAttribute, offsetOrigin: nil, relatedBy: key.relation,
                             toItem: second?.view, attribute: key.secondAttribute, offsetOrigin: nil,
                             multiplier: key.multiplier, constant: constant, priority: key.priority)
        }
        constraint.identifier = key.identifier.rawValue
        return constraint
    }

    /// A hidden arranged view's zero size along the axis.
    static func hiding(_ view: View, along size: LayoutAttribute) -> Wanted {
        let key = ArrangementKey(first: ObjectIdentifier(view), firstAttribute: size, relation: .equal, second: nil,
                                 secondAttribute: size, multiplier: 1, priority: .required, identifier: .hiding)
        return Wanted(key: key, first: ViewLink(view), second: nil, constant: 0)
    }
}

/// The attributes of one axis: the edges, the centre and the size.
private struct AxisAttributes {
    let leading: LayoutAttribute, trailing: LayoutAttribute, center: LayoutAttribute, size: LayoutAttribute
    let leadingMargin: LayoutAttribute, trailingMargin: LayoutAttribute, centerMargin: LayoutAttribute

    static let horizontal = AxisAttributes(leading: .leading, trailing: .trailing, center: .centerX, size: .width,
                                           leadingMargin: .leadingMargin, trailingMargin: .trailingMargin,
                                           centerMargin: .centerXWithinMargins)
    static let vertical = AxisAttributes(leading: .top, trailing: .bottom, center: .centerY, size: .height,
                                         leadingMargin: .topMargin, trailingMargin: .bottomMargin,
                                         centerMargin: .centerYWithinMargins)
}

/// UIKit's priority just above fitting size, for the weak pulls that make a stack hug its views.
private let spanningFitPriority = LayoutPriority(51)
/// UIKit's priority for the zero sizes that keep views without an intrinsic size determined.
private let ambiguitySuppressionPriority = LayoutPriority(25)

extension StackView {
    /// How strongly the stack's trailing edge along the axis is tied to its last arranged view.
    /// With every arranged view hidden, they stay at the stack's leading edge, but only a weak
    /// pull ties its trailing edge to them: its length along the axis is its other constraints',
    /// zero where none sets it. (Fourteenth unseen set 22143: a column of four hidden buttons
    /// stored 325 pt tall as its fill-equally stack gives it, the buttons 0 pt tall at its top;
    /// fifth set 13062: a row of one hidden button stored 0 pt wide, unflagged.)
    var trailingCanvasConnectionPriority: LayoutPriority {
        arrangedSubviews.contains { !isCollapsed($0) } ? .required : ambiguitySuppressionPriority
    }
}

/// On Interface Builder's canvas, how strongly a visible arranged view with no intrinsic size
/// keeps its stored size across the axis (``StackView/canvasSuppressedSizes``): just above the
/// spanning fit, so that the stack grows to it rather than squeezing it, as Xcode stores such
/// stacks (`sources-all.tsv` 02320: a placeholder view stored 50.33 pt tall sets its row's
/// height, where labels need 19; 02635, 04088, 04831, 04947, 00605, first set 146). A hidden one
/// does not hold its stack open (02085: a hidden 50 pt image view in a row stored 21.67 pt tall;
/// fifth set 13062: a row of one hidden button stored 0 x 0).
private let canvasSuppressionPriority = LayoutPriority(52)
/// How weakly an equal-spacing or equal-centring stack's gaps are pulled to zero, so that a stack
/// without a size along its axis hugs its views: fitting size, below the spanning fit, so that an
/// arranged stack's own fit decides its thickness and the gaps take what the stack has left
/// (forty-ninth unseen set 57074: a centred row of a 70 pt image stored 70 pt tall in an
/// equal-spacing column 127 pt tall; forty-seventh 55059; `sources-all.tsv` 02292, two views
/// to their stored frames). At the spanning fit's priority the two pulls tied, and the row's
/// height was reported ambiguous where Xcode flags nothing.
private let distributingFitPriority = LayoutPriority.fittingSizeLevel
/// How weakly a baseline-aligned stack's first view keeps to the stack's top (first baseline) or
/// bottom (last baseline): fitting size, below the spanning fit. UIKit ties only the first
/// arranged view to that edge (`UISV-canvas-connection: stackView.top <= label.top`), so the
/// stack's edge is the first view's and a taller view stands out beyond it (rdar://32291130,
/// iOS 10 to 13 and later; useyourloaf.com, "Stack View Baseline Alignment Issue"). Xcode stores
/// such views above their stack (`sources-all.tsv` 01355, 01971, 05613) and, in a stack made
/// taller than its views, sets them on its bottom edge (03233, 05737; last baseline: on its
/// top, 00818) without flagging them ambiguous: the spanning fit wins over this pull.
private let baselineCanvasFitPriority = LayoutPriority.fittingSizeLevel

extension StackView {
    /// Brings the constraints to what the arrangement wants: constraints no longer wanted are
    /// deactivated, kept ones get their new constants in place, new ones are activated.
    func rebuildArrangement() {
        var builder = ArrangementBuilder(stack: self)
        builder.build()
        // Views that get their engine item while the constraints go in get their tie-breaks with
        // it (see `LayoutEngine.updateIntrinsicConstraints`); only the others need them again.
        var hadItems: UInt64 = 0
        for (index, view) in arrangedSubviews.prefix(64).enumerated() where view.layoutState.itemID != nil {
            hadItems |= 1 << UInt64(index)
        }
        apply(builder.wanted)
        let unusedGuides = arrangement.distributingGuides.dropFirst(builder.distributingGuidesUsed)
        for guide in unusedGuides { removeLayoutGuide(guide) }
        arrangement.distributingGuides.removeLast(unusedGuides.count)
        if !builder.usesSpanner, let spanner = arrangement.spanner {
            removeLayoutGuide(spanner)
            arrangement.spanner = nil
        }
        for (index, view) in arrangedSubviews.enumerated() where index >= 64 || hadItems & (1 << UInt64(index)) != 0 {
            view.updateIntrinsicConstraints()
        }
    }

    private func apply(_ wanted: [Wanted]) {
        let old = arrangement.constraints, oldKeys = arrangement.keys
        var kept = [Bool](repeating: false, count: old.count)
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(wanted.count)
        var keys: [ArrangementKey] = []
        keys.reserveCapacity(wanted.count)
        var fresh: [LayoutConstraint] = []
        fresh.reserveCapacity(wanted.count)
        // Rebuilds keep the order, so the match is almost always at the cursor: a search that
        // starts there is linear in practice and needs no hashing.
        var cursor = 0
        for item in wanted {
            let key = item.key
            if let index = match(key, in: oldKeys, from: cursor, kept: kept), old[index].isActive {
                kept[index] = true
                cursor = index + 1
                let constraint = old[index]
                if constraint.constant != item.constant { constraint.constant = item.constant }
                constraints.append(constraint)
            } else {
                let constraint = item.makeConstraint()
                constraints.append(constraint)
                fresh.append(constraint)
            }
            keys.append(key)
        }
        // Old ones go first, so a constraint replaced by a contradicting one never meets it.
        for (index, constraint) in old.enumerated() where !kept[index] { constraint.isActive = false }
        LayoutConstraint.activate(fresh)
        arrangement.constraints = constraints
        arrangement.keys = keys
    }

    /// The index of an unused old constraint with `key`, searching from `start` and wrapping.
    private func match(_ key: ArrangementKey, in keys: [ArrangementKey], from start: Int, kept: [Bool]) -> Int? {
        let count = keys.count
        guard count > 0 else { return nil }
        var index = start < count ? start : 0
        for _ in 0..<count {
            if !kept[index], keys[index] == key { return index }
            index = index + 1 == count ? 0 : index + 1
        }
        return nil
    }

    /// A distributing guide by position (created and added when first needed).
    fileprivate func distributingGuide(at index: Int) -> View {
        while arrangement.distributingGuides.count <= index {
            let guide = LayoutGuide(identifier: StackConstraintIdentifier.distributing.rawValue)
            addLayoutGuide(guide)
            arrangement.distributingGuides.append(guide)
        }
        return arrangement.distributingGuides[index].stand
    }

    /// A new `UISV-hiding` constraint for an arranged view, and its key.
    func makeHidingConstraint(for view: View) -> (LayoutConstraint, ArrangementKey) {
        let wanted = Wanted.hiding(view, along: axis == .horizontal ? .width : .height)
        return (wanted.makeConstraint(), wanted.key)
    }

    /// The spanning guide (created and added when first needed).
    fileprivate var spannerStand: View {
        if let spanner = arrangement.spanner { return spanner.stand }
        let guide = LayoutGuide(identifier: "UISV-alignment-spanner")
        addLayoutGuide(guide)
        arrangement.spanner = guide
        return guide.stand
    }
}

/// Works out the constraints a stack view wants, in a fixed order: along the axis (canvas,
/// spacing, hiding, distribution), then across it (canvas, alignment, spanning, suppression).
private struct ArrangementBuilder {
    let stack: StackView
    let views: [View]
        let along: AxisAttributes
    let across: AxisAttributes
    var wanted: [Wanted] = []
    var distributingGuidesUsed = 0
    var usesSpanner = false

    init(stack: StackView) {
        self.stack = stack
        views = stack.arrangedSubviews
        along = stack.axis == .horizontal ? .horizontal : .vertical
        across = stack.axis == .horizontal ? .vertical : .horizontal
        wanted.reserveCapacity(4 * views.count + 4)
    }

    mutating func build() {
        guard let first = views.first, let last = views.last else { return }
        buildAlongAxis(first: first, last: last)
        buildAcrossAxis()
    }

    private mutating func want(_ first: View, _ firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal,
                               _ second: View?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1,
                               constant: Double = 0, priority: LayoutPriority = .required,
                               _ identifier: StackConstraintIdentifier) {
        let key = ArrangementKey(first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
                                 second: second.map(ObjectIdentifier.init),
                                 secondAttribute: second == nil ? firstAttribute : secondAttribute,
                                 multiplier: multiplier, priority: priority, identifier: identifier)
        wanted.append(Wanted(key: key, first: ViewLink(first), second: second.map(ViewLink.init), constant: constant))
    }

    /// The stack's attribute the views are laid out against: an edge, or its margin.
    private func canvas(_ attribute: LayoutAttribute, _ margin: LayoutAttribute) -> LayoutAttribute {
        stack.isLayoutMarginsRelativeArrangement ? margin : attribute
    }

    // MARK: Along the axis

    private mutating func buildAlongAxis(first: View, last: View) {
        want(first, along.leading, stack, canvas(along.leading, along.leadingMargin), .canvasConnection)
        want(stack, canvas(along.trailing, along.trailingMargin), last, along.trailing,
             priority: stack.trailingCanvasConnectionPriority, .canvasConnection)
        buildSpacing()
        for view in views where stack.isCollapsed(view) {
            wanted.append(.hiding(view, along: along.size))
        }
        switch stack.distribution {
        case .fill: break
        case .fillEqually: buildFillEqually()
        case .fillProportionally: buildFillProportionally()
        case .equalSpacing: buildDistributingGuides(from: along.trailing, to: along.leading)
        case .equalCentering: buildDistributingGuides(from: along.center, to: along.center)
        }
    }

    /// A gap between each pair of neighbours (between edges, or from one view's last baseline to
    /// the next one's first with ``StackView/isBaselineRelativeArrangement``; the first and last
    /// views still meet the stack's edges, as the documentation leaves that distance unsaid). A hidden view takes its gap with it: the gap into
    /// it is 0, and the gap out of it is the spacing after the last visible view before it (0
    /// when there is none), so visible neighbours keep one gap between them: exactly, or at
    /// least (``Distribution/equalSpacing`` and ``Distribution/equalCentering``) as if the hidden
    /// views were not there.
    private mutating func buildSpacing() {
        let flexible = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        // Baseline to baseline: only vertical stacks measure so, as UIKit's.
        let baselineRelative = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        let firstVisible = views.firstIndex { !stack.isCollapsed($0) } ?? views.count
        stack.forEachGap(between: views) { index, gap in
            let before = views[index], after = views[index + 1]
            // The gap into a hidden view is exact, so the collapsed view has one place to be; the
            // gap out of it to a visible view is flexible when a visible view came before it.
            let flexibleGap = !stack.isCollapsed(after) && (!stack.isCollapsed(before) || firstVisible < index)
            let relation: LayoutRelation = flexible && flexibleGap ? .greaterThanOrEqual : .equal
            if baselineRelative {
                want(after, .firstBaseline, relation: relation, before, .lastBaseline, constant: gap, .spacing)
            } else {
                want(after, along.leading, relation: relation, before, along.trailing, constant: gap, .spacing)
            }
        }
    }

    /// The views not hidden, in order.
    private var visible: [View] { views.filter { !stack.isCollapsed($0) } }

    private mutating func buildFillEqually() {
        let visible = self.visible
        guard let reference = visible.first else { return }
        for view in visible.dropFirst() {
            want(view, along.size, reference, along.size, .fillEqually)
        }
    }

    /// Each visible view's size is its share of the stack's size, by intrinsic size (the current
    /// size for a view without one) out of the intrinsic sizes and the gaps together, at
    /// priorities 999, 998, ... in order, as UIKit's: at its natural size the stack gives each
    /// view its intrinsic size, and what it has more or less is shared in proportion (what the
    /// shares leave of the required gaps and margins comes out of the last views).
    private mutating func buildFillProportionally() {
        let axis = stack.axis, visible = self.visible
        let sizes = visible.map { view -> Double in
            let intrinsic = view.layoutIntrinsicContentSize
            let value = axis == .horizontal ? intrinsic.width : intrinsic.height
            return value >= 0 ? value : (axis == .horizontal ? view.bounds.width : view.bounds.height)
        }
        var gaps = 0.0
        stack.forEachGap(between: views) { _, gap in gaps += gap }
        let total = sizes.reduce(0, +) + gaps
        guard total > 0 else { return }
        for (index, (view, size)) in zip(visible, sizes).enumerated() {
            want(view, along.size, stack, along.size, multiplier: size / total,
                 priority: LayoutPriority(Double(999 - min(index, 998))), .fillProportionally)
        }
    }

    /// A guide between each pair of visible neighbours, from `from` of one to `to` of the next,
    /// all the same size; the first guide is pulled weakly to zero so that a stack without a
    /// size along its axis hugs its views.
    private mutating func buildDistributingGuides(from: LayoutAttribute, to: LayoutAttribute) {
        let visible = self.visible
        guard visible.count > 1 else { return }
        var firstGuide: View?
        for (index, (before, after)) in zip(visible, visible.dropFirst()).enumerated() {
            let guide = stack.distributingGuide(at: index)
            distributingGuidesUsed = index + 1
            want(guide, along.leading, before, from, .distributingEdge)
            want(after, to, guide, along.trailing, .distributingEdge)
            if let firstGuide {
                // Equal centring yields to the views' compression resistance (UIKit's equal
                // distances between centres are preferences, 150, 149, ... in order).
                let priority = stack.distribution == .equalCentering
                    ? LayoutPriority(Double(Swift.max(150 - (index - 1), 1))) : .required
                want(guide, along.size, firstGuide, along.size, priority: priority, .distributing)
            } else {
                firstGuide = guide
                want(guide, along.size, nil, along.size, priority: distributingFitPriority, .spanningFit)
            }
            // Across the axis the guide sits on the stack's leading edge, so it is determined.
            want(guide, across.leading, stack, across.leading, .distributingEdge)
            want(guide, across.size, nil, across.size, .distributingEdge)
        }
    }

    // MARK: Across the axis

    /// Hiding changes nothing across the axis: a hidden view stays aligned like the others (UIKit
    /// reacts to hiding with `UISV-hiding` and the spacings along the axis only), which also keeps
    /// a toggle down to one constraint added or removed.
    private mutating func buildAcrossAxis() {
        let reference = views[0]
        if let edge = alignedEdge {
            buildEdgeAlignment(members: views, reference: reference, edge: edge)
        } else {
            buildFillAlignment(members: views, reference: reference)
        }
    }

    /// The edge the views align on for a non-fill alignment; `nil` for fill and, on a vertical
    /// stack, for the baseline alignments (which UIKit treats as fill there).
    private var alignedEdge: LayoutAttribute? {
        switch stack.alignment {
        case .fill: return nil
        case .leading: return across.leading
        case .center: return across.center
        case .trailing: return across.trailing
        case .firstBaseline: return stack.axis == .horizontal ? .firstBaseline : nil
        case .lastBaseline: return stack.axis == .horizontal ? .lastBaseline : nil
        }
    }

    private mutating func buildFillAlignment(members: [View], reference: View) {
        want(reference, across.leading, stack, canvas(across.leading, across.leadingMargin), .canvasConnection)
        want(stack, canvas(across.trailing, across.trailingMargin), reference, across.trailing, .canvasConnection)
        for view in members.dropFirst() {
            want(view, across.leading, reference, across.leading, .alignment)
            want(view, across.trailing, reference, across.trailing, .alignment)
        }
    }

    /// Leading, centre, trailing or baseline alignment: the first view's edge on the stack's (a
    /// baseline has no counterpart on the stack), the others' on the first's; every view within a
    /// spanning guide that fills the stack across the axis (a baseline alignment's only on the side
    /// away from its baseline) and is pulled weakly to zero, so the stack is as thick as its views
    /// need.
    private mutating func buildEdgeAlignment(members: [View], reference: View, edge: LayoutAttribute) {
        switch edge {
        case across.leading:
            want(reference, edge, stack, canvas(across.leading, across.leadingMargin), .canvasConnection)
        case across.trailing:
            want(reference, edge, stack, canvas(across.trailing, across.trailingMargin), .canvasConnection)
        case across.center:
            want(reference, edge, stack, canvas(across.center, across.centerMargin), .canvasConnection)
        default:
            break
        }
        for view in members.dropFirst() {
            want(view, edge, reference, edge, .alignment)
        }
        usesSpanner = true
        let spanner = stack.spannerStand
        // A baseline alignment ties the stack's top (first baseline) or bottom (last baseline) to
        // the first view alone, which may not reach past it, and leaves the spanner free on that
        // side: the other views stand out beyond that edge, and in a stack taller than its views
        // the spanner's pull sets them on the other edge (see `baselineCanvasFitPriority`).
        if edge == .firstBaseline {
            want(reference, across.leading, relation: .greaterThanOrEqual, stack, canvas(across.leading, across.leadingMargin), .canvasConnection)
            want(reference, across.leading, stack, canvas(across.leading, across.leadingMargin),
                 priority: baselineCanvasFitPriority, .canvasConnection)
        } else {
            want(spanner, across.leading, stack, canvas(across.leading, across.leadingMargin), .canvasConnection)
        }
        if edge == .lastBaseline {
            want(stack, canvas(across.trailing, across.trailingMargin), relation: .greaterThanOrEqual, reference, across.trailing, .canvasConnection)
            want(stack, canvas(across.trailing, across.trailingMargin), reference, across.trailing,
                 priority: baselineCanvasFitPriority, .canvasConnection)
        } else {
            want(stack, canvas(across.trailing, across.trailingMargin), spanner, across.trailing, .canvasConnection)
        }
        want(spanner, along.leading, stack, along.leading, .canvasConnection)
        want(spanner, along.size, nil, along.size, .canvasConnection)
        want(spanner, across.size, nil, across.size, priority: spanningFitPriority, .spanningFit)
        for view in members {
            if edge != across.leading {
                want(view, across.leading, relation: .greaterThanOrEqual, spanner, across.leading, .spanningBoundary)
            }
            if edge != across.trailing {
                want(view, across.trailing, relation: .lessThanOrEqual, spanner, across.trailing, .spanningBoundary)
            }
        }
        let acrossIsVertical = stack.axis == .horizontal
        for view in members {
            let intrinsic = view.layoutIntrinsicContentSize
            if (acrossIsVertical ? intrinsic.height : intrinsic.width) < 0 {
                // On the canvas a visible view keeps its stored size against the stack's hugging.
                let holdsStoredSize = stack.canvasSuppressedSizes != nil && !view.isHidden
                want(view, across.size, nil, across.size, constant: stack.suppressedSize(of: view, acrossIsVertical: acrossIsVertical),
                     priority: holdsStoredSize ? canvasSuppressionPriority : ambiguitySuppressionPriority, .ambiguitySuppression)
            }
        }
    }
}
