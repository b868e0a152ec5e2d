import Foundation
import ViewTree

extension MultitaskScene: PlayableScene, DefaultScriptedScene, ScrollViewGestureTarget {
    /// The task switcher as `viewsim scenes` lists it, on black.
    public static let sceneDescription = SceneDescription(
        name: "multitask",
        summary: "task-switcher cards placed by the seed's formula, shrinking and fading as they climb",
        backdrop: .black, make: { MultitaskScene(clock: $0) })

    /// The content offset, then every card on screen from back to front: its presentation frame in
    /// the window (scaled), transform and opacity, its distance `y` from the top by the seed's
    /// formula, and its `zIndex`.
    public func tickRecord() -> SceneTick {
        var elements: [SceneElement] = []
        let x = collectionView.contentOffset.y
        collectionView.forEachVisibleCell { indexPath, cell in
            elements.append(SceneElement(name: "card \(indexPath.item)", view: cell, in: window, details: [
                SceneField("y", .number(layout.originY(ofItem: indexPath.item, atOffset: x))),
                SceneField("z", .integer(indexPath.item)),
            ]))
        }
        return SceneTick(at: clock, fields: [SceneField("offset", .number(x))], elements: elements, events: takeEvents())
    }

    public var scrollAxisIsVertical: Bool { true }

    public var draggedScrollView: ScrollView { collectionView }

    public func noteGestureEvent(_ event: String) { events.note(event) }

    /// Taps the middle of the visible part of card `index` (the part the next card does not cover);
    /// a card off screen or covered is missed (noted).
    public func tapItem(_ index: Int) {
        guard let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0)),
              !attributes.isHidden else {
            events.note("tap(\(index)) missed: card \(index) is not on screen")
            return
        }
        var visible = attributes.frame.intersection(collectionView.bounds)
        if let next = collectionView.layoutAttributesForItem(at: IndexPath(item: index + 1, section: 0)), !next.isHidden {
            visible.size.height = min(visible.height, next.frame.minY - visible.minY)
        }
        guard !visible.isNull, visible.height > 0 else {
            events.note("tap(\(index)) missed: card \(index) is not on screen")
            return
        }
        tapCollectionView(at: visible.center, describedAs: "tap(\(index))")
    }

    /// Taps a point in window coordinates.
    public func tap(atWindowPoint point: Point) {
        tapCollectionView(at: collectionView.convert(point, from: window),
                          describedAs: point.tapDescription)
    }

    private func tapCollectionView(at point: Point, describedAs description: String) {
        let wasMoving = collectionView.isDecelerating || collectionView.isScrollAnimating
        guard collectionView.tap(at: point) == nil else { return }
        events.note(wasMoving ? "\(description): touch stopped the scrolling" : "\(description) hit no card")
    }

    /// A `tap N` must name one of the cards.
    public func validate(_ step: GestureScript.Step) throws(GestureScriptError) {
        try step.rejectTap(beyond: apps.count, item: "card", of: "the task switcher")
    }
}
