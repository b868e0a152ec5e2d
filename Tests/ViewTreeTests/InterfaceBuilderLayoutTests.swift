import Testing
@testable import ViewTree

/// Documents laid out as Xcode lays them out: safe areas and bars per device, old layout
/// guides, size-class variations, stored intrinsic sizes, table-cell margins.
@Suite struct InterfaceBuilderLayoutTests {
    static func layout(_ text: String, _ options: InterfaceBuilderLayout.Options = .init()) throws -> InterfaceBuilderLayout {
        try InterfaceBuilderLayout(document: InterfaceBuilderDocument.read(Array(text.utf8)), options: options)
    }

    static func view(_ layout: InterfaceBuilderLayout, _ id: String) -> View? {
        func find(_ view: View) -> View? {
            if layout.id(of: view) == id { return view }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        for root in layout.roots { if let view = find(root.view) { return view } }
        return nil
    }

    static func frame(_ layout: InterfaceBuilderLayout, _ id: String) -> Rect? { view(layout, id)?.frame }

    static func storyboard(tools: String, device: String, controller: String, extraScenes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
        <device id="\(device)" orientation="portrait"/>
        <scenes>
        <scene sceneID="s1"><objects>\(controller)</objects></scene>
        \(extraScenes)
        </scenes>
        </document>
        """
    }

    static let pinnedToSafeArea = """
        <viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c3"/>
                    <constraint firstItem="box" firstAttribute="width" constant="100" id="c4"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
            </view>
        </viewController>
        """

    /// The iPhone XR and 11 (`retina6_1`): Xcode 14 (toolsVersion 21xxx) and later draw iOS
    /// 16's 48 pt status bar (20037 files store 44, a 21701 file 48); the iPhone XS Max and 11 Pro
    /// Max (`retina6_5`, also 414 x 896) keep 44. From Xcode 16.3 (23727) the canvas counts the
    /// status bar and the home indicator twice over a controller's root (96 and 68 stored).
    @Test(arguments: [("15505", "retina6_1", 44.0, 34.0), ("20037", "retina6_1", 44.0, 34.0), ("21701", "retina6_1", 48.0, 34.0),
                      ("22505", "retina6_1", 48.0, 34.0), ("21701", "retina6_5", 44.0, 34.0), ("23504", "retina6_1", 48.0, 34.0),
                      ("24127", "retina6_1", 96.0, 68.0)])
    func theSafeAreaOfA414By896PhoneDependsOnTheXcodeVersion(tools: String, device: String, top: Double, bottom: Double) throws {
        let layout = try Self.layout(Self.storyboard(tools: tools, device: device, controller: Self.pinnedToSafeArea))
        // A controller's root: 20 pt side margins at 414 pt wide.
        #expect(Self.frame(layout, "box") == Rect(x: 20, y: top, width: 100, height: 896 - bottom - top))
        #expect(layout.roots.first?.viewControllerID == "vc")
    }

    /// `ipad7_9` names the 7.9-inch iPad mini, 768 x 1024 under a 20 pt status bar, in older
    /// documents, and the 8.3-inch one, 744 x 1133 with rounded corners (24 pt at the top, 20 at
    /// the bottom), in Xcode 14's (twenty-third set 31140, forty-first set 49054).
    @Test(arguments: [("14460", 768.0, 1024.0, 20.0, 0.0), ("21507", 744.0, 1133.0, 24.0, 20.0)])
    func theIPadMiniIdIsTheNewestMiniFromXcode14(tools: String, width: Double, height: Double, top: Double, bottom: Double) throws {
        let controller = Self.pinnedToSafeArea
            .replacingOccurrences(of: #"width="414" height="896""#, with: #"width="\#(Int(width))" height="\#(Int(height))""#)
        let layout = try Self.layout(Self.storyboard(tools: tools, device: "ipad7_9", controller: controller))
        #expect(layout.size == Size(width: width, height: height))
        #expect(Self.frame(layout, "box") == Rect(x: 20, y: top, width: 100, height: height - bottom - top))
    }

    /// The 375 x 812 phones (`retina5_9`, `retina5_4`): a 44 pt status bar before Xcode 14, 47
    /// in Xcode 14 to 14.2 (21507 files), 50 from Xcode 14.3 (a 21701 root of 718 pt fits below
    /// 50 + 44 pt of bars, its content centred on a safe area ending 34 pt above its bottom).
    @Test(arguments: [("19529", 44.0), ("21507", 47.0), ("21701", 50.0), ("22505", 50.0)])
    func theStatusBarOfA375By812PhoneDependsOnTheXcodeVersion(tools: String, top: Double) throws {
        let controller = Self.pinnedToSafeArea.replacingOccurrences(of: #"width="414" height="896""#, with: #"width="375" height="812""#)
        let layout = try Self.layout(Self.storyboard(tools: tools, device: "retina5_9", controller: controller))
        #expect(Self.frame(layout, "box") == Rect(x: 16, y: top, width: 100, height: 812 - 34 - top))
    }

    /// The 390 x 844 and 428 x 926 phones (`retina6_0`, `retina6_7`): a 44 pt status bar before
    /// Xcode 14's release, 47 from it (six files of six repositories, toolsVersion 17506 to
    /// 21179, store views pinned to the safe area 44 pt down, and so does a beta's 21208,
    /// seventy-ninth set 87089; files from 21225 on, 47).
    @Test(arguments: [("17506", "retina6_0", 390.0, 844.0, 44.0), ("21179.7", "retina6_7", 428.0, 926.0, 44.0),
                      ("21208.1", "retina6_0", 390.0, 844.0, 44.0),
                      ("21225", "retina6_0", 390.0, 844.0, 47.0), ("22155", "retina6_7", 428.0, 926.0, 47.0)])
    func theStatusBarOfA390Or428PointPhoneDependsOnTheXcodeVersion(tools: String, device: String, width: Double, height: Double,
                                                                   top: Double) throws {
        let controller = Self.pinnedToSafeArea.replacingOccurrences(of: #"width="414" height="896""#,
                                                                    with: #"width="\#(width)" height="\#(height)""#)
        let layout = try Self.layout(Self.storyboard(tools: tools, device: device, controller: controller))
        #expect(Self.frame(layout, "box") == Rect(x: width >= 414 ? 20 : 16, y: top, width: 100, height: height - 34 - top))
    }

    /// Xcode writes an iPad-only xib (targetRuntime `iOS.CocoaTouch.iPad`) as a document type of
    /// its own, and from Xcode 16 the 13-inch iPad Pro's id with a capital letter
    /// (`iPad13_0rounded`): both are read as any other document. The iPad Pro's safe area is 24 pt
    /// below its top and 20 above its bottom.
    @Test func anIPadOnlyXibAndAMixedCaseDeviceIdAreRead() throws {
        // Under the iPad's 20 pt status bar (Xcode 10), a label centred in the safe area.
        let xib = InterfaceBuilderXcodeRuleTests.labelCentredInSafeArea(tools: "14460", device: "ipad9_7", orientation: "portrait",
                                                                        width: 768, height: 1024, labelY: 511.5)
            .replacingOccurrences(of: "CocoaTouch.XIB", with: "CocoaTouch.iPad.XIB")
        let pad = try Self.layout(xib)
        #expect(pad.device?.id == "ipad9_7")
        #expect(Self.frame(pad, "label") == Rect(x: 363, y: 511.5, width: 42, height: 21))
        #expect(pad.issues().isEmpty)

        let controller = Self.pinnedToSafeArea.replacingOccurrences(of: #"width="414" height="896""#, with: #"width="1032" height="1376""#)
        let pro = try Self.layout(Self.storyboard(tools: "23504", device: "iPad13_0rounded", controller: controller))
        #expect(pro.size == Size(width: 1032, height: 1376))
        #expect(Self.frame(pro, "box") == Rect(x: 20, y: 24, width: 100, height: 1376 - 24 - 20))
    }

    /// Xcode writes the Mac of Mac Catalyst as `<device id="mac">`: an 800 x 600 window with no
    /// status bar, laid out as an iPad (twenty-seventh set 35169, 16097: four roots stored
    /// 800 x 600 under a 50 pt navigation bar at the window's top). It is read, not refused.
    @Test func theMacCatalystDeviceIsAWindowWithoutAStatusBar() throws {
        let controller = Self.pinnedToSafeArea.replacingOccurrences(of: #"width="414" height="896""#, with: #"width="800" height="600""#)
        let navigation = """
            <scene sceneID="s2"><objects><navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController></objects></scene>
            """
        // A Mac has no status bar, also where an iPad of the same Xcode shows one (20037).
        let alone = try Self.layout(Self.storyboard(tools: "20037", device: "mac", controller: controller))
        #expect(alone.size == Size(width: 800, height: 600))
        #expect(Self.frame(alone, "box") == Rect(x: 20, y: 0, width: 100, height: 600))
        let stacked = try Self.layout(Self.storyboard(tools: "16097", device: "mac", controller: controller, extraScenes: navigation))
        #expect(Self.frame(stacked, "box") == Rect(x: 20, y: 50, width: 100, height: 550))
    }

    /// A document that names no device is drawn on a canvas without a notch (600 x 600 with size
    /// classes), whose status bar follows the Xcode versions of such phones: none from Xcode 11 to
    /// 14.2 (thirty-first set 39017 at 18122 and thirtieth 38211 at 17701 store views pinned to the
    /// safe area's top at the canvas's top), 20 pt after.
    @Test(arguments: [("18122", 0.0), ("21701", 20.0)])
    func aCanvasWithoutADeviceHasAStatusBarOfItsEra(tools: String, top: Double) throws {
        let controller = Self.pinnedToSafeArea.replacingOccurrences(of: #"width="414" height="896""#, with: #"width="600" height="600""#)
        let text = Self.storyboard(tools: tools, device: "none", controller: controller)
            .replacingOccurrences(of: #"<device id="none" orientation="portrait"/>"#, with: "")
            .replacingOccurrences(of: #"useSafeAreas="YES""#, with: #"useSafeAreas="YES" useTraitCollections="YES""#)
        let layout = try Self.layout(text)
        #expect(layout.size == Size(width: 600, height: 600))
        #expect(Self.frame(layout, "box").map { Double($0.minY) } == top)
    }

    /// A simulated toolbar is 44 pt tall, 49 from Xcode 11 (second set 096 at 22155 and fifteenth
    /// set 23017 at 17506: the safe area of a 414 x 896 phone ends 83 pt above its bottom, the
    /// home indicator's 34 and the toolbar's 49; 4.7-inch phones from 17701, 49; 44 at 14109 and
    /// 14460), and 49 on a phone with a home indicator before (sixty-first set 69057 and
    /// seventy-fifth 83038 at 14490: tables above a toolbar on 414 x 896 phones end 83 pt up).
    @Test(arguments: [("14460", "retina4_7", 44.0), ("14460", "retina6_1", 49.0), ("17506", "retina6_1", 49.0),
                      ("22155", "retina6_1", 49.0)])
    func aSimulatedToolbarIs49PointsTallFromXcode11(tools: String, device: String, toolbar: Double) throws {
        let notched = device == "retina6_1"
        let (screen, top, homeIndicator): (Double, Double, Double) = notched ? (896, tools == "22155" ? 48 : 44, 34) : (667, 20, 0)
        let controller = Self.pinnedToSafeArea
            .replacingOccurrences(of: #"width="414" height="896""#, with: notched ? #"width="414" height="896""# : #"width="375" height="667""#)
            .replacingOccurrences(of: "</viewController>", with: """
                <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                </viewController>
                """)
        let layout = try Self.layout(Self.storyboard(tools: tools, device: device, controller: controller))
        #expect(Self.frame(layout, "box") == Rect(x: notched ? 20 : 16, y: top, width: 100, height: screen - homeIndicator - toolbar - top))
    }

    /// An iPad's status bar: 20 pt before Xcode 11 and from Xcode 13, none in Xcode 11 and 12
    /// (first set 016: a 15400 scene's views 20 pt higher than under a bar; 114 at 14109 pinned
    /// 20 pt down; eighth set 16039 at 17156 at its top; on a 12.9-inch iPad Pro, 24 pt at 20037
    /// and 21507, `sources-all.tsv` 02519 and 00864).
    @Test(arguments: [("14109", 20.0), ("15400", 0.0), ("17156", 0.0), ("20037", 20.0), ("21701", 20.0)])
    func theStatusBarOfAnIPadDependsOnTheXcodeVersion(tools: String, top: Double) throws {
        let controller = Self.pinnedToSafeArea.replacingOccurrences(of: #"width="414" height="896""#, with: #"width="768" height="1024""#)
        let layout = try Self.layout(Self.storyboard(tools: tools, device: "ipad9_7", controller: controller))
        let box = try #require(Self.frame(layout, "box"))
        #expect(box.origin.y == top && box.height == 1024 - top)
    }

    /// A navigation controller's bar below the status bar: 44 pt on a phone, 50 on an iPad (iOS
    /// 12 on; 44 before, sixteenth set 24045 at 13771), 54 from Xcode 26 (iOS 26's bar; Xcode 26
    /// counts a notched phone's status bar twice).
    @Test(arguments: [("15505", "retina6_1", "414", "896", 88.0), ("22505", "ipad9_7", "768", "1024", 70.0),
                      ("13771", "ipad9_7", "768", "1024", 64.0),
                      ("24765", "retina6_1", "414", "896", 150.0), ("24127", "ipad12_9rounded", "1024", "1366", 78.0)])
    func aNavigationControllerAddsItsBar(tools: String, device: String, width: String, height: String, top: Double) throws {
        let navigation = """
            </objects></scene><scene sceneID="s0"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r"/></connections>
            </navigationController>
            """
        let controller = Self.pinnedToSafeArea.replacingOccurrences(of: #"width="414" height="896""#, with: "width=\"\(width)\" height=\"\(height)\"")
        let layout = try Self.layout(Self.storyboard(tools: tools, device: device, controller: controller + navigation))
        #expect(try #require(Self.frame(layout, "box")).minY == top)
    }

    /// A controller with iOS 7-10 layout guides (`topGuide`, `bottomGuide`) whose root (`root`,
    /// `width` x `height`, stored at `rootY`) holds a view `box` (stored at `box`) stretched
    /// between its sides and constrained by `constraints`.
    static func controllerWithOldGuides(width: Int, height: Int, rootY: Double = 0, box: Rect = Rect(x: 0, y: 0, width: 1, height: 1),
                                        constraints: String, metrics: String = "") -> String {
        """
        <viewController id="vc" sceneMemberID="viewController">
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="topGuide"/>
                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
            </layoutGuides>
            <view key="view" id="root">
                <rect key="frame" x="0.0" y="\(rootY)" width="\(width)" height="\(height)"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="\(box.minX)" y="\(box.minY)" width="\(box.width)" height="\(box.height)"/>
                    </view>
                </subviews>
                <constraints>
                    \(constraints)
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                    <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c4"/>
                </constraints>
            </view>
            \(metrics)
        </viewController>
        """
    }

    @Test func oldTopAndBottomLayoutGuidesCoverTheBars() throws {
        let controller = Self.controllerWithOldGuides(width: 375, height: 667, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="8" id="c1"/>
            <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="box" secondAttribute="bottom" id="c2"/>
            """, metrics: "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>")
        let layout = try Self.layout(Self.storyboard(tools: "11762", device: "retina4_7", controller: controller))
        #expect(Self.frame(layout, "box") == Rect(x: 0, y: 28, width: 375, height: 667 - 28 - 49))
    }

