/// An Interface Builder document (`.xib` or `.storyboard`) as data: its objects by IB id, their
/// properties and constraints, the scenes of a storyboard, the device and simulated metrics. It
/// knows no views; ``InterfaceBuilderLayout`` builds views from it.
public struct InterfaceBuilderDocument: Sendable {
    /// The two kinds of iOS document.
    public enum Kind: String, Sendable {
        /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`: top-level objects, a File's Owner.
        case xib
        /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`: scenes of view controllers.
        case storyboard
    }

    /// Which kind of document.
    public let kind: Kind
    /// The Xcode build that wrote it, e.g. `15705` or `14460.31`.
    public let toolsVersion: String
    /// The `<device id=…>` the document was laid out for (`retina4_7`), `nil` for old documents.
    public let deviceID: String?
    /// `portrait` or `landscape` (portrait when not given).
    public let orientation: String
    /// Whether the document uses safe-area layout guides (`useSafeAreas="YES"`).
    public let usesSafeAreas: Bool

    /// Whether a storyboard root is laid out with a safe area: the document uses safe areas, or
    /// the root has a safe-area guide of its own.
    func laysOutWithSafeArea(_ root: IBView) -> Bool { usesSafeAreas || root.hasSafeAreaGuide }
    /// Whether the document uses size classes (`useTraitCollections="YES"`; Xcode 8 and later
    /// always do).
    public var usesSizeClasses = true
    /// Whether the document runs on iPads only (`targetRuntime="iOS.CocoaTouch.iPad"`), which
    /// old documents say instead of naming a device.
    var isPadOnly = false
    /// The IB ids of the views some constraint of the document mentions, in any size class, each
    /// with whether one that stays at run time (not a build-time placeholder) does.
    var constrainedViewIDs: [String: Bool] = [:]

    /// Whether a constraint that stays at run time mentions the view with IB id `id`.
    func isConstrainedAtRunTime(_ id: String) -> Bool { constrainedViewIDs[id] == true }
    /// The top-level views of a xib, in document order.
    let topLevelViews: [IBView]
    /// The view connected to File's Owner's `view` outlet, in a xib.
    let fileOwnerViewID: String?
    /// The scenes of a storyboard, in document order.
    let scenes: [IBScene]
    /// The id of the storyboard's initial view controller.
    public let initialViewControllerID: String?
    /// The outlets of a xib's File's Owner (connected to the owner given at instantiation).
    var ownerConnections: [IBConnection] = []
    /// A xib's placeholders: `placeholderIdentifier` (`IBFilesOwner`, `IBFirstResponder`, or an
    /// external object's) by IB id.
    var placeholders: [String: String] = [:]
    /// The segues (by id) that decide the simulated metrics Xcode infers for their destinations
    /// (`<inferredMetricsTieBreakers>`): where a controller is reached several ways, the way Xcode
    /// shows it on the canvas.
    var inferredMetricsTieBreakers: Set<String> = []

    /// Whether the canvas shows what a show-detail segue from a split view controller's primary
    /// navigation stack leads to under that stack's navigation bar, as UIKit's collapsed split view
    /// pushes it on a phone (a tab of a tab bar controller on that stack included). Documents from
    /// Xcode 10 on store it so (`sources-all.tsv` 01575 at 23090, thirty-seventh set 45119 at
    /// 14460, forty-first set 49175 at 14868: 12 views 44 pt below the status bar); one from
    /// Xcode 8.3 stores it without the bar (thirty-fourth set 42099, 12121, 15 views). Xcode 9,
    /// between the two, is assumed to be the first.
    var showDetailPushesOnCanvas: Bool { toolsMajor >= Self.xcode9ToolsMajor }

