/// A projective map of the plane (a homography) in Core Animation's row-vector convention:
/// `[x y 1] * M = [X Y W]`, then divided by `W`.
///
/// Core Animation flattens every layer's sublayers into its own plane (a `CALayer` is not a
/// `CATransformLayer`), so what a layer shows lands on its superlayer's plane through the rows and
/// columns 1, 2 and 4 of its 3-D transform; z is dropped. Composing these 3x3 maps level by level
/// is therefore exact for the flattened layer tree, however many 3-D transforms are nested.
struct PlaneMap: Equatable {
    var m11: Double, m12: Double, m13: Double
    var m21: Double, m22: Double, m23: Double
    var m31: Double, m32: Double, m33: Double

    /// The map that changes nothing.
    static let identity = PlaneMap(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// A translation.
    static func translation(x: Double, y: Double) -> PlaneMap {
        PlaneMap(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
    }

    /// What a 3-D transform does to the z = 0 plane, projected back onto it.
    init(_ t: Transform3D) {
        self.init(m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24,
                  m31: t.m41, m32: t.m42, m33: t.m44)
    }

    init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
         m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// How a view's presentation maps its bounds coordinates into its superview's: relative to
    /// the anchor point, through the layer transform, then placed at the centre (as
    /// ``PresentationValues/pointInSuperview(_:)``).
    static func local(_ values: PresentationValues) -> PlaneMap {
        let bounds = values.bounds
        let anchorX = bounds.origin.x + values.anchorPoint.x * bounds.size.width
        let anchorY = bounds.origin.y + values.anchorPoint.y * bounds.size.height
        return PlaneMap.translation(x: -anchorX, y: -anchorY)
            .then(PlaneMap(values.transform3D))
            .then(.translation(x: values.center.x, y: values.center.y))
    }

    /// `self` applied first, then `other` (the product `self * other`).
    func then(_ o: PlaneMap) -> PlaneMap {
        PlaneMap(m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
                 m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
                 m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
                 m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
                 m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
                 m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
                 m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
                 m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
                 m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// Whether the map keeps parallel lines parallel (no perspective), so that an SVG
    /// `matrix(...)` can express it exactly.
    var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part (exact when ``isAffine``).
    var affineTransform: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// The image of a point, or `nil` when it lies on or behind the eye's plane (`W <= 0`),
    /// where Core Animation's projection is not defined, or when the result is not finite.
    func apply(to point: Point) -> Point? {
        let x = point.x * m11 + point.y * m21 + m31
        let y = point.x * m12 + point.y * m22 + m32
        let w = point.x * m13 + point.y * m23 + m33
        guard w > 0 else { return nil }
        let result = w == 1 ? Point(x: x, y: y) : Point(x: x / w, y: y / w)
        guard result.x.isFinite, result.y.isFinite else { return nil }
        return result
    }

    /// The images of a rectangle's corners (top-left, top-right, bottom-right, bottom-left), or
    /// `nil` when any of them cannot be projected.
    func quadrilateral(of rect: Rect) -> [Point]? {
        var result: [Point] = []
        result.reserveCapacity(4)
        for corner in rect.corners {
            guard let point = apply(to: corner) else { return nil }
            result.append(point)
        }
        return result
    }

    /// The affine map that agrees with this one at the top-left, top-right and bottom-left
    /// corners of `rect` (exact inside the rectangle when the map is affine; the best flat
    /// stand-in for text, which SVG cannot draw in perspective), or `nil` for an empty
    /// rectangle or a corner that cannot be projected.
    func affineFit(on rect: Rect) -> AffineTransform? {
        guard rect.width > 0, rect.height > 0,
              let topLeft = apply(to: Point(x: rect.minX, y: rect.minY)),
              let topRight = apply(to: Point(x: rect.maxX, y: rect.minY)),
              let bottomLeft = apply(to: Point(x: rect.minX, y: rect.maxY)) else { return nil }
        let a = (topRight.x - topLeft.x) / rect.width, b = (topRight.y - topLeft.y) / rect.width
        let c = (bottomLeft.x - topLeft.x) / rect.height, d = (bottomLeft.y - topLeft.y) / rect.height
        return AffineTransform(a: a, b: b, c: c, d: d,
                               tx: topLeft.x - a * rect.minX - c * rect.minY,
                               ty: topLeft.y - b * rect.minX - d * rect.minY)
    }
}

extension View {
    /// The four corners of the view's presentation bounds (top-left, top-right, bottom-right,
    /// bottom-left, before any transform) as they appear in `ancestor`'s coordinates (the
    /// root's when `nil`, or when `ancestor` is not an ancestor), through every presentation
    /// transform on the way, perspective included: the quadrilateral the view covers on screen.
    /// `nil` when a corner lies behind the eye of some perspective transform.
    public func presentationQuadrilateral(in ancestor: View? = nil) -> [Point]? {
        planeMap(to: ancestor).quadrilateral(of: presentation.bounds)
    }

    /// The map from this view's bounds coordinates into `ancestor`'s through presentation values.
    func planeMap(to ancestor: View?) -> PlaneMap {
        var map = PlaneMap.identity
        var current: View = self
        while current !== ancestor, let parent = current.superview {
            map = map.then(.local(current.presentation))
            current = parent
        }
        return map
    }
}
