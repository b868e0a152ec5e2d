import ViewTree

extension DropInScene {
    /// The drop-in cards as `viewsim scenes` lists them, on grey so the white cards show, with the
    /// entrance chosen by `--animation` and `--offset`.
    public static let sceneDescription = SceneDescription(
        name: "dropin",
        summary: "a table of twenty member cards; each row animates in the first time it appears, never again",
        defaultScript: defaultScript,
        options: [
            SceneOption(name: "--animation", valueName: "rotate-and-slide|fade",
                        help: "the entrance: a -15 degree turn and slide at opacity 0.8 over 0.4 s (default), "
                            + "or opacity 0.1 to 1 over 1.4 s"),
            SceneOption(name: "--offset", valueName: "X,Y",
                        help: "the slide of rotate-and-slide in points (default -20,-20)"),
        ],
        backdrop: ScenePictures.cellBackdrop,
        make: { clock, options throws(SceneOptionError) in DropInScene(style: try style(options), clock: clock) })

    /// The entrance that `--animation` and `--offset` select.
    static func style(_ options: [String: String]) throws(SceneOptionError) -> DropInAnimationStyle {
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
              let x = Double(parts[0].trimmingSpaces), let y = Double(parts[1].trimmingSpaces),
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
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " { result = result.dropFirst() }
        while let last = result.last, last == " " { result = result.dropLast() }
        return result
    }
}
