/// The Core Animation face of a ``View`` (`view.layer`): the same stored values under their
/// `CALayer` names. The handle holds no state of its own; every property reads and writes
/// the view's model values, so `view.layer.transform = t` goes through the view's setter.
public struct Layer {
    /// The view whose layer this is.
    public unowned let view: View

    /// Creates the handle for a view's layer.
    public init(view: View) { self.view = view }

    /// The 3-D transform about the anchor point (`CALayer.transform`).
    public var transform: Transform3D {
        get { view.transform3D }
        nonmutating set { view.transform3D = newValue }
    }

    /// The anchor point in unit coordinates (`CALayer.anchorPoint`).
    public var anchorPoint: Point {
        get { view.anchorPoint }
        nonmutating set { view.anchorPoint = newValue }
    }

    /// The anchor point's location in the superlayer (`CALayer.position`, the view's `center`).
    public var position: Point {
        get { view.center }
        nonmutating set { view.center = newValue }
    }

    /// The layer's bounds (the view's `bounds`).
    public var bounds: Rect {
        get { view.bounds }
        nonmutating set { view.bounds = newValue }
    }

    /// The layer's frame (the view's `frame`).
    public var frame: Rect {
        get { view.frame }
        nonmutating set { view.frame = newValue }
    }

    /// The opacity (the view's `alpha`).
    public var opacity: Double {
        get { view.alpha }
        nonmutating set { view.alpha = newValue }
    }

    /// Whether sublayers are clipped (the view's `clipsToBounds`).
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        nonmutating set { view.clipsToBounds = newValue }
    }

    /// Whether the layer is hidden (the view's `isHidden`).
    public var isHidden: Bool {
        get { view.isHidden }
        nonmutating set { view.isHidden = newValue }
    }

    /// The fill colour (the view's `backgroundColor`).
    public var backgroundColor: Color? {
        get { view.backgroundColor }
        nonmutating set { view.backgroundColor = newValue }
    }

    /// The radius of the rounded corners of the background, border and (with
    /// ``masksToBounds``) the clip (`CALayer.cornerRadius`; 0 by default). It does not change
    /// layout. A negative or non-finite value counts as 0, as Core Animation draws it.
    public var cornerRadius: Double {
        get { view.layerStyle.cornerRadius }
        nonmutating set { view.layerStyle.cornerRadius = newValue }
    }

    /// Which corners ``cornerRadius`` rounds (`CALayer.maskedCorners`; kept for the app: the
    /// pictures round every corner).
    public var maskedCorners: CornerMask {
        get { view.layerStyle.maskedCorners }
        nonmutating set { view.layerStyle.maskedCorners = newValue }
    }

    /// The shape of rounded corners (`CALayer.cornerCurve`; drawing only).
    public var cornerCurve: CornerCurve {
        get { view.layerStyle.cornerCurve }
        nonmutating set { view.layerStyle.cornerCurve = newValue }
    }

    /// The width of the border drawn inside the bounds, over the content (`CALayer.borderWidth`;
    /// 0 by default).
    public var borderWidth: Double {
        get { view.layerStyle.borderWidth }
        nonmutating set { view.layerStyle.borderWidth = newValue }
    }

    /// The border's colour (`CALayer.borderColor`; opaque black by default, as Core Animation's).
    public var borderColor: Color? {
        get { view.layerStyle.borderColor }
        nonmutating set { view.layerStyle.borderColor = newValue }
    }

    /// The opacity of the shadow cast by the layer's content, subviews included
    /// (`CALayer.shadowOpacity`; 0 by default: no shadow). Values are clamped to 0...1 when drawn.
    /// It does not change layout. With ``masksToBounds`` the shadow is clipped with the content,
    /// as Core Animation clips it.
    public var shadowOpacity: Double {
        get { view.layerShadow.opacity }
        nonmutating set { view.layerShadow.opacity = newValue }
    }

    /// The blur radius of the shadow (`CALayer.shadowRadius`; 3 by default).
    public var shadowRadius: Double {
        get { view.layerShadow.radius }
        nonmutating set { view.layerShadow.radius = newValue }
    }

    /// The shadow's offset, with y down as in the view's coordinates (`CALayer.shadowOffset`;
    /// (0, -3) by default, as Core Animation's: a shadow 3 points above the content).
    public var shadowOffset: Size {
        get { view.layerShadow.offset }
        nonmutating set { view.layerShadow.offset = newValue }
    }

    /// The shadow's colour (`CALayer.shadowColor`; opaque black by default).
    public var shadowColor: Color? {
        get { view.layerShadow.color }
        nonmutating set { view.layerShadow.color = newValue }
    }
}

/// A layer's corner radius and border, stored on its view (Core Animation's defaults).
struct LayerStyle {
    var cornerRadius = 0.0
    var maskedCorners = CornerMask.all
    var cornerCurve = CornerCurve.circular
    var borderWidth = 0.0
    var borderColor: Color? = .black

    /// The radius drawn for `bounds`: at most half the shorter side, zero for bad values.
    func drawnRadius(in bounds: Rect) -> Double {
        guard cornerRadius.isFinite, cornerRadius > 0 else { return 0 }
        return min(cornerRadius, bounds.width / 2, bounds.height / 2)
    }
}

/// A layer's shadow, stored on its view (Core Animation's defaults).
struct LayerShadow {
    var opacity = 0.0
    var radius = 3.0
    var offset = Size(width: 0, height: -3)
    var color: Color? = .black

    /// The shadow's colour with its opacity folded in, or nil when no shadow shows (no colour,
    /// a transparent one, an opacity of 0 or less, or a non-finite radius or offset).
    var drawnColor: Color? {
        guard let color, opacity.isFinite, opacity > 0, color.alpha > 0,
              radius.isFinite, offset.width.isFinite, offset.height.isFinite else { return nil }
        return Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * min(opacity, 1))
    }
}

/// The corners a layer rounds (`CACornerMask`).
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    /// Every corner (the default).
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// The shape of a layer's rounded corners (`CALayerCornerCurve`).
public enum CornerCurve: Sendable {
    /// Quarter circles (the default).
    case circular
    /// Apple's continuous curve.
    case continuous
}
