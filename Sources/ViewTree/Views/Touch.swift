import Foundation

/// A finger on the screen (`UITouch`), as ``Window/sendTap(at:)`` delivers it.
public final class Touch: Hashable {
    /// Where a touch is in its life (`UITouch.Phase`).
    public enum Phase: Sendable {
        /// The phases UIKit reports.
        case began, moved, stationary, ended, cancelled
    }

    /// The touch's phase.
    public internal(set) var phase: Phase
    /// The number of taps in a row (1 for a single tap).
    public let tapCount: Int
    /// The view the touch began in.
    public private(set) weak var view: View?
    /// The window the touch is in.
    public private(set) weak var window: Window?
    /// Where the touch is, in the window's coordinates.
    let locationInWindow: Point

    init(at point: Point, in window: Window, view: View?, tapCount: Int = 1) {
        locationInWindow = point
        self.window = window
        self.view = view
        self.tapCount = tapCount
        phase = .began
    }

    /// Where the touch is, in `view`'s coordinates (the window's for nil).
    public func location(in view: View?) -> Point {
        guard let view, let window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// Where the touch was at its previous event (the same place: taps do not move).
    public func previousLocation(in view: View?) -> Point {
        location(in: view)
    }

    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// The touches of one event (`UIEvent`).
public final class Event {
    /// Every touch of the event.
    public let allTouches: Set<Touch>?

    init(touches: Set<Touch>) {
        allTouches = touches
    }
}

extension Window {
    /// Taps the screen at `point` (window coordinates): the view ``View/hitTest(_:with:)`` finds
    /// hears `touchesBegan` then `touchesEnded` with one touch, as UIKit delivers a tap. Returns
    /// that view, or nil when nothing there takes touches.
    @discardableResult
    public func sendTap(at point: Point) -> View? {
        guard let view = hitTest(point, with: nil) else { return nil }
        let touch = Touch(at: point, in: self, view: view)
        let touches: Set<Touch> = [touch]
        let event = Event(touches: touches)
        view.touchesBegan(touches, with: event)
        touch.phase = .ended
        view.touchesEnded(touches, with: event)
        return view
    }
}
