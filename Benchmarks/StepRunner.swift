/// Runs a ``Steps`` case: warm-up, batch size, samples.
struct StepRunner {
    var budget: Budget
    /// The budget of ``Batching/long`` steps.
    var longBudget = Budget.long

    /// Measures `steps` and returns per-step statistics; throws what a step or the
    /// verification throws.
    func measure(_ steps: Steps) throws -> (statistics: Statistics?, stepsPerSample: Int) {
        let budget = steps.batching == .long ? longBudget : self.budget
        try warmUp(steps, budget: budget)
        let batch = steps.batching == .automatic ? try calibrateBatch(steps) : 1
        var samples: [Double] = []
        samples.reserveCapacity(min(budget.maximumSamples, 1 << 16))
        let start = MonotonicClock.now()
        while samples.count < budget.maximumSamples,
            samples.count < budget.minimumSamples || MonotonicClock.now() - start < budget.measure
        {
            let begin = MonotonicClock.now()
            for _ in 0..<batch { try steps.step() }
            let end = MonotonicClock.now()
            samples.append(Double(end - begin) / Double(batch))
            steps.afterSample()
        }
        try steps.verify()
        return (Statistics(samples), batch)
    }

    /// Runs single steps for the warm-up time (at least the budget's minimum of steps).
    private func warmUp(_ steps: Steps, budget: Budget) throws {
        let start = MonotonicClock.now()
        var count = 0
        repeat {
            try steps.step()
            steps.afterSample()
            count += 1
        } while count < budget.minimumWarmupSteps || (MonotonicClock.now() - start < budget.warmup && count < 10_000_000)
    }

    /// The smallest power of two of steps whose fastest of five runs lasts the sample target
    /// (at most 8,192), so the clock's reading cost is a small share of each sample. The
    /// fastest run, not one run, so a preemption by another process does not end the search.
    private func calibrateBatch(_ steps: Steps) throws -> Int {
        var batch = 1
        while batch < 8_192 {
            var fastest = UInt64.max
            for _ in 0..<5 {
                let begin = MonotonicClock.now()
                for _ in 0..<batch { try steps.step() }
                fastest = min(fastest, MonotonicClock.now() - begin)
                steps.afterSample()
            }
            if fastest >= budget.sampleTarget { break }
            batch *= 2
        }
        return batch
    }
}
