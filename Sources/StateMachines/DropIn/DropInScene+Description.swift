import ViewTree

extension DropInScene {
    /// The drop-in cards as `viewsim scenes` lists them, on grey so the white cards show, with the
    /// entrance chosen by the options `animation` and `offset`.
    public static let sceneDescription = SceneDescription(
        name: "dropin",
        summary: "a table of twenty member cards; each row animates in the first time it appears, never again",
        defaultScript: defaultScript,
        options: [
            SceneOption(key: "animation", kind: .choice(["rotate-and-slide", "fade"])),
            SceneOption(key: "offset", kind: .point(default: DropInAnimationStyle.defaultOffset)),
        ],
        backdrop: ScenePictures.cellBackdrop,
        make: { clock, options throws(SceneOptionError) in DropInScene(style: try style(options), clock: clock) })

    /// The entrance that `animation` and `offset` select: `offset` is the slide of
    /// rotate-and-slide and does not apply to fade.
    static func style(_ options: SceneOptionValues) throws(SceneOptionError) -> DropInAnimationStyle {
        let animation = try options.choice("animation")
        if animation == "fade" {
            if options.contains("offset") {
                throw .inapplicable(option: "offset", requiredOption: "animation", requiredValue: "rotate-and-slide",
                                    givenValue: animation)
            }
            return .fade
        }
        return .rotateAndSlide(offset: try options.point("offset"))
    }
}
