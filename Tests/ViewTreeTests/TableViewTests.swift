import Foundation
import Testing
@testable import ViewTree

/// Rows 0, 3, 6, ... are 100 points high, the others use the table's row height.
final class RowSource: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var log: [String] = []

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.name = "row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row % 3 == 0 ? 100 : tableView.rowHeight
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("+\(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("-\(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.section).\(indexPath.row)")
    }
}

final class TableScene {
    let clock = SimulationClock()
    let window = Window()
    let tableView = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 400))
    let source: RowSource

    init(counts: [Int]) {
        source = RowSource(counts: counts)
        window.clock = clock
        window.addSubview(tableView)
        tableView.register(forCellReuseIdentifier: "row") { TableViewCell() }
        tableView.dataSource = source
        tableView.delegate = source
        clock.advance()
    }
}

@Suite struct TableViewTests {
    @Test func rowsStackWithTheirHeights() {
        let scene = TableScene(counts: [10, 4])
        // Section 0: 100, 44, 44, 100, 44, 44, 100, 44, 44, 100 = 664; section 1 starts at 664.
        #expect(scene.tableView.rectForRow(at: IndexPath(row: 3, section: 0)) == Rect(x: 0, y: 188, width: 390, height: 100))
        #expect(scene.tableView.rectForRow(at: IndexPath(row: 1, section: 1)) == Rect(x: 0, y: 764, width: 390, height: 44))
        #expect(scene.tableView.rectForRow(at: IndexPath(row: 4, section: 1)) == .null)
        #expect(scene.tableView.contentSize == Size(width: 390, height: 664 + 100 + 44 + 44 + 100))
        // 400 points show rows 0...6 (row 6 spans 376...476).
        #expect(scene.tableView.indexPathsForVisibleRows.map(\.row) == [0, 1, 2, 3, 4, 5, 6])
        #expect(scene.tableView.cellForRow(at: IndexPath(row: 6, section: 0))?.frame == Rect(x: 0, y: 376, width: 390, height: 100))
        #expect(scene.tableView.cellForRow(at: IndexPath(row: 7, section: 0)) == nil)
    }

    /// A view pinned to a table view's edges spans the table's content, not its frame: a table is
    /// a scroll view, whose edges, against a view inside it, are its content's (Apple's Auto Layout
    /// Guide, "Working with Scroll Views"). The content size stays the rows' (952 pt) and the
    /// layout settles.
    @Test func aViewPinnedToATablesEdgesSpansItsContent() {
        let scene = TableScene(counts: [10, 4])
        let background = View(name: "background")
        background.translatesAutoresizingMaskIntoConstraints = false
        scene.tableView.addSubview(background)
        LayoutConstraint.activate([
            background.leadingAnchor.constraint(equalTo: scene.tableView.leadingAnchor),
            background.trailingAnchor.constraint(equalTo: scene.tableView.trailingAnchor),
            background.topAnchor.constraint(equalTo: scene.tableView.topAnchor),
            background.bottomAnchor.constraint(equalTo: scene.tableView.bottomAnchor),
        ])
        scene.clock.advance()
        scene.window.layoutIfNeeded()
        #expect(scene.tableView.contentSize == Size(width: 390, height: 952))
        #expect(background.frame == Rect(x: 0, y: 0, width: 390, height: 952))
        #expect(scene.window.layoutLog.entries.isEmpty)
    }

    @Test func scrollingRecyclesRowsAcrossSections() {
        let scene = TableScene(counts: [10, 4])
        scene.source.log.removeAll()
        scene.tableView.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
        scene.clock.advance()
        #expect(scene.tableView.contentOffset.y == 552) // clamped: 952 - 400
        // 552...952: row 0.8 spans 520...564.
        #expect(scene.tableView.indexPathsForVisibleRows == [
            IndexPath(row: 8, section: 0), IndexPath(row: 9, section: 0),
            IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1), IndexPath(row: 2, section: 1),
            IndexPath(row: 3, section: 1),
        ])
        #expect(scene.source.log == ["-0.0", "-0.1", "-0.2", "-0.3", "-0.4", "-0.5", "-0.6",
                                     "+0.8", "+0.9", "+1.0", "+1.1", "+1.2", "+1.3"])
        #expect(scene.tableView.createdCellCount == 7)
    }

    @Test func scrollPositions() {
        let scene = TableScene(counts: [100])
        let row = IndexPath(row: 30, section: 0) // 10 · 188 = 1880 ... 1980
        scene.tableView.scrollToRow(at: row, at: .top, animated: false)
        #expect(scene.tableView.contentOffset.y == 1880)
        scene.tableView.scrollToRow(at: row, at: .middle, animated: false)
        #expect(scene.tableView.contentOffset.y == 1730)
        scene.tableView.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(scene.tableView.contentOffset.y == 1580)
        scene.tableView.scrollToRow(at: row, at: .none, animated: false)
        #expect(scene.tableView.contentOffset.y == 1580)
    }

    @Test func aTapSelectsARow() {
        let scene = TableScene(counts: [10])
        scene.tableView.tap(at: Point(x: 10, y: 120))
        #expect(scene.source.log.last == "select 0.1")
        #expect(scene.tableView.indexPathForRow(at: Point(x: 10, y: 99)) == IndexPath(row: 0, section: 0))
    }
}