    /// Whether the canvas shows a controller on a tab's navigation stack whose own simulated
    /// bottom bar is a toolbar above the toolbar alone, the explicit bar replacing the inferred
    /// tab bar for it and what it pushes: before Xcode 9 (forty-sixth set 54070 at 11762,
    /// seventy-ninth 87075 at 10117, eighty-second 90136 at 11542: views pinned to the bottom
    /// layout guide stored 44 pt above the screen's bottom). From Xcode 9 both bars are drawn
    /// (corpus 207 at 13196, forty-sixth set 54105 at 14460).
    var explicitToolbarReplacesTabBarOnCanvas: Bool { toolsMajor < Self.xcode9ToolsMajor }

    /// The device the document is saved for (`<device id=…>`), as its Xcode names it, if known.
    var device: InterfaceBuilderDevice? { deviceID.flatMap { InterfaceBuilderDevice.named($0, savedBy: toolsMajor) } }
    /// Colours defined in `<resources>` (system colours' components, asset colours), by name.
    var resourceColors: [String: Color] = [:]

    init(kind: Kind, toolsVersion: String, deviceID: String?, orientation: String, usesSafeAreas: Bool,
         topLevelViews: [IBView], fileOwnerViewID: String?, scenes: [IBScene], initialViewControllerID: String?) {
        self.kind = kind
        self.toolsVersion = toolsVersion
        self.deviceID = deviceID
        self.orientation = orientation
        self.usesSafeAreas = usesSafeAreas
        self.topLevelViews = topLevelViews
        self.fileOwnerViewID = fileOwnerViewID
        self.scenes = scenes
        self.initialViewControllerID = initialViewControllerID
    }

    /// The major Xcode build number (`14460.31` -> 14460).
    public var toolsMajor: Int { Self.major(ofToolsVersion: toolsVersion) }

    /// The first `toolsMajor` of Xcode 7 (iOS 9): 7xxx are Xcode 6.
    static let xcode7ToolsMajor = 8000

    /// The first `toolsMajor` of Xcode 9 (iOS 11, safe areas): 12xxx are Xcode 8.
    static let xcode9ToolsMajor = 13000

    /// The first `toolsMajor` of Xcode 9.2 (13526 and 13529; 131xx are Xcode 9.0 and 9.1), the
    /// first whose canvas gives table cells iOS 11's content margins.
    static let xcode9_2ToolsMajor = 13500

    /// The first `toolsMajor` of Xcode 10 (iOS 12), whose iPad navigation bars are 50 pt: 14113 to
    /// 14490 are Xcode 10; iPad navigation bars are stored 44 pt tall up to 14109 (9 bars, 4
    /// repositories) and 50 from 15400 (10).
    static let xcode10ToolsMajor = 14110

    /// The first `toolsMajor` of Xcode 11 (iOS 13), whose canvas changed several defaults: 148xx
    /// are its betas (their devices carry its `appearance` attribute), 14490 is Xcode 10.2.
    static let xcode11ToolsMajor = 14800

    /// The first `toolsMajor` of Xcode 12 (iOS 14, whose page control is shorter): 15xxx and
    /// 16xxx are Xcode 11.
    static let xcode12ToolsMajor = 17000

    /// The first `toolsMajor` of Xcode 13 (iOS 15): 17xxx and 18xxx are Xcode 12.
    static let xcode13ToolsMajor = 19000

    /// The first `toolsMajor` of Xcode 13.3 (20037; iOS 15.4).
    static let xcode13_3ToolsMajor = 20000

    /// The first `toolsMajor` of Xcode 14 (iOS 16): 19xxx and 20xxx are Xcode 13.
    static let xcode14ToolsMajor = 21000

    /// The first `toolsMajor` of Xcode 14.3 (21701): 21225 and 21507 are Xcode 14.0 to 14.2.
    static let xcode14_3ToolsMajor = 21700

    /// The first `toolsMajor` of Xcode 15 (22155; iOS 17).
    static let xcode15ToolsMajor = 22000

