/// Where a document's roots are laid out: the screen, its size classes, and for each root the
/// safe-area insets and old top/bottom layout guides that Xcode of the document's
/// `toolsVersion` computed. The rules were measured on saved documents (the stored frames are
/// Xcode's own layout); each is noted where it is applied.
struct IBEnvironment {
    let document: InterfaceBuilderDocument
    /// The device laid out for (the document's, or the one asked for); `nil`: no device.
    let device: InterfaceBuilderDevice?
    /// Whether the device is shown in landscape.
    let landscape: Bool
    /// For a document without a device, the screen a controller is simulated on
    /// (`<simulatedScreenMetrics type="retina4"/>`): its size and status bar, not its size classes.
    var simulatedScreen: InterfaceBuilderDevice?

    init(document: InterfaceBuilderDocument, device: InterfaceBuilderDevice?, landscape: Bool) {
        self.document = document
        self.device = device
        self.landscape = landscape
    }

    /// The device of a `simulatedScreenMetrics` type: the old names (`retina4`), or Xcode 8's
    /// device id with the `.fullscreen` suffix (`retina4_7.fullscreen`, in Xcode 8.1 documents
    /// saved without a `<device>`: forty-sixth set 54012, a root stored 64 pt down below an opaque
    /// navigation bar on the 375 pt phone, its views pinned to the top layout guide at their
    /// constants).
    static func device(ofSimulatedScreen type: String?) -> InterfaceBuilderDevice? {
        switch type {
        case "retina35": return .named("retina3_5")
        case "retina4": return .named("retina4_0")
        case "retina47": return .named("retina4_7")
        case "retina55": return .named("retina5_5")
        case "iPad", "ipad": return .named("ipad9_7")
        case let type?:
            guard type.hasSuffix(fullScreenSuffix) else { return nil }
            return .named(String(type.dropLast(fullScreenSuffix.count)))
        case nil: return nil
        }
    }

    /// How Xcode 8 names a device's full screen in a `simulatedScreenMetrics` type.
    private static let fullScreenSuffix = ".fullscreen"

    /// The device whose controls the canvas draws: the document's, else an iPad for an
    /// iPad-only document saved before Xcode 8 named devices.
    var canvasDevice: InterfaceBuilderDevice? {
        device ?? (document.isPadOnly ? .named("ipad9_7") : nil)
    }

    /// The screen in points: the device's (turned for landscape), else the 600 x 600 canvas of
    /// documents saved before Xcode 8 chose a device.
    var screenSize: Size {
        guard let device = device ?? simulatedScreen else { return Size(width: 600, height: 600) }
        let size = device.screenSize
        return landscape ? Size(width: size.height, height: size.width) : size
    }

    /// The size the document's roots were laid out at: the screen, or for a xib without a
    /// device the first top-level view's stored size.
    var documentSize: Size {
        if device == nil, document.kind == .xib, let frame = document.topLevelViews.first?.frame { return frame.size }
        return screenSize
    }

