/// A small language for scripting touches on a simulated screen, e.g.
/// `wait 0.6; drag -120 0.25; release -1.8; wait 1.5; tap 3; wait 1`.
///
/// Grammar (commands are separated by `;` or new lines; `#` starts a comment to the end of the
/// line; numbers are decimal, e.g. `-1.8`, `0.25`, `3`):
/// ```
/// script   := command { (";" | newline) command }
/// command  := "wait" SECONDS                  advance the clock
///           | "drag" DISTANCE SECONDS         move the finger (touching down first if it is up)
///           | "release" VELOCITY              lift the finger with a velocity
///           | "tap" INDEX                     tap the item at INDEX (0-based)
///           | "tap" X "," Y                   tap a point in window coordinates
///           | "scroll" DX [","] DY SECONDS    touch down, move the finger by DX,DY, lift it at rest
///           | "swipe" DIRECTION               a quick flick: see `swipeDistance`, `swipeDuration`
/// DISTANCE := N | N "," N                     finger movement in points (along the scroll axis, or x,y)
/// VELOCITY := N | N "," N                     finger velocity in points per millisecond
/// DIRECTION := "up" | "down" | "left" | "right"   the way the finger moves
/// ```
/// `scroll` and `swipe` are whole touches, written as the steps they stand for (a `drag` and a
/// `release`, each step keeping the command's location and its name in `Step.compound`):
/// `scroll 0 -900 0.6` is `drag 0,-900 0.6; release 0,0` (the content stops where the finger
/// leaves it), `swipe up` is `drag 0,-100 0.1; release 0,-1` (the finger's own speed, 1 point per
/// millisecond, so the content flies on). Like `tap`, they need the finger up.
/// Distances and velocities are the *finger's*: dragging by -120 moves the content left, so a
/// horizontal scroll view's offset grows by 120; a release at -1.8 flings it towards larger offsets.
/// A script is checked as a whole: `release` needs a finger down, `drag`/`wait` may follow each
/// other while the finger is down, `tap` needs the finger up, and the script must end with the
/// finger up. Its total duration is limited to `maximumDuration` seconds.
public struct GestureScript: Sendable, Equatable {
    /// One command with where it starts in the source.
    public struct Step: Sendable, Equatable {
        /// What to do.
        public var gesture: Gesture
        /// The 1-based line and column of the command's first character.
        public var location: SourceLocation
        /// The command this step is part of when it is not a command of its own (`scroll`,
        /// `swipe`), else nil.
        public var compound: String? = nil
    }

    /// The commands, in order.
    public var steps: [Step]

    /// The longest simulated time a script may cover (a guard against runaway output).
    public static let maximumDuration = 600.0

    /// Parses and checks a script; throws a `GestureScriptError` naming the position of the fault.
    public init(parsing text: String) throws(GestureScriptError) {
        var parser = GestureScriptParser(text)
        steps = try parser.parseScript()
        try Self.check(steps)
    }

    /// A script of already-built steps (checked as parsed scripts are).
    public init(steps: [Step]) throws(GestureScriptError) {
        try Self.check(steps)
        self.steps = steps
    }

    /// The simulated time the script covers: waits and drags.
    public var duration: Double {
        steps.reduce(0) { total, step in
            switch step.gesture {
            case .wait(let seconds): return total + seconds
            case .drag(_, let seconds): return total + seconds
            default: return total
            }
        }
    }

    private static func check(_ steps: [Step]) throws(GestureScriptError) {
        var fingerDown: Step?
        var total = 0.0
        for step in steps {
            switch step.gesture {
            case .drag(_, let seconds):
                if let compound = step.compound, fingerDown != nil {
                    throw GestureScriptError(location: step.location,
                                             message: "'\(compound)' while a drag is in progress; add 'release VELOCITY' before it")
                }
                fingerDown = fingerDown ?? step
                total += seconds
            case .wait(let seconds):
                total += seconds
            case .release:
                guard fingerDown != nil else {
                    throw GestureScriptError(location: step.location,
                                             message: "'release' without a finger down; start with 'drag DISTANCE SECONDS'")
                }
                fingerDown = nil
            case .tapItem, .tapPoint:
                if fingerDown != nil {
                    throw GestureScriptError(location: step.location,
                                             message: "'tap' while a drag is in progress; add 'release VELOCITY' before it")
                }
            }
            if total > maximumDuration {
                throw GestureScriptError(location: step.location,
                                         message: "the script runs longer than \(Int(maximumDuration)) seconds; shorten the waits")
            }
        }
        if let open = fingerDown {
            throw GestureScriptError(location: open.location,
                                     message: "this drag is never released; end it with 'release VELOCITY' (e.g. 'release 0')")
        }
    }
}

