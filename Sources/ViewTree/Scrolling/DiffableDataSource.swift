import Foundation

/// The state of a list's data, as unique section and item identifiers in order
/// (`NSDiffableDataSourceSnapshot`). Make one, fill it, and apply it to a
/// ``CollectionViewDiffableDataSource`` or ``TableViewDiffableDataSource``.
///
/// An identifier used twice, or a section or item that the snapshot does not hold where one is
/// needed, is a programming error and stops the program with a message naming it, as UIKit
/// raises an exception.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    private var sections: [Section] = []
    private var items: [[Item]] = []
    private var sectionIndex: [Section: Int] = [:]
    private var sectionOfItem: [Item: Int] = [:]

    /// The items marked for reloading (`reloadItems(_:)`).
    public private(set) var reloadedItemIdentifiers: [Item] = []
    /// The items marked for reconfiguring (`reconfigureItems(_:)`).
    public private(set) var reconfiguredItemIdentifiers: [Item] = []
    /// The sections marked for reloading (`reloadSections(_:)`).
    public private(set) var reloadedSectionIdentifiers: [Section] = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    /// The sections, in order.
    public var sectionIdentifiers: [Section] { sections }
    /// The items of all sections, in order.
    public var itemIdentifiers: [Item] { items.flatMap { $0 } }

    /// The number of items in a section the snapshot holds.
    public func numberOfItems(inSection identifier: Section) -> Int { items[index(of: identifier)].count }
    /// The items of a section the snapshot holds, in order.
    public func itemIdentifiers(inSection identifier: Section) -> [Item] { items[index(of: identifier)] }
    /// The section holding an item, nil when no section does.
    public func sectionIdentifier(containingItem identifier: Item) -> Section? { sectionOfItem[identifier].map { sections[$0] } }
    /// An item's position among all items, nil when the snapshot does not hold it.
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let section = sectionOfItem[identifier], let position = items[section].firstIndex(of: identifier) else { return nil }
        return items[..<section].reduce(0) { $0 + $1.count } + position
    }
    /// A section's position, nil when the snapshot does not hold it.
    public func indexOfSection(_ identifier: Section) -> Int? { sectionIndex[identifier] }

    /// The section at an index, nil outside the snapshot.
    func sectionIdentifier(for index: Int) -> Section? { sections.indices.contains(index) ? sections[index] : nil }

    /// The number of items in the section at an index, 0 outside the snapshot.
    func numberOfItems(inSectionAt index: Int) -> Int { items.indices.contains(index) ? items[index].count : 0 }

    /// The item at an index path, nil outside the snapshot.
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// An item's index path, nil when the snapshot does not hold it.
    func indexPath(of item: Item) -> IndexPath? {
        guard let section = sectionOfItem[item], let position = items[section].firstIndex(of: item) else { return nil }
        return IndexPath(item: position, section: section)
    }

    // MARK: Sections

    /// Adds sections after the last one.
    public mutating func appendSections(_ identifiers: [Section]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Adds sections before a section the snapshot holds.
    public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
        insertSections(identifiers, at: index(of: toIdentifier))
    }

    /// Adds sections after a section the snapshot holds.
    public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
        insertSections(identifiers, at: index(of: toIdentifier) + 1)
    }

    /// Removes sections and their items (ones the snapshot does not hold are ignored).
    public mutating func deleteSections(_ identifiers: [Section]) {
        let doomed = Set(identifiers)
        for position in sections.indices.reversed() where doomed.contains(sections[position]) {
            sections.remove(at: position)
            items.remove(at: position)
        }
        reindex()
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections to reload: their cells are asked for again.
    public mutating func reloadSections(_ identifiers: [Section]) {
        for identifier in identifiers { _ = index(of: identifier) }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Items

    /// Adds items at the end of a section, by default the last one (there must be one).
    public mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) {
        let section = sectionIdentifier.map { index(of: $0) } ?? sections.count - 1
        guard section >= 0 else { preconditionFailure("there are currently no sections in the snapshot: append a section before its items") }
        insertItems(identifiers, in: section, at: items[section].count)
    }

    /// Adds items before an item the snapshot holds, in its section.
    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        let (section, position) = location(of: beforeIdentifier)
        insertItems(identifiers, in: section, at: position)
    }

    /// Adds items after an item the snapshot holds, in its section.
    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        let (section, position) = location(of: afterIdentifier)
        insertItems(identifiers, in: section, at: position + 1)
    }

    /// Removes items (ones the snapshot does not hold are ignored).
    public mutating func deleteItems(_ identifiers: [Item]) {
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
            items[section].removeAll { $0 == identifier }
        }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        sections.removeAll()
        items.removeAll()
        reindex()
    }

    /// Moves an item before another, into that item's section.
    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
        moveItem(identifier, to: toIdentifier, after: false)
    }

    /// Moves an item after another, into that item's section.
    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
        moveItem(identifier, to: toIdentifier, after: true)
    }

    /// Marks items to reload: their cells are asked for again.
    public mutating func reloadItems(_ identifiers: [Item]) {
        for identifier in identifiers { _ = location(of: identifier) }
        reloadedItemIdentifiers += identifiers
    }

    /// Marks items to reconfigure: their cells are asked for again (the same cell in UIKit).
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        for identifier in identifiers { _ = location(of: identifier) }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Upkeep

    private func index(of section: Section) -> Int {
        guard let position = sectionIndex[section] else { preconditionFailure("invalid section identifier \(section): the snapshot does not hold it") }
        return position
    }

    private func location(of item: Item) -> (section: Int, position: Int) {
        guard let section = sectionOfItem[item], let position = items[section].firstIndex(of: item) else {
            preconditionFailure("invalid item identifier \(item): the snapshot does not hold it")
        }
        return (section, position)
    }

    private mutating func insertSections(_ identifiers: [Section], at position: Int) {
        var seen = Set<Section>()
        for identifier in identifiers where sectionIndex[identifier] != nil || !seen.insert(identifier).inserted {
            preconditionFailure("section identifiers are not unique: \(identifier) is already in the snapshot")
        }
        sections.insert(contentsOf: identifiers, at: position)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: position)
        reindex()
    }

    private mutating func insertItems(_ identifiers: [Item], in section: Int, at position: Int) {
        for identifier in identifiers {
            guard sectionOfItem[identifier] == nil else {
                preconditionFailure("item identifiers are not unique: \(identifier) is already in the snapshot")
            }
            sectionOfItem[identifier] = section
        }
        items[section].insert(contentsOf: identifiers, at: position)
    }

    private mutating func moveSection(_ identifier: Section, to target: Section, after: Bool) {
        let from = index(of: identifier)
        _ = index(of: target)
        let moved = items.remove(at: from)
        sections.remove(at: from)
        let to = sections.firstIndex(of: target)! + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        items.insert(moved, at: to)
        reindex()
    }

    private mutating func moveItem(_ identifier: Item, to target: Item, after: Bool) {
        let from = location(of: identifier)
        _ = location(of: target)
        items[from.section].remove(at: from.position)
        let (section, position) = location(of: target)
        items[section].insert(identifier, at: position + (after ? 1 : 0))
        sectionOfItem[identifier] = section
    }

    private mutating func reindex() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
        sectionOfItem.removeAll(keepingCapacity: true)
        for (section, list) in items.enumerated() {
            for item in list { sectionOfItem[item] = section }
        }
    }
}

