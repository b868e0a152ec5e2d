/// A 4x4 homogeneous transform (Core Animation's `CATransform3D`), in Core Animation's
/// row-vector convention: a point `[x y z 1]` is multiplied on the left,
/// `[x' y' z' w'] = [x y z 1] * M`, and divided by `w'` (perspective).
///
/// Translation lives in `m41 m42 m43`; `m34 = -1 / distance` gives perspective. As in
/// Core Animation, `t.rotated(...)`, `t.scaled(...)`, `t.translated(...)` apply the new
/// operation *first* and then `t`, and `a.concatenating(b)` applies `a` first, then `b`
/// (`CATransform3DConcat(a, b)`, the product `a * b`).
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a transform from its sixteen entries, row by row.
    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                                             m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0,
                                             m41: 0, m42: 0, m43: 0, m44: 1)

    /// A translation (`CATransform3DMakeTranslation`).
    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        m41 = tx; m42 = ty; m43 = tz
    }

    /// A scale about the origin (`CATransform3DMakeScale`).
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        m11 = sx; m22 = sy; m33 = sz
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)` through the origin
    /// (`CATransform3DMakeRotation`); a zero-length axis gives the identity.
    /// About the z axis, a positive angle turns x toward y, like ``AffineTransform/init(rotationAngle:)``.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let (s, c) = exactSineCosine(angle)
        let t = 1 - c
        self.init(m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
                  m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
                  m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The 3-D form of an affine transform (`CATransform3DMakeAffineTransform`).
    public init(_ affine: AffineTransform) {
        self = .identity
        m11 = affine.a; m12 = affine.b
        m21 = affine.c; m22 = affine.d
        m41 = affine.tx; m42 = affine.ty
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform only acts in the x-y plane without perspective
    /// (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The affine part: `(m11, m12, m21, m22, m41, m42)` (`CATransform3DGetAffineTransform`).
    public var affineTransform: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// The matrix product `self * other`: `self` is applied first, then `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows, b = other.rows
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
            }
        }
        return Transform3D(rows: r)
    }

    /// A translation applied before this transform (`CATransform3DTranslate`).
    public func translated(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before this transform (`CATransform3DScale`).
    public func scaled(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before this transform (`CATransform3DRotate`).
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// A perspective projection for an eye `distance` points in front of the plane:
    /// the identity with `m34 = -1 / distance`.
    public static func perspective(distance: Double) -> Transform3D {
        var result = Transform3D.identity
        result.m34 = -1 / distance
        return result
    }

    /// This transform followed by a perspective projection (the Core Animation idiom
    /// `t.m34 = -1 / d` on the identity, then rotating: the rotation comes first).
    public func withPerspective(distance: Double) -> Transform3D {
        concatenating(.perspective(distance: distance))
    }

    /// The inverse (`CATransform3DInvert`), or `self` unchanged when it is singular.
    public func inverted() -> Transform3D {
        var m = rows
        var inv: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        for column in 0..<4 {
            var pivot = column
            for row in (column + 1)..<4 where abs(m[row][column]) > abs(m[pivot][column]) {
                pivot = row
            }
            if abs(m[pivot][column]) < 1e-12 { return self }
            m.swapAt(pivot, column)
            inv.swapAt(pivot, column)
            let scale = m[column][column]
            for j in 0..<4 {
                m[column][j] /= scale
                inv[column][j] /= scale
            }
            for row in 0..<4 where row != column {
                let factor = m[row][column]
                if factor == 0 { continue }
                for j in 0..<4 {
                    m[row][j] -= factor * m[column][j]
                    inv[row][j] -= factor * inv[column][j]
                }
            }
        }
        return Transform3D(rows: inv)
    }

    /// Maps a point of the z = 0 plane and projects it back onto that plane (divides by `w`).
    public func apply(to point: Point) -> Point {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        if w == 1 || w == 0 { return Point(x: x, y: y) }
        return Point(x: x / w, y: y / w)
    }

    /// The rows, top to bottom.
    public var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// Creates a transform from four rows of four entries.
    public init(rows r: [[Double]]) {
        precondition(r.count == 4 && r.allSatisfy { $0.count == 4 }, "Transform3D needs 4 rows of 4 entries")
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// The sixteen entries row by row, as `[m11 m12 m13 m14; m21 ...]`, numbers as `%g`.
    public var description: String {
        rows.map { $0.map(formatGeometry).joined(separator: " ") }.joined(separator: "; ").wrapped
    }
}

private extension String {
    var wrapped: String { "[" + self + "]" }
}

extension Transform3D {
    /// The inverse of ``apply(to:)`` for points of the z = 0 plane: the point that this
    /// transform maps (and projects) onto `point`, or `nil` when the plane is seen edge-on.
    ///
    /// Restricted to the plane, the transform is the homography made of rows and columns
    /// 1, 2 and 4 of the matrix; this inverts that 3x3 matrix.
    public func unapply(to point: Point) -> Point? {
        // h = [[m11 m12 m14], [m21 m22 m24], [m41 m42 m44]]; [x y 1] * h = [X Y W].
        let a = m11, b = m12, c = m14
        let d = m21, e = m22, f = m24
        let g = m41, h = m42, i = m44
        let c11 = e * i - f * h, c12 = -(d * i - f * g), c13 = d * h - e * g
        let det = a * c11 + b * c12 + c * c13
        if det == 0 || !det.isFinite { return nil }
        // Inverse = adjugate / det; row vector [X Y 1] * inverse.
        let i11 = c11 / det, i12 = -(b * i - c * h) / det, i13 = (b * f - c * e) / det
        let i21 = c12 / det, i22 = (a * i - c * g) / det, i23 = -(a * f - c * d) / det
        let i31 = c13 / det, i32 = -(a * h - b * g) / det, i33 = (a * e - b * d) / det
        let x = point.x * i11 + point.y * i21 + i31
        let y = point.x * i12 + point.y * i22 + i32
        let w = point.x * i13 + point.y * i23 + i33
        if w == 0 || !w.isFinite { return nil }
        return Point(x: x / w, y: y / w)
    }
}
