import Foundation
import ViewTree

/// The seed's multitask cards screen rebuilt on ViewTree (its view controller): a full-screen
/// collection view of app cards placed by ``MultitaskLayout``, which slide up, shrink and fade as
/// the content scrolls, stacked like a task switcher.
///
/// Geometry (the seed's is not in its text; decided here): a 390 x 844 window, the collection view
/// covering it, cards 350 x 480 (20 points from each side). At offset 0 cards 0, 1 and 2 are on
/// screen at y = 250, 422.6 and 671.1.
///
/// A tap on a card selects it and scrolls it (animated) to card 0's starting place, y = 250, the
/// front of the stack (the seed opens nothing; a task switcher would open the app).
public final class MultitaskScene: CollectionViewDataSource, CollectionViewDelegate {
    /// The simulated clock driving everything.
    public let clock: SimulationClock
    /// The window (390 x 844).
    public let window = Window()
    /// The seed's layout.
    public let layout = MultitaskLayout()
    /// The collection view of cards.
    public let collectionView: CollectionView
    /// The apps shown, one card each, in order.
    public let apps: [TaskSwitcherApp]

    /// What happened since the last ``takeEvents()``.
    var events = SceneEventLog()

    /// The script `viewsim play multitask` plays by default: a slow scroll by 900 points (the cards
    /// climb; released at rest it settles at offset 840, card 6 at y = 250), a swipe up that flies
    /// on and settles further down the stack, and a tap on a card, which scrolls it to the front.
    public static let defaultScript = "wait 0.2; scroll 0 -900 0.6; wait 2.5; swipe up; wait 3.5; tap 8; wait 0.5"

    /// Builds the screen on `clock` and lays it out.
    public init(apps: [TaskSwitcherApp] = TaskSwitcherApp.recent, clock: SimulationClock = SimulationClock()) {
        self.apps = apps
        self.clock = clock
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.name = "collectionView"
        collectionView.backgroundColor = .black
        window.clock = clock
        window.addSubview(collectionView)
        collectionView.register(forCellWithReuseIdentifier: TaskCardCell.reuseIdentifier) { TaskCardCell() }
        collectionView.dataSource = self
        collectionView.delegate = self
        window.layoutIfNeeded()
    }

    // MARK: - Data source

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        apps.count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TaskCardCell.reuseIdentifier, for: indexPath)
        (cell as? TaskCardCell)?.configure(with: apps[indexPath.item])
        return cell
    }

    // MARK: - Delegate

    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        events.note("willDisplay(\(indexPath.item))")
    }

    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
                               forItemAt indexPath: IndexPath) {
        events.note("didEndDisplaying(\(indexPath.item))")
    }

    /// Brings the tapped card to the front of the stack (see the type's documentation).
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        events.note("didSelectItemAt(\(indexPath.item))")
        let target = layout.restingOffset(near: layout.step * Double(indexPath.item))
        collectionView.setContentOffset(Point(x: 0, y: target), animated: true)
    }

    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: UnsafeMutablePointer<Point>) {
        events.note("willEndDragging(velocity: \(formatGeometry(velocity.y)), target: \(formatGeometry(targetContentOffset.pointee.y)))")
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        events.note("didEndDecelerating")
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        events.note("didEndScrollingAnimation")
    }

    // MARK: - Events

    /// The events since the last call, in order; clears them.
    public func takeEvents() -> [String] {
        events.take()
    }
}
