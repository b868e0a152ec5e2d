import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import StateMachines
@testable import ViewTree

/// The salon cell's pictures, compared byte for byte with the snapshot files in
/// Fixtures/svg/ (written by `VIEWSIM_RECORD_SNAPSHOTS=1 swift test`, then reviewed).
@Suite struct SalonCellPictureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/svg")

    static func compare(_ svg: String, snapshot name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = fixtures.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["VIEWSIM_RECORD_SNAPSHOTS"] == "1" {
            try svg.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(svg == expected, "differs from \(name)", sourceLocation: sourceLocation)
    }

    @Test(arguments: SalonSelectorCell.State.allCases)
    func cellMatchesItsSnapshot(state: SalonSelectorCell.State) throws {
        try Self.compare(ScenePictures.cell(state), snapshot: "cell-\(state.rawValue).svg")
    }

    @Test func outlinedCellMatchesItsSnapshot() throws {
        try Self.compare(ScenePictures.cell(.expanded, showsOutlines: true), snapshot: "cell-expanded-outline.svg")
    }

    @Test(arguments: SalonSelectorCell.State.allCases)
    func pictureParsesAsXML(state: SalonSelectorCell.State) {
        let parser = XMLParser(data: Data(ScenePictures.cell(state, showsOutlines: true).utf8))
        // On Linux `parse()` returns true for some malformed documents and only sets `parserError`.
        #expect(parser.parse() && parser.parserError == nil, "line \(parser.lineNumber): \(String(describing: parser.parserError))")
    }

    @Test func expandedPictureDrawsTheDumpsGeometry() {
        let svg = ScenePictures.cell(.expanded)
        // The container fills the cell in white; the separator is a 240 x 2 dark grey line at
        // (40, 101) in the container, the labels sit in their frames.
        #expect(svg.contains("<g data-name=\"containerView\">\n        <rect x=\"0\" y=\"0\" width=\"320\" height=\"200\" fill=\"#ffffff\"/>"))
        #expect(svg.contains("<g data-name=\"separatorLine\" transform=\"translate(40 101)\">\n          <rect x=\"0\" y=\"0\" width=\"240\" height=\"2\" fill=\"#555555\"/>"))
        #expect(svg.contains("<g data-name=\"salonNameLabel\" transform=\"translate(40 53)\">"))
        #expect(svg.contains(">Atelier Lumière</text>"))
        #expect(svg.contains("<g data-name=\"salonAddressLabel\" transform=\"translate(80 130)\">"))
    }

    @Test func collapsedPictureHasTheGreyContainerAndNoSeparator() {
        let svg = ScenePictures.cell(.collapsed)
        #expect(svg.contains("<g data-name=\"containerView\" transform=\"translate(35 25)\">\n        <rect x=\"0\" y=\"0\" width=\"250\" height=\"150\" fill=\"#aaaaaa\"/>"))
        #expect(svg.contains("<g data-name=\"separatorLine\" transform=\"translate(125 77)\">\n        </g>")
                || svg.contains("<g data-name=\"separatorLine\" transform=\"translate(125 77)\">\n        </g>\n"))
        #expect(!svg.contains("#555555\"/>"))  // the 0 x 0 separator draws no rectangle
    }
}
