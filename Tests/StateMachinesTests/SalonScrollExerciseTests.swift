import Testing
@testable import StateMachines
import ViewTree

/// A scene with `count` generated salons, shuttled by an exercise from `firstItem`.
private func exercise(items count: Int, firstItem: Int = 0, cellsPerLap: Int = 4,
                      frameRate: FrameRate = .fps120) throws -> SalonScrollExercise {
    let scene = SalonSelectorScene(salons: SalonEntity.generated(count: count), clock: SimulationClock(frameRate: frameRate))
    scene.recordsEvents = false
    let exercise = try SalonScrollExercise(scene: scene, firstItem: firstItem, cellsPerLap: cellsPerLap)
    exercise.start()
    return exercise
}

/// Runs ticks until `moves` more moves have completed (failing after a generous tick limit).
private func run(_ exercise: SalonScrollExercise, moves: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let goal = exercise.completedMoves + moves
    var ticks = 0
    while exercise.completedMoves < goal && ticks < moves * 2_000 {
        exercise.scene.clock.advance()
        ticks += 1
    }
    #expect(exercise.completedMoves == goal, "the exercise stalled after \(ticks) ticks", sourceLocation: sourceLocation)
}

@Suite struct SalonScrollExerciseTests {
    @Test func generatedSalonsStartWithTheBuiltInOnesAndAreDeterministic() {
        let salons = SalonEntity.generated(count: 40)
        #expect(salons.count == 40)
        #expect(Array(salons.prefix(5)) == SalonEntity.builtIn)
        #expect(salons == SalonEntity.generated(count: 40))
        #expect(salons[5] == SalonEntity.generated(at: 5))
        #expect(salons[5] == SalonEntity(name: "Silver Comb", address: "128 Elm Road, Leeds"))
        #expect(Set(salons.map(\.name)).count > 30)
        #expect(SalonEntity.generated(count: 3) == Array(SalonEntity.builtIn.prefix(3)))
        #expect(SalonEntity.generated(count: 0).isEmpty && SalonEntity.generated(count: -1).isEmpty)
    }

    /// Every combination of words (the patterns repeat within 12 · 11 · 3 · 9 · 7 · 11 positions,
    /// so the first few thousand cover every name and every street and city) fits the collapsed
    /// cell's labels: name and address are never compressed.
    @Test func generatedSalonsFitTheCollapsedLabels() {
        let cell = SalonSelectorCell.instantiate()
        let collapsed = SalonSelectorCell.State.collapsed
        let nameRoom = collapsed.containerWidth - collapsed.salonNameLeadingConstant - 20
        let addressRoom = collapsed.containerWidth - collapsed.salonAddressLeadingConstant - 20
        var widestName = 0.0, widestAddress = 0.0
        for index in 5..<2_000 {
            let salon = SalonEntity.generated(at: index)
            cell.configure(with: salon)
            widestName = max(widestName, cell.salonNameLabel.intrinsicContentSize.width)
            widestAddress = max(widestAddress, cell.salonAddressLabel.intrinsicContentSize.width)
        }
        #expect(widestName <= nameRoom)
        #expect(widestAddress <= addressRoom)
    }

    @Test func theExerciseRejectsAShuttleTheSceneCannotHold() {
        let scene = SalonSelectorScene()
        #expect(throws: SalonScrollExercise.SetupError.self) { try SalonScrollExercise(scene: scene, firstItem: 1) }
        #expect(throws: SalonScrollExercise.SetupError.self) { try SalonScrollExercise(scene: scene, cellsPerLap: 0) }
        #expect(throws: SalonScrollExercise.SetupError.self) { try SalonScrollExercise(scene: scene, firstItem: -1) }
        #expect(scene.collectionView.contentOffset == .zero)
        #expect(throws: Never.self) { try SalonScrollExercise(scene: scene, firstItem: 0, cellsPerLap: 4) }
    }

