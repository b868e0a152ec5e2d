/// How an animation's progress follows its elapsed time: one of Core Animation's cubic Béziers or
/// a spring. UIKit's default (and viewsim's) is `easeInOut`.
public enum TimingCurve: Sendable, Equatable, CustomStringConvertible {
    /// A cubic Bézier timing function.
    case cubicBezier(CubicBezierTimingCurve)
    /// A damped spring that settles within the animation's duration.
    case spring(SpringTimingCurve)

    /// Constant speed.
    public static let linear = TimingCurve.cubicBezier(.linear)
    /// Starts slowly, then speeds up.
    public static let easeIn = TimingCurve.cubicBezier(.easeIn)
    /// Starts quickly, then slows down.
    public static let easeOut = TimingCurve.cubicBezier(.easeOut)
    /// Slow at both ends: UIKit's default.
    public static let easeInOut = TimingCurve.cubicBezier(.easeInOut)

    /// The fraction of the change applied after `fraction` of an animation lasting `duration`
    /// seconds (the duration matters only to a spring's initial velocity).
    public func progress(at fraction: Double, duration: Double) -> Double {
        switch self {
        case .cubicBezier(let curve): return curve.progress(at: fraction)
        case .spring(let spring): return spring.progress(at: fraction, duration: duration)
        }
    }

    public var description: String {
        switch self {
        case .cubicBezier(.linear): return "linear"
        case .cubicBezier(.easeIn): return "easeIn"
        case .cubicBezier(.easeOut): return "easeOut"
        case .cubicBezier(.easeInOut): return "easeInOut"
        case .cubicBezier(let curve): return curve.description
        case .spring(let spring): return spring.description
        }
    }
}
