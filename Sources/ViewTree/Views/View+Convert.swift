import Foundation

extension View {
    /// Maps a point from this view's coordinate system (its bounds) into its superview's:
    /// relative to the anchor point, through the layer transform (with perspective projected
    /// back onto the plane), then placed at ``center``.
    public func pointInSuperview(_ point: Point) -> Point {
        let bounds = self.bounds
        let anchor = anchorPoint
        var x = point.x - (bounds.origin.x + anchor.x * bounds.size.width)
        var y = point.y - (bounds.origin.y + anchor.y * bounds.size.height)
        let transform = transform3D
        if !transform.isIdentity {
            let mapped = transform.apply(to: Point(x: x, y: y))
            x = mapped.x
            y = mapped.y
        }
        let center = self.center
        return Point(x: center.x + x, y: center.y + y)
    }

    /// Maps a point from the superview's coordinate system into this view's (the inverse of
    /// ``pointInSuperview(_:)``); a transform that flattens the view to a line maps nothing
    /// and gives a non-finite point.
    public func pointFromSuperview(_ point: Point) -> Point {
        let center = self.center
        var x = point.x - center.x
        var y = point.y - center.y
        let transform = transform3D
        if !transform.isIdentity {
            guard let unmapped = transform.unapply(to: Point(x: x, y: y)) else {
                return Point(x: CGFloat.nan, y: CGFloat.nan)
            }
            x = unmapped.x
            y = unmapped.y
        }
        let bounds = self.bounds
        let anchor = anchorPoint
        return Point(x: x + bounds.origin.x + anchor.x * bounds.size.width,
                     y: y + bounds.origin.y + anchor.y * bounds.size.height)
    }

    /// Converts a point from this view's coordinate system to `view`'s (to the window's, or
    /// the root view's, when `view` is `nil`), honouring `bounds.origin` and transforms at every
    /// level. Views in different hierarchies meet in screen coordinates (through the roots' frames).
    public func convert(_ point: Point, to view: View?) -> Point {
        let target = view ?? rootView
        if target === self { return point }
        let ancestor = commonAncestor(with: target)
        var p = point
        var current: View = self
        while current !== ancestor {
            guard let parent = current.superview else {
                p = current.pointInSuperview(p)  // leave the root for screen coordinates
                break
            }
            p = current.pointInSuperview(p)
            current = parent
        }
        return target.pointFromAncestor(p, ancestor: ancestor)
    }

    /// Converts a point from `view`'s coordinate system (the window's or root view's when `nil`)
    /// to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        (view ?? rootView).convert(point, to: self)
    }

    /// Converts a rectangle to `view`'s coordinate system: the bounding box of its four mapped
    /// corners (exact under translation and scale, a bounding box under rotation).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        if rect.isNull { return rect }
        return Rect(boundingCorners: rect.corners.map { convert($0, to: view) })
    }

    /// Converts a rectangle from `view`'s coordinate system to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        (view ?? rootView).convert(rect, to: self)
    }

    /// The nearest view that is an ancestor of (or equal to) both, `nil` when they are in
    /// different hierarchies.
    public func commonAncestor(with other: View) -> View? {
        View.commonAncestor(ViewLink(self), ViewLink(other))?.view
    }

    /// ``commonAncestor(with:)`` of two unretained views, unretained.
    static func commonAncestor(_ first: ViewLink, _ second: ViewLink) -> ViewLink? {
        // Unretained walks: every view on the way is kept alive by the two views' hierarchies.
        func parent(_ view: ViewLink) -> ViewLink? { view.superview }
        func depth(_ view: ViewLink) -> Int {
            var depth = 1, current = view
            while let next = parent(current) { depth += 1; current = next }
            return depth
        }
        var a: ViewLink? = first, b: ViewLink? = second
        var depthA = depth(first), depthB = depth(second)
        while depthA > depthB, let view = a { a = parent(view); depthA -= 1 }
        while depthB > depthA, let view = b { b = parent(view); depthB -= 1 }
        while let x = a, let y = b, x != y {
            a = parent(x)
            b = parent(y)
        }
        return a
    }

    /// Maps a point in `ancestor`'s coordinates (or in screen coordinates when `ancestor` is
    /// `nil`) down into this view's, top-down.
    private func pointFromAncestor(_ point: Point, ancestor: View?) -> Point {
        if self === ancestor { return point }
        guard let parent = superview else {
            return pointFromSuperview(point)  // from screen coordinates into the root
        }
        return pointFromSuperview(parent.pointFromAncestor(point, ancestor: ancestor))
    }
}
