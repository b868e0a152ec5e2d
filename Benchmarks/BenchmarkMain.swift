#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `Benchmarks` executable: parses options, runs the selected workloads, prints the report.
enum BenchmarkMain {
    /// Runs with the arguments after the executable's name; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try Options(parsing: arguments)
            try options.validate()
        } catch {
            printError("Benchmarks: \(error)")
            return 2
        }
        if options.help {
            print(Options.usage)
            return 0
        }
        if let ticks = options.soakTicks { return Soak.run(ticks: ticks) }
        let workloads = Registry.workloads(quick: options.quick).filter { $0.matches(options.filters) }
        guard !workloads.isEmpty else {
            let names = Registry.workloads(quick: options.quick).map(\.name)
            var unique: [String] = []
            for name in names where !unique.contains(name) { unique.append(name) }
            printError("Benchmarks: no workload starts with \(options.filters.joined(separator: " or ")); workloads: \(unique.joined(separator: ", "))")
            return 2
        }
        if options.list {
            for workload in workloads {
                print(([workload.name] + workload.parameters.map { "\($0.name)=\($0.value)" }).joined(separator: " "))
            }
            return 0
        }
        if let path = options.svg {
            // Before the workloads run (minutes), not after.
            do {
                try TickChart.checkWritable(path)
            } catch {
                printError("Benchmarks: \(error)")
                return 2
            }
        }
        return runWorkloads(workloads, options: options)
    }

    private static func runWorkloads(_ workloads: [Workload], options: Options) -> Int32 {
        let budget = options.quick ? Budget.quick : Budget.full
        if !options.json {
            print("Times per step; one reading of the monotonic clock costs \(formatDuration(MonotonicClock.readingCost())) (included when steps/sample is 1).")
            Report.tableHeader().forEach { print($0) }
            flushOutput()
        }
        var results: [Measurement] = []
        var failed = false
        for workload in workloads {
            do {
                for var measurement in try measure(workload, budget: budget, quick: options.quick) {
                    addRatio(to: &measurement, from: results)
                    results.append(measurement)
                    if !options.json {
                        print(Report.tableRow(measurement))
                        flushOutput()
                    }
                }
            } catch {
                failed = true
                let title = ([workload.name] + workload.parameters.map { "\($0.name)=\($0.value)" }).joined(separator: " ")
                printError("Benchmarks: \(title) failed: \(error)")
            }
        }
        if options.json { print(Report.json(results)) }
        if let path = options.svg {
            do {
                try TickChart.write(results, to: path)
            } catch {
                printError("Benchmarks: \(error)")
                failed = true
            }
        }
        return failed ? 1 : 0
    }

    private static func measure(_ workload: Workload, budget: Budget, quick: Bool) throws -> [Measurement] {
        switch workload.body {
        case let .steps(setup):
            let steps = try setup()
            let runner = StepRunner(budget: budget, longBudget: quick ? .longQuick : .long)
            let (statistics, batch) = try runner.measure(steps)
            var measurement = Measurement(
                name: workload.name, parameters: workload.parameters, statistics: statistics,
                stepsPerSample: batch, baseline: workload.baseline)
            measurement.extras += steps.extras()
            return [measurement]
        case let .ticks(run):
            let recorder = TickRecorder(budget: budget)
            try run(recorder)
            return recorder.measurements(parameters: workload.parameters).map {
                var measurement = $0
                measurement.baseline = workload.baseline
                return measurement
            }
        }
    }

    /// Adds `baseline` and `median_ratio` when the baseline case (same parameters) already ran.
    private static func addRatio(to measurement: inout Measurement, from results: [Measurement]) {
        guard let baseline = measurement.baseline, let median = measurement.statistics?.median,
            let reference = results.first(where: { $0.isCase(named: baseline, like: measurement) }),
            let referenceMedian = reference.statistics?.median, referenceMedian > 0
        else { return }
        measurement.extras.append(Parameter("baseline", .text(baseline)))
        measurement.extras.append(Parameter("median_ratio", .number(median / referenceMedian)))
    }

    private static func printError(_ message: String) {
        let line = message + "\n"
        flushOutput()
        _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    }

    private static func flushOutput() { fflush(nil) }
}
