import ViewTree

// What the scenes' `tapItem`, `tap(atWindowPoint:)` and `validate` share, so that every scene
// aims, names and rejects taps alike.

extension Point {
    /// How the events name a tap at this window point: `tap(X, Y)`.
    var tapDescription: String { "tap(\(formatGeometry(x)), \(formatGeometry(y)))" }
}

extension Rect {
    /// Where a tap on an item with this frame lands: the middle of the part `bounds` shows; nil
    /// when none of it shows.
    func visibleCenter(in bounds: Rect) -> Point? {
        let visible = intersection(bounds)
        guard !visible.isNull, !visible.isEmpty else { return nil }
        return visible.center
    }
}

extension GestureScript.Step {
    /// Rejects a `tap N` past the last of the `count` items (`item` names one, e.g. `row`) that
    /// `owner` (e.g. `the drop-in table`) holds.
    func rejectTap(beyond count: Int, item: String, of owner: String) throws(GestureScriptError) {
        if case .tapItem(let index) = gesture, index >= count {
            throw GestureScriptError(location: location,
                                     message: "\(item) \(index) does not exist; \(owner) has \(count) \(item)s (0-\(count - 1))")
        }
    }
}
