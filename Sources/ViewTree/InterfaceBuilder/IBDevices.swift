/// The devices Interface Builder documents name (`<device id="retina4_7">`): screen size in
/// points (portrait), pixel scale, and whether the screen has a notch or island (home indicator).
public struct InterfaceBuilderDevice: Sendable, Equatable {
    /// How a device is held, as IB writes it (`<device id=… orientation="landscape">`).
    public enum Orientation: String, Sendable, CaseIterable {
        case portrait, landscape
    }

    /// IB's id, e.g. `retina6_1`.
    public let id: String
    /// The screen in points, portrait.
    public let screenSize: Size
    /// Pixels per point.
    public let scale: Double
    /// Whether the screen has rounded corners with a home indicator (34 pt at the bottom of a phone).
    public let hasHomeIndicator: Bool

    /// The device with IB's id, if known, in any letter case: Xcode 16 writes the 13-inch iPad
    /// Pro as `iPad13_0rounded` where every other id is lower case. Given the `toolsMajor` of the
    /// document that names it, an id Xcode has since given to a newer model is that model's.
    public static func named(_ id: String, savedBy toolsMajor: Int? = nil) -> InterfaceBuilderDevice? {
        guard let device = table[id] ?? table[id.lowercased()] else { return nil }
        guard let toolsMajor, let newer = reusedIDs.first(where: { $0.id == device.id && toolsMajor >= $0.fromToolsMajor }),
              let model = table[newer.model]
        else { return device }
        return InterfaceBuilderDevice(id: device.id, screenSize: model.screenSize, scale: model.scale,
                                      hasHomeIndicator: model.hasHomeIndicator)
    }

    /// Ids that name a newer model from some Xcode on: `ipad7_9`, the 7.9-inch iPad mini's
    /// 768 x 1024, is the 8.3-inch iPad mini's 744 x 1133 with rounded corners in Xcode 14's
    /// documents (twenty-third set 31140 at 21225, a landscape root stored 1133 x 744; forty-first
    /// set 49054 at 21507, a root 744 x 1133 whose stack between its safe area's top and bottom is
    /// stored 24 pt down and 1089 tall). No earlier document names it; Xcode 13, which added that
    /// iPad, may already.
    private static let reusedIDs: [(id: String, fromToolsMajor: Int, model: String)] = [
        ("ipad7_9", InterfaceBuilderDocument.xcode14ToolsMajor, "ipad8_3"),
    ]

    /// Every id known, sorted.
    public static var knownIDs: [String] { table.keys.sorted() }

    private static let table: [String: InterfaceBuilderDevice] = {
        var table: [String: InterfaceBuilderDevice] = [:]
        func add(_ id: String, _ width: Double, _ height: Double, _ scale: Double, notch: Bool = false) {
            table[id] = InterfaceBuilderDevice(id: id, screenSize: Size(width: width, height: height), scale: scale,
                                               hasHomeIndicator: notch)
        }
        add("retina3_5", 320, 480, 2)
        add("retina4_0", 320, 568, 2)
        add("retina4_7", 375, 667, 2)
        add("retina5_5", 414, 736, 3)
        add("retina5_9", 375, 812, 3, notch: true)
        add("retina5_4", 375, 812, 3, notch: true)
        add("retina6_1", 414, 896, 2, notch: true)
        add("retina6_5", 414, 896, 3, notch: true)
        add("retina6_0", 390, 844, 3, notch: true)
        add("retina6_7", 428, 926, 3, notch: true)
        add("retina6_12", 393, 852, 3, notch: true)
        add("retina6_72", 430, 932, 3, notch: true)
        add("retina6_3", 402, 874, 3, notch: true)
        add("retina6_9", 440, 956, 3, notch: true)
        add("ipad", 768, 1024, 1)
        add("ipad7_9", 768, 1024, 2)
        add("ipad9_7", 768, 1024, 2)
        add("ipad10_2", 810, 1080, 2)
        add("ipad10_5", 834, 1112, 2)
        add("ipad10_9rounded", 820, 1180, 2, notch: true)
        add("ipad11", 834, 1194, 2, notch: true)
        add("ipad11_0rounded", 834, 1194, 2, notch: true)
        add("ipad12_9", 1024, 1366, 2)
        add("ipad12_9rounded", 1024, 1366, 2, notch: true)
        add("ipad13_0rounded", 1032, 1376, 2, notch: true)
        add("ipad8_3", 744, 1133, 2, notch: true)
        // The Mac of Mac Catalyst: a window, its content 800 x 600 by default (twenty-seventh set
        // 35169, 16097: four roots stored 800 x 600 under a 50 pt navigation bar at the top).
        add("mac", 800, 600, 2)
        return table
    }()

