#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A spring timing curve in the sense of UIKit's
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`: the animation
/// still lasts `duration`, and the spring is tuned to settle within it.
///
/// **Model.** The remaining displacement x (1 at the start, 0 at the target, in units of the whole
/// change) follows a damped harmonic oscillator in normalised time u = t / duration:
/// x'' + 2ζω·x' + ω²·x = 0, x(0) = 1, x'(0) = -v·duration, where ζ is `dampingRatio` and v is
/// `initialVelocity` in UIKit's unit (1 = the whole change per second; positive towards the
/// target). The progress is 1 - x.
///
/// **Settling.** ω is chosen so that the slowest-decaying part of the motion has fallen to
/// `settlingThreshold` (0.1 % of the change) at u = 1: the decay rate ζω for ζ ≤ 1 (for ζ = 1 the
/// polynomial factor leaves a residue under 1 %), ω(ζ - √(ζ² - 1)) for an overdamped spring (ζ > 1).
/// At the end of the duration the animation lands exactly on its target (progress 1), so the
/// settling duration of every spring is the animation's duration. A lower ζ oscillates more within
/// the same time; ζ = 1 is critical damping (no overshoot unless the initial velocity is large).
public struct SpringTimingCurve: Sendable, Equatable, CustomStringConvertible {
    /// The damping ratio ζ (> 0): below 1 oscillates, 1 is critical, above 1 is overdamped.
    public let dampingRatio: Double
    /// The initial velocity in whole changes per second (UIKit's `initialSpringVelocity`).
    public let initialVelocity: Double

    /// The fraction of the change still remaining at the end of the duration, before the final snap.
    public static let settlingThreshold = 0.001

    /// A spring, or nil when `dampingRatio` is not a positive finite number or `initialVelocity`
    /// is not finite.
    public init?(dampingRatio: Double, initialVelocity: Double = 0) {
        guard dampingRatio > 0, dampingRatio.isFinite, initialVelocity.isFinite else { return nil }
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
    }

    /// The fraction of the change applied after `fraction` of an animation lasting `duration`
    /// seconds. 0 before the start, exactly 1 at and after the end; may exceed 1 in between.
    public func progress(at fraction: Double, duration: Double) -> Double {
        if !(fraction > 0) { return 0 }
        if fraction >= 1 { return 1 }
        return 1 - displacement(at: fraction, velocity: initialVelocity * max(duration, 0))
    }

    public var description: String { "spring(damping: \(dampingRatio), velocity: \(initialVelocity))" }

    /// x(u) for a normalised initial velocity `velocity` (changes per duration).
    private func displacement(at u: Double, velocity: Double) -> Double {
        let decayRate = -log(Self.settlingThreshold)
        let zeta = dampingRatio
        if zeta < 1 {
            let omega = decayRate / zeta
            let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
            let sineCoefficient = (zeta * omega - velocity) / dampedOmega
            return exp(-decayRate * u) * (cos(dampedOmega * u) + sineCoefficient * sin(dampedOmega * u))
        }
        if zeta == 1 {
            let omega = decayRate
            return exp(-omega * u) * (1 + (omega - velocity) * u)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let omega = decayRate / (zeta - root)
        let slow = -decayRate
        let fast = -omega * (zeta + root)
        let slowWeight = (-velocity - fast) / (slow - fast)
        return slowWeight * exp(slow * u) + (1 - slowWeight) * exp(fast * u)
    }
}
