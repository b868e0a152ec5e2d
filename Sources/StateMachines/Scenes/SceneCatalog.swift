/// The scenes `viewsim` knows, in the order it lists them: the one place that names them all.
/// Each scene describes itself (name, summary, default script, options, backdrop, how to build
/// it) beside its own code; adding a scene is writing its description and listing it here.
public enum SceneCatalog {
    /// Salon, photos, cart, drop-in cards, multitask cards.
    public static let all: [SceneDescription] = [
        SalonSelectorScene.sceneDescription,
        PhotosScene.sceneDescription,
        CartScene.sceneDescription,
        DropInScene.sceneDescription,
        MultitaskScene.sceneDescription,
    ]

    /// The names of the scenes, comma-separated, for messages.
    public static var names: String { all.map(\.name).joined(separator: ", ") }

    /// The scene called `name`, or nil when no scene has that name.
    public static func scene(named name: String) -> SceneDescription? {
        all.first { $0.name == name }
    }
}