    /// The `toolsMajor`s of Xcode 26 (iOS 26's controls): 24xxx, not the `32700` placeholder
    /// version some tools write.
    static let xcode26ToolsMajors = 24000..<30000

    /// The `toolsMajor`s whose canvas leaves a static table's cells below its bounds out of its
    /// layout and flags their views ambiguous: 23504 on (every such document of 23504 to 24765
    /// with views in those cells is flagged, none of 12xxx to 22505 is).
    static let unshownStaticCellsToolsMajors = 23500..<30000

    /// The `toolsMajor`s whose canvas counts a notched phone's status bar and home indicator
    /// twice over a controller's root (see `IBEnvironment.countsPhoneInsetsTwice`): Xcode 16.3 on.
    static let doubledPhoneInsetsToolsMajors = 23700..<30000

    /// A `toolsVersion`'s leading number (`14490.70` -> 14490).
    static func major(ofToolsVersion version: String) -> Int { Int(version.prefix { $0.isNumber }) ?? 0 }

    /// The largest file read, in bytes (larger input is refused with an error, not parsed).
    public static var maximumFileSize: Int { XMLElementTreeReader.maximumBytes }

    /// Reads a document from its bytes.
    public static func read(_ data: [UInt8]) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        try IBDocumentReader.read(XMLElementTreeReader.read(data))
    }

    /// Reads a document that must be of `kind`; the error names the type that loads the other kind.
    static func read(_ data: [UInt8], expecting kind: Kind) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        let document = try read(data)
        guard document.kind == kind else {
            let loader = document.kind == .xib ? "Nib" : "Storyboard"
            throw InterfaceBuilderError(line: 1, "the document is a \(document.kind.rawValue), not a \(kind.rawValue): load it with \(loader)")
        }
        return document
    }

    /// The number of views in the document (every scene and top-level object).
    public var viewCount: Int {
        topLevelViews.reduce(0) { $0 + $1.subtreeViewCount } + scenes.reduce(0) { $0 + ($1.controller?.rootView?.subtreeViewCount ?? 0) }
    }
}

/// A font as Interface Builder describes it (`<fontDescription>`).
struct IBFont: Sendable {
    var pointSize: Double
    var weight: FontWeight
    /// Whether it is the system font (SF Pro), which the text model measures, not a named font.
    var isSystem = true

    /// The font the text model measures with.
    var font: Font { Font(size: pointSize, weight: weight) }
}

/// What a collection view's `<collectionViewFlowLayout>` sets (UIKit's defaults where it is
/// silent), for the ``FlowLayout`` a loaded collection view gets.
struct IBFlowLayout: Sendable {
    var scrollDirection = ScrollDirection.vertical
    var itemSize: Size?
    var minimumLineSpacing: Double?
    var minimumInteritemSpacing: Double?
    var sectionInset: EdgeInsets?
    var sectionInsetFromSafeArea = false
    /// `estimatedItemSize`: a size, or ``FlowLayout/automaticSize`` for
    /// `automaticEstimatedItemSize="YES"`.
    var estimatedItemSize: Size?
}

/// What viewsim reads of a button's `<buttonConfiguration>`.
struct IBButtonConfiguration: Sendable {
    /// `titleFontDescription`, when the configuration sets one.
    var titleFont: IBFont?
    /// `style` (`plain`, `gray`, `tinted`, `filled`), as Xcode writes it.
    var style: String?
    /// `imagePadding`, when set.
    var imagePadding: Double?
    /// `contentInsets`, when set (else the style's default).
    var contentInsets: DirectionalEdgeInsets?

    /// The title font of a configuration that names none: 17 pt system.
    static let defaultTitleFont = IBFont(pointSize: 17, weight: .regular)
}

/// A storyboard scene: one view controller with its root view.
struct IBScene: Sendable {
    let id: String
    let controller: IBController?
    /// Views at the top level of the scene, beside its controller.
    let views: [IBView]
}

