import Foundation
import Testing
@testable import ViewTree

/// A cell that shows one string.
private final class TitleCell: CollectionViewCell {
    let label = Label()
}

/// `NSDiffableDataSourceSnapshot` and the diffable data sources: identifiers in order, their
/// index paths, and list views that show what was applied.
@Suite struct DiffableDataSourceTests {
    @Test func aSnapshotKeepsSectionsAndItemsInTheOrderItWasToldTo() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["b"])
        snapshot.insertSections(["a"], beforeSection: "b")
        snapshot.appendSections(["c"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([5])  // the last section
        snapshot.insertItems([3], afterItem: 2)
        snapshot.insertItems([4], beforeItem: 5)
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5] && snapshot.numberOfItems == 5)
        #expect(snapshot.itemIdentifiers(inSection: "c") == [4, 5] && snapshot.numberOfItems(inSection: "b") == 0)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "c" && snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfSection("c") == 2)

        snapshot.moveItem(1, afterItem: 5)
        snapshot.moveSection("c", beforeSection: "a")
        snapshot.deleteItems([3, 42])
        snapshot.deleteSections(["b"])
        #expect(snapshot.sectionIdentifiers == ["c", "a"])
        #expect(snapshot.itemIdentifiers == [4, 5, 1, 2])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "c" && snapshot.indexOfItem(2) == 3)
        snapshot.reloadItems([5])
        snapshot.reconfigureItems([2])
        #expect(snapshot.reloadedItemIdentifiers == [5] && snapshot.reconfiguredItemIdentifiers == [2])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func aCollectionViewShowsTheSnapshotApplied() throws {
        ReusableViewClasses.register(TitleCell.self) { TitleCell(frame: $0) }
        let layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 40)
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<TitleCell, String> { cell, indexPath, item in
            cell.label.text = "\(indexPath.section).\(indexPath.item) \(item)"
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        #expect(collectionView.dataSource === dataSource)
        var snapshot = dataSource.snapshot()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Cut", "Colour"], toSection: 0)
        snapshot.appendItems(["Nails"], toSection: 1)
        var applied = false
        dataSource.apply(snapshot) { applied = true }
        collectionView.layoutIfNeeded()
        let texts = collectionView.indexPathsForVisibleItems.sorted().compactMap {
            (collectionView.cellForItem(at: $0) as? TitleCell)?.label.text
        }
        #expect(applied && texts == ["0.0 Cut", "0.1 Colour", "1.0 Nails"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "Nails")
        #expect(dataSource.indexPath(for: "Colour") == IndexPath(item: 1, section: 0))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == 1 && dataSource.index(for: 7) == nil)

        snapshot.deleteItems(["Cut"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 1)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? TitleCell)
        #expect(first.label.text == "0.0 Colour")
    }

    @Test func aTableViewShowsTheSnapshotApplied() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 400))
        let dataSource = TableViewDiffableDataSource<String, String>(tableView: table) { tableView, indexPath, item in
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Today"])
        snapshot.appendItems(["10:00 Cut", "11:30 Colour"])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "11:30 Colour")
    }
}
