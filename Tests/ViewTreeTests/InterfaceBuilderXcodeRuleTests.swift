import Foundation
import Testing
@testable import ViewTree

/// UIKit and Xcode rules that keep `check` quiet on documents Xcode saved clean, each pinned by a
/// small document written here and justified by UIKit's documentation or Xcode's stored frames.
@Suite struct InterfaceBuilderXcodeRuleTests {
    typealias Helper = InterfaceBuilderLayoutTests

    /// A xib with one 375 x 200 freeform root holding `body`.
    static func xib(_ body: String, tools: String = "21701", rootConstraints: String = "", afterObjects: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_1" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>\(body)</subviews>
                <constraints>\(rootConstraints)</constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
        </objects>\(afterObjects)
        </document>
        """
    }

    static func issues(_ text: String, _ options: InterfaceBuilderLayout.Options = .init(intrinsicSizes: .stored)) throws -> [InterfaceBuilderIssue] {
        try Helper.layout(text, options).issues()
    }

    /// Constraints pinning the view `id` to the root's top, leading and trailing edges.
    static func pinnedToTop(_ id: String) -> String {
        pinnedToTopLeading(id) + """

        <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="\(id)-trailing"/>
        """
    }

    /// Constraints pinning `id` to the root's top leading corner, its size left to it.
    static func pinnedToTopLeading(_ id: String) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" id="\(id)-top"/>
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="\(id)-leading"/>
        """
    }

    /// A cell content view's subviews and constraints: a picker view stored at `width` x `height`,
    /// pinned to every edge of the content view (`content`).
    static func pickerFillingContent(width: Double, height: Double) -> String {
        """
        <subviews>
            <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            </pickerView>
        </subviews>
        <constraints>\(pinnedToEdges("picker", of: "content"))</constraints>
        """
    }

    /// A xib whose root view is filled by a plain table of `rowHeight` holding one prototype cell
    /// (`cellAttributes` on it, e.g. its own row height) stored `cellHeight` tall, its content view
    /// one pixel shorter unless `contentHeight` says otherwise and holding `content` (its
    /// `<subviews>` and `<constraints>`).
    static func tableWithPrototypeCell(width: Double, height: Double, rowHeight: String, cellAttributes: String = "",
                                       cellWidth: Double? = nil, cellHeight: Double, contentHeight: Double? = nil,
                                       content: String, tools: String, device: String) -> String {
        InterfaceBuilderReadingTests.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <subviews>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="\(rowHeight)" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Cell"\(cellAttributes) id="cell">
                                <rect key="frame" x="0.0" y="28" width="\(cellWidth ?? width)" height="\(cellHeight)"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="\(cellWidth ?? width)" height="\(contentHeight ?? cellHeight - 0.5)"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    \(content)
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </subviews>
                <constraints>\(pinnedToEdges("table", of: "root"))</constraints>
            </view>
            """, tools: tools, device: device)
    }

    /// A box of a fixed size stored at `frame` in a cell's content view, pinned by `constraints`.
    static func boxInContent(_ frame: Rect, constraints: String) -> String {
        """
        <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="\(frame.minX)" y="\(frame.minY)" width="\(frame.width)" height="\(frame.height)"/>
                <constraints>
                    <constraint firstAttribute="width" constant="\(frame.width)" id="bw"/>
                    <constraint firstAttribute="height" constant="\(frame.height)" id="bh"/>
                </constraints>
            </view>
        </subviews>
        <constraints>\(constraints)</constraints>
        """
    }

    /// Constraints pinning `id` to every edge of `parent`.
    static func pinnedToEdges(_ id: String, of parent: String) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(parent)" secondAttribute="top" id="\(id)-top"/>
        <constraint firstAttribute="bottom" secondItem="\(id)" secondAttribute="bottom" id="\(id)-bottom"/>
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(parent)" secondAttribute="leading" id="\(id)-leading"/>
        <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="\(id)-trailing"/>
        """
    }

    /// Expects the view `id` at `frame`, and no issue, with intrinsic sizes from either source.
    static func expectInEitherMode(_ text: String, _ id: String, at frame: Rect) throws {
        for mode in IntrinsicSizeSource.allCases {
            let layout = try Helper.layout(text, .init(intrinsicSizes: mode))
            #expect(Helper.frame(layout, id) == frame, "\(mode)")
            #expect(layout.issues().isEmpty, "\(mode)")
        }
    }

    /// `spacingType="standard"` is Interface Builder's "Use Standard Value" for a stack view's
    /// spacing: UIKit's system spacing (`UIStackView.spacingUseSystem`), 8 pt between two views.
    @Test func aStackViewsStandardSpacingIsTheSystemSpacing() throws {
        let text = Self.xib("""
            <stackView axis="vertical" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="375" height="48"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
                        <constraints><constraint firstAttribute="height" constant="20" id="ah"/></constraints>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="0.0" y="28" width="375" height="20"/>
                        <constraints><constraint firstAttribute="height" constant="20" id="bh"/></constraints>
                    </view>
                </subviews>
            </stackView>
            """, rootConstraints: Self.pinnedToTop("stack"))
        let layout = try Helper.layout(text)
        #expect(Helper.frame(layout, "b") == Rect(x: 0, y: 28, width: 375, height: 20))
        #expect(Helper.frame(layout, "stack")?.height == 48)
        #expect(try Self.issues(text).isEmpty)
    }

    /// A first-baseline row: `first` (a 17 pt label) and `second` (a label in `secondSize` pt),
    /// stored at `firstY` and `secondY` in a stack stored `height` tall, pinned to the root's top,
    /// leading and trailing edges (`heightConstraint`: also held at its height).
    static func firstBaselineRow(height: Double, firstY: Double, secondY: Double, secondSize: Double, secondWidth: Double,
                                 secondHeight: Double, heightConstraint: Bool) -> String {
        xib("""
            <stackView distribution="equalSpacing" alignment="firstBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                <subviews>
                    <label text="Total" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                        <rect key="frame" x="0.0" y="\(firstY)" width="41" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label text="$40" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                        <rect key="frame" x="\(375 - secondWidth)" y="\(secondY)" width="\(secondWidth)" height="\(secondHeight)"/>
                        <fontDescription key="fontDescription" type="system" pointSize="\(secondSize)"/>
                    </label>
                </subviews>
                \(heightConstraint ? #"<constraints><constraint firstAttribute="height" constant="\#(height)" id="sh"/></constraints>"# : "")
            </stackView>
            """, rootConstraints: pinnedToTop("stack"))
    }

    /// UIKit ties a first-baseline stack's top to its first arranged view alone
    /// (`UISV-canvas-connection: stackView.top <= label.top`; rdar://32291130): a taller second
    /// view stands out above the stack, as Xcode stores it (`sources-all.tsv` 01355, 01971,
    /// 05613), and a stack held taller than its views sets them on its bottom edge, which Xcode
    /// does not flag ambiguous (03233, 05737).
    @Test func aFirstBaselineStackFollowsItsFirstViewsTop() throws {
        let taller = Self.firstBaselineRow(height: 60, firstY: 39.5, secondY: 39.5, secondSize: 17, secondWidth: 28.5,
                                          secondHeight: 20.5, heightConstraint: true)
        let tallerLayout = try Helper.layout(taller, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(tallerLayout, "first") == Rect(x: 0, y: 39.5, width: 41, height: 20.5))
        #expect(Helper.frame(tallerLayout, "second") == Rect(x: 346.5, y: 39.5, width: 28.5, height: 20.5))
        #expect(try Self.issues(taller).isEmpty)

        let free = Self.firstBaselineRow(height: 30, firstY: 0, secondY: -10, secondSize: 34, secondWidth: 57,
                                        secondHeight: 40.5, heightConstraint: false)
        let freeLayout = try Helper.layout(free, .init(intrinsicSizes: .stored))
        let first = try #require(Helper.frame(freeLayout, "first")), second = try #require(Helper.frame(freeLayout, "second"))
        let stack = try #require(Helper.frame(freeLayout, "stack"))
        #expect(first.minY == 0 && second.minY < -5)
        #expect(close(stack.height, second.maxY))
    }

