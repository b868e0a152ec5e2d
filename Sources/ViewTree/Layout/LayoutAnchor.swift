/// A position of a view along one axis (`NSLayoutAnchor`): ``XAxisAnchor`` (leading, trailing,
/// left, right, centerX) or ``YAxisAnchor`` (top, bottom, centerY, the baselines). Anchors make
/// ``LayoutConstraint``s; they only relate to anchors of the same axis, so the compiler rejects
/// `leading == top`.
public struct LayoutAnchor<Axis> {
    /// The view (or a layout guide's stand-in), held while the anchor lives: an anchor of a
    /// temporary view (`View().widthAnchor`) makes a constraint safely, as UIKit's does.
    let item: View
    /// The attribute.
    public let attribute: LayoutAttribute

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        relate(.equal, anchor, constant)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant)
    }

    /// The distance from this anchor to `other` (`other - self`), as a dimension that can be
    /// constrained like a width or height (`anchorWithOffset(to:)`), e.g. to make two gaps equal.
    public func anchorWithOffset(to other: Self) -> DimensionAnchor {
        DimensionAnchor(item: other.item, attribute: other.attribute,
                        offsetOrigin: LayoutConstraint.AnchorReference(item: item, attribute: attribute))
    }

    /// `self relation anchor + multiplier * 8`: the system-spacing constraints.
    fileprivate func relate(_ relation: LayoutRelation, _ anchor: Self, spacing multiplier: Double) -> LayoutConstraint {
        relate(relation, anchor, LayoutConstraint.systemSpacing * multiplier)
    }

    private func relate(_ relation: LayoutRelation, _ anchor: Self, _ constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
                         attribute: anchor.attribute, multiplier: 1, constant: constant)
    }
}

/// The horizontal axis, which ``XAxisAnchor``s lie along.
public enum HorizontalAnchorAxis {}
/// The vertical axis, which ``YAxisAnchor``s lie along.
public enum VerticalAnchorAxis {}

/// A horizontal position of a view (`NSLayoutXAxisAnchor`): leading, trailing, left, right or centerX.
public typealias XAxisAnchor = LayoutAnchor<HorizontalAnchorAxis>
/// A vertical position of a view (`NSLayoutYAxisAnchor`): top, bottom, centerY or a baseline.
public typealias YAxisAnchor = LayoutAnchor<VerticalAnchorAxis>

/// A size (`NSLayoutDimension`): a view's width or height, or the distance between two
/// position anchors made by `anchorWithOffset(to:)`.
public struct DimensionAnchor {
    /// The view (for a distance: the view of the anchor measured to), held while the anchor lives.
    public let item: View
    /// The attribute (for a distance: the attribute measured to).
    public let attribute: LayoutAttribute
    /// For a distance: the anchor measured from.
    let offsetOrigin: LayoutConstraint.AnchorReference?

    init(item: View, attribute: LayoutAttribute, offsetOrigin: LayoutConstraint.AnchorReference? = nil) {
        self.item = item
        self.attribute = attribute
        self.offsetOrigin = offsetOrigin
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        relate(.equal, nil, 1, constant)
    }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        relate(.greaterThanOrEqual, nil, 1, constant)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        relate(.lessThanOrEqual, nil, 1, constant)
    }
    /// `self == multiplier * anchor + constant`.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        relate(.equal, anchor, multiplier, constant)
    }
    /// `self >= multiplier * anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier, constant)
    }
    /// `self <= multiplier * anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier, constant)
    }

    private func relate(_ relation: LayoutRelation, _ anchor: DimensionAnchor?, _ multiplier: Double,
                        _ constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, offsetOrigin: offsetOrigin, relatedBy: relation,
                         toItem: anchor?.item, attribute: anchor?.attribute, offsetOrigin: anchor?.offsetOrigin,
                         multiplier: multiplier, constant: constant, priority: .required)
    }
}

extension View {
    /// The leading edge (the left edge: layout is left-to-right).
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right edge).
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (the top for a view without text).
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom for a view without text).
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
}

extension LayoutConstraint {
    /// The standard space between two sibling views (8 pt), which the system-spacing anchors use
    /// (`constraint(equalToSystemSpacingAfter:multiplier:)`).
    public static let systemSpacing: Double = 8
}

extension LayoutAnchor where Axis == HorizontalAnchorAxis {
    /// `self == anchor + multiplier * 8` (the standard spacing after `anchor`).
    public func constraint(equalToSystemSpacingAfter anchor: Self, multiplier: Double) -> LayoutConstraint {
        relate(.equal, anchor, spacing: multiplier)
    }
    /// `self >= anchor + multiplier * 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: Self, multiplier: Double) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, spacing: multiplier)
    }
    /// `self <= anchor + multiplier * 8`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: Self, multiplier: Double) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, spacing: multiplier)
    }
}

extension LayoutAnchor where Axis == VerticalAnchorAxis {
    /// `self == anchor + multiplier * 8` (the standard spacing below `anchor`).
    public func constraint(equalToSystemSpacingBelow anchor: Self, multiplier: Double) -> LayoutConstraint {
        relate(.equal, anchor, spacing: multiplier)
    }
    /// `self >= anchor + multiplier * 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: Self, multiplier: Double) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, spacing: multiplier)
    }
    /// `self <= anchor + multiplier * 8`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: Self, multiplier: Double) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, spacing: multiplier)
    }
}
