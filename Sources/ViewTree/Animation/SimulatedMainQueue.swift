/// The simulated main dispatch queue: work submitted with a deadline runs at the first clock tick
/// whose time is at or after the deadline, in submission order for work due at the same tick.
///
/// Work submitted while the queue is running due work never runs in that same pass: at the
/// earliest it runs at the next tick (like `DispatchQueue.main.async` from inside a main-queue
/// block, which waits for the next turn of the run loop). This also means a block that keeps
/// resubmitting itself cannot hang a tick.
public final class SimulatedMainQueue {
    private struct WorkItem {
        let dueTick: Int
        let work: () -> Void
    }

    /// Pending work, sorted by due tick and, within a tick, by submission: the front runs next.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var pending: [WorkItem] = []
    /// How many items at the front of `pending` have already run (compacted lazily).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var consumed = 0
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var isDraining = false
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var drainingTick = 0
    private unowned let clock: SimulationClock

    init(clock: SimulationClock) {
        self.clock = clock
    }

    /// The number of work items not yet run.
    public var pendingCount: Int { pending.count - consumed }

    /// Runs `work` at the first tick whose time is at or after `deadline` (seconds on the
    /// simulation clock, e.g. `clock.now + 0.5`). A deadline in the past runs at the next tick.
    /// A deadline that is not a finite number is treated as "as soon as possible".
    public func asyncAfter(deadline: Double, execute work: @escaping () -> Void) {
        var tick = deadline.isFinite ? clock.firstTick(atOrAfter: deadline) : clock.tickIndex + 1
        if tick <= clock.tickIndex { tick = clock.tickIndex + 1 }
        if isDraining && tick <= drainingTick { tick = drainingTick + 1 }
        insert(WorkItem(dueTick: tick, work: work))
    }

    /// Runs `work` at the next tick.
    public func async(execute work: @escaping () -> Void) {
        asyncAfter(deadline: -.infinity, execute: work)
    }

    /// Runs, in order, every item due at or before `tick`. Called by the clock once per tick;
    /// costs O(1) when nothing is due.
    func runDueWork(at tick: Int) {
        guard consumed < pending.count, pending[consumed].dueTick <= tick else { return }
        isDraining = true
        drainingTick = tick
        while consumed < pending.count, pending[consumed].dueTick <= tick {
            let item = pending[consumed]
            consumed += 1
            item.work()
        }
        isDraining = false
        if consumed == pending.count {
            pending.removeAll(keepingCapacity: true)
            consumed = 0
        } else if consumed > 64 && consumed * 2 > pending.count {
            pending.removeFirst(consumed)
            consumed = 0
        }
    }

    private func insert(_ item: WorkItem) {
        // Binary search for the first pending item due strictly later: equal deadlines stay FIFO.
        var low = consumed
        var high = pending.count
        while low < high {
            let middle = (low + high) / 2
            if pending[middle].dueTick <= item.dueTick { low = middle + 1 } else { high = middle }
        }
        pending.insert(item, at: low)
    }
}