/// A view controller of a storyboard.
struct IBController: Sendable {
    let id: String
    /// The element name: `viewController`, `tableViewController`, `navigationController`, ...
    let element: String
    let customClass: String?
    let rootView: IBView?
    /// Simulated metrics (`simulatedNavigationBarMetrics`, `simulatedTabBarMetrics`,
    /// `simulatedToolbarMetrics`, `simulatedStatusBarMetrics`) by key, with their `key` kept.
    let simulatedMetrics: Set<String>
    /// Whether a status bar is simulated as absent (`<simulatedStatusBarMetrics statusBarStyle="…"/>`
    /// none or hidden, or before Xcode 9 `<nil key="simulatedStatusBarMetrics"/>`).
    let statusBarHidden: Bool
    /// A navigation controller's `navigationBarHidden` (its "Shows Navigation Bar" box). The bar's
    /// own `hidden="YES"` is not drawn on the canvas: roots are stored under such a bar (sources
    /// 00304, eighteenth set 26047: views pinned to the safe area stored 44 pt below the status bar).
    let navigationBarHidden: Bool
    /// Whether a navigation controller's bar is opaque (`translucent="NO"` on its bar or its
    /// simulated bar metrics).
    let navigationBarOpaque: Bool
    /// Whether a navigation controller's bar prefers large titles (`largeTitles="YES"`).
    let navigationBarLargeTitles: Bool
    /// The controller's `largeTitleDisplayMode` (`always`, `never`, or nil for automatic).
    let largeTitleDisplayMode: String?
    /// A navigation controller's `toolbarHidden` (`NO` shows a toolbar).
    let toolbarShown: Bool
    /// A segue as written: its kind (for a relationship, the relationship), its destination and its id.
    typealias Segue = (kind: String, destination: String, id: String?)
    /// `relationship` segues, e.g. (`rootViewController`, destination, id).
    let relationships: [Segue]
    /// Other segues, e.g. (`show`, destination, id).
    let segues: [Segue]
    /// `hidesBottomBarWhenPushed`: pushed onto a navigation stack, the controller is shown
    /// without its tab bar controller's tab bar.
    var hidesBottomBarWhenPushed = false
    /// UIKit's `automaticallyAdjustsScrollViewInsets` as the document sets it (true unless
    /// `automaticallyAdjustsScrollViewInsets="NO"`).
    var adjustsScrollViewInsets = true
    /// UIKit's `extendedLayoutIncludesOpaqueBars`: the controller's view reaches under opaque
    /// bars too, as it does under translucent ones.
    var extendedLayoutIncludesOpaqueBars = false
    /// Whether the controller's own simulated metrics show a translucent navigation bar
    /// (`<simulatedNavigationBarMetrics>` without `translucent="NO"`).
    var simulatesTranslucentNavigationBar = false
    /// Whether the controller's simulated top bar is set to None (`<nil key="simulatedTopBarMetrics"/>`).
    var simulatesNoTopBar = false
    /// Whether the controller's simulated bottom bar is set to None (`<nil key="simulatedBottomBarMetrics"/>`).
    var simulatesNoBottomBar = false
    /// Whether the controller states a status bar of its own (`simulatedStatusBarMetrics`, as an
    /// element or set to None), rather than inferring it.
    var statesStatusBar = false
    /// The simulated screen of a document without a device (`<simulatedScreenMetrics type="retina4"/>`).
    let simulatedScreen: String?
    /// The freeform size (`<size key="freeformSize">`), if any.
    let freeformSize: Size?
    let line: Int
    /// The storyboard identifier (`storyboardIdentifier`), the name code instantiates it by.
    var storyboardIdentifier: String?
    /// The controller's outlets.
    var connections: [IBConnection] = []
    /// Segues with their identifier (relationships included), for instantiating destinations.
    var identifiedSegues: [(identifier: String?, kind: String, destination: String)] = []
    /// The embed segues of the controller's container views: the container's id and the
    /// controller whose view it shows.
    var embeds: [(container: String, destination: String)] = []
}

