import Foundation

/// A rectangle that takes part in Auto Layout without being a view (`UILayoutGuide`): spacing
/// between views, a region to centre content in, or the system's margins and safe area.
///
/// Add it to a view with ``View/addLayoutGuide(_:)``, then constrain its anchors like a view's;
/// after layout, ``layoutFrame`` is its rectangle in the owning view's coordinate system. A guide
/// draws nothing, is no subview, and does not appear in dumps.
public final class LayoutGuide {
    /// A name shown in constraint logs, e.g. `UIViewSafeAreaLayoutGuide`.
    public var identifier: String {
        didSet { stand.name = identifier }
    }
    /// The guide's stand-in in the layout engine: a view positioned by constraints whose superview
    /// is the owning view but which is no subview, so every path of the engine (terms in the
    /// container's coordinates, hierarchy moves, deactivation) treats a guide as a view does.
    let stand: GuideView

    /// Creates a guide; add it to a view before constraining it.
    public init(identifier: String = "LayoutGuide") {
        self.identifier = identifier
        stand = GuideView()
        stand.name = identifier
        stand.guide = self
    }

    /// The view the guide belongs to (`nil` before ``View/addLayoutGuide(_:)``).
    public var owningView: View? { stand.superview }

    /// The guide's rectangle in the owning view's coordinate system, as Auto Layout solved it in
    /// the last layout pass (reading it never solves; zero while no constraint involves the guide).
    public var layoutFrame: Rect {
        guard let (item, _) = stand.itemAndEngine else { return .zero }
        return item.provisionalFrame ?? item.solvedFrame
    }

    /// Whether the constraints leave the guide's rectangle undetermined (a debugging aid).
    public var hasAmbiguousLayout: Bool { stand.hasAmbiguousLayout }

    /// The leading edge.
    public var leadingAnchor: XAxisAnchor { stand.leadingAnchor }
    /// The trailing edge.
    public var trailingAnchor: XAxisAnchor { stand.trailingAnchor }
    /// The left edge.
    public var leftAnchor: XAxisAnchor { stand.leftAnchor }
    /// The right edge.
    public var rightAnchor: XAxisAnchor { stand.rightAnchor }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { stand.centerXAnchor }
    /// The top edge.
    public var topAnchor: YAxisAnchor { stand.topAnchor }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { stand.bottomAnchor }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { stand.centerYAnchor }
    /// The width.
    public var widthAnchor: DimensionAnchor { stand.widthAnchor }
    /// The height.
    public var heightAnchor: DimensionAnchor { stand.heightAnchor }
}

/// A layout guide's stand-in in the engine (see ``LayoutGuide/stand``).
final class GuideView: View {
    /// The guide, which owns this stand-in (weak: an anchor or a constraint can keep the
    /// stand-in after its guide has gone).
    weak var guide: LayoutGuide?

    init() {
        super.init(frame: .zero)
        layoutState.translatesAutoresizingMask = false
        // Its frame is read from the engine (``LayoutGuide/layoutFrame``), never applied by a
        // superview's layout: kept "pending" so the engine never asks the owner to lay out for it.
        layoutState.engineFramePending = true
    }

    public required init?(coder: NSCoder) { return nil }

}

extension View {
    /// The layout guides added to this view, in the order added.
    public var layoutGuides: [LayoutGuide] { layoutState.guides }

    /// Adds a guide to this view (removing it from the view it belonged to before, with the
    /// constraints that tied it there).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        layoutState.guides.append(guide)
        adoptGuideStand(guide.stand)
    }

    /// Removes a guide from this view; constraints that mention it are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let index = layoutState.guides.firstIndex(where: { $0 === guide }) else { return }
        layoutState.guides.remove(at: index)
        releaseGuideStand(guide.stand)
    }

    /// The constraint items of this view's subtree that are not subviews: the stand-ins of its guides.
    var guideStands: [View] { layoutState.guides.map(\.stand) }
}
