/// The values a view shows on screen at the current time (`layer.presentation()`): its model values,
/// except for properties that are animating, which follow their timing curves.
public struct PresentationValues: Equatable, Sendable {
    /// The bounds on screen.
    public var bounds: Rect
    /// The centre (layer position) on screen, in the superview's coordinates.
    public var center: Point
    /// The 3-D transform on screen.
    public var transform3D: Transform3D
    /// The opacity on screen.
    public var alpha: Double
    /// The fill colour on screen.
    public var backgroundColor: Color?
    /// The anchor point (not animatable).
    public var anchorPoint: Point

    /// The 2-D part of the transform.
    public var transform: AffineTransform { transform3D.affineTransform }

    /// A point of the view's bounds mapped into the superview's coordinates with these values.
    public func pointInSuperview(_ point: Point) -> Point {
        var x = point.x - (bounds.origin.x + anchorPoint.x * bounds.size.width)
        var y = point.y - (bounds.origin.y + anchorPoint.y * bounds.size.height)
        if !transform3D.isIdentity {
            let mapped = transform3D.apply(to: Point(x: x, y: y))
            x = mapped.x
            y = mapped.y
        }
        return Point(x: center.x + x, y: center.y + y)
    }

    /// The frame on screen: the bounding box of the transformed bounds in the superview.
    public var frame: Rect {
        mapToSuperview(bounds)
    }

    /// The bounding box of `rect` (in the view's coordinates) mapped into the superview's.
    public func mapToSuperview(_ rect: Rect) -> Rect {
        let a = pointInSuperview(Point(x: rect.minX, y: rect.minY))
        let b = pointInSuperview(Point(x: rect.maxX, y: rect.minY))
        let c = pointInSuperview(Point(x: rect.maxX, y: rect.maxY))
        let d = pointInSuperview(Point(x: rect.minX, y: rect.maxY))
        let minX = min(min(a.x, b.x), min(c.x, d.x))
        let maxX = max(max(a.x, b.x), max(c.x, d.x))
        let minY = min(min(a.y, b.y), min(c.y, d.y))
        let maxY = max(max(a.y, b.y), max(c.y, d.y))
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension View {
    /// What the view shows now: model values, with animating properties at their current
    /// presentation values (computed at the clock's current time, so always exact).
    public var presentation: PresentationValues {
        var values = PresentationValues(bounds: bounds, center: center, transform3D: transform3D, alpha: alpha,
                                        backgroundColor: backgroundColor, anchorPoint: anchorPoint)
        guard let animations, let now = animations.animator?.now else { return values }
        if let animation = animations.bounds { values.bounds = animation.value(at: now) }
        if let animation = animations.center { values.center = animation.value(at: now) }
        if let animation = animations.transform { values.transform3D = animation.value(at: now) }
        if let animation = animations.alpha { values.alpha = min(max(animation.value(at: now), 0), 1) }
        if let animation = animations.backgroundColor { values.backgroundColor = animation.value(at: now) }
        return values
    }

    /// The presentation frame of this view mapped into `ancestor`'s coordinates (the root's, e.g.
    /// the window's, when nil), through the presentation values of every view on the way, so a
    /// scroll view's offset and every running animation count. If `ancestor` is not an ancestor the
    /// result is in the root's coordinates.
    public func presentationFrame(in ancestor: View? = nil) -> Rect {
        presentationRect(presentation.bounds, in: ancestor)
    }

    /// A rectangle in this view's coordinates mapped into `ancestor`'s (the root's when nil) through
    /// presentation values; the bounding box of the mapped corners.
    public func presentationRect(_ rect: Rect, in ancestor: View? = nil) -> Rect {
        var result = rect
        var current: View = self
        while current !== ancestor, let parent = current.superview {
            result = current.presentation.mapToSuperview(result)
            current = parent
        }
        return result
    }
}
