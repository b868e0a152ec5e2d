import ViewTree

/// What the salon selector shows at the end of one tick: the row `viewsim play salon` prints.
public struct SalonTickRecord: Sendable, Equatable {
    /// One cell on screen.
    public struct Cell: Sendable, Equatable {
        /// The item it shows.
        public var index: Int
        /// Its state (the model value; the container's size shows the animation's progress).
        public var state: SalonSelectorCell.State
        /// Its presentation frame in window coordinates.
        public var frame: Rect
        /// Its container's presentation size.
        public var containerSize: Size
    }

    /// The tick (0 before the first).
    public var tick: Int
    /// The time in seconds.
    public var time: Double
    /// The collection view's content offset.
    public var contentOffset: Point
    /// The scrolling state.
    public var scrollingState: SelectionScrollingState
    /// The item under the centre of the collection view, if any.
    public var centredIndex: Int?
    /// The cells on screen, in item order.
    public var cells: [Cell]
    /// The selection frame's presentation opacity.
    public var selectionFrameAlpha: Double
    /// The selection frame's presentation scale.
    public var selectionFrameScale: Double
    /// The delegate calls and notes of this tick, in order.
    public var events: [String]
}

extension SalonSelectorScene {
    /// The record of the current tick (taking the events recorded since the last record).
    public func record() -> SalonTickRecord {
        var cells: [SalonTickRecord.Cell] = []
        collectionView.forEachVisibleCell { indexPath, cell in
            guard let cell = cell as? SalonSelectorCell else { return }
            cells.append(SalonTickRecord.Cell(index: indexPath.item, state: cell.state,
                                              frame: cell.presentationFrame(in: window),
                                              containerSize: cell.containerView.presentation.bounds.size))
        }
        let frame = selectionFrameView.presentation
        let transform = frame.transform
        return SalonTickRecord(tick: clock.tickIndex, time: clock.now, contentOffset: collectionView.contentOffset,
                               scrollingState: scrollingState, centredIndex: selectedIndexPath()?.item, cells: cells,
                               selectionFrameAlpha: frame.alpha,
                               selectionFrameScale: (transform.a * transform.a + transform.b * transform.b).squareRoot(),
                               events: takeEvents())
    }

    /// Plays `script` from now and returns the record of the starting state and of every tick.
    /// Throws (before anything runs) if the script taps an item that does not exist.
    public func play(_ script: GestureScript) throws(GestureScriptError) -> [SalonTickRecord] {
        let player = try GesturePlayer(script: script, target: self)
        var records = [record()]
        player.play { records.append(record()) }
        return records
    }
}

/// The text and JSON forms of a salon selector timeline.
public enum SalonTimelineFormat {
    /// One compact line per tick:
    /// `TICK t=TIME offset=X state=STATE centre=I | cell I STATE frame=(X Y; W H) container=WxH | ... |
    /// selectionFrame alpha=A scale=S | EVENT, EVENT`. Numbers are `%g`.
    public static func text(_ records: [SalonTickRecord]) -> String {
        var out = ""
        for record in records {
            out += line(record)
            out += "\n"
        }
        return out
    }

    static func line(_ record: SalonTickRecord) -> String {
        var parts: [String] = []
        parts.append("\(record.tick) t=\(formatGeometry(record.time)) offset=\(formatGeometry(record.contentOffset.x))"
                     + (record.contentOffset.y == 0 ? "" : ",\(formatGeometry(record.contentOffset.y))")
                     + " state=\(record.scrollingState) centre=\(record.centredIndex.map(String.init) ?? "-")")
        for cell in record.cells {
            parts.append("cell \(cell.index) \(cell.state.rawValue) frame=\(cell.frame) container="
                         + "\(formatGeometry(cell.containerSize.width))x\(formatGeometry(cell.containerSize.height))")
        }
        parts.append("selectionFrame alpha=\(formatGeometry(record.selectionFrameAlpha)) scale=\(formatGeometry(record.selectionFrameScale))")
        if !record.events.isEmpty { parts.append(record.events.joined(separator: ", ")) }
        return parts.joined(separator: " | ")
    }

    /// A JSON array with one object per tick: `tick`, `time`, `contentOffset` `{x, y}`,
    /// `scrollingState` (`"idle"` or `"scrolling"`), `animateSelectionFrame` (`null` when idle),
    /// `centredIndex` (or `null`), `cells` (`index`, `state`, `frame` `{x, y, width, height}` in
    /// window coordinates, `containerSize` `{width, height}`), `selectionFrame` `{alpha, scale}`,
    /// `events` (strings).
    public static func json(_ records: [SalonTickRecord]) -> String {
        var out = "[\n"
        for (index, record) in records.enumerated() {
            out += "  " + object(record)
            out += index == records.count - 1 ? "\n" : ",\n"
        }
        return out + "]\n"
    }

    static func object(_ record: SalonTickRecord) -> String {
        let number = JSONNumber.text
        var state = "\"idle\""
        var animate = "null"
        if case .scrolling(let animateSelectionFrame) = record.scrollingState {
            state = "\"scrolling\""
            animate = animateSelectionFrame ? "true" : "false"
        }
        let cells = record.cells.map { cell in
            "{\"index\": \(cell.index), \"state\": \"\(cell.state.rawValue)\", \"frame\": {\"x\": \(number(cell.frame.minX)), "
                + "\"y\": \(number(cell.frame.minY)), \"width\": \(number(cell.frame.width)), \"height\": \(number(cell.frame.height))}, "
                + "\"containerSize\": {\"width\": \(number(cell.containerSize.width)), \"height\": \(number(cell.containerSize.height))}}"
        }
        return "{\"tick\": \(record.tick), \"time\": \(number(record.time)), "
            + "\"contentOffset\": {\"x\": \(number(record.contentOffset.x)), \"y\": \(number(record.contentOffset.y))}, "
            + "\"scrollingState\": \(state), \"animateSelectionFrame\": \(animate), "
            + "\"centredIndex\": \(record.centredIndex.map(String.init) ?? "null"), "
            + "\"cells\": [\(cells.joined(separator: ", "))], "
            + "\"selectionFrame\": {\"alpha\": \(number(record.selectionFrameAlpha)), \"scale\": \(number(record.selectionFrameScale))}, "
            + "\"events\": [\(record.events.map(JSONNumber.quoted).joined(separator: ", "))]}"
    }
}
