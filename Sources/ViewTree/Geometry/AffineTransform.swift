#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2-D affine transform (UIKit's `CGAffineTransform`), in Core Graphics' row-vector convention:
///
/// ```
///                  | a  b  0 |
/// [x' y' 1] = [x y 1] | c  d  0 |      x' = a x + c y + tx,  y' = b x + d y + ty
///                  | tx ty 1 |
/// ```
///
/// Composition follows Core Graphics: `t.rotated(by: r)` rotates *first*, then applies `t`;
/// `t1.concatenating(t2)` applies `t1` first, then `t2`. Angles are radians; a positive
/// angle turns the x axis toward the y axis (clockwise on screen, where y points down).
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `tx`, `ty`.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx`, `sy` about the origin.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin.
    public init(rotationAngle angle: Double) {
        let (s, c) = exactSineCosine(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (the matrix product `self * other`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before this transform.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant `a d - b c`.
    public var determinant: Double { a * d - b * c }

    /// The inverse transform, or `self` unchanged when it is not invertible (as `CGAffineTransformInvert`).
    public func inverted() -> AffineTransform {
        let det = determinant
        if det == 0 || !det.isFinite { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id,
                               tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Maps a point.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// `[a, b, c, d, tx, ty]` as `NSStringFromCGAffineTransform`, numbers as `%g`.
    public var description: String {
        "[" + [a, b, c, d, tx, ty].map(formatGeometry).joined(separator: ", ") + "]"
    }
}

/// Sine and cosine of `angle`, with the exact values 0, 1 and -1 at multiples of a quarter turn
/// so that rotating by `.pi / 2` gives a clean matrix (like Core Graphics, which special-cases them).
func exactSineCosine(_ angle: Double) -> (sine: Double, cosine: Double) {
    let quarterTurns = angle / (Double.pi / 2)
    if quarterTurns == quarterTurns.rounded(), abs(quarterTurns) < 1e9 {
        switch ((Int(quarterTurns) % 4) + 4) % 4 {
        case 0: return (0, 1)
        case 1: return (1, 0)
        case 2: return (0, -1)
        default: return (-1, 0)
        }
    }
    return (sin(angle), cos(angle))
}
