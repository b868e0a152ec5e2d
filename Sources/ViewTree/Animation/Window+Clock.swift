extension Window {
    /// Called when the window's clock changes: the window's layout pass moves to the new clock.
    func clockDidChange(from old: SimulationClock?) {
        old?.removeFrameObserver(layoutPass)
        clock?.addFrameObserver(layoutPass, phase: .layout)
    }
}

/// Lays out a window once per tick, in the clock's layout phase: after the main queue and the
/// update phase (scroll physics) have changed things, before the render phase (animations).
/// This is UIKit's layout pass at the end of a run-loop turn; it costs O(1) when nothing needs layout.
final class WindowLayoutPass: FrameObserver {
    /// Not retained, and not `weak` (which would give the window a side-table reference count that
    /// every retain and release of it then pays for): the window takes the pass off its clock and
    /// clears this when it goes away (`Window.deinit`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    unowned var window: Window?

    init(window: Window) {
        self.window = window
    }

    func clockDidTick(_ clock: SimulationClock) {
        guard let window else {
            clock.removeFrameObserver(self)
            return
        }
        if window.needsLayout || window.layoutState.subtreeNeedsLayout {
            window.layoutIfNeeded()
        }
    }
}
