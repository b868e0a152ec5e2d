import Testing
@testable import ViewTree

/// Reading Interface Builder documents into the document model, and refusing bad input with
/// the line to look at.
@Suite struct InterfaceBuilderReadingTests {
    static func read(_ text: String) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument.read(Array(text.utf8))
    }

    static func xib(_ objects: String, tools: String = "15705", device: String? = "retina4_7") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
        \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
        <objects>
        \(objects)
        </objects>
        </document>
        """
    }

    @Test func readsViewsWithTheirProperties() throws {
        let document = try Self.read(Self.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                <connections><outlet property="view" destination="root" id="o1"/></connections>
            </placeholder>
            <view id="root" customClass="CardView">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label text="Hi" numberOfLines="2" horizontalHuggingPriority="251" hidden="YES" alpha="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                        <rect key="frame" x="1" y="2" width="30" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                    </label>
                    <mapView id="map"><rect key="frame" x="0" y="0" width="10" height="10"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    </mapView>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
            </view>
            """))
        #expect(document.kind == .xib)
        #expect(document.toolsMajor == 15705)
        #expect(document.deviceID == "retina4_7")
        #expect(document.fileOwnerViewID == "root")
        let root = try #require(document.topLevelViews.first)
        #expect(root.className == "CardView")
        #expect(root.guides.map(\.kind) == [.safeArea])
        let label = root.subviews[0]
        #expect(label.className == "UILabel")
        #expect(label.text == "Hi")
        #expect(label.numberOfLines == 2)
        #expect(label.hugging.horizontal == 251)
        #expect(label.hidden && label.alpha == 0.5)
        #expect(label.translatesAutoresizingMask == false)
        #expect(label.font?.pointSize == 15 && label.font?.weight == .semibold)
        #expect(label.frame == Rect(x: 1, y: 2, width: 30, height: 20.5))
        let map = root.subviews[1]
        #expect(map.className == "MKMapView")
        #expect(map.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
    }

    /// Xcode writes `pointSize="0.0"` on the built-in labels of styled table cells, meaning the
    /// default size (`UIFont.labelFontSize`, 17 pt): the document loads with it. A text style has
    /// its size at the default content size (Large Title, written `UICTFontTextStyleTitle0`, 34).
    @Test func aFontOfSizeZeroIsTheDefaultSize() throws {
        let document = try Self.read(Self.xib("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <subviews>
                    <label text="Title" id="title"><rect key="frame" x="16" y="11" width="34" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                    </label>
                    <label text="Detail" id="detail"><rect key="frame" x="16" y="30" width="34" height="14"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1" pointSize="0.0"/>
                    </label>
                    <label text="Welcome" id="large"><rect key="frame" x="16" y="50" width="140" height="41"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                    </label>
                </subviews>
            </view>
            """))
        let labels = try #require(document.topLevelViews.first).subviews
        #expect(labels.map { $0.font?.pointSize } == [17, 12, 34])
    }

    /// A constraint to an element viewsim does not lay out (here a guide of some later Xcode) is
    /// left out, as one to a view a size class leaves out; the document still loads. An id the
    /// document does not have at all is an error at the constraint's line.
    @Test func aConstraintToAnElementNotLaidOutIsLeftOut() throws {
        func text(_ target: String) -> String {
            Self.xib("""
                <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="20" width="30" height="40"/></view>
                    </subviews>
                    <futureLayoutGuide key="future" id="fg"/>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="box" firstAttribute="width" constant="30" id="w"/>
                        <constraint firstItem="box" firstAttribute="height" constant="40" id="h"/>
                        <constraint firstItem="box" firstAttribute="bottom" secondItem="\(target)" secondAttribute="top" priority="250" id="f"/>
                    </constraints>
                </view>
                """)
        }
        let layout = try InterfaceBuilderLayoutTests.layout(text("fg"))
        #expect(InterfaceBuilderLayoutTests.frame(layout, "box") == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(layout.issues().isEmpty)
        #expect(throws: InterfaceBuilderError(line: 15, "constraint 'f' refers to unknown id 'nowhere'")) { try Self.read(text("nowhere")) }
    }

    /// Booleans read as Foundation's `NSString.boolValue` reads them: Xcode's `YES`/`NO`, and the
    /// `true`/`false` that other tools write (Expo's launch screens).
    @Test(arguments: [("YES", true), ("NO", false), ("true", true), ("false", false), ("yes", true), (" Y", true),
                      ("1", true), ("0", false), ("007", true), ("+1", true), ("-0", false), ("", false), ("maybe", false),
                      ("--1", false), ("0y", false), ("+t", false)])
    func readsBooleansAsFoundationDoes(text: String, value: Bool) {
        #expect(InterfaceBuilderBoolean.value(of: text) == value)
    }

    /// A view written with `translatesAutoresizingMaskIntoConstraints="false"` and `hidden="true"`
    /// is laid out by its constraints alone (no autoresizing constraints to conflict with them)
    /// and hidden.
    @Test func readsTrueAndFalseAsBooleans() throws {
        let text = Self.xib("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <imageView translatesAutoresizingMaskIntoConstraints="false" hidden="true" id="image">
                        <rect key="frame" x="0" y="0" width="375" height="667"/>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="image" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                    <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    <constraint firstItem="image" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
                    <constraint firstItem="image" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="b"/>
                </constraints>
            </view>
            """)
        let image = try #require(Self.read(text).topLevelViews.first?.subviews.first)
        #expect(image.translatesAutoresizingMask == false)
        #expect(image.hidden)
        #expect(try InterfaceBuilderLayoutTests.layout(text).issues().isEmpty)
    }

    @Test(arguments: [("2", 2.0), ("16:9", 16.0 / 9), ("1/3", 1.0 / 3), ("0.5", 0.5), ("30%", 0.3), ("1:2 ", 0.5)])
    func readsMultipliersInEveryForm(text: String, value: Double) {
        #expect(IBConstraintAttributes.multiplier(text) == value)
    }

    @Test func readsEveryConstraintAttributeName() {
        for name in ["leadingMargin", "centerXWithinMargins", "firstBaseline", "lastBaseline", "topMargin", "centerY"] {
            #expect(IBConstraintAttributes.attribute(name) != nil)
        }
        #expect(IBConstraintAttributes.attribute("baseline") == .lastBaseline)
    }

    @Test func readsTheScenesOfAStoryboard() throws {
        let document = try Self.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" initialViewController="nav">
            <scenes>
            <scene sceneID="s1"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" id="main"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                </viewController>
            </objects></scene>
            </scenes>
            </document>
            """)
        #expect(document.kind == .storyboard)
        #expect(document.deviceID == nil)
        #expect(document.scenes.map(\.id) == ["s1", "s2"])
        let controller = try #require(document.scenes[1].controller)
        #expect(controller.rootView?.id == "main")
        #expect(controller.rootView?.guides.map(\.kind) == [.top, .bottom])
        let bars = IBEnvironment.storyboardBars(document.scenes)
        #expect(bars["vc"]?.navigation == true)
        #expect(bars["vc"]?.tabBar == false)
    }

    /// A multi-line label's explicit `preferredMaxLayoutWidth` (Xcode writes it when set) is the
    /// width its text wraps at, whatever the layout gives it.
    @Test func aLabelsPreferredMaxLayoutWidthIsRead() throws {
        let text = InterfaceBuilderXcodeRuleTests.xib("""
            <label text="one two three four five six seven eight" numberOfLines="0" preferredMaxLayoutWidth="100" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, rootConstraints: """
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            """)
        let layout = try InterfaceBuilderLayoutTests.layout(text, .init(intrinsicSizes: .model))
        let label = try #require(InterfaceBuilderLayoutTests.view(layout, "label") as? Label)
        #expect(label.preferredMaxLayoutWidth == 100)
        #expect(label.frame.width <= 100 && label.frame.height > label.font.lineHeight)
        let huge = text.replacingOccurrences(of: "preferredMaxLayoutWidth=\"100\"", with: "preferredMaxLayoutWidth=\"1e300\"")
        #expect(throws: InterfaceBuilderError.self) { try InterfaceBuilderLayoutTests.layout(huge) }
    }

    /// A controller pushed onto a navigation stack whose bar is hidden, inside a tab bar (here
    /// simulated on the navigation controller), keeps the tab bar and gets no navigation bar, as
    /// UIKit shows it (`hidesBottomBarWhenPushed` off).
    @Test func aControllerPushedUnderAHiddenNavigationBarKeepsTheTabBar() throws {
        let document = try Self.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" initialViewController="nav">
            <scenes>
            <scene sceneID="s1"><objects>
                <navigationController navigationBarHidden="YES" id="nav" sceneMemberID="viewController">
                    <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                    <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="home" sceneMemberID="viewController">
                    <view key="view" id="homeView"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                    <connections><segue destination="detail" kind="show" id="p"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewController id="detail" sceneMemberID="viewController">
                    <view key="view" id="detailView"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                    <connections><segue destination="more" kind="show" id="q"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s4"><objects>
                <viewController id="more" sceneMemberID="viewController">
                    <view key="view" id="moreView"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                </viewController>
            </objects></scene>
            </scenes>
            </document>
            """)
        let bars = IBEnvironment.storyboardBars(document.scenes)
        for id in ["home", "detail", "more"] {
            #expect(bars[id]?.navigation == false, "\(id)")
            #expect(bars[id]?.tabBar == true, "\(id)")
        }
    }

    @Test(arguments: [
        ("not xml at all", 1, "not XML"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" toolsVersion=\"1\">\n<objects>\n", 2, "ends early"),
        ("<plist/>", 1, "not an Interface Builder document"),
        ("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" toolsVersion=\"1\"/>", 1, "macOS (Cocoa) document"),
        ("<document type=\"com.apple.InterfaceBuilder.AppleTV.Storyboard\" toolsVersion=\"1\"/>", 1, "is a tvOS document"),
        ("<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" toolsVersion=\"1\"/>", 1, "is a watchOS document"),
        ("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>", 1, "open it in Xcode 5 or later and save it"),
        ("<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\"/>", 1, "is a macOS (Cocoa) document"),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"aaaa\">]>\n<document>&a;</document>", 2, "document type declarations"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" toolsVersion=\"1\"><objects><view id=\"v\"><constraints>\n"
            + "<constraint firstItem=\"nope\" firstAttribute=\"top\" id=\"c\"/></constraints></view></objects></document>", 2, "unknown id 'nope'"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" toolsVersion=\"1\"><objects><view id=\"v\"><constraints>\n"
            + "<constraint firstItem=\"v\" id=\"c\"/></constraints></view></objects></document>", 2, "no 'firstAttribute'"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects/></document>", 1, "no 'toolsVersion'"),
    ])
    func refusesBadInputWithItsLine(text: String, line: Int, message: String) {
        do {
            _ = try Self.read(text)
            Issue.record("read without an error")
        } catch {
            #expect(error.line == line)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func refusesDeepNestingWithoutCrashing() {
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" toolsVersion=\"1\"><objects>"
            + String(repeating: "<view>", count: 10_000) + String(repeating: "</view>", count: 10_000) + "</objects></document>"
        #expect(throws: InterfaceBuilderError.self) { try Self.read(text) }
    }

    @Test func refusesHugeFilesBeforeParsing() {
        let data = [UInt8](repeating: 32, count: InterfaceBuilderDocument.maximumFileSize + 1)
        #expect(throws: InterfaceBuilderError.self) { try InterfaceBuilderDocument.read(data) }
    }

    /// A byte that breaks UTF-8 in an element or attribute name made FoundationXML's parser trap
    /// (it recovers from the encoding error, then force-unwraps the name): it is refused first,
    /// with its line.
    @Test(arguments: [("<vi\u{1}ew id=\"a\"/>", 5), ("<view i\u{1}d=\"a\"/>", 5), ("<view id=\"a\"/>\n<la\u{1}bel/>", 6)])
    func refusesMalformedUTF8WithItsLine(objects: String, line: Int) {
        // U+0001 stands for the broken byte: 0xEB, a lead byte followed by an ASCII letter.
        let bytes = Array(Self.xib(objects).utf8).map { $0 == 1 ? 0xEB : $0 }
        do {
            _ = try InterfaceBuilderDocument.read(bytes)
            Issue.record("read without an error")
        } catch {
            #expect(error.line == line)
            #expect(error.message.hasPrefix("the file is not valid UTF-8 (byte 0xEB at offset "), "\(error.message)")
        }
    }

    /// The parser reads bytes as UTF-8 whatever a malformed, unknown or impossible declaration
    /// says (UTF-16 without a byte order mark, a name with a broken byte, mismatched quotes), so
    /// they are checked too: only ISO-8859-1 and ASCII, declared well-formed, are left to it.
    @Test(arguments: ["UTF-16", "UTF-\u{1}", "\u{1}", "UUTF-8", "Shift_JIS", "ISO-8859-1\' x=\'"])
    func checksUTF8WhateverAnUnusableDeclarationSays(encoding: String) {
        let text = Self.xib("<vi\u{1}ew id=\"a\"/>").replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"\(encoding)\"")
        #expect(throws: InterfaceBuilderError.self) { try InterfaceBuilderDocument.read(Array(text.utf8).map { $0 == 1 ? 0x8B : $0 }) }
        #expect(XMLElementTreeReader.readsAsUTF8(Array(text.utf8).map { $0 == 1 ? 0x8B : $0 }))
    }

    /// The indentation before a start tag is left out before parsing (it is text of an element
    /// that has a child, which the tree drops); line breaks, the text before end tags, comments
    /// and CDATA, and lines that start with text stay.
    @Test func indentationBeforeStartTagsIsLeftOutAndNothingElse() {
        let text = "<a>\n    <b x=\"1\"/>\n\t<_c>\n        <:d/>  \n  </_c>\n    <!-- c -->\n    <![CDATA[ z ]]>\n  text\n"
            + "            <e/>\n  </a>"
        let expected = "<a>\n<b x=\"1\"/>\n<_c>\n<:d/>  \n  </_c>\n    <!-- c -->\n    <![CDATA[ z ]]>\n  text\n<e/>\n  </a>"
        let bytes = Array(text.utf8)
        var copy = [UInt8](repeating: 0, count: bytes.count)
        let count = bytes.withUnsafeBytes { source in
            copy.withUnsafeMutableBytes { XMLElementTreeReader.removingIndentation(from: source, into: $0) }
        }
        #expect(String(decoding: copy[..<count], as: UTF8.self) == expected)
    }

    /// What the tree keeps is what the file says: a leaf's text ending in a line break and
    /// spaces keeps them, and errors name the file's lines.
    @Test func unindentingKeepsLeafTextAndLines() throws {
        let document = try Self.read(Self.xib("""
            <label id="l">
                    <string key="text">Two
                  lines   \n   </string>
                </label>
            """))
        #expect(document.topLevelViews.first?.text == "Two\n      lines   \n   ")
        do {
            _ = try Self.read(Self.xib("<view id=\"a\">\n        <rect key=\"frame\" x=\"nan\" y=\"0\" width=\"1\" height=\"1\"/>\n</view>"))
            Issue.record("read without an error")
        } catch {
            #expect(error.line == 6)
        }
    }

    /// Valid UTF-8 text of every length reads as written, and documents in other encodings are
    /// left to the parser's transcoding: ISO-8859-1 and UTF-16 with a byte order mark.
    @Test func readsNonASCIITextAndOtherEncodings() throws {
        let text = "Café – 日本 🎉"
        let utf8 = try InterfaceBuilderDocument.read(Array(Self.xib("<label text=\"\(text)\" id=\"l\"/>").utf8))
        #expect(utf8.topLevelViews.first?.text == text)
        let latin1Source = Self.xib("<label text=\"Caf\u{1}\" id=\"l\"/>").replacingOccurrences(of: "UTF-8", with: "ISO-8859-1")
        let latin1 = try InterfaceBuilderDocument.read(Array(latin1Source.utf8).map { $0 == 1 ? 0xE9 : $0 })
        #expect(latin1.topLevelViews.first?.text == "Café")
        let utf16Source = Self.xib("<label text=\"\(text)\" id=\"l\"/>").replacingOccurrences(of: "UTF-8", with: "UTF-16")
        let utf16 = try InterfaceBuilderDocument.read([0xFF, 0xFE] + utf16Source.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(utf16.topLevelViews.first?.text == text)
    }

    /// RFC 3629's rules: overlong forms, surrogates, code points past U+10FFFF, stray
    /// continuation bytes and cut sequences are found at their first byte, wherever they fall
    /// against the eight-byte steps.
    @Test func findsTheFirstByteThatBreaksUTF8() {
        let valid: [[UInt8]] = [Array("plain ASCII, longer than eight bytes".utf8), Array("é日🎉 – mixed".utf8), [0xF4, 0x8F, 0xBF, 0xBF], []]
        for bytes in valid { #expect(XMLElementTreeReader.firstInvalidUTF8(in: bytes) == nil, "\(bytes)") }
        let broken: [[UInt8]] = [[0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0x80],
                                 [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80], [0xE6, 0x97], [0xE6, 0x41, 0x80], [0xFF]]
        for sequence in broken {
            for offset in [0, 5, 7, 13] {
                let bytes = Array(repeating: UInt8(ascii: "a"), count: offset) + sequence + Array("tail".utf8)
                #expect(XMLElementTreeReader.firstInvalidUTF8(in: bytes) == offset, "\(sequence) at \(offset)")
            }
        }
    }

    /// Numbers are read as `Double(text)` reads them, bit for bit: the fast path for plain
    /// decimals and the fallback for everything else.
    @Test func numbersReadAsDoubleReadsThem() {
        var texts = ["0", "-0", "1", "-1", "0.5", "16", "343.5", "-12.25", "0.1", "0.3", "1000", "251", "0.66666666666666",
                     "123456789012345", "1234567890123456", "9007199254740993", "0.000000000000001", "1e3", "1E-2",
                     "+5", ".5", "5.", "-", "", "1.2.3", "inf", "-infinity", "nan", "0x1p4", " 1", "1 ", "12a", "--1"]
        // Deterministic pseudo-random decimals of up to 17 digits, as Xcode writes frames.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let whole = Int(state >> 44) % 100_000, fraction = Int(state >> 8 & 0xFFFF_FFFF) % 1_000_000_000
            let decimals = Int(state & 7) + 1
            let fractionText = String(String(fraction).prefix(decimals))
            texts.append("\(state & 16 == 0 ? "" : "-")\(whole).\(fractionText)")
        }
        for text in texts {
            #expect(IBDocumentReader.decimal(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }
}