    /// From Xcode 9 (iOS 11) a root's top and bottom margins take in the bars, as its safe area
    /// would, also in a storyboard with the old layout guides and no safe area (26 views of 10
    /// documents of 7 repositories, toolsVersion 13529 to 23504: `sources-all.tsv` 03999 and 02899,
    /// thirteenth set 21083; thirty-third set 41013's conflict); before, they are 0 (53 documents).
    @Test(arguments: [("11762", 0.0, 0.0), ("13196", 20.0, 49.0)])
    func aRootsMarginsReachTheOldLayoutGuidesFromXcode9(tools: String, top: Double, bottom: Double) throws {
        let controller = Self.controllerWithOldGuides(width: 375, height: 667, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c1"/>
            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c2"/>
            """, metrics: "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>")
        let text = Self.storyboard(tools: tools, device: "retina4_7", controller: controller)
            .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
        let layout = try Self.layout(text)
        #expect(Self.frame(layout, "box") == Rect(x: 0, y: top, width: 375, height: 667 - top - bottom))
    }

    /// A root with a safe-area layout guide of its own has its safe area in a storyboard that
    /// does not say `useSafeAreas` (nineteenth set 27056, thirty-third set 41083: views pinned to
    /// such a guide stored below the status bar).
    @Test func aRootsOwnSafeAreaGuideHasTheSafeAreaWithoutTheDocumentsFlag() throws {
        let controller = Self.pinnedToSafeArea.replacingOccurrences(of: #"width="414" height="896""#, with: #"width="375" height="667""#)
        let text = Self.storyboard(tools: "13529", device: "retina4_7", controller: controller)
            .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
        let layout = try Self.layout(text)
        #expect(Self.frame(layout, "box") == Rect(x: 16, y: 20, width: 100, height: 647))
    }

    /// Xcode's "Use Standard Value" (`symbolic="YES"`) between a view and a top layout guide is
    /// UIKit's standard spacing, 8 pt, whatever constant is written: a Xcode 5 document writes 20
    /// and stores the view 8 pt below the guide (later ones write 8). A typed 20 stays 20.
    @Test(arguments: [(" symbolic=\"YES\"", 28.0), ("", 40.0)])
    func aStandardSpacingToALayoutGuideIsEightPoints(symbolic: String, top: Double) throws {
        let controller = Self.controllerWithOldGuides(width: 320, height: 568, box: Rect(x: 0, y: top, width: 320, height: 10), constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="20"\(symbolic) id="c1"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" id="c2"/>
            """)
        let layout = try Self.layout(Self.storyboard(tools: "4514", device: "retina4_0", controller: controller))
        #expect(Self.frame(layout, "box") == Rect(x: 0, y: top, width: 320, height: 10))
        #expect(layout.issues().isEmpty)
    }

