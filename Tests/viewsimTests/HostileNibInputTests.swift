import Foundation
import Testing

/// Hostile documents, written in a temporary directory by the test: each one is refused with
/// `FILE:LINE: error: …` and exit status 2 by `dump --nib` and by `check` (which goes on with the
/// next file), never a crash, a hang or unbounded memory.
enum HostileDocuments {
    /// A fresh temporary directory (the caller removes it).
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewsim-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    static let xibOpen = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"22505\">\n"

    /// A xib whose single root holds `body` in its `<subviews>` and `constraints` in its `<constraints>`.
    static func xib(subviews body: String = "", constraints: String = "") -> String {
        header + xibOpen + """
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
            \(body)
                    </subviews>
                    <constraints>
            \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>

        """
    }

    /// `depth` views, each the only subview of the one before, each pinned to its superview.
    static func nested(depth: Int) -> String {
        var text = header + xibOpen + "<objects>\n<view id=\"v0\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"480\"/>\n"
        for level in 1..<depth {
            text += "<subviews><view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\(level)\">"
                + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"480\"/>\n"
        }
        for level in stride(from: depth - 1, to: 0, by: -1) {
            text += "</view></subviews><constraints>"
            for attribute in ["top", "leading", "trailing", "bottom"] {
                text += "<constraint firstItem=\"v\(level)\" firstAttribute=\"\(attribute)\" secondItem=\"v\(level - 1)\" "
                    + "secondAttribute=\"\(attribute)\" id=\"c\(level)\(attribute)\"/>"
            }
            text += "</constraints>\n"
        }
        return text + "</view></objects></document>\n"
    }

    /// 100 views, each 10,000 times as wide as the one before: within every limit, but 10^400
    /// points wide at the end.
    static var overflowingChain: String {
        var views = "", constraints = "<constraint firstItem=\"w0\" firstAttribute=\"width\" constant=\"1000\" id=\"c0\"/>\n"
        for index in 0..<100 {
            views += "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"w\(index)\"><rect key=\"frame\" x=\"0.0\" "
                + "y=\"0.0\" width=\"1\" height=\"1\"/></view>\n"
            constraints += "<constraint firstItem=\"w\(index)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" id=\"t\(index)\"/>"
                + "<constraint firstItem=\"w\(index)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" id=\"l\(index)\"/>"
                + "<constraint firstItem=\"w\(index)\" firstAttribute=\"height\" constant=\"1\" id=\"h\(index)\"/>\n"
            if index > 0 {
                constraints += "<constraint firstItem=\"w\(index)\" firstAttribute=\"width\" secondItem=\"w\(index - 1)\" "
                    + "secondAttribute=\"width\" multiplier=\"10000\" id=\"m\(index)\"/>\n"
            }
        }
        return xib(subviews: views, constraints: constraints)
    }

    /// 150 views in a column, each with three required widths that cannot all hold: 300
    /// conflicts, each costly to explain.
    static var conflictFlood: String {
        var views = "", constraints = ""
        for index in 0..<150 {
            views += "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\(index)\"/>\n"
            let above = index == 0 ? "root" : "v\(index - 1)"
            constraints += "<constraint firstItem=\"v\(index)\" firstAttribute=\"top\" secondItem=\"\(above)\" secondAttribute=\"top\" id=\"t\(index)\"/>"
                + "<constraint firstItem=\"v\(index)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" id=\"l\(index)\"/>"
                + "<constraint firstItem=\"v\(index)\" firstAttribute=\"height\" constant=\"1\" id=\"h\(index)\"/>"
                + (10...12).map { "<constraint firstItem=\"v\(index)\" firstAttribute=\"width\" constant=\"\($0)\" id=\"w\(index)-\($0)\"/>" }.joined()
                + "\n"
        }
        return xib(subviews: views, constraints: constraints)
    }

    /// The classic entity-expansion bomb: ten levels of ten references (10^10 "lol"s if expanded).
    static var billionLaughs: String {
        var text = header + "<!DOCTYPE document [\n  <!ENTITY lol0 \"lol\">\n"
        for level in 1...9 {
            text += "  <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        return text + "]>\n" + xibOpen + "<objects><view id=\"root\"><string key=\"text\">&lol9;</string></view></objects></document>\n"
    }

