import Foundation

/// Manages one screenful of views (`UIViewController`): it loads its root ``view`` lazily,
/// hears about the view's layout, contains child controllers, and presents other controllers
/// modally (see `ViewController+Presentation.swift`).
///
/// The view is created the first time ``view`` is read: ``loadView()`` makes it (a plain view as
/// large as the screen by default), then ``viewDidLoad()`` runs once. Every layout pass that lays
/// the view out calls ``viewWillLayoutSubviews()`` before its `layoutSubviews()` and
/// ``viewDidLayoutSubviews()`` after it, as UIKit does.
open class ViewController: Responder {
    /// A name for dumps and messages (e.g. `"grid"`); the type name is used when it is nil.
    public var name: String?
    /// The title a navigation or tab bar shows for the controller (`UIViewController.title`);
    /// setting it sets ``navigationItem``'s title too.
    public var title: String? {
        didSet { navigationItem.title = title }
    }
    /// What a navigation bar shows for the controller (`UIViewController.navigationItem`).
    public private(set) lazy var navigationItem = NavigationItem(title: title)
    /// The storyboard the controller was instantiated from, if any (`UIViewController.storyboard`).
    public internal(set) var storyboard: Storyboard?
    /// The controller's IB id in ``storyboard``.
    var storyboardObjectID: String?

    private var loadedView: View?
    private var isLoadingView = false
    /// The screen size given by the window that shows the controller (see ``screenBounds``).
    var assignedScreenSize: Size?
    /// The leading and trailing margin of the root view whatever its width (iOS 8's 16 pt, for
    /// documents of Xcode 6); `nil`: UIKit's 16 pt, or 20 pt from 414 pt wide.
    var fixedSideMargin: Double?
    /// The top and bottom margins of the root view, where they do not come from its safe area:
    /// the lengths of the old top and bottom layout guides on Xcode's canvas, from Xcode 9, for a
    /// document that does not use safe areas; `nil`: UIKit's 0 pt.
    var layoutGuideMargins: (top: Double, bottom: Double)?

    /// Insets added to the safe area of the controller's view (`additionalSafeAreaInsets`), e.g.
    /// for a custom bar the controller draws itself.
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// Whether the tab bar is hidden while the controller is on a navigation stack above its root
    /// (`hidesBottomBarWhenPushed`): pushed inside a tab bar controller, it and what is pushed
    /// above it are shown without the bar, whose inset leaves the safe area, until it is popped.
    public var hidesBottomBarWhenPushed = false

    /// How the controller is shown when it is presented (full screen by default, as UIKit before
    /// iOS 13 and as the seeds expect).
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// How a presentation without a transitioning delegate animates (`modalTransitionStyle`):
    /// kept for the app; the default animation slides up whatever it says.
    public var modalTransitionStyle = ModalTransitionStyle.coverVertical

    /// `UIModalTransitionStyle`.
    public enum ModalTransitionStyle: Sendable {
        /// The styles UIKit offers.
        case coverVertical, flipHorizontal, crossDissolve, partialCurl
    }

    /// The object that provides the animators for presenting and dismissing this controller
    /// (weak, as in UIKit); without one, or when it returns nil, the default slide-up animation
    /// runs (see ``CoverVerticalTransitionAnimator``).
    public weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?

    /// The parent in a containment hierarchy (e.g. a ``NavigationController``), if any.
    public private(set) weak var parent: ViewController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []

    /// The controller this one presents (as the presenter), while the presentation lasts. The
    /// only owning link between the two, as in UIKit: the presenter keeps what it presents alive.
    var presentedController: ViewController?
    /// The modal presentation this controller makes (as the presenter), while it lasts: the one
    /// its presented controller owns.
    var hostedPresentation: ModalPresentation? { presentedController?.showingPresentation }
    /// The modal presentation that shows this controller (as the presented one), while it lasts.
    /// Owned here, as UIKit's presented controller owns its presentation controller; the
    /// presentation refers back to both controllers without owning them.
    var showingPresentation: ModalPresentation?
    /// The presentation log of a controller outside any window.
    lazy var ownPresentationLog = PresentationLog()

    /// The name of the nib the controller was created with (`init(nibName:bundle:)`), if any.
    public let nibName: String?
    /// The bundle the controller was created with, if any.
    public let nibBundle: Bundle?