    /// An equal-spacing column's gaps take what it has left, and a centred row in it is as tall as
    /// its tallest view: the gaps' pull to zero (fitting size) is weaker than the row's own
    /// spanning fit (forty-ninth unseen set 57074: a 70 pt row and a label in a 127 pt column,
    /// the row stored 70 pt tall, unflagged).
    @Test func anEqualSpacingStacksGapsYieldToANestedStacksFit() throws {
        func labelled(_ id: String, _ x: Int, _ y: Double, _ width: Int) -> String {
            #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#
                + #"<rect key="frame" x="\#(x)" y="\#(y)" width="\#(width)" height="20.5"/>"#
                + #"<fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        }
        let text = Self.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="0.0" y="0.0" width="375" height="127"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                                <rect key="frame" x="0.0" y="0.0" width="70" height="70"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="70" id="image-height"/>
                                    <constraint firstAttribute="width" constant="70" id="image-width"/>
                                </constraints>
                            </view>
                            \(labelled("name", 86, 24.75, 289))
                        </subviews>
                    </stackView>
                    \(labelled("body", 0, 106.5, 375))
                </subviews>
            </stackView>
            """, rootConstraints: Self.pinnedToTop("column") + """
            <constraint firstItem="column" firstAttribute="height" constant="127" id="column-height"/>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "row") == Rect(x: 0, y: 0, width: 375, height: 70))
        #expect(Helper.frame(layout, "body") == Rect(x: 0, y: 106.5, width: 375, height: 20.5))
        #expect(try Self.issues(text).isEmpty)
    }

    /// Interface Builder's "Vary for Traits" on a property writes a `<variation>` with the varied
    /// value, which the canvas shows for the device's size class: a stack view that is a row in
    /// general and a 10 pt spaced column for a compact width (a portrait phone) is stored as the
    /// column (`sources-all.tsv` 01312 and 01439: two map views stored one above the other), and
    /// a view hidden for it is a hidden arranged view.
    @Test(arguments: ["widthClass=compact", "heightClass=compact"])
    func aPropertyVariedForTheSizeClassTakesItsVariedValue(key: String) throws {
        let applies = key == "widthClass=compact"  // the document's phone is in portrait
        let second = applies ? Rect(x: 0, y: 30, width: 375, height: 20) : Rect(x: 126.5, y: 0, width: 122.5, height: 20)
        let text = Self.xib("""
            <stackView distribution="fillEqually" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(applies ? 50 : 20)"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="\(applies ? 375 : 187.5)" height="20"/>
                        <constraints><constraint firstAttribute="height" constant="20" id="ah"/></constraints>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="\(second.minX)" y="\(second.minY)" width="\(second.width)" height="20"/>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="c">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <variation key="\(key)" hidden="YES"/>
                    </view>
                </subviews>
                <variation key="\(key)" axis="vertical" spacing="10"/>
            </stackView>
            """, rootConstraints: Self.pinnedToTop("stack"))
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.view(layout, "c")?.isHidden == applies)
        if applies {
            #expect(Helper.frame(layout, "b") == second)
            #expect(try Self.issues(text).isEmpty)
        } else {
            #expect(Helper.frame(layout, "b")?.minY == 0)  // a row of three, 4 pt apart
        }
    }

    /// A font varied for the size class is the label's font there, and what the text model
    /// measures; plain text only (an attributed string's fragments carry their own fonts).
    @Test func aFontVariedForTheSizeClassIsTheLabelsFont() throws {
        let text = Self.xib("""
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="0.0" y="0.0" width="82" height="41"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <variation key="widthClass=compact">
                    <fontDescription key="fontDescription" type="system" pointSize="34"/>
                </variation>
                <variation key="widthClass=regular">
                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                </variation>
            </label>
            """, rootConstraints: Self.pinnedToTopLeading("title"))
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        #expect((Helper.view(layout, "title") as? Label)?.font.pointSize == 34)
        #expect(Helper.frame(layout, "title")?.height == 41)
    }

    /// On the canvas, a visible arranged view with no intrinsic size keeps its stored size across
    /// a centre-aligned row, and the row grows to it rather than squeezing it to its label
    /// (`sources-all.tsv` 02320: a placeholder view stored 50.33 pt tall sets its row's height);
    /// hidden, it does not hold the row open (02085: the row stored as tall as its label).
    @Test(arguments: [false, true])
    func aPlainArrangedViewKeepsItsStoredSizeAcrossTheRow(hidden: Bool) throws {
        let rowHeight = hidden ? 20.5 : 50
        let text = Self.xib("""
            <stackView alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(rowHeight)"/>
                <subviews>
                    <label text="Total" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="0.0" y="\((rowHeight - 20.5) / 2)" width="\(hidden ? 375 : 41)" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view\(hidden ? #" hidden="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="placeholder">
                        <rect key="frame" x="\(hidden ? 375 : 49)" y="\(hidden ? -14.75 : 0)" width="\(hidden ? 0 : 326)" height="50"/>
                    </view>
                </subviews>
            </stackView>
            """, rootConstraints: Self.pinnedToTop("row"))
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "row")?.height == CGFloat(rowHeight))
        #expect(Helper.frame(layout, "label")?.minY == CGFloat((rowHeight - 20.5) / 2))
        if !hidden { #expect(Helper.frame(layout, "placeholder") == Rect(x: 49, y: 0, width: 326, height: 50)) }
        #expect(try Self.issues(text).isEmpty)
    }

    /// A stack view arranges inside its layout margins only when told to
    /// (`layoutMarginsRelativeArrangement`, or margins of its own in the document): following the
    /// readable width is about its margins, not its arrangement (an unseen cell's stack view with
    /// it stores its first view at its leading edge, as does another file's three).
    @Test(arguments: [(#"layoutMarginsFollowReadableWidth="YES""#, "", 0.0),
                      (#"layoutMarginsRelativeArrangement="YES""#, #"<edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>"#, 8.0)])
    func aStackViewArrangesInItsMarginsOnlyWhenTold(attribute: String, margins: String, inset: Double) throws {
        let text = Self.xib("""
            <stackView axis="vertical" \(attribute) insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(20 + 2 * inset)"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="\(inset)" y="\(inset)" width="\(375 - 2 * inset)" height="20"/>
                        <constraints><constraint firstAttribute="height" constant="20" id="ah"/></constraints>
                    </view>
                </subviews>
                \(margins)
            </stackView>
            """, rootConstraints: Self.pinnedToTop("stack"))
        let layout = try Helper.layout(text)
        #expect(Helper.frame(layout, "a") == Rect(x: inset, y: inset, width: 375 - 2 * inset, height: 20))
        #expect(try Self.issues(text).isEmpty)
    }

    /// A stack view's layout margins are 0 unless the document gives it some: Xcode stores every
    /// view pinned to a stack view's margins at the stack's edge (13 constraints in 5 files of 4
    /// repositories of the unseen sets' repositories, none 8 pt in), and documents that want a
    /// stack's views inset write its margins (8 pt on each side, spelled out).
    @Test func aStackViewsOwnMarginsAreZero() throws {
        let text = Self.xib("""
            <stackView axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                        <rect key="frame" x="16" y="0.0" width="343" height="30"/>
                        <constraints><constraint firstAttribute="height" constant="30" id="wh"/></constraints>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="wide" firstAttribute="leading" secondItem="stack" secondAttribute="leadingMargin" constant="16" id="wl"/>
                    <constraint firstAttribute="trailingMargin" secondItem="wide" secondAttribute="trailing" constant="16" id="wt"/>
                </constraints>
            </stackView>
            """, rootConstraints: Self.pinnedToTop("stack"))
        let layout = try Helper.layout(text)
        #expect(Helper.frame(layout, "wide") == Rect(x: 16, y: 0, width: 343, height: 30))
        #expect(try Self.issues(text).isEmpty)
    }

    /// A switch is aligned by its alignment rectangle, which ends 2 pt inside its frame on the
    /// trailing side: Xcode stores a switch pinned 16 pt from the trailing edge 14 pt from it.
    @Test func aSwitchIsPinnedByItsAlignmentRectangle() throws {
        let text = Self.xib("""
            <switch opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                <rect key="frame" x="310" y="20" width="51" height="31"/>
            </switch>
            """, rootConstraints: """
            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="16" id="t"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="y"/>
            """)
        #expect(Helper.frame(try Helper.layout(text), "toggle") == Rect(x: 310, y: 20, width: 51, height: 31))
        #expect(try Self.issues(text).isEmpty)
    }

    /// Xcode 11 to 14.2 draw a phone without a notch with no status bar, earlier and later Xcode
    /// (14.3's 21701 on) with a 20 pt one: a view pinned to the safe area's top of a retina4_7
    /// storyboard.
    @Test(arguments: [("14460", 20.0), ("14868", 0.0), ("15400", 0.0), ("16095", 0.0), ("19115", 0.0), ("21507", 0.0), ("21701", 20.0), ("23504", 20.0)])
    func theStatusBarOfAPhoneWithoutANotchDependsOnTheXcodeVersion(tools: String, top: Double) throws {
        let controller = Helper.pinnedToSafeArea.replacingOccurrences(of: "width=\"414\" height=\"896\"", with: "width=\"375\" height=\"667\"")
        let layout = try Helper.layout(Helper.storyboard(tools: tools, device: "retina4_7", controller: controller))
        #expect(Helper.frame(layout, "box") == Rect(x: 16, y: top, width: 100, height: 667 - top))
    }

    /// A `keyboardLayoutGuide` (iOS 15's `UIKeyboardLayoutGuide`) loads, and with no keyboard
    /// on screen it lies below the safe area: a view pinned above it ends at the safe area's
    /// bottom (34 pt above the screen's on a phone with a home indicator).
    @Test func aKeyboardLayoutGuideLiesBelowTheSafeArea() throws {
        let controller = Helper.pinnedToSafeArea
            .replacingOccurrences(of: #"<constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c3"/>"#,
                                  with: #"<constraint firstItem="box" firstAttribute="bottom" secondItem="kb" secondAttribute="top" id="c3"/>"#)
            .replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
                                  with: #"<viewLayoutGuide key="safeArea" id="safe"/><keyboardLayoutGuide key="keyboard" id="kb"/>"#)
        #expect(controller.contains("secondItem=\"kb\""))
        let layout = try Helper.layout(Helper.storyboard(tools: "22505", device: "retina6_1", controller: controller))
        #expect(Helper.frame(layout, "box") == Rect(x: 20, y: 48, width: 100, height: 896 - 34 - 48))
        #expect(layout.issues().map(\.kind) == [.misplaced])  // the helper stores the box at 10 x 10
    }

    /// A xib whose top-level view `root` (File's Owner's `view` when `isOwnerView`), of `size`
    /// with a safe area guide `safe`, holds a view `box` stored at `box`; `rootExtras` go inside
    /// the root (margins, simulated metrics) and `constraints` in its constraints.
    static func xibRootHoldingBox(isOwnerView: Bool, size: Size, box: Rect, rootAttributes: String = "", rootExtras: String = "",
                                  constraints: String, tools: String, device: String) -> String {
        let owner = isOwnerView ? #"<connections><outlet property="view" destination="root" id="o1"/></connections>"# : ""
        return InterfaceBuilderReadingTests.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">\(owner)</placeholder>
            <view contentMode="scaleToFill" \(rootAttributes)id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="\(box.minX)" y="\(box.minY)" width="\(box.width)" height="\(box.height)"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>\(constraints)</constraints>
                \(rootExtras)
            </view>
            """, tools: tools, device: device)
    }

    /// A freeform simulated size, as Xcode writes it on a top-level view of its own size.
    static let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#

    /// A xib's view of the screen's size, a view controller's (File's Owner's `view`) or not: from
    /// Xcode 16.3 (toolsVersion 23727) the canvas counts the island's 59 pt and the home
    /// indicator's 34 twice, as the views pinned to the safe area of such files are stored
    /// (controllers' views of four repositories; pop-up windows and an empty-library view of two
    /// more); 23504 files count them once.
    @Test(arguments: [("23504", 59.0, 34.0, true), ("24128", 118.0, 68.0, true), ("23504", 59.0, 34.0, false), ("24506", 118.0, 68.0, false)])
    func aXibViewOfTheScreensSizeCountsThePhonesInsetsTwiceFromXcode16_3(tools: String, top: Double, bottom: Double, isOwnerView: Bool) throws {
        let text = Self.xibRootHoldingBox(isOwnerView: isOwnerView, size: Size(width: 393, height: 852),
                                          box: Rect(x: 0, y: top, width: 393, height: 852 - top - bottom), constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>
            """, tools: tools, device: "retina6_12")
        let layout = try Helper.layout(text)
        #expect(Helper.frame(layout, "box") == Rect(x: 0, y: top, width: 393, height: 852 - top - bottom))
        #expect(layout.issues().isEmpty)
    }

    /// Before Xcode 11, a xib's view of a size other than the screen's, File's Owner's or not, has
    /// the status bar clipped to it when it is at least as tall as the 3.5-inch phone's 480 pt
    /// screen, and no safe-area inset when it is shorter (of the views of 13xxx and 14xxx files
    /// pinning a subview to their safe area's top, the 7 from 496 to 1024 pt tall store it 20 pt
    /// down, the 37 from 21 to 382 pt tall at the pin's constant, File's Owner's 121 and 287 pt
    /// views among them).
    @Test(arguments: [(true, "retina4_7", 600.0, 20.0), (false, "retina4_7", 496.0, 20.0), (true, "ipad9_7", 600.0, 20.0),
                      (true, "retina4_7", 121.0, 0.0), (false, "retina4_7", 382.0, 0.0)])
    func beforeXcode11AXibViewAsTallAsAScreenHasTheStatusBar(isOwnerView: Bool, device: String, height: Double, top: Double) throws {
        let text = Self.xibRootHoldingBox(isOwnerView: isOwnerView, size: Size(width: 400, height: height),
                                          box: Rect(x: 0, y: top, width: 400, height: height - top), rootExtras: Self.freeform, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>
            """, tools: "14460", device: device)
        let layout = try Helper.layout(text)
        #expect(Helper.frame(layout, "box") == Rect(x: 0, y: top, width: 400, height: height - top))
        #expect(layout.issues().isEmpty)
    }

    /// The canvas shows a xib's top-level view as a controller's root view whether or not it is
    /// File's Owner's `view`: its system margins are 16 pt on the sides (20 from 414 pt wide) and
    /// none at the top, and smaller explicit margins do not go under them (every such view of the
    /// unseen sets' repositories whose content is pinned to its margins from Xcode 9 on, 19 views
    /// of 18 files in 12 repositories, is stored so: 16 pt up to 385 pt wide, 20 from 414; none at
    /// UIView's 8 pt).
    @Test(arguments: [(375.0, "", 16.0), (434.0, "", 20.0), (191.0, #"<edgeInsets key="layoutMargins" top="0.0" left="6" bottom="0.0" right="6"/>"#, 16.0)])
    func aXibsTopLevelViewHasAControllersRootMargins(width: Double, margins: String, side: Double) throws {
        let text = Self.xibRootHoldingBox(isOwnerView: false, size: Size(width: width, height: 80),
                                          box: Rect(x: side, y: 0, width: width - 2 * side, height: 80),
                                          rootAttributes: #"insetsLayoutMarginsFromSafeArea="NO" "#, rootExtras: margins + Self.freeform, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
            """, tools: "17701", device: "retina6_1")
        let layout = try Helper.layout(text)
        #expect(Helper.frame(layout, "box") == Rect(x: side, y: 0, width: width - 2 * side, height: 80))
        #expect(layout.issues().isEmpty)
    }

    /// Before Xcode 9 the canvas shows a xib's top-level view as a plain view: UIView's 8 pt
    /// margins on every side (toolsVersion 7xxx to 11xxx, 7 files of 4 repositories, the twelfth
    /// set's 20169 to 20173 among them: 600 pt wide views whose content is pinned 8 pt inside
    /// their edges by constraints to their margins; File's Owner's views of documents without a
    /// device too, 01831 and 03303).
    @Test func aXibsTopLevelViewHadPlainMarginsBeforeXcode9() throws {
        let text = Self.xibRootHoldingBox(isOwnerView: false, size: Size(width: 600, height: 80),
                                          box: Rect(x: 8, y: 8, width: 584, height: 64),
                                          rootAttributes: "", rootExtras: Self.freeform, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
            """, tools: "11762", device: "retina4_7")
        let layout = try Helper.layout(text)
        #expect(Helper.frame(layout, "box") == Rect(x: 8, y: 8, width: 584, height: 64))
        #expect(layout.issues().isEmpty)
    }

    /// A root 54 pt shorter than a notched phone's screen is a sheet (iOS 13's page sheet, 10 pt
    /// below the status bar): no status bar covers it, so its safe area starts at its top, and a
    /// navigation bar in it is 56 pt tall. Its safe area ends 34 pt above its bottom, over the
    /// home indicator, until Xcode 13.3 draws it without (fifteenth set 23061, twenty-sixth 34092).
    /// From Xcode 13.3 until Xcode 15 a card without a navigation bar is drawn under the status
    /// bar (forty-ninth set 57167: a view pinned to the safe area stored at 44 x 798 in an 842 pt
    /// root). From Xcode 15 the canvas stores a sheet 10 pt shorter than the screen (twenty-sixth
    /// set 34004 and 34083, `sources-all.tsv` 01519).
    @Test(arguments: [("17156", false, 842.0, 0.0, 34.0), ("17156", true, 842.0, 56.0, 34.0), ("20037", false, 842.0, 44.0, 0.0),
                      ("20037", true, 842.0, 56.0, 0.0), ("23504", false, 886.0, 0.0, 0.0), ("23504", true, 886.0, 56.0, 0.0)])
    func aSheetsSafeAreaStartsAtItsTop(tools: String, navigationBar: Bool, height: Double, top: Double, bottom: Double) throws {
        let bar = navigationBar ? #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"# : ""
        let controller = Helper.pinnedToSafeArea.replacingOccurrences(of: "height=\"896\"", with: "height=\"\(height)\"")
            .replacingOccurrences(of: "</viewController>", with: bar + "</viewController>")
        let layout = try Helper.layout(Helper.storyboard(tools: tools, device: "retina6_1", controller: controller))
        #expect(Helper.frame(layout, "box") == Rect(x: 20, y: top, width: 100, height: height - bottom - top))
    }

    /// The card sits 10 pt below the device's own status bar: before Xcode 15 a 393 x 783 root on
    /// the iPhone 15's 852 pt screen (59 pt status bar) is a card, its navigation bar 56 pt and
    /// no status bar over it (`sources-all.tsv` 00988: a view pinned 59 pt above the safe area's
    /// top stored at y = -3).
    @Test func aCardIsTenPointsBelowTheDevicesStatusBar() throws {
        let controller = Helper.pinnedToSafeArea.replacingOccurrences(of: "width=\"414\" height=\"896\"", with: "width=\"393\" height=\"783\"")
            .replacingOccurrences(of: "</viewController>", with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/></viewController>"#)
        let layout = try Helper.layout(Helper.storyboard(tools: "21701", device: "retina6_12", controller: controller))
        #expect(Helper.frame(layout, "box") == Rect(x: 16, y: 56, width: 100, height: 783 - 56))
    }

    /// A controller's root narrower than a phone's screen (a freeform size) sits at the screen's
    /// top left, and the status bar's inset is clipped to it (views pinned to the safe area's top
    /// stored 44 pt down on a notched phone, 20 on Xcode 9's 4.7-inch one); on an iPad it has none.
    @Test(arguments: [("16097", "retina6_1", 44.0), ("13771", "retina4_7", 20.0), ("16097", "ipad9_7", 0.0)])
    func aNarrowRootOnAPhoneHasTheStatusBarsInset(tools: String, device: String, top: Double) throws {
        let controller = Helper.pinnedToSafeArea.replacingOccurrences(of: "width=\"414\" height=\"896\"", with: "width=\"320\" height=\"528\"")
            .replacingOccurrences(of: "</viewController>", with: """
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="320" height="528"/>
                </viewController>
                """)
        let layout = try Helper.layout(Helper.storyboard(tools: tools, device: device, controller: controller))
        let box = try #require(Helper.frame(layout, "box"))
        #expect(box == Rect(x: box.origin.x, y: top, width: 100, height: 528 - top))
    }

    /// A text field centres its text in whatever height it has, so its baseline follows its
    /// centre: a 30 pt borderless field baseline-aligned with a 17 pt label is stored 5 pt above
    /// the label (unseen 14021 to 14023), in either mode, though its intrinsic height is the text's.
    @Test func aTextFieldsBaselineFollowsItsCentre() throws {
        let text = Self.xib("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Room:" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="16" y="20" width="49" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="86" y="15" width="273" height="30"/>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="field-height"/>
                </constraints>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            """, rootConstraints: """
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="l-top"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l-leading"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="21" id="f-leading"/>
            <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="16" id="f-trailing"/>
            <constraint firstItem="field" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="f-baseline"/>
            """)
        for mode in IntrinsicSizeSource.allCases {
            let layout = try Helper.layout(text, .init(intrinsicSizes: mode))
            let field = try #require(Helper.frame(layout, "field"))
            #expect(abs(field.origin.y - 15) <= 0.5, "\(mode): \(field)")
            #expect(!layout.issues().contains { $0.kind == .misplaced }, "\(mode)")
        }
    }

    /// A view kept at a scene's top level, beside its controller, is shown as a xib's top-level
    /// view is: from Xcode 11 at the screen's top left with the bars' insets clipped to it (unseen
    /// 9513, 21701: a 500 x 108 bar's stack pinned 6 pt below its safe area stored 50 pt down on a
    /// 44 pt status bar), before with none (unseen 16037, 14490: safe-area pins stored at 0).
    @Test(arguments: [("21701", 48.0), ("14490", 0.0)])
    func aViewBesideTheControllerGetsTheInsetsOfAXibsView(tools: String, top: Double) throws {
        let extraView = """
            <view contentMode="scaleToFill" id="extra">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="10"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="extraSafe"/>
                <constraints>
                    <constraint firstItem="bar" firstAttribute="top" secondItem="extraSafe" secondAttribute="top" id="bt"/>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="extra" secondAttribute="leading" id="bl"/>
                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="br"/>
                    <constraint firstItem="bar" firstAttribute="height" constant="10" id="bh"/>
                </constraints>
            </view>
            """
        let text = Helper.storyboard(tools: tools, device: "retina6_1", controller: Helper.pinnedToSafeArea + extraView)
        #expect(Helper.frame(try Helper.layout(text), "bar") == Rect(x: 0, y: top, width: 300, height: 10))
    }

    /// A button's `contentEdgeInsets` (`<inset key="contentEdgeInsets">`) pad its title in place of
    /// UIKit's own 6 pt above and below: a 14 pt title inside 16 and 6 pt insets is 29 pt high, as
    /// Xcode stores fourth set 7014's buttons, and its title's width plus 32 wide.
    @Test func aButtonsContentInsetsPadItsTitle() throws {
        let text = Self.xib("""
            <button contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <inset key="contentEdgeInsets" minX="16" minY="6" maxX="16" maxY="6"/>
                <state key="normal" title="Left"/>
            </button>
            """, rootConstraints: """
            <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        let button = try #require(Helper.view(layout, "button") as? Button)
        let title = try #require(button.titleLabel).intrinsicContentSize.width.rounded(.up)
        #expect(button.frame == Rect(x: 0, y: 0, width: title + 32, height: 29))
    }

    /// A segmented control takes its segments and selected segment from the document
    /// (`<segments>`, `selectedSegmentIndex`), so that in `--intrinsic model`, and at run time,
    /// its titles size it: corpus 074's "Flat | Native", stored 107 pt wide with no width
    /// constraint, is within the text model's precision (it was laid out 0 pt wide).
    @Test func aSegmentedControlTakesItsSegments() throws {
        let text = Self.xib("""
            <segmentedControl contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="0.0" y="0.0" width="107" height="29"/>
                <segments>
                    <segment title="Flat"/>
                    <segment title="Native"/>
                </segments>
            </segmentedControl>
            """, tools: "13196", rootConstraints: """
            <constraint firstItem="control" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="control" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        let control = try #require(Helper.view(layout, "control") as? SegmentedControl)
        #expect(control.titles == ["Flat", "Native"] && control.selectedSegmentIndex == 1)
        #expect(layout.issues().isEmpty)
    }

    /// A document's segment widths (`<segment title="ON" width="61"/>`, `setWidth(_:forSegmentAt:)`)
    /// size the control: two 61 pt segments make a 123 pt control with their divider, as fifth
    /// unseen set 13121 stores one whose width nothing else sets.
    @Test func aSegmentedControlsSegmentWidthsSizeIt() throws {
        let text = Self.xib("""
            <segmentedControl contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="232" y="0.0" width="123" height="32"/>
                <segments>
                    <segment title="ON" width="61"/>
                    <segment title="OFF" width="61"/>
                </segments>
            </segmentedControl>
            """, rootConstraints: """
            <constraint firstItem="control" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstAttribute="trailing" secondItem="control" secondAttribute="trailing" constant="20" id="r"/>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        #expect(Helper.frame(layout, "control") == Rect(x: 232, y: 0, width: 123, height: 32))
        #expect(layout.issues().isEmpty)
        let loaded = try #require(try Nib(string: text).instantiate().first?.subviews.first as? SegmentedControl)
        #expect(loaded.widthForSegment(at: 0) == 61 && loaded.widthForSegment(at: 1) == 61)
    }

    /// A collection view loaded from a nib gets the flow layout its document describes, as
    /// `UINib` decodes it: direction, item size, spacings, section insets and their reference,
    /// and self-sizing (`automaticEstimatedItemSize`), not UIKit's defaults.
    @Test func aLoadedCollectionViewHasItsDocumentsFlowLayout() throws {
        let text = Self.xib("""
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" automaticEstimatedItemSize="YES" minimumLineSpacing="4" minimumInteritemSpacing="6" sectionInsetReference="safeArea" id="flow">
                    <size key="itemSize" width="128" height="96"/>
                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                    <inset key="sectionInset" minX="16" minY="8" maxX="12" maxY="4"/>
                </collectionViewFlowLayout>
            </collectionView>
            """)
        let grid = try #require(try Nib(string: text).instantiate().first?.subviews.first as? CollectionView)
        let layout = try #require(grid.collectionViewLayout as? FlowLayout)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.itemSize == Size(width: 128, height: 96))
        #expect(layout.minimumLineSpacing == 4 && layout.minimumInteritemSpacing == 6)
        #expect(layout.sectionInset == EdgeInsets(top: 8, left: 16, bottom: 4, right: 12))
        #expect(layout.sectionInsetReference == .fromSafeArea)
        #expect(layout.estimatedItemSize == FlowLayout.automaticSize)
    }

    /// A table view loaded from a nib has the style, row height, estimate and section heights
    /// its document sets (`-1` is `UITableView.automaticDimension`), not those of a table made
    /// in code.
    @Test func aLoadedTableViewHasItsDocumentsRowHeights() throws {
        let text = Self.xib("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="insetGrouped" separatorStyle="none" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
            </tableView>
            """)
        let list = try #require(try Nib(string: text).instantiate().first?.subviews.first as? TableView)
        #expect(list.style == .insetGrouped && list.separatorStyle == .none)
        #expect(list.rowHeight == 60 && list.estimatedRowHeight == TableView.automaticDimension)
        #expect(list.sectionHeaderHeight == 18 && list.sectionFooterHeight == TableView.automaticDimension)
    }

    /// A scroll view loaded from a nib pages, bounces, shows indicators and adjusts its content
    /// inset as its document says, as `UINib` decodes it.
    @Test func aLoadedScrollViewHasItsDocumentsScrolling() throws {
        let text = Self.xib("""
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" pagingEnabled="YES" bounces="NO" alwaysBounceHorizontal="YES" showsHorizontalScrollIndicator="NO" keyboardDismissMode="onDrag" contentInsetAdjustmentBehavior="never" translatesAutoresizingMaskIntoConstraints="NO" id="pages">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
            </scrollView>
            """)
        let pages = try #require(try Nib(string: text).instantiate().first?.subviews.first as? ScrollView)
        #expect(pages.isPagingEnabled && !pages.bounces && pages.alwaysBounceHorizontal && !pages.alwaysBounceVertical)
        #expect(!pages.showsHorizontalScrollIndicator && pages.showsVerticalScrollIndicator && pages.isScrollEnabled)
        #expect(pages.keyboardDismissMode == .onDrag && pages.contentInsetAdjustmentBehavior == .never)
    }

    /// A label loaded from a nib is aligned and shrinks its text as its document says, and a text
    /// field is aligned so (what `viewsim render` draws; the layout is the same either way).
    @Test func aLoadedLabelIsAlignedAsItsDocumentSays() throws {
        let text = Self.xib("""
            <label text="Total" textAlignment="center" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="total">
                <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <textField text="42" textAlignment="right" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="amount">
                <rect key="frame" x="0.0" y="30" width="100" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            """)
        let views = try #require(try Nib(string: text).instantiate().first).subviews
        let total = try #require(views.first as? Label), amount = try #require(views.last as? TextField)
        #expect(total.textAlignment == .center && total.adjustsFontSizeToFitWidth && total.minimumScaleFactor == 0.5)
        #expect(amount.textAlignment == .right)
    }

    /// A view loaded from a nib has the document's `tag` (for `viewWithTag(_:)`), clipping
    /// (`clipsSubviews`, UIKit's `clipsToBounds`) and `userInteractionEnabled`; an image view its
    /// `contentMode`.
    @Test func aLoadedViewHasItsDocumentsTagClippingAndInteraction() throws {
        let text = Self.xib("""
            <view clipsSubviews="YES" tag="7" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" tag="8" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    </imageView>
                </subviews>
            </view>
            """)
        let root = try #require(try Nib(string: text).instantiate().first)
        let card = try #require(root.viewWithTag(7)), photo = try #require(root.viewWithTag(8))
        #expect(card.clipsToBounds && card.isUserInteractionEnabled)
        #expect(!photo.clipsToBounds && !photo.isUserInteractionEnabled && (photo as? ImageView)?.contentMode == .scaleAspectFit)
    }

    /// A view loaded from a nib has the accessibility its document sets in Xcode's identity
    /// inspector: the identifier UI tests find it by, its label and hint, the traits checked (the
    /// inspector writes the whole set), and whether it is an element. A view the document says
    /// nothing about keeps its class's defaults.
    @Test func aLoadedViewHasItsDocumentsAccessibility() throws {
        let text = Self.xib("""
            <label text="Login" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                <accessibility key="accessibilityConfiguration" hint="Sign in below" identifier="login.title" label="Sign in">
                    <accessibilityTraits key="traits" header="YES"/>
                </accessibility>
            </label>
            <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                <rect key="frame" x="0.0" y="30" width="50" height="50"/>
                <accessibility key="accessibilityConfiguration" label="Logo">
                    <accessibilityTraits key="traits" image="YES" notEnabled="YES"/>
                    <bool key="isElement" value="YES"/>
                </accessibility>
            </imageView>
            <label text="Password" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="0.0" y="80" width="100" height="21"/>
            </label>
            """)
        let views = try #require(try Nib(string: text).instantiate().first).subviews
        try #require(views.count == 3)
        let title = views[0], logo = views[1], plain = views[2]
        #expect(title.accessibilityIdentifier == "login.title")
        #expect(title.accessibilityLabel == "Sign in" && title.accessibilityHint == "Sign in below")
        #expect(title.accessibilityTraits == .header && title.isAccessibilityElement)
        #expect(logo.accessibilityLabel == "Logo" && logo.isAccessibilityElement)
        #expect(logo.accessibilityTraits == [.image, .notEnabled])
        #expect(plain.accessibilityIdentifier == nil && plain.accessibilityLabel == "Password")
        #expect(plain.accessibilityTraits == .staticText && plain.isAccessibilityElement)
    }

    /// Controls loaded from a nib have the values and state their document sets: a switch that
    /// is on, a slider's range and value, a stepper's range, step and value, a progress view's
    /// progress, a page control's current page, a disabled button.
    @Test func loadedControlsHaveTheirDocumentsValues() throws {
        let text = Self.xib("""
            <switch on="YES" contentHorizontalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
            </switch>
            <slider value="1.1000000238418579" minValue="0.20000000298023224" maxValue="2" translatesAutoresizingMaskIntoConstraints="NO" id="speed">
                <rect key="frame" x="0.0" y="40" width="200" height="31"/>
            </slider>
            <stepper minimumValue="1" maximumValue="11" stepValue="2" value="5" wraps="YES" translatesAutoresizingMaskIntoConstraints="NO" id="count">
                <rect key="frame" x="0.0" y="80" width="94" height="32"/>
            </stepper>
            <progressView progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="done">
                <rect key="frame" x="0.0" y="120" width="200" height="4"/>
            </progressView>
            <pageControl numberOfPages="3" currentPage="2" translatesAutoresizingMaskIntoConstraints="NO" id="pages">
                <rect key="frame" x="0.0" y="130" width="100" height="26"/>
            </pageControl>
            <button enabled="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="send">
                <rect key="frame" x="0.0" y="160" width="60" height="30"/>
                <state key="normal" title="Send"/>
            </button>
            """)
        let views = try #require(try Nib(string: text).instantiate().first).subviews
        let toggle = try #require(views[0] as? Switch), speed = try #require(views[1] as? Slider)
        let count = try #require(views[2] as? Stepper), done = try #require(views[3] as? ProgressView)
        let pages = try #require(views[4] as? PageControl), send = try #require(views[5] as? Button)
        #expect(toggle.isOn)
        #expect(speed.minimumValue == 0.2 && speed.maximumValue == 2 && speed.value == 1.1)
        #expect(count.minimumValue == 1 && count.maximumValue == 11 && count.stepValue == 2 && count.value == 5 && count.wraps)
        #expect(done.progress == 0.25 && pages.currentPage == 2 && !send.isEnabled)
    }

    /// A colour well (`UIColorWell`) is 28 pt square of its own: Xcode stores the wells it leaves
    /// to their content so and flags none (thirty-third set 41169: wells placed by their trailing
    /// edge alone; twenty-sixth set 34004: one centred in a stack). Its picker's title and opacity
    /// setting are read; picking a colour sends `valueChanged`, opaque where alpha is off.
    @Test func aColorWellIs28PointsSquareOfItsOwn() throws {
        let text = Self.xib("""
            <colorWell contentMode="scaleToFill" supportsAlpha="NO" title="Tint" translatesAutoresizingMaskIntoConstraints="NO" id="well">
                <rect key="frame" x="327" y="16" width="28" height="28"/>
            </colorWell>
            """, rootConstraints: """
            <constraint firstAttribute="trailing" secondItem="well" secondAttribute="trailing" constant="20" id="t"/>
            <constraint firstItem="well" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="y"/>
            """)
        let layout = try Helper.layout(text)
        #expect(Helper.frame(layout, "well") == Rect(x: 327, y: 16, width: 28, height: 28))
        #expect(layout.issues().isEmpty)
        let well = try #require(Helper.view(layout, "well") as? ColorWell)
        #expect(well.title == "Tint" && !well.supportsAlpha && well.selectedColor == nil)
        var changes = 0
        well.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        #expect(well.pick(Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        #expect(well.selectedColor == Color(red: 1, green: 0, blue: 0) && changes == 1)
    }

    /// A button loaded from a nib places its title as its content alignments say
    /// (`contentHorizontalAlignment`, `contentVerticalAlignment`, UIKit's `UIControl` properties):
    /// at the leading edge, at the trailing one, or at the bottom of a button larger than its title.
    @Test(arguments: [("left", "center"), ("right", "center"), ("center", "bottom")])
    func aLoadedButtonPlacesItsTitleByItsContentAlignment(horizontal: String, vertical: String) throws {
        let text = Self.xib("""
            <button contentHorizontalAlignment="\(horizontal)" contentVerticalAlignment="\(vertical)" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                <state key="normal" title="Go"/>
            </button>
            """, rootConstraints: """
            <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="go" firstAttribute="width" constant="200" id="w"/>
            <constraint firstItem="go" firstAttribute="height" constant="60" id="h"/>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        let button = try #require(Helper.view(layout, "go") as? Button)
        let title = try #require(button.titleLabel).frame
        #expect(button.contentHorizontalAlignment.rawValue == horizontal && button.contentVerticalAlignment.rawValue == vertical)
        switch horizontal {
        case "left": #expect(title.minX == 0)
        case "right": #expect(title.maxX == 200)
        default: #expect(abs(title.midX - 100) < 0.01)
        }
        #expect(vertical == "bottom" ? title.maxY == 60 : abs(title.midY - 30) < 0.01)
    }

    /// A table cell loaded from a nib has its document's accessory and selection style.
    @Test func aLoadedTableCellHasItsAccessory() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" accessoryType="disclosureIndicator" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="293" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
            </document>
            """
        let row = try #require(try Nib(string: text).instantiate().first as? TableViewCell)
        #expect(row.accessoryType == .disclosureIndicator && row.selectionStyle == .none)
    }

    /// A picker's and a date picker's intrinsic height is 216 pt (UIKit's default since iOS 9):
    /// pinned by its bottom only, it is 216 pt tall; a height constraint wins over it.
    @Test(arguments: [("pickerView", "", 216.0), ("datePicker", "", 216.0),
                      ("datePicker", "<constraint firstAttribute=\"height\" constant=\"162\" id=\"ph\"/>", 162.0)])
    func aPickerHasItsIntrinsicHeight(element: String, constraint: String, height: Double) throws {
        let text = Self.xib("""
            <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                <rect key="frame" x="0.0" y="\(200 - height)" width="375" height="\(height)"/>
                <constraints>\(constraint)</constraints>
            </\(element)>
            """, rootConstraints: """
            <constraint firstItem="picker" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="picker" secondAttribute="trailing" id="r"/>
            <constraint firstAttribute="bottom" secondItem="picker" secondAttribute="bottom" id="b"/>
            """)
        try Self.expectInEitherMode(text, "picker", at: Rect(x: 0, y: 200 - height, width: 375, height: height))
    }

    /// A placeholder constraint (Xcode's "Remove at build time") holds on the canvas and is gone
    /// from the app: a view centred vertically by one alone is not ambiguous to Xcode (fifth set
    /// 13061 and 13132, saved clean), and the nib loaded at run time has no such constraint.
    @Test func aPlaceholderConstraintHoldsOnTheCanvasOnly() throws {
        let text = Self.xib("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="137.5" y="80" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="bw"/>
                    <constraint firstAttribute="height" constant="40" id="bh"/>
                </constraints>
            </view>
            """, rootConstraints: """
            <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" placeholder="YES" id="cy"/>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == Rect(x: 137.5, y: 80, width: 100, height: 40))
        #expect(layout.issues().isEmpty)
        let contents = try Nib(string: text).load()
        #expect(contents.object(withID: "cx") is LayoutConstraint)
        #expect(contents.object(withID: "cy") == nil)
    }

    /// In iOS 7 and 8 a picker was 162, 180 or 216 pt tall and nothing else: documents saved
    /// before Xcode 7 store a picker that constraints make 92 pt tall 162 tall, on the same
    /// centre, and Xcode flags nothing. From iOS 9 the constraints' height holds.
    @Test(arguments: [("7702", "pickerView", 92.0, 162.0), ("7702", "datePicker", 200.0, 216.0),
                      ("7702", "pickerView", 175.0, 180.0), ("10116", "pickerView", 92.0, 92.0)])
    func anIOS8PickersHeightIsOneOfThree(tools: String, element: String, constrained: Double, shown: Double) throws {
        let text = Self.xib("""
            <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                <rect key="frame" x="0.0" y="\(100 - shown / 2)" width="375" height="\(shown)"/>
                <constraints><constraint firstAttribute="height" constant="\(constrained)" id="ph"/></constraints>
            </\(element)>
            """, tools: tools, rootConstraints: """
            <constraint firstItem="picker" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="picker" secondAttribute="trailing" id="r"/>
            <constraint firstItem="picker" firstAttribute="centerY" secondItem="root" secondAttribute="top" constant="100" id="c"/>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "picker") == Rect(x: 0, y: 100 - shown / 2, width: 375, height: shown))
        #expect(layout.issues().isEmpty)
    }

    /// When nothing sets its height, an iPhone's picker was 162 pt tall in iOS 7 and 8 and an
    /// iPad's 216: documents saved before Xcode 7 store centred pickers so, unflagged. From
    /// Xcode 7 (iOS 9) every picker is 216 pt tall.
    @Test(arguments: [("6254", false, 162.0), ("5056", true, 216.0), ("8164", false, 216.0)])
    func anIOS8PhonesPickerIs162Tall(tools: String, padOnly: Bool, height: Double) throws {
        let type = padOnly ? "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        let runtime = padOnly ? "iOS.CocoaTouch.iPad" : "iOS.CocoaTouch"
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="\(tools)" targetRuntime="\(runtime)" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                    <subviews>
                        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                            <rect key="frame" x="0.0" y="\(200 - height / 2)" width="320" height="\(height)"/>
                        </pickerView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="picker" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="picker" secondAttribute="trailing" id="r"/>
                        <constraint firstAttribute="centerY" secondItem="picker" secondAttribute="centerY" id="c"/>
                    </constraints>
                </view>
            </objects>
            </document>
            """
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        #expect(Helper.frame(layout, "picker") == Rect(x: 0, y: 200 - height / 2, width: 320, height: height))
        #expect(layout.issues().isEmpty)
    }

    /// Before Xcode 12 a picker is 320 pt wide of its own on the canvas, on an iPhone and an iPad:
    /// documents store pickers and date pickers placed by their centre alone 320 wide, unflagged
    /// (`sources-all.tsv` 05066, 05080, 05081 before Xcode 7; thirtieth set 38089 and thirty-third
    /// set 41113 and 41128 at 12121 to 14490), and one stored 480 wide about the same centre
    /// flagged misplaced, not ambiguous (01529). From Xcode 12 nothing but a constraint sets it
    /// (assumed: no document of Xcode 12 on has such a picker).
    @Test(arguments: [("6254", "datePicker", true), ("7706", "pickerView", true), ("14113", "datePicker", true),
                      ("17506", "pickerView", false)])
    func aPickerIs320WideOnTheCanvasBeforeXcode12(tools: String, element: String, hasWidth: Bool) throws {
        let text = Self.xib("""
            <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                <rect key="frame" x="-80" y="100" width="480" height="216"/>
            </\(element)>
            """, tools: tools, rootConstraints: """
            <constraint firstItem="picker" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="picker" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
            <constraint firstItem="picker" firstAttribute="height" constant="216" id="h"/>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        let issues = layout.issues()
        if hasWidth {
            let center = try #require(Helper.frame(layout, "root")).width / 2
            #expect(Helper.frame(layout, "picker") == Rect(x: center - 160, y: 100, width: 320, height: 216))
            #expect(issues.map(\.kind) == [.misplaced])
        } else {
            #expect(issues.contains { $0.kind == .ambiguous })
        }
    }

    /// A controller with a freeform root of `width` x `height` whose 40 x 20 `box` is pinned 8 pt
    /// inside its safe area's top left, stored as if that top were `top` pt down.
    static func freeformControllerWithBoxAtSafeAreaTop(id: String, width: Double, height: Double, top: Double,
                                                       rootAttributes: String = "") -> String {
        """
        <viewController id="\(id)" sceneMemberID="viewController">
            <view key="view" \(rootAttributes)id="\(id)Root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="8" y="\(top + 8)" width="40" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="t"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8" id="l"/>
                    <constraint firstItem="box" firstAttribute="width" constant="40" id="w"/>
                    <constraint firstItem="box" firstAttribute="height" constant="20" id="h"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
            </view>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="\(width)" height="\(height)"/>
        </viewController>
        """
    }

    /// A popover is not under the status bar: a controller a `popoverPresentation` segue shows at
    /// a size of its own (200 x 65 on a 375 pt phone) has its views pinned to the safe area's top
    /// stored at it (`sources-all.tsv` 02723, three such roots). One as large as the screen is
    /// presented full screen on a phone, under the bar (04591), and before Xcode 9 so is every
    /// one (twenty-first set 29124 at 12121, four roots 300 pt wide pinned 20 pt down). On an iPad
    /// or the Mac the popover keeps its 13 pt arrow, which UIKit counts into the safe area
    /// (twenty-seventh set 35169 on the Mac, twelfth set 20007 on an iPad: views stored 13 pt down).
    @Test(arguments: [("14109", "retina4_7", 200.0, 65.0, 0.0), ("14109", "retina4_7", 375.0, 667.0, 20.0),
                      ("12121", "retina4_7", 200.0, 65.0, 20.0), ("16097", "mac", 320.0, 493.0, 13.0),
                      ("15705", "ipad10_5", 300.0, 313.0, 13.0)])
    func aPopoverIsNotUnderTheStatusBar(tools: String, device: String, width: Double, height: Double, top: Double) throws {
        let text = InterfaceBuilderLayoutTests.storyboard(tools: tools, device: device, controller: """
            <viewController id="source" sceneMemberID="viewController">
                <view key="view" id="sourceRoot">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="open">
                            <rect key="frame" x="16" y="40" width="46" height="30"/>
                            <connections><segue destination="pop" kind="popoverPresentation" popoverAnchorView="open" id="p1"/></connections>
                        </button>
                    </subviews>
                </view>
            </viewController>
            """, extraScenes: """
            <scene sceneID="s2"><objects>\(Self.freeformControllerWithBoxAtSafeAreaTop(id: "pop", width: width, height: height, top: top))</objects></scene>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == Rect(x: 8, y: top + 8, width: 40, height: 20))
        #expect(layout.issues().isEmpty)
    }

    /// A controller of a freeform size shorter than the screen, as wide as it, is drawn without
    /// the status bar: its views pinned to the safe area's top are stored at its top (twenty-fifth
    /// set 33307 at 13771, a 375 x 451 page; thirteenth set 21174; 7 documents of 5 repositories).
    /// One as tall as the screen is under the bar.
    @Test(arguments: [("13771", 451.0, 0.0), ("21701", 300.0, 0.0), ("13771", 667.0, 20.0)])
    func aShortFreeformControllerIsNotUnderTheStatusBar(tools: String, height: Double, top: Double) throws {
        let text = InterfaceBuilderLayoutTests.storyboard(
            tools: tools, device: "retina4_7",
            controller: Self.freeformControllerWithBoxAtSafeAreaTop(id: "page", width: 375, height: height, top: top))
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == Rect(x: 8, y: top + 8, width: 40, height: 20))
        #expect(layout.issues().isEmpty)
    }

    /// A widget or a notification's content (`simulatedAppContext="notificationCenter"`) is not
    /// under the status bar: on a phone without a notch its views pinned to the safe area's top
    /// are stored at it (three repositories, toolsVersion 13771 to 15400); a notch still insets it
    /// (a `retina6_1` widget's stored 44 pt down).
    @Test(arguments: [("retina4_7", 0.0), ("retina6_1", 44.0)])
    func aWidgetIsNotUnderTheStatusBar(device: String, top: Double) throws {
        let widget = Self.freeformControllerWithBoxAtSafeAreaTop(
            id: "widget", width: 320, height: top + 37, top: top, rootAttributes: #"simulatedAppContext="notificationCenter" "#)
        let text = InterfaceBuilderLayoutTests.storyboard(tools: "14460.31", device: device, controller: widget)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == Rect(x: 8, y: top + 8, width: 40, height: 20))
        #expect(layout.issues().isEmpty)
    }

    /// An SF Symbol keeps the size Xcode stored in `--intrinsic model`: the document lists the
    /// symbol at a reference size (`width="128" height="116"` for a star drawn 22 x 21.5 pt),
    /// and viewsim has no glyphs to measure. A named image is the size the document lists.
    @Test(arguments: [("star.fill", " catalog=\"system\"", Size(width: 22, height: 21.5)),
                      ("star", "", Size(width: 128, height: 116))])
    func anSFSymbolKeepsItsStoredSizeInModelMode(image: String, catalog: String, size: Size) throws {
        let text = Self.xib("""
            <imageView contentMode="scaleAspectFit" image="\(image)"\(catalog) translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                <rect key="frame" x="16" y="16" width="\(size.width)" height="\(size.height)"/>
            </imageView>
            """, rootConstraints: """
            <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
            <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="t"/>
            """, afterObjects: """
            <resources><image name="\(image)"\(catalog) width="128" height="116"/></resources>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        #expect(Helper.frame(layout, "icon") == Rect(x: 16, y: 16, width: size.width, height: size.height))
        #expect(layout.issues().isEmpty)
    }

    /// A custom button (a document writes no `buttonType` for one) titles in 18 pt when the
    /// document names no font, and an image alone is at least a line of that title tall:
    /// documents store such buttons 34 pt high around a title and 22 pt around a 16 pt image,
    /// where a system button is 30 around a title.
    @Test(arguments: [("", #"<state key="normal" title="ACCEPT"/>"#, 34.0),
                      (#"buttonType="system""#, #"<state key="normal" title="ACCEPT"/>"#, 30.0),
                      ("", #"<state key="normal" image="back"/>"#, 22.0),
                      ("", #"<state key="normal" image="banner"/>"#, 40.0)])
    func aCustomButtonTitlesIn18Points(type: String, state: String, height: Double) throws {
        let text = Self.xib("""
            <button contentMode="scaleToFill" \(type) translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="16" y="16" width="80" height="\(height)"/>
                \(state)
            </button>
            """, rootConstraints: """
            <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
            <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="t"/>
            """, afterObjects: """
            <resources><image name="back" width="10" height="16"/><image name="banner" width="80" height="40"/></resources>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        #expect(Helper.frame(layout, "button").map { Double($0.height) } == height)
        let button = try #require(Helper.view(layout, "button") as? Button)
        #expect(button.buttonType == (type.isEmpty ? .custom : .system))
        #expect(Button(type: .custom).titleLabel?.font.pointSize == 18 && Button(type: .system).titleLabel?.font.pointSize == 15)
    }

    /// UIKit's icon buttons (`buttonType` detailDisclosure, infoLight, infoDark, contactAdd)
    /// without a title are their icon's size: 22 pt square before iOS 13 (13 such buttons of
    /// documents from before Xcode 11, none otherwise), and from it 25.6 rounded up to the screen's
    /// pixels, 26 on a 2x screen and 25.67 on a 3x one (six buttons of documents from Xcode 11).
    @Test(arguments: [("infoLight", "14460", "retina6_1", 22.0), ("detailDisclosure", "10117", "retina6_1", 22.0),
                      ("contactAdd", "21701", "retina6_1", 26.0), ("infoDark", "21701", "retina6_5", 77.0 / 3)])
    func anIconButtonIsItsIconsSize(type: String, tools: String, device: String, side: Double) throws {
        let text = Self.xib("""
            <button contentMode="scaleToFill" buttonType="\(type)" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="16" y="16" width="\(side)" height="\(side)"/>
            </button>
            """, tools: tools, rootConstraints: """
            <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
            <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="t"/>
            """).replacingOccurrences(of: "retina6_1", with: device)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        let frame = try #require(Helper.frame(layout, "button"))
        #expect(abs(Double(frame.width) - side) < 1e-9 && abs(Double(frame.height) - side) < 1e-9)
        #expect(layout.issues().isEmpty)
    }

    /// A rounded-rect text field is at least 34 pt tall from iOS 13, 30 pt before: documents
    /// saved before Xcode 11 store their unconstrained 14 pt fields 30 pt tall, and 18 to 22 pt
    /// ones too (eightieth set 88007 at 22 pt, seventy-eighth 86085 at 20). From iOS 13 it is
    /// 8 pt taller than its text's line within that: 34 pt at 20 pt (thirteenth set 21006,
    /// nineteenth 27245), 38 at 25 (twenty-fifth 33112), 44 at 30 (eighteenth 26067).
    @Test(arguments: [("14460", 14.0, 30.0), ("14460", 20.0, 30.0), ("11762", 22.0, 30.0), ("16097", 14.0, 34.0),
                      ("15505", 20.0, 34.0), ("19455", 25.0, 38.0), ("16097", 30.0, 44.0)])
    func aRoundedTextFieldsHeightFollowsTheXcodeVersion(tools: String, pointSize: Double, height: Double) throws {
        let text = Self.xib("""
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
            </textField>
            """, tools: tools, rootConstraints: Self.pinnedToTop("field"))
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        #expect(Helper.frame(layout, "field")?.height == CGFloat(height))
    }

    /// From Xcode 11 a xib's lone collection view cell is shown under the device's status bar,
    /// as the xib's other views are (eighty-third set 91115 at 18122, sixty-fourth 72032 and 72039
    /// at 19529: labels pinned to the safe area's top of cells on a 414 x 896 phone stored 44 pt
    /// down); a table cell, and before Xcode 11 any cell, is not.
    @Test(arguments: [("collectionViewCell", "collectionViewCellContentView", "18122", 44.0),
                      ("collectionViewCell", "collectionViewCellContentView", "14490", 0.0),
                      ("tableViewCell", "tableViewCellContentView", "18122", 0.0)])
    func aLoneCollectionViewCellIsUnderTheStatusBarFromXcode11(cell: String, content: String, tools: String, top: Double) throws {
        let text = InterfaceBuilderReadingTests.xib("""
            <\(cell) contentMode="center" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="258" height="130"/>
                <\(content) key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="258" height="130"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="4" y="\(top)" width="10" height="10"/>
                        </view>
                    </subviews>
                </\(content)>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="4" id="l"/>
                    <constraint firstItem="box" firstAttribute="width" constant="10" id="w"/>
                    <constraint firstItem="box" firstAttribute="height" constant="10" id="h"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
            </\(cell)>
            """, tools: tools, device: "retina6_1")
        #expect(Helper.frame(try Helper.layout(text), "box").map { Double($0.minY) } == top)
    }

    /// A titled button whose image is an SF Symbol keeps its stored size in `--intrinsic model`:
    /// the document gives the symbol only at its 128 pt reference size (eighty-first set 89003 and
    /// eighty-second 90180: such buttons stored a title's line tall, not the reference image's).
    @Test func aTitledSymbolButtonKeepsItsStoredSizeInModelMode() throws {
        let text = Self.xib("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="back">
                <rect key="frame" x="0.0" y="0.0" width="138" height="21"/>
                <state key="normal" title="Back" image="arrow.left" catalog="system"/>
            </button>
            """, tools: "19529", rootConstraints: Self.pinnedToTopLeading("back"),
            afterObjects: #"<resources><image name="arrow.left" catalog="system" width="128" height="98"/></resources>"#)
        try Self.expectInEitherMode(text, "back", at: Rect(x: 0, y: 0, width: 138, height: 21))
    }

    /// From Xcode 12 a page control is iOS 14's, wider than its dots, which viewsim does not
    /// model: it keeps its stored width in `--intrinsic model` (115.5 pt for 3 pages in four
    /// repositories, e.g. eighty-fifth set 93033 at 19529, where the dots give 39).
    @Test func aPageControlFromXcode12KeepsItsStoredWidthInModelMode() throws {
        let text = Self.xib("""
            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="pages">
                <rect key="frame" x="0.0" y="0.0" width="115.5" height="26"/>
            </pageControl>
            """, tools: "19529", rootConstraints: Self.pinnedToTopLeading("pages"))
        try Self.expectInEitherMode(text, "pages", at: Rect(x: 0, y: 0, width: 115.5, height: 26))
    }

    /// A default-style progress view is 4 pt tall from iOS 13, 2 pt before: documents saved
    /// before Xcode 11 store their unconstrained progress views 2 pt tall, later ones 4.
    @Test(arguments: [("14460", 2.0), ("19455", 4.0)])
    func aProgressViewsHeightFollowsTheXcodeVersion(tools: String, height: Double) throws {
        let text = Self.xib("""
            <progressView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="progress">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
            </progressView>
            """, tools: tools, rootConstraints: Self.pinnedToTop("progress"))
        try Self.expectInEitherMode(text, "progress", at: Rect(x: 0, y: 0, width: 375, height: height))
    }

    /// A text view takes its document's text (written as a `<string key="text">` element, as Xcode
    /// writes long text) and font: without scrolling, its height is its text's, 40 pt for one line
    /// of 20 pt text, as Xcode stores it (toolsVersion 13196; unseen fourth set 9501, whose text
    /// view in a centred stack measured no text).
    @Test func aTextViewTakesItsTextAndFont() throws {
        let text = Self.xib("""
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                <string key="text">Select a brewery.</string>
                <fontDescription key="fontDescription" type="system" pointSize="20"/>
            </textView>
            """, rootConstraints: Self.pinnedToTop("notes"))
        try Self.expectInEitherMode(text, "notes", at: Rect(x: 0, y: 0, width: 375, height: 40))
        let notes = try #require(Helper.view(try Helper.layout(text), "notes") as? TextView)
        #expect(notes.text == "Select a brewery." && notes.font.pointSize == 20)
    }

    /// A navigation bar showing large titles (`largeTitles="YES"`) is 96 pt tall, 44 and the
    /// title's 52 (unseen fourth set 9506, a constrained bar under the status bar), 106 on
    /// Xcode 26's canvas; without large titles it is 44.
    @Test(arguments: [(#" largeTitles="YES""#, "16097", 96.0), (#" largeTitles="YES""#, "24506", 106.0), ("", "16097", 44.0)])
    func aLargeTitleNavigationBarIsTaller(largeTitles: String, tools: String, height: Double) throws {
        let text = Self.xib("""
            <navigationBar contentMode="scaleToFill"\(largeTitles) translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
            </navigationBar>
            """, tools: tools, rootConstraints: Self.pinnedToTop("bar"))
        try Self.expectInEitherMode(text, "bar", at: Rect(x: 0, y: 0, width: 375, height: height))
    }

    /// A control's size follows the iOS of the Xcode that saved the document, as Xcode stores its
    /// unconstrained controls:
    /// - a stepper is 94 x 32 from iOS 13, 94 x 29 before: documents saved before Xcode 11 store
    ///   29 pt (unseen eighth set 16044, 6254), later ones 32;
    /// - a page control is 37 pt tall before iOS 14 and 26 from it: documents saved before
    ///   Xcode 12 store 37 (toolsVersion 9531 to 14490; unseen first set 221, second set 225),
    ///   later ones 26 (20037, 21701). Three pages are 39 pt wide.
    @Test(arguments: [("stepper", "6254", 29.0), ("stepper", "14460", 29.0), ("stepper", "21701", 32.0),
                      ("pageControl", "9532", 37.0), ("pageControl", "14490", 37.0), ("pageControl", "21701", 26.0)])
    func aControlsHeightFollowsTheXcodeVersion(element: String, tools: String, height: Double) throws {
        let (attributes, width) = element == "stepper"
            ? (#"horizontalHuggingPriority="750" verticalHuggingPriority="750" maximumValue="100""#, 94.0)
            : (#"contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3""#, 39.0)
        let text = Self.xib("""
            <\(element) opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            </\(element)>
            """, tools: tools, rootConstraints: Self.pinnedToTopLeading("control"))
        try Self.expectInEitherMode(text, "control", at: Rect(x: 0, y: 0, width: width, height: height))
    }

    /// Xcode draws a toolbar that stands at the screen's bottom 49 pt tall on a phone with a home
    /// indicator, and 44 elsewhere: 118 of the 121 toolbars on the safe area's bottom of the
    /// corpus and the unseen sets are stored 49 (toolsVersion 14490 to 21701, among them
    /// twenty-third set 31104 and 31174 at 14490), and so is twenty-fifth set 33115's on its
    /// root's bottom edge (15505); 11 of the 12 elsewhere on such phones are 44 (seventeenth set
    /// 25041 at the top, `sources-all.tsv` 01432 above another toolbar). A 4.7-inch phone has no
    /// home indicator: 44 (21701 and 23504 files).
    @Test(arguments: [("14490", "retina6_1", "safe", "bottom", Rect(x: 0, y: 813, width: 414, height: 49)),
                      ("21701", "retina6_1", "safe", "bottom", Rect(x: 0, y: 813, width: 414, height: 49)),
                      ("15505", "retina6_1", "root", "bottom", Rect(x: 0, y: 847, width: 414, height: 49)),
                      ("21701", "retina6_1", "safe", "top", Rect(x: 0, y: 48, width: 414, height: 44)),
                      ("21701", "retina4_7", "safe", "bottom", Rect(x: 0, y: 623, width: 375, height: 44))])
    func aToolbarAtTheScreensBottomIsTallerAboveAHomeIndicator(tools: String, device: String, item: String, edge: String,
                                                               stored: Rect) throws {
        let height = device == "retina4_7" ? 667.0 : 896.0
        let text = InterfaceBuilderLayoutTests.storyboard(tools: tools, device: device, controller: """
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(stored.width)" height="\(height)"/>
                    <subviews>
                        <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="0.0" y="\(stored.minY)" width="\(stored.width)" height="\(stored.height)"/>
                        </toolbar>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="\(item)" firstAttribute="\(edge)" secondItem="bar" secondAttribute="\(edge)" id="c3"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
            </viewController>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        #expect(Helper.frame(layout, "bar") == stored)
        #expect(layout.issues().isEmpty)
    }

    /// A search bar is 56 pt tall from iOS 11 and 44 before: documents saved before Xcode 9 store
    /// every search bar 44 tall (toolsVersion 6254 to 12121; unseen first set 076 at 12121).
    @Test(arguments: [("12121", 44.0), ("13771", 56.0)])
    func aSearchBarsHeightFollowsTheXcodeVersion(tools: String, height: Double) throws {
        let text = Self.xib("""
            <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
            </searchBar>
            """, tools: tools, rootConstraints: Self.pinnedToTop("search"))
        try Self.expectInEitherMode(text, "search", at: Rect(x: 0, y: 0, width: 375, height: height))
    }

    /// Xcode 13 (iOS 15) draws a configured button's title in 15 pt, 6.5 pt from its top and
    /// bottom: "Select Currency" is stored 128 x 31 at toolsVersion 19529 (unseen second set 102).
    /// Xcode 14 and later draw it in 17 pt, 7 pt from them: 34.33 pt high on a 3x phone.
    @Test(arguments: [("19529", Size(width: 128, height: 31)), ("21701", nil)])
    func aConfiguredButtonsTitleFollowsTheXcodeVersion(tools: String, stored: Size?) throws {
        let size = stored ?? Size(width: 128, height: 34.333333333333336)
        let text = Self.xib("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="pick">
                <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain" title="Select Currency"/>
            </button>
            """, tools: tools, rootConstraints: Self.pinnedToTopLeading("pick"))
        let frame = try #require(Helper.frame(try Helper.layout(text, .init(intrinsicSizes: .model)), "pick"))
        if let stored {
            #expect(frame.size == stored)
        } else {
            #expect(abs(frame.height - 34.333) < 0.01 && frame.width > 128)
        }
    }

    /// A configured button shows its configuration's title and image; the state's title is Xcode's
    /// placeholder ("Button"): a plain configuration with a 32 x 32 image and no title is stored
    /// 56 x 46, the image inside 12 and 7 pt insets (twenty-fifth set 33098; 89 of the 148 views of
    /// 48 documents that reading the placeholder moved are on their stored frames without it).
    @Test func aConfiguredButtonShowsItsConfigurationsTitleAndImageNotTheStatesPlaceholder() throws {
        let text = Self.xib("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                <rect key="frame" x="0.0" y="0.0" width="56" height="46"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain" image="yellow_circle"/>
            </button>
            """, rootConstraints: Self.pinnedToTopLeading("dot"),
            afterObjects: #"<resources><image name="yellow_circle" width="32" height="32"/></resources>"#)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        #expect(Helper.frame(layout, "dot") == Rect(x: 0, y: 0, width: 56, height: 46))
        let button = try #require(Helper.view(layout, "dot") as? Button)
        #expect(button.configuration?.title == nil && button.configuration?.image?.name == "yellow_circle")
    }

    /// A switch is 51 x 31 until iOS 26 and 63 x 28 on it: Xcode 26 stores its documents'
    /// unconstrained switches 63 x 28 (19 switches, toolsVersion 24127 to 24765, in the unseen
    /// sets), earlier versions 51 x 31. Pinned to a trailing edge, either overhangs it by 2 pt.
    @Test(arguments: [("23504", Size(width: 51, height: 31)), ("24127", Size(width: 63, height: 28))])
    func aSwitchsSizeFollowsTheXcodeVersion(tools: String, size: Size) throws {
        let text = Self.xib("""
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                <rect key="frame" x="\(377 - size.width)" y="0.0" width="\(size.width)" height="\(size.height)"/>
            </switch>
            """, tools: tools, rootConstraints: """
            <constraint firstItem="switch" firstAttribute="top" secondItem="root" secondAttribute="top" id="s-top"/>
            <constraint firstAttribute="trailing" secondItem="switch" secondAttribute="trailing" id="s-trailing"/>
            """)
        try Self.expectInEitherMode(text, "switch", at: Rect(x: 377 - size.width, y: 0, width: size.width, height: size.height))
    }

    /// Xcode runs an `@IBDesignable` class to draw it, and records the intrinsic content size it
    /// reported (`<designables>`): that is the view's size where its edges leave it free, in
    /// either mode. A custom view otherwise has none, and a designable label's font is often set
    /// by its code (a label styled in code, 18 pt tall where its Interface Builder font is 20.5).
    @Test func aDesignablesRecordedIntrinsicSizeIsItsSize() throws {
        let text = Self.xib("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="Badge">
                <rect key="frame" x="0.0" y="0.0" width="40" height="24"/>
            </view>
            <label opaque="NO" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="styled" customClass="StyledLabel">
                <rect key="frame" x="0.0" y="30" width="39" height="18"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, rootConstraints: """
            <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" id="badge-top"/>
            <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="badge-leading"/>
            <constraint firstItem="styled" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="styled-top"/>
            <constraint firstItem="styled" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="styled-leading"/>
            """, afterObjects: """
            <designables>
                <designable name="badge"><size key="intrinsicContentSize" width="40" height="24"/></designable>
                <designable name="styled"><size key="intrinsicContentSize" width="39" height="18"/></designable>
            </designables>
            """)
        try Self.expectInEitherMode(text, "badge", at: Rect(x: 0, y: 0, width: 40, height: 24))
        try Self.expectInEitherMode(text, "styled", at: Rect(x: 0, y: 30, width: 39, height: 18))
        // Without the record, the custom view has no size and the label is measured.
        let unrecorded = text.replacingOccurrences(of: "designable name", with: "designable other")
        let plain = try Helper.layout(unrecorded, .init(intrinsicSizes: .model))
        #expect(Helper.frame(plain, "styled")?.height == 20.5)
        #expect(plain.issues().contains { $0.viewID == "badge" })
    }

    /// In `--intrinsic model` a one-line label's stored size stands for its measured one when
    /// the two agree within the text model's precision (1.5 pt and 5%): Xcode measured the same
    /// text exactly. A stored width further off is stale, and the label is measured and reported.
    /// The same holds for a multi-line label whose text is one line, and for a text field, sized
    /// by its text's width and line.
    @Test(arguments: [("label", ""), ("label", #"numberOfLines="0""#), ("textField", "")])
    func aStoredTextSizeWithinTheModelsPrecisionIsXcodesMeasurement(element: String, attributes: String) throws {
        func document(width: Double) -> String {
            Self.xib("""
                <\(element) opaque="NO" text="Departures" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </\(element)>
                """, rootConstraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" id="label-top"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="label-leading"/>
                """)
        }
        let stale = try Helper.layout(document(width: 150), .init(intrinsicSizes: .model))
        let measured = try #require(Helper.frame(stale, "label")?.width)
        #expect(measured > 60 && measured < 120)
        #expect(stale.issues().contains { $0.viewID == "label" })
        let close = Double(measured) + 2
        let agreeing = try Helper.layout(document(width: close), .init(intrinsicSizes: .model))
        #expect(Helper.frame(agreeing, "label")?.width == CGFloat(close))
        #expect(agreeing.issues().isEmpty)
    }

    /// A table cell is a `TableViewCell` on the canvas as at run time (UIKit's `UITableViewCell`),
    /// and a collection view cell a `CollectionViewCell`, so a dump names each as UIKit would.
    @Test func cellsAreTheirUIKitClassesOnTheCanvas() throws {
        func document(_ element: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <\(element) contentMode="scaleToFill" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </\(element)>
            </objects>
            </document>
            """
        }
        let table = try Helper.layout(document("tableViewCell"))
        #expect(Helper.view(table, "cell") is TableViewCell)
        let collection = try Helper.layout(document("collectionViewCell"))
        let cell = try #require(Helper.view(collection, "cell"))
        #expect(cell is CollectionViewCell && !(cell is TableViewCell))
    }

    /// Bars have UIKit's intrinsic heights in either mode: a navigation bar, a toolbar and a tab
    /// bar pinned by their edges only are 44, 44 and 49 pt, a search bar 56 pt.
    @Test(arguments: [("navigationBar", 44.0), ("toolbar", 44.0), ("tabBar", 49.0), ("searchBar", 56.0)])
    func aBarHasItsIntrinsicHeight(element: String, height: Double) throws {
        let text = Self.xib("""
            <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
            </\(element)>
            """, rootConstraints: Self.pinnedToTop("bar"))
        try Self.expectInEitherMode(text, "bar", at: Rect(x: 0, y: 0, width: 375, height: height))
    }

    /// A vertical stack view holding a hidden 40 pt view, then a shown 30 pt one stored at `shownY`.
    static func stackWithHiddenView(spacing: Double, shownY: Double) -> String {
        """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="\(spacing)" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="0.0" width="375" height="\(shownY + 30)"/>
            <subviews>
                <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hidden">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                    <constraints><constraint firstAttribute="height" constant="40" id="hh"/></constraints>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="shown">
                    <rect key="frame" x="0.0" y="\(shownY)" width="375" height="30"/>
                    <constraints><constraint firstAttribute="height" constant="30" id="sh"/></constraints>
                </view>
            </subviews>
        </stackView>
        """
    }

    /// A hidden arranged view with a required height collapses: UIKit keeps the stack view's
    /// `UISV-hiding` constraint and breaks the view's own (the "UISV-hiding" conflict logs people
    /// post), so the next arranged view moves up. The run-time log has it; Xcode reports nothing.
    @Test func aHiddenArrangedViewCollapsesOverItsOwnHeight() throws {
        let text = Self.xib(Self.stackWithHiddenView(spacing: 0, shownY: 0), rootConstraints: Self.pinnedToTop("stack"))
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "shown") == Rect(x: 0, y: 0, width: 375, height: 30))
        #expect(Helper.frame(layout, "stack")?.height == 30)
        #expect(Helper.frame(layout, "hidden")?.height == 0)
        #expect(layout.issues().isEmpty)
        let logged = try #require(layout.roots.first?.view.layoutLog.conflicts)
        #expect(logged.map { $0.broken.identifier } == ["hh"])
    }

    /// Xcode 9 and earlier showed a hidden arranged view in its place in the canvas: documents
    /// they saved store its neighbours after it, and check takes them as placed there.
    @Test func beforeXcode10AHiddenArrangedViewKeepsItsPlace() throws {
        let text = Self.xib(Self.stackWithHiddenView(spacing: 8, shownY: 48), tools: "13196", rootConstraints: Self.pinnedToTop("stack"))
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "shown") == Rect(x: 0, y: 48, width: 375, height: 30))
        #expect(layout.issues().isEmpty)
        // Kept in place, not shown: the view is still hidden.
        #expect(try #require(layout.roots.first).view.subviews.first?.subviews.first?.isHidden == true)
    }

    /// A view whose constraints are all excluded in the active size class has nothing placing it
    /// there: Xcode flags it ambiguous and misplaced (all 79 such views of three files), and
    /// check reports both. A view with no constraint in any size class gets IB's
    /// prototyping constraints instead and is not reported.
    @Test func aViewConstrainedOnlyInAnotherSizeClassIsAmbiguous() throws {
        let text = Self.xib("""
            <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="20" width="42" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                <rect key="frame" x="20" y="60" width="40" height="40"/>
            </view>
            """, rootConstraints: """
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="lt"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ll"/>
            """).replacingOccurrences(of: "<freeformSimulatedSizeMetrics", with: """
            <variation key="default"><mask key="constraints"><exclude reference="lt"/><exclude reference="ll"/></mask></variation>
            <variation key="heightClass=regular-widthClass=compact"><mask key="constraints"><include reference="lt"/><include reference="ll"/></mask></variation>
            <freeformSimulatedSizeMetrics
            """)
        #expect(text.contains("<device id=\"retina6_1\""))
        let issues = try Self.issues(text.replacingOccurrences(of: "<device id=\"retina6_1\" orientation=\"portrait\"/>", with: ""))
        #expect(issues.map(\.kind) == [.ambiguous, .misplaced])
        #expect(issues.allSatisfy { $0.viewID == "label" })
        #expect(issues.first?.undetermined == ["x", "y"])
        #expect(issues.last?.storedFrame == Rect(x: 20, y: 20, width: 42, height: 21))
    }

    /// A view Interface Builder keeps at a fixed frame with no constraint gets IB's build-time
    /// prototyping constraints at that frame (its stack view's content is placed inside it).
    @Test func aFixedFrameViewWithoutConstraintsStaysAtItsFrame() throws {
        let text = Self.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="90" y="70" width="194" height="40"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="0.0" y="0.0" width="194" height="40"/>
                    </view>
                </subviews>
            </stackView>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "stack") == Rect(x: 90, y: 70, width: 194, height: 40))
        #expect(Helper.frame(layout, "row") == Rect(x: 0, y: 0, width: 194, height: 40))
        #expect(layout.issues().isEmpty)
    }

    /// A view pinned at its frame by IB's build-time constraints is drawn at that frame on the
    /// canvas, with no issue, whatever its content size says: a designable whose recorded
    /// intrinsic height (11.9 pt) is not its stored 16, hugging and resisting compression at the
    /// required priority (three clean files of one repository, which check called conflicts).
    @Test func aViewPinnedAtItsFrameKeepsItWhateverItsContentSize() throws {
        let text = Self.xib("""
            <view contentMode="scaleToFill" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="line" customClass="DetailLine">
                <rect key="frame" x="63" y="49" width="229" height="16"/>
            </view>
            """, afterObjects: """
            <designables>
                <designable name="line"><size key="intrinsicContentSize" width="-1" height="11.93359375"/></designable>
            </designables>
            """)
        for mode in IntrinsicSizeSource.allCases {
            let layout = try Helper.layout(text, .init(intrinsicSizes: mode))
            #expect(Helper.frame(layout, "line") == Rect(x: 63, y: 49, width: 229, height: 16), "\(mode)")
            #expect(layout.issues().isEmpty, "\(mode)")
        }
    }

    /// A top-level view of a storyboard scene (beside its controller) is shown at its size: its
    /// stored origin is where it sits on the canvas, not in a superview, so a view with its
    /// autoresizing constraints off and none of its own is not pinned there (two clean files of
    /// one repository, where check called the pin at 1015, 1592 a conflict).
    @Test func aScenesExtraTopLevelViewIsNotPinnedAtItsCanvasPosition() throws {
        let controller = Helper.pinnedToSafeArea + """
            <containerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="extra">
                <rect key="frame" x="1015" y="1592" width="240" height="128"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </containerView>
            """
        let layout = try Helper.layout(Helper.storyboard(tools: "14109", device: "retina4_7", controller: controller), .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "extra") == Rect(x: 0, y: 0, width: 240, height: 128))
        #expect(layout.issues().allSatisfy { $0.viewID != "extra" && $0.kind != .conflict })
    }

    /// A view with its autoresizing constraints off that no constraint mentions (here a stack
    /// view) is also pinned at its frame by IB's build-time constraints: Xcode reports nothing.
    @Test func aStackViewWithoutConstraintsIsLeftAlone() throws {
        let text = Self.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="20" width="300" height="40"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                    </view>
                </subviews>
            </stackView>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "stack") == Rect(x: 20, y: 20, width: 300, height: 40))
        #expect(layout.issues().isEmpty)
    }

    /// A top-level view whose autoresizing constraints are off is still shown at its size.
    @Test func aTopLevelViewWithoutAutoresizingKeepsItsSize() throws {
        let text = Self.xib("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
            </view>
            """, rootConstraints: """
            <constraint firstItem="inner" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="inner" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="b"/>
            <constraint firstItem="inner" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="inner" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
            """).replacingOccurrences(of: "<view contentMode=\"scaleToFill\" id=\"root\">",
                                      with: "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"root\">")
        let layout = try Helper.layout(text)
        #expect(Helper.frame(layout, "inner") == Rect(x: 0, y: 0, width: 375, height: 200))
        #expect(layout.issues().isEmpty)
    }

    /// A xib whose top-level view, `width` x `height`, centres a 42 x 21 label in its safe area.
    static func labelCentredInSafeArea(tools: String, device: String, orientation: String, width: Double, height: Double = 103,
                                       labelY: Double, freeform: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
        <device id="\(device)" orientation="\(orientation)"/>
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="\((width - 42) / 2)" y="\(labelY)" width="42" height="21"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="42" id="w"/>
                            <constraint firstAttribute="height" constant="21" id="h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="label" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="x"/>
                    <constraint firstItem="label" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" id="y"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
                \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
            </view>
        </objects>
        </document>
        """
    }

    /// From Xcode 11, a top-level view smaller than the screen gets the device's insets clipped
    /// to its frame at the screen's top: a 103 pt header on a 414 x 896 phone centres its label in
    /// the 59 pt below the 44 pt notch. Before, it gets none.
    @Test(arguments: [("16097", 63.0), ("14460", 41.0)])
    func aSmallTopLevelViewGetsTheDevicesInsetsClippedToIt(tools: String, labelY: Double) throws {
        let text = Self.labelCentredInSafeArea(tools: tools, device: "retina6_1", orientation: "portrait", width: 320, labelY: labelY)
        #expect(Helper.frame(try Helper.layout(text), "label") == Rect(x: 139, y: labelY, width: 42, height: 21))
        #expect(try Self.issues(text).isEmpty)
    }

    /// From Xcode 11, a top-level view the size of the screen that is not File's Owner's `view`
    /// gets the device's insets as a smaller one does: on a notched phone the 44 pt notch and the
    /// 34 pt home indicator (second set 207, 19529: a logo pinned 30 pt below the safe area's top
    /// of a 414 x 896 view stored at 74), on a phone without one the status bar Xcode 11 to 14.2
    /// draw, none (AwesomeStacks' 375 x 667 views at 15705, pinned at 0).
    @Test(arguments: [("retina6_1", 414.0, 896.0, 442.5), ("retina4_7", 375.0, 667.0, 323.0)])
    func aScreenSizedTopLevelViewGetsTheDevicesInsets(device: String, width: Double, height: Double, labelY: Double) throws {
        let text = Self.labelCentredInSafeArea(tools: "19529", device: device, orientation: "portrait", width: width,
                                               height: height, labelY: labelY)
        #expect(Helper.frame(try Helper.layout(text), "label") == Rect(x: (width - 42) / 2, y: labelY, width: 42, height: 21))
        #expect(try Self.issues(text).isEmpty)
    }

    /// From Xcode 11, a top-level view wider than the screen is a screen of its own: its home
    /// indicator's inset sits at its own bottom (first set 206 and 207, 21507: a 581 x 174 input
    /// bar on a 393 x 852 phone stores a text view pinned 20 pt above its safe area's bottom 34 pt
    /// higher), where a narrower one, at the screen's top, is clear of it. Under the 59 pt status
    /// bar, the label centres in 81 pt of safe area, or in 115.
    @Test(arguments: [(581.0, 89.0), (300.0, 106.0)])
    func aTopLevelViewWiderThanTheScreenHasTheHomeIndicatorAtItsBottom(width: Double, labelY: Double) throws {
        let text = Self.labelCentredInSafeArea(tools: "21507", device: "retina6_12", orientation: "portrait", width: width,
                                               height: 174, labelY: labelY)
        #expect(Helper.frame(try Helper.layout(text), "label") == Rect(x: (width - 42) / 2, y: labelY, width: 42, height: 21))
        #expect(try Self.issues(text).isEmpty)
    }

    /// From Xcode 14.3 (toolsVersion 21701) a top-level view of a freeform size is a screen of its
    /// own whatever its width, the home indicator's 34 pt at its bottom: views pinned to the safe
    /// area's bottom are stored 34 pt up in 393 to 408 pt wide views of 21701 to 24765 files in
    /// eight repositories (none stored at the bottom on a phone with a home indicator), where
    /// Xcode 14.0 to 14.2 (21225, 21507: 414 pt wide views in three files) keep them at it. Under
    /// the 59 pt status bar a 200 pt view centres its label in 107 pt of safe area, or in 141.
    @Test(arguments: [("21701", 102.0), ("21507", 119.0)])
    func aFreeformTopLevelViewHasTheHomeIndicatorAtItsBottomFromXcode14_3(tools: String, labelY: Double) throws {
        let text = Self.labelCentredInSafeArea(tools: tools, device: "retina6_12", orientation: "portrait", width: 393,
                                               height: 200, labelY: labelY, freeform: true)
        #expect(Helper.frame(try Helper.layout(text), "label") == Rect(x: 175.5, y: labelY, width: 42, height: 21))
        #expect(try Self.issues(text).isEmpty)
    }

    /// A freeform view shorter than its status bar and home indicator together keeps both insets,
    /// and its safe area its width (Xcode 14.3 and later: a 72 pt banner pins its content 34 pt
    /// above the bottom under a 47 pt status bar; 44 to 74 pt bars pinned to the safe area's sides
    /// span their width): on a 60 pt view under a 48 pt status bar, the safe area's centre is 37
    /// pt down. Overlapping insets used to leave no safe rectangle and squeeze the guide to nothing.
    @Test func aFreeformViewShorterThanItsInsetsKeepsThemAndItsWidth() throws {
        let text = Self.labelCentredInSafeArea(tools: "21701", device: "retina6_1", orientation: "portrait", width: 414,
                                               height: 60, labelY: 26.5, freeform: true)
        #expect(Helper.frame(try Helper.layout(text), "label") == Rect(x: 186, y: 26.5, width: 42, height: 21))
        #expect(try Self.issues(text).isEmpty)
    }

    /// On the canvas an arranged view with no intrinsic size that nothing sizes across its stack
    /// keeps its stored size. UIKit's ambiguity suppression (0 at priority 25, which
    /// `StackViewTests.viewsWithoutIntrinsicHeightGetUIKitsAmbiguitySuppression` pins at run
    /// time) would collapse it, but the clean files of the unseen sets' repositories store 70 such
    /// views 240 (the library's default), 50, 195 or 275 pt across, none at 0 (first set 123, 170).
    @Test(arguments: [false, true])
    func aStackedViewThatNothingSizesKeepsItsStoredSizeOnTheCanvas(model: Bool) throws {
        let text = Self.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="335" height="30"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                        <rect key="frame" x="0.0" y="0.0" width="335" height="10"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="335" id="ww"/>
                            <constraint firstAttribute="height" constant="10" id="wh"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                        <rect key="frame" x="47.5" y="10" width="240" height="20"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="sh"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, rootConstraints: Self.pinnedToTopLeading("stack"))
        let layout = try Helper.layout(text, .init(intrinsicSizes: model ? .model : .stored))
        #expect(Helper.frame(layout, "spacer") == Rect(x: 47.5, y: 10, width: 240, height: 20))
        #expect(layout.issues().isEmpty)
    }

    /// From Xcode 9 a phone in landscape shows no status bar, as UIKit hides it in a compact
    /// height: a small top-level view on a landscape 375 x 667 phone centres its label in its
    /// whole height, in portrait below the 20 pt status bar (seventh set 15062).
    @Test(arguments: [("landscape", 41.0), ("portrait", 51.0)])
    func aPhoneInLandscapeShowsNoStatusBar(orientation: String, labelY: Double) throws {
        let text = Self.labelCentredInSafeArea(tools: "24412", device: "retina4_7", orientation: orientation, width: 290, labelY: labelY)
        #expect(Helper.frame(try Helper.layout(text), "label") == Rect(x: 124, y: labelY, width: 42, height: 21))
        #expect(try Self.issues(text).isEmpty)
    }

    /// A slider is pinned by its alignment rectangle, 2 pt inside its frame on each side, until
    /// iOS 26: Xcode 26 (toolsVersion 24xxx) stores it at the space between its pins (seventh
    /// set 15005, fourth set 9524's five sliders filling a stack view).
    @Test(arguments: [("23504", 18.0, 339.0), ("24412", 20.0, 335.0)])
    func aSlidersAlignmentRectangleIsItsFrameFromIOS26(tools: String, x: Double, width: Double) throws {
        let text = Self.xib("""
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                <rect key="frame" x="\(x)" y="20" width="\(width)" height="31"/>
            </slider>
            """, tools: tools, rootConstraints: """
            <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="20" id="r"/>
            <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "slider") == Rect(x: x, y: 20, width: width, height: 31))
        #expect(layout.issues().isEmpty)
    }

    /// `layoutMarginsFollowReadableWidth` widens a view's margins to the readable width: a label
    /// pinned to the margins of a 375 pt view following it is stored 16 pt in, not a plain
    /// view's 8 (sixth set 14012; 20 pt in a 414 pt view, 14015). Before iOS 11 (Xcode 8's
    /// toolsVersion 12xxx and earlier) the readable width started from the view's own 8 pt
    /// margins (tenth set 18033, fourteenth set 22080 and 22081: one demo's views, 10116).
    @Test(arguments: [(true, "21701", 16.0), (false, "21701", 8.0), (true, "10116", 8.0)])
    func marginsFollowingTheReadableWidthAreWider(follows: Bool, tools: String, inset: Double) throws {
        let text = Self.xib("""
            <view \(follows ? #"layoutMarginsFollowReadableWidth="YES" "# : "")translatesAutoresizingMaskIntoConstraints="NO" id="header">
                <rect key="frame" x="0.0" y="0.0" width="375" height="52"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="line">
                        <rect key="frame" x="\(inset)" y="20" width="\(375 - 2 * inset)" height="10"/>
                        <constraints><constraint firstAttribute="height" constant="10" id="lh"/></constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="line" firstAttribute="leading" secondItem="header" secondAttribute="leadingMargin" id="ll"/>
                    <constraint firstAttribute="trailingMargin" secondItem="line" secondAttribute="trailing" id="lt"/>
                    <constraint firstItem="line" firstAttribute="top" secondItem="header" secondAttribute="top" constant="20" id="ltop"/>
                </constraints>
            </view>
            """, tools: tools, rootConstraints: Self.pinnedToTop("header") + #"<constraint firstItem="header" firstAttribute="height" constant="52" id="hh"/>"#)
        try Self.expectInEitherMode(text, "line", at: Rect(x: inset, y: 20, width: 375 - 2 * inset, height: 10))
    }

    /// A visual effect view's content view follows its bounds as UIKit's autoresizing constraints
    /// make it (width and height equal to the effect view's), so constraints inside the content
    /// size the effect view: a 50 x 40 box pinned 10 pt inside makes a centred 70 x 60 card.
    @Test func constraintsInAVisualEffectViewsContentSizeIt() throws {
        let text = Self.xib("""
            <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="152.5" y="70" width="70" height="60"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="70" height="60"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="10" width="50" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="50" id="bw"/>
                                <constraint firstAttribute="height" constant="40" id="bh"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="b1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="b2"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="b3"/>
                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="b4"/>
                    </constraints>
                </view>
                <blurEffect style="light"/>
            </visualEffectView>
            """, rootConstraints: """
            <constraint firstItem="card" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="card" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
            """)
        try Self.expectInEitherMode(text, "card", at: Rect(x: 152.5, y: 70, width: 70, height: 60))
    }

    /// An SF Symbol image view's stored frame is offset by the glyph's alignment insets, which
    /// viewsim does not have: it is not judged misplaced (a bitmap image view is). Xcode 12 and
    /// later write a symbol with a configuration as an `<imageReference>` child.
    @Test(arguments: [(#" image="chevron.down" catalog="system""#, "", false),
                      ("", #"<imageReference key="image" image="chevron.down" catalog="system" symbolScale="small"/>"#, false),
                      (#" image="chevron""#, "", true)])
    func aSymbolImageViewsStoredFrameIsNotJudged(image: String, imageReference: String, misplaced: Bool) throws {
        let text = Self.xib("""
            <imageView translatesAutoresizingMaskIntoConstraints="NO"\(image) id="chevron">
                <rect key="frame" x="20" y="25" width="20" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" constant="20" id="w"/>
                    <constraint firstAttribute="height" constant="20" id="h"/>
                </constraints>
                \(imageReference)
            </imageView>
            """, rootConstraints: """
            <constraint firstItem="chevron" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="chevron" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            """)
        #expect(try Self.issues(text).contains { $0.kind == .misplaced } == misplaced)
    }

    /// The same holds for a button that shows only a symbol, whatever placeholder title its state
    /// has under a configuration whose title is empty (sixteenth set 24035); a button with a title
    /// beside its symbol, or a bitmap, is judged.
    @Test(arguments: [(#"<state key="normal" backgroundImage="info.bubble" catalog="system"/>"#, false),
                      (#"<state key="normal" title="Info" image="info.bubble" catalog="system"/>"#, true),
                      (#"<buttonConfiguration key="configuration" style="plain" image="xmark" catalog="system"/>"#, false),
                      (#"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" image="plus" catalog="system" title=""/>"#, false),
                      (#"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" image="plus" catalog="system" title="Add"/>"#, true),
                      (#"<state key="normal"><imageReference key="image" image="xmark" catalog="system"/></state>"#, false),
                      (#"<state key="normal" image="info"/>"#, true)])
    func aSymbolButtonsStoredFrameIsNotJudged(content: String, misplaced: Bool) throws {
        let text = Self.xib("""
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                <rect key="frame" x="20" y="23" width="30" height="24"/>
                <constraints>
                    <constraint firstAttribute="width" constant="30" id="w"/>
                    <constraint firstAttribute="height" constant="30" id="h"/>
                </constraints>
                \(content)
            </button>
            """, rootConstraints: """
            <constraint firstItem="info" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="info" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            """)
        #expect(try Self.issues(text).contains { $0.kind == .misplaced } == misplaced)
    }

    /// A freeform root is its own screen: its bottom layout guide sits at its own bottom (a 375 x
    /// 800 root on a 667 pt phone), not at the device's.
    @Test func aFreeformRootsBottomGuideIsAtItsOwnBottom() throws {
        let controller = """
            <viewController id="vc" sceneMemberID="viewController">
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top"/>
                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                </layoutGuides>
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="800"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="body">
                            <rect key="frame" x="0.0" y="20" width="375" height="780"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="body" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="t"/>
                        <constraint firstItem="bottom" firstAttribute="top" secondItem="body" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="body" secondAttribute="trailing" id="r"/>
                    </constraints>
                </view>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="375" height="800"/>
            </viewController>
            """
        let layout = try Helper.layout(Helper.storyboard(tools: "11762", device: "retina4_7", controller: controller))
        #expect(Helper.frame(layout, "body") == Rect(x: 0, y: 20, width: 375, height: 780))
        #expect(layout.issues().isEmpty)
    }

    /// Xcode 5 to 7 show a storyboard without size classes (no `useTraitCollections`, no device)
    /// on the 4-inch iPhone under its 20 pt status bar; with size classes, on the 600 x 600 canvas,
    /// where a root narrower than the canvas is under the status bar too (nineteenth set 27255).
    @Test(arguments: [("", 20.0), (" useTraitCollections=\"YES\"", 20.0)])
    func aStoryboardWithoutSizeClassesIsShownOnTheFourInchPhone(traits: String, top: Double) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8191" useAutolayout="YES"\(traits)>
            <scenes><scene sceneID="s1"><objects>
            <viewController id="vc" sceneMemberID="viewController">
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top"/>
                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                </layoutGuides>
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="0.0" y="\(top)" width="320" height="44"/>
                            <constraints><constraint firstAttribute="height" constant="44" id="h"/></constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="t"/>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="r"/>
                    </constraints>
                </view>
            </viewController>
            </objects></scene></scenes>
            </document>
            """
        let layout = try Helper.layout(text)
        #expect(Helper.frame(layout, "bar") == Rect(x: 0, y: top, width: 320, height: 44))
        #expect(layout.issues().isEmpty)
    }

    /// A label with no text has the baselines of one line of its font: aligned by its first
    /// baseline with a labelled neighbour, it sits at the neighbour's place.
    @Test func anEmptyLabelHasTheBaselinesOfOneLine() throws {
        let text = Self.xib("""
            <label text="Speed" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="20" y="20" width="47" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label translatesAutoresizingMaskIntoConstraints="NO" id="value">
                <rect key="frame" x="300" y="20" width="0.0" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, rootConstraints: """
            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="value" firstAttribute="firstBaseline" secondItem="title" secondAttribute="firstBaseline" id="b"/>
            <constraint firstItem="value" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300" id="v"/>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "value") == Rect(x: 300, y: 20, width: 0, height: 21))
        #expect(layout.issues().isEmpty)
    }

    /// A segmented control is aligned by a rectangle 1 pt short of its bottom (the iOS 13 look):
    /// a view 8 pt below a 32 pt control pinned at the top is stored at 39, not 40.
    @Test func aSegmentedControlIsAlignedAboveItsBottomPoint() throws {
        let text = Self.xib("""
            <segmentedControl opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                <rect key="frame" x="0.0" y="0.0" width="375" height="32"/>
            </segmentedControl>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="below">
                <rect key="frame" x="0.0" y="39" width="375" height="20"/>
                <constraints><constraint firstAttribute="height" constant="20" id="bh"/></constraints>
            </view>
            """, rootConstraints: Self.pinnedToTop("tabs") + """
            <constraint firstItem="below" firstAttribute="top" secondItem="tabs" secondAttribute="bottom" constant="8" id="gap"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
            <constraint firstAttribute="trailing" secondItem="below" secondAttribute="trailing" id="br"/>
            """)
        try Self.expectInEitherMode(text, "below", at: Rect(x: 0, y: 39, width: 375, height: 20))
    }

    /// Required constraints that disagree by half a point or less are not a conflict (Xcode lays
    /// out on the pixel grid and saves such documents clean); by more, they are.
    @Test(arguments: [(10.25, false), (10.5, false), (10.75, true)])
    func aSubPointDisagreementIsNotAConflict(centre: Double, conflicts: Bool) throws {
        let text = Self.xib("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="20" id="w"/>
                    <constraint firstAttribute="height" constant="20" id="h"/>
                </constraints>
            </view>
            """, rootConstraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="top" constant="\(centre)" id="c"/>
            """)
        #expect(try Self.issues(text).contains { $0.kind == .conflict } == conflicts)
    }
}

/// Cells: the content view follows its constraints, prototype cells take their row height or
/// item size.
@Suite struct InterfaceBuilderCellRuleTests {
    typealias Helper = InterfaceBuilderLayoutTests

    /// A lone table cell whose content holds a 10 x 10 box pinned to its leading and top margins,
    /// stored at (`side`, `top`).
    static func tableCellWithMarginBox(side: Double, top: Double, tools: String, device: String, width: Double,
                                       contentAttributes: String = "") -> String {
        tableCell(content: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="\(side)" y="\(top)" width="10" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" constant="10" id="bw"/>
                    <constraint firstAttribute="height" constant="10" id="bh"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b2"/>
            """, tools: tools, device: device, width: width, contentAttributes: contentAttributes)
    }

    /// A xib table cell, 320 pt wide unless `width` says otherwise; with an accessory
    /// (`accessoryType`), its content view is the 293.5 pt Xcode stores beside a disclosure indicator.
    static func tableCell(content: String, constraints: String, tools: String = "14460", device: String = "retina4_7",
                          width: Double = 320, accessory: String? = nil, contentAttributes: String = "", contentMargins: String = "") -> String {
        InterfaceBuilderReadingTests.xib("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" \(accessory.map { "accessoryType=\"\($0)\" " } ?? "")indentationWidth="10" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="90.5"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \(contentAttributes)tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="\(accessory == nil ? width : 293.5)" height="90"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>\(content)</subviews>
                    <constraints>\(constraints)</constraints>
                    \(contentMargins)
                </tableViewCellContentView>
            </tableViewCell>
            """, tools: tools, device: device)
    }

    /// A xib's top-level table cell holds its content at its height above compression
    /// resistance, as Xcode's canvas does: a picker view pinned to the content's edges (216 pt
    /// tall by itself) is squeezed into the 90 pt content, as Xcode stores it, in
    /// `--intrinsic model` too (unseen sets' repositories: cells of pickers and labels stored
    /// compressed, 61 clean files of 23 repositories no longer reported). The cell's own row
    /// height, which only a table would use, changes nothing (146 of 148 such lone cells store
    /// their content at the cell's height).
    @Test(arguments: [nil as String?, "120", "60"])
    func aLoneTableCellHoldsItsContentAboveCompressionResistance(rowHeight: String?) throws {
        var text = Self.tableCell(content: """
            <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                <rect key="frame" x="0.0" y="0.0" width="320" height="90"/>
            </pickerView>
            """, constraints: InterfaceBuilderXcodeRuleTests.pinnedToEdges("picker", of: "content"))
        if let rowHeight {
            text = text.replacingOccurrences(of: #"indentationWidth="10" id="cell""#, with: #"indentationWidth="10" rowHeight="\#(rowHeight)" id="cell""#)
        }
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        #expect(Helper.frame(layout, "picker").map { Double($0.height) } == 90)
        #expect(layout.issues().isEmpty)
    }

    /// A xib's top-level collection view cell holds its content at its height as a table cell
    /// does (4 files of two repositories' cells, compressed as Xcode stores them).
    @Test func aLoneCollectionViewCellHoldsItsContentAboveCompressionResistance() throws {
        let text = InterfaceBuilderReadingTests.xib("""
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="90"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="90"/>
                    <autoresizingMask key="autoresizingMask"/>
                    \(InterfaceBuilderXcodeRuleTests.pickerFillingContent(width: 320, height: 90))
                </collectionViewCellContentView>
            </collectionViewCell>
            """, tools: "21701", device: "retina6_1")
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        #expect(Helper.frame(layout, "picker") == Rect(x: 0, y: 0, width: 320, height: 90))
        #expect(layout.issues().isEmpty)
    }

    /// A table cell's content view spans the cell (less the separator's line) whatever other size
    /// is stored for it: UIKit's cell lays its content view out, and Xcode 6 stored 43 pt tall,
    /// 320 pt wide content views in cells of any size while laying their subviews out in the
    /// cell's (lone cells of the unseen sets' repositories: 47 files shorter, 11 narrower or
    /// wider with no accessory, 2 taller). A bar pinned 8 pt outside the content's vertical
    /// margins spans the cell's height; a box pinned to the trailing edge sits at the cell's.
    @Test(arguments: [(320.0, 100.0, 320.0, 43.0), (372.0, 104.0, 320.0, 43.0), (320.0, 50.0, 320.0, 67.0), (320.0, 50.0, 768.0, 43.0)])
    func aTableCellsContentSpansTheCellWhateverOtherSizeIsStored(cellWidth: Double, cellHeight: Double,
                                                                 contentWidth: Double, contentHeight: Double) throws {
        let text = InterfaceBuilderReadingTests.xib("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="\(cellHeight)"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="\(contentHeight)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="12" y="0.0" width="2" height="\(cellHeight - 0.5)"/>
                            <constraints><constraint firstAttribute="width" constant="2" id="bar-width"/></constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tail">
                            <rect key="frame" x="\(cellWidth - 18)" y="8" width="10" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="10" id="tail-width"/>
                                <constraint firstAttribute="height" constant="10" id="tail-height"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="-8" id="bar-top"/>
                        <constraint firstAttribute="bottomMargin" secondItem="bar" secondAttribute="bottom" constant="-8" id="bar-bottom"/>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="4" id="bar-leading"/>
                        <constraint firstAttribute="trailing" secondItem="tail" secondAttribute="trailing" constant="8" id="tail-trailing"/>
                        <constraint firstItem="tail" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="tail-top"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """, tools: "7706")
        try InterfaceBuilderXcodeRuleTests.expectInEitherMode(text, "bar", at: Rect(x: 12, y: 0, width: 2, height: cellHeight - 0.5))
        try InterfaceBuilderXcodeRuleTests.expectInEitherMode(text, "tail", at: Rect(x: cellWidth - 18, y: 8, width: 10, height: 10))
    }

    /// A cell's content view that follows the readable width starts from the cell's margins, not
    /// from a controller root's: 16 pt in a 514 pt cell on a 375 pt phone, 20 in a 433 pt one on a
    /// 414 pt phone (the readable width, 672 pt, is wider than either), as the 13 such lone cells
    /// of the unseen sets' repositories store them (16 on 375 pt phones up to 596 pt wide).
    @Test(arguments: [("retina4_7", 514.0, 16.0), ("retina6_1", 433.0, 20.0)])
    func aCellFollowingTheReadableWidthKeepsTheCellsMargins(device: String, width: Double, side: Double) throws {
        let text = Self.tableCellWithMarginBox(side: side, top: 11, tools: "22505", device: device, width: width,
                                               contentAttributes: #"layoutMarginsFollowReadableWidth="YES" "#)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == Rect(x: side, y: 11, width: 10, height: 10))
    }

    /// A content view with layout margins of its own that preserves its cell's
    /// (`preservesSuperviewLayoutMargins`) takes the larger of the two on each edge, as UIKit
    /// documents: the cell then has the margins the content view would otherwise have (fifth
    /// set 13134: own margins 15 and 8 in a 416 pt cell laid out at its cell's 15 on both sides,
    /// Xcode 11's on a 375 pt phone, 11 at the top; without preserving, the content's own margins
    /// hold). Here in an Xcode 12 document, whose cell margin, 16, differs from the content's 15.
    @Test(arguments: [(true, 16.0, 16.0, 11.0), (false, 15.0, 8.0, 8.0)])
    func aContentViewThatPreservesItsCellsMarginsTakesTheLarger(preserves: Bool, leading: Double, trailing: Double, top: Double) throws {
        let text = Self.tableCell(content: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="\(leading)" y="\(top)" width="\(416 - leading - trailing)" height="10"/>
                <constraints><constraint firstAttribute="height" constant="10" id="bh"/></constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b1"/>
            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b2"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b3"/>
            """, tools: "17701", device: "retina4_7", width: 416,
            contentAttributes: preserves ? #"preservesSuperviewLayoutMargins="YES" "# : "",
            contentMargins: #"<edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="8"/>"#)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == Rect(x: leading, y: top, width: 416 - leading - trailing, height: 10))
        #expect(layout.issues().isEmpty)
    }

    /// From Xcode 9.2 (toolsVersion 135xx, iOS 11) a table cell's content margins are the screen's
    /// side margins (16 pt on a 375 pt phone, 15 from toolsVersion 13771 until Xcode 11, 20 on 393
    /// and 414 pt ones) and 11 pt at the top and bottom (15 in Xcode 26's 24xxx, not in the `32700`
    /// placeholder); before, 8 pt, Xcode 9.0 and 9.1 (131xx) included (three repositories: every
    /// view pinned to a cell's margin stored 8 pt in). A top-level cell of a xib takes
    /// none of the screen's insets, even under an island or a status bar (unseen files: a 75 pt
    /// cell on a 414 x 896 phone, a 44 pt cell on a 375 x 667 one, their content stored from 8 pt),
    /// and the side margins of its own width: 16 pt in a 320 pt cell on a 414 pt phone (five
    /// repositories), 20 in a 417 pt cell on a 375 pt one before Xcode 11; from Xcode 11, 20 only
    /// in a cell wider than 320 pt on a phone at least 390 pt wide (331 to 380 pt cells on 393 and
    /// 414 pt phones: 20). Xcode 11 (148xx to 16xxx) itself gave every cell on a 2x phone
    /// narrower than 390 pt 15 pt, whatever the cell's width (17 lone cells on `retina4_7` in
    /// eight repositories, 320 to 600 pt wide), where Xcode 10 and Xcode 12 give 16 (or 20 for a
    /// wide lone cell) and the 3x `retina5_9` 16.
    @Test(arguments: [("12121", "retina4_7", 320.0, 8.0, 8.0), ("13196", "retina4_7", 320.0, 8.0, 8.0),
                      ("13189.4", "retina4_7", 375.0, 8.0, 8.0), ("13526", "retina4_7", 320.0, 16.0, 11.0),
                      ("16096", "retina6_1", 380.0, 20.0, 11.0), ("22155", "retina6_12", 335.0, 20.0, 11.0),
                      ("14868", "retina4_7", 320.0, 15.0, 11.0), ("21507", "retina5_5", 320.0, 16.0, 11.0),
                      ("21507", "retina6_12", 320.0, 16.0, 11.0), ("20037", "retina6_1", 414.0, 20.0, 11.0),
                      ("14313", "retina4_7", 417.0, 20.0, 11.0), ("22505", "retina4_7", 320.0, 16.0, 11.0),
                      ("16097", "retina4_7", 416.0, 15.0, 11.0), ("16096", "retina4_7", 600.0, 15.0, 11.0),
                      ("14490", "retina4_7", 320.0, 16.0, 11.0), ("17701", "retina4_7", 320.0, 16.0, 11.0),
                      ("15705", "retina5_9", 320.0, 16.0, 11.0), ("24506", "retina6_1", 374.0, 20.0, 15.0),
                      ("32700.99.1234", "retina6_1", 374.0, 20.0, 11.0)])
    func aTableCellsContentMarginsFollowTheXcodeVersion(tools: String, device: String, width: Double, side: Double, top: Double) throws {
        let text = Self.tableCellWithMarginBox(side: side, top: top, tools: tools, device: device, width: width)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == Rect(x: side, y: top, width: 10, height: 10))
        #expect(layout.issues().isEmpty)
    }

    /// On an iPad, a table narrower than 390 pt is in a compact-width column (a popover, a split
    /// view's primary column): its cells' content margins are 16 pt, a wider table's 20 (twelfth
    /// set 20182: a 320 pt table on an 834 pt iPad stores its cell's content 16 pt in).
    @Test(arguments: [(320.0, 16.0), (600.0, 20.0)])
    func aNarrowTableOnAnIPadHasCompactCellMargins(width: Double, side: Double) throws {
        let box = InterfaceBuilderXcodeRuleTests.boxInContent(Rect(x: side, y: 11, width: 10, height: 10), constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b2"/>
            """)
        let text = InterfaceBuilderXcodeRuleTests.tableWithPrototypeCell(width: width, height: 400, rowHeight: "44", cellHeight: 44,
                                                                         content: box, tools: "15400", device: "ipad10_5")
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == Rect(x: side, y: 11, width: 10, height: 10))
    }

    /// A prototype cell stored wider than its table (on Xcode 6's 600 pt canvas) is as wide as the
    /// table, as UIKit's cells are: a box pinned 16 pt from its content's trailing edge stands 16
    /// pt inside the 375 pt table, as Xcode stores it (`sources-all.tsv` 02477, fourteenth set
    /// 22128). A cell stored narrower keeps its width.
    @Test(arguments: [(600.0, 319.0), (300.0, 244.0)])
    func aPrototypeCellIsNoWiderThanItsTable(cellWidth: Double, boxX: Double) throws {
        let box = InterfaceBuilderXcodeRuleTests.boxInContent(Rect(x: boxX, y: 8, width: 40, height: 20), constraints: """
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16" id="b1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="b2"/>
            """)
        let text = InterfaceBuilderXcodeRuleTests.tableWithPrototypeCell(width: 375, height: 667, rowHeight: "44", cellWidth: cellWidth,
                                                                         cellHeight: 44, content: box, tools: "11762", device: "retina4_7")
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == Rect(x: boxX, y: 8, width: 40, height: 20))
        #expect(layout.issues().isEmpty)
    }

    /// A xib's top-level collection view cell, shown alone, has the margins of a controller's root
    /// view of its width, as other top-level views have: 16 pt sides in a 375 pt cell (two
    /// repositories' 14113 to 15400 files), 20 in a 414 pt one, and none at the top and bottom
    /// (`sources-all.tsv` 02772, 02774: views pinned to a cell's top and bottom margins stored at
    /// its edges, 14460 on a 4.7-inch phone); a document of before iOS 11 keeps a plain view's 8.
    /// (On a phone with a notch, from Xcode 11 the status bar's inset adds to the top margin:
    /// ``aLoneCollectionViewCellIsUnderTheStatusBarFromXcode11(cell:content:tools:top:)``.)
    @Test(arguments: [("15400", 375.0, 16.0, 0.0), ("15400", 414.0, 20.0, 0.0), ("12121", 375.0, 8.0, 8.0)])
    func aLoneCollectionViewCellHasTheMarginsOfItsWidth(tools: String, width: Double, side: Double, vertical: Double) throws {
        let text = InterfaceBuilderReadingTests.xib("""
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="\(side)" y="\(vertical)" width="\(width - 2 * side)" height="\(100 - 2 * vertical)"/>
                        </view>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="l"/>
                    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="cell" secondAttribute="topMargin" id="t"/>
                    <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                </constraints>
                <size key="customSize" width="\(width)" height="100"/>
            </collectionViewCell>
            """, tools: tools, device: "retina4_7")
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == Rect(x: side, y: vertical, width: width - 2 * side, height: 100 - 2 * vertical))
        #expect(layout.issues().isEmpty)
    }

    /// Beside an accessory, a table cell's content view has an 8 pt trailing margin (the
    /// accessory stands at the cell's margin); its leading margin is the screen's. Stored so by
    /// Xcode 14 and 15 in three repositories: disclosure indicators in 320, 393 and 414 pt cells.
    @Test(arguments: [("22505", "retina4_7", "disclosureIndicator", 8.0), ("21507", "retina4_7", "checkmark", 8.0),
                      ("22505", "retina4_7", nil, 16.0), ("12121", "retina4_7", "disclosureIndicator", 8.0)])
    func aTableCellsContentBesideAnAccessoryHasAnEightPointTrailingMargin(tools: String, device: String, accessory: String?,
                                                                         trailing: Double) throws {
        let contentWidth = accessory == nil ? 320 : 293.5
        let text = Self.tableCell(content: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="\(contentWidth - trailing - 10)" y="40" width="10" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" constant="10" id="bw"/>
                    <constraint firstAttribute="height" constant="10" id="bh"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b1"/>
            <constraint firstItem="box" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="b2"/>
            """, tools: tools, device: device, accessory: accessory)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == Rect(x: contentWidth - trailing - 10, y: 40, width: 10, height: 10))
        #expect(layout.issues().isEmpty)
    }

    /// A table view controller whose `width` x `height` table (`style`) shows one static 44 pt
    /// cell (`cellAttributes`), its content `contentWidth` wide holding a view `box` stored at `box`
    /// and placed by `constraints`.
    static func staticTableCell(style: String, width: Double, height: Double, cellAttributes: String = "", cellY: Double = 0,
                                contentWidth: Double, box: Rect, boxConstraints: String = "", constraints: String) -> String {
        """
        <tableViewController id="vc" sceneMemberID="viewController">
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="\(style)" rowHeight="44" id="table">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <sections>
                    <tableViewSection id="section">
                        <cells>
                            <tableViewCell contentMode="scaleToFill" \(cellAttributes) id="cell">
                                <rect key="frame" x="0.0" y="\(cellY)" width="\(width)" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="\(box.minX)" y="\(box.minY)" width="\(box.width)" height="\(box.height)"/>
                                            <constraints>\(boxConstraints)</constraints>
                                        </view>
                                    </subviews>
                                    <constraints>\(constraints)</constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
        </tableViewController>
        """
    }

    /// A cell that preserves its table's margins takes only their sides: its content keeps its own
    /// top and bottom margins where the cell runs past the table's bottom (nineteenth set 27076: a
    /// 338 pt static cell at y = 780.5 in an 896 pt table stores its text view 11 pt above its
    /// content's bottom margin), as it does inside the table.
    @Test(arguments: [780.0, 820.0])
    func aCellPastItsTablesBottomKeepsItsOwnVerticalMargins(cellY: Double) throws {
        let margin = Self.cellTopAndBottomMargin(tools: "22505")
        let controller = Self.staticTableCell(
            style: "plain", width: 390, height: 844, cellAttributes: #"preservesSuperviewLayoutMargins="YES""#, cellY: cellY,
            contentWidth: 390, box: Rect(x: 20, y: margin, width: 10, height: 44 - 2 * margin),
            boxConstraints: #"<constraint firstAttribute="width" constant="10" id="bw"/>"#, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b2"/>
            <constraint firstItem="box" firstAttribute="bottom" secondItem="content" secondAttribute="bottomMargin" id="b3"/>
            """).replacingOccurrences(of: #"tableViewCell="cell" id="content""#, with: #"preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content""#)
        let layout = try Helper.layout(Helper.storyboard(tools: "22505", device: "retina6_0", controller: controller), .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == Rect(x: 20, y: margin, width: 10, height: 44 - 2 * margin))
        #expect(layout.issues().isEmpty)
    }

    /// From toolsVersion 23504, Xcode's canvas leaves a static table's cells that start below the
    /// table's bounds out of its layout and flags their views ambiguous, however well they are
    /// constrained: every document of 23504 to 24765 in the unseen sets' repositories with views
    /// in such cells carries ambiguous flags (11 files, 7 repositories), and no earlier one does
    /// (22505 and before). A cell inside the bounds is laid out and checked as usual.
    @Test(arguments: [("23504", 900.0, true), ("24506", 900.0, true), ("22505", 900.0, false), ("24506", 700.0, false)])
    func theViewsOfAStaticCellBelowItsTableAreAmbiguousFromToolsVersion23504(tools: String, cellY: Double, unshown: Bool) throws {
        let margin = Self.cellTopAndBottomMargin(tools: tools)
        let controller = Self.staticTableCell(
            style: "plain", width: 390, height: 844, cellY: cellY, contentWidth: 390,
            box: Rect(x: 20, y: margin, width: 10, height: 44 - 2 * margin),
            boxConstraints: #"<constraint firstAttribute="width" constant="10" id="bw"/>"#, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b2"/>
            <constraint firstItem="box" firstAttribute="bottom" secondItem="content" secondAttribute="bottomMargin" id="b3"/>
            """)
        let layout = try Helper.layout(Helper.storyboard(tools: tools, device: "retina6_0", controller: controller), .init(intrinsicSizes: .stored))
        let issues = layout.issues()
        if unshown {
            #expect(issues.map(\.kind) == [.ambiguous])
            #expect(issues.first?.viewID == "box")
            #expect(issues.first?.undetermined == ["x", "y", "width", "height"])
            #expect(issues.first?.message.contains("static cell below its table's bounds (the cell starts at \(formatGeometry(cellY)) pt in a table 844 pt tall)") == true)
        } else {
            #expect(issues.isEmpty)
        }
    }

    /// A table's cells take none of the screen's top and bottom safe-area insets: UIKit's
    /// automatic content inset adjustment keeps the content clear of them. A cell at the top of a
    /// table on a phone with a notch has its content 11 pt below its top margin, not under the notch.
    /// A table's cell takes the screen's side margins: 20 pt on a 414 pt phone; on a 375 pt one
    /// 16, but 15 in Xcode 11 on the 2x phone (its listed cells on `retina4_7` store 15 in two
    /// repositories, Xcode 12's 16). This table is a table view controller's, whose cells keep its
    /// 16 pt from 13771 to Xcode 11 too (a subview table's take 15 there).
    @Test(arguments: [("17156", "retina6_1", 414.0, 896.0, 20.0), ("14460", "retina4_7", 375.0, 667.0, 16.0),
                      ("15705", "retina4_7", 375.0, 667.0, 15.0), ("17701", "retina4_7", 375.0, 667.0, 16.0)])
    func aTableCellUnderTheNotchTakesNoSafeAreaInset(tools: String, device: String, width: Double, height: Double, side: Double) throws {
        let controller = Self.staticTableCell(
            style: "plain", width: width, height: height, contentWidth: width, box: Rect(x: side, y: 11, width: 10, height: 22),
            boxConstraints: #"<constraint firstAttribute="width" constant="10" id="bw"/>"#, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b2"/>
            <constraint firstItem="box" firstAttribute="bottom" secondItem="content" secondAttribute="bottomMargin" id="b3"/>
            """)
        let layout = try Helper.layout(Helper.storyboard(tools: tools, device: device, controller: controller), .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == Rect(x: side, y: 11, width: 10, height: 22))
        #expect(layout.issues().isEmpty)
    }

    /// An inset-grouped table insets its cells 20 pt on each side (from Xcode 16, 16 pt on tables
    /// narrower than 390 pt): a static cell stored at the table's full width, with a detail button,
    /// lays its content out 40 pt narrower than stored, keeping the button's 44 pt.
    @Test(arguments: [("23504", "retina6_0", 390.0, 20.0), ("24506", "retina5_9", 375.0, 16.0)])
    func anInsetGroupedTableInsetsItsCells(tools: String, device: String, width: Double, inset: Double) throws {
        let content = width - 44 - 2 * inset  // the inset cell's content, beside the button
        let side = width >= 390 ? 20.0 : 16.0  // the content's leading margin
        let margin = Self.cellTopAndBottomMargin(tools: tools)
        let box = Rect(x: side, y: margin, width: content - side - 8, height: 44 - 2 * margin)
        let controller = Self.staticTableCell(
            style: "insetGrouped", width: width, height: 800, cellAttributes: #"accessoryType="detailButton""#, contentWidth: width - 44,
            box: box, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b1"/>
            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b2"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b3"/>
            <constraint firstItem="box" firstAttribute="bottom" secondItem="content" secondAttribute="bottomMargin" id="b4"/>
            """)
        let layout = try Helper.layout(Helper.storyboard(tools: tools, device: device, controller: controller), .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "box") == box)
        #expect(layout.issues().isEmpty)
    }

    /// A 44 pt table cell's content top and bottom margins: 15 pt in Xcode 26 (toolsVersion 24xxx), else 11.
    static func cellTopAndBottomMargin(tools: String) -> Double { tools.hasPrefix("24") ? 15 : 11 }

    /// A xib holding a collection view whose flow layout (with `layoutAttributes`) has 128 pt
    /// square items, and one 128 pt cell whose content view (`content`) holds `content`.
    static func squareCellCollection(layoutAttributes: String, cellExtras: String = "", content: String, tools: String) -> String {
        InterfaceBuilderReadingTests.xib("""
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="list">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow"\(layoutAttributes)>
                    <size key="itemSize" width="128" height="128"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" contentMode="center" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                        <collectionViewCellContentView key="contentView" opaque="NO" contentMode="center" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                            \(content)
                        </collectionViewCellContentView>
                        \(cellExtras)
                    </collectionViewCell>
                </cells>
            </collectionView>
            """, tools: tools)
    }

    /// A collection view whose flow layout estimates its item size sizes each cell to fit, as
    /// UIKit's self-sizing cells: a label pinned 15 pt inside a cell stored 128 pt square keeps
    /// its own size, and the content view fits around it. A cell given its own size in the size
    /// inspector (`customSize`) is shown at that size (unseen 15002: a custom-sized cell's
    /// content stored at its 320 x 128, stretching an image view, in an estimating layout).
    @Test(arguments: [(#" automaticEstimatedItemSize="YES""#, ""), (#"><size key="estimatedItemSize" width="50" height="50"/"#, ""),
                      ("", ""), (#" automaticEstimatedItemSize="YES""#, #"<size key="customSize" width="128" height="128"/>"#)])
    func aSelfSizingCellsContentFitsItsSubviews(estimate: String, customSize: String) throws {
        let text = Self.squareCellCollection(layoutAttributes: estimate, cellExtras: customSize, content: """
            <subviews>
                <label text="Label" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="15" y="15" width="42" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="15" id="l1"/>
                <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="15" id="l2"/>
                <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="15" id="l3"/>
                <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="15" id="l4"/>
            </constraints>
            """, tools: "21507")
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        let stretched = Rect(x: 15, y: 15, width: 98, height: 98)
        #expect(Helper.frame(layout, "label") == (estimate.isEmpty || !customSize.isEmpty ? stretched : Rect(x: 15, y: 15, width: 42, height: 21)))
    }

    /// A collection view cell that does not size itself is as large as its layout makes it, and
    /// UIKit keeps its content view at its bounds: an image view pinned to the content's edges
    /// stays 128 pt square with a 719 pt image in it, not grown by its compression resistance
    /// (`sources-all.tsv` 00312: 187 pt cells with a 719 pt image stored at the cell's width).
    @Test(arguments: [IntrinsicSizeSource.stored, .model])
    func aCollectionViewCellKeepsItsContentAtItsSize(intrinsicSizes: IntrinsicSizeSource) throws {
        let objects = Self.squareCellCollection(layoutAttributes: "", content: """
            <subviews>
                <imageView contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                    <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                </imageView>
            </subviews>
            <constraints>
                <constraint firstItem="image" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="i1"/>
                <constraint firstItem="image" firstAttribute="top" secondItem="content" secondAttribute="top" id="i2"/>
                <constraint firstAttribute="trailing" secondItem="image" secondAttribute="trailing" id="i3"/>
                <constraint firstAttribute="bottom" secondItem="image" secondAttribute="bottom" id="i4"/>
            </constraints>
            """, tools: "17701")
        let text = objects.replacingOccurrences(of: "</objects>", with: #"</objects><resources><image name="photo" width="719" height="719"/></resources>"#)
        let layout = try Helper.layout(text, .init(intrinsicSizes: intrinsicSizes))
        #expect(Helper.frame(layout, "image") == Rect(x: 0, y: 0, width: 128, height: 128))
        #expect(layout.issues().isEmpty)
    }

    /// A required chain sets the content view's height (89 pt in a cell stored 90 pt tall): a view
    /// centred in the content sits at the chain's centre, and nothing conflicts; the content view,
    /// short of its cell, is ambiguous (``InterfaceBuilderAmbiguityRuleTests``).
    @Test func aRequiredChainSetsTheContentViewsHeight() throws {
        let text = Self.tableCell(content: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                <rect key="frame" x="0.0" y="0.0" width="100" height="89"/>
                <constraints><constraint firstAttribute="height" constant="89" id="th"/></constraints>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                <rect key="frame" x="200" y="39.5" width="10" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" constant="10" id="dw"/>
                    <constraint firstAttribute="height" constant="10" id="dh"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="tall" firstAttribute="top" secondItem="content" secondAttribute="top" id="t1"/>
            <constraint firstAttribute="bottom" secondItem="tall" secondAttribute="bottom" id="t2"/>
            <constraint firstItem="tall" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="t3"/>
            <constraint firstItem="tall" firstAttribute="width" constant="100" id="t4"/>
            <constraint firstItem="dot" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="d1"/>
            <constraint firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="200" id="d2"/>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "dot") == Rect(x: 200, y: 39.5, width: 10, height: 10))
        #expect(layout.issues().map(\.kind) == [.ambiguous])
        #expect(layout.issues().map(\.viewID) == ["content"])
    }

    /// Where the constraints leave the height free, the content view keeps its stored height
    /// and stretches what hugs loosely (a label at 251).
    @Test func aLooseContentViewKeepsItsStoredHeight() throws {
        let text = Self.tableCell(content: """
            <label text="Title" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="16" y="11" width="288" height="68"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="11" id="l1"/>
            <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="11" id="l2"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l3"/>
            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="l4"/>
            """)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        #expect(Helper.frame(layout, "title") == Rect(x: 16, y: 11, width: 288, height: 68))
        #expect(layout.issues().isEmpty)
    }

    /// A table's fixed row height holds its cells' content just below required: a chain of
    /// required constraints still sets the content's height, without a conflict (twelfth set
    /// 20022: a 24 pt image 17 pt below the content's top and 19 above its bottom, stored there
    /// in a 100 pt row, unflagged). A cell's own row height holds it required.
    @Test(arguments: [("", 17.0, false), (#" rowHeight="100""#, 17.0, true)])
    func aRequiredChainSetsTheContentInAFixedRow(rowHeight: String, top: Double, conflict: Bool) throws {
        let chain = InterfaceBuilderXcodeRuleTests.boxInContent(Rect(x: 16, y: 17, width: 24, height: 24), constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="b1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="17" id="b2"/>
            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="19" id="b3"/>
            """)
        let text = InterfaceBuilderXcodeRuleTests.tableWithPrototypeCell(width: 375, height: 667, rowHeight: "100", cellAttributes: rowHeight, cellHeight: 100,
                                               content: chain, tools: "14313", device: "retina4_7")
        let layout = try Helper.layout(text)
        #expect(layout.issues().contains { $0.kind == .conflict } == conflict)
        if !conflict { #expect(Helper.frame(layout, "box") == Rect(x: 16, y: top, width: 24, height: 24)) }
    }

    /// A cell with a custom row height in a table is held at that height, as UIKit's row holds it:
    /// a picker view pinned to every edge of its content is compressed to the row (140 pt of its
    /// 216 pt intrinsic height; unseen third set 3035), not grown into. So is a cell of a table
    /// whose row height is fixed (`sources-all.tsv` 00953: labels compressed in 44 pt rows). Only
    /// in a table of automatic row height (`rowHeight="-1"`) does the content follow what its
    /// content asks.
    @Test(arguments: [(#" rowHeight="140""#, "44", 140.0), ("", "44", 140.0), ("", "-1", 216.0)])
    func aCustomRowHeightHoldsTheContent(rowHeight: String, tableRowHeight: String, pickerHeight: Double) throws {
        let text = InterfaceBuilderXcodeRuleTests.tableWithPrototypeCell(width: 375, height: 667, rowHeight: tableRowHeight, cellAttributes: rowHeight, cellHeight: 140,
                                               contentHeight: 140, content: InterfaceBuilderXcodeRuleTests.pickerFillingContent(width: 375, height: 140),
                                               tools: "24506", device: "retina4_7")
        let layout = try Helper.layout(text, .init(intrinsicSizes: .model))
        #expect(Helper.frame(layout, "picker").map { Double($0.height) } == pickerHeight)
        #expect(!layout.issues().contains { $0.kind == .conflict })
    }

    /// A prototype cell saved without a frame (Xcode 6) is as tall as its table's row height and
    /// as wide as the table; a collection view cell takes the flow layout's item size over a
    /// stale stored rect.
    @Test func prototypeCellsTakeTheirRowHeightOrItemSize() throws {
        let table = IBView(id: "t", element: "tableView", key: nil, customClass: nil, line: 1)
        var withRowHeight = table
        withRowHeight.frame = Rect(x: 0, y: 0, width: 600, height: 600)
        withRowHeight.attributes["rowHeight"] = "226"
        let cell = IBView(id: "c", element: "tableViewCell", key: nil, customClass: nil, line: 2)
        #expect(IBTreeBuilder.cellSize(of: cell, in: withRowHeight, screenWidth: 375) == Size(width: 600, height: 226))
        #expect(IBTreeBuilder.cellSize(of: cell, in: table, screenWidth: 375) == Size(width: 375, height: 44))
        var collection = IBView(id: "v", element: "collectionView", key: nil, customClass: nil, line: 1)
        collection.itemSize = Size(width: 97, height: 140)
        var item = IBView(id: "i", element: "collectionViewCell", key: nil, customClass: nil, line: 2)
        item.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        #expect(IBTreeBuilder.cellSize(of: item, in: collection, screenWidth: 375) == Size(width: 97, height: 140))
        item.itemSize = Size(width: 70, height: 70)
        #expect(IBTreeBuilder.cellSize(of: item, in: collection, screenWidth: 375) == Size(width: 70, height: 70))
    }
}
