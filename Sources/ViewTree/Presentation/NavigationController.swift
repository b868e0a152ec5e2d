import Foundation

/// A container that shows one child at a time from a stack (`UINavigationController`).
///
/// viewsim draws no bars: the top controller's view fills the navigation controller's view and
/// resizes with it, and the bar extends its safe area by 44 pt at the top, as UIKit's does. Pushing and popping swap the views at once (there is no navigation
/// transition animation; `animated` is accepted for UIKit's signature and ignored).
open class NavigationController: ViewController {
    /// The height of the navigation bar (44 pt on iPhone), which extends the shown controllers'
    /// safe area at the top while the bar is visible.
    public static let navigationBarHeight: Double = 44

    /// The bar's settings (`UINavigationController.navigationBar`): kept for the app; the room
    /// the bar takes is ``navigationBarHeight`` whatever they say.
    public private(set) lazy var navigationBar = NavigationBar(frame: Rect(x: 0, y: 0, width: 0, height: Self.navigationBarHeight))

    /// Whether the navigation bar is hidden (false by default); the bar is not drawn either way.
    public var isNavigationBarHidden = false {
        didSet { if isNavigationBarHidden != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// The stack, root first; the last one is shown. Setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [ViewController] = []

    /// A navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        push(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The controller on top of the stack (the one shown).
    public var topViewController: ViewController? { viewControllers.last }

    /// Whether a controller pushed above the root asks for the tab bar to be hidden
    /// (``ViewController/hidesBottomBarWhenPushed``).
    var hidesTabBar: Bool { stack.dropFirst().contains { $0.hidesBottomBarWhenPushed } }

    /// The controller presented by the top one, if any, else the top one.
    public var visibleViewController: ViewController? {
        presentedViewController ?? topViewController
    }

    /// Shows the top controller's view once the container's view has loaded.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { show(top) }
    }

    /// Hides or shows the bar (`setNavigationBarHidden(_:animated:)`; not animated here).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Pushes `controller` and shows its view in place of the previous top's (at once).
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === controller }), controller.showingPresentation == nil else { return }
        if let previous = topViewController, isViewLoaded { previous.viewIfLoaded?.removeFromSuperview() }
        push(controller)
        if isViewLoaded { show(controller) }
        controller.didMove(toParent: self)
    }

    /// Pops the top controller (never the root) and shows the one below; returns the popped one.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1, let top = stack.popLast() else { return nil }
        top.willMove(toParent: nil)
        top.viewIfLoaded?.removeFromSuperview()
        top.removeFromParent()
        if isViewLoaded, let next = topViewController { show(next) }
        return top
    }

    /// Replaces the stack (a controller listed twice counts once); the new top is shown.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        if isViewLoaded { topViewController?.viewIfLoaded?.removeFromSuperview() }
        for controller in stack where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        stack = []
        for controller in controllers where !stack.contains(where: { $0 === controller }) {
            if controller.parent !== self {
                addChild(controller)
                controller.didMove(toParent: self)
            }
            stack.append(controller)
        }
        if isViewLoaded, let top = topViewController { show(top) }
    }

    private func push(_ controller: ViewController) {
        addChild(controller)
        stack.append(controller)
    }

    private func show(_ controller: ViewController) {
        // The stack decides whether the tab bar's inset is in the safe area.
        view.setNeedsLayout()
        let childView = controller.view
        childView.frame = view.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(childView)
    }
}
