import Cassowary

/// Where a document's views take their intrinsic content size from.
public enum IntrinsicSizeSource: String, Sendable, CaseIterable {
    /// ViewTree's text and control models (the default). On the canvas, text keeps the size Xcode
    /// stored where the model cannot do better: labels and buttons in a font other than the system
    /// font, which it does not measure, and one-line text whose stored size is within the model's
    /// precision of its measurement (`IBTreeBuilder.textModelPrecision`). A view designed in code
    /// (`@IBDesignable`) takes the intrinsic size Xcode recorded for it.
    case model
    /// The stored frame: a view that has an intrinsic content size in UIKit takes its stored
    /// frame's size as that size, for the dimensions UIKit gives its class (a slider only its
    /// height), because Xcode measured text with Apple's fonts. Nothing else is taken from the
    /// stored frames of views positioned by constraints.
    case stored
}

/// An Interface Builder document built into views and laid out by the Auto Layout engine, as
/// Xcode lays it out for the document's device: every top-level view of a xib, every scene's
/// root view of a storyboard.
public final class InterfaceBuilderLayout {
    /// How to lay a document out.
    public struct Options: Sendable {
        /// The device id to lay out for (`retina6_1`), instead of the document's.
        public var deviceID: String?
        /// Where intrinsic sizes come from.
        public var intrinsicSizes: IntrinsicSizeSource
        /// The orientation to lay out in, instead of the document's (`<device orientation=…>`).
        public var orientation: InterfaceBuilderDevice.Orientation?
        /// The most memory each root's constraint solver may use (``Solver/memoryLimit``): a
        /// document whose layout needs more is refused. By default ``defaultSolverMemoryLimit``.
        public var solverMemoryLimit = Options.defaultSolverMemoryLimit

        /// 160 MiB, which keeps a process laying out a document within 200 MB; no real document
        /// comes near it (every file of the IB corpus lays out with the whole process under 28 MB
        /// resident), while a generated row of 5,000 views chained by inequalities would need
        /// about 800 MB.
        public static let defaultSolverMemoryLimit = 160 << 20

        /// Options; by default the document's device and orientation and ViewTree's models.
        public init(deviceID: String? = nil, intrinsicSizes: IntrinsicSizeSource = .model,
                    orientation: InterfaceBuilderDevice.Orientation? = nil) {
            self.deviceID = deviceID
            self.intrinsicSizes = intrinsicSizes
            self.orientation = orientation
        }
    }

    /// One laid-out root.
    public struct Root {
        /// The root view.
        public let view: View
        /// Its IB id.
        public let id: String?
        /// A storyboard root's scene id and view controller id.
        public let sceneID: String?
        public let viewControllerID: String?
    }

    /// The document laid out.
    public let document: InterfaceBuilderDocument
    /// The device laid out for, `nil` for none (the 600 x 600 canvas or a freeform size).
    public let device: InterfaceBuilderDevice?
    /// The orientation laid out in.
    public let orientation: InterfaceBuilderDevice.Orientation
    /// The screen size laid out at.
    public let size: Size
    /// The roots, in document order.
    public private(set) var roots: [Root] = []
    /// Every view with an IB id (and the IB class of every view built).
    private var ids: [ObjectIdentifier: String] = [:]
    private var classes: [ObjectIdentifier: String] = [:]
    /// What keeps the roots laid out: their windows and view controllers.
    private var windows: [Window] = []
    private var controllers: [ViewController] = []

