import ViewTree

/// A screen that a `GesturePlayer` can drive with simulated touches.
public protocol GestureTarget: AnyObject {
    /// The clock the screen runs on.
    var clock: SimulationClock { get }
    /// Whether a one-number drag or velocity goes along y (else along x).
    var scrollAxisIsVertical: Bool { get }
    /// A finger touches down and starts dragging.
    func beginDrag()
    /// The dragging finger has moved by `translation` in all since it touched down.
    func moveFinger(toTranslation translation: Vector)
    /// The finger lifts with a velocity in points per millisecond.
    func releaseFinger(velocity: Vector)
    /// A tap on item `index`.
    func tapItem(_ index: Int)
    /// A tap at a point in window coordinates.
    func tap(atWindowPoint point: Point)
    /// Rejects a step the screen cannot perform (e.g. an item that does not exist).
    func validate(_ step: GestureScript.Step) throws(GestureScriptError)
}

/// Plays a `GestureScript` on a `GestureTarget`, tick by tick, in the clock's update phase (before
/// scroll physics and layout, as touches arrive before a frame is drawn).
///
/// Timing: the script is a timeline starting at the clock's time when playing starts. `wait` and
/// `drag` cover the ticks up to the first tick at or after their end time (so rounding never
/// accumulates); a drag moves the finger by an equal share of its distance in each of its ticks
/// (touching down in the first). `release` and `tap` take no time: they happen at the start of the
/// next tick, before that tick's share of the following command.
public final class GesturePlayer: FrameObserver {
    private let steps: [GestureScript.Step]
    private unowned let target: GestureTarget
    private var stepIndex = 0
    private let startTime: Double
    /// Script time at which the current timed step starts.
    private var stepStartScriptTime = 0.0
    private var stepStartTick: Int?
    private var isDragging = false
    /// The finger's translation at the start of the current drag step, since it touched down.
    private var fingerTranslation = Vector.zero
    /// Whether every step has been played.
    public private(set) var isFinished = false

    /// A player of `script` on `target`; throws the first step the target rejects.
    public init(script: GestureScript, target: GestureTarget) throws(GestureScriptError) {
        for step in script.steps { try target.validate(step) }
        steps = script.steps
        self.target = target
        startTime = target.clock.now
        isFinished = steps.isEmpty
    }

    /// Runs the script to its end, calling `afterEachTick` after every tick.
    public func play(afterEachTick: () -> Void) {
        let clock = target.clock
        clock.addFrameObserver(self, phase: .update)
        defer { clock.removeFrameObserver(self) }
        while !isFinished {
            clock.advance()
            afterEachTick()
        }
    }

    public func clockDidTick(_ clock: SimulationClock) {
        let tick = clock.tickIndex
        while stepIndex < steps.count {
            let gesture = steps[stepIndex].gesture
            switch gesture {
            case .release(let velocity):
                let (x, y) = velocity.components(axisIsVertical: target.scrollAxisIsVertical)
                target.releaseFinger(velocity: Vector(dx: x, dy: y))
                isDragging = false
                fingerTranslation = .zero
                stepIndex += 1
            case .tapItem(let index):
                target.tapItem(index)
                stepIndex += 1
            case .tapPoint(let x, let y):
                target.tap(atWindowPoint: Point(x: x, y: y))
                stepIndex += 1
            case .wait(let seconds), .drag(_, let seconds):
                let startTick = stepStartTick ?? tick - 1
                stepStartTick = startTick
                var endTick = clock.firstTick(atOrAfter: startTime + stepStartScriptTime + seconds)
                if case .drag = gesture { endTick = max(endTick, startTick + 1) } // a drag always moves
                if tick <= endTick {
                    if case .drag(let translation, _) = gesture {
                        dragShare(of: translation, tick: tick, startTick: startTick, endTick: endTick)
                    }
                }
                if tick >= endTick {
                    if case .drag(let translation, _) = gesture {
                        let (x, y) = translation.components(axisIsVertical: target.scrollAxisIsVertical)
                        fingerTranslation = Vector(dx: fingerTranslation.dx + x, dy: fingerTranslation.dy + y)
                    }
                    stepStartScriptTime += seconds
                    stepStartTick = nil
                    stepIndex += 1
                }
                if tick <= endTick { return finishIfDone() }
            }
        }
        finishIfDone()
    }

    /// Moves the finger to where this tick's share of a drag puts it; at the drag's last tick the
    /// finger is exactly `translation` further than where the drag started.
    private func dragShare(of translation: ScriptVector, tick: Int, startTick: Int, endTick: Int) {
        if !isDragging {
            target.beginDrag()
            isDragging = true
        }
        let (x, y) = translation.components(axisIsVertical: target.scrollAxisIsVertical)
        let fraction = Double(tick - startTick) / Double(max(1, endTick - startTick))
        target.moveFinger(toTranslation: Vector(dx: fingerTranslation.dx + x * fraction,
                                                dy: fingerTranslation.dy + y * fraction))
    }

    private func finishIfDone() {
        if stepIndex >= steps.count { isFinished = true }
    }
}
