import Foundation

/// A rectangle: an origin and a size, in points, y axis down: Foundation's `CGRect`, as in UIKit.
///
/// Foundation gives its accessors and set operations (`minX`, `standardized`, `insetBy`,
/// `union`, `intersection`, `contains`, `integral`, `null`); ViewTree adds UIKit's
/// `inset(by:)` and what its layout and drawing need.
public typealias Rect = CGRect

extension CGRect {
    /// The centre point.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// The rectangle shrunk by edge insets (UIKit's `inset(by:)`); `null` when nothing is left.
    public func inset(by insets: EdgeInsets) -> CGRect {
        if isNull { return self }
        let r = standardized
        let width = r.size.width - insets.left - insets.right
        let height = r.size.height - insets.top - insets.bottom
        if width < 0 || height < 0 { return .null }
        return CGRect(x: r.origin.x + insets.left, y: r.origin.y + insets.top, width: width, height: height)
    }

    /// The bounding box of the rectangle's four corners mapped through an affine transform.
    public func applying(_ transform: AffineTransform) -> CGRect {
        if isNull { return self }
        if transform.isIdentity { return self }
        return CGRect(boundingCorners: corners.map { transform.apply(to: $0) })
    }

    /// The four corners: top-left, top-right, bottom-right, bottom-left.
    public var corners: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
    }

    /// The smallest rectangle containing every point (`null` for none).
    public init(boundingCorners points: [CGPoint]) {
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
}

extension CGRect: @retroactive CustomStringConvertible {
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
