/// Something that runs once per tick of a `SimulationClock`, e.g. a scroll view's deceleration or
/// the animator that ends animations. A protocol rather than a closure so a tick allocates nothing.
public protocol FrameObserver: AnyObject {
    /// Called once per tick in the observer's phase, with the clock already advanced.
    func clockDidTick(_ clock: SimulationClock)
}

/// The stages of a tick, in the order they run (a run-loop turn followed by a display refresh).
public enum FramePhase: Int, Sendable, CaseIterable {
    /// Display-link work: scroll physics, drags, animated scrolling.
    case update
    /// The layout pass of the windows on the clock.
    case layout
    /// Ending animations and running their completion handlers.
    case render
}

/// The simulated time of a headless run: it moves only when `advance()` is called, one display
/// refresh (a *tick*) at a time, at 60 or 120 Hz. Nothing reads the wall clock, so the same
/// inputs give the same output on every machine.
///
/// A tick runs, in order:
/// 1. the clock advances to the next tick (`tickIndex += 1`);
/// 2. the main queue runs the work that has come due (`SimulatedMainQueue`);
/// 3. the frame observers run, phase by phase (`update`, `layout`, `render`), each phase in the
///    order its observers were added.
///
/// Time is kept as an integer tick count; `now` is derived from it, so it never drifts.
public final class SimulationClock {
    /// The refresh rate.
    public let frameRate: FrameRate
    /// The number of ticks run so far; 0 before the first `advance()`.
    public private(set) var tickIndex = 0
    /// The simulated main queue (`DispatchQueue.main`'s stand-in) driven by this clock.
    public private(set) lazy var mainQueue = SimulatedMainQueue(clock: self)
    /// The animator that runs the animations of the views in this clock's windows.
    public private(set) lazy var animator = Animator(clock: self)

    /// Registered observers per phase; a slot is nil when its observer was removed during a tick
    /// (compacted after the tick, so removal never shifts the observers still to run).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var observers: [[(any FrameObserver)?]] = Array(repeating: [], count: FramePhase.allCases.count)
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var isTicking = false
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var hasEmptySlots = false

    /// A clock at `frameRate` (default 120 Hz), at time 0.
    public init(frameRate: FrameRate = .default) {
        self.frameRate = frameRate
    }

    /// The current time in seconds since the start.
    public var now: Double { Double(tickIndex) / Double(frameRate.framesPerSecond) }

    /// The length of one tick in seconds.
    public var tickInterval: Double { frameRate.tickInterval }

    /// The time of tick `index` in seconds.
    public func time(ofTick index: Int) -> Double {
        Double(index) / Double(frameRate.framesPerSecond)
    }

    /// The first tick whose time is at or after `seconds`. A tolerance of a nanosecond absorbs the
    /// rounding of decimal deadlines (0.15 s at 60 Hz is tick 9, not 10).
    public func firstTick(atOrAfter seconds: Double) -> Int {
        let exact = seconds * Double(frameRate.framesPerSecond)
        let tolerance = 1e-9 * Double(frameRate.framesPerSecond)
        let rounded = (exact - tolerance).rounded(.up)
        if rounded > Double(Int.max / 2) { return Int.max / 2 }
        if rounded < Double(Int.min / 2) { return Int.min / 2 }
        return Int(rounded)
    }

    /// Adds an observer to a phase (default `update`). It runs on every later tick, and on the
    /// running tick if its phase has not finished yet. Adding one already registered is a no-op.
    public func addFrameObserver(_ observer: any FrameObserver, phase: FramePhase = .update) {
        guard !hasFrameObserver(observer) else { return }
        observers[phase.rawValue].append(observer)
    }

    /// Removes an observer; it is not called again (not even later in a tick that is running).
    public func removeFrameObserver(_ observer: any FrameObserver) {
        for phase in observers.indices {
            guard let index = observers[phase].firstIndex(where: { $0 === observer }) else { continue }
            if isTicking {
                observers[phase][index] = nil
                hasEmptySlots = true
            } else {
                observers[phase].remove(at: index)
            }
            return
        }
    }

    /// Whether `observer` is registered.
    public func hasFrameObserver(_ observer: any FrameObserver) -> Bool {
        observers.contains { phase in phase.contains { $0 === observer } }
    }

    /// Runs one tick: advances the time, runs due main-queue work, then the frame observers.
    public func advance() {
        tickIndex += 1
        mainQueue.runDueWork(at: tickIndex)
        isTicking = true
        for phase in observers.indices {
            var index = 0
            while index < observers[phase].count {
                observers[phase][index]?.clockDidTick(self)
                index += 1
            }
        }
        isTicking = false
        if hasEmptySlots {
            for phase in observers.indices { observers[phase].removeAll { $0 == nil } }
            hasEmptySlots = false
        }
    }

    /// Runs `count` ticks.
    public func advance(ticks count: Int) {
        for _ in 0..<max(0, count) { advance() }
    }

    /// Runs ticks until `now` is at or after `seconds`.
    public func advance(until seconds: Double) {
        let target = firstTick(atOrAfter: seconds)
        while tickIndex < target { advance() }
    }
}
