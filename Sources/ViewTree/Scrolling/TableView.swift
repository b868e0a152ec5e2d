import Foundation

/// A one-column list of rows (`UITableView`), built on the collection view's machinery: a
/// ``TableLayout`` places the rows, and cells are recycled through the same reuse queues.
///
/// Rows of height ``automaticDimension`` size themselves: each is measured by Auto Layout at the
/// table's width when its cell is about to appear (after the data source configured it), once per
/// width and content; until then it counts at its estimate (``estimatedRowHeight``). When rows above
/// the viewport change height, the content offset moves with them so the rows on screen stay put.
///
/// Differences from UIKit, by design: plain style only, no headers, footers, separators (so a
/// self-sized row is exactly as high as its content view's fitting height, with no separator
/// added) or editing; `TableView` is a subclass of `CollectionView` here (UIKit's are siblings).
open class TableView: CollectionView {
    /// Where `scrollToRow(at:at:animated:)` puts a row (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Sendable {
        /// Scroll as little as needed to show the row.
        case none
        /// The row at the top.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// The data source as a table view data source, if it is one (set ``dataSource``).
    public private(set) weak var tableDataSource: (any TableViewDataSource)?

    override func dataSourceDidChange() {
        tableDataSource = dataSource as? any TableViewDataSource
    }

    /// The delegate as a table view delegate, if it is one.
    public private(set) weak var tableDelegate: (any TableViewDelegate)?

    open override weak var delegate: (any ScrollViewDelegate)? {
        didSet { tableDelegate = delegate as? any TableViewDelegate }
    }

    /// The row height that asks for self-sizing rows (`UITableView.automaticDimension`), for
    /// ``rowHeight``, the delegate's `heightForRowAt`, and ``estimatedRowHeight`` (there: "the
    /// system's estimate", 44 points).
    public static let automaticDimension = -1.0

    /// The estimate a row of height ``automaticDimension`` counts at until it is measured, when
    /// no estimate was set.
    public static let systemEstimatedRowHeight = 44.0

    /// The height of rows whose delegate does not say (UIKit's classic default for a table made in
    /// code, 44 points; ``automaticDimension`` makes the rows size themselves).
    public var rowHeight = 44.0 { didSet { collectionViewLayout.invalidateLayout() } }

    /// The height that self-sizing rows count at before they are measured (default
    /// ``automaticDimension``: the system's estimate, 44 points, as in UIKit since iOS 11). Zero
    /// turns estimates off: every self-sizing row is measured at the first layout pass after a
    /// reload, with cells that are not displayed.
    public var estimatedRowHeight = TableView.automaticDimension { didSet { collectionViewLayout.invalidateLayout() } }

    /// A table view with the given frame.
    public init(frame: Rect) {
        super.init(frame: frame, collectionViewLayout: TableLayout())
    }

    /// The styles of table UIKit offers (`UITableView.Style`). Every style is laid out as the
    /// plain one (rows one under the other, no section header or footer spacing, no inset).
    public enum Style: String, Sendable {
        /// Rows one under the other.
        case plain
        /// Sections set apart (laid out as plain here).
        case grouped
        /// Sections set apart and inset in rounded groups (laid out as plain here).
        case insetGrouped
    }

    /// The table's style, as given (see ``Style`` for how it is laid out).
    public private(set) var style = Style.plain

    /// A table view with the given frame and style (`UITableView(frame:style:)`).
    public convenience init(frame: Rect, style: Style) {
        self.init(frame: frame)
        self.style = style
    }

    /// A table view with a zero frame (`UITableView()`).
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A view above the rows (`tableHeaderView`): as wide as the table, as tall as its frame
    /// when it is set; the rows start below it.
    public var tableHeaderView: View? {
        didSet { accessoryViewDidChange(from: oldValue, to: tableHeaderView) }
    }

