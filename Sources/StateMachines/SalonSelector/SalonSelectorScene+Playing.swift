import Foundation
import ViewTree

extension SalonSelectorScene: PlayableScene, DefaultScriptedScene {
    /// The salon selector as `viewsim scenes` lists it: a grey backdrop so the white cells show.
    public static let sceneDescription = SceneDescription(
        name: "salon",
        summary: "a horizontal selector of five salons; the centred cell expands when scrolling stops",
        backdrop: ScenePictures.cellBackdrop, make: { SalonSelectorScene(clock: $0) })

    /// The content offset, the scrolling state and the centred item; every cell on screen in item
    /// order with its state (the model value; the container's size shows the animation's
    /// progress), presentation frame in the window and container's presentation size; then the
    /// selection frame's presentation opacity and scale.
    ///
    /// The text line is terse (`offset=X` with `,Y` only when Y is not 0, `state=scrolling(true)`,
    /// `centre=I` or `-`, `cell I STATE frame=F container=WxH`); JSON says each thing in full
    /// (`contentOffset` `{x, y}`, `scrollingState` `"idle"` or `"scrolling"`,
    /// `animateSelectionFrame` (`null` when idle), `centredIndex` (or `null`), `cells` with
    /// `index`, `state`, `frame` and `containerSize` `{width, height}`).
    public func tickRecord() -> SceneTick {
        var cells: [[SceneField]] = []
        collectionView.forEachVisibleCell { indexPath, cell in
            guard let cell = cell as? SalonSelectorCell else { return }
            let container = SceneValue.size(cell.containerView.presentation.bounds.size)
            cells.append([SceneField("cell", .text("cell \(indexPath.item)"), form: .unlabelledTextOnly),
                          SceneField("index", .integer(indexPath.item), form: .jsonOnly),
                          SceneField("state", .text(cell.state.rawValue), form: .unlabelledInText),
                          SceneField("frame", .rect(cell.presentationFrame(in: window))),
                          SceneField("container", container, form: .textOnly),
                          SceneField("containerSize", container, form: .jsonOnly)])
        }
        let offset = collectionView.contentOffset
        let centre = selectedIndexPath().map { SceneValue.integer($0.item) } ?? .missing
        let animatesSelectionFrame: SceneValue
        if case .scrolling(let animate) = scrollingState { animatesSelectionFrame = .bool(animate) } else { animatesSelectionFrame = .missing }
        let frame = selectionFrameView.presentation
        let transform = frame.transform
        let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let fields = [
            SceneField("offset", offset.y == 0 ? .number(offset.x) : .point(offset), form: .textOnly),
            SceneField("contentOffset", .point(offset), form: .jsonOnly),
            SceneField("state", .text(scrollingState.description), form: .textOnly),
            SceneField("scrollingState", .text(scrollingState == .idle ? "idle" : "scrolling"), form: .jsonOnly),
            SceneField("animateSelectionFrame", animatesSelectionFrame, form: .jsonOnly),
            SceneField("centre", centre, form: .textOnly),
            SceneField("centredIndex", centre, form: .jsonOnly),
            SceneField("cells", .groups(cells)),
            SceneField("selectionFrame", .group([SceneField("alpha", .number(frame.alpha)), SceneField("scale", .number(scale))])),
        ]
        return SceneTick(tick: clock.tickIndex, time: clock.now, fields: fields, events: takeEvents())
    }
}