    /// Whether it lays out as an iPad (regular width and height): an iPad, or the Mac, where Mac
    /// Catalyst runs an iPad app's layout.
    public var isPad: Bool { id.hasPrefix("ipad") || isMac }

    /// Whether it is the Mac of Mac Catalyst (`<device id="mac">`): a window, without a status bar.
    public var isMac: Bool { id == "mac" }

    /// The status bar's height (the safe area's top with no bars) as Xcode of `toolsMajor` laid
    /// the device out: measured on saved documents (see the corpus notes in the README).
    public func statusBarHeight(toolsMajor: Int) -> Double {
        // Xcode 11 and 12 draw iPads with no status bar (first set 016, a 15400 ipad9_7 scene's
        // views 20 pt higher; 209, a 16096 iPad Pro xib's safe area at its top; eighth set 16039,
        // 17156: a split view's master pinned below its 50 pt navigation bar alone); Xcode 13 on
        // with one (12.9-inch iPad Pro roots pinned 24 pt down at 20037 and 21507,
        // `sources-all.tsv` 02519 and 00864).
        if isMac { return 0 }
        if isPad { return (InterfaceBuilderDocument.xcode11ToolsMajor..<InterfaceBuilderDocument.xcode13ToolsMajor).contains(toolsMajor) ? 0 : hasHomeIndicator ? 24 : 20 }
        switch (screenSize.width, screenSize.height) {
        case (393, 852), (430, 932): return 59
        case (402, 874), (440, 956): return 62
        // 390 x 844 and 428 x 926: 47 pt from Xcode 14's release (21225 on), 44 before (six
        // files of six repositories, toolsVersion 17506 to 21179, store views pinned to the safe
        // area 44 pt down, and so does a beta's 21208, seventy-ninth set 87089; 21225 to 24765
        // files 47).
        case (390, 844), (428, 926): return toolsMajor >= 21225 ? 47 : 44
        // Two phones share 414 x 896: the 2x iPhone XR and 11 (`retina6_1`), whose status bar
        // Xcode 14 (toolsVersion 21xxx, iOS 16) draws 48 pt tall (unseen 5002 at 21701; the
        // corpus: 44 up to 20037, 48 at 22155), and the 3x iPhone XS Max and 11 Pro Max
        // (`retina6_5`), 44 (unseen 9513 at 21701).
        case (414, 896): return scale == 2 && toolsMajor >= 21000 ? 48 : 44
        // 375 x 812: 47 pt from Xcode 14 (toolsVersion 21xxx; corpus 020 and 150 at 21507), 50
        // from Xcode 14.3 (21701: a sixth unseen set's 718 pt root fits below 50 + 44 pt of bars).
        case (375, 812):
            if toolsMajor >= InterfaceBuilderDocument.xcode14_3ToolsMajor { return 50 }
            return toolsMajor >= 21000 ? 47 : 44
        // Xcode 11 to 14.2 (toolsVersion 148xx, Xcode 11's betas, to 215xx) draw phones without
        // a notch with no status bar: their storyboards store views pinned to the safe area's top
        // at the screen's top (corpus: retina4_7 roots at toolsVersion 15400, 16095, 19115, 21225
        // and 21507; unseen files: 14868, whose device carries Xcode 11's `appearance`; 14490 and
        // earlier, 21701 (a fifth unseen set's 4-inch table) and 23504 store them 20 pt lower).
        default: return Self.statusBarHeightWithoutNotch(toolsMajor: toolsMajor)
        }
    }

    /// The status bar's height on a screen without a notch as Xcode of `toolsMajor` draws it:
    /// none from Xcode 11 to 14.2, 20 pt before and after. So is the canvas of a document that
    /// names no device: every such document from Xcode 11 whose views are pinned to the safe
    /// area's top stores them at the canvas's top (17156 to 18122: thirty-first set 39017 and
    /// 39066, thirtieth 38211, `sources-all.tsv` 03158; 11 views move to their stored frames,
    /// none away).
    static func statusBarHeightWithoutNotch(toolsMajor: Int) -> Double {
        (InterfaceBuilderDocument.xcode11ToolsMajor..<InterfaceBuilderDocument.xcode14_3ToolsMajor).contains(toolsMajor) ? 0 : 20
    }

    /// The home indicator's height at the bottom (0 without one).
    public var homeIndicatorHeight: Double { hasHomeIndicator ? (isPad ? 20 : 34) : 0 }
}
