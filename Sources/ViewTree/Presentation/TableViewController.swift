import Foundation

/// A controller whose view is a table view it feeds and hears from (`UITableViewController`):
/// it is the table's data source and delegate, with UIKit's defaults (one section of no rows);
/// subclasses override the methods they need.
open class TableViewController: ScrollViewOwningController, TableViewDataSource, TableViewDelegate {
    /// The style the table view is created with.
    public let tableStyle: TableView.Style

    /// A controller whose table view will have `style`.
    public init(style: TableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table view.
    public override init(nibName: String?, bundle: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The table view (the controller's view, loaded on first access). Implicitly unwrapped, as
    /// UIKit declares it, so that `tableView!` and `tableView?` in app code compile; it is never nil.
    public var tableView: TableView! { installedView() }

    /// Creates a table view as large as the screen, fed by this controller.
    open override func loadView() {
        let tableView = TableView(frame: screenBounds, style: tableStyle)
        view = tableView
        tableView.dataSource = self
        tableView.delegate = self
    }

    // MARK: - Data source (override)

    /// One section (UIKit's default).
    open func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// No rows until a subclass says otherwise.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A subclass that reports rows must override this (UIKit raises an exception otherwise).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        preconditionFailure("\(typeName) reports rows but does not override tableView(_:cellForRowAt:)")
    }

    // MARK: - Delegate (override what you need)

    // Each answers as UIKit's defaults do: the table's row heights, selection allowed, every
    // notification ignored.

    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, shouldSelectRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
