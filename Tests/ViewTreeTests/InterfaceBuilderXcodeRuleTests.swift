import Testing
@testable import ViewTree

/// UIKit and Xcode rules that keep `check` quiet on documents Xcode saved clean, each pinned by a
/// small document written here and justified by UIKit's documentation or Xcode's stored frames.
@Suite struct InterfaceBuilderXcodeRuleTests {
    typealias Helper = InterfaceBuilderLayoutTests

    /// A xib with one 375 x 200 freeform root holding `body`.
    static func xib(_ body: String, tools: String = "21701", rootConstraints: String = "") -> String {
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
        </objects>
        </document>
        """
    }

    static func issues(_ text: String, _ options: InterfaceBuilderLayout.Options = .init(intrinsicSizes: .stored)) throws -> [InterfaceBuilderIssue] {
        try Helper.layout(text, options).issues()
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
            """, rootConstraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="sr"/>
            """)
        let layout = try Helper.layout(text)
        #expect(Helper.frame(layout, "b") == Rect(x: 0, y: 28, width: 375, height: 20))
        #expect(Helper.frame(layout, "stack")?.height == 48)
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
