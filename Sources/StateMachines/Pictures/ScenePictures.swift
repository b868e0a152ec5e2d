import ViewTree

/// How the seeds' screens are drawn as SVG pictures (`viewsim render`, the HTML player): the
/// render options that carry what only the seeds know, and the pictures themselves.
public enum ScenePictures {
    /// What a lone cell is drawn on: iOS's grouped-table background (#f2f2f7), so that the
    /// expanded cell's white container shows.
    public static let cellBackdrop = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)

    /// The seeds' images that are drawn as something other than a placeholder: the selection
    /// frame's corner image (`selection-corner`, a top-right bracket; the bottom-left one is the
    /// same image turned by 3.14 radians) as a dark grey corner mark 4 points thick.
    public static let imageAppearances: [String: SVGImageAppearance] = [
        "selection-corner": .cornerMark(color: .darkGray, lineWidth: 4),
    ]

    /// Render options with the seeds' image appearances, a title, the given backdrop and,
    /// when asked, the outline overlay.
    public static func options(title: String?, backdrop: Color?, showsOutlines: Bool = false) -> SVGRenderOptions {
        SVGRenderOptions(showsOutlines: showsOutlines, backdrop: backdrop, imageAppearances: imageAppearances, title: title)
    }

    /// The SVG of the salon cell laid out in `state` with `salon` (the first built-in one by
    /// default), on ``cellBackdrop``.
    public static func cell(_ state: SalonSelectorCell.State, salon: SalonEntity = SalonEntity.builtIn[0],
                            showsOutlines: Bool = false) -> String {
        let cell = SalonSelectorCell.laidOut(state: state, salon: salon)
        let options = options(title: "SalonSelectorCell \(state.rawValue)", backdrop: cellBackdrop, showsOutlines: showsOutlines)
        return SVGRenderer(options: options).render(cell)
    }
}
