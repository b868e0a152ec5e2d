import Foundation
import Testing

/// The seed article's own Swift (`../shared/seeds/000_…`: the salon cell, its states and the
/// snapping selector), read from the seed at test time, its `@IBOutlet` attributes removed,
/// type-checks against the UIKit module. The article gives the code in fragments between its
/// prose; `assembly` puts them together in the article's order of reading, and adds only what
/// the article leaves implied: the view controller's class around its methods and its `salons`.
@Suite struct SeedCodeCompilesTests {
    /// A piece of the assembled file: lines of the seed (1-based, inclusive) or lines of our own.
    enum Piece {
        case seed(Int, Int)
        case text(String)
    }

    static let assembly: [Piece] = [
        .text("import UIKit"),
        .seed(15, 33),  // SalonEntity
        .seed(39, 50), .seed(141, 147),  // the cell, its outlets and constraint outlets
        .text("    enum State {"), .seed(122, 134), .seed(154, 229), .text("    }"),
        .seed(234, 242), .seed(246, 257),  // state, updateViewConstraints()
        .seed(52, 56), .seed(264, 265), .text("}"),  // prepareForReuse() with its "..." filled in
        .seed(59, 63),  // reuseIdentifier
        .text("class ViewController: UIViewController {"), .seed(11, 11), .seed(407, 407),
        .text("    var salons: [SalonEntity] = []"),
        .seed(320, 329),  // scrollingState
        .text("    override func viewDidLoad() {"), .text("        super.viewDidLoad()"),
        .seed(67, 69), .seed(462, 465), .text("    }"),
        .seed(353, 356), .seed(447, 448), .seed(357, 370),  // updateSelection() with the frame's lines
        .seed(372, 381), .text("}"),  // getSelectedIndexPath()
        .seed(312, 315), .seed(418, 439),  // SelectionCollectionViewScrollingState
        .seed(333, 347),  // its Equatable conformance
        .seed(73, 88),  // the data source
        .text("extension ViewController: UICollectionViewDelegate {"),
        .seed(269, 279), .seed(110, 115), .seed(387, 395), .seed(289, 306), .text("}"),
        .seed(476, 483),  // the flow layout delegate
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The seed's text, or nil when this checkout has no `../shared/seeds`.
    static let seed: [Substring]? = {
        let folder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")
        guard let name = try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                .first(where: { $0.hasPrefix("000_") }),
              let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }()

    /// The directory of the modules built beside this test bundle (it holds UIKit's).
    static let modules: URL? = {
        var candidates: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("Modules"))
        }
        if let test = Bundle.main.executableURL {
            candidates.append(test.deletingLastPathComponent().appendingPathComponent("Modules"))
        }
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("UIKit.swiftmodule").path)
        }
    }()

    @Test(.enabled(if: seed != nil && modules != nil, "needs ../shared/seeds and the built UIKit module"))
    func theSeedsSelectorCodeTypeChecksAgainstUIKit() throws {
        let seed = try #require(Self.seed), modules = try #require(Self.modules)
        var lines: [String] = []
        for piece in Self.assembly {
            switch piece {
            case .text(let text): lines.append(text)
            case .seed(let first, let last):
                lines += seed[(first - 1)..<last].map { $0.replacingOccurrences(of: "@IBOutlet ", with: "") }
            }
        }
        let source = lines.joined(separator: "\n") + "\n"
        #expect(source.contains("targetContentOffset: UnsafeMutablePointer<CGPoint>"))
        #expect(source.contains("class SalonSelectorCollectionViewCell: UICollectionViewCell"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("viewsim-seed-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", modules.path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let diagnostics = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(diagnostics)")
        #expect(!diagnostics.contains("warning:"), "\(diagnostics)")
    }
}
