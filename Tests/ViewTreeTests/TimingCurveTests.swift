import Testing
@testable import ViewTree

@Suite struct TimingCurveTests {
    /// Reference values computed independently (bisection at 50-digit precision).
    static let references: [(TimingCurve, [(Double, Double)])] = [
        (.easeIn, [(0.1, 0.01702660965156294), (0.25, 0.09346465071882486), (0.5, 0.3153568125725393),
                   (0.75, 0.6218618691748902), (0.9, 0.8394278457624665)]),
        (.easeOut, [(0.1, 0.16057215423753346), (0.25, 0.3781381308251098), (0.5, 0.6846431874274607),
                    (0.75, 0.9065353492811752), (0.9, 0.982973390348437)]),
        (.easeInOut, [(0.1, 0.019722453548311196), (0.25, 0.12916193104731982), (0.5, 0.5),
                      (0.75, 0.8708380689526802), (0.9, 0.9802775464516889)]),
    ]

    @Test func cubicBeziersMatchCoreAnimationAtFixedFractions() {
        for (curve, values) in Self.references {
            for (fraction, expected) in values {
                let actual = curve.progress(at: fraction, duration: 1)
                #expect(abs(actual - expected) < 1e-9, "\(curve) at \(fraction): \(actual) != \(expected)")
            }
        }
    }

    @Test func linearIsTheIdentity() {
        for step in 0...20 {
            let fraction = Double(step) / 20
            #expect(abs(TimingCurve.linear.progress(at: fraction, duration: 0.3) - fraction) < 1e-12)
        }
    }

    @Test func easeInOutIsSymmetricAndEaseInMirrorsEaseOut() {
        for step in 0...100 {
            let x = Double(step) / 100
            let easeInOut = TimingCurve.easeInOut
            #expect(abs(easeInOut.progress(at: x, duration: 1) + easeInOut.progress(at: 1 - x, duration: 1) - 1) < 1e-9)
            #expect(abs(TimingCurve.easeIn.progress(at: x, duration: 1)
                        + TimingCurve.easeOut.progress(at: 1 - x, duration: 1) - 1) < 1e-9)
        }
    }

    @Test func endpointsAreExactAndFractionsOutsideAreClamped() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(curve.progress(at: 0, duration: 1) == 0)
            #expect(curve.progress(at: 1, duration: 1) == 1)
            #expect(curve.progress(at: -0.5, duration: 1) == 0)
            #expect(curve.progress(at: 1.5, duration: 1) == 1)
        }
    }

    @Test func beziersAreMonotoneAndDeterministic() {
        let curve = CubicBezierTimingCurve(x1: 0.9, y1: 0.1, x2: 0.1, y2: 0.9)!
        var previous = 0.0
        for step in 0...1000 {
            let value = curve.progress(at: Double(step) / 1000)
            #expect(value >= previous - 1e-12)
            #expect(value == curve.progress(at: Double(step) / 1000))
            previous = value
        }
    }

    @Test func controlPointsWithXOutsideTheUnitIntervalAreRejected() {
        #expect(CubicBezierTimingCurve(x1: -0.1, y1: 0, x2: 1, y2: 1) == nil)
        #expect(CubicBezierTimingCurve(x1: 0, y1: 0, x2: 1.1, y2: 1) == nil)
        #expect(CubicBezierTimingCurve(x1: 0.2, y1: .nan, x2: 1, y2: 1) == nil)
        #expect(CubicBezierTimingCurve(x1: 0.2, y1: -2, x2: 0.8, y2: 3) != nil)
    }

    @Test func springValuesAtFixedFractions() {
        // 1 - x(u) of the documented oscillator with ω tuned to decay by 1000x over the duration.
        let underdamped = SpringTimingCurve(dampingRatio: 0.5)!
        #expect(abs(underdamped.progress(at: 0.25, duration: 1) - 1.1604312032672137) < 1e-12)
        let critical = SpringTimingCurve(dampingRatio: 1)!
        #expect(abs(critical.progress(at: 0.25, duration: 1) - 0.5150740844410675) < 1e-12)
        let overdamped = SpringTimingCurve(dampingRatio: 2)!
        #expect(abs(overdamped.progress(at: 0.25, duration: 1) - 0.8084170198927887) < 1e-12)
    }

    @Test func springsStartAtZeroEndAtOneAndSettleWithinTheDuration() {
        for zeta in [0.1, 0.5, 0.8, 1, 1.5, 3] {
            let spring = SpringTimingCurve(dampingRatio: zeta, initialVelocity: 0)!
            #expect(spring.progress(at: 0, duration: 0.5) == 0)
            #expect(spring.progress(at: 1, duration: 0.5) == 1)
            // Within 1 % of the target at the last 60 Hz tick before the end of a 0.5 s animation.
            #expect(abs(spring.progress(at: 1 - 1.0 / 30, duration: 0.5) - 1) < 0.01, "ζ = \(zeta)")
        }
    }

    @Test func lowDampingOvershootsAndCriticalDampingDoesNot() {
        let bouncy = SpringTimingCurve(dampingRatio: 0.3)!
        let critical = SpringTimingCurve(dampingRatio: 1)!
        let samples = (0...400).map { Double($0) / 400 }
        #expect(samples.map { bouncy.progress(at: $0, duration: 1) }.max()! > 1.3)
        let criticalValues = samples.map { critical.progress(at: $0, duration: 1) }
        #expect(criticalValues.max()! <= 1)
        #expect(zip(criticalValues, criticalValues.dropFirst()).allSatisfy { $0 <= $1 + 1e-15 })
    }

    @Test func initialVelocityIsTheSlopeAtTheStartInChangesPerSecond() {
        let duration = 0.4
        for zeta in [0.5, 1, 2] {
            let spring = SpringTimingCurve(dampingRatio: zeta, initialVelocity: 5)!
            let h = 1e-7
            let slopePerSecond = spring.progress(at: h, duration: duration) / (h * duration)
            #expect(abs(slopePerSecond - 5) < 1e-3, "ζ = \(zeta): \(slopePerSecond)")
        }
    }

    @Test func invalidSpringsAreRejected() {
        #expect(SpringTimingCurve(dampingRatio: 0) == nil)
        #expect(SpringTimingCurve(dampingRatio: -1) == nil)
        #expect(SpringTimingCurve(dampingRatio: .infinity) == nil)
        #expect(SpringTimingCurve(dampingRatio: 1, initialVelocity: .nan) == nil)
    }
}