    /// Whether a size-class variation (`widthClass=compact`, `heightClass=regular-widthClass=compact`,
    /// `default`) applies here. Without a device only `default` applies (Any x Any).
    func variationApplies(_ key: String) -> Bool {
        if key == "default" { return true }
        guard let device else { return false }
        // In landscape a phone is regular in width when its portrait width is at least 414 pt (the
        // Plus and Max phones), as `TraitCollection` has it; the 375 to 393 pt phones, however tall, are compact.
        let width = device.isPad || (landscape && device.screenSize.width >= 414) ? "regular" : "compact"
        let height = device.isPad || !landscape ? "regular" : "compact"
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { return false }
            switch pair[0] {
            case "widthClass": if pair[1] != width { return false }
            case "heightClass": if pair[1] != height { return false }
            default: return false
            }
        }
        return true
    }

    /// The order variations are applied in: `default`, then one size class, then both.
    func variationRank(_ key: String) -> Int { key == "default" ? 0 : key.split(separator: "-").count }

    // MARK: - Bars and insets

    /// The bars over a root, in points: the top (status bar and navigation bar) and bottom (home
    /// indicator, tab bar, toolbar) edges of the screen they cover.
    struct Bars {
        var top: Double = 0
        var bottom: Double = 0
        /// The sensor housing's inset on both sides of a notched phone in landscape.
        var sides: Double = 0
        /// The tab bar's part of ``bottom`` (a tab bar is opaque; a toolbar over the root is not).
        var tabBar: Double = 0
        /// The home indicator's part of ``bottom`` (portrait; twice over where the canvas counts it so).
        var homeIndicator: Double = 0
        /// Whether a navigation bar is part of ``top``.
        var hasNavigationBar = false
    }

    /// The height of a popover's arrow on an iPad or the Mac, which UIKit counts into the safe area
    /// of the controller the popover shows.
    static let popoverArrowHeight = 13.0

    /// The status bar's height: the device's, else the canvas's as a screen without a notch.
    private var statusBar: Double {
        (device ?? simulatedScreen)?.statusBarHeight(toolsMajor: document.toolsMajor)
            ?? InterfaceBuilderDevice.statusBarHeightWithoutNotch(toolsMajor: document.toolsMajor)
    }

    /// The bars over a view as large as the screen, a controller's root or a xib's view of the
    /// device's size (`screenSized`), or over a smaller view.
    func bars(navigation: Bool, largeTitles: Bool = false, tabBar: Bool, toolbar: Bool, statusBarHidden: Bool,
              screenSized: Bool = true) -> Bars {
        var bars = Bars()
        bars.hasNavigationBar = navigation
        let compact = compactLandscapeBarHeight
        if landscape, let phone = device, !phone.isPad, phone.hasHomeIndicator {
            // A notched phone in landscape: no status bar, the home indicator 21 pt tall, the
            // notch's inset (its portrait status bar) on both sides, and its bars as
            // ``compactLandscapeBarHeight`` says. From Xcode 14 the canvas leaves the sides out:
            // views pinned to a landscape root's safe-area sides are stored at the screen's edges
            // at 21225 to 21701 (sixty-fourth set 72144 and 72145, seventy-second 80019,
            // eighteenth 26043: three repositories), 44 pt in at 16097 to 19455 (fifty-eighth set
            // 66110, seventy-fourth 82059); Xcode 13.3's 20037 files store both (twenty-second
            // set 30072 44, eighteenth 26035 none).
            bars.top = navigation ? compact ?? navigationBarHeight : 0
            bars.tabBar = tabBar ? compact ?? 49 : 0
            bars.bottom = 21 + bars.tabBar + (toolbar ? compact ?? toolbarHeight : 0)
            bars.sides = document.toolsMajor >= InterfaceBuilderDocument.xcode14ToolsMajor ? 0 : statusBar
            return bars
        }
        let times = screenSized && countsPhoneInsetsTwice ? 2.0 : 1
        let statusBarHidden = statusBarHidden || hidesLandscapeStatusBar
        // A phone in landscape is compact in height, where UIKit shows no large title.
        let showsLargeTitle = largeTitles && !(landscape && device?.isPad == false)
        let navigationHeight = compact ?? (showsLargeTitle ? largeTitleNavigationBarHeight : navigationBarHeight)
        bars.top = (statusBarHidden && device?.hasHomeIndicator != true ? 0 : statusBar) * times + (navigation ? navigationHeight : 0)
        bars.homeIndicator = (device?.homeIndicatorHeight ?? 0) * times
        bars.tabBar = tabBar ? compact ?? 49 : 0
        bars.bottom = bars.homeIndicator + bars.tabBar + (toolbar ? compact ?? toolbarHeight : 0)
        return bars
    }

    /// The height of every bar (navigation, tab, tool) on a phone in landscape whose bars UIKit
    /// makes compact, 32 pt; nil where they keep their portrait heights. Compact on phones under
    /// 414 pt wide in portrait, whose landscape is compact in width and height: notched ones
    /// always (fourth set 01495 and corpus 074 at 14490, navigation bars stored 32 pt tall), the
    /// others from Xcode 9 (twenty-third set 31072 at 14460, a tab bar 32 pt tall; fortieth set
    /// 48032 at 17701, a navigation bar 32 pt tall). Xcode 8 drew a landscape phone's portrait
    /// bars (corpus 008 and twenty-second set 30063, 11762 and 12120: 44 pt navigation bars under
    /// the status bar). The 414 pt phones (Plus and Max) are regular in width in landscape and
    /// keep 44 and 49 pt bars (twenty-second set 30072 at 20037: tables under a 44 pt navigation
    /// bar and above a 49 pt tab bar on a landscape `retina6_1`).
    private var compactLandscapeBarHeight: Double? {
        guard landscape, let phone = device, !phone.isPad, phone.screenSize.width < 414,
              phone.hasHomeIndicator || document.toolsMajor >= InterfaceBuilderDocument.xcode9ToolsMajor else { return nil }
        return 32
    }

    /// A simulated toolbar's height: 44 pt, 49 from Xcode 11 (toolsVersion 148xx, iOS 13's canvas).
    /// Views pinned to the safe area's bottom above a simulated toolbar stand 49 pt up on 4.7-inch
    /// phones at 17701 (thirteenth set 21010), 21507 and 23727 (first set 204, `sources-all.tsv`
    /// 02884, 05000), and 83 pt up on notched ones with their home indicators at 16096, 17506,
    /// 22155 (`sources-all.tsv` 00539, fifteenth set 23017, second set 096); 44 up at 13196, 14109
    /// and 14460 on 4.7-inch phones (corpus 207, `sources-all.tsv` 02723, fifteenth set 23015).
    /// On a phone with a home indicator it is 49 before Xcode 11 too on the canvas
    /// (sixty-first set 69057 and seventy-fifth 83038 at 14490: 83 pt above the bottom).
    private var toolbarHeight: Double {
        document.toolsMajor >= InterfaceBuilderDocument.xcode11ToolsMajor || device?.hasHomeIndicator == true ? 49 : 44
    }

    /// A navigation controller's bar as the canvas shows it: iOS 26's 54 pt from Xcode 26 (phone
    /// and iPad), else 50 on an iPad from iOS 12 (``InterfaceBuilderDocument/xcode10ToolsMajor``:
    /// the ipad9_7 and ipad12_9rounded bars of toolsVersion 15400 to 22xxx are stored 50 tall,
    /// those of 12118 to 14109 44, and sixteenth set 24045 and 24047's tables, at 13771, stand 64 pt
    /// down an iPad in landscape) and 44 on a phone.
    private var navigationBarHeight: Double {
        if InterfaceBuilderDocument.xcode26ToolsMajors.contains(document.toolsMajor) { return NavigationBar.iOS26Height }
        let pad = device?.isPad == true && document.toolsMajor >= InterfaceBuilderDocument.xcode10ToolsMajor
        return pad ? NavigationBar.padHeight : NavigationBar.intrinsicHeight
    }

    /// The same bar showing a large title: 52 pt taller, 106 on Xcode 26's canvas (first set 142
    /// at 20037 and 051 at 23727: roots of large-title navigation controllers pinned 96 pt below
    /// the status bar; a phone in landscape shows no large title, see ``bars(navigation:largeTitles:tabBar:toolbar:statusBarHidden:screenSized:)``).
    /// On a phone 320 pt wide (`retina4_0`; `retina3_5`, of the same width, has no such
    /// document) the title takes 47 pt: every large-title navigation
    /// controller's bar of the corpus and the sets on `retina4_0` is stored 91 pt tall (5
    /// documents of 5 repositories, toolsVersion 14313 to 19529), and 92.5 in the only later one
    /// (twelfth set 20116, 23727). Where between the two the height changed is not known; Xcode 15
    /// is assumed. On every wider phone 96 (or more, with a prompt or a search bar).
    private var largeTitleNavigationBarHeight: Double {
        if InterfaceBuilderDocument.xcode26ToolsMajors.contains(document.toolsMajor) { return NavigationBar.iOS26LargeTitleHeight }
        if let phone = device, !phone.isPad, phone.screenSize.width <= 320 {
            return navigationBarHeight + (document.toolsMajor >= InterfaceBuilderDocument.xcode15ToolsMajor ? 48.5 : 47)
        }
        return navigationBarHeight + NavigationBar.largeTitleHeight - NavigationBar.intrinsicHeight
    }

    /// Whether a phone in landscape shows no status bar: from Xcode 9, as UIKit hides it in a
    /// compact height (seventh set 15062, 24412: a 44 pt xib view on a landscape retina4_7 keeps
    /// its avatar 4 pt below its top, between safe-area pins, unflagged; twenty-third set 31072 at
    /// 14460 and fortieth set 48206 at 13196: views pinned to a landscape root's safe area stored
    /// with no status bar). Xcode 8 drew it (corpus 008 and twenty-second set 30063, 12120 and
    /// 11762).
    private var hidesLandscapeStatusBar: Bool {
        guard landscape, let phone = device, !phone.isPad else { return false }
        return document.toolsMajor >= InterfaceBuilderDocument.xcode9ToolsMajor
    }

    /// Whether the canvas counts a notched phone's status bar and home indicator twice over a
    /// view as large as the screen, as Xcode 16.3 and later store them (toolsVersion 23727 to
    /// 24506, four repositories: xib controllers' views pinned to the safe area stored 118 pt
    /// below the top of a 393 x 852 phone and 68 above its bottom, storyboard scenes 96 and 68 on
    /// a 414 x 896 one; two more: xib views of the screen's size that are no controller's, 9
    /// pop-up windows pinned 68 pt above the bottom of a 414 x 896 phone and an empty-library
    /// view centred between 118 and 68 pt on a 393 x 852 one; 23504 files store 59, 48 and 34).
    /// Not on phones without a notch (a 24127 scene stores 20), and not for `32700.99.1234`, a
    /// placeholder version rather than a release's, whose files store the insets once.
    private var countsPhoneInsetsTwice: Bool {
        guard let phone = device, phone.hasHomeIndicator, !phone.isPad else { return false }
        return InterfaceBuilderDocument.doubledPhoneInsetsToolsMajors.contains(document.toolsMajor)
    }

    /// The insets the bars leave on a root stored at `frame` on the screen: a root stored below
    /// opaque bars (y = 64) is not covered by them, nor one stored above the bottom bars (second
    /// set 100: 554 pt at y = 64 on a 667 pt screen, between its navigation and tab bars). A
    /// freeform root is its own screen: its bottom bars sit at its own bottom, however tall it is
    /// (corpus: a 375 x 800 root's bottom guide at 800).
    func insets(of bars: Bars, rootFrame frame: Rect, freeform: Bool = false) -> EdgeInsets {
        let screen = screenSize
        let sides = abs(frame.width - screen.width) < 0.5 ? bars.sides : 0
        // A sheet (iOS 13's automatic and page-sheet presentation on a phone with a notch): a
        // root at the screen's top 54 pt shorter than it is the card UIKit presents 10 pt below
        // the status bar. No status bar covers it, and a navigation bar in it is 56 pt tall
        // (views pinned to the safe area's top are stored at 0 in a bare 842 pt root on a 896 pt
        // screen, and at 56 under a navigation bar in 790 and 842 pt roots, toolsVersion 17156 to 19529).
        // From Xcode 13.3 the canvas draws the card without the home indicator's inset: views
        // pinned to the safe area's bottom are stored at the root's (all 10 such 842 pt roots of
        // 20xxx files: fifteenth set 23061, twenty-sixth 34092, `sources-all.tsv` 01751; of the 33
        // in 15xxx to 19xxx files, 31 store them 34 pt up, fourteenth set 22048 at 19455 at 0).
        // From Xcode 15 the canvas stores a sheet 10 pt shorter than the screen, not 54: of the
        // 22xxx to 32xxx files' roots, 19 are 10 pt short on four phones and none 54 (`sources-all.tsv`
        // 01519, 01575, 02508, 04096, 01210; twenty-sixth set 34004, 34083). Laid out as sheets,
        // 56 views of 11 documents move to their stored frames, none away.
        let sheetShortfall: Double = document.toolsMajor >= InterfaceBuilderDocument.xcode15ToolsMajor ? 10 : 54
        if frame.minY == 0, let phone = device, phone.hasHomeIndicator, !phone.isPad, !landscape,
           abs(frame.height - (screen.height - sheetShortfall)) < 0.5 || isCardBelowStatusBar(frame) {
            let homeIndicator = document.toolsMajor >= InterfaceBuilderDocument.xcode13_3ToolsMajor ? bars.homeIndicator : 0
            // From Xcode 13.3 until Xcode 15 a card without a navigation bar is drawn at the
            // screen's top, under the status bar: views pinned to the safe area's top are stored
            // 44 pt down in 842 pt roots (forty-ninth set 57167, fifteenth 23061's presented
            // controller, `sources-all.tsv` 01751's five cards; 9 views move to their stored
            // frames, none away). A navigation controller's card keeps its 56 pt bar (34092).
            let underStatusBar = document.toolsMajor >= InterfaceBuilderDocument.xcode13_3ToolsMajor
                && document.toolsMajor < InterfaceBuilderDocument.xcode15ToolsMajor
            let top = bars.hasNavigationBar ? 56 : underStatusBar ? bars.top : 0
            return EdgeInsets(top: top, left: 0, bottom: bars.bottom - homeIndicator, right: 0)
        }
        // The same card on a phone without a notch, as Xcode 11 to 14.2 draw it (those phones
        // then without a status bar): a root at the screen's top 20 pt shorter than it, whose
        // navigation bar is the sheet's 56 pt (eighty-third set 91025 at 16097, a 460 pt root on
        // `retina3_5`; fifty-third set 61054 at 17506, 716 pt on a 736 pt phone: tables pinned to
        // the safe area's top stored 56 pt down). Without a bar such a card has no inset, as a
        // root below the status bar (below).
        let xcode11To14_2 = InterfaceBuilderDocument.xcode11ToolsMajor..<InterfaceBuilderDocument.xcode14_3ToolsMajor
        if frame.minY == 0, bars.hasNavigationBar, let phone = device, !phone.hasHomeIndicator, !phone.isPad, !landscape,
           xcode11To14_2.contains(document.toolsMajor), abs(frame.height - (screen.height - 20)) < 0.5 {
            return EdgeInsets(top: 56, left: 0, bottom: bars.bottom, right: 0)
        }
        // A root stored at the top of the screen but shorter than it was laid out between opaque
        // bars: below the status and navigation bars, above all the bottom bars or the tab bar
        // alone (a simulated toolbar then stays over the root). Its height says which (measured:
        // a 554 pt root under a 64 pt navigation bar and over a 49 pt tab bar on a 667 pt screen).
        if frame.minY == 0, frame.height < screen.height - 0.5 {
            let shrinks = [(bars.top, bars.bottom), (bars.top, bars.tabBar), (0, bars.bottom), (0, bars.tabBar), (bars.top, 0)]
            if let (top, bottom) = shrinks.first(where: { top, bottom in
                top + bottom > 0 && abs(frame.height - (screen.height - top - bottom)) < 0.5
            }) {
                return EdgeInsets(top: bars.top - top, left: sides, bottom: bars.bottom - bottom, right: sides)
            }
        }
        let top = max(0, min(bars.top - frame.minY, frame.height))
        let bottomEdge = (freeform ? frame.maxY : screen.height) - bars.bottom
        let bottom = max(0, min(frame.maxY - bottomEdge, frame.height))
        return EdgeInsets(top: top, left: sides, bottom: bottom, right: sides)
    }

    /// Whether a root stored at `frame` is the card UIKit presents 10 pt below the status bar,
    /// measured from the device's own status bar (before Xcode 15, which stores cards 10 pt short
    /// of the screen): 783 pt on a 852 pt phone whose status bar is 59 (`sources-all.tsv` 00988,
    /// a navigation controller's 56 pt bar stored at the card's top, Xcode 14.3; eighth set 16009).
    /// The canvas also stores 54 pt short cards on phones whose bar is not 44 (corpus 017).
    private func isCardBelowStatusBar(_ frame: Rect) -> Bool {
        document.toolsMajor < InterfaceBuilderDocument.xcode15ToolsMajor
            && abs(frame.height - (screenSize.height - statusBar - 10)) < 0.5
    }

    /// The insets of a controller's root that is not as wide as the screen (a freeform size, a
    /// form sheet, a popover). A phone's canvas puts such a root at the screen's top left and
    /// clips the bars' insets to it, as it does a xib's view (unseen 9506, a 320 x 528 root on a
    /// 414 x 896 phone, and 15021, a 758 x 703 root on a 375 x 812 one: views pinned to the safe
    /// area's top stored 44 pt down; Xcode 9's 13011, 815 x 660 and 449 x 485 roots on a 375 x 667
    /// phone: views pinned to the top layout guide stored 20 pt down). So does the 600 x 600 canvas
    /// of a document without a device (Xcode 6 and 7's size classes: nineteenth set 27255 and
    /// 27256, 280 pt roots, `sources-all.tsv` 00566, 414 pt, and 04592, 540 pt, all pinned to the
    /// top layout guide and stored 20 pt below it; 48 views move to their stored frames, none
    /// away). On an iPad, whose form sheets are clear of the status bar (unseen 16039: a 704 x 995
    /// sheet's view stored at its top), none.
    /// Xcode 9 and 10 draw such a root shorter than the smallest phone's screen without the
    /// status bar on a phone without a notch, as they draw a xib's view
    /// (``xibInsets(of:isOwnerView:size:)``; seventy-third set 81136 at 14460: two 300 pt
    /// controllers 180 and 220 pt tall on a 4.7-inch phone, views pinned to the safe area's top
    /// stored at their constants; 13011's 485 and 660 pt roots keep it). A notch still insets it
    /// (a 320 x 81 widget on a `retina6_1` at 14460, stored 44 pt down).
    func insetsOffScreenWidth(of bars: Bars, size: Size) -> EdgeInsets {
        guard let device else { return clippedInsets(of: bars, size: size) }
        if device.isPad { return .zero }
        let xcode9Or10 = (InterfaceBuilderDocument.xcode9ToolsMajor..<InterfaceBuilderDocument.xcode11ToolsMajor)
            .contains(document.toolsMajor)
        if xcode9Or10, !device.hasHomeIndicator, size.height < Self.screenLikeHeight, !bars.hasNavigationBar { return .zero }
        return clippedInsets(of: bars, size: size)
    }

    /// The bars' insets on a view of `size` at the screen's top left: what of the top bars and of
    /// the bottom bars lies over it.
    private func clippedInsets(of bars: Bars, size: Size) -> EdgeInsets {
        let top = min(bars.top, size.height)
        let bottom = max(0, min(size.height, screenSize.height) - (screenSize.height - bars.bottom))
        return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// The height from which Xcode 9 and 10 show a xib's view of another size than the screen's
    /// under the status bar: the 3.5-inch phone's screen, the smallest (see ``xibInsets(of:isOwnerView:size:)``).
    static let screenLikeHeight = 480.0

    /// The insets of a xib's top-level view, and of a view kept at a storyboard scene's top level
    /// beside its controller (measured rules): from Xcode 11, a view that is not File's Owner's
    /// `view`, or is smaller than the screen, gets the device's insets clipped to its frame at the
    /// screen's top left (a 103 pt and a 124 pt header on a 414 x 896 phone centre their content
    /// below the 44 pt notch; a 414 x 896 view pins a logo below it, second set 207), or, wider
    /// than the screen, and from Xcode 14.3 of any freeform size, the insets of a screen its own
    /// size (a 581 x 174 bar on a 393 x 852 phone keeps its content 34 pt above its bottom, first
    /// set 206 and 207; 393 to 408 pt wide freeform views of 21701 to 24765 files too). Before,
    /// a view of another size, File's Owner's or not, gets the status bar clipped to it when it is
    /// at least as tall as the smallest phone's screen (``screenLikeHeight``), and none when it is
    /// shorter: of the views of 13xxx and 14xxx files that pin a subview to their safe area's
    /// top, the 7 from 496 to 1024 pt tall store it 20 pt down (`sources-all.tsv` 00829, 400 x 600
    /// on a 375 x 667 phone, 02718, 295 x 496, 02788 and 02795, 375 x 570; 00493, 00501 and 00548,
    /// 1004 and 1024 pt on a 768 x 1024 iPad), and the 37 from 21 to 382 pt tall at the pin's
    /// constant, File's Owner's among them (twelfth set 20028, 325 x 287; thirty-seventh set
    /// 45155, 375 x 121); no view kept at a 13xxx or 14xxx storyboard scene's top level moves
    /// with the rule. Otherwise the device's, plus the simulated bars. A top-level cell
    /// gets none: a list shows it, and gives its cells no vertical safe-area inset (unseen 9503: a
    /// 75 pt table cell on a 414 x 896 phone stores its margin-relative stack's views 8 pt from
    /// its top, not below the 48 pt status bar). From Xcode 11 a collection view cell is shown as
    /// the other views are (eighty-third set 91115 at 18122 and sixty-fourth 72032 and 72039 at
    /// 19529: labels pinned to the safe area's top of cells on a 414 x 896 phone stored 44 pt
    /// below it, two repositories).
    func xibInsets(of view: IBView, isOwnerView: Bool, size: Size) -> EdgeInsets {
        let fromXcode11 = document.toolsMajor >= InterfaceBuilderDocument.xcode11ToolsMajor
        guard device != nil, !view.isCell || (view.element == "collectionViewCell" && fromXcode11) else { return .zero }
        let deviceSized = abs(size.width - screenSize.width) < 0.5 && abs(size.height - screenSize.height) < 0.5
        if !deviceSized || (fromXcode11 && !isOwnerView) {
            let bars = self.bars(navigation: false, tabBar: false, toolbar: false, statusBarHidden: false, screenSized: deviceSized)
            if !fromXcode11 { return size.height >= Self.screenLikeHeight ? clippedInsets(of: bars, size: size) : .zero }
            // Wider than the screen, it is a screen of its own, its home indicator at its bottom;
            // from Xcode 14.3 so is any view of a freeform size.
            let ownScreen = size.width > screenSize.width + 0.5
                || (!deviceSized && view.attributes["simulated:freeformSimulatedSizeMetrics"] != nil
                    && document.toolsMajor >= InterfaceBuilderDocument.xcode14_3ToolsMajor)
            if ownScreen { return insets(of: bars, rootFrame: Rect(origin: .zero, size: size), freeform: true) }
            return clippedInsets(of: bars, size: size)
        }
        let bars = self.bars(navigation: view.attributes["simulated:simulatedNavigationBarMetrics"] != nil,
                             tabBar: view.attributes["simulated:simulatedTabBarMetrics"] != nil,
                             toolbar: view.attributes["simulated:simulatedToolbarMetrics"] != nil,
                             statusBarHidden: false)
        return insets(of: bars, rootFrame: Rect(origin: .zero, size: size))
    }

    // MARK: - Storyboard bars

    /// For each controller of a storyboard, the bars it is shown under: a navigation bar as the
    /// root of a navigation controller (unless hidden), after a show/push segue from such a
    /// controller, or simulated; a tab bar in a tab bar controller, kept by what a show/push
    /// segue puts on the same navigation stack (also one whose bar is hidden: unseen 221's pushed
    /// controller is stored above the tab bar); a toolbar when simulated or shown by its
    /// navigation controller.
    ///
    /// A controller reached several ways takes its bars from the one segue the document names
    /// for it in `tieBreakers` (``InterfaceBuilderDocument/inferredMetricsTieBreakers``), as Xcode's
    /// canvas does, and a show segue named so hands on its source's bars whether or not the
    /// source is on a navigation stack: seventeenth set 25067, the root of a navigation controller
    /// that a controller without a bar also shows, is stored without a bar; `sources-all.tsv`
    /// 01664, 01809 and 01208, thirteenth set 21112, twelfth set 20103 and corpus 127, 170 and
    /// 229 store theirs as the named segue gives them.
    ///
    /// A show-detail segue from a split view controller's primary navigation stack pushes onto
    /// that stack, as UIKit's collapsed split view does on a phone, in `showDetailPushes`
    /// documents (from Xcode 9; see ``InterfaceBuilderDocument/showDetailPushesOnCanvas``).
    ///
    /// In `toolbarReplacesTabBar` documents, a controller whose own simulated bottom bar is a
    /// toolbar is shown without the tab bar it would infer, and so is what it pushes (before
    /// Xcode 9; see ``InterfaceBuilderDocument/explicitToolbarReplacesTabBarOnCanvas``).
    static func storyboardBars(_ scenes: [IBScene], tieBreakers: Set<String> = [], showDetailPushes: Bool = false,
                               toolbarReplacesTabBar: Bool = false) -> [String: ControllerBars] {
        var controllers: [String: IBController] = [:]
        for scene in scenes { if let controller = scene.controller { controllers[controller.id] = controller } }
        // Each tie-broken controller's deciding segue (by destination).
        var decidingSegue: [String: String] = [:]
        for (_, controller) in controllers.sorted(by: { $0.key < $1.key }) {
            for segue in controller.relationships + controller.segues {
                if let id = segue.id, tieBreakers.contains(id) { decidingSegue[segue.destination] = id }
            }
        }
        func decides(_ segue: IBController.Segue) -> Bool {
            decidingSegue[segue.destination].map { $0 == segue.id } ?? true
        }
        var result: [String: ControllerBars] = [:]
        for (id, controller) in controllers {
            result[id] = ControllerBars(navigation: controller.simulatedMetrics.contains("simulatedNavigationBarMetrics"),
                                        tabBar: controller.simulatedMetrics.contains("simulatedTabBarMetrics"),
                                        toolbar: controller.simulatedMetrics.contains("simulatedToolbarMetrics"))
        }
        // The controllers on a navigation stack, whether or not its bar shows.
        var stacked = Set<String>()
        // Each tab's tab bar controller: a tab of one that is itself on a navigation stack pushes
        // onto that outer stack, over the tab bar controller, so what it pushes has no tab bar.
        var tabBarControllerOfTab: [String: String] = [:]
        for (id, controller) in controllers.sorted(by: { $0.key < $1.key }) where controller.element == "tabBarController" {
            for relationship in controller.relationships where relationship.kind == "viewControllers" {
                tabBarControllerOfTab[relationship.destination] = id
            }
        }
        // The controllers on a split view controller's primary navigation stack.
        var primaryStack = Set<String>()
        for (_, controller) in controllers where controller.element == "splitViewController" {
            for relationship in controller.relationships where relationship.kind == "masterViewController" {
                guard let primary = controllers[relationship.destination], primary.element == "navigationController" else { continue }
                for root in primary.relationships where root.kind == "rootViewController" { primaryStack.insert(root.destination) }
            }
        }
        var collapsedRoots = Set<String>()
        // Propagate to a fixed point (a few rounds: nav inside tab, pushes after pushes).
        for _ in 0..<8 {
            var changed = false
            func mark(_ id: String, with added: ControllerBars) {
                guard let old = result[id] else { return }
                let ownToolbarReplacesTabBar = toolbarReplacesTabBar
                    && controllers[id]?.simulatedMetrics.contains("simulatedToolbarMetrics") == true
                let tabBar = (old.tabBar || added.tabBar) && !ownToolbarReplacesTabBar
                let bars = ControllerBars(navigation: old.navigation || added.navigation, tabBar: tabBar,
                                          toolbar: old.toolbar || added.toolbar,
                                          opaqueNavigation: old.opaqueNavigation || added.opaqueNavigation,
                                          largeTitles: old.largeTitles || added.largeTitles)
                if old != bars { result[id] = bars; changed = true }
            }
            for (id, controller) in controllers.sorted(by: { $0.key < $1.key }) {
                let own = result[id] ?? ControllerBars()
                for relationship in controller.relationships where decides(relationship) {
                    switch (controller.element, relationship.kind) {
                    case ("navigationController", "rootViewController"):
                        let shown = !controller.navigationBarHidden
                        let large = controller.navigationBarLargeTitles
                            && controllers[relationship.destination]?.largeTitleDisplayMode != "never"
                        if drawsLargeTitleCollapsed(navigation: controller, root: controllers[relationship.destination]) {
                            collapsedRoots.insert(relationship.destination)
                        }
                        mark(relationship.destination, with: ControllerBars(
                            navigation: shown, tabBar: own.tabBar, toolbar: controller.toolbarShown,
                            opaqueNavigation: shown && controller.navigationBarOpaque, largeTitles: shown && large))
                        if stacked.insert(relationship.destination).inserted { changed = true }
                    case ("tabBarController", "viewControllers"):
                        // A tab bar controller on a navigation stack shows its tabs under the bar,
                        // large title included: UIKit's bar shows the stacked controller's title
                        // (thirty-fourth set 42191, a tab's push stored under the large title; the
                        // seventh set's 15041 to 15044 and their copies; none otherwise over the
                        // 47 documents with large titles and tab bar controllers).
                        mark(relationship.destination, with: ControllerBars(navigation: own.navigation, tabBar: true,
                                                                            largeTitles: own.largeTitles))
                        if primaryStack.contains(id), primaryStack.insert(relationship.destination).inserted { changed = true }
                        if stacked.contains(id), stacked.insert(relationship.destination).inserted { changed = true }
                    case ("splitViewController", "masterViewController"), ("splitViewController", "detailViewController"):
                        // A split view controller that is a tab lays both its columns out above the
                        // tab bar (unseen 71111 and 73092, Master-Detail templates made tabs: the
                        // detail's views stored 49 pt above the bottom).
                        mark(relationship.destination, with: ControllerBars(tabBar: own.tabBar))
                    default: break
                    }
                }
                let pushes = own.navigation || stacked.contains(id)
                let onPrimaryStack = showDetailPushes && primaryStack.contains(id)
                for segue in controller.segues where segue.kind == "show" || segue.kind == "push" || (onPrimaryStack && segue.kind == "showDetail") {
                    guard decides(segue) else { continue }
                    if onPrimaryStack, primaryStack.insert(segue.destination).inserted { changed = true }
                    // A show segue hands on its source's bars from a navigation stack, or, named by
                    // a tie-breaker, from anywhere.
                    let handsOn = pushes || decidingSegue[segue.destination] != nil
                    guard handsOn, controller.element != "navigationController" else { continue }
                    // Automatic keeps the large title of the controller below it, as UIKit's does.
                    let large = own.largeTitles && controllers[segue.destination]?.largeTitleDisplayMode != "never"
                    // Pushed with `hidesBottomBarWhenPushed`, or by a tab onto the stack around its
                    // tab bar controller (twelfth set 20158), it is shown without the tab bar, and
                    // so is what it pushes in turn.
                    let pushedOverTabs = tabBarControllerOfTab[id].map(stacked.contains) ?? false
                    let hidesTabBar = controllers[segue.destination]?.hidesBottomBarWhenPushed == true || pushedOverTabs
                    // The stack's toolbar stays for what is pushed onto it, unless that hides the
                    // bottom bar (thirteenth set 21010: a controller pushed twice from a root with
                    // a toolbar stored above it; `sources-all.tsv` 03269, eleventh set 19105).
                    let keepsToolbar = own.toolbar && controllers[segue.destination]?.hidesBottomBarWhenPushed != true
                    mark(segue.destination, with: ControllerBars(navigation: own.navigation, tabBar: own.tabBar && !hidesTabBar,
                                                                 toolbar: keepsToolbar, largeTitles: large))
                    if stacked.contains(id), stacked.insert(segue.destination).inserted { changed = true }
                }
            }
            if !changed { break }
        }
        for id in collapsedRoots { result[id]?.largeTitles = false }
        // The canvas shows a controller under the bar its own simulated metrics state, if any,
        // whatever its navigation controller's bar: the views of one whose metrics show a
        // translucent bar are stored reaching under the opaque bar (unseen repositories' 00305,
        // 02887: safe-area pins 88 and 64 pt down a root stored at the screen's full height).
        for (id, controller) in controllers where controller.simulatesTranslucentNavigationBar {
            result[id]?.opaqueNavigation = false
        }
        // A top bar set to None (`<nil key="simulatedTopBarMetrics"/>`) is drawn as none: the root
        // of a navigation controller whose bar is opaque is then stored at the screen's full
        // height, not below the bar (eleventh set 19086, toolsVersion 13196: a table pinned to the
        // bottom layout guide reaches the screen's bottom). A controller it pushes that states no
        // top bar of its own infers none from it (seventy-second set 80160 at 8191 and
        // seventy-sixth 84108 at 15505: four pushed controllers' views stored below the status
        // bar alone).
        var withoutTopBar = Set(controllers.filter { $0.value.simulatesNoTopBar }.map(\.key))
        var sources = Array(withoutTopBar)
        while let id = sources.popLast() {
            for segue in controllers[id]?.segues ?? [] where (segue.kind == "show" || segue.kind == "push") && decides(segue) {
                guard let destination = controllers[segue.destination], !destination.simulatedMetrics.contains("simulatedNavigationBarMetrics"),
                      withoutTopBar.insert(segue.destination).inserted else { continue }
                sources.append(segue.destination)
            }
        }
        for id in withoutTopBar {
            result[id]?.navigation = false
            result[id]?.opaqueNavigation = false
            result[id]?.largeTitles = false
        }
        // A bottom bar set to None (`<nil key="simulatedBottomBarMetrics"/>`) is drawn as none
        // too: a tab's view pinned to its bottom layout guide is stored down to the screen's
        // bottom (twelfth set 20164, 11762: two tables 623 pt tall below a 44 pt bar on a 667 pt
        // phone; sixteenth set 24008, 9531: 12 views of two tabs).
        for (id, controller) in controllers where controller.simulatesNoBottomBar {
            result[id]?.tabBar = false
            result[id]?.toolbar = false
        }
        // A status bar set to None on a container (``IBController/statusBarHidden``; before
        // Xcode 9 `<nil key="simulatedStatusBarMetrics"/>` too) is drawn as none on the
        // controllers it holds that state no status bar of their own: a navigation controller's
        // root and a tab bar controller's tabs, and what they hold in turn (eightieth set 88054
        // at 6250: three tabs' views pinned to the top layout guide stored at the screen's top;
        // corpus 229 at 8191: a navigation controller's root, an image and a collection view
        // likewise; both set it with `<nil>`).
        var withoutStatusBar = Set(controllers.filter { $0.value.statusBarHidden }.map(\.key))
        var holders = withoutStatusBar.sorted()
        while let id = holders.popLast() {
            for relationship in controllers[id]?.relationships ?? []
            where relationship.kind == "rootViewController" || relationship.kind == "viewControllers" {
                guard controllers[relationship.destination]?.statesStatusBar == false,
                      withoutStatusBar.insert(relationship.destination).inserted else { continue }
                holders.append(relationship.destination)
            }
        }
        for id in withoutStatusBar { result[id]?.statusBarHidden = true }
        // Presented in a popover: the controller, or the root of the navigation controller
        // presented so.
        for controller in controllers.values {
            for segue in controller.segues where segue.kind == "popoverPresentation" {
                result[segue.destination]?.popover = true
                for relationship in controllers[segue.destination]?.relationships ?? [] where relationship.kind == "rootViewController" {
                    result[relationship.destination]?.popover = true
                }
            }
        }
        return result
    }

    /// Whether the canvas draws a navigation controller's large title collapsed over its root,
    /// leaving the small bar: from Xcode 11, when the navigation controller does not adjust
    /// scroll view insets (`automaticallyAdjustsScrollViewInsets="NO"`) and the root's view
    /// starts with a scroll view, the view UIKit's bar tracks to collapse its title. The root
    /// only: what it pushes keeps the large title (twenty-seventh set 35109, a pushed scroll
    /// view under the large title). Evidence: the roots of large-title stacks on phones whose
    /// first subview is a scroll view pinned to the safe area: with the box unchecked, 21 of 25
    /// from Xcode 11 in every set are stored under the small bar (15400 to 32700; twenty-fifth set
    /// 33253, twenty-ninth 37056, thirty-fourth 42019 and thirty-fifth 43073 are not), where Xcode
    /// 10's two (14313, 14490) are under the large title; with it checked, all 7 notched phones'
    /// roots (15702 to 23727) are.
    static func drawsLargeTitleCollapsed(navigation: IBController, root: IBController?) -> Bool {
        guard !navigation.adjustsScrollViewInsets, let view = root?.rootView,
              view.toolsMajor >= InterfaceBuilderDocument.xcode11ToolsMajor,
              let first = view.subviews.first else { return false }
        return IBViewRegistry.byElement[first.element]?.isScrollView == true
    }

    /// The bars a storyboard shows a controller under (``storyboardBars(_:tieBreakers:showDetailPushes:toolbarReplacesTabBar:)``).
    struct ControllerBars: Equatable {
        var navigation = false
        var tabBar = false
        var toolbar = false
        /// Whether it is the root of a navigation controller whose bar is opaque: UIKit lays the
        /// controller's view out below it unless the controller's `extendedLayoutIncludesOpaqueBars`
        /// (false by default) says otherwise.
        /// The canvas does so for the root only: controllers it pushes are stored at the full
        /// height (first set 210's pushed views, 34 pt above a 812 pt screen's bottom).
        var opaqueNavigation = false
        /// Whether its navigation bar shows a large title: its navigation controller's bar prefers
        /// them and its `largeTitleDisplayMode` is not `never` (automatic follows the controller
        /// below it on the stack).
        var largeTitles = false
        /// Whether a `popoverPresentation` segue shows it, or the navigation controller it is
        /// the root of.
        var popover = false
        /// Whether its status bar is none: its own simulated metrics say so, or those of the
        /// container that holds it.
        var statusBarHidden = false
    }
}