    @Test func everyMoveEndsWithTheNextCellCentredAndExpanded() throws {
        let exercise = try exercise(items: 5)
        let scene = exercise.scene
        var kinds: [SalonScrollExercise.Move] = []
        for expected in [1, 2, 3, 4, 3, 2, 1, 0, 1] {
            kinds.append(exercise.currentMove)
            run(exercise, moves: 1)
            #expect(exercise.startItem == expected)
            #expect(abs(scene.collectionView.contentOffset.x - 330 * Double(expected)) < 1e-9)
            #expect(scene.selectedIndexPath()?.item == expected)
            #expect(scene.restingProblems() == [])
        }
        #expect(kinds == [.steadyDrag, .fling, .steadyDrag, .fling, .steadyDrag, .fling, .steadyDrag, .fling, .steadyDrag])
        // Every move changes the scrolling state twice (scrolling, then idle), besides the first
        // selection at 0.5 s.
        #expect(scene.selectionUpdateCount == 1 + 2 * 9)
    }

    @Test func aLongListIsShuttledFromItsMiddleAt60Hz() throws {
        let exercise = try exercise(items: 100_000, firstItem: 49_998, frameRate: .fps60)
        #expect(exercise.scene.selectedIndexPath()?.item == 49_998)
        run(exercise, moves: 5)
        #expect(exercise.startItem == 50_001)
        #expect(exercise.direction == -1)
        #expect(exercise.scene.restingProblems() == [])
        #expect(exercise.scene.collectionView.createdCellCount <= 3)
    }

    /// The soak's short version (the benchmark's `--soak` runs a million ticks): shuttling the scene
    /// for many moves leaves the number of views, cells, constraints and solver variables exactly as
    /// they were after the first lap, and every state machine at rest and consistent.
    @Test func aRunningExerciseGoesAwayWithItsSceneAndClock() throws {
        weak var scene: SalonSelectorScene?
        weak var clock: SimulationClock?
        do {
            let running = try exercise(items: 10)
            run(running, moves: 1)
            running.scene.clock.advance(ticks: 5)  // mid-move
            (scene, clock) = (running.scene, running.scene.clock)
        }
        #expect(scene == nil && clock == nil)
    }

    @Test func shuttlingLeaksNothing() throws {
        let exercise = try exercise(items: 1_000, firstItem: 498)
        let scene = exercise.scene
        run(exercise, moves: 8)
        let before = scene.census
        #expect(before.cellsOnScreen + before.cellsQueued == before.cellsCreated)
        #expect(before.animatedViews == 0)
        run(exercise, moves: 16)
        #expect(scene.census == before)
        #expect(scene.restingProblems() == [])
        #expect(scene.window.layoutLog.entries.isEmpty)
    }
}

@Suite struct SalonFeedLayoutTests {
    /// Cells that join a feed already far larger than themselves go into its solver one constraint
    /// at a time (cheaper than a batch there); they must come out exactly as a lone cell does.
    @Test func cellsJoiningALongFeedAreLaidOutLikeALoneCell() {
        let lone = SalonSelectorCell.laidOut(state: .collapsed, salon: SalonEntity.generated(at: 7))
        let feed = View(name: "feed", frame: Rect(x: 0, y: 0, width: 320, height: 40 * 210))
        var cells: [SalonSelectorCell] = []
        for index in 0..<40 {
            let cell = SalonSelectorCell.instantiate()
            cell.frame = Rect(x: 0, y: Double(index) * 210, width: 320, height: 200)
            cell.configure(with: SalonEntity.generated(at: 7))
            feed.addSubview(cell)
            cells.append(cell)
        }
        feed.layoutIfNeeded()
        #expect(feed.layoutEngineSize.constraints > 4 * 24)
        for cell in cells {
            #expect(cell.containerView.frame == lone.containerView.frame)
            #expect(cell.salonNameLabel.frame == lone.salonNameLabel.frame)
            #expect(cell.salonAddressLabel.frame == lone.salonAddressLabel.frame)
            #expect(cell.separatorLine.frame == lone.separatorLine.frame)
        }
        #expect(feed.layoutLog.entries.isEmpty)
        cells[39].state = .expanded
        feed.layoutIfNeeded()
        #expect(cells[39].containerView.frame.size == Size(width: 320, height: 200))
        #expect(cells[38].containerView.frame == lone.containerView.frame)
    }
}