    /// A view below the rows (`tableFooterView`), placed as ``tableHeaderView`` is.
    public var tableFooterView: View? {
        didSet { accessoryViewDidChange(from: oldValue, to: tableFooterView) }
    }

    /// The height of section headers (kept for the app: sections have no headers here).
    public var sectionHeaderHeight: CGFloat = 0
    /// The height of section footers (kept for the app: sections have no footers here).
    public var sectionFooterHeight: CGFloat = 0

    private func accessoryViewDidChange(from old: View?, to new: View?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        collectionViewLayout.invalidateLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        if let header = tableHeaderView {
            header.frame = Rect(x: 0, y: 0, width: width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            let height = footer.frame.height
            footer.frame = Rect(x: 0, y: contentSize.height - height, width: width, height: height)
        }
    }

    /// How rows are separated (`UITableViewCell.SeparatorStyle`); separators take no room in
    /// UIKit's layout, nor here.
    public var separatorStyle = SeparatorStyle.singleLine
    /// The insets of row separators (kept for the app; separators are not drawn).
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Sendable {
        /// No separators.
        case none
        /// A line between rows.
        case singleLine
    }

    public required init?(coder: NSCoder) { return nil }

    /// The height of a row, as the delegate (or `rowHeight`) says: ``automaticDimension`` for a
    /// self-sizing row (see ``rectForRow(at:)`` for the height it has).
    public func heightForRow(at indexPath: IndexPath) -> Double {
        guard let tableDelegate else { return rowHeight }
        return tableDelegate.tableView(self, heightForRowAt: indexPath)
    }

    /// The estimate of a self-sizing row that was not measured: the delegate's, else
    /// ``estimatedRowHeight``, with ``automaticDimension`` (and zero, which only says when to
    /// measure) meaning the system's estimate.
    func estimatedHeight(forRowAt indexPath: IndexPath) -> Double {
        let estimate: Double = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath).native
            ?? estimatedRowHeight
        return estimate > 0 ? estimate : Self.systemEstimatedRowHeight
    }

    override var measuresItemsBeforeDisplay: Bool { estimatedRowHeight == 0 }

    /// Asks the data source again for these rows' cells at the next layout pass; self-sizing rows
    /// among them are measured again (`reloadRows(at:with:)` without the animation).
    public func reloadRows(at indexPaths: [IndexPath]) {
        reloadItems(at: indexPaths)
    }

    /// Registers how to make a new cell for `identifier` when its reuse queue is empty.
    public func register(forCellReuseIdentifier identifier: String, makeCell: @escaping () -> TableViewCell) {
        register(forCellWithReuseIdentifier: identifier, makeCell: makeCell)
    }

