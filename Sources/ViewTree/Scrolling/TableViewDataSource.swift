import Foundation

/// What a ``TableView`` asks for its rows (`UITableViewDataSource`).
public protocol TableViewDataSource: ItemsDataSource {
    /// The number of sections (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in a section.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// A configured cell for a row; get it from `tableView.dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// What a ``TableView`` tells its delegate besides scrolling (`UITableViewDelegate`); every method
/// has a default.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of a row (default: the table view's `rowHeight`). Asked for every row when the
    /// data is (re)loaded, not while scrolling.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The estimated height of a self-sizing row before it is measured (default: the table view's
    /// `estimatedRowHeight`). Both answer `CGFloat`, UIKit's type, so that a delegate written for
    /// UIKit binds to them.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The cell is about to appear for the row.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The cell stopped showing the row.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a tap may select the row (default true).
    func tableView(_ tableView: TableView, shouldSelectRowAt indexPath: IndexPath) -> Bool
    /// A tap selected the row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// Selecting another row deselected this one.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, shouldSelectRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
