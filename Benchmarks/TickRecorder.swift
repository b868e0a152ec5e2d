/// Times single ticks for a workload that runs its own loop (``Workload/Body/ticks(_:)``).
///
/// A simulation advances its clock tick by tick and times each one with ``measure(_:_:)``
/// under a label that says what kind of tick it was, e.g. `scroll.tick.offset` or
/// `scroll.tick.state`; each label becomes one case in the report, with the workload's
/// parameters. Loop while ``wantsMore`` is true: ticks during the warm-up are run but not kept.
///
/// ```swift
/// Workload("scroll.tick", parameters: [Parameter("items", 1000)], body: .ticks { recorder in
///     let scene = try SalonScene(items: 1000)
///     while recorder.wantsMore {
///         let label = scene.willChangeState ? "scroll.tick.state" : "scroll.tick.offset"
///         recorder.measure(label) { scene.tick() }
///     }
///     recorder.report("scroll.tick.offset", Parameter("allocations", scene.allocations))
/// })
/// ```
final class TickRecorder {
    private let budget: Budget
    /// When the first tick was asked for (set by the first ``wantsMore``), so a workload's setup
    /// (e.g. generating 100,000 salons) does not eat into the warm-up or the measuring budget.
    private var start: UInt64?
    /// Labels in the order they were first seen (an array, so the report order is fixed).
    private(set) var labels: [String] = []
    private var samples: [[Double]] = []
    private var extras: [[Parameter]] = []

    init(budget: Budget) {
        self.budget = budget
    }

    /// Nanoseconds since the first tick was asked for (starting the clock if it was not).
    private func elapsed() -> UInt64 {
        let now = MonotonicClock.now()
        guard let start else {
            start = now
            return 0
        }
        return now - start
    }

    /// Whether the warm-up is still running (ticks are run but their times are dropped).
    var isWarmingUp: Bool { elapsed() < budget.warmup }

    /// Whether the workload should run another tick: the warm-up is not over, or some label
    /// still needs samples or time. Stops at the sample cap, or after ten times the
    /// measuring budget even if a rare kind of tick has too few samples.
    var wantsMore: Bool {
        let elapsed = elapsed()
        if elapsed < budget.warmup { return true }
        if elapsed > budget.warmup + 10 * budget.measure { return false }
        var fewest = Int.max, most = 0
        for kind in samples {
            fewest = min(fewest, kind.count)
            most = max(most, kind.count)
        }
        if samples.isEmpty { fewest = 0 }
        if most >= budget.maximumSamples { return false }
        return fewest < budget.minimumSamples || elapsed < budget.warmup + budget.measure
    }

    /// Runs `body` as one tick of kind `label` and records how long it took.
    @discardableResult
    func measure<Result>(_ label: String, _ body: () throws -> Result) rethrows -> Result {
        let begin = MonotonicClock.now()
        let result = try body()
        let end = MonotonicClock.now()
        record(label, nanoseconds: end - begin)
        return result
    }

    /// Records a tick timed by the caller (when the tick's kind is known only afterwards).
    func record(_ label: String, nanoseconds: UInt64) {
        let index = slot(for: label)
        if !isWarmingUp { samples[index].append(Double(nanoseconds)) }
    }

    /// Adds a figure to the case `label` (created if no tick of that kind was timed), e.g.
    /// heap allocations per tick or peak memory.
    func report(_ label: String, _ parameter: Parameter) {
        extras[slot(for: label)].append(parameter)
    }

    /// The statistics of the ticks recorded so far under `label` (nil when there are none), so a
    /// workload can report figures derived from them, e.g. the share of a frame.
    func statistics(_ label: String) -> Statistics? {
        labels.firstIndex(of: label).flatMap { Statistics(samples[$0]) }
    }

    /// One measurement per label, with the workload's name and parameters filled in later.
    func measurements(parameters: [Parameter]) -> [Measurement] {
        labels.indices.map { index in
            Measurement(
                name: labels[index], parameters: parameters, statistics: Statistics(samples[index]),
                stepsPerSample: 1, extras: extras[index])
        }
    }

    private func slot(for label: String) -> Int {
        if let index = labels.firstIndex(of: label) { return index }
        labels.append(label)
        samples.append([])
        extras.append([])
        return labels.count - 1
    }
}