    /// Builds and lays out every root of the document. Throws for an unknown device id.
    public init(document: InterfaceBuilderDocument, options: Options = Options()) throws(InterfaceBuilderError) {
        self.document = document
        var device: InterfaceBuilderDevice?
        if let id = options.deviceID ?? document.deviceID {
            guard let known = InterfaceBuilderDevice.named(id, savedBy: document.toolsMajor) else {
                if options.deviceID != nil {
                    throw InterfaceBuilderError(line: 0, "unknown device '\(id)' (known: \(InterfaceBuilderDevice.knownIDs.joined(separator: ", ")))")
                }
                throw InterfaceBuilderError(line: 0, "the document's device '\(id)' is not known: lay it out as a known device of the same screen with --device (known: \(InterfaceBuilderDevice.knownIDs.joined(separator: ", ")))")
            }
            device = known
        }
        self.device = device
        let orientation = options.orientation ?? (document.orientation == "landscape" ? .landscape : .portrait)
        self.orientation = orientation
        let environment = IBEnvironment(document: document, device: device, landscape: orientation == .landscape)
        size = environment.documentSize
        // A root stored at the document's screen size, in either orientation, takes the size laid out at.
        let storedScreen = document.device?.screenSize
        func isStoredScreen(_ size: Size) -> Bool {
            guard let screen = storedScreen else { return false }
            return size == screen || size == Size(width: screen.height, height: screen.width)
        }
        switch document.kind {
        case .xib:
            for view in document.topLevelViews {
                let isOwner = view.id != nil && view.id == document.fileOwnerViewID
                var frameSize = view.frame?.size ?? environment.screenSize
                if isStoredScreen(frameSize) { frameSize = environment.screenSize }
                let insets = environment.xibInsets(of: view, isOwnerView: isOwner, size: frameSize)
                let guides = (top: insets.top, bottom: insets.bottom)
                // From Xcode 9 the canvas shows every top-level view but a cell as a controller's
                // root view, File's Owner's or not: 16 or 20 pt side margins, none at the top and
                // bottom. Before, as a plain view, with UIView's 8 pt on every side (toolsVersion
                // 7xxx to 11xxx: 10 pins to a top-level view's margins in 7 files of 4
                // repositories, File's Owner's views among them; 14xxx on: 16 or 20).
                let asRootView = !view.isCell && document.toolsMajor >= InterfaceBuilderDocument.xcode9ToolsMajor
                try build(view, size: frameSize, insets: insets, guides: guides, controller: asRootView, environment: environment,
                      options: options, scene: nil, controllerID: nil)
            }
        case .storyboard:
            let bars = IBEnvironment.storyboardBars(document.scenes, tieBreakers: document.inferredMetricsTieBreakers,
                                                     showDetailPushes: document.showDetailPushesOnCanvas,
                                                     toolbarReplacesTabBar: document.explicitToolbarReplacesTabBarOnCanvas)
            for scene in document.scenes {
                guard let controller = scene.controller, let view = controller.rootView else { continue }
                let flags = bars[controller.id] ?? IBEnvironment.ControllerBars()
                var environment = environment
                if device == nil {
                    // Xcode 5 to 7 show a storyboard without size classes on the 4-inch iPhone
                    // ("Inferred"), the 600 x 600 canvas being for size classes (corpus: such
                    // roots are stored 320 x 568 under a 20 pt status bar).
                    environment.simulatedScreen = IBEnvironment.device(ofSimulatedScreen: controller.simulatedScreen)
                        ?? (document.usesSizeClasses ? nil : .named("retina4_0"))
                }
                var frame = view.frame ?? Rect(origin: .zero, size: environment.screenSize)
                if let freeform = controller.freeformSize { frame.size = freeform }
                if isStoredScreen(frame.size) { frame.size = environment.screenSize }
                // A popover is not under the status bar: from Xcode 9 the canvas shows a
                // controller presented in one at a size of its own without it (unseen
                // repositories' 02723: three roots of 200 pt on a 375 pt phone, their views pinned
                // to the safe area's top stored at it). One as large as the screen is shown as the
                // phone presents it, full screen, under the bar (04591: pinned 64 pt down below a
                // navigation bar), and so is every one before Xcode 9 (twenty-first set 29124,
                // 12121: four roots 300 pt wide, views pinned to the top layout guide stored 20 pt
                // down; fifteenth set 23078, 9059: a 200 x 400 root's table stored at 20).
                let inPopover = flags.popover && document.toolsMajor >= InterfaceBuilderDocument.xcode9ToolsMajor
                    && (frame.width < environment.screenSize.width - 0.5 || frame.height < environment.screenSize.height - 0.5)
                let barRects = environment.bars(navigation: flags.navigation, largeTitles: flags.largeTitles, tabBar: flags.tabBar,
                                                toolbar: flags.toolbar, statusBarHidden: flags.statusBarHidden || controller.statusBarHidden || inPopover)
                // Below an opaque navigation bar a root stored at the screen's full height is laid
                // out beneath the bars above it, as UIKit lays a controller's view out (second set
                // 221, seventh 15053: safe-area pins at the root's top, its bottom 44 pt up), unless
                // it extends its layout under opaque bars (unseen repositories' 02352, 03276: views
                // stored 64 pt below the root's top, or reaching its stored bottom). Not on the
                // 600 x 600 canvas of size classes (second set 204, toolsVersion 10117).
                if flags.opaqueNavigation, !controller.extendedLayoutIncludesOpaqueBars, device != nil, frame.minY == 0,
                   controller.freeformSize == nil,
                   frame.height >= environment.screenSize.height - 0.5, barRects.top > 0 {
                    frame = Rect(x: frame.minX, y: barRects.top, width: frame.width, height: frame.height - barRects.top)
                }
                let screenWide = abs(frame.width - environment.screenSize.width) < 0.5
                var guideInsets = screenWide
                    ? environment.insets(of: barRects, rootFrame: frame, freeform: controller.freeformSize != nil)
                    : environment.insetsOffScreenWidth(of: barRects, size: frame.size)
                // A controller of a freeform size shorter than the screen (a page's or a
                // container's content) is drawn without the status bar: every such root as wide
                // as the screen and under no navigation bar stores its views pinned to the top of
                // its safe area or top layout guide at its top (7 documents of 5 repositories,
                // toolsVersion 11xxx to 21xxx; twenty-fifth set 33307, thirteenth 21174).
                if controller.freeformSize != nil, screenWide, !flags.navigation, frame.height < environment.screenSize.height - 0.5 {
                    guideInsets.top = 0
                }
                // On an iPad or the Mac a popover keeps its arrow, and UIKit counts the arrow into
                // the safe area of the controller it shows: views pinned to the safe area's top
                // are stored 13 pt down (twenty-seventh set 35169, two 320 pt popovers on the Mac;
                // twelfth set 20007, an iPad 10.5's popover whose root is stored 313 pt tall for
                // its 300 pt content size). A phone shows its popovers adapted, without an arrow.
                if inPopover, environment.device?.isPad == true { guideInsets.top = IBEnvironment.popoverArrowHeight }
                // Documents from before safe areas (Xcode 9) were laid out with no safe area:
                // the bars reach views through the top and bottom layout guides only. A root with
                // a safe-area guide of its own has its safe area whatever the document's flag: in
                // the 11 storyboards without `useSafeAreas` that have such guides, 24 views of 5
                // documents (toolsVersion 13529 to 23504: nineteenth set 27056, thirty-third set
                // 41083) move to their stored frames, none away.
                let insets = document.laysOutWithSafeArea(view) ? guideInsets : .zero
                try build(view, size: frame.size, insets: insets, guides: (guideInsets.top, guideInsets.bottom), controller: true,
                      environment: environment, options: options, scene: scene.id, controllerID: controller.id)
            }
            // Views kept at the top level of a scene, outside its controller's view.
            for scene in document.scenes {
                for view in scene.views {
                    let size = view.frame?.size ?? environment.screenSize
                    let insets = document.usesSafeAreas ? environment.xibInsets(of: view, isOwnerView: false, size: size) : .zero
                    try build(view, size: size, insets: insets, guides: (insets.top, insets.bottom), controller: false,
                          environment: environment, options: options, scene: scene.id, controllerID: nil)
                }
            }
        }
        try checkSolverMemory()
        try checkFiniteFrames()
    }

