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
        Self.map(rect, bounds: bounds, center: center, transform3D: transform3D, anchorPoint: anchorPoint)
    }

    /// `rect` mapped through the given geometry. Without a transform the rectangle only moves: the
    /// same arithmetic as mapping its four corners, without the corners (a scroll tick maps every
    /// visible cell's frame through each of its ancestors).
    @inline(__always)
    static func map(_ rect: Rect, bounds: Rect, center: Point, transform3D: Transform3D, anchorPoint: Point) -> Rect {
        guard transform3D.isIdentity else {
            let values = PresentationValues(bounds: bounds, center: center, transform3D: transform3D, alpha: 1,
                                            backgroundColor: nil, anchorPoint: anchorPoint)
            return values.mapCorners(rect)
        }
        return translate(rect, bounds: bounds, center: center, anchorPoint: anchorPoint)
    }

    /// `rect` mapped through geometry without a transform: it only moves.
    @inline(__always)
    static func translate(_ rect: Rect, bounds: Rect, center: Point, anchorPoint: Point) -> Rect {
        let shiftX = bounds.origin.x + anchorPoint.x * bounds.size.width
        let shiftY = bounds.origin.y + anchorPoint.y * bounds.size.height
        let x0 = center.x + (rect.minX - shiftX), x1 = center.x + (rect.maxX - shiftX)
        let y0 = center.y + (rect.minY - shiftY), y1 = center.y + (rect.maxY - shiftY)
        let minX = min(x0, x1), maxX = max(x0, x1), minY = min(y0, y1), maxY = max(y0, y1)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of the four mapped corners of `rect`.
    private func mapCorners(_ rect: Rect) -> Rect {
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
        var values = modelValues
        guard let animations, let now = animations.animator?.now else { return values }
        if let animation = animations.bounds { values.bounds = animation.value(at: now) }
        if let animation = animations.center { values.center = animation.value(at: now) }
        if let animation = animations.transform { values.transform3D = animation.value(at: now) }
        if let animation = animations.alpha { values.alpha = min(max(animation.value(at: now), 0), 1) }
        if let animation = animations.backgroundColor { values.backgroundColor = animation.value(at: now) }
        return values
    }

    /// The model values, as the presentation values of a view nothing animates.
    var modelValues: PresentationValues {
        PresentationValues(bounds: bounds, center: center, transform3D: transform3D, alpha: alpha,
                           backgroundColor: backgroundColor, anchorPoint: anchorPoint)
    }

    /// The presentation frame of this view mapped into `ancestor`'s coordinates (the root's, e.g.
    /// the window's, when nil), through the presentation values of every view on the way, so a
    /// scroll view's offset and every running animation count. If `ancestor` is not an ancestor the
    /// result is in the root's coordinates.
    public func presentationFrame(in ancestor: View? = nil) -> Rect {
        var bounds = modelGeometry.bounds
        if let animations, let animation = animations.bounds, let now = animations.animator?.now {
            bounds = animation.value(at: now)
        }
        return presentationRect(bounds, in: ancestor)
    }

    /// A rectangle in this view's coordinates mapped into `ancestor`'s (the root's when nil) through
    /// presentation values; the bounding box of the mapped corners.
    public func presentationRect(_ rect: Rect, in ancestor: View? = nil) -> Rect {
        var result = rect
        // The walk holds no references of its own (each ancestor is held by its subview's chain,
        // which `self` keeps alive): retaining and releasing every ancestor cost more than the
        // arithmetic, as views that are weakly referenced keep their counts in side tables.
        var current: ViewLink? = ViewLink(self)
        while let step = current {
            current = step.with { view -> ViewLink? in
                guard view !== ancestor, let parent = view.superviewLink else { return nil }
                result = view.mapToSuperviewAtPresentation(result)
                return parent
            }
        }
        return result
    }

    /// `rect` mapped into the superview through the presentation geometry (bounds, centre,
    /// transform; opacity and colour are not needed, so not computed).
    private func mapToSuperviewAtPresentation(_ rect: Rect) -> Rect {
        var (bounds, center, anchorPoint) = modelGeometry
        guard let animations else {
            if modelTransformIsIdentity {
                return PresentationValues.translate(rect, bounds: bounds, center: center, anchorPoint: anchorPoint)
            }
            return PresentationValues.map(rect, bounds: bounds, center: center, transform3D: modelTransform,
                                          anchorPoint: anchorPoint)
        }
        var transform3D = modelTransform
        if let now = animations.animator?.now {
            if let animation = animations.bounds { bounds = animation.value(at: now) }
            if let animation = animations.center { center = animation.value(at: now) }
            if let animation = animations.transform { transform3D = animation.value(at: now) }
        }
        return PresentationValues.map(rect, bounds: bounds, center: center, transform3D: transform3D,
                                      anchorPoint: anchorPoint)
    }
}
