import ViewTree

/// One of the seeds' screens as `viewsim scenes` lists it, and how to build it: each scene
/// declares its own description beside its code, and ``SceneCatalog`` lists them.
public struct SceneDescription: Sendable, Equatable {
    /// Builds the scene on a clock with the values of its options; throws if it cannot use one.
    public typealias Factory = @Sendable (SimulationClock, SceneOptionValues) throws(SceneOptionError) -> any PlayableScene

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

    /// A description; `make` builds the scene with the values of its options (only those in
    /// `options` are passed to it).
    public init(name: String, summary: String, defaultScript: String, options: [SceneOption] = [],
                backdrop: Color, make: @escaping Factory) {
        self.name = name
        self.summary = summary
        self.defaultScript = defaultScript
        self.options = options
        self.backdrop = backdrop
        factory = make
    }

    /// Builds the scene on `clock` with `options` (option key → value as text, e.g.
    /// `["animation": "fade"]`). Throws if an option is not one of the scene's, or the scene
    /// cannot use its value.
    public func makeScene(clock: SimulationClock = SimulationClock(),
                          options: [String: String] = [:]) throws(SceneOptionError) -> any PlayableScene {
        for key in options.keys.sorted() where !self.options.contains(where: { $0.key == key }) {
            throw .notTaken(scene: name, option: key)
        }
        return try factory(clock, SceneOptionValues(options: self.options, texts: options))
    }

    /// Descriptions are equal when they name the same scene.
    public static func == (lhs: SceneDescription, rhs: SceneDescription) -> Bool { lhs.name == rhs.name }
}

/// A scene whose own script shows it off: the one `viewsim play` plays when given none.
protocol DefaultScriptedScene: PlayableScene, SendableMetatype {
    /// The gesture script played when none is given.
    static var defaultScript: String { get }
}

extension SceneDescription {
    /// A description of a scene that takes no options, built on a clock alone, played with its
    /// own default script unless given another.
    init<Scene: DefaultScriptedScene>(name: String, summary: String, backdrop: Color,
                                      make: @escaping @Sendable (SimulationClock) -> Scene) {
        self.init(name: name, summary: summary, defaultScript: Scene.defaultScript, backdrop: backdrop,
                  make: { clock, _ in make(clock) })
    }
}
