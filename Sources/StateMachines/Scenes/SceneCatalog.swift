import ViewTree

/// One of the seeds' screens as `viewsim scenes` lists it and `viewsim play` runs it.
public struct SceneDescription: Sendable, Equatable {
    /// The name that selects the scene, e.g. `dropin`.
    public let name: String
    /// One line about what the scene shows.
    public let summary: String
    /// The gesture script played when none is given.
    public let defaultScript: String
    /// The options only this scene takes, in the order they are documented.
    public let options: [SceneOption]
}

/// An option of one scene, e.g. `--animation fade` for the drop-in cards.
public struct SceneOption: Sendable, Equatable {
    /// The option as written, e.g. `--animation`.
    public let name: String
    /// What its value looks like, e.g. `rotate-and-slide|fade`.
    public let valueName: String
    /// What it does, including its default.
    public let help: String
}

/// A scene option with a value the scene cannot use: which option, and what to write instead.
public struct SceneOptionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, naming the option and its valid values.
    public let message: String

    public var description: String { message }
}

/// The scenes `viewsim` knows, in the order it lists them, and how to build each one.
public enum SceneCatalog {
    /// Salon, photos, cart, drop-in cards, multitask cards.
    public static let all: [SceneDescription] = [
        SceneDescription(name: "salon",
                         summary: "a horizontal selector of five salons; the centred cell expands when scrolling stops",
                         defaultScript: SalonSelectorScene.defaultScript, options: []),
        SceneDescription(name: "photos",
                         summary: "a thumbnail grid; a tap zooms a photo into a paging browser, a tap zooms it back",
                         defaultScript: PhotosScene.defaultScript, options: []),
        SceneDescription(name: "cart",
                         summary: "a product page that tilts back in 3-D while the add-to-cart sheet slides up; a tap dismisses",
                         defaultScript: CartScene.defaultScript, options: []),
        SceneDescription(name: "dropin",
                         summary: "a table of twenty member cards; each row animates in the first time it appears, never again",
                         defaultScript: DropInScene.defaultScript, options: [
                            SceneOption(name: "--animation", valueName: "rotate-and-slide|fade",
                                        help: "the entrance: a -15 degree turn and slide at opacity 0.8 over 0.4 s (default), "
                                            + "or opacity 0.1 to 1 over 1.4 s"),
                            SceneOption(name: "--offset", valueName: "X,Y",
                                        help: "the slide of rotate-and-slide in points (default -20,-20)"),
                         ]),
        SceneDescription(name: "multitask",
                         summary: "task-switcher cards placed by the seed's formula, shrinking and fading as they climb",
                         defaultScript: MultitaskScene.defaultScript, options: []),
    ]

    /// The names of the scenes, comma-separated, for messages.
    public static var names: String { all.map(\.name).joined(separator: ", ") }

    /// The scene called `name`, if there is one.
    public static func scene(named name: String) -> SceneDescription? {
        all.first { $0.name == name }
    }

    /// Builds the scene called `name` on `clock` with its options (option name → value; options
    /// the scene does not take must not be passed). Returns nil for `salon`, which records its
    /// ticks in its own format (`SalonTickRecord`), and for a name that is not a scene.
    public static func makePlayableScene(named name: String, clock: SimulationClock,
                                         options: [String: String] = [:]) throws(SceneOptionError) -> (any PlayableScene)? {
        switch name {
        case "photos": return PhotosScene(clock: clock)
        case "cart": return CartScene(clock: clock)
        case "dropin": return DropInScene(style: try dropInStyle(options), clock: clock)
        case "multitask": return MultitaskScene(clock: clock)
        default: return nil
        }
    }

    /// The drop-in entrance that `--animation` and `--offset` select.
    static func dropInStyle(_ options: [String: String]) throws(SceneOptionError) -> DropInAnimationStyle {
        let animation = options["--animation"] ?? "rotate-and-slide"
        switch animation {
        case "fade":
            if options["--offset"] != nil {
                throw SceneOptionError(message: "--offset applies to --animation rotate-and-slide, not fade")
            }
            return .fade
        case "rotate-and-slide":
            guard let text = options["--offset"] else { return .rotateAndSlide }
            return .rotateAndSlide(offset: try point(text, option: "--offset"))
        default:
            throw SceneOptionError(message: "unknown animation '\(animation)'; valid animations: rotate-and-slide, fade")
        }
    }

    /// `X,Y` as a point of two finite numbers.
    private static func point(_ text: String, option: String) throws(SceneOptionError) -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(parts[0].trimmingWhitespace), let y = Double(parts[1].trimmingWhitespace),
              !x.isNaN, !y.isNaN else {
            throw SceneOptionError(message: "\(option) needs two numbers X,Y (e.g. -20,-20), found '\(text)'")
        }
        guard abs(x) < 1e6, abs(y) < 1e6 else {
            throw SceneOptionError(message: "\(option) needs X and Y below 1000000 points in magnitude (e.g. -20,-20), found '\(text)'")
        }
        return Point(x: x, y: y)
    }
}

private extension Substring {
    var trimmingWhitespace: Substring {
        var result = self
        while let first = result.first, first == " " { result = result.dropFirst() }
        while let last = result.last, last == " " { result = result.dropLast() }
        return result
    }
}