    /// Creates a controller; its view is not loaded yet. UIKit's designated initialiser: the
    /// name and bundle are kept (``nibName``, ``nibBundle``), but ``loadView()`` does not read
    /// them, since viewsim loads nibs through ``Nib`` from their XML.
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        self.nibBundle = bundle
        super.init()
    }

    /// Creates a controller without a nib, as UIKit's `UIViewController()`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// See ``View/init(coder:)``: viewsim decodes no archives, so this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a named controller.
    public convenience init(name: String) {
        self.init()
        self.name = name
    }

    /// The traits of the controller's view changed (see `View.traitCollectionDidChange(_:)`).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: - The view

    /// The root view, loaded on first access (``loadView()`` then ``viewDidLoad()``).
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadViewIfNeeded()
            return loadedView!
        }
        set { install(newValue) }
    }

    /// The superview of the controller's view (UIKit's next responder after a controller).
    open override var next: Responder? { viewIfLoaded?.superview }

    /// The root view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil { install(View(frame: screenBounds)) }
        viewDidLoad()
    }

    /// Creates the root view and assigns it to ``view``. The default creates a plain view as large
    /// as the screen (``screenBounds``); override to make another kind of view, without calling
    /// `super`.
    open func loadView() {
        view = View(frame: screenBounds)
    }

    /// Called once, after the view was loaded. Override to set it up (call `super`).
    open func viewDidLoad() {}

    /// The interface style the controller's view and its subviews use whatever their window's
    /// (`overrideUserInterfaceStyle`; `.unspecified` inherits it).
    public var overrideUserInterfaceStyle = TraitCollection.UserInterfaceStyle.unspecified {
        didSet {
            guard let view = viewIfLoaded, view.overrideUserInterfaceStyle == .unspecified else { return }
            var previous = view.traitCollection
            previous.userInterfaceStyle = oldValue != .unspecified ? oldValue
                : view.superview.map { $0.userInterfaceStyle(withOwnOverride: $0.overrideUserInterfaceStyle) } ?? .unspecified
            view.traitsDidChange(from: previous)
        }
    }

    /// How the status bar's content should look over this controller (`preferredStatusBarStyle`).
    /// A headless run draws no status bar: the value is kept for the app.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether the status bar should be hidden (`prefersStatusBarHidden`; kept for the app).
    open var prefersStatusBarHidden: Bool { false }
    /// Asks for the status bar to follow the two properties above (no status bar is drawn here).
    public func setNeedsStatusBarAppearanceUpdate() {}

    /// Called on a controller loaded from a storyboard once every object of the scene is built
    /// and every outlet is set, as UIKit's `awakeFromNib()` (call `super`).
    open func awakeFromNib() {}

    /// Called at the start of each layout pass of the view, before its `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}

    /// Called in each layout pass of the view, after its `layoutSubviews()`; subviews placed by
    /// hand are positioned here, as the seeds do.
    open func viewDidLayoutSubviews() {}

    /// Called when the safe-area insets of the controller's view changed (after the view's own
    /// `safeAreaInsetsDidChange()`), as UIKit does.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the layout margins of the controller's view changed (after the view's own
    /// `layoutMarginsDidChange()`), as UIKit does.
    open func viewLayoutMarginsDidChange() {}

    // Appearance: called as the controller's view enters a window (will, then did, once it is
    // in) and leaves one. viewsim calls both of a pair around the move itself, not around a
    // transition's animation, and always with `animated` false.

    /// The view is about to enter a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view entered a window.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left its window.
    open func viewDidDisappear(_ animated: Bool) {}

    private func install(_ newView: View) {
        if let old = loadedView, old !== newView, old.owningViewController === self {
            old.owningViewController = nil
        }
        if newView.name == nil { newView.name = defaultViewName }
        newView.owningViewController = self
        loadedView = newView
    }

    private var defaultViewName: String {
        (name ?? typeName) + ".view"
    }

    /// The controller's dynamic type name, e.g. `PhotoBrowserViewController`.
    public var typeName: String { String(describing: type(of: self)) }

    /// A short description for messages: the name, or the type name.
    public var displayName: String { name ?? typeName }

    /// The bounds of the screen the controller shows on (`UIScreen.main.bounds`): the screen of
    /// the window it is shown in, or of its parent or presenter, else the default screen.
    public var screenBounds: Rect {
        Rect(origin: .zero, size: screenSize)
    }

    private var screenSize: Size {
        if let assignedScreenSize { return assignedScreenSize }
        if let window = loadedView?.window { return window.screenSize }
        if let parent { return parent.screenSize }
        if let presenter = showingPresentation?.presenting { return presenter.screenSize }
        return Window.defaultScreenSize
    }

    // MARK: - Containment

    /// Adds a child controller (removing it from its previous parent), calling its
    /// ``willMove(toParent:)`` first, as UIKit does. The child's view is not added to the view
    /// tree: the container places it and then calls the child's ``didMove(toParent:)`` (as
    /// UIKit requires).
    public func addChild(_ child: ViewController) {
        guard child !== self, !isDescendant(of: child) else { return }
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent (its view stays where it is) and calls its
    /// ``didMove(toParent:)`` with nil, as UIKit does; the container calls
    /// ``willMove(toParent:)`` with nil first.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller moves to a container (`parent`) or out of one (nil). Does
    /// nothing by default; overrides call `super`.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller moved into a container (`parent`, once its view is placed)
    /// or out of one (nil). Does nothing by default; overrides call `super`.
    open func didMove(toParent parent: ViewController?) {}

    /// Whether the controller is `other` or is contained in it (through parents).
    public func isDescendant(of other: ViewController) -> Bool {
        var current: ViewController? = self
        while let controller = current {
            if controller === other { return true }
            current = controller.parent
        }
        return false
    }

    /// The nearest ancestor (or itself) that is a navigation controller's child, as its navigation
    /// controller.
    public var navigationController: NavigationController? { nearestAncestor(of: NavigationController.self) }

    /// The nearest ancestor (through parents, not itself) of a controller class.
    func nearestAncestor<Container: ViewController>(of _: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parent
        }
        return nil
    }

    /// The topmost controller of the containment hierarchy (itself when it has no parent): the one
    /// that presents and is presented on behalf of its descendants.
    var containmentRoot: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }
}

/// How a status bar's content looks (`UIStatusBarStyle`).
public enum StatusBarStyle: Sendable {
    /// Dark or light, following the interface style.
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent
}
