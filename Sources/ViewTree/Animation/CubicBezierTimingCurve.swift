/// A timing curve as Core Animation defines one (`CAMediaTimingFunction(controlPoints:)`): a cubic
/// Bézier from (0, 0) to (1, 1) with control points `(x1, y1)` and `(x2, y2)`, where x is the
/// fraction of the duration elapsed and y the fraction of the change applied.
///
/// `progress(at:)` solves x(t) = fraction for the curve parameter t (Newton's method from
/// t = fraction, falling back to bisection when a step leaves [0, 1] or stalls) and returns y(t).
/// The iteration is pure arithmetic with fixed limits, so results are identical on every run.
public struct CubicBezierTimingCurve: Sendable, Equatable, CustomStringConvertible {
    /// The first control point's x, in 0...1.
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x, in 0...1.
    public let x2: Double
    /// The second control point's y.
    public let y2: Double

    /// Core Animation's `linear`: (0, 0), (1, 1).
    public static let linear = CubicBezierTimingCurve(uncheckedX1: 0, y1: 0, x2: 1, y2: 1)
    /// Core Animation's `easeIn`: (0.42, 0), (1, 1).
    public static let easeIn = CubicBezierTimingCurve(uncheckedX1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Core Animation's `easeOut`: (0, 0), (0.58, 1).
    public static let easeOut = CubicBezierTimingCurve(uncheckedX1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's `easeInEaseOut`: (0.42, 0), (0.58, 1); UIKit's default animation curve.
    public static let easeInOut = CubicBezierTimingCurve(uncheckedX1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// A curve with the given control points, or nil when an x lies outside 0...1 (x would not be
    /// a function of time) or a value is not finite.
    public init?(x1: Double, y1: Double, x2: Double, y2: Double) {
        guard (0...1).contains(x1), (0...1).contains(x2), y1.isFinite, y2.isFinite else { return nil }
        self.init(uncheckedX1: x1, y1: y1, x2: x2, y2: y2)
    }

    private init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The fraction of the change applied when `fraction` of the duration has elapsed. Fractions
    /// outside 0...1 are clamped; 0 gives 0 and 1 gives 1 exactly.
    public func progress(at fraction: Double) -> Double {
        if !(fraction > 0) { return 0 }
        if fraction >= 1 { return 1 }
        return Self.bezier(solveParameter(forX: fraction), y1, y2)
    }

    public var description: String { "cubicBezier(\(x1), \(y1), \(x2), \(y2))" }

    /// One coordinate of the curve at parameter t, with end points 0 and 1:
    /// 3(1-t)²t·p1 + 3(1-t)t²·p2 + t³, evaluated in Horner form.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// d/dt of `bezier`.
    private static func bezierSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }

    /// The t in [0, 1] with x(t) = x. x(t) is non-decreasing on [0, 1] because x1, x2 are in 0...1.
    private func solveParameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < tolerance { return t }
            let slope = Self.bezierSlope(t, x1, x2)
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if !(next >= 0 && next <= 1) { break }
            t = next
        }
        // Bisection: x(t) is monotone, so this always converges (to machine precision in ~52 steps).
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            let value = Self.bezier(t, x1, x2)
            if abs(value - x) < tolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
