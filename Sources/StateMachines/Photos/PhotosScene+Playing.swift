import Foundation
import ViewTree

extension PhotosScene: PlayableScene, DefaultScriptedScene {
    /// The photo grid as `viewsim scenes` lists it, on white.
    public static let sceneDescription = SceneDescription(
        name: "photos",
        summary: "a thumbnail grid; a tap zooms a photo into a paging browser, a tap zooms it back",
        backdrop: .white, make: { PhotosScene(clock: $0) })

    /// The phase, the grid's content offset, the browser's offset and page while it exists, the
    /// transition and its progress while one runs; then every view in the presentation's container
    /// (the browser, the moving image) and the browser's photos on screen, with presentation frames
    /// in the window, 3-D transforms and opacities. On the grid: the range of thumbnails on screen.
    public func tickRecord() -> SceneTick {
        var fields = [SceneField("phase", .text(phase.description)),
                      SceneField("gridOffset", .number(gridView.contentOffset.y))]
        var elements: [SceneElement] = []
        if let browser {
            fields.append(SceneField("browserOffset", .number(browser.collectionView.contentOffset.x)))
        }
        fields += SceneField.transitionFields(transition, at: clock.now)
        if let containerView {
            for view in containerView.subviews {
                elements.append(SceneElement(name: view.name ?? ViewDump.typeName(of: view), view: view, in: window))
                guard let collectionView = view as? CollectionView else { continue }
                collectionView.forEachVisibleCell { indexPath, cell in
                    guard let photo = cell as? PhotoCell else { return }
                    elements.append(SceneElement(name: "photo \(indexPath.item)", view: photo.imageView, in: window))
                }
            }
        } else {
            let visible = gridView.indexPathsForVisibleItems.map(\.item)
            if let first = visible.min(), let last = visible.max() {
                fields.append(SceneField("thumbnails", .text("\(first)-\(last) of \(feed.items.count)")))
            }
        }
        return SceneTick(at: clock, fields: fields, elements: elements, events: takeEvents())
    }

    /// The collection view that takes touches in this phase (none while a photo zooms or fades).
    var touchedCollectionView: CollectionView? {
        switch phase {
        case .grid: return gridView
        case .browsing: return browser?.collectionView
        default: return nil
        }
    }

    /// Vertical on the grid, horizontal in the browser.
    public var scrollAxisIsVertical: Bool {
        if case .browsing = phase { return false }
        return true
    }

    public func beginDrag() {
        guard let target = touchedCollectionView else {
            events.note("drag ignored while \(phase)")
            return
        }
        dragTarget = target
        target.beginDragging()
    }

    public func moveFinger(toTranslation translation: Vector) {
        dragTarget?.drag(toTranslation: translation)
    }

    public func releaseFinger(velocity: Vector) {
        dragTarget?.endDragging(fingerVelocity: velocity)
        dragTarget = nil
    }

    /// Taps the middle of the visible part of item `index` in the grid or the browser; an item off
    /// screen is missed (noted), and nothing takes touches while a photo zooms or the browser fades in.
    public func tapItem(_ index: Int) {
        guard let collectionView = touchedCollectionView else {
            events.note("tap(\(index)) ignored while \(phase)")
            return
        }
        let indexPath = IndexPath(item: index, section: 0)
        guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else {
            events.note("tap(\(index)) missed: item \(index) is not loaded (\(feed.items.count) items)")
            return
        }
        guard let center = frame.visibleCenter(in: collectionView.bounds) else {
            events.note("tap(\(index)) missed: item \(index) is not on screen")
            return
        }
        if collectionView.tap(at: center) == nil { events.note("tap(\(index)) stopped the scrolling") }
    }

    /// Taps a point of the window on the collection view that takes touches now.
    public func tap(atWindowPoint point: Point) {
        let description = point.tapDescription
        guard let collectionView = touchedCollectionView else {
            events.note("\(description) ignored while \(phase)")
            return
        }
        let local = collectionView.convert(point, from: window)
        if collectionView.tap(at: local) == nil { events.note("\(description) hit no photo") }
    }

    /// A `tap N` must name an item the feed can hold.
    public func validate(_ step: GestureScript.Step) throws(GestureScriptError) {
        try step.rejectTap(beyond: feed.maximumCount, item: "item", of: "the photo feed")
    }
}
