import Foundation

/// A container that shows one of several children, chosen by a tab bar (`UITabBarController`).
///
/// As with ``NavigationController``, viewsim draws no bar: the selected child's view fills the
/// container's view and resizes with it, and the bar extends the child's safe area by 49 pt at
/// the bottom (above the home indicator's inset), as UIKit's does.
open class TabBarController: ViewController {
    /// The height of the tab bar on iPhone, above the home indicator.
    public static let tabBarHeight: Double = 49

    /// The children, one per tab, in tab order. Setting them is
    /// ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [ViewController] {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    private var tabs: [ViewController] = []

    /// Whether the tab bar is hidden (false by default); the bar is not drawn either way.
    public var isTabBarHidden = false {
        didSet { if isTabBarHidden != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// A tab bar controller with no tabs yet.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Sets the tabs (the first is selected); the previous tabs that are not among them leave.
    /// Only controllers that arrive or leave hear `willMove`/`didMove(toParent:)`, as in UIKit.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        selectedViewController?.viewIfLoaded?.removeFromSuperview()
        for controller in tabs where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        tabs = controllers
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        selectedIndex = controllers.isEmpty ? 0 : min(selectedIndex, controllers.count - 1)
        if isViewLoaded { showSelected() }
    }

    /// The index of the shown tab (0 by default; indices out of range are ignored).
    public var selectedIndex = 0 {
        didSet {
            guard selectedIndex != oldValue else { return }
            guard viewControllers.indices.contains(selectedIndex) else { selectedIndex = oldValue; return }
            if viewControllers.indices.contains(oldValue) { viewControllers[oldValue].viewIfLoaded?.removeFromSuperview() }
            if isViewLoaded { showSelected() }
        }
    }

    /// The shown child.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// Shows the selected child once the container's view has loaded.
    open override func viewDidLoad() {
        super.viewDidLoad()
        showSelected()
    }

    private func showSelected() {
        guard let controller = selectedViewController else { return }
        let childView = controller.view
        childView.frame = view.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(childView)
    }
}

extension ViewController {
    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: TabBarController? { nearestAncestor(of: TabBarController.self) }
}
