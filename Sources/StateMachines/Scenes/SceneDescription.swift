import ViewTree

/// One of the seeds' screens as `viewsim scenes` lists it, and how to build it: each scene
/// declares its own description beside its code, and ``SceneCatalog`` lists them.
public struct SceneDescription: Sendable, Equatable {
    /// Builds the scene on a clock with its options (by name); throws if it cannot use one.
    public typealias Factory = @Sendable (SimulationClock, [String: String]) throws(SceneOptionError) -> any PlayableScene

    /// The name that selects the scene, e.g. `dropin`.
    public let name: String
    /// One line about what the scene shows.
    public let summary: String
    /// The gesture script played when none is given.
    public let defaultScript: String
    /// The options only this scene takes, in the order they are documented.
    public let options: [SceneOption]
    /// What the window is drawn on (a window has no colour of its own).
    public let backdrop: Color
    private let factory: Factory

    /// A description; `make` builds the scene with options it takes (only those in `options` are
    /// passed to it).
    public init(name: String, summary: String, defaultScript: String, options: [SceneOption] = [],
                backdrop: Color, make: @escaping Factory) {
        self.name = name
        self.summary = summary
        self.defaultScript = defaultScript
        self.options = options
        self.backdrop = backdrop
        factory = make
    }

    /// Builds the scene on `clock` with `options` (option name → value). Throws if an option is
    /// not one of the scene's, or the scene cannot use its value.
    public func makeScene(clock: SimulationClock = SimulationClock(),
                          options: [String: String] = [:]) throws(SceneOptionError) -> any PlayableScene {
        for name in options.keys.sorted() where !self.options.contains(where: { $0.name == name }) {
            throw SceneOptionError(message: "the scene '\(self.name)' takes no option \(name)")
        }
        return try factory(clock, options)
    }

    /// Descriptions are equal when they name the same scene.
    public static func == (lhs: SceneDescription, rhs: SceneDescription) -> Bool { lhs.name == rhs.name }
}

/// An option of one scene, e.g. `--animation fade` for the drop-in cards.
public struct SceneOption: Sendable, Equatable {
    /// The option as written, e.g. `--animation`.
    public let name: String
    /// What its value looks like, e.g. `rotate-and-slide|fade`.
    public let valueName: String
    /// What it does, including its default.
    public let help: String

    /// An option.
    public init(name: String, valueName: String, help: String) {
        self.name = name
        self.valueName = valueName
        self.help = help
    }
}

/// A scene option with a value the scene cannot use: which option, and what to write instead.
public struct SceneOptionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, naming the option and its valid values.
    public let message: String

    /// An error with `message`.
    public init(message: String) { self.message = message }

    public var description: String { message }
}
