/// The system bars Interface Builder documents place as ordinary views. Only their size is
/// modelled (no items are drawn): each has no intrinsic width and UIKit's intrinsic height, the
/// height Xcode stores for most of them (corpus: 73 of 82 navigation bars 44 pt, every toolbar
/// 44 pt, 9 of 11 tab bars 49 pt, search bars 56 pt from iOS 11 and 44 pt before).
open class NavigationBar: View {
    /// Whether titles show large (`prefersLargeTitles`): the bar is then ``largeTitleHeight`` tall.
    public var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether the bar is translucent (drawing only).
    public var isTranslucent = true
    /// The bar's background tint (drawing only).
    public var barTintColor: Color?
    /// The intrinsic height of a navigation bar (`UINavigationBar`), 44 pt.
    public static let intrinsicHeight = 44.0
    /// The intrinsic height of a bar showing a large title: 96 pt, 44 and the title's 52 (iOS 11
    /// on); 106 on iOS 26. Xcode stores 15 of the 19 large-title bars of the corpus and the unseen
    /// sets 96 pt tall (toolsVersion 13771 to 23727), three 106 (Xcode 26, 24127 to 24506) and an
    /// iPad's 102 (its bar is 50).
    public static let largeTitleHeight = 96.0
    /// The large-title height of iOS 26 (see ``largeTitleHeight``).
    static let iOS26LargeTitleHeight = 106.0
    /// The height of iOS 26's bar without large titles, 54 pt: every navigation controller's bar
    /// of the six Xcode 26 storyboards with one is stored 54 tall.
    static let iOS26Height = 54.0
    /// The height of an iPad's bar (iOS 12 on), 50 pt.
    static let padHeight = 50.0
    /// Whether the bar has iOS 26's metrics: a document saved by Xcode 26 shows it so. Set for a
    /// document's canvas.
    var hasIOS26Metrics = false

    /// No intrinsic width; ``intrinsicHeight`` high, or ``largeTitleHeight`` with large titles
    /// (54 and 106 pt with iOS 26's metrics).
    open override var intrinsicContentSize: Size {
        let height = hasIOS26Metrics
            ? (prefersLargeTitles ? Self.iOS26LargeTitleHeight : Self.iOS26Height)
            : (prefersLargeTitles ? Self.largeTitleHeight : Self.intrinsicHeight)
        return Size(width: View.noIntrinsicMetric, height: height)
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("navigationBar", make: NavigationBar.init(frame:), intrinsic: .height,
                       canvasMetrics: .savedByXcode26(sets: \.hasIOS26Metrics))
    }

    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        prefersLargeTitles = model.attributes["largeTitles"] == "YES"
    }
}

/// A bar of buttons at the bottom of a screen (`UIToolbar`), 44 pt high.
open class Toolbar: View {
    /// The intrinsic height of a toolbar, 44 pt.
    public static let intrinsicHeight = 44.0
    /// The height Xcode draws a toolbar at when it stands at the screen's bottom (on the safe
    /// area's bottom, or on its root's bottom edge) on a phone with a home indicator, 49 pt. Of
    /// the unconstrained-height toolbars pinned to the safe area's bottom in the corpus and the
    /// unseen sets, 118 of 121 are stored 49 tall (toolsVersion 14490 to 21701; 111 of them in
    /// one repository's samples, the other 7 in 6 repositories), and so is the one pinned to its
    /// root's bottom (twenty-fifth set 33115); 11 of the 12 elsewhere on such phones are 44 (at
    /// the top, above another toolbar, or kept at their frames).
    static let homeIndicatorPhoneHeight = 49.0
    /// Whether the canvas is a phone with a home indicator. Set for a document's canvas.
    var isOnHomeIndicatorPhone = false
    /// Whether a constraint stands the toolbar at the screen's bottom. Set for a document's canvas.
    var standsAtScreenBottom = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// No intrinsic width; ``intrinsicHeight`` high, or ``homeIndicatorPhoneHeight`` on the canvas.
    open override var intrinsicContentSize: Size {
        let tall = isOnHomeIndicatorPhone && standsAtScreenBottom
        return Size(width: View.noIntrinsicMetric, height: tall ? Self.homeIndicatorPhoneHeight : Self.intrinsicHeight)
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("toolbar", make: Toolbar.init(frame:), intrinsic: .height)
    }

    override func configure(forInterfaceBuilderCanvas model: IBView, device: InterfaceBuilderDevice?) {
        super.configure(forInterfaceBuilderCanvas: model, device: device)
        isOnHomeIndicatorPhone = device.map { $0.hasHomeIndicator && !$0.isPad } ?? false
    }
}

/// A search field in a bar (`UISearchBar`), 56 pt high as from iOS 11.
open class SearchBar: View {
    /// The intrinsic height of a search bar, 56 pt.
    public static let intrinsicHeight = 56.0
    /// The height before iOS 11, 44 pt: every search bar of the corpus and the unseen sets in a
    /// document saved before Xcode 9 is stored 44 tall (toolsVersion 6254 to 12121, 19 bars).
    static let preIOS11IntrinsicHeight = 44.0
    /// Whether the bar has iOS 10's height: a document saved before Xcode 9 shows it so. Set for
    /// a document's canvas.
    var hasPreIOS11Height = false

    /// No intrinsic width; ``intrinsicHeight`` high.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: hasPreIOS11Height ? Self.preIOS11IntrinsicHeight : Self.intrinsicHeight)
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("searchBar", make: SearchBar.init(frame:), intrinsic: .height,
                       canvasMetrics: .savedBefore(InterfaceBuilderDocument.xcode9ToolsMajor, sets: \.hasPreIOS11Height))
    }
}

/// The bar of tabs of a tab bar controller (`UITabBar`), 49 pt high.
open class TabBar: View {
    /// The intrinsic height of a tab bar, 49 pt.
    public static let intrinsicHeight = 49.0

    /// No intrinsic width; ``intrinsicHeight`` high.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Self.intrinsicHeight) }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("tabBar", make: TabBar.init(frame:), intrinsic: .height)
    }
}
