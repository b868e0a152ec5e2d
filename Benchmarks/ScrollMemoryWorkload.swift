import StateMachines
import ViewTree

/// `scroll.memory`: the peak resident memory of the 100,000-salon scene while it scrolls (the whole
/// process, the harness and the Swift runtime included), measured from a reset of the peak just
/// before the salons are generated, over two laps of the exercise (eight moves: steady drags and
/// flings, with cells expanding, collapsing and being reused).
enum ScrollMemoryWorkload {
    static let items = 100_000

    static func all(quick: Bool) -> [Workload] {
        [Workload("scroll.memory", parameters: [Parameter("items", items)], body: .ticks { recorder in
            try run(recorder, moves: quick ? 2 : 8)
        })]
    }

    static func run(_ recorder: TickRecorder, moves: Int) throws {
        let label = "scroll.memory"
        let canReset = MemoryUsage.resetPeak()
        let before = MemoryUsage.residentBytes()
        let exercise = try ScrollTickWorkloads.makeExercise(items: items)
        let clock = exercise.scene.clock
        var ticks = 0
        while exercise.completedMoves < moves && ticks < 1_000_000 {
            clock.advance()
            ticks += 1
        }
        guard exercise.completedMoves == moves else {
            throw WorkloadError("the exercise completed \(exercise.completedMoves) of \(moves) moves in \(ticks) ticks")
        }
        guard let peak = MemoryUsage.peakResidentBytes() else {
            recorder.report(label, Parameter("peak_rss_mib", .text("unknown: the system reports no resident memory")))
            return
        }
        let mebibyte = 1_048_576.0
        recorder.report(label, Parameter("peak_rss_mib", .decimal(Double(peak) / mebibyte, digits: 1)))
        if canReset, let before {
            recorder.report(label, Parameter("rss_before_mib", .decimal(Double(before) / mebibyte, digits: 1)))
            recorder.report(label, Parameter("growth_mib", .decimal(Double(peak - before) / mebibyte, digits: 1)))
        } else {
            recorder.report(label, Parameter("peak_since", .text("process start (the peak could not be reset)")))
        }
        recorder.report(label, Parameter("ticks", ticks))
        consume(exercise)
    }
}
