import Testing
@testable import ViewTree

/// Ambiguities Xcode's canvas reports that UIKit resolves at run time: a scroll view's content
/// size that no constraint sets ("Scrollable Content Size Ambiguity") and arranged views that tie
/// on priority ("Content Priority Ambiguity"). Each is pinned by a small document written here.
@Suite struct InterfaceBuilderAmbiguityRuleTests {
    typealias Rules = InterfaceBuilderXcodeRuleTests
    typealias Helper = InterfaceBuilderLayoutTests

    static func ambiguous(_ text: String, _ mode: IntrinsicSizeSource = .stored) throws -> [String: [String]] {
        var found: [String: [String]] = [:]
        for issue in try Rules.issues(text, .init(intrinsicSizes: mode)) where issue.kind == .ambiguous {
            found[issue.viewID ?? "", default: []] += issue.undetermined
        }
        return found
    }

    /// A scroll view filling the root, holding one 100 x 40 view whose constraints to the scroll
    /// view are `content` (the scroll view's edges, in constraints with its subviews, are its
    /// content's edges).
    static func scrollView(_ content: String, scrollViewIsFixed: Bool = false) -> String {
        Rules.xib("""
            <scrollView\(scrollViewIsFixed ? #" fixedFrame="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="137.5" y="20" width="100" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="bw"/>
                            <constraint firstAttribute="height" constant="40" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>\(content)</constraints>
            </scrollView>
            """, rootConstraints: scrollViewIsFixed ? "" : """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="sr"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="sb"/>
            """)
    }

    /// Centred horizontally on the scroll view and pinned at its top and bottom, the view sets
    /// the content's height (20 + 40 + 20) but not its width: Xcode flags the scroll view.
    @Test func aScrollViewWhoseContentSetsNoWidthIsAmbiguous() throws {
        let text = Self.scrollView("""
            <constraint firstItem="box" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="bx"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="20" id="bt"/>
            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="bb"/>
            """)
        #expect(try Self.ambiguous(text) == ["scroll": ["content width"]])
        #expect(try Self.summary(text) == ["ambiguous scroll"])
    }

    /// A label pinned 8 pt inside the 200 pt root at its top and its bottom, both at priority
    /// 500, whose height (stored, as an intrinsic size) leaves the two `residual` apart: it can
    /// slide between them at no cost. Half a point of slack is a sub-point residual of measured
    /// sizes (corpus 030: a 302 pt label in a 317.5 pt cell, saved clean), more is ambiguous.
    @Test(arguments: [(0.5, [String: [String]]()), (4.0, ["label": ["y"]])])
    func aTieWithinHalfAPointIsNotAmbiguous(residual: Double, expected: [String: [String]]) throws {
        let height = 200 - 16 + residual
        let text = Rules.xib("""
            <label opaque="NO" text="Label" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="8" y="8" width="359" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, rootConstraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l"/>
            <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="8" id="r"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" priority="500" id="t"/>
            <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="8" priority="500" id="b"/>
            """)
        #expect(try Self.ambiguous(text) == expected)
    }

