import Foundation

/// The spinner above a scroll view's content that starts a refresh when the content is pulled
/// down (`UIRefreshControl`); set it as the scroll view's ``ScrollView/refreshControl``.
///
/// A drag that pulls the top of the content at least ``height`` below its resting place and then
/// lifts starts refreshing: ``isRefreshing`` becomes true and ``Control/Event/valueChanged`` is
/// sent. UIKit does not document how far the pull must go; viewsim asks for the control's whole
/// height, uncovered. ``beginRefreshing()`` and ``endRefreshing()`` send nothing, as in UIKit.
open class RefreshControl: Control {
    /// The control's height above the content (60 pt, the frame UIKit gives it).
    public static let height = 60.0

    /// Whether a refresh is in progress.
    public private(set) var isRefreshing = false
    /// The text under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Creates a refresh control.
    public override init(frame: Rect) {
        super.init(frame: frame)
        name = "refreshControl"
    }

    /// See `View.init(coder:)`: viewsim decodes no archives, so this always fails.
    public required init?(coder: NSCoder) { return nil }

    /// Shows the control as refreshing, as when a pull starts it (sends nothing).
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends the refresh.
    open func endRefreshing() {
        isRefreshing = false
    }

    /// A pull started a refresh: refreshing, then ``Control/Event/valueChanged``.
    func pulled() {
        guard isEnabled, !isRefreshing else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}
