import Foundation
import Testing

/// `viewsim dump --nib FILE`, run as a subprocess on small hand-written documents in Fixtures/nib/.
@Suite struct NibDumpCommandTests {
    @Test func printsTheDocumentAndItsRootsAsJSON() throws {
        let result = try CommandRunner.run(["dump", "--nib", "nib/card.xib", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.error == "")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let document = try #require(json["document"] as? [String: Any])
        #expect(document["type"] as? String == "xib")
        #expect(document["toolsVersion"] as? String == "15705")
        #expect(document["device"] as? String == "retina4_7")
        #expect(document["size"] as? [Double] == [375, 667])
        let roots = try #require(json["roots"] as? [[String: Any]])
        #expect(roots.count == 1)
        #expect(roots[0]["id"] as? String == "card-root")
        #expect(roots[0]["class"] as? String == "UIView")
        let children = try #require(roots[0]["children"] as? [[String: Any]])
        #expect(children.map { $0["id"] as? String } == ["title-lbl", "media-box"])
        #expect(children[0]["class"] as? String == "UILabel")
        // 0.4 x 300 wide, 16:9 (the placeholder height agrees on the canvas).
        let frame = try #require(children[1]["frame"] as? [String: Double])
        #expect(frame["width"] == 120)
        #expect(frame["height"] == 67.5)
    }

    @Test func storedIntrinsicSizesComeFromTheFrames() throws {
        let result = try CommandRunner.run(["dump", "--nib", "nib/card.xib", "--intrinsic", "stored"])
        #expect(result.status == 0)
        #expect(result.output.contains("frame = (16 12; 40 21)"))
        #expect(result.output.contains("frame = (16 41; 120 67.5)"))
    }

    @Test func aBrokenConstraintExitsWithOne() throws {
        let result = try CommandRunner.run(["dump", "--nib", "nib/conflict.xib", "--format", "json"])
        #expect(result.status == 1)
        #expect(result.output.contains("\"roots\""))
        #expect(!result.error.isEmpty)
    }

    @Test(arguments: [
        ("nib/cocoa.xib", "nib/cocoa.xib:2: error: 'com.apple.InterfaceBuilder3.Cocoa.XIB' is a macOS (Cocoa) document"),
        ("nib/truncated.xib", "nib/truncated.xib:"),
        ("nib/missing.xib", "nib/missing.xib: error: cannot read the file: No such file or directory"),
    ])
    func unreadableDocumentsExitWithTwo(file: String, message: String) throws {
        let result = try CommandRunner.run(["dump", "--nib", file])
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.hasPrefix(message))
    }

    @Test func anUnknownDeviceIsAnError() throws {
        let result = try CommandRunner.run(["dump", "--nib", "nib/card.xib", "--device", "retina99"])
        #expect(result.status == 2)
        #expect(result.error.contains("unknown device 'retina99'"))
    }

    @Test func nibOptionsNeedANib() throws {
        let result = try CommandRunner.run(["dump", "--intrinsic", "stored"])
        #expect(result.status == 2)
        #expect(result.error.contains("--intrinsic needs --nib FILE"))
        let mixed = try CommandRunner.run(["dump", "--nib", "nib/card.xib", "--state", "expanded"])
        #expect(mixed.status == 2)
    }

    /// Every corpus document loads without a crash or a hang (skipped when the corpus is absent).
    @Test(.enabled(if: CommandRunner.corpus != nil, "needs ../shared/ib-corpus"))
    func everyCorpusDocumentLoads() throws {
        for path in CommandRunner.corpusDocuments {
            let result = try CommandRunner.run(["dump", "--nib", path, "--format", "json", "--intrinsic", "stored"])
            #expect(result.status == 0 || result.status == 1, "\(path): \(result.error)")
        }
    }
}