    /// A document too large for the solver's memory limit (``Solver/memoryLimit``) is refused
    /// rather than shown with the constraints that did not fit ignored.
    private func checkSolverMemory() throws(InterfaceBuilderError) {
        for window in windows {
            guard case let .memoryLimitExceeded(limit, _)? = window.existingEngine?.memoryLimitFailure else { continue }
            let megabytes = formatGeometry(Double(limit) / Double(1 << 20))
            throw InterfaceBuilderError(line: 0, "the document's layout needs more memory than the solver's limit of \(megabytes) MB "
                                            + "(Options.solverMemoryLimit), so it was not laid out; split its views among smaller documents")
        }
    }

    /// Constraints with huge constants or chains of multipliers can overflow the layout: such a
    /// document is refused at the line of the first view whose frame is not finite.
    private func checkFiniteFrames() throws(InterfaceBuilderError) {
        func firstOverflow(_ view: View) -> View? {
            let frame = view.frame
            if ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) { return view }
            for subview in view.subviews { if let found = firstOverflow(subview) { return found } }
            return nil
        }
        for root in roots {
            guard let view = firstOverflow(root.view) else { continue }
            let id = self.id(of: view)
            throw InterfaceBuilderError(line: IBDocumentIndex(document).line(ofView: id),
                                        "the layout of \(id.map { "'\($0)'" } ?? "a view") overflows (its frame is not finite): "
                                            + "its constraints' constants or multipliers are too large")
        }
    }

    /// The IB id of a view built from the document.
    public func id(of view: View) -> String? { ids[ObjectIdentifier(view)] }

    /// The IB class (`customClass`, else UIKit's class) of a view built from the document.
    public func className(of view: View) -> String? { classes[ObjectIdentifier(view)] }

    /// Whether some constraint had to be broken (see each root's ``View/layoutLog``).
    public var brokeConstraints: Bool { windows.contains { !$0.layoutLog.entries.isEmpty } }

    /// The layout log entries of every root, in order.
    public var logEntries: [String] { windows.flatMap { $0.layoutLog.entries } }

    private func build(_ model: IBView, size: Size, insets: EdgeInsets, guides: (top: Double, bottom: Double), controller: Bool,
                       environment: IBEnvironment, options: Options, scene: String?, controllerID: String?) throws(InterfaceBuilderError) {
        let scale = device?.scale ?? 2
        let window = Window(device: Device(name: device?.id ?? "canvas", screenSize: size, scale: scale, safeAreaInsets: insets))
        var builder = IBTreeBuilder(environment: environment, options: options)
        let root = builder.buildTree(model)
        // The canvas shows a top-level view at its size even when the document turns its
        // autoresizing constraints off (a view meant to be constrained by whoever loads it).
        root.translatesAutoresizingMaskIntoConstraints = true
        root.frame = Rect(origin: .zero, size: size)
        if controller {
            let viewController = ViewController()
            // Xcode 6 laid roots out with iOS 8's 16 pt side margins at every width, the 600 x 600
            // canvas included (measured: toolsVersion 6250 and 6751 store 16 pt; 10117 stores 20 pt there).
            if document.toolsMajor < 8000 { viewController.fixedSideMargin = 16 }
            // From Xcode 9 (iOS 11, whose root views take the safe area into their margins), a
            // storyboard's root laid out without a safe area (the old layout guides) has its top
            // and bottom margins at the guides: the bars' heights. 26 views of 10 documents of 7
            // repositories (toolsVersion 13529 to 23504) are stored so, none otherwise, and a
            // conflict goes (thirty-third set 41013, 13196); before Xcode 9 the margins stay at 0
            // (184 of the 232 views of 53 documents that would move are stored so). A xib's
            // top-level views have their safe area, and the margins from it, already.
            if document.kind == .storyboard, !document.laysOutWithSafeArea(model),
               document.toolsMajor >= InterfaceBuilderDocument.xcode9ToolsMajor {
                viewController.layoutGuideMargins = guides
            }
            viewController.view = root
            controllers.append(viewController)
        }
        window.addSubview(root)
        window.engine.solverMemoryLimit = options.solverMemoryLimit
        builder.addOldLayoutGuides(to: root, model: model, top: guides.top, bottom: guides.bottom)
        try builder.activateConstraints(in: root)
        window.layoutIfNeeded()
        keepTolerated(in: root, window: window)
        for (view, id) in builder.ids { ids[ObjectIdentifier(view)] = id }
        for (view, name) in builder.classes { classes[ObjectIdentifier(view)] = name }
        windows.append(window)
        roots.append(Root(view: root, id: model.id, sceneID: scene, viewControllerID: controllerID))
    }
}

extension InterfaceBuilderLayout {
    /// A conflict Xcode calls none (a member absorbs it within half a point) leaves every member
    /// placing its views on the canvas: the one the engine broke stays as a preference just below
    /// required, missed by what the conflict takes, rather than leaving what it placed
    /// undetermined (seventy-fourth set 82036: an image's top pin broken for a `>=` half a point
    /// short left its Y position open; Xcode stores the image at the pin).
    fileprivate func keepTolerated(in root: View, window: View) {
        let tolerated = root.layoutLog.conflicts.filter(Self.isWithinTolerance).map(\.broken)
        guard !tolerated.isEmpty else { return }
        LayoutConstraint.deactivate(tolerated)
        for constraint in tolerated { constraint.priority = Self.toleratedConflictPriority }
        LayoutConstraint.activate(tolerated)
        window.layoutIfNeeded()
    }

    /// Just below required and below the held sizes of ``IBTreeBuilder`` (999.9, 999.8).
    static let toleratedConflictPriority = LayoutPriority(999.5)
}

