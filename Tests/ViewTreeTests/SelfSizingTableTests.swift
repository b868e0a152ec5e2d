import Foundation
import Testing
@testable import ViewTree

/// A row whose height comes from a wrapping label 12 points inside its content view; it counts
/// how often each row is measured.
final class TextRowCell: TableViewCell {
    let label = Label(name: "text")
    var measurements: ((IndexPath) -> Void)?

    override init(frame: Rect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { return nil }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        measurements?(layoutAttributes.indexPath)
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// Rows of one to several lines, self-sizing; counts measurements per row.
final class TextRowSource: TableViewDataSource, TableViewDelegate {
    var texts: [String]
    var measured: [IndexPath: Int] = [:]

    init(texts: [String]) {
        self.texts = texts
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! TextRowCell
        cell.label.text = texts[indexPath.row]
        cell.measurements = { [unowned self] in measured[$0, default: 0] += 1 }
        return cell
    }

    static func text(row: Int) -> String {
        let words = ["Salon", "Élan", "cuts", "colour", "and", "styling", "near", "the", "river", "since", "1998"]
        return (0..<(1 + (row * 7) % 23)).map { words[($0 + row) % words.count] }.joined(separator: " ")
    }
}

@MainActor
final class SelfSizingTableScene {
    let window = Window()
    let tableView: TableView
    let source: TextRowSource

    init(rows: Int, width: Double = 390, configure: (TableView) -> Void = { _ in }) {
        tableView = TableView(frame: Rect(x: 0, y: 0, width: width, height: 400))
        source = TextRowSource(texts: (0..<rows).map(TextRowSource.text(row:)))
        window.addSubview(tableView)
        tableView.register(forCellReuseIdentifier: "text") { TextRowCell(frame: .zero) }
        tableView.rowHeight = TableView.automaticDimension
        configure(tableView)
        tableView.dataSource = source
        tableView.delegate = source
        window.layoutIfNeeded()
    }

    /// The height Auto Layout gives a row's content at `width`, measured on a cell of its own.
    func expectedHeight(row: Int, width: Double? = nil) -> Double {
        let cell = TextRowCell(frame: .zero)
        cell.label.text = source.texts[row]
        return cell.contentView.systemLayoutSizeFitting(Size(width: width ?? tableView.bounds.width, height: 0),
                                                        withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel).height
    }

    func scroll(to y: Double) {
        tableView.contentOffset = Point(x: 0, y: y)
        window.layoutIfNeeded()
    }

    /// Scrolls to the end in steps smaller than the viewport, so every row appears.
    func scrollThrough() {
        var y = 0.0
        while y < tableView.contentSize.height - tableView.bounds.height {
            y = min(y + 150, tableView.contentSize.height - tableView.bounds.height)
            scroll(to: y)
        }
    }
}

@MainActor
@Suite struct SelfSizingTableTests {
    @Test func rowsOnScreenTakeTheirFittingHeights() {
        let scene = SelfSizingTableScene(rows: 50)
        let oneLine = scene.expectedHeight(row: 0)
        #expect(oneLine == 24 + Double(scene.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!.subviews[0].subviews[0].frame.height))
        var multiLine = false
        var y = 0.0
        for indexPath in scene.tableView.indexPathsForVisibleRows {
            let expected = scene.expectedHeight(row: indexPath.row)
            if expected > oneLine { multiLine = true }
            #expect(scene.tableView.rectForRow(at: indexPath) == Rect(x: 0, y: y, width: 390, height: expected))
            #expect(scene.tableView.cellForRow(at: indexPath).map { Double($0.frame.height) } == expected)
            y += expected
        }
        #expect(multiLine, "some rows on screen wrap")
        // Rows below the screen still count at the system's estimate.
        let last = IndexPath(row: 49, section: 0)
        #expect(scene.tableView.rectForRow(at: last).height == 44)
    }

    /// A row keeps the height it was measured at until the table measures it again, as UIKit's
    /// does: new text in a row on screen squeezes its label into the row (compression resistance
    /// gives way to the row's height), and only a reload gives the row its new height. (Each
    /// row's height pin waits out of the solver while the rows after it are added; it must be
    /// in before the text changes.)
    @Test func aRowKeepsItsMeasuredHeightUntilItIsMeasuredAgain() {
        let scene = SelfSizingTableScene(rows: 6)
        let first = IndexPath(row: 0, section: 0), second = IndexPath(row: 1, section: 0)
        let cell = scene.tableView.cellForRow(at: first) as! TextRowCell
        let measured = cell.frame.height
        let longer = TextRowSource.text(row: 3)
        #expect(Double(measured) == scene.expectedHeight(row: 0))
        cell.label.text = longer
        scene.window.layoutIfNeeded()
        #expect(cell.frame.height == measured)
        #expect(cell.contentView.frame.height == measured)
        #expect(cell.label.frame == Rect(x: 12, y: 12, width: 390 - 24, height: measured - 24))
        #expect(scene.tableView.rectForRow(at: second).minY == measured)
        scene.source.texts[0] = longer
        scene.tableView.reloadRows(at: [first])
        scene.window.layoutIfNeeded()
        let remeasured = scene.tableView.cellForRow(at: first)!.frame.height
        #expect(remeasured == scene.expectedHeight(row: 0) && remeasured > measured + 20, "the new text takes more lines")
        #expect(scene.tableView.rectForRow(at: second).minY == remeasured)
    }

    /// A measured row's content view stays at the row's height in the engine when a constraint
    /// inside it goes: the row's height pin holds it (it waits out of the solver only while
    /// nothing can move what it holds).
    @Test func aRowsHeightHoldsWhenAConstraintInsideItGoes() {
        let scene = SelfSizingTableScene(rows: 6)
        let cell = scene.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as! TextRowCell
        let measured = cell.frame.height
        #expect(cell.contentView.engineFrame?.height == measured)
        let bottom = cell.contentView.constraints.first { $0.firstAttribute == .bottom || $0.secondAttribute == .bottom }!
        bottom.isActive = false
        scene.window.layoutIfNeeded()
        #expect(cell.contentView.engineFrame?.height == measured)
        #expect(cell.frame.height == measured)
    }

    @Test func theContentSizeIsExactAfterScrollingThrough() {
        let scene = SelfSizingTableScene(rows: 60)
        scene.scrollThrough()
        let total = (0..<60).reduce(0.0) { $0 + scene.expectedHeight(row: $1) }
        #expect(Double(scene.tableView.contentSize.height) == total)
        #expect(Double(scene.tableView.contentOffset.y) == total - 400)
        #expect(scene.source.measured.count == 60)
    }

    @Test func rowsMeasuredAboveTheViewportDoNotMoveTheRowsOnScreen() {
        let scene = SelfSizingTableScene(rows: 200)
        scene.scroll(to: 3000) // rows above were never measured: they count at 44
        let anchor = scene.tableView.indexPathsForVisibleRows[2]
        let before = scene.tableView.rectForRow(at: anchor).minY - scene.tableView.contentOffset.y
        let measuredBefore = scene.source.measured.count
        scene.scroll(to: scene.tableView.contentOffset.y - 100)
        #expect(scene.source.measured.count > measuredBefore, "rows above were measured")
        let after = scene.tableView.rectForRow(at: anchor).minY - scene.tableView.contentOffset.y
        #expect(after == before + 100)
        #expect(scene.tableView.cellForRow(at: anchor)!.frame.minY - scene.tableView.contentOffset.y == after)
    }

    @Test func eachRowIsMeasuredOnce() {
        let scene = SelfSizingTableScene(rows: 80)
        scene.scrollThrough()
        scene.scroll(to: 0)
        scene.scrollThrough()
        #expect(scene.source.measured.count == 80)
        #expect(scene.source.measured.values.allSatisfy { $0 == 1 })
    }

    @Test func aWidthChangeMeasuresTheRowsAgain() {
        let scene = SelfSizingTableScene(rows: 30)
        let visible = scene.tableView.indexPathsForVisibleRows
        scene.tableView.frame = Rect(x: 0, y: 0, width: 200, height: 400)
        scene.window.layoutIfNeeded()
        for indexPath in scene.tableView.indexPathsForVisibleRows {
            #expect(Double(scene.tableView.rectForRow(at: indexPath).height) == scene.expectedHeight(row: indexPath.row, width: 200))
        }
        #expect(visible.allSatisfy { scene.source.measured[$0] == 2 || !scene.tableView.indexPathsForVisibleRows.contains($0) })
        #expect(scene.source.measured[IndexPath(row: 0, section: 0)] == 2)
    }

    @Test func reloadDataMeasuresAgain() {
        let scene = SelfSizingTableScene(rows: 30)
        scene.source.texts[0] = TextRowSource.text(row: 3)
        scene.tableView.reloadData()
        scene.window.layoutIfNeeded()
        #expect(scene.source.measured[IndexPath(row: 0, section: 0)] == 2)
        #expect(Double(scene.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height) == scene.expectedHeight(row: 0))
    }

    @Test func reloadRowsMeasuresOnlyThoseRows() {
        let scene = SelfSizingTableScene(rows: 30)
        scene.source.texts[1] = TextRowSource.text(row: 3)
        scene.tableView.reloadRows(at: [IndexPath(row: 1, section: 0)])
        scene.window.layoutIfNeeded()
        #expect(scene.source.measured[IndexPath(row: 0, section: 0)] == 1)
        #expect(scene.source.measured[IndexPath(row: 1, section: 0)] == 2)
        let row2 = scene.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        #expect(Double(row2.minY) == scene.expectedHeight(row: 0) + scene.expectedHeight(row: 1))
        #expect(scene.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.frame == row2)
    }

    @Test func withoutEstimatesEveryRowIsMeasuredAtTheFirstPass() {
        let scene = SelfSizingTableScene(rows: 40) { $0.estimatedRowHeight = 0 }
        let total = (0..<40).reduce(0.0) { $0 + scene.expectedHeight(row: $1) }
        #expect(Double(scene.tableView.contentSize.height) == total)
        #expect(scene.source.measured.count == 40)
        #expect(scene.tableView.createdCellCount <= scene.tableView.visibleCellCount + 1)
    }

    @Test func anEstimateSetsTheHeightOfRowsNotYetMeasured() {
        let scene = SelfSizingTableScene(rows: 40) { $0.estimatedRowHeight = 100 }
        #expect(scene.tableView.rectForRow(at: IndexPath(row: 39, section: 0)).height == 100)
    }
}
