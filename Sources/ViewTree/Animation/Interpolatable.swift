#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value an animation can move between: `interpolate(from, to, progress)` is `from` at 0 and
/// `to` at 1, and may go beyond either for a spring's overshoot.
public protocol Interpolatable {
    /// The value `progress` of the way from `from` to `to`.
    static func interpolate(_ from: Self, _ to: Self, _ progress: Double) -> Self
}

extension Double: Interpolatable {
    public static func interpolate(_ from: Double, _ to: Double, _ progress: Double) -> Double {
        from + (to - from) * progress
    }
}

extension Point: Interpolatable {
    public static func interpolate(_ from: Point, _ to: Point, _ progress: Double) -> Point {
        Point(x: .interpolate(from.x, to.x, progress), y: .interpolate(from.y, to.y, progress))
    }
}

extension Size: Interpolatable {
    public static func interpolate(_ from: Size, _ to: Size, _ progress: Double) -> Size {
        Size(width: .interpolate(from.width, to.width, progress), height: .interpolate(from.height, to.height, progress))
    }
}

extension Rect: Interpolatable {
    public static func interpolate(_ from: Rect, _ to: Rect, _ progress: Double) -> Rect {
        Rect(origin: .interpolate(from.origin, to.origin, progress), size: .interpolate(from.size, to.size, progress))
    }
}

extension Optional: Interpolatable where Wrapped == Color {
    /// Colours blend component-wise in RGBA; no colour counts as clear. The end value is `to` itself.
    public static func interpolate(_ from: Color?, _ to: Color?, _ progress: Double) -> Color? {
        if progress == 1 { return to }
        if progress == 0 { return from }
        return (from ?? .clear).interpolated(to: to ?? .clear, fraction: progress)
    }
}

extension Transform3D: Interpolatable {
    /// Two affine transforms are decomposed into translation, rotation, skew and scale, which are
    /// interpolated separately (the rotation the short way round), as Core Animation does, so a
    /// rotation does not shrink through the middle; other transforms interpolate element-wise.
    public static func interpolate(_ from: Transform3D, _ to: Transform3D, _ progress: Double) -> Transform3D {
        if progress == 0 { return from }
        if progress == 1 { return to }
        if from.isAffine && to.isAffine {
            if let scaled = interpolateScales(from.affineTransform, to.affineTransform, progress) {
                return Transform3D(scaled)
            }
            let start = AffineComponents(from.affineTransform)
            let end = AffineComponents(to.affineTransform)
            return Transform3D(AffineComponents.interpolate(start, end, progress).transform)
        }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return Transform3D(m11: mix(from.m11, to.m11), m12: mix(from.m12, to.m12), m13: mix(from.m13, to.m13), m14: mix(from.m14, to.m14),
                           m21: mix(from.m21, to.m21), m22: mix(from.m22, to.m22), m23: mix(from.m23, to.m23), m24: mix(from.m24, to.m24),
                           m31: mix(from.m31, to.m31), m32: mix(from.m32, to.m32), m33: mix(from.m33, to.m33), m34: mix(from.m34, to.m34),
                           m41: mix(from.m41, to.m41), m42: mix(from.m42, to.m42), m43: mix(from.m43, to.m43), m44: mix(from.m44, to.m44))
    }
}

extension Transform3D {
    /// The decomposition's result for two transforms that only scale (by positive factors) and
    /// translate, without the decomposition: their rotation and skew are exactly zero, so the
    /// components are the matrix entries themselves and the recomposed matrix is their mix, to
    /// the last bit (`(a * a).squareRoot()` is `a` for a positive `a` far from overflow and
    /// underflow; `atan2(0, a)`, `sin(0)` and `cos(0)` are exact). A selection frame that grows
    /// and shrinks is read every tick of its animation, and the general path calls `atan2`, `sin`
    /// and `cos` three times each. Nil for any other pair.
    static func interpolateScales(_ from: AffineTransform, _ to: AffineTransform, _ progress: Double) -> AffineTransform? {
        func isPlainScale(_ t: AffineTransform) -> Bool {
            t.b == 0 && t.c == 0 && t.a > 1e-100 && t.a < 1e100 && t.d > 1e-100 && t.d < 1e100
        }
        guard isPlainScale(from), isPlainScale(to) else { return nil }
        return AffineTransform(a: .interpolate(from.a, to.a, progress), b: 0, c: 0,
                               d: .interpolate(from.d, to.d, progress),
                               tx: .interpolate(from.tx, to.tx, progress), ty: .interpolate(from.ty, to.ty, progress))
    }
}

extension AffineTransform: Interpolatable {
    public static func interpolate(_ from: AffineTransform, _ to: AffineTransform, _ progress: Double) -> AffineTransform {
        Transform3D.interpolate(Transform3D(from), Transform3D(to), progress).affineTransform
    }
}

/// An affine transform as rotation · skew · scale plus a translation. In column form the linear
/// part is R(θ)·[[1, k], [0, 1]]·diag(sx, sy): its first column is sx·(cos θ, sin θ) and its second
/// sy·(k cos θ - sin θ, k sin θ + cos θ). A reflection shows as a negative `scaleY`.
struct AffineComponents {
    var translationX: Double
    var translationY: Double
    var angle: Double
    var skew: Double
    var scaleX: Double
    var scaleY: Double

    init(_ t: AffineTransform) {
        translationX = t.tx
        translationY = t.ty
        scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        angle = scaleX == 0 ? 0 : atan2(t.b, t.a)
        let cosine = cos(angle)
        let sine = sin(angle)
        scaleY = -t.c * sine + t.d * cosine
        skew = scaleY == 0 ? 0 : (t.c * cosine + t.d * sine) / scaleY
    }

    var transform: AffineTransform {
        let cosine = cos(angle)
        let sine = sin(angle)
        return AffineTransform(a: scaleX * cosine, b: scaleX * sine,
                               c: scaleY * (skew * cosine - sine), d: scaleY * (skew * sine + cosine),
                               tx: translationX, ty: translationY)
    }

    static func interpolate(_ from: AffineComponents, _ to: AffineComponents, _ progress: Double) -> AffineComponents {
        var endAngle = to.angle
        if endAngle - from.angle > .pi { endAngle -= 2 * .pi }
        if from.angle - endAngle > .pi { endAngle += 2 * .pi }
        var result = from
        result.translationX = .interpolate(from.translationX, to.translationX, progress)
        result.translationY = .interpolate(from.translationY, to.translationY, progress)
        result.angle = .interpolate(from.angle, endAngle, progress)
        result.skew = .interpolate(from.skew, to.skew, progress)
        result.scaleX = .interpolate(from.scaleX, to.scaleX, progress)
        result.scaleY = .interpolate(from.scaleY, to.scaleY, progress)
        return result
    }
}
