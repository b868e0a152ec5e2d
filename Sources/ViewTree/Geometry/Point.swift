/// A location in a two-dimensional coordinate system (UIKit's `CGPoint`).
///
/// Coordinates are `Double`, the stand-in for `CGFloat` (which is a 64-bit float on every
/// current Apple platform), measured in points with the y axis pointing down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The point moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// The point mapped through an affine transform.
    public func applying(_ transform: AffineTransform) -> Point {
        transform.apply(to: self)
    }

    /// `(x, y)`, numbers formatted as `%g`.
    public var description: String { "(\(formatGeometry(x)), \(formatGeometry(y)))" }
}

/// The two-dimensional extent of a rectangle (UIKit's `CGSize`), in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0 x 0.
    public static let zero = Size(width: 0, height: 0)

    /// The size mapped through an affine transform (translation ignored, as `CGSize.applying`).
    public func applying(_ transform: AffineTransform) -> Size {
        Size(width: transform.a * width + transform.c * height,
             height: transform.b * width + transform.d * height)
    }

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