    /// The scroll view's box without constraints, kept at its frame (`fixedFrame="YES"`).
    static func fixedBox(in text: String) -> String {
        text.replacingOccurrences(of: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box">"#,
                                  with: #"<view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">"#)
            .replacingOccurrences(of: #"<constraint firstAttribute="width" constant="100" id="bw"/>"#, with: "")
            .replacingOccurrences(of: #"<constraint firstAttribute="height" constant="40" id="bh"/>"#, with: "")
    }

    /// Pinned on all four sides, the view sets both: no issue. Placed by the scroll view's frame
    /// alone (centred), it leaves the content size to code, and Xcode does not ask. Kept at its
    /// frame by Interface Builder (`fixedFrame`), it sits in the content, which then has no size.
    @Test func aScrollViewsContentSizeComesFromItsSubviewsEdges() throws {
        let pinned = Self.scrollView("""
            <constraint firstItem="box" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" constant="137.5" id="bl"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="137.5" id="br"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="20" id="bt"/>
            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="bb"/>
            """)
        #expect(try Rules.issues(pinned).isEmpty)
        let centred = Self.scrollView("""
            <constraint firstItem="box" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="bx"/>
            <constraint firstItem="box" firstAttribute="centerY" secondItem="scroll" secondAttribute="centerY" constant="-60" id="by"/>
            """)
        #expect(try Rules.issues(centred).isEmpty)
        let fixed = Self.fixedBox(in: Self.scrollView(""))
        #expect(try Self.ambiguous(fixed) == ["scroll": ["content width", "content height"]])
        #expect(try Self.summary(fixed) == ["ambiguous scroll"])
        // A scroll view Interface Builder itself keeps at its frame is not asked.
        #expect(try Self.ambiguous(Self.fixedBox(in: Self.scrollView("", scrollViewIsFixed: true))).isEmpty)
    }

    /// An empty scroll view with its content layout guides on (Xcode 11's "Content Layout
    /// Guides") has its content where the content guide is, and nothing sets it: Xcode flags it
    /// (4 of 4 such constrained scroll views in the unseen sets' repositories). Without the guides
    /// an empty scroll view is not asked (flagged in 6 of 73).
    @Test(arguments: [true, false])
    func anEmptyScrollViewWithContentLayoutGuidesHasAmbiguousContent(guides: Bool) throws {
        let text = Rules.xib("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                \(guides ? #"<viewLayoutGuide key="contentLayoutGuide" id="cg"/><viewLayoutGuide key="frameLayoutGuide" id="fg"/>"# : "")
            </scrollView>
            """, rootConstraints: Rules.pinnedToEdges("scroll", of: "root"))
        #expect(try Self.ambiguous(text) == (guides ? ["scroll": ["content width", "content height"]] : [:]))
    }

    /// A scroll view's margins, in a constraint with a view inside it, are the content's edges
    /// inset by the scroll view's 8 pt margins, not the frame's (Apple's Auto Layout Guide:
    /// "constraints between the edges or margins of the scroll view and its content attach to the
    /// scroll view's content area"). The box, pinned 129.5 pt inside both side margins and centred
    /// on the frame, sets the content's width to the frame's (unseen repositories' 02888 and four
    /// more of its files, and 03687: no ambiguity, and the views stored where this lays them out).
    @Test func aScrollViewsMarginsAreTheContentsMargins() throws {
        let text = Self.scrollView("""
            <constraint firstItem="box" firstAttribute="leading" secondItem="scroll" secondAttribute="leadingMargin" constant="129.5" id="bl"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailingMargin" constant="-129.5" id="br"/>
            <constraint firstItem="box" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="bx"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="20" id="bt"/>
            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="bb"/>
            """)
        #expect(try Rules.issues(text).isEmpty)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        let scroll = try #require(Helper.view(layout, "scroll") as? ScrollView)
        #expect(scroll.contentSize == Size(width: 375, height: 80))
        #expect(Helper.frame(layout, "box") == Rect(x: 137.5, y: 20, width: 100, height: 40))
    }

    /// A full-width horizontal stack of two labels: `first` and `second` are their horizontal
    /// hugging attributes (none: the class's default, 250), `widths` their stored widths.
    static func stack(first: String, second: String, width: Double = 375, widths: (Double, Double) = (36, 46)) -> String {
        Rules.xib("""
            <stackView translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="20.5"/>
                <subviews>
                    <label text="Year"\(first) translatesAutoresizingMaskIntoConstraints="NO" id="year">
                        <rect key="frame" x="0.0" y="0.0" width="\(widths.0)" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label text="Genre"\(second) translatesAutoresizingMaskIntoConstraints="NO" id="genre">
                        <rect key="frame" x="\(widths.0)" y="0.0" width="\(widths.1)" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
            </stackView>
            """, rootConstraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
            <constraint firstItem="stack" firstAttribute="width" constant="\(width)" id="sw"/>
            """)
    }

    /// Every issue, as kind and view: what a test compares whole.
    static func summary(_ text: String, _ mode: IntrinsicSizeSource = .stored) throws -> [String] {
        try Rules.issues(text, .init(intrinsicSizes: mode)).map { "\($0.kind) \($0.viewID ?? "-")" }
    }

    /// Two labels at the same hugging priority in a fill stack wider than their text (measured):
    /// UIKit stretches the first, Xcode reports both ambiguous, and stored where one of the
    /// layouts they allow puts them, neither is misplaced. At different priorities (the
    /// library's 251 beside the class default 250) the looser one stretches and nothing is
    /// reported.
    @Test func labelsTiedOnHuggingInAFillStackAreAmbiguous() throws {
        let hugging = #" horizontalHuggingPriority="251""#
        #expect(try Self.summary(Self.stack(first: hugging, second: hugging, widths: (36, 339)), .model)
            == ["ambiguous year", "ambiguous genre"])
        #expect(try Self.ambiguous(Self.stack(first: hugging, second: hugging, widths: (36, 339)), .model)
            == ["year": ["width"], "genre": ["x", "width"]])
        // "Genre" measures 44.37 pt at 17 pt, 44.5 rounded up to the pixels of a 2x screen.
        #expect(try Self.summary(Self.stack(first: "", second: hugging, widths: (330.5, 44.5)), .model).isEmpty)
        let layout = try InterfaceBuilderLayoutTests.layout(Self.stack(first: "", second: hugging, widths: (330.5, 44.5)), .init(intrinsicSizes: .model))
        #expect(InterfaceBuilderLayoutTests.frame(layout, "year") == Rect(x: 0, y: 0, width: 330.5, height: 20.5))
    }

    /// The questions change the engine for a moment and put it back: asking twice gives the
    /// same answer, and the layout is as it was.
    @Test func askingTwiceGivesTheSameIssues() throws {
        let hugging = #" horizontalHuggingPriority="251""#
        for text in [Self.stack(first: hugging, second: hugging, widths: (36, 339)),
                     Self.scrollView("""
                        <constraint firstItem="box" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="bx"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="20" id="bt"/>
                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="bb"/>
                        """)] {
            let layout = try InterfaceBuilderLayoutTests.layout(text, .init(intrinsicSizes: .model))
            let frames = ["year", "genre", "box", "scroll"].map { InterfaceBuilderLayoutTests.frame(layout, $0) }
            let first = layout.issues()
            #expect(!first.isEmpty)
            #expect(layout.issues() == first)
            #expect(["year", "genre", "box", "scroll"].map { InterfaceBuilderLayoutTests.frame(layout, $0) } == frames)
        }
    }

    /// A tie with half a point to share is within a text model's error: Xcode, which measures
    /// the text exactly, finds the labels filling the stack, so the tie is not reported. With
    /// two points it is; the stored frames are off only in what the tie leaves free, so they are
    /// not called misplaced.
    @Test func aTieOverLessThanAPointIsNotReported() throws {
        let hugging = #" horizontalHuggingPriority="251""#
        #expect(try Self.summary(Self.stack(first: hugging, second: hugging, width: 82.5)).isEmpty)
        #expect(try Self.summary(Self.stack(first: hugging, second: hugging, width: 84)) == ["ambiguous year", "ambiguous genre"])
    }

    /// A xib table cell (content 90 pt tall) holding `view` (id `tall`) pinned 10 pt from its
    /// content's top and bottom, 100 pt wide.
    static func cell(pinning view: String) -> String {
        InterfaceBuilderCellRuleTests.tableCell(content: view, constraints: """
            <constraint firstItem="tall" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="t1"/>
            <constraint firstAttribute="bottom" secondItem="tall" secondAttribute="bottom" constant="10" id="t2"/>
            <constraint firstItem="tall" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="t3"/>
            <constraint firstItem="tall" firstAttribute="width" constant="100" id="t4"/>
            """)
    }

    /// A xib's top-level table cell whose required constraints make its content 100 pt tall
    /// where the cell gives it 90: Xcode holds the content at the cell's height and flags the
    /// content view ambiguous. A label in the same place squeezes instead (compression
    /// resistance is not required), and nothing is flagged.
    @Test func aTableCellWhoseRequiredChainDisagreesWithItsHeightIsAmbiguous() throws {
        let fixed = Self.cell(pinning: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                <rect key="frame" x="0.0" y="10" width="100" height="80"/>
                <constraints><constraint firstAttribute="height" constant="80" id="th"/></constraints>
            </view>
            """)
        let issues = try Rules.issues(fixed)
        #expect(issues.map(\.kind) == [.ambiguous])
        #expect(issues.first?.viewID == "content")
        #expect(issues.first?.message.hasSuffix("is 90 pt tall in its cell but its required constraints make it 100") == true)
        // A row height other than the cell's stored height that the content fits is not flagged
        // (second set 231: a 74 pt cell in a 77 pt row with 76 pt of content; fourth set 9503); a
        // row height equal to it is (every flagged cell of the corpus and the unseen sets).
        func withRowHeight(_ row: String) -> String {
            fixed.replacingOccurrences(of: #"indentationWidth="10" id="cell""#, with: #"indentationWidth="10" rowHeight="\#(row)" id="cell""#)
        }
        #expect(try Rules.issues(withRowHeight("100")).isEmpty)
        #expect(try Rules.issues(withRowHeight("90.5")).map(\.kind) == [.ambiguous])
        let squeezable = Self.cell(pinning: """
            <label text="Title" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                <rect key="frame" x="0.0" y="10" width="100" height="70"/>
                <fontDescription key="fontDescription" type="system" pointSize="90"/>
            </label>
            """)
        #expect(try Self.ambiguous(squeezable, .model).isEmpty)
    }

    /// A xib table cell whose content's required constraints conflict across its width (a
    /// 100 pt view pinned to both sides of a 320 pt cell) is flagged ambiguous as well as in
    /// conflict: Xcode cannot size the content (8 of the 9 such lone cells of the corpus and four
    /// unseen sets). The same pin at 999 gives way, and nothing is flagged.
    @Test(arguments: [("", true), (#" priority="999""#, false)])
    func aTableCellWhoseContentConflictsIsAmbiguous(priority: String, flagged: Bool) throws {
        let text = Self.cell(pinning: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                <rect key="frame" x="0.0" y="10" width="100" height="70"/>
                <constraints><constraint firstAttribute="height" constant="70" id="th"/></constraints>
            </view>
            """).replacingOccurrences(of: #"<constraint firstItem="tall" firstAttribute="width" constant="100" id="t4"/>"#, with: """
            <constraint firstItem="tall" firstAttribute="width" constant="100" id="t4"/>
            <constraint firstAttribute="trailing" secondItem="tall" secondAttribute="trailing"\(priority) id="t5"/>
            """)
        let issues = try Rules.issues(text)
        #expect(Set(issues.map(\.kind)) == (flagged ? [.conflict, .ambiguous] : []))
        let content = issues.first { $0.kind == .ambiguous }
        #expect(content?.viewID == (flagged ? "content" : nil))
        #expect(content?.message.hasSuffix("has required constraints that conflict, so its cell cannot size it") ?? !flagged)
    }

    /// Content that its required constraints leave shorter than the cell is flagged from a
    /// fraction of a point (Xcode flags 6 of the 7 such lone cells 0.5 to 1 pt short, in five
    /// repositories); content asking up to a point more than the cell gives is not (1 of 9), and
    /// neither is a shortfall under a pixel, or one in a cell whose row height is not its stored
    /// height. The cell gives its content 90 pt; a view pinned 10 pt from its top and bottom.
    @Test(arguments: [("69.5", nil, true), ("69.8", nil, false), ("70.5", nil, false), ("69.5", "90", true), ("69.5", "100", false)])
    func aTableCellWhoseContentFallsShortOfItIsAmbiguous(height: String, rowHeight: String?, flagged: Bool) throws {
        var text = Self.cell(pinning: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                <rect key="frame" x="0.0" y="10" width="100" height="\(height)"/>
                <constraints><constraint firstAttribute="height" constant="\(height)" id="th"/></constraints>
            </view>
            """)
        if let rowHeight {
            text = text.replacingOccurrences(of: #"indentationWidth="10" id="cell""#, with: #"indentationWidth="10" rowHeight="\#(rowHeight)" id="cell""#)
        }
        let issues = try Rules.issues(text)
        #expect(issues.map(\.kind) == (flagged ? [.ambiguous] : []))
        #expect(issues.map(\.viewID) == (flagged ? ["content"] : []))
    }

    /// The cell holds its content at its height above any priority a document sets: a 999
    /// height in the content gives way (the view is laid out 70 pt tall, not 80), and nothing is
    /// ambiguous; only a required chain is held against the cell.
    @Test func aLoneCellsContentHeightOutranksADocumentsHighPriority() throws {
        let text = Self.cell(pinning: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                <rect key="frame" x="0.0" y="10" width="100" height="70"/>
                <constraints><constraint firstAttribute="height" priority="999" constant="80" id="th"/></constraints>
            </view>
            """)
        #expect(try Rules.issues(text).isEmpty)
        let layout = try Helper.layout(text, .init(intrinsicSizes: .stored))
        #expect(Helper.frame(layout, "tall") == Rect(x: 0, y: 10, width: 100, height: 70))
    }

    /// A view with no vertical position is ambiguous; stored where its constraints allow (20 pt
    /// from the leading edge, at any height), it is in place; stored 30 pt further right, off the
    /// position its constraints fix, Xcode flags it misplaced as well.
    @Test(arguments: [(20.0, false), (50.0, true)])
    func anAmbiguousViewStoredOffWhatItsConstraintsFixIsMisplaced(x: Double, misplaced: Bool) throws {
        let text = Rules.xib("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="\(x)" y="70" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="bw"/>
                    <constraint firstAttribute="height" constant="40" id="bh"/>
                </constraints>
            </view>
            """, rootConstraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bl"/>
            """)
        let issues = try Rules.issues(text)
        #expect(issues.map(\.kind) == (misplaced ? [.ambiguous, .misplaced] : [.ambiguous]))
        if misplaced {
            #expect(issues.last?.layoutFrame?.minX == 20)
            #expect(issues.last?.layoutFrame?.size == Size(width: 100, height: 40))
        }
    }
}