    /// The documents, each with what its error says and the line it names.
    static var cases: [(name: String, text: String, line: Int, message: String)] {
        [
            ("not-xml.xib", "This is not an Interface Builder document.\n", 1, "not"),
            ("binary.nib", "bplist00\u{1}\u{2}\u{3}", 1, "not"),
            ("truncated.xib", String(xib(subviews: "<view id=\"a\"/>").prefix(260)), 0, "ends early"),
            ("cocoa.xib", header + "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\" toolsVersion=\"22505\">\n"
                + "<objects/></document>\n", 2, "is a macOS (Cocoa) document"),
            ("no-type.xib", header + "<document version=\"3.0\" toolsVersion=\"22505\">\n<objects/></document>\n", 2,
             "the <document> element has no 'type' attribute"),
            ("no-tools-version.xib", header + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects/></document>\n",
             2, "the <document> element has no 'toolsVersion' attribute"),
            ("unknown-id.xib", xib(constraints: "<constraint firstItem=\"ghost\" firstAttribute=\"top\" secondItem=\"root\" "
                + "secondAttribute=\"top\" id=\"c1\"/>"), 10, "constraint 'c1' refers to unknown id 'ghost'"),
            ("no-attribute.xib", xib(constraints: "<constraint firstItem=\"root\" constant=\"8\" id=\"c1\"/>"), 10,
             "a <constraint> has no 'firstAttribute' attribute"),
            ("bad-attribute.xib", xib(constraints: "<constraint firstItem=\"root\" firstAttribute=\"diagonal\" id=\"c1\"/>"), 10,
             "unknown constraint attribute 'diagonal'"),
            ("bad-multiplier.xib", xib(constraints: "<constraint firstItem=\"root\" firstAttribute=\"width\" secondItem=\"root\" "
                + "secondAttribute=\"height\" multiplier=\"1/0\" id=\"c1\"/>"), 10, "unreadable multiplier '1/0'"),
            ("huge-constant.xib", xib(constraints: "<constraint firstItem=\"root\" firstAttribute=\"width\" constant=\"1e308\" id=\"c1\"/>"),
             10, "constant '1e308' of <constraint> is out of range (at most 1000000 points either way)"),
            ("huge-designable.xib", xib(subviews: "<view id=\"a\"/>").replacingOccurrences(of: "</document>", with:
                "<designables><designable name=\"a\"><size key=\"intrinsicContentSize\" width=\"1e300\" height=\"1\"/></designable></designables></document>"),
             14, "width '1e300' of <size> is out of range (at most 1000000 points either way)"),
            ("nan-frame.xib", xib(subviews: "<view id=\"a\"><rect key=\"frame\" x=\"nan\" y=\"0\" width=\"1\" height=\"1\"/></view>"),
             7, "x 'nan' of <rect> is not a number"),
            ("font-of-negative-size.xib", xib(subviews: "<label text=\"x\" id=\"a\"><fontDescription key=\"fontDescription\" type=\"system\" "
                + "pointSize=\"-3\"/></label>"), 7, "pointSize '-3' of <fontDescription> is not a positive number of points"),
            ("huge-multiplier.xib", xib(constraints: "<constraint firstItem=\"root\" firstAttribute=\"width\" secondItem=\"root\" "
                + "secondAttribute=\"height\" multiplier=\"1e10\" id=\"c1\"/>"), 10, "multiplier '1e10' is out of range"),
            ("overflowing-chain.xib", overflowingChain, 0, "overflows (its frame is not finite)"),
            ("conflict-flood.xib", conflictFlood, 0, "the constraints conflict more than 100 times (the first: "),
            ("too-many-views.xib", xib(subviews: String(repeating: "<view id=\"v\"/>\n", count: 5_001)), 0,
             "the document has more than 5000 views, the most laid out"),
            ("deep.xib", nested(depth: 400), 0, "nested more than 200 deep"),
            ("billion-laughs.xib", billionLaughs, 2, "document type declarations (<!DOCTYPE>, <!ENTITY>) are not allowed"),
            ("external-entity.xib", header + "<!DOCTYPE document SYSTEM \"file:///etc/passwd\">\n" + xibOpen + "<objects/></document>\n",
             2, "document type declarations (<!DOCTYPE>, <!ENTITY>) are not allowed"),
            ("empty.xib", "", 1, "the file is empty"),
        ]
    }
}

