import Foundation
import Testing
import UIKit

/// The README's "UIKit code on Linux" section stays true: it shows `ReadmeBookingCell.swift`
/// whole, and the frames of the cell it lays out.
@Suite struct ReadmeUIKitTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func text(of path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReadmeShowsTheCellFileWhole() throws {
        let readme = try Self.text(of: "README.md")
        let file = try Self.text(of: "Tests/UIKitTests/ReadmeBookingCell.swift")
        #expect(readme.contains("```swift\n" + file + "```\n"))
    }

    @Test func theReadmeShowsWhatTheCellPrints() throws {
        let readme = try Self.text(of: "README.md")
        let cell = layOutBookingCell()
        let printed = "time: \(cell.timeLabel.frame)\nsalon: \(cell.salonLabel.frame)\n"
        #expect(readme.contains("```text\n" + printed + "```\n"), "the README should show:\n\(printed)")
        // UIKit's rules: 8-point margins, 12 points between the labels, the name centred.
        #expect(cell.timeLabel.frame.minX == 8)
        #expect(cell.salonLabel.frame.maxX == 312)
        #expect(cell.salonLabel.frame.minX == cell.timeLabel.frame.maxX + 12)
        #expect(cell.salonLabel.frame.midY == 32)
    }
}