/// What the diffable data sources share: the list view they fill, the cell provider, the
/// snapshot shown, applying a new one and reading it. Use ``CollectionViewDiffableDataSource`` or
/// ``TableViewDiffableDataSource``.
open class DiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable,
                              ListView: CollectionView, Cell: CollectionViewCell> {
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell for an item (`nil` is a programming error, as in UIKit).
    public typealias CellProvider = (ListView, IndexPath, ItemIdentifierType) -> Cell?

    private let cellProvider: CellProvider
    private weak var listView: ListView?
    private var current = Snapshot()

    init(listView: ListView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.listView = listView
    }

    /// Shows `snapshot`'s sections and items; `completion` runs once they are in place. viewsim
    /// shows it at once (a reload, not an animated difference).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        listView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` by reloading the data (`applySnapshotUsingReloadData(_:completion:)`).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> Snapshot { current }
    /// The item at an index path, nil outside the data.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// An item's index path, nil when it is not shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    /// The section at an index, nil outside the data.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(for: index) }
    /// A section's index, nil when it is not shown.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The number of sections shown.
    var numberOfSections: Int { current.numberOfSections }

    /// The number of items in the section at `section`, 0 outside the data.
    func numberOfItems(inSectionAt section: Int) -> Int { current.numberOfItems(inSectionAt: section) }

    /// The provider's cell for the item at `indexPath`, which the list view asks for only inside
    /// the data.
    func cell(in listView: ListView, at indexPath: IndexPath) -> Cell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(listView, indexPath, item) else {
            preconditionFailure("the cell provider returned no cell for the item at \(indexPath)")
        }
        return cell
    }
}

/// The cells of a ``CollectionView`` made from a snapshot of identifiers
/// (`UICollectionViewDiffableDataSource`): it becomes the collection view's data source, and
/// ``DiffableDataSource/apply(_:animatingDifferences:completion:)`` shows a new snapshot.
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType, CollectionView, CollectionViewCell>, CollectionViewDataSource {
    /// Creates the data source and makes it `collectionView`'s (hold it: the collection view's
    /// `dataSource` is weak).
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        super.init(listView: collectionView, cellProvider: cellProvider)
        collectionView.dataSource = self
    }

    open func numberOfSections(in collectionView: CollectionView) -> Int { numberOfSections }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfItems(inSectionAt: section)
    }

    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cell(in: collectionView, at: indexPath)
    }
}

/// The rows of a ``TableView`` made from a snapshot of identifiers
/// (`UITableViewDiffableDataSource`); see ``CollectionViewDiffableDataSource``.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType, TableView, TableViewCell>, TableViewDataSource {
    /// Creates the data source and makes it `tableView`'s (hold it: the table view's `dataSource`
    /// is weak).
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        super.init(listView: tableView, cellProvider: cellProvider)
        tableView.dataSource = self
    }

    open func numberOfSections(in tableView: TableView) -> Int { numberOfSections }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        numberOfItems(inSectionAt: section)
    }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cell(in: tableView, at: indexPath)
    }
}

