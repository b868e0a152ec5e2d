import Foundation
import Testing
@testable import ViewTree

/// Records its lifecycle calls, in order.
private final class RecordingController: ViewController {
    var calls: [String] = []
    override func loadView() {
        calls.append("loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
    }
    override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
}

/// Places a subview by hand in `viewDidLayoutSubviews`, as the cart seed's sheet does.
private final class SheetController: ViewController {
    let imageView = ImageView(frame: .zero)
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(imageView)
    }
    override func viewDidLayoutSubviews() {
        imageView.frame = Rect(x: 0, y: 120, width: view.bounds.width, height: view.bounds.height - 120)
    }
}

@Suite struct ViewControllerTests {
    @Test func theViewLoadsLazilyOnceAsLargeAsTheScreen() {
        let controller = RecordingController(name: "first")
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.calls.isEmpty)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(controller.calls == ["loadView", "viewDidLoad"])
        #expect(view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(view.name == "first.view")
    }

    @Test func layoutPassesOfTheViewReachTheController() {
        let controller = RecordingController()
        let window = Window()
        window.rootViewController = controller
        controller.calls.removeAll()
        window.layoutIfNeeded()
        #expect(controller.calls == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        window.layoutIfNeeded()
        #expect(controller.calls.count == 2) // nothing needed layout
    }

    @Test func viewDidLayoutSubviewsPlacesHandLaidOutSubviews() {
        let controller = SheetController()
        let window = Window()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.imageView.frame == Rect(x: 0, y: 120, width: 390, height: 724))
    }

    @Test func theRootViewControllersViewFillsTheWindowBelowOtherViews() {
        let window = Window(screenSize: Size(width: 320, height: 568))
        let overlay = View(name: "overlay")
        window.addSubview(overlay)
        let controller = ViewController()
        window.rootViewController = controller
        #expect(controller.view.frame == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(window.subviews.first === controller.view)
        #expect(controller.view.window === window)
        let next = ViewController()
        window.rootViewController = next
        #expect(controller.view.superview == nil)
        #expect(next.view.superview === window)
    }

    @Test func aControllerLoadedForAnotherScreenUsesItsSize() {
        let window = Window(screenSize: Size(width: 320, height: 568))
        let root = ViewController()
        window.rootViewController = root
        let child = ViewController()
        root.addChild(child)
        #expect(child.screenBounds == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(child.view.frame.size == Size(width: 320, height: 568))
    }

    @Test func containmentKeepsParentsAndChildrenInStep() {
        let parent = ViewController(name: "parent")
        let child = ViewController(name: "child")
        parent.addChild(child)
        #expect(child.parent === parent)
        #expect(parent.children.count == 1)
        parent.addChild(parent) // ignored: a controller cannot contain itself
        child.addChild(parent)  // ignored: nor an ancestor
        #expect(parent.parent == nil)
        #expect(child.children.isEmpty)
        child.removeFromParent()
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test func aNavigationControllerShowsItsTopControllerFillingItsView() {
        let grid = ViewController(name: "grid")
        let navigation = NavigationController(rootViewController: grid)
        let window = Window()
        window.rootViewController = navigation
        #expect(navigation.topViewController === grid)
        #expect(grid.navigationController === navigation)
        #expect(grid.view.superview === navigation.view)
        #expect(grid.view.frame == window.bounds)
        let detail = ViewController(name: "detail")
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.topViewController === detail)
        #expect(grid.view.superview == nil)
        #expect(detail.view.superview === navigation.view)
        #expect(navigation.popViewController(animated: false) === detail)
        #expect(navigation.popViewController(animated: false) == nil) // never the root
        #expect(grid.view.superview === navigation.view)
        #expect(detail.parent == nil)
    }

    @Test func aCollectionViewControllersViewIsItsCollectionViewFedByIt() {
        let layout = FlowLayout()
        let controller = CollectionViewController(collectionViewLayout: layout)
        let collectionView: CollectionView = controller.collectionView
        #expect(controller.view === collectionView)
        #expect(collectionView.dataSource === controller)
        #expect(collectionView.delegate === controller)
        #expect(collectionView.collectionViewLayout === layout)
        #expect(collectionView.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(collectionView.numberOfItems(inSection: 0) == 0)
    }
}

/// Records UIKit's containment callbacks in order.
private final class MovingController: ViewController {
    var moves: [String] = []
    let label: String
    init(_ label: String) {
        self.label = label
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        moves.append("will " + (parent.map { ($0 as? MovingController)?.label ?? String(describing: type(of: $0)) } ?? "nil"))
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        moves.append("did " + (parent.map { ($0 as? MovingController)?.label ?? String(describing: type(of: $0)) } ?? "nil"))
    }
}

/// `willMove(toParent:)` and `didMove(toParent:)` as UIKit calls them: `addChild` calls the
/// first, the container the second once the view is placed; the container calls the first with
/// nil before `removeFromParent()`, which calls the second with nil. Navigation and tab bar
/// controllers and storyboard embed segues follow the same rule.
@Suite struct ContainmentCallbackTests {
    @Test func aCustomContainerFollowsUIKitsOrder() {
        let parent = MovingController("parent"), child = MovingController("child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.moves == ["will parent", "did parent", "will nil", "did nil"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func navigationAndTabBarControllersCallBoth() {
        let root = MovingController("root"), pushed = MovingController("pushed")
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(pushed, animated: false)
        navigation.popViewController(animated: false)
        #expect(root.moves == ["will NavigationController", "did NavigationController"])
        #expect(pushed.moves == ["will NavigationController", "did NavigationController", "will nil", "did nil"])
        let first = MovingController("first"), second = MovingController("second")
        let tabs = TabBarController()
        tabs.setViewControllers([first, second], animated: false)
        tabs.setViewControllers([second], animated: false)
        #expect(first.moves == ["will TabBarController", "did TabBarController", "will nil", "did nil"])
        #expect(second.moves == ["will TabBarController", "did TabBarController"])  // stayed: no callbacks
        #expect(tabs.children.count == 1 && second.parent === tabs && first.parent == nil)
    }
}
