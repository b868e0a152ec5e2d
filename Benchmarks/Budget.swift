/// How long the harness spends on each case.
struct Budget {
    /// Untimed running before samples are kept (caches, branch predictors, lazy setup).
    var warmup: UInt64
    /// At least this many untimed steps, even past ``warmup``.
    var minimumWarmupSteps = 3
    /// Time spent taking samples once warm.
    var measure: UInt64
    /// At least this many samples per case, even past ``measure``.
    var minimumSamples: Int
    /// At most this many samples per case, even before ``measure`` ends.
    var maximumSamples: Int
    /// With ``Batching/automatic``, one sample holds enough steps to last about this long,
    /// so the clock's reading cost stays near 1% of a sample.
    var sampleTarget: UInt64

    /// The full run: about a second per case.
    static let full = Budget(
        warmup: 200_000_000, measure: 1_000_000_000,
        minimumSamples: 50, maximumSamples: 200_000, sampleTarget: 2_000)

    /// `--quick`: a smoke run that proves every workload still runs and is still right.
    static let quick = Budget(
        warmup: 5_000_000, measure: 30_000_000,
        minimumSamples: 10, maximumSamples: 10_000, sampleTarget: 2_000)

    /// ``Batching/long`` steps (milliseconds to seconds each): one warm-up step, at least 3
    /// samples, more while they total under a second, at most 100 (the anchor drivers' chain
    /// sampling, so the figures compare).
    static let long = Budget(
        warmup: 0, minimumWarmupSteps: 1, measure: 1_000_000_000,
        minimumSamples: 3, maximumSamples: 100, sampleTarget: 0)

    /// ``Batching/long`` steps with `--quick`: at least one sample, more for a quarter second, at most 20.
    static let longQuick = Budget(
        warmup: 0, minimumWarmupSteps: 1, measure: 250_000_000,
        minimumSamples: 1, maximumSamples: 20, sampleTarget: 0)
}

/// Median, 99th percentile and maximum of a set of per-step times.
struct Statistics {
    var median: Double
    var p99: Double
    var max: Double
    var samples: Int

    /// Nearest-rank percentiles of the samples (nanoseconds per step); nil when there are none.
    init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        func percentile(_ fraction: Double) -> Double {
            let rank = Int((fraction * Double(sorted.count)).rounded(.up))
            return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank - 1))]
        }
        median = percentile(0.5)
        p99 = percentile(0.99)
        max = sorted[sorted.count - 1]
        self.samples = sorted.count
    }
}

/// The outcome of one case.
struct Measurement {
    var name: String
    var parameters: [Parameter]
    /// Nil for a case that reports only figures (e.g. allocations), not times.
    var statistics: Statistics?
    /// Steps per timed sample (1 when every step was timed on its own).
    var stepsPerSample: Int
    /// Further figures: ratios against a baseline, counts, sizes.
    var extras: [Parameter] = []
    /// The ``Workload/baseline`` to compare with, if any.
    var baseline: String?

    /// Whether `other` is the same workload with the same parameters.
    func isCase(named name: String, like other: Measurement) -> Bool {
        self.name == name && parameters == other.parameters
    }
}
