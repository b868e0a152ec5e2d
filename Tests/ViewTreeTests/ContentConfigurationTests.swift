import Foundation
import Testing
@testable import ViewTree

/// Rows whose content is a list configuration, as iOS 14's cells are written.
private final class ConfiguredRows: TableViewDataSource {
    let rows: [(String, String?)]
    init(_ rows: [(String, String?)]) { self.rows = rows }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].0
        content.secondaryText = rows[indexPath.row].1
        cell.contentConfiguration = content
        return cell
    }
}

/// `UIListContentConfiguration` in cells: the configuration's view fills the content view, lays
/// out image and texts inside the row's margins, and sizes a self-sizing row.
@Suite struct ContentConfigurationTests {
    /// The height of one line of `font` as a label measures it.
    private static func line(_ font: Font) -> Double {
        let label = Label()
        label.font = font
        label.text = "Ag"
        return label.intrinsicContentSize.height
    }

    @Test func aCellsContentSitsInsideTheRowsMarginsWithItsImageFirst() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 80)
        var content = cell.defaultContentConfiguration()
        content.text = "Balayage"
        content.secondaryText = "2 h"
        content.image = Image(name: "scissors", size: Size(width: 30, height: 30))
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let view = try #require(cell.contentView.subviews.last as? ListContentView)
        #expect(view.frame == cell.contentView.bounds)
        let labels = view.subviews.compactMap { $0 as? Label }, image = try #require(view.subviews.first as? ImageView)
        try #require(labels.count == 2)
        #expect(image.frame == Rect(x: 16, y: 25, width: 30, height: 30))  // centred in the 80 pt row
        #expect(labels[0].frame.minX == 62 && labels[1].frame.minX == 62)  // 16 + 30 + 16
        #expect(labels[1].frame.minY == labels[0].frame.maxY)  // the secondary text under the text
        #expect(labels[0].font.pointSize == 17 && labels[1].font.pointSize == 15)

        // Another configuration of the same kind updates the view shown; nil removes it.
        content.text = "Cut"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.last === view && labels[0].text == "Cut")
        cell.contentConfiguration = nil
        #expect(view.superview == nil)
    }

    @Test func aValueCellPutsItsSecondaryTextAtTheTrailingSide() throws {
        var content = ListContentConfiguration.valueCell()
        content.text = "Duration"
        content.secondaryText = "45 min"
        let view = ListContentView(configuration: content)
        view.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let labels = view.subviews.compactMap { $0 as? Label }
        try #require(labels.count == 2)
        #expect(labels[1].frame.maxX == 304 && labels[1].textColor == .secondaryLabel)  // 320 - 16
        #expect(labels[0].frame.minX == 16 && labels[0].frame.maxX <= labels[1].frame.minX - 8)
    }

    @Test func aSelfSizingRowIsAsTallAsItsConfiguredContent() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 600))
        table.rowHeight = TableView.automaticDimension
        table.register(forCellReuseIdentifier: "row") { TableViewCell(style: .default, reuseIdentifier: nil) }
        let rows = ConfiguredRows([("Cut", nil), ("Colour", "Balayage, gloss")])
        table.dataSource = rows
        table.layoutIfNeeded()
        let one = Self.line(Font(size: 17)), subline = Self.line(Font(size: 15))
        let heights = (0..<2).map { Double(table.cellForRow(at: IndexPath(row: $0, section: 0))?.frame.height ?? 0) }
        #expect(heights == [22 + one, 22 + one + subline])  // 11 above and below the texts
    }
}