extension GestureScript {
    /// How far a `swipe` moves the finger, in points.
    public static let swipeDistance = 100.0
    /// How long a `swipe` takes, in seconds (so the finger moves at 1 point per millisecond and
    /// lifts at that speed).
    public static let swipeDuration = 0.1

    /// The steps of `scroll DX DY SECONDS`: a drag by (DX, DY) over SECONDS and a release at rest.
    static func scrollSteps(x: Double, y: Double, seconds: Double, at location: SourceLocation) -> [Step] {
        [Step(gesture: .drag(translation: ScriptVector(x: x, y: y), seconds: seconds), location: location, compound: "scroll"),
         Step(gesture: .release(velocity: ScriptVector(x: 0, y: 0)), location: location, compound: "scroll")]
    }

    /// The steps of `swipe DIRECTION`: a drag of `swipeDistance` over `swipeDuration`, released at
    /// the finger's speed.
    static func swipeSteps(_ direction: SwipeDirection, at location: SourceLocation) -> [Step] {
        let unit = direction.unitVector
        let speed = swipeDistance / (swipeDuration * 1000)
        return [Step(gesture: .drag(translation: ScriptVector(x: unit.dx * swipeDistance, y: unit.dy * swipeDistance),
                                    seconds: swipeDuration), location: location, compound: "swipe"),
                Step(gesture: .release(velocity: ScriptVector(x: unit.dx * speed, y: unit.dy * speed)),
                     location: location, compound: "swipe")]
    }
}

/// The way a `swipe` moves the finger (the content follows it; a swipe up scrolls down the content).
public enum SwipeDirection: String, Sendable, CaseIterable {
    case up, down, left, right

    /// The direction as a unit vector in screen coordinates (y down).
    var unitVector: (dx: Double, dy: Double) {
        switch self {
        case .up: return (0, -1)
        case .down: return (0, 1)
        case .left: return (-1, 0)
        case .right: return (1, 0)
        }
    }
}

/// What one script command does.
public enum Gesture: Sendable, Equatable, CustomStringConvertible {
    /// Let `seconds` of simulated time pass.
    case wait(seconds: Double)
    /// Move the finger by `translation` points over `seconds` (touching down first if needed).
    /// A one-number distance is along the scroll axis and is stored as `x` (`y` is then `nil`).
    case drag(translation: ScriptVector, seconds: Double)
    /// Lift the finger with `velocity` points per millisecond.
    case release(velocity: ScriptVector)
    /// Tap the item at an index.
    case tapItem(Int)
    /// Tap a point in window coordinates.
    case tapPoint(x: Double, y: Double)

    public var description: String {
        switch self {
        case .wait(let seconds): return "wait \(ConstraintSystem.format(seconds))"
        case .drag(let translation, let seconds): return "drag \(translation) \(ConstraintSystem.format(seconds))"
        case .release(let velocity): return "release \(velocity)"
        case .tapItem(let index): return "tap \(index)"
        case .tapPoint(let x, let y): return "tap \(ConstraintSystem.format(x)),\(ConstraintSystem.format(y))"
        }
    }
}

/// A distance or velocity written as one number (along the scroll axis) or as `x,y`.
public struct ScriptVector: Sendable, Equatable, CustomStringConvertible {
    /// The first (or only) number.
    public var x: Double
    /// The second number, when two were written.
    public var y: Double?

    /// A vector of one or two numbers.
    public init(x: Double, y: Double? = nil) {
        self.x = x
        self.y = y
    }

    /// The components for a scroll view: one number goes along `axisIsVertical ? y : x`.
    public func components(axisIsVertical: Bool) -> (x: Double, y: Double) {
        if let y { return (x, y) }
        return axisIsVertical ? (0, x) : (x, 0)
    }

    public var description: String {
        y.map { "\(ConstraintSystem.format(x)),\(ConstraintSystem.format($0))" } ?? ConstraintSystem.format(x)
    }
}

/// A position in a script's text (1-based).
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column (in characters), from 1.
    public var column: Int

    public var description: String { "\(line):\(column)" }
}

/// A fault in a gesture script: where it is and what to write instead.
public struct GestureScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the fault is.
    public var location: SourceLocation
    /// What is wrong and how to fix it.
    public var message: String

    public var description: String { "script \(location): \(message)" }
}

