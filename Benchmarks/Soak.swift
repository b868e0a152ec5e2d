#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StateMachines
import ViewTree

/// `--soak [TICKS]`: scrolls the 100,000-salon selector back and forth for TICKS ticks (a million by
/// default; steady drags and flings, cells expanding, collapsing and being reused) and checks that
/// nothing grows and nothing ends in a wrong state:
/// - after a warm-up of two laps, the census (views in the window, cells created, cells on screen
///   plus queued, the layout engine's constraints and variables) is taken; at every checkpoint
///   (each tenth of the run) and at the end it must be the same;
/// - at the end (run on to the end of the move in progress) the whole census must equal the one
///   after the warm-up (no animation left running either), the scene must be at rest and
///   consistent (``SalonSelectorScene/restingProblems()``: scrolling state idle, the centred cell
///   expanded and the others collapsed, every cell's constraints at its state's values, the
///   selection frame at rest), and the heap must hold no more bytes than after the warm-up.
/// The test suite runs a short version (`SalonScrollExerciseTests`).
enum Soak {
    static let defaultTicks = 1_000_000
    static let items = 100_000

    /// Runs the soak, prints what it checked, returns the exit status (0 when every check held).
    static func run(ticks: Int) -> Int32 {
        let exercise: SalonScrollExercise
        do {
            exercise = try ScrollTickWorkloads.makeExercise(items: items)
        } catch {
            print("soak: \(error)")
            return 1
        }
        let scene = exercise.scene
        let clock = scene.clock
        print("soak: \(items) salons, \(ticks) ticks at \(clock.frameRate.framesPerSecond) Hz "
              + "(\(formatDecimal(Double(ticks) * clock.tickInterval / 60, digits: 1)) simulated minutes)")
        runToEndOfMove(exercise, minimumMoves: 8)
        let start = scene.census
        let heapStart = AllocationCounter.liveBlocks
        print("after warm-up (\(exercise.completedMoves) moves): \(start)")
        var failures: [String] = []
        let allocationsStart = AllocationCounter.count
        let began = MonotonicClock.now()
        let checkpoint = max(1, ticks / 10)
        for tick in 1...max(1, ticks) {
            clock.advance()
            if tick % checkpoint == 0 || tick == ticks {
                let census = scene.census
                let same = sameSize(census, start)
                if !same { failures.append("at tick \(tick): \(census)") }
                print("tick \(tick): \(exercise.completedMoves) moves, \(census)\(same ? "" : "  <- grew")")
                fflush(nil)
            }
        }
        let elapsed = MonotonicClock.now() - began
        let allocations = AllocationCounter.count - allocationsStart
        let extra = runToEndOfMove(exercise, minimumMoves: exercise.completedMoves + 1)
        let end = scene.census
        print("at rest after \(extra) more ticks (\(exercise.completedMoves) moves): \(end)")
        if end != start { failures.append("the census changed: \(start) -> \(end)") }
        for problem in scene.restingProblems() { failures.append(problem) }
        if AllocationCounter.isCounting() {
            let heapEnd = AllocationCounter.liveBlocks
            print("live heap blocks: \(heapEnd - heapStart) more at the end than after the warm-up")
            if heapEnd > heapStart { failures.append("\(heapEnd - heapStart) more heap blocks are live than after the warm-up") }
        }
        print("\(formatDuration(Double(elapsed) / Double(ticks))) per tick on average; "
              + "\(formatDecimal(Double(allocations) / Double(ticks), digits: 3)) heap allocations per tick")
        if failures.isEmpty {
            print("soak passed: nothing grew, every state machine ended valid")
            return 0
        }
        for failure in failures { print("FAILED: \(failure)") }
        return 1
    }

    /// Whether two censuses show the same amount of everything that must not grow (cells on screen
    /// and running animations vary within a move).
    static func sameSize(_ census: SalonSceneCensus, _ reference: SalonSceneCensus) -> Bool {
        census.views == reference.views && census.cellsCreated == reference.cellsCreated
            && census.cellsOnScreen + census.cellsQueued == reference.cellsOnScreen + reference.cellsQueued
            && census.engine == reference.engine
    }

    /// Ticks until at least `minimumMoves` moves are complete and the scene sits between moves;
    /// returns the ticks run.
    @discardableResult
    static func runToEndOfMove(_ exercise: SalonScrollExercise, minimumMoves: Int) -> Int {
        var ticks = 0
        while (exercise.completedMoves < minimumMoves || !exercise.isBetweenMoves) && ticks < 10_000_000 {
            exercise.scene.clock.advance()
            ticks += 1
        }
        return ticks
    }
}
