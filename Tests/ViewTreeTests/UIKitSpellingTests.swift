import Testing
import ViewTree

/// The UIKit spellings an iOS engineer types first, without the `UI` prefix, through the public
/// `ViewTree` product (no `@testable`): each compiles and does what UIKit's does.
@Suite struct UIKitSpellingTests {
    @Test func aSystemButtonByTypeSizesToItsTitle() {
        let button = Button(type: .system)
        button.setTitle("Follow", for: .normal)
        let plain = Button(name: "follow", title: "Follow")
        #expect(button.intrinsicContentSize == plain.intrinsicContentSize)
        #expect(button.intrinsicContentSize.height == 30)  // a 15 pt title, as Xcode stores it
    }

    @Test func layoutPrioritiesByRawValue() {
        #expect(LayoutPriority(rawValue: 250) == .defaultLow)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.required.rawValue == 1000)
        let constraint = View().widthAnchor.constraint(equalToConstant: 10)
        constraint.priority = LayoutPriority(rawValue: LayoutPriority.defaultHigh.rawValue + 1)
        #expect(constraint.priority == 751)
    }

    @Test func makeKeyAndVisibleShowsTheWindow() {
        let window = Window(screenSize: Size(width: 390, height: 844))
        window.isHidden = true
        window.rootViewController = ViewController()
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.rootViewController?.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aPlainTableByFrameAndStyle() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.rowHeight = TableView.automaticDimension
        #expect(table.style == .plain)
        #expect(table.frame.size == Size(width: 390, height: 844))
    }

    /// UIKit's anchors do not keep their view: a constraint made from a temporary view's anchor
    /// outlives the view, with no item, and can still be changed.
    @Test func aConstraintFromATemporaryViewsAnchorOutlivesTheView() {
        let constraint = View().widthAnchor.constraint(equalToConstant: 10)
        #expect(constraint.firstItem == nil)
        constraint.priority = .defaultHigh
        constraint.constant = 20
        constraint.isActive = true
        #expect(!constraint.isActive)
    }
}

/// Container controllers' stacks and tabs set as UIKit's are, and a controller told when its
/// view's safe area and margins change.
@Suite struct ContainerSettersTests {
    final class Recorder: ViewController {
        var calls: [String] = []
        override func viewSafeAreaInsetsDidChange() { calls.append("safeArea \(view.safeAreaInsets)") }
        override func viewLayoutMarginsDidChange() { calls.append("margins \(view.layoutMargins)") }
    }

    @Test func aControllerHearsOfItsViewsSafeAreaAndMargins() {
        let window = Window(device: .iPhone15)
        let controller = Recorder()
        window.rootViewController = controller
        _ = controller.view.safeAreaLayoutGuide
        window.layoutIfNeeded()
        #expect(controller.calls == ["safeArea {47, 0, 34, 0}", "margins {47, 16, 34, 16}"])
        controller.calls = []
        controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(controller.calls == ["safeArea {57, 0, 34, 0}", "margins {57, 16, 34, 16}"])
    }

    @Test func settingANavigationStackShowsItsTop() {
        let first = ViewController(), second = ViewController(), third = ViewController()
        let navigation = NavigationController(rootViewController: first)
        let window = Window(device: .iPhone15)
        window.rootViewController = navigation
        navigation.viewControllers = [second, third, third]
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === third)
        #expect(first.parent == nil && second.parent === navigation && third.parent === navigation)
        #expect(third.view.superview === navigation.view && first.view.superview == nil)
    }

    @Test func settingTabsSelectsTheFirst() {
        let one = ViewController(), two = ViewController()
        let tabs = TabBarController()
        tabs.viewControllers = [one, two]
        let window = Window(device: .iPhone15)
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(tabs.selectedViewController === one)
        #expect(one.view.superview === tabs.view)
        #expect(one.view.safeAreaInsets.bottom == 34 + TabBarController.tabBarHeight)
    }
}

/// Dynamic Type's default sizes and the semantic colours, as UIKit's light appearance has them.
@Suite struct TextStyleAndColorTests {
    @Test func preferredFontsAtTheDefaultSize() {
        #expect(Font.preferredFont(forTextStyle: .body) == Font(size: 17))
        #expect(Font.preferredFont(forTextStyle: .headline) == Font(size: 17, weight: .semibold))
        #expect(Font.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(Font.preferredFont(forTextStyle: .caption2).pointSize == 11)
        let sizes = Font.TextStyle.allCases.map { Font.preferredFont(forTextStyle: $0).pointSize }
        #expect(sizes == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
    }

    @Test func semanticColorsInTheLightAppearance() {
        #expect(Color.label == .black && Color.systemBackground == .white)
        #expect(Color.secondaryLabel == Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6))
        #expect(Color.systemGroupedBackground == Color.systemGray6)
        #expect(Color.systemRed == Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255))
    }
}
