import ViewTree

/// What a scene shows at the end of one tick, in a form every scene shares: a few scene-wide
/// values (a content offset, a transition's phase), then each element a person would watch (a
/// table row, a card, a view in a transition's container) with its presentation frame in window
/// coordinates, 3-D transform and opacity, then what happened during the tick.
public struct SceneTick: Sendable, Equatable {
    /// The tick (0 before the first).
    public var tick: Int
    /// The simulated time in seconds.
    public var time: Double
    /// Scene-wide values, in the order they are printed.
    public var fields: [SceneField]
    /// The elements on screen, in the order they are printed (back to front, or item order).
    public var elements: [SceneElement]
    /// The delegate calls and notes of this tick, in order.
    public var events: [String]

    /// A record.
    public init(tick: Int, time: Double, fields: [SceneField] = [], elements: [SceneElement] = [], events: [String] = []) {
        self.tick = tick
        self.time = time
        self.fields = fields
        self.elements = elements
        self.events = events
    }
}

/// One thing on screen in a ``SceneTick``.
public struct SceneElement: Sendable, Equatable {
    /// What it is, e.g. `row 3` or `card 5`.
    public var name: String
    /// Its presentation frame in window coordinates (the bounding box of its transformed bounds).
    public var frame: Rect
    /// Its presentation 3-D transform (about its anchor point).
    public var transform: Transform3D
    /// Its presentation opacity.
    public var alpha: Double
    /// Further values of the element (its state, its z order), printed after the standard ones.
    public var details: [SceneField]

    /// An element.
    public init(name: String, frame: Rect, transform: Transform3D, alpha: Double, details: [SceneField] = []) {
        self.name = name
        self.frame = frame
        self.transform = transform
        self.alpha = alpha
        self.details = details
    }

    /// The element showing `view`'s presentation values, its frame mapped into `window`.
    public init(name: String, view: View, in window: View, details: [SceneField] = []) {
        let presentation = view.presentation
        self.init(name: name, frame: view.presentationFrame(in: window), transform: presentation.transform3D,
                  alpha: presentation.alpha, details: details)
    }
}

/// A named value in a ``SceneTick``.
public struct SceneField: Sendable, Equatable {
    /// The name, e.g. `offset` or `state`.
    public var name: String
    /// The value.
    public var value: SceneValue

    /// A field.
    public init(_ name: String, _ value: SceneValue) {
        self.name = name
        self.value = value
    }
}

/// The value of a ``SceneField``, typed so JSON output keeps numbers as numbers.
public enum SceneValue: Sendable, Equatable {
    /// A number (printed `%g` in text).
    case number(Double)
    /// A whole number.
    case integer(Int)
    /// A word or phrase.
    case text(String)
    /// A point (printed `x,y` in text, `{"x", "y"}` in JSON).
    case point(Point)
    /// Yes or no.
    case bool(Bool)
}
