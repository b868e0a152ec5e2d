/// A rectangle: an origin and a size (UIKit's `CGRect`), in points, y axis down.
///
/// As with `CGRect`, a negative width or height is allowed and the `min`/`max` accessors
/// read the rectangle as if it were ``standardized``. ``null`` is the "no rectangle" value
/// returned by an empty ``intersection(_:)``; it is absorbed by ``union(_:)``.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner with the smallest coordinates (for a standardized rectangle).
    public var origin: Point
    /// The extents.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The null rectangle (no rectangle at all), as `CGRect.null`: origin at +infinity.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// The infinite rectangle, as `CGRect.infinite`.
    public static let infinite = Rect(x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2,
                                      width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// Whether this is ``null``.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether the rectangle is null or has no area.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The width, which may be negative; see ``standardized``.
    public var width: Double { size.width }
    /// The height, which may be negative; see ``standardized``.
    public var height: Double { size.height }

    /// The smallest x coordinate.
    public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    /// The x coordinate of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The largest x coordinate.
    public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
    /// The smallest y coordinate.
    public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    /// The y coordinate of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The largest y coordinate.
    public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        if isNull { return self }
        return Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
    }

    /// The rectangle moved by `dx`, `dy` (a null rectangle stays null).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        var result = standardized
        result.origin.x += dx
        result.origin.y += dy
        return result
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (grown for negative values); ``null`` when nothing is left, as `CGRect.insetBy`.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        let r = standardized
        let width = r.size.width - 2 * dx
        let height = r.size.height - 2 * dy
        if width < 0 || height < 0 { return .null }
        return Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by edge insets (UIKit's `inset(by:)`); ``null`` when nothing is left.
    public func inset(by insets: EdgeInsets) -> Rect {
        if isNull { return self }
        let r = standardized
        let width = r.size.width - insets.left - insets.right
        let height = r.size.height - insets.top - insets.bottom
        if width < 0 || height < 0 { return .null }
        return Rect(x: r.origin.x + insets.left, y: r.origin.y + insets.top, width: width, height: height)
    }

    /// The smallest rectangle containing both (``null`` is ignored).
    public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let minX = Swift.min(self.minX, other.minX)
        let minY = Swift.min(self.minY, other.minY)
        let maxX = Swift.max(self.maxX, other.maxX)
        let maxY = Swift.max(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The common part of both rectangles, or ``null`` when they do not overlap.
    /// Rectangles that only touch give a zero-width or zero-height result, as with `CGRect`.
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let minX = Swift.max(self.minX, other.minX)
        let minY = Swift.max(self.minY, other.minY)
        let maxX = Swift.min(self.maxX, other.maxX)
        let maxY = Swift.min(self.maxY, other.maxY)
        if maxX < minX || maxY < minY { return .null }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the rectangles share any area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether the point lies inside; the max edges are excluded, as `CGRect.contains`.
    public func contains(_ point: Point) -> Bool {
        if isNull { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The smallest rectangle with integer coordinates that contains this one, as `CGRect.integral`.
    public var integral: Rect {
        if isNull { return self }
        let minX = self.minX.rounded(.down)
        let minY = self.minY.rounded(.down)
        let maxX = self.maxX.rounded(.up)
        let maxY = self.maxY.rounded(.up)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of the rectangle's four corners mapped through an affine transform.
    public func applying(_ transform: AffineTransform) -> Rect {
        if isNull { return self }
        if transform.isIdentity { return self }
        return Rect(boundingCorners: corners.map { transform.apply(to: $0) })
    }

    /// The four corners: top-left, top-right, bottom-right, bottom-left.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// The smallest rectangle containing every point (``null`` for none).
    public init(boundingCorners points: [Point]) {
        guard let first = points.first else {
            self = .null
            return
        }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = Swift.min(minX, p.x)
            maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y)
            maxY = Swift.max(maxY, p.y)
        }
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `(x y; width height)` as UIKit's descriptions print frames, numbers as `%g`.
    public var description: String {
        "(\(formatGeometry(origin.x)) \(formatGeometry(origin.y)); \(formatGeometry(size.width)) \(formatGeometry(size.height)))"
    }
}

/// Distances inward from each edge of a rectangle (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Creates insets for each edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }

    /// `{top, left, bottom, right}` as `NSStringFromUIEdgeInsets`.
    public var description: String {
        "{\(formatGeometry(top)), \(formatGeometry(left)), \(formatGeometry(bottom)), \(formatGeometry(right))}"
    }
}
