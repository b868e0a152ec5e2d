import Foundation
import ViewTree

/// Scrolls a salon selector back and forth for as long as its clock runs, one cell per move, the way
/// a user browses: the workload of the scroll benchmarks and of the soak runs.
///
/// Moves alternate between two kinds, each of which ends with the next cell centred and expanded:
/// - a **steady drag**: the finger moves one cell pitch (item width plus line spacing, 330 points
///   in the seed's geometry) at a constant speed over ``steadyDragDuration`` and lifts without
///   velocity, exactly where the cell snaps to (no deceleration);
/// - a **fling**: the finger drags ``flingDragDistance`` over ``flingDragDuration`` and lifts at
///   ``flingVelocity`` points per millisecond; the scene's snapping moves the target to the next
///   cell's centre and the content decelerates onto it.
///
/// A move starts when the previous one has come to rest (the scene is idle) and the expansion
/// animation has had ``settleDuration`` to finish. After ``cellsPerLap`` moves the direction turns,
/// so the content shuttles between the first item and the item `cellsPerLap` cells further on.
///
/// Per tick the exercise allocates nothing: it works in the clock's update phase (as touches arrive
/// before a frame is drawn) and only moves a finger.
public final class SalonScrollExercise: FrameObserver {
    /// The kinds of move.
    public enum Move: Sendable, Equatable {
        /// One cell pitch at a constant speed, released without velocity.
        case steadyDrag
        /// A short drag released with a velocity that carries the content to the next cell.
        case fling
    }

    /// What the exercise is doing.
    enum Phase: Equatable {
        /// Dragging: `tick` ticks of the move's drag done so far.
        case dragging(tick: Int)
        /// The drag's last share was moved; the finger lifts at the next tick.
        case lifting
        /// Lifted; waiting for the content to come to rest.
        case released
        /// At rest; `ticksLeft` more ticks before the next move.
        case settling(ticksLeft: Int)
    }

    /// How long a steady drag takes: 0.5 s.
    public static let steadyDragDuration = 0.5
    /// How far a fling drags before lifting: 120 points.
    public static let flingDragDistance = 120.0
    /// How long a fling drags before lifting: 0.25 s.
    public static let flingDragDuration = 0.25
    /// The finger's speed when a fling lifts: 0.4 points per millisecond, which projects the content
    /// 199.6 points further (at the normal deceleration rate), so the snapping picks the next cell.
    public static let flingVelocity = 0.4
    /// How long the content rests between moves: 0.2 s (the 0.15 s expansion, and a little more).
    public static let settleDuration = 0.2

    /// The scene being scrolled.
    public let scene: SalonSelectorScene
    /// The first item of the shuttle (the item centred before the first move).
    public let firstItem: Int
    /// The number of moves between turns.
    public let cellsPerLap: Int
    /// Moves completed (a move completes when its settling ends).
    public private(set) var completedMoves = 0
    /// The item centred when the current move started.
    public private(set) var startItem: Int
    /// +1 while moving towards higher items, -1 back.
    public private(set) var direction = 1
    /// The current phase.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private(set) var phase = Phase.settling(ticksLeft: 0)

    private let pitch: Double
    private let steadyDragTicks: Int
    private let flingDragTicks: Int
    private let settleTicks: Int

    /// Why an exercise cannot run on a scene.
    public struct SetupError: Error, CustomStringConvertible {
        /// What is wrong and how to fix it.
        public var description: String
    }

    /// An exercise that shuttles `scene` between item `firstItem` and item `firstItem + cellsPerLap`.
    /// It centres `firstItem` at once (without animation); call ``start()`` to begin moving.
    /// Throws when the scene does not have those items or `cellsPerLap` is less than 1.
    public init(scene: SalonSelectorScene, firstItem: Int = 0, cellsPerLap: Int = 4) throws(SetupError) {
        guard cellsPerLap >= 1 else {
            throw SetupError(description: "cellsPerLap is \(cellsPerLap); it must be at least 1")
        }
        guard firstItem >= 0, firstItem + cellsPerLap < scene.salons.count else {
            throw SetupError(description: "the shuttle from item \(firstItem) over \(cellsPerLap) cells needs items "
                             + "\(firstItem)-\(firstItem + cellsPerLap), but the scene has \(scene.salons.count) "
                             + "(0-\(scene.salons.count - 1)); use fewer cells per lap or more salons")
        }
        self.scene = scene
        self.firstItem = firstItem
        self.cellsPerLap = cellsPerLap
        startItem = firstItem
        let layout = scene.layout
        pitch = (layout.scrollDirection == .horizontal ? layout.itemSize.width : layout.itemSize.height)
            + layout.minimumLineSpacing
        let clock = scene.clock
        func ticks(_ seconds: Double) -> Int { max(1, Int((seconds / clock.tickInterval).rounded())) }
        steadyDragTicks = ticks(Self.steadyDragDuration)
        flingDragTicks = ticks(Self.flingDragDuration)
        settleTicks = ticks(Self.settleDuration)
        scene.collectionView.scrollToItem(at: IndexPath(item: firstItem, section: 0), at: .centeredHorizontally,
                                          animated: false)
    }

