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
        MemoryUsage.reportPeak(to: recorder, label, before: canReset ? before : nil)
        recorder.report(label, Parameter("ticks", ticks))
        consume(exercise)
    }
}
