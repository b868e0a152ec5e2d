import Cassowary

/// The part of a view a layout constraint talks about (`NSLayoutConstraint.Attribute`).
///
/// Layout is left-to-right: `leading` is `left` and `trailing` is `right`.
public enum LayoutAttribute: Sendable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// An edge or centre of the view's ``View/layoutMarginsGuide`` (its bounds inset by its margins).
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// The baseline of the first or last line of text (a label's, a button's title's); a view
    /// without text has its top and bottom as baselines (see ``View/forFirstBaselineLayout``).
    case firstBaseline, lastBaseline

    /// The axis the attribute measures along.
    public var axis: LayoutAxis {
        switch withoutMargin {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        default: return .vertical
        }
    }

    /// Whether the attribute is measured on the view's layout margins guide.
    public var isMarginRelative: Bool { withoutMargin != self }

    /// The same edge or centre of the view itself (`leadingMargin` -> `leading`).
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// Whether the attribute is a size (width, height) rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is a text baseline.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The name as Auto Layout prints it, e.g. `leading`, `centerX`.
    public var description: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .firstBaseline: return "firstBaseline"
        case .lastBaseline: return "lastBaseline"
        }
    }
}

/// A layout axis (`NSLayoutConstraint.Axis`).
public enum LayoutAxis: Sendable {
    case horizontal, vertical
}

/// How the two sides of a layout constraint compare (`NSLayoutConstraint.Relation`).
public enum LayoutRelation: Sendable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }

    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

/// Auto Layout's priority scale, reusing the solver's ``Priority`` (`UILayoutPriority`):
/// `.required` 1000, `.defaultHigh` 750, `.defaultLow` 250, `.fittingSizeLevel` 50.
public typealias LayoutPriority = Priority

extension Priority {
    /// A priority from its value, as `UILayoutPriority(rawValue:)` spells it.
    public init(rawValue: Double) { self.init(rawValue) }
    /// The priority's value, as `UILayoutPriority.rawValue` names it.
    public var rawValue: Double { value }
}