    /// A root narrower than the canvas is under the status bar as a phone's is when the document
    /// names no device (Xcode 6 and 7's 600 x 600 canvas of size classes: nineteenth set 27255, a
    /// 280 x 120 freeform dialog whose label, 24 pt below the top layout guide, is stored at 44),
    /// and not on an iPad, whose form sheets are clear of it.
    @Test(arguments: [(nil, 44.0), ("ipad9_7", 24.0)])
    func aNarrowRootIsUnderTheStatusBarWithoutADevice(device: String?, top: Double) throws {
        let controller = Self.controllerWithOldGuides(width: 280, height: 120, box: Rect(x: 0, y: top, width: 280, height: 10), constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="24" id="c1"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" id="c2"/>
            """, metrics: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="280" height="120"/>"#)
        var text = Self.storyboard(tools: "10117", device: device ?? "none", controller: controller)
        if device == nil { text = text.replacingOccurrences(of: #"<device id="none" orientation="portrait"/>"#, with: "") }
        let layout = try Self.layout(text)
        #expect(Self.frame(layout, "box") == Rect(x: 0, y: top, width: 280, height: 10))
    }

    @Test func sizeClassVariationsApplyForTheDevice() throws {
        let controller = """
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1">
                            <variation key="widthClass=compact" constant="30"/>
                        </constraint>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                        <constraint firstItem="box" firstAttribute="width" constant="50" id="wide"/>
                        <constraint firstItem="box" firstAttribute="width" constant="20" id="narrow"/>
                        <constraint firstItem="box" firstAttribute="height" constant="5" id="c3"/>
                    </constraints>
                    <variation key="default"><mask key="constraints"><exclude reference="narrow"/></mask></variation>
                    <variation key="heightClass=regular-widthClass=compact">
                        <mask key="constraints"><exclude reference="wide"/><include reference="narrow"/></mask>
                    </variation>
                </view>
            </viewController>
            """
        let phone = try Self.layout(Self.storyboard(tools: "11762", device: "retina4_7", controller: controller))
        #expect(Self.frame(phone, "box") == Rect(x: 0, y: 30, width: 20, height: 5))
        #expect(!phone.brokeConstraints)
        let pad = try Self.layout(Self.storyboard(tools: "11762", device: "retina4_7", controller: controller),
                                  .init(deviceID: "ipad9_7"))
        #expect(Self.frame(pad, "box") == Rect(x: 0, y: 10, width: 50, height: 5))
        // In landscape a phone is compact in width unless it is 414 pt wide in portrait (UIKit's
        // size classes): the notched 375 pt phone keeps `widthClass=compact`, the Plus does not.
        for (device, top) in [("retina5_9", 30.0), ("retina5_5", 10.0)] {
            let landscape = try Self.layout(Self.storyboard(tools: "11762", device: "retina4_7", controller: controller),
                                            .init(deviceID: device, orientation: .landscape))
            #expect(Self.frame(landscape, "box").map { Double($0.minY) } == top, "\(device)")
        }
    }

    @Test func storedIntrinsicSizesTakeOnlyTheDimensionsUIKitGives() throws {
        let xib = InterfaceBuilderReadingTests.xib("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <subviews>
                    <label text="A label" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="0" y="0" width="77" height="33"/>
                    </label>
                    <slider translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                        <rect key="frame" x="0" y="50" width="250" height="31"/>
                    </slider>
                </subviews>
                <constraints>
                    <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                    <constraint firstItem="slider" firstAttribute="top" secondItem="label" secondAttribute="bottom" id="c3"/>
                    <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
                    <constraint firstItem="slider" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c5"/>
                </constraints>
            </view>
            """)
        let stored = try Self.layout(xib, .init(intrinsicSizes: .stored))
        #expect(Self.frame(stored, "label") == Rect(x: 0, y: 0, width: 77, height: 33))
        // Pinned by its alignment rectangle, 2 pt inside the frame on each side.
        #expect(Self.frame(stored, "slider") == Rect(x: -2, y: 33, width: 304, height: 31))
        let model = try Self.layout(xib)
        #expect(Self.frame(model, "label")?.size != Size(width: 77, height: 33))
    }

    @Test func tableCellContentViewsHaveTheCellMargins() throws {
        let xib = InterfaceBuilderReadingTests.xib("""
            <tableViewCell id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <tableViewCellContentView key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c1"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
                        <constraint firstItem="content" firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c3"/>
                        <constraint firstItem="content" firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let layout = try Self.layout(xib)
        // 15 pt sides: the document is Xcode 11's (15705) on the 375 pt 2x phone.
        #expect(Self.frame(layout, "box") == Rect(x: 15, y: 11, width: 290, height: 38))
        #expect(layout.className(of: layout.roots[0].view) == "UITableViewCell")
    }

    @Test func unknownElementsArePlainViewsWithTheirClass() throws {
        let layout = try Self.layout(InterfaceBuilderReadingTests.xib("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews><wkWebView id="web"><rect key="frame" x="1" y="2" width="3" height="4"/></wkWebView></subviews>
            </view>
            """))
        let web = layout.roots[0].view.subviews[0]
        #expect(type(of: web) == View.self)
        #expect(layout.className(of: web) == "WKWebView")
        #expect(web.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    }
}