    /// The kind of the current (or next) move: steady drags and flings alternate.
    public var currentMove: Move { completedMoves % 2 == 0 ? .steadyDrag : .fling }

    /// The item the current move ends on.
    public var targetItem: Int { startItem + direction }

    /// Whether the finger is in the middle of a drag (past its first share, before its last): the
    /// next tick only moves the content, changing no state.
    public var isMidDrag: Bool {
        guard case .dragging(let tick) = phase else { return false }
        return tick >= 1
    }

    /// Whether the last move has come to rest and settled (true before the first move).
    public var isBetweenMoves: Bool { phase == .settling(ticksLeft: 0) }

    /// What the clock holds while the exercise runs: the exercise owns its scene, whose clock owns
    /// its observers, so the clock must not own the exercise (as a display link's target is reached
    /// through a weak proxy in UIKit). The exercise unregisters it when it goes away, so the
    /// reference back is never left dangling and needs no reference counting on each tick.
    private final class Ticker: FrameObserver {
        unowned let exercise: SalonScrollExercise
        init(_ exercise: SalonScrollExercise) { self.exercise = exercise }
        func clockDidTick(_ clock: SimulationClock) { exercise.clockDidTick(clock) }
    }

    private var ticker: Ticker?

    deinit {
        if let ticker { scene.clock.removeFrameObserver(ticker) }
    }

    /// Starts moving at the next tick; the exercise runs until ``stop()`` or until it goes away.
    public func start() {
        let ticker = ticker ?? Ticker(self)
        self.ticker = ticker
        scene.clock.addFrameObserver(ticker, phase: .update)
    }

    /// Stops after the current tick (a move in progress is left where it is).
    public func stop() {
        if let ticker { scene.clock.removeFrameObserver(ticker) }
    }

    /// One tick of the exercise, in the clock's update phase (the clock calls it once ``start()``
    /// has run).
    public func clockDidTick(_ clock: SimulationClock) {
        switch phase {
        case .settling(let ticksLeft):
            if ticksLeft > 0 {
                phase = .settling(ticksLeft: ticksLeft - 1)
                if ticksLeft > 1 { return }
                completeMove()
                return
            }
            drag(tick: 0)
        case .dragging(let tick):
            drag(tick: tick)
        case .lifting:
            let velocity = currentMove == .fling ? Self.flingVelocity * Double(direction) : 0
            scene.releaseFinger(velocity: fingerVector(-velocity))
            phase = .released
            settleIfAtRest()
        case .released:
            settleIfAtRest()
        }
    }

    /// Moves the finger by this tick's share of the move's drag.
    private func drag(tick: Int) {
        if tick == 0 { scene.beginDrag() }
        let (distance, ticks) = currentMove == .fling ? (Self.flingDragDistance, flingDragTicks)
                                                      : (pitch, steadyDragTicks)
        let done = tick + 1
        let translation = -distance * Double(direction) * Double(done) / Double(ticks)
        scene.moveFinger(toTranslation: fingerVector(translation))
        phase = done == ticks ? .lifting : .dragging(tick: done)
    }

    private func fingerVector(_ amount: Double) -> Vector {
        scene.scrollAxisIsVertical ? Vector(dx: 0, dy: amount) : Vector(dx: amount, dy: 0)
    }

    private func settleIfAtRest() {
        let collectionView = scene.collectionView
        guard scene.scrollingState == .idle, !collectionView.isDragging, !collectionView.isDecelerating,
              !collectionView.isScrollAnimating else { return }
        phase = .settling(ticksLeft: settleTicks)
    }

    private func completeMove() {
        completedMoves += 1
        startItem += direction
        if startItem == firstItem + cellsPerLap { direction = -1 }
        if startItem == firstItem { direction = 1 }
    }
}
