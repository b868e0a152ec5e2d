import Testing
@testable import ViewTree

@Suite struct ScrollPhysicsTests {
    @Test func ratesAreUIKits() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(DecelerationRate(rawValue: 1) == nil)
        #expect(DecelerationRate(rawValue: 0) == nil)
    }

    @Test func projectionIsOffsetPlusVelocityTimesRateOverOneMinusRate() {
        // 1.8 pt/ms at 0.998: 1.8 * 0.998 / 0.002 = 898.2 points further.
        #expect(abs(ScrollPhysics.projectedOffset(120, velocity: 1.8, rate: .normal) - 1018.2) < 1e-9)
        // 2 pt/ms at 0.99: 2 * 0.99 / 0.01 = 198.
        #expect(abs(ScrollPhysics.projectedOffset(0, velocity: -2, rate: .fast) + 198) < 1e-9)
        #expect(ScrollPhysics.projectedOffset(42, velocity: 0, rate: .normal) == 42)
    }

    @Test func projectionIsTheSumOfTheMillisecondSteps() {
        var offset = 100.0
        var velocity = 1.5
        for _ in 0..<20_000 {
            velocity *= 0.998
            offset += velocity
        }
        #expect(abs(offset - ScrollPhysics.projectedOffset(100, velocity: 1.5, rate: .normal)) < 1e-6)
        // The closed form agrees with the stepped model at whole milliseconds.
        var stepped = 100.0
        velocity = 1.5
        for _ in 0..<250 {
            velocity *= 0.998
            stepped += velocity
        }
        let target = ScrollPhysics.projectedOffset(100, velocity: 1.5, rate: .normal)
        let closed = ScrollPhysics.deceleratingOffset(from: 100, to: target, rate: .normal, afterMilliseconds: 250)
        #expect(abs(closed - stepped) < 1e-9)
    }

    @Test func deceleratingOffsetApproachesTheTargetAndLandsOnIt() {
        let duration = ScrollPhysics.decelerationDuration(from: 0, to: 330, rate: .normal)
        // 330 · 0.998ᵗ = 0.5  ⇒  t = ln(0.5 / 330) / ln 0.998 ≈ 3242.9 ms.
        #expect(abs(duration - 3242.87) < 0.01)
        var previous = 0.0
        for ms in stride(from: 0.0, through: duration + 10, by: 8.333) {
            let offset = ScrollPhysics.deceleratingOffset(from: 0, to: 330, rate: .normal, afterMilliseconds: ms)
            #expect(offset >= previous && offset <= 330)
            previous = offset
        }
        #expect(ScrollPhysics.deceleratingOffset(from: 0, to: 330, rate: .normal, afterMilliseconds: duration + 1) == 330)
        #expect(ScrollPhysics.deceleratingOffset(from: 0, to: 330, rate: .normal, afterMilliseconds: 0) == 0)
        #expect(ScrollPhysics.decelerationDuration(from: 5, to: 5.2, rate: .normal) == 0)
    }

    @Test func velocityIsTheInverseOfTheProjection() {
        let v = ScrollPhysics.velocity(from: 120, to: 990, rate: .normal)
        #expect(abs(ScrollPhysics.projectedOffset(120, velocity: v, rate: .normal) - 990) < 1e-9)
    }

    @Test func offsetsClampToTheContentAtBothEnds() {
        // 1710 points of content in a 390-point viewport: offsets 0...1320.
        let range = ScrollPhysics.offsetRange(contentLength: 1710, viewportLength: 390, insetBefore: 0, insetAfter: 0)
        #expect(range == 0...1320)
        #expect(ScrollPhysics.clamp(-40, to: range) == 0)
        #expect(ScrollPhysics.clamp(1500, to: range) == 1320)
        #expect(ScrollPhysics.clamp(700, to: range) == 700)
        // Insets extend the range; short content rests at the top inset.
        #expect(ScrollPhysics.offsetRange(contentLength: 1000, viewportLength: 400, insetBefore: 20, insetAfter: 30)
                == -20...630)
        #expect(ScrollPhysics.offsetRange(contentLength: 100, viewportLength: 400, insetBefore: 20, insetAfter: 30)
                == -20...(-20))
    }

    @Test func pagingMovesAtMostOnePageTowardsTheProjection() {
        let range = 0.0...1560 // 5 pages of 390
        // A hard fling from page 1 (offset 420) projects far ahead but stops at the next page.
        #expect(ScrollPhysics.pagedOffset(420, velocity: 3, rate: .normal, pageLength: 390, range: range) == 780)
        // A slow release goes back to the nearest page.
        #expect(ScrollPhysics.pagedOffset(420, velocity: 0.01, rate: .fast, pageLength: 390, range: range) == 390)
        #expect(ScrollPhysics.pagedOffset(700, velocity: 0, rate: .fast, pageLength: 390, range: range) == 780)
        // Backwards.
        #expect(ScrollPhysics.pagedOffset(700, velocity: -1, rate: .normal, pageLength: 390, range: range) == 390)
        // Exactly on a page: one page either way, clamped at the ends.
        #expect(ScrollPhysics.pagedOffset(780, velocity: -5, rate: .normal, pageLength: 390, range: range) == 390)
        #expect(ScrollPhysics.pagedOffset(0, velocity: -5, rate: .normal, pageLength: 390, range: range) == 0)
        #expect(ScrollPhysics.pagedOffset(1560, velocity: 5, rate: .normal, pageLength: 390, range: range) == 1560)
    }
}
