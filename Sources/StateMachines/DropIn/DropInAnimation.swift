import ViewTree

/// How a drop-in row enters the first time it is displayed: the two animations of the seed's
/// `TipInCellAnimator`, both applied to the cell's content view (never the cell: rotating the cell
/// itself would shake or clip it, as the seed notes).
public enum DropInAnimationStyle: Sendable, Equatable, CustomStringConvertible {
    /// The seed's first version: opacity 0.1 → 1 over 1.4 s.
    case fade
    /// The seed's final version: from a rotation of -15° about z followed by a translation by
    /// `offset`, at opacity 0.8, to the identity at opacity 1 over 0.4 s.
    case rotateAndSlide(offset: Point)

    /// The rotate-and-slide offset when none is given: (-20, -20). The seed's text lost the numbers
    /// (`CGPointMake(--- )`); the tutorial it comes from uses -20 for both.
    public static let defaultOffset = Point(x: -20, y: -20)

    /// Rotate-and-slide with the tutorial's offset.
    public static let rotateAndSlide = DropInAnimationStyle.rotateAndSlide(offset: defaultOffset)

    /// The name used on the command line and in output: `fade` or `rotate-and-slide`.
    public var name: String {
        switch self {
        case .fade: return "fade"
        case .rotateAndSlide: return "rotate-and-slide"
        }
    }

    public var description: String {
        switch self {
        case .fade: return name
        case .rotateAndSlide(let offset):
            return "\(name)(\(formatGeometry(offset.x)), \(formatGeometry(offset.y)))"
        }
    }
}

/// The seed's `TipInCellAnimator`: sets a row's content view to the start state and animates it
/// to rest. The start transform is computed once, when the animator is made (the seed's
/// "Swift refactoring": a stored constant rather than a computation per call).
public struct DropInAnimator: Sendable, Equatable {
    /// The animation this animator runs.
    public let style: DropInAnimationStyle
    /// The layer transform a row starts from (the identity for `fade`).
    public let startTransform: Transform3D
    /// The opacity a row starts from: 0.1 for `fade`, 0.8 for rotate-and-slide.
    public let startOpacity: Double
    /// How long the animation runs: 1.4 s for `fade`, 0.4 s for rotate-and-slide.
    public let duration: Double

    /// The rotation of the rotate-and-slide start, in degrees (the seed's `rotationDegrees`).
    public static let rotationDegrees = -15.0

    /// An animator for `style`.
    public init(style: DropInAnimationStyle = .rotateAndSlide) {
        self.style = style
        switch style {
        case .fade:
            startTransform = .identity
            startOpacity = 0.1
            duration = 1.4
        case .rotateAndSlide(let offset):
            startTransform = Self.rotateAndSlideStart(offset: offset)
            startOpacity = 0.8
            duration = 0.4
        }
    }

    /// `CATransform3DTranslate(CATransform3DRotate(identity, -15°, 0, 0, 1), offset.x, offset.y, 0)`:
    /// as in Core Animation the translation is applied to the row first, then the rotation, both
    /// about the content view's centre.
    static func rotateAndSlideStart(offset: Point) -> Transform3D {
        let radians = rotationDegrees * Double.pi / 180
        return Transform3D.identity
            .rotated(by: radians, x: 0, y: 0, z: 1)
            .translated(x: offset.x, y: offset.y, z: 0)
    }

    /// The seed's `animate(cell)`: puts the cell's content view in the start state and animates its
    /// layer transform to the identity and its opacity to 1 (UIKit's default ease-in-out curve).
    /// `completion` gets `true` when the animation ran to its end, `false` when it was cut short.
    public func animate(_ cell: CollectionViewCell, completion: ((Bool) -> Void)? = nil) {
        let view = cell.contentView
        // The start state is set, not animated to, even if a caller's animation block is open.
        View.performWithoutAnimation {
            view.layer.transform = startTransform
            view.layer.opacity = startOpacity
        }
        View.animate(withDuration: duration, animations: {
            view.layer.transform = .identity
            view.layer.opacity = 1
        }, completion: completion)
    }
}