@Suite struct HostileNibInputTests {
    @Test func everyHostileDocumentIsRefusedWithItsLine() throws {
        let directory = try HostileDocuments.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for hostile in HostileDocuments.cases {
            let path = directory.appendingPathComponent(hostile.name).path
            try Data(hostile.text.utf8).write(to: URL(fileURLWithPath: path))
            let dumped = try CommandRunner.run(["dump", "--nib", path])
            #expect(dumped.status == 2, "\(hostile.name): \(dumped.error)")
            #expect(dumped.output == "", "\(hostile.name)")
            let line = dumped.error.split(separator: "\n").first.map(String.init) ?? ""
            let prefix = hostile.line == 0 ? "\(path):" : "\(path):\(hostile.line): error: "
            #expect(line.hasPrefix(prefix) && line.contains(": error: "), "\(hostile.name): \(line)")
            #expect(line.contains(hostile.message), "\(hostile.name): \(line)")
            #expect(dumped.error.split(separator: "\n").count == 1, "\(hostile.name): one line")
        }
    }

    /// `check` reports each hostile file at its line and goes on: every file is named once, in order.
    @Test func checkReportsEveryHostileFileAndGoesOn() throws {
        let directory = try HostileDocuments.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for hostile in HostileDocuments.cases {
            let path = directory.appendingPathComponent(hostile.name).path
            try Data(hostile.text.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let result = try CommandRunner.run(["check"] + paths + [CommandRunner.fixture("nib/card.xib")])
        #expect(result.status == 2)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == paths.count + 1)
        for (line, path) in zip(lines, paths) { #expect(line.hasPrefix(path + ":") && line.contains(": error: "), "\(line)") }
        #expect(lines.last == "\(paths.count + 1) files checked: \(paths.count) files unreadable")
    }

    /// A byte that is not UTF-8 in an element name (it made the XML parser trap) is refused by
    /// `dump --nib` and by `check` with its line.
    @Test func malformedUTF8IsRefusedWithItsLine() throws {
        let directory = try HostileDocuments.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("malformed-utf8.xib").path
        let text = HostileDocuments.xib(subviews: "<vi\u{1}ew id=\"a\"/>")
        try Data(Array(text.utf8).map { $0 == 1 ? 0xEB : $0 }).write(to: URL(fileURLWithPath: path))
        for arguments in [["dump", "--nib", path], ["check", path]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 2)
            #expect((result.error + result.output).contains("\(path):7: error: the file is not valid UTF-8 (byte 0xEB at offset "),
                    "\(result.error)\(result.output)")
        }
    }

    /// A 50 MB file is refused by its size, before it is parsed.
    @Test func aFiftyMegabyteFileIsRefusedBySize() throws {
        let directory = try HostileDocuments.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("huge.xib").path
        var bytes = Array((HostileDocuments.header + HostileDocuments.xibOpen + "<objects>\n").utf8)
        let view = Array("<view id=\"v\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"1\" height=\"1\"/></view>\n".utf8)
        bytes.reserveCapacity(50 << 20)
        while bytes.count < 50 << 20 { bytes += view }
        bytes += Array("</objects></document>\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        for arguments in [["dump", "--nib", path], ["check", path]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 2)
            #expect((result.error + result.output).contains("\(path):1: error: the file is larger than 33554432 bytes, "
                + "the most read for an Interface Builder document"))
        }
    }

    /// Nesting within the limit is read and laid out, not refused and not slow.
    @Test func deepButAllowedNestingIsLaidOut() throws {
        let directory = try HostileDocuments.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("deep-allowed.xib").path
        try HostileDocuments.nested(depth: 60).write(toFile: path, atomically: true, encoding: .utf8)
        let dumped = try CommandRunner.run(["dump", "--nib", path, "--format", "json"])
        #expect(dumped.status == 0, "\(dumped.error)")
        let checked = try CommandRunner.run(["check", path])
        #expect(checked.status == 0, "\(checked.output)")
    }
}
