import Foundation

/// The container view of a modal presentation (UIKit's private `UITransitionView`): UIKit inserts
/// it into the window, on top, as large as the window, when a presentation starts. The animator
/// adds the views it animates to it; the presented controller's view stays in it for as long as
/// the presentation lasts, and it leaves the window when the dismissal completes.
public final class TransitionView: View {
    /// A container covering `frame` (the window's bounds), resizing with the window.
    public override init(frame: Rect) {
        super.init(frame: frame)
        name = "transitionView"
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    public required init?(coder: NSCoder) { return nil }

}