    /// A recycled (after `prepareForReuse()`) or new cell for `indexPath`; see
    /// `dequeueReusableCell(withReuseIdentifier:for:)`. A registered factory that makes something
    /// other than a `TableViewCell` is a programming error.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? TableViewCell else {
            preconditionFailure("the cell registered for '\(identifier)' is not a TableViewCell")
        }
        return cell
    }

    /// A recycled or new cell for `identifier`, or nil when none waits and none is registered
    /// (UIKit's older `dequeueReusableCell(withIdentifier:)`, whose callers make the cell then).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard reuseQueues[identifier]?.isEmpty == false || cellFactories[identifier] != nil else { return nil }
        return dequeueReusableCell(withReuseIdentifier: identifier, for: IndexPath(item: 0, section: 0)) as? TableViewCell
    }

    /// How a change of rows is animated (`UITableView.RowAnimation`; changes are not animated here).
    public enum RowAnimation: Sendable {
        /// The kinds UIKit offers.
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// Reloads rows (`reloadRows(at:with:)`; not animated).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadRows(at: indexPaths)
    }

    /// Rows were inserted in the data (`insertRows(at:with:)`): the table reloads its data.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadData()
    }

    /// Rows were deleted from the data (`deleteRows(at:with:)`): the table reloads its data.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadData()
    }

    /// Sections changed in the data (`reloadSections(_:with:)`): the table reloads its data.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        reloadData()
    }

    /// Starts a group of row changes (`beginUpdates()`); ``endUpdates()`` applies them.
    public func beginUpdates() {}

    /// Applies the changes since ``beginUpdates()``: as in UIKit, row heights are asked again
    /// (the table reloads its data; self-sizing rows are measured again).
    public func endUpdates() {
        reloadData()
    }

    /// Selects a row without telling the delegate (`selectRow(at:animated:scrollPosition:)`).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in indexPathsForSelectedItems { deselectItem(at: selected) }
            return
        }
        selectItem(at: indexPath)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// The selected row, the first if several are (`indexPathForSelectedRow`).
    public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedItems.first }

    /// The selected rows, or nil when none is (`indexPathsForSelectedRows`).
    public var indexPathsForSelectedRows: [IndexPath]? {
        indexPathsForSelectedItems.isEmpty ? nil : indexPathsForSelectedItems
    }

    /// Deselects a row without telling the delegate (`deselectRow(at:animated:)`).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath)
    }

    /// The number of rows in a section, as last loaded.
    public func numberOfRows(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    /// The cell showing a row, or nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cellForItem(at: indexPath) as? TableViewCell }

    /// The rows on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath] { indexPathsForVisibleItems }

    /// The row at `point` (content coordinates), or nil.
    public func indexPathForRow(at point: Point) -> IndexPath? { indexPathForItem(at: point) }

    /// The rectangle of a row in content coordinates (`.null` if it does not exist).
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        layoutAttributesForItem(at: indexPath)?.frame ?? .null
    }

    /// Scrolls the row to `position`, clamped to the content.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        switch position {
        case .none: scrollRectToVisible(rectForRow(at: indexPath), animated: animated)
        case .top: scrollToItem(at: indexPath, at: .top, animated: animated)
        case .middle: scrollToItem(at: indexPath, at: .centeredVertically, animated: animated)
        case .bottom: scrollToItem(at: indexPath, at: .bottom, animated: animated)
        }
    }

    // MARK: - The collection machinery's questions, answered with the table's protocols

    override func sourceNumberOfSections() -> Int {
        tableDataSource?.numberOfSections(in: self) ?? 0
    }

    override func sourceNumberOfItems(inSection section: Int) -> Int {
        tableDataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    override func sourceCell(at indexPath: IndexPath) -> CollectionViewCell? {
        tableDataSource?.tableView(self, cellForRowAt: indexPath)
    }

    override func notifyWillDisplay(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        guard let cell = cell as? TableViewCell else { return }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    override func notifyDidEndDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        guard let cell = cell as? TableViewCell else { return }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    override func delegateShouldSelect(_ indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldSelectRowAt: indexPath) ?? true
    }

    override func notifyDidSelect(_ indexPath: IndexPath) {
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    override func notifyDidDeselect(_ indexPath: IndexPath) {
        tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("tableView", make: TableView.init(frame:), intrinsic: .none)
    }

    /// The style, row heights and their estimate, section header and footer heights and separator
    /// style the document sets (`-1` is ``automaticDimension``, as Xcode writes it).
    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        func height(_ name: String) -> Double? {
            model.attributes.number(name).map { $0 == -1 ? Self.automaticDimension : min(max(0, $0), IBDocumentReader.largestPoints) }
        }
        style = Style(rawValue: model.attributes["style"] ?? "") ?? .plain  // the names Interface Builder writes
        if let value = height("rowHeight") { rowHeight = value }
        if let value = height("estimatedRowHeight") { estimatedRowHeight = value }
        if let value = height("sectionHeaderHeight") { sectionHeaderHeight = value }
        if let value = height("sectionFooterHeight") { sectionFooterHeight = value }
        if model.attributes["separatorStyle"] == "none" { separatorStyle = .none }
    }
}
