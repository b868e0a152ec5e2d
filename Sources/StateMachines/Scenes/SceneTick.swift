import ViewTree

/// What a scene shows at the end of one tick, in the one form every scene shares: named values in
/// the order they are printed (scene-wide values such as a content offset or a transition's
/// phase; the elements a person would watch, such as table rows, cards or the views in a
/// transition's container), then what happened during the tick.
///
/// ``SceneTimelineFormat`` prints it as a text line and as a JSON object. A field may show in one
/// form only (see ``SceneFieldForm``), so a scene can say a thing tersely to a reader and fully to
/// a program.
public struct SceneTick: Sendable, Equatable {
    /// The tick (0 before the first).
    public var tick: Int
    /// The simulated time in seconds.
    public var time: Double
    /// The values, in the order they are printed.
    public var fields: [SceneField]
    /// The delegate calls and notes of this tick, in order.
    public var events: [String]

    /// A record of `fields`.
    public init(tick: Int, time: Double, fields: [SceneField], events: [String] = []) {
        self.tick = tick
        self.time = time
        self.fields = fields
        self.events = events
    }

    /// A record of scene-wide `fields` followed by the `elements` on screen (the field
    /// `elements`).
    public init(tick: Int, time: Double, fields: [SceneField] = [], elements: [SceneElement], events: [String] = []) {
        self.init(tick: tick, time: time, fields: fields + [SceneField("elements", .elements(elements))], events: events)
    }

    /// A record of `clock`'s current tick, as ``init(tick:time:fields:elements:events:)`` makes one.
    init(at clock: SimulationClock, fields: [SceneField] = [], elements: [SceneElement], events: [String]) {
        self.init(tick: clock.tickIndex, time: clock.now, fields: fields, elements: elements, events: events)
    }

    /// The elements on screen, in the order they are printed.
    public var elements: [SceneElement] {
        fields.flatMap { field -> [SceneElement] in
            if case let .elements(elements) = field.value { return elements }
            return []
        }
    }

    /// The value of the field called `name`, if there is one.
    public func value(of name: String) -> SceneValue? {
        fields.first { $0.name == name }?.value
    }
}

/// A view on screen in a ``SceneTick``, with its presentation values.
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

    /// The element as the fields it prints: its name (unlabelled in text), `frame`, `transform`,
    /// `alpha`, then its details.
    public var fields: [SceneField] {
        [SceneField("name", .text(name), form: .unlabelledInText), SceneField("frame", .rect(frame)),
         SceneField("transform", .transform(transform)), SceneField("alpha", .number(alpha))] + details
    }
}

/// A named value in a ``SceneTick``.
public struct SceneField: Sendable, Equatable {
    /// The name: the label in text, the key in JSON.
    public var name: String
    /// The value.
    public var value: SceneValue
    /// Where and how it shows.
    public var form: SceneFieldForm

    /// A field shown in text as `name=value` and in JSON under `name`, unless `form` says otherwise.
    public init(_ name: String, _ value: SceneValue, form: SceneFieldForm = .everywhere) {
        self.name = name
        self.value = value
        self.form = form
    }
}

/// Where a ``SceneField`` shows: how in the text line, and whether in JSON.
public struct SceneFieldForm: Sendable, Equatable {
    /// How a field shows in the text line.
    public enum Text: Sendable, Equatable {
        /// `name=value` (a group: `name` and its fields).
        case labelled
        /// The value alone.
        case unlabelled
        /// Not at all.
        case omitted
    }

    /// How the field shows in text.
    public var text: Text
    /// Whether the field shows in JSON (always under its name).
    public var isInJSON: Bool

    /// A form.
    public init(text: Text, isInJSON: Bool) {
        self.text = text
        self.isInJSON = isInJSON
    }

    /// `name=value` in text, `"name": value` in JSON: the default.
    public static let everywhere = SceneFieldForm(text: .labelled, isInJSON: true)
    /// The value alone in text (e.g. an element's name), `"name": value` in JSON.
    public static let unlabelledInText = SceneFieldForm(text: .unlabelled, isInJSON: true)
    /// `name=value` in text only.
    public static let textOnly = SceneFieldForm(text: .labelled, isInJSON: false)
    /// The value alone, in text only.
    public static let unlabelledTextOnly = SceneFieldForm(text: .unlabelled, isInJSON: false)
    /// `"name": value` in JSON only.
    public static let jsonOnly = SceneFieldForm(text: .omitted, isInJSON: true)
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
    /// A size (printed `WxH` in text, `{"width", "height"}` in JSON).
    case size(Size)
    /// A rectangle (printed `(x y; w h)` in text, `{"x", "y", "width", "height"}` in JSON).
    case rect(Rect)
    /// A 3-D transform (printed `identity`, `[a, b, c, d, tx, ty]` when affine, else
    /// `3d[m11 m12 m13 m14; ...]` in text; its sixteen entries row by row in JSON).
    case transform(Transform3D)
    /// Yes or no.
    case bool(Bool)
    /// No value (printed `-` in text, `null` in JSON).
    case missing
    /// A thing made of fields (its own part of the text line; an object in JSON).
    case group([SceneField])
    /// Things made of fields (each its own part of the text line; an array of objects in JSON).
    case groups([[SceneField]])
    /// Views on screen (each its own part of the text line; an array of objects in JSON).
    case elements([SceneElement])
}

extension SceneField {
    /// A transition's fields while one runs: `transition` (its kind) and `progress` (the share of
    /// its duration gone by at `now`, from 0 to 1; 1 without a start time or a duration).
    static func transitionFields(_ transition: TransitionContext?, at now: Double) -> [SceneField] {
        guard let transition else { return [] }
        var progress = 1.0
        if let start = transition.startTime, transition.duration > 0 {
            progress = min(max((now - start) / transition.duration, 0), 1)
        }
        return [SceneField("transition", .text(transition.kind.rawValue)), SceneField("progress", .number(progress))]
    }
}