/// A constraint item other than a view: a guide of some view.
enum IBGuideKind: String, Sendable {
    /// `viewLayoutGuide key="safeArea"`.
    case safeArea
    /// `viewLayoutGuide key="layoutMargins"`.
    case layoutMargins
    /// A scroll view's `contentLayoutGuide` / `frameLayoutGuide`.
    case content, frame
    /// A view controller's `topLayoutGuide` / `bottomLayoutGuide` (iOS 7-10).
    case top, bottom
    /// `keyboardLayoutGuide key="keyboard"` (iOS 15's `UIKeyboardLayoutGuide`).
    case keyboard
}

/// A layout guide of a view, by IB id.
struct IBGuide: Sendable {
    let id: String
    let kind: IBGuideKind
}

/// One `<constraint>`: attributes by IB's names, ids of the items (`nil` first item: the view
/// the constraint is declared on). A class, as it is never changed once read: the model is
/// handed from the reader to the view it belongs to and to the builder, and a struct of eight
/// strings cost a retain and a release of each at every hand-over.
final class IBConstraint: Sendable {
    let id: String?
    let firstItem: String?
    let firstAttribute: LayoutAttribute
    let secondItem: String?
    /// Nil when the document names none (a constraint between two items then relates the same
    /// attribute of both).
    let secondAttribute: LayoutAttribute?
    let relation: LayoutRelation
    let multiplier: Double
    let constant: Double
    let priority: Double
    let placeholder: Bool
    /// Whether Xcode's "Use Standard Value" is on (`symbolic="YES"`): the system spacing, whatever
    /// constant is written.
    let symbolic: Bool
    /// Per-size-class overrides (`<variation key="widthClass=compact" constant="8"/>`).
    let variations: [(key: String, attributes: XMLAttributes)]
    let line: Int
    /// The identifier set in Xcode's attributes inspector (`identifier="…"`): the constraint's
    /// `identifier` at run time (``Nib``, ``Storyboard``).
    let identifier: String?

    init(id: String?, firstItem: String?, firstAttribute: LayoutAttribute, secondItem: String?, secondAttribute: LayoutAttribute?,
         relation: LayoutRelation, multiplier: Double, constant: Double, priority: Double, placeholder: Bool,
         symbolic: Bool, variations: [(key: String, attributes: XMLAttributes)], line: Int, identifier: String?) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.placeholder = placeholder
        self.symbolic = symbolic
        self.variations = variations
        self.line = line
        self.identifier = identifier
    }
}

/// A `<variation>` of a view: subviews and constraints excluded or included for a size class.
struct IBVariation: Sendable {
    let key: String
    var excludedSubviews: [String] = []
    var includedSubviews: [String] = []
    var excludedConstraints: [String] = []
    var includedConstraints: [String] = []
    /// Properties varied for the size class (Interface Builder's "Vary for Traits": an attribute
    /// or a `<fontDescription>` of the `<variation>` element), `nil` where not varied.
    var hidden: Bool?
    var stack: IBStackProperties?
    var font: IBFont?
}

/// Stack view properties as written.
struct IBStackProperties: Sendable {
    var axis: LayoutAxis = .horizontal
    var distribution: String = "fill"
    var alignment: String = "fill"
    var spacing: Double = 0
    var baselineRelative = false
    var layoutMarginsRelative = false
}

