import Foundation
import ViewTree

/// The seed's drop-in cards screen rebuilt on ViewTree (its `MainViewController`, a table view
/// controller): a full-screen table of twenty member cards whose rows enter with the seed's
/// animation the first time they are displayed, and never again.
///
/// Geometry (the seed's storyboard is not in its text; decided here): a 390 x 844 window, the
/// table covering it, rows ``MemberCardCell/rowHeight`` (140) points high, so rows 0-6 are on
/// screen at the start and all of them animate in then, as in the tutorial's first run.
public final class DropInScene: TableViewDataSource, TableViewDelegate {
    /// The simulated clock driving everything.
    public let clock: SimulationClock
    /// The window (390 x 844).
    public let window = Window()
    /// The table of cards.
    public let tableView: TableView
    /// The members shown, one per row.
    public let members: [TeamMember]
    /// The entrance animation (its start transform computed once, here).
    public let animator: DropInAnimator
    /// The once-only state of every row.
    public private(set) var rows = DropInRowTracker()

    /// What happened since the last ``takeEvents()``.
    var events = SceneEventLog()

    /// The script `viewsim play dropin` plays by default: the first rows settle; a slow scroll up
    /// by 900 points brings rows 7-13 in, each animating once; scrolling back down shows rows that
    /// have animated before, which do not animate again.
    public static let defaultScript = "wait 0.5; scroll 0 -900 0.6; wait 0.5; scroll 0 600 0.4; wait 0.5"

    /// Builds the screen on `clock` and lays it out: the rows on screen are displayed (and start
    /// their entrance) at the clock's current time.
    public init(members: [TeamMember] = TeamMember.team, style: DropInAnimationStyle = .rotateAndSlide,
                clock: SimulationClock = SimulationClock()) {
        self.members = members
        self.clock = clock
        animator = DropInAnimator(style: style)
        tableView = TableView(frame: window.bounds)
        tableView.name = "tableView"
        tableView.rowHeight = MemberCardCell.rowHeight
        window.clock = clock
        window.addSubview(tableView)
        tableView.register(forCellReuseIdentifier: MemberCardCell.reuseIdentifier) { MemberCardCell() }
        tableView.dataSource = self
        tableView.delegate = self
        window.layoutIfNeeded()
    }

    // MARK: - Data source

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        members.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MemberCardCell.reuseIdentifier, for: indexPath)
        (cell as? MemberCardCell)?.configure(with: members[indexPath.row])
        return cell
    }

    // MARK: - Delegate

    /// The seed's `willDisplayCell`: a row never animated before gets the entrance, once.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        switch rows.willDisplay(indexPath) {
        case .animate:
            events.note("willDisplay(\(indexPath.row)): \(animator.style.name)")
            animator.animate(cell) { [weak self] finished in
                self?.rows.animationEnded(at: indexPath)
                if !finished { self?.events.note("entrance of row \(indexPath.row) cut short") }
            }
        case .none:
            events.note("willDisplay(\(indexPath.row)): animated before")
        }
    }

    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        events.note("didEndDisplaying(\(indexPath.row))")
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        events.note("didSelectRowAt(\(indexPath.row))")
    }

    // MARK: - Events

    /// The events since the last call, in order; clears them.
    public func takeEvents() -> [String] {
        events.take()
    }
}

extension DropInScene: PlayableScene, ScrollViewGestureTarget {
    /// The content offset, then every row on screen: its content view's presentation frame in the
    /// window, layer transform and opacity, and the row's ``DropInRowState``.
    public func tickRecord() -> SceneTick {
        var elements: [SceneElement] = []
        tableView.forEachVisibleCell { indexPath, cell in
            elements.append(SceneElement(name: "row \(indexPath.row)", view: cell.contentView, in: window,
                                         details: [SceneField("state", .text(rows.state(of: indexPath).rawValue))]))
        }
        return SceneTick(at: clock, fields: [SceneField("offset", .number(tableView.contentOffset.y))],
                         elements: elements, events: takeEvents())
    }

    public var scrollAxisIsVertical: Bool { true }

    public var draggedScrollView: ScrollView { tableView }

    public func noteGestureEvent(_ event: String) { events.note(event) }

    /// Taps the middle of the visible part of row `index`; a row off screen is missed (noted).
    public func tapItem(_ index: Int) {
        let frame = tableView.rectForRow(at: IndexPath(row: index, section: 0))
        guard let center = frame.visibleCenter(in: tableView.bounds) else {
            events.note("tap(\(index)) missed: row \(index) is not on screen")
            return
        }
        tableView.tap(at: center)
    }

    /// Taps a point in window coordinates.
    public func tap(atWindowPoint point: Point) {
        let local = tableView.convert(point, from: window)
        if tableView.tap(at: local) == nil {
            events.note("\(point.tapDescription) hit no row")
        }
    }

    /// A `tap N` must name one of the rows.
    public func validate(_ step: GestureScript.Step) throws(GestureScriptError) {
        try step.rejectTap(beyond: members.count, item: "row", of: "the drop-in table")
    }
}
