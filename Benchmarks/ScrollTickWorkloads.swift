import Foundation
import StateMachines
import ViewTree

/// `scroll.tick.*`: the salon selector scene (collection view, reuse, scrolling state machine,
/// selection frame, cell state changes, animations, solver relayout) with 5, 1,000 and 100,000
/// salons, shuttled by a ``SalonScrollExercise`` (steady drags and flings that come to rest, so
/// cells expand and collapse). Each tick is timed from the clock advancing to the presentation
/// frames of the visible cells being read, and filed under one of three labels:
/// - `scroll.tick.offset`: the content offset moved and no cell changed state;
/// - `scroll.tick.state`: the scrolling state changed, so the centred cell starts to expand or
///   collapse (the selection update runs);
/// - `scroll.tick.rest`: neither (the content is at rest while animations finish).
/// `scroll.tick.allocations` counts the heap allocations of the ticks after the warm-up.
enum ScrollTickWorkloads {
    /// The list lengths compared: the seed's five salons, a long list, a huge one.
    static let itemCounts = [5, 1_000, 100_000]
    /// A 120 Hz display's frame: 8.33 ms.
    static let frameNanoseconds = 1e9 / 120

    static func all() -> [Workload] {
        itemCounts.map { items in
            Workload("scroll.tick", parameters: [Parameter("items", items)], body: .ticks { recorder in
                try ScrollTickRun(items: items).run(recorder)
            })
        }
    }

    /// A scene with `items` generated salons whose exercise shuttles over four cells in the middle of
    /// the list (items 0-4 for five salons), so every list length scrolls the same way.
    static func makeExercise(items: Int) throws -> SalonScrollExercise {
        let scene = SalonSelectorScene(salons: SalonEntity.generated(count: items))
        scene.recordsEvents = false
        let firstItem = max(0, items / 2 - 2)
        do {
            let exercise = try SalonScrollExercise(scene: scene, firstItem: firstItem,
                                                   cellsPerLap: min(4, items - 1 - firstItem))
            exercise.start()
            return exercise
        } catch {
            throw WorkloadError("cannot scroll \(items) salons: \(error)")
        }
    }
}

/// One `scroll.tick` case: the scene, its exercise, and what the ticks did.
final class ScrollTickRun {
    let items: Int
    let exercise: SalonScrollExercise
    let scene: SalonSelectorScene
    // The parts a tick touches, held directly (reaching them through the scene would retain and
    // release the scene, whose delegate role gives it a side-table reference count, every tick).
    let clock: SimulationClock
    let window: Window
    let collectionView: CollectionView
    let selectionFrameView: SelectionFrameView
    /// Sums of the frames read, so the reading cannot be optimised away (and must be finite).
    private var checksum = 0.0
    private var allocations = AllocationTally()
    private var midDragTicks = 0

    init(items: Int) throws {
        self.items = items
        exercise = try ScrollTickWorkloads.makeExercise(items: items)
        scene = exercise.scene
        clock = scene.clock
        window = scene.window
        collectionView = scene.collectionView
        selectionFrameView = scene.selectionFrameView
    }

    func run(_ recorder: TickRecorder) throws {
        let counting = AllocationCounter.isCounting()
        while recorder.wantsMore {
            let offset = collectionView.contentOffset
            let selectionUpdates = scene.selectionUpdateCount
            let cells = visibleCellsSignature()
            let allocationsBefore = AllocationCounter.count
            let midDrag = exercise.isMidDrag
            let begin = MonotonicClock.now()
            if midDrag { midDragTick() } else { tick() }
            let end = MonotonicClock.now()
            let allocated = AllocationCounter.count - allocationsBefore
            let label: String
            if scene.selectionUpdateCount != selectionUpdates {
                label = "scroll.tick.state"
                if !recorder.isWarmingUp { allocations.state.add(allocated) }
            } else if collectionView.contentOffset != offset {
                label = "scroll.tick.offset"
                if !recorder.isWarmingUp {
                    if visibleCellsSignature() == cells { allocations.steadyOffset.add(allocated) }
                    else { allocations.reuseOffset.add(allocated) }
                }
            } else {
                label = "scroll.tick.rest"
                if !recorder.isWarmingUp { allocations.rest.add(allocated) }
            }
            recorder.record(label, nanoseconds: end - begin)
        }
        try verify()
        report(to: recorder, countingAllocations: counting)
    }

    /// One tick: the clock advances (gestures, scroll physics, delegate calls, state machines, cell
    /// reuse, relayout, animations), then the visible cells' presentation frames are read.
    @inline(never)  // a named frame for profilers (callgrind --toggle-collect)
    func tick() {
        clock.advance()
        readPresentationFrames()
    }

