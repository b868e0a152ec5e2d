import Cassowary

extension ScrollView {
    /// The content's rectangle, as a guide (`contentLayoutGuide`): its origin is the content's
    /// origin, and constraints that fix its size set ``contentSize`` at the next layout (a size
    /// left free keeps the current ``contentSize``, held by priority-1 constraints).
    public var contentLayoutGuide: LayoutGuide {
        let state = systemGuides
        if let guide = state.contentGuide { return guide.guide }
        let guide = LayoutGuide(identifier: "UIScrollViewContentLayoutGuide")
        addLayoutGuide(guide)
        let stand = guide.stand
        func edge(_ attribute: LayoutAttribute) -> LayoutConstraint {
            LayoutConstraint(item: stand, attribute: attribute, offsetOrigin: nil, relatedBy: .equal, toItem: self,
                             attribute: attribute, offsetOrigin: nil, multiplier: 1, constant: 0, priority: .required,
                             origin: .systemGuide).named("UIScrollView-content-\(attribute)")
        }
        func size(_ attribute: LayoutAttribute, _ value: Double) -> LayoutConstraint {
            LayoutConstraint(item: stand, attribute: attribute, offsetOrigin: nil, relatedBy: .equal, toItem: nil,
                             attribute: nil, offsetOrigin: nil, multiplier: 1, constant: value, priority: Priority(1),
                             origin: .systemGuide).named("UIScrollView-content-size-\(attribute)")
        }
        let pins = [edge(.left), edge(.top)], sizes = [size(.width, contentSize.width), size(.height, contentSize.height)]
        LayoutConstraint.activate(pins + sizes)
        state.contentGuide = ContentGuide(guide: guide, sizeConstraints: sizes)
        engine.registerGuidedView(self)
        return guide
    }

    /// The scroll view's own rectangle, as a guide that stays put while the content scrolls
    /// (`frameLayoutGuide`): content pinned to it does not move with ``contentOffset``.
    public var frameLayoutGuide: LayoutGuide {
        layoutState.hasFrameLayoutGuide = true
        return systemGuide(\.frameGuide, "UIScrollViewFrameLayoutGuide", constraintPrefix: "UIScrollView-frame") {
            _ in frameGuideInsets
        }
    }

    /// The content area inset by the scroll view's layout margins: what a constraint between a
    /// view inside and one of the scroll view's margins attaches to.
    var contentMarginsGuide: LayoutGuide {
        let content = contentLayoutGuide.stand
        return systemGuide(\.contentMargins, "UIScrollViewContentMarginsGuide", constraintPrefix: "UIScrollView-content-margin",
                           area: content) { $0.effectiveLayoutMargins }
    }

    /// What a constraint's side measures when the side is this scroll view's `attribute` and the
    /// other side is `other`: the content's edges, or the content inset by the margins, where
    /// `other` is inside the scroll view and the attribute an edge or a margin (Apple's Auto Layout
    /// Guide, "Working with Scroll Views": constraints between the edges or margins of the scroll
    /// view and its content attach to the scroll view's content area; its width, height and
    /// centres stay the frame's). `nil` where the side is the frame's. Activation makes the guide
    /// (`making`); installing only looks it up, as a guide made then would re-enter the engine.
    func contentArea(for attribute: LayoutAttribute, against other: View, making: Bool) -> (stand: View, attribute: LayoutAttribute)? {
        guard holdsInContent(other) else { return nil }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing:
            let guide = making ? contentLayoutGuide : layoutState.systemGuides?.contentGuide?.guide
            return guide.map { ($0.stand, attribute) }
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            let guide = making ? contentMarginsGuide : layoutState.systemGuides?.contentMargins?.guide
            return guide.map { ($0.stand, attribute.withoutMargin) }
        default:
            return nil
        }
    }

    /// Whether `view` is inside the scroll view's content: a descendant, but not a stand-in of a
    /// guide of the scroll view's own (its frame, content and margins guides measure the frame).
    private func holdsInContent(_ view: View) -> Bool {
        guard view !== self, view.isDescendant(of: self) else { return false }
        return !(view is GuideView && view.superview === self)
    }

    /// The frame guide's rectangle is the bounds: offset by the content offset.
    var frameGuideInsets: EdgeInsets {
        let origin = bounds.origin
        return EdgeInsets(top: origin.y, left: origin.x, bottom: -origin.y, right: -origin.x)
    }

    /// After layout: the content guide's solved size becomes the content size; a content size set
    /// by hand since the last layout moves the guide's weak size instead (returns true: layout
    /// must run again).
    func refreshContentGuide(_ content: ContentGuide) -> Bool {
        let width = content.sizeConstraints[0], height = content.sizeConstraints[1]
        if contentSize != Size(width: width.constant, height: height.constant) {
            width.constant = contentSize.width
            height.constant = contentSize.height
            return true
        }
        guard let (item, engine) = content.guide.stand.itemAndEngine else { return false }
        let solved = engine.frame(of: item).size
        if solved != contentSize {
            contentSize = solved
            width.constant = solved.width
            height.constant = solved.height
        }
        return false
    }
}

/// A scroll view's content layout guide and the weak constraints that hold its size to the
/// content size where nothing else does.
struct ContentGuide {
    let guide: LayoutGuide
    let sizeConstraints: [LayoutConstraint]
}
