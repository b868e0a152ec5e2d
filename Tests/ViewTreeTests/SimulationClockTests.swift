import Testing
@testable import ViewTree

private final class TickRecorder: FrameObserver {
    var ticks: [Int] = []
    var onTick: ((SimulationClock) -> Void)?
    func clockDidTick(_ clock: SimulationClock) {
        ticks.append(clock.tickIndex)
        onTick?(clock)
    }
}

@Suite struct SimulationClockTests {
    @Test func defaultsTo120Hz() {
        let clock = SimulationClock()
        #expect(clock.frameRate == .fps120)
        #expect(clock.now == 0)
        clock.advance(ticks: 120)
        #expect(clock.tickIndex == 120)
        #expect(clock.now == 1)
    }

    @Test func frameRatesAre60And120Only() {
        #expect(FrameRate(framesPerSecond: 60) == .fps60)
        #expect(FrameRate(framesPerSecond: 120) == .fps120)
        #expect(FrameRate(framesPerSecond: 90) == nil)
        #expect(FrameRate.fps60.tickInterval == 1.0 / 60)
    }

    @Test func timeIsDerivedFromTheTickCountSoItNeverDrifts() {
        let clock = SimulationClock(frameRate: .fps60)
        clock.advance(ticks: 60 * 3600)
        #expect(clock.now == 3600)
    }

    @Test func firstTickAtOrAfterAbsorbsDecimalRounding() {
        let slow = SimulationClock(frameRate: .fps60)
        #expect(slow.firstTick(atOrAfter: 0.15) == 9)
        #expect(slow.firstTick(atOrAfter: 0.5) == 30)
        #expect(slow.firstTick(atOrAfter: 0.151) == 10)
        let fast = SimulationClock()
        #expect(fast.firstTick(atOrAfter: 0.5) == 60)
        #expect(fast.firstTick(atOrAfter: 0.3) == 36)
        #expect(fast.firstTick(atOrAfter: 0) == 0)
    }

    @Test func asyncAfterRunsAtTheTickItComesDue() {
        let clock = SimulationClock()
        var ranAt: [Int] = []
        clock.mainQueue.asyncAfter(deadline: clock.now + 0.5) { ranAt.append(clock.tickIndex) }
        clock.advance(ticks: 59)
        #expect(ranAt.isEmpty)
        clock.advance()
        #expect(ranAt == [60])
        clock.advance(ticks: 10)
        #expect(ranAt == [60])
        #expect(clock.mainQueue.pendingCount == 0)
    }

    @Test func equalDeadlinesRunInSubmissionOrder() {
        let clock = SimulationClock()
        var order: [String] = []
        clock.mainQueue.asyncAfter(deadline: 0.1) { order.append("b1") }
        clock.mainQueue.asyncAfter(deadline: 0.05) { order.append("a") }
        clock.mainQueue.asyncAfter(deadline: 0.1) { order.append("b2") }
        clock.mainQueue.asyncAfter(deadline: 0.1 + 1e-12) { order.append("b3") }
        clock.mainQueue.async { order.append("next") }
        clock.advance(until: 0.2)
        #expect(order == ["next", "a", "b1", "b2", "b3"])
    }

    @Test func workSubmittedWhileDrainingWaitsForTheNextTick() {
        let clock = SimulationClock()
        var ranAt: [Int] = []
        func resubmit() {
            ranAt.append(clock.tickIndex)
            if ranAt.count < 3 { clock.mainQueue.asyncAfter(deadline: clock.now, execute: resubmit) }
        }
        clock.mainQueue.async(execute: resubmit)
        clock.advance(ticks: 5)
        #expect(ranAt == [1, 2, 3])
    }

    @Test func pastAndNonFiniteDeadlinesRunAtTheNextTick() {
        let clock = SimulationClock()
        clock.advance(ticks: 10)
        var ran = 0
        clock.mainQueue.asyncAfter(deadline: -5) { ran += 1 }
        clock.mainQueue.asyncAfter(deadline: .nan) { ran += 1 }
        clock.advance()
        #expect(ran == 2)
    }

    @Test func observersRunEachTickAfterTheMainQueueInOrder() {
        let clock = SimulationClock()
        var log: [String] = []
        let first = TickRecorder()
        first.onTick = { _ in log.append("first") }
        let second = TickRecorder()
        second.onTick = { _ in log.append("second") }
        clock.addFrameObserver(first)
        clock.addFrameObserver(second)
        clock.addFrameObserver(first)
        clock.mainQueue.async { log.append("queue") }
        clock.advance()
        #expect(log == ["queue", "first", "second"])
        #expect(first.ticks == [1])
    }

    @Test func anObserverMayRemoveItselfOrOthersWhileTicking() {
        let clock = SimulationClock()
        let a = TickRecorder()
        let b = TickRecorder()
        let c = TickRecorder()
        b.onTick = { [unowned b] clock in
            clock.removeFrameObserver(b)
            clock.removeFrameObserver(a)
        }
        clock.addFrameObserver(a)
        clock.addFrameObserver(b)
        clock.addFrameObserver(c)
        clock.advance()
        clock.advance()
        #expect(a.ticks == [1])
        #expect(b.ticks == [1])
        #expect(c.ticks == [1, 2])
        #expect(!clock.hasFrameObserver(b))
    }
}