    /// The same as ``tick()``, for ticks in the middle of a drag (certain to be offset-only ticks),
    /// so a profiler can look at those alone: `callgrind --toggle-collect='*midDragTick*'`.
    @inline(never)
    func midDragTick() {
        midDragTicks &+= 1  // (also keeps the compiler from merging it with tick())
        clock.advance()
        readPresentationFrames()
    }

    /// What a renderer reads: each visible cell's and its container's presentation frame in the
    /// window, and the selection frame's opacity and transform.
    private func readPresentationFrames() {
        let window = self.window
        var sum = 0.0
        collectionView.forEachVisibleCell { _, cell in
            let frame = cell.presentationFrame(in: window)
            sum += frame.minX + frame.minY + frame.width + frame.height
            if let salonCell = cell as? SalonSelectorCell {
                let container = salonCell.containerView.presentationFrame(in: window)
                sum += container.minX + container.width + container.height
            }
        }
        let selectionFrame = selectionFrameView.presentation
        checksum += sum + selectionFrame.alpha + selectionFrame.transform3D.m11
    }

    /// The first visible item and the number of visible cells, packed (equal when no cell arrived
    /// or left).
    private func visibleCellsSignature() -> Int {
        var first = -1
        collectionView.forEachVisibleCell { indexPath, _ in if first < 0 { first = indexPath.item } }
        return first &* 16 &+ collectionView.visibleCellCount
    }

    /// Runs on (untimed) to the end of the current move and checks the scene is at rest and right.
    private func verify() throws {
        var ticks = 0
        while (!exercise.isBetweenMoves || exercise.completedMoves < 2) && ticks < 100_000 {
            tick()
            ticks += 1
        }
        guard checksum.isFinite else { throw WorkloadError("a presentation frame was not finite") }
        guard exercise.completedMoves >= 2 else {
            throw WorkloadError("only \(exercise.completedMoves) moves completed; the exercise is stuck")
        }
        let problems = scene.restingProblems()
        guard problems.isEmpty else {
            throw WorkloadError("after \(exercise.completedMoves) moves: " + problems.joined(separator: "; "))
        }
        let census = scene.census
        guard census.cellsCreated <= 3, census.cellsOnScreen + census.cellsQueued == census.cellsCreated else {
            throw WorkloadError("cell reuse went wrong: \(census)")
        }
    }

    private func report(to recorder: TickRecorder, countingAllocations: Bool) {
        for label in ["scroll.tick.offset", "scroll.tick.state", "scroll.tick.rest"] {
            guard let statistics = recorder.statistics(label) else { continue }
            recorder.report(label, Parameter("frame_share_median", .decimal(statistics.median / ScrollTickWorkloads.frameNanoseconds, digits: 6)))
            recorder.report(label, Parameter("frame_share_p99", .decimal(statistics.p99 / ScrollTickWorkloads.frameNanoseconds, digits: 6)))
        }
        let label = "scroll.tick.allocations"
        guard countingAllocations else {
            recorder.report(label, Parameter("counted", .text("no: allocations are counted only on Linux (glibc)")))
            return
        }
        recorder.report(label, Parameter("steady_offset_ticks", allocations.steadyOffset.ticks))
        recorder.report(label, Parameter("allocations_per_steady_offset_tick", .decimal(allocations.steadyOffset.mean, digits: 3)))
        recorder.report(label, Parameter("steady_offset_ticks_that_allocated", allocations.steadyOffset.ticksThatAllocated))
        recorder.report(label, Parameter("reuse_offset_ticks", allocations.reuseOffset.ticks))
        recorder.report(label, Parameter("allocations_per_reuse_offset_tick", .decimal(allocations.reuseOffset.mean, digits: 1)))
        recorder.report(label, Parameter("allocations_per_state_tick", .decimal(allocations.state.mean, digits: 1)))
        recorder.report(label, Parameter("allocations_per_rest_tick", .decimal(allocations.rest.mean, digits: 3)))
    }
}

/// Heap allocations per kind of tick.
struct AllocationTally {
    struct Kind {
        var ticks = 0
        var allocations = 0
        var ticksThatAllocated = 0
        var mean: Double { ticks == 0 ? 0 : Double(allocations) / Double(ticks) }

        mutating func add(_ count: Int) {
            ticks += 1
            allocations += count
            if count > 0 { ticksThatAllocated += 1 }
        }
    }

    /// Offset-only ticks in which no cell arrived or left.
    var steadyOffset = Kind()
    /// Offset-only ticks in which a cell arrived or left (reuse, configuration).
    var reuseOffset = Kind()
    var state = Kind()
    var rest = Kind()
}