/// One view of the document (any element that is a view), with what the builder needs.
struct IBView: Sendable {
    var id: String?
    /// The element name: `view`, `label`, `tableViewCell`, `mapView`, ...
    var element: String
    /// The `key` attribute (`view`, `contentView`, `tableHeaderView`, ...).
    var key: String?
    var customClass: String?
    var frame: Rect?
    var autoresizingMask: AutoresizingMask?
    var translatesAutoresizingMask: Bool?
    var hidden = false
    var alpha: Double = 1
    /// The name the view is shown by: its `userLabel`, else its id (read once, as each
    /// instantiation names the views it makes).
    var name: String?
    /// `tag`, `clipsSubviews` and `userInteractionEnabled`, when the document sets them.
    var tag: Int?
    var clipsSubviews: Bool?
    var userInteractionEnabled: Bool?
    /// Whether Xcode keeps the view at its frame (`fixedFrame="YES"`).
    var fixedFrame = false
    var misplacedOrAmbiguous = false
    /// The document's Xcode version (``InterfaceBuilderDocument/toolsMajor``), for defaults that
    /// changed with it.
    var toolsMajor = 0
    var text: String?
    var placeholder: String?
    /// Whether ``text`` comes from an attributed string the text model cannot measure (another
    /// font than the system font, several fonts, kerning, line spacing of its own).
    var attributedTextIsUnmeasurable = false
    var font: IBFont?
    /// A button's `UIButton.Configuration` (`<buttonConfiguration>`, the default for buttons made
    /// in Xcode 13 and later), whose title font, if it sets one, replaces ``font``.
    var buttonConfiguration: IBButtonConfiguration?

    /// Whether the document writes the view's text as empty (`text=""`, an empty label).
    var hasEmptyText: Bool { attributes["text"]?.isEmpty == true }

    /// The font the view's text is shown in: a configured button's title is in the
    /// configuration's title font, else in 17 pt system; any other view's text in ``font``.
    var textFont: IBFont? {
        guard let buttonConfiguration else { return font }
        return buttonConfiguration.titleFont ?? IBButtonConfiguration.defaultTitleFont
    }
    var numberOfLines: Int?
    /// A multi-line label's `preferredMaxLayoutWidth` (Xcode writes it when set explicitly).
    var preferredMaxLayoutWidth: Double?
    var imageName: String?
    /// Whether what the view shows is an SF Symbol (`catalog="system"`): an image view's image,
    /// or the image of a button without a title.
    var showsSymbol = false
    /// Whether a button's image is an SF Symbol, titled or not.
    var hasSymbolImage = false
    /// The image's size from `<resources>`.
    var imageSize: Size?
    var hugging: (horizontal: Double?, vertical: Double?) = (nil, nil)
    var compression: (horizontal: Double?, vertical: Double?) = (nil, nil)
    /// `placeholderIntrinsicWidth/Height` (`infinite` is `noIntrinsicMetric`) when the view's
    /// `intrinsicContentSize="placeholder"`.
    var placeholderIntrinsic: (width: Double?, height: Double?)?
    /// The intrinsic content size Xcode computed for the view by running its `@IBDesignable`
    /// class (`<designables><designable name="ID"><size key="intrinsicContentSize">`).
    var designedIntrinsicSize: Size?
    var layoutMargins: DirectionalEdgeInsets?
    /// A button's `contentEdgeInsets` (`<inset key="contentEdgeInsets">`), when set.
    var contentEdgeInsets: EdgeInsets?
    /// A segmented control's segments (`<segments><segment title=… width=…>`), left to right:
    /// each one's title and width (0: automatic).
    var segments: [(title: String, width: Double)] = []
    /// `<accessibility key="accessibilityConfiguration" identifier=…>`.
    var accessibilityIdentifier: String?
    /// The accessibility label, hint, traits and element flag the document sets.
    var accessibility = AccessibilitySettings()
    /// A collection view's flow layout (`<collectionViewFlowLayout key="collectionViewLayout">`).
    var flowLayout: IBFlowLayout?
    var preservesSuperviewLayoutMargins = false
    var layoutMarginsFollowReadableWidth = false
    var insetsLayoutMarginsFromSafeArea = true
    var scrollEnabled = true
    var stack: IBStackProperties?
    /// A collection view's flow layout `itemSize`, or a collection view cell's own `customSize`.
    var itemSize: Size?
    /// Whether a collection view's flow layout sizes its cells to fit (an estimated item size,
    /// automatic or given), and, on a cell, whether its collection view does.
    var sizesItemsToFit = false
    /// On a cell, whether a table or collection view of the document shows it (a xib's top-level
    /// cell is shown alone).
    var isListed = false
    /// On a listed cell, whether its table is the root view laid out (a table view controller's
    /// table, or a xib's top-level table).
    var isListedByRoot = false
    /// On a table's cell, the table's fixed row height (its `rowHeight`; nil when automatic).
    var tableRowHeight: Double?
    /// Subviews in order (for a stack view, its arranged subviews): see ``addSubview(_:first:)``.
    private(set) var subviews: [IBView] = []
    /// The views and constraints of the subtree, this view's included (room to reserve).
    private(set) var subtreeViewCount = 1
    private(set) var subtreeConstraintCount = 0
    /// The constraints the view holds: see ``addConstraint(_:)``.
    private(set) var constraints: [IBConstraint] = []
    var guides: [IBGuide] = []
    /// Whether the view has a safe-area layout guide (`viewLayoutGuide key="safeArea"`).
    var hasSafeAreaGuide: Bool { guides.contains { $0.kind == .safeArea } }
    var variations: [IBVariation] = []
    /// Whether a variation varies one of the view's properties, not only its subviews and
    /// constraints (the builder then applies the applicable ones before building it).
    var variesProperties: Bool {
        variations.contains { $0.hidden != nil || $0.stack != nil || $0.font != nil }
    }
    /// Raw attributes, for what the builder reads rarely (style names and such).
    var attributes = XMLAttributes()
    /// Colours by key (`backgroundColor`, `textColor`, `tintColor`, …), in document order.
    var colors: [(key: String, color: IBColor)] = []
    /// User-defined runtime attributes, applied when the document is instantiated (``Nib``).
    var runtimeAttributes: [RuntimeAttribute] = []
    /// The view's outlets.
    var connections: [IBConnection] = []
    let line: Int

