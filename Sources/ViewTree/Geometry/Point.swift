import Foundation

/// A location in a two-dimensional coordinate system: Foundation's `CGPoint`, as in UIKit.
///
/// Geometry is Foundation's `CGFloat`, `CGPoint`, `CGSize` and `CGRect` on every platform, so
/// code written for UIKit passes its values unchanged; `Point`, `Size` and `Rect` are ViewTree's
/// names for them. Coordinates are in points with the y axis pointing down, and a `Double`
/// converts to and from `CGFloat` implicitly.
public typealias Point = CGPoint

/// The two-dimensional extent of a rectangle, in points: Foundation's `CGSize`.
public typealias Size = CGSize

extension CGPoint {
    /// The point moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint {
        CGPoint(x: x + dx, y: y + dy)
    }

    /// The point mapped through an affine transform.
    public func applying(_ transform: AffineTransform) -> CGPoint {
        transform.apply(to: self)
    }
}

extension CGPoint: @retroactive CustomStringConvertible {
    /// `(x, y)`, numbers formatted as `%g`.
    public var description: String { "(\(formatGeometry(x)), \(formatGeometry(y)))" }
}

extension CGSize {
    /// The size mapped through an affine transform (translation ignored, as `CGSize.applying`).
    public func applying(_ transform: AffineTransform) -> CGSize {
        CGSize(width: transform.a * width + transform.c * height,
               height: transform.b * width + transform.d * height)
    }
}

extension CGSize: @retroactive CustomStringConvertible {
    /// `(width, height)`, numbers formatted as `%g`.
    public var description: String { "(\(formatGeometry(width)), \(formatGeometry(height)))" }
}

/// A vector, e.g. a velocity or an offset (UIKit's `CGVector`).
public struct Vector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// Creates a vector from its components.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)
}