    /// The class name UIKit would report: `customClass`, else `UI` + the element's class.
    var className: String { customClass ?? IBViewClasses.uiKitName(of: element) }

    /// Whether it is a table or collection view cell, which a list shows and places.
    var isCell: Bool { element == "tableViewCell" || element == "collectionViewCell" }

    /// Whether it is a table cell with a standard accessory (`accessoryType`), which stands beside
    /// its content view.
    var hasAccessory: Bool { element == "tableViewCell" && attributes["accessoryType"].map { $0 != "none" } == true }

    /// Gives a cell the size and horizontal place its table or collection view gives it; a table
    /// cell's content view (stored first) changes width with it, keeping the room an accessory
    /// takes. (A collection view cell's content keeps its stored size: see
    /// `IBTreeBuilder.holdContentView`.)
    mutating func resizeCell(to size: Size, x: Double) {
        let stored = frame
        frame = Rect(x: x, y: stored?.minY ?? 0, width: size.width, height: size.height)
        guard element == "tableViewCell", let stored, stored.width != size.width, subviews.first?.key == "contentView",
              let content = subviews[0].frame else { return }
        subviews[0].frame = Rect(x: content.minX, y: content.minY, width: max(0, content.width + size.width - stored.width),
                                 height: content.height)
    }

    /// Adds a subview last (or first), counting its subtree in this view's.
    mutating func addSubview(_ subview: consuming IBView, first: Bool = false) {
        subtreeViewCount += subview.subtreeViewCount
        subtreeConstraintCount += subview.subtreeConstraintCount
        if first { subviews.insert(subview, at: 0) } else { subviews.append(subview) }
    }

    /// Adds a constraint the view holds, counting it in the subtree's.
    mutating func addConstraint(_ constraint: IBConstraint) {
        subtreeConstraintCount += 1
        constraints.append(constraint)
    }
}
