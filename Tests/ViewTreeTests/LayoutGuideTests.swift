import Testing
@testable import ViewTree

/// A controller's root view shown in a window for a device, laid out.
@MainActor
private func shownController(on device: Device, build: (View) -> Void = { _ in }) -> (Window, ViewController) {
    let window = Window(device: device)
    let controller = ViewController(name: "screen")
    window.rootViewController = controller
    build(controller.view)
    window.layoutIfNeeded()
    return (window, controller)
}

/// A subview positioned by constraints.
private func constrained(_ name: String, in parent: View) -> View {
    let view = View(name: name)
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

@MainActor
@Suite struct LayoutGuideTests {
    @Test func aGuideBetweenTwoViewsTakesTheGapAndReportsItsFrameInTheOwningView() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let left = constrained("left", in: root), right = constrained("right", in: root)
        let gap = LayoutGuide(identifier: "gap")
        root.addLayoutGuide(gap)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            left.widthAnchor.constraint(equalToConstant: 50),
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 20),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 40),
            gap.topAnchor.constraint(equalTo: root.topAnchor, constant: 5), gap.heightAnchor.constraint(equalToConstant: 1),
            right.widthAnchor.constraint(equalToConstant: 30),
            right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(right.frame == Rect(x: 100, y: 0, width: 30, height: 20))
        #expect(gap.layoutFrame == Rect(x: 60, y: 5, width: 40, height: 1))
        #expect(gap.owningView === root)
        #expect(root.layoutGuides.count == 1)
        #expect(root.subviews.count == 2, "a guide is no subview")
        let firstItem = root.constraints.first { $0.description.hasPrefix("gap.leading") }?.firstItem
        #expect(firstItem === gap, "a constraint names the guide, not its stand-in")
    }

    @Test func removingAGuideDeactivatesTheConstraintsThatMentionIt() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let width = guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        width.isActive = true
        root.removeLayoutGuide(guide)
        #expect(!width.isActive)
        #expect(guide.owningView == nil)
        #expect(root.layoutGuides.isEmpty)
    }

    @Test func aRootViewOnEachDeviceHasTheDevicesSafeAreaAndSystemMargins() {
        // (device, safe-area top, bottom, side margin): the insets UIKit reports on iOS 16+, the
        // margins of a controller's root view (16 pt, 20 pt from 414 pt wide).
        let cases: [(Device, Double, Double, Double)] = [
            (.iPhoneSE3, 20, 0, 16), (.iPhone13Mini, 50, 34, 16), (.iPhone15, 47, 34, 16), (.iPhone15Pro, 59, 34, 16),
            (.iPhone11, 48, 34, 20), (.iPhone15ProMax, 59, 34, 20), (.iPad10, 24, 20, 20),
        ]
        for (device, top, bottom, side) in cases {
            let (window, controller) = shownController(on: device)
            let view = controller.view
            #expect(window.bounds.size == device.screenSize)
            #expect(view.safeAreaInsets == EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), "\(device)")
            #expect(view.layoutMargins == EdgeInsets(top: top, left: side, bottom: bottom, right: side), "\(device)")
            #expect(view.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: device.screenSize.width,
                                                                  height: device.screenSize.height).inset(by: view.safeAreaInsets))
        }
    }

    @Test func contentPinnedToTheSafeAreaAndMarginsGuidesSitsInsideThem() {
        var card: View!
        var title: View!
        let (window, _) = shownController(on: .iPhone15) { root in
            card = constrained("card", in: root)
            title = constrained("title", in: card)
            LayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                card.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                // A plain view's margins are 8 pt.
                title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                title.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
                title.heightAnchor.constraint(equalToConstant: 21),
            ])
        }
        #expect(card.frame == Rect(x: 16, y: 47, width: 358, height: 763))
        #expect(title.frame == Rect(x: 8, y: 8, width: 342, height: 21))
        withExtendedLifetime(window) {}
    }

    @Test func marginAttributesAreTheMarginsGuidesEdges() {
        var label: View!
        let (window, controller) = shownController(on: .iPhone15) { root in
            label = constrained("label", in: root)
            LayoutConstraint.activate([
                LayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: root,
                                 attribute: .leadingMargin, constant: 4),
                LayoutConstraint(item: label, attribute: .top, relatedBy: .equal, toItem: root,
                                 attribute: .topMargin),
                LayoutConstraint(item: label, attribute: .centerX, relatedBy: .equal, toItem: root,
                                 attribute: .centerXWithinMargins),
                label.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        #expect(label.frame == Rect(x: 20, y: 47, width: 350, height: 10))
        #expect(LayoutAttribute.trailingMargin.axis == .horizontal && LayoutAttribute.bottomMargin.axis == .vertical)
        #expect(controller.view.constraints.contains { $0.identifier == "UIView-margin-guide-left" })
        withExtendedLifetime(window) {}
    }

    @Test func aSubviewsSafeAreaIsTheWindowsSafeRectClippedToIt() {
        var header: View!, middle: View!
        let (window, _) = shownController(on: .iPhone15) { root in
            header = View(name: "header", frame: Rect(x: 0, y: 20, width: 390, height: 100))
            middle = View(name: "middle", frame: Rect(x: 10, y: 300, width: 100, height: 100))
            root.addSubview(header)
            root.addSubview(middle)
        }
        #expect(header.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        // A plain view's margins: 8 pt plus its safe area (insetsLayoutMarginsFromSafeArea), or not.
        #expect(header.layoutMargins == EdgeInsets(top: 35, left: 8, bottom: 8, right: 8))
        header.insetsLayoutMarginsFromSafeArea = false
        #expect(header.layoutMargins == EdgeInsets(all: 8))
        withExtendedLifetime(window) {}
    }

    @Test func aNavigationBarAndAdditionalInsetsExtendTheSafeArea() {
        let window = Window(device: .iPhone15)
        let content = ViewController(name: "content")
        let navigation = NavigationController(rootViewController: content)
        window.rootViewController = navigation
        let pinned = constrained("pinned", in: content.view)
        LayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.top == 47 + 44)
        #expect(pinned.frame.minY == 91)
        content.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(pinned.frame.minY == 101)
        navigation.isNavigationBarHidden = true
        window.layoutIfNeeded()
        #expect(pinned.frame.minY == 57)
    }

    @Test func preservedSuperviewMarginsReachIntoTheSubview() {
        let parent = View(name: "parent", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        parent.layoutMargins = EdgeInsets(all: 30)
        let child = View(name: "child", frame: Rect(x: 10, y: 100, width: 280, height: 100))
        parent.addSubview(child)
        #expect(child.layoutMargins == EdgeInsets(all: 8))
        child.preservesSuperviewLayoutMargins = true
        // 30 minus the 10 pt distance from each side edge; top and bottom are far inside.
        #expect(child.layoutMargins == EdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
        #expect(child.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20))
    }

    /// A view past its superview's edge inherits that edge's margin and no more: counting the
    /// overhang would widen the margin as the view grows, a layout with no fixed point (eightieth
    /// set 88005: a stack pinned by its trailing margin to the safe area's edge, stored 16 pt past
    /// its 375 pt superview, whose margin is 16).
    @Test func anOverhangingViewInheritsItsSuperviewsMarginAndNoMore() {
        let parent = View(name: "parent", frame: Rect(x: 0, y: 0, width: 375, height: 300))
        parent.layoutMargins = EdgeInsets(all: 16)
        let child = View(name: "child", frame: Rect(x: -10, y: 100, width: 401, height: 100))
        parent.addSubview(child)
        child.preservesSuperviewLayoutMargins = true
        #expect(child.layoutMargins == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    }

    @Test func changingMarginsMovesTheGuideAtTheNextLayout() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let box = constrained("box", in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 8, y: 8, width: 184, height: 184))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 2, y: 1, width: 194, height: 196))
    }

    @Test func safeAreaChangesAreReportedOnce() {
        final class Watcher: View {
            var reports: [EdgeInsets] = []
            override func safeAreaInsetsDidChange() { reports.append(safeAreaInsets) }
        }
        let window = Window(device: .iPhone15Pro)
        let watcher = Watcher(name: "watcher", frame: Rect(x: 0, y: 0, width: 393, height: 100))
        window.addSubview(watcher)
        _ = watcher.safeAreaLayoutGuide
        window.layoutIfNeeded()
        watcher.frame = Rect(x: 0, y: 30, width: 393, height: 100)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(watcher.reports == [EdgeInsets(top: 59, left: 0, bottom: 0, right: 0),
                                    EdgeInsets(top: 29, left: 0, bottom: 0, right: 0)])
    }

    @Test func theReadableContentGuideIsAtMost672WideAndCentred() {
        let (window, controller) = shownController(on: .iPad10)
        let guide = controller.view.readableContentGuide
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 74, y: 24, width: 672, height: 1136))
        let (phoneWindow, phone) = shownController(on: .iPhone15)
        let phoneGuide = phone.view.readableContentGuide
        phoneWindow.layoutIfNeeded()
        #expect(phoneGuide.layoutFrame == Rect(x: 16, y: 47, width: 358, height: 763))
    }

    /// A view whose margins follow the readable width has at least a controller's root view's
    /// side margins for its width (16 pt, 20 from 414 pt wide) and at most 672 pt between them.
    @Test(arguments: [(375.0, 16.0), (414.0, 20.0), (1024.0, 176.0)])
    func marginsThatFollowTheReadableWidthWiden(width: Double, side: Double) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: width, height: 100))
        #expect(root.layoutMargins.left == 8)
        root.layoutMarginsFollowReadableWidth = true
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: side, bottom: 8, right: side))
    }

    @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let a = constrained("a", in: root), b = constrained("b", in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.origin == Point(x: 26, y: 18))
    }
}

@MainActor
@Suite struct ScrollViewLayoutGuideTests {
    @Test func constraintsToTheContentLayoutGuideSetTheContentSize() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scrollView.name = "scroll"
        root.addSubview(scrollView)
        let column = View(name: "column")
        column.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(column)
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            column.topAnchor.constraint(equalTo: content.topAnchor),
            column.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            column.widthAnchor.constraint(equalTo: frame.widthAnchor),
            column.heightAnchor.constraint(equalToConstant: 1200),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == Size(width: 320, height: 1200))
        #expect(column.frame == Rect(x: 0, y: 0, width: 320, height: 1200))
        #expect(content.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 1200))
    }

    /// Constraints between a scroll view's edges or margins and a view inside it attach to the
    /// content area, its width, height and centres to the frame (Apple's Auto Layout Guide,
    /// "Working with Scroll Views"): a 1,000 x 2,000 box pinned 10 pt inside the edges makes the
    /// content 1,020 x 2,020; pinned to the margins (8 pt), 1,036 x 2,036; centred, it sets none.
    @Test(arguments: [(LayoutAttribute.leading, LayoutAttribute.top, 1020.0, 2020.0, 10.0),
                      (.leadingMargin, .topMargin, 1036, 2036, 18)])
    func constraintsToAScrollViewsEdgesAttachToItsContent(leading: LayoutAttribute, top: LayoutAttribute,
                                                          width: Double, height: Double, origin: Double) {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(box)
        let trailing: LayoutAttribute = leading == .leading ? .trailing : .trailingMargin
        let bottom: LayoutAttribute = top == .top ? .bottom : .bottomMargin
        LayoutConstraint.activate([
            LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: scrollView, attribute: leading, multiplier: 1, constant: 10),
            LayoutConstraint(item: scrollView, attribute: trailing, relatedBy: .equal, toItem: box, attribute: .trailing, multiplier: 1, constant: 10),
            LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: scrollView, attribute: top, multiplier: 1, constant: 10),
            LayoutConstraint(item: scrollView, attribute: bottom, relatedBy: .equal, toItem: box, attribute: .bottom, multiplier: 1, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 1000), box.heightAnchor.constraint(equalToConstant: 2000),
        ])
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == Size(width: width, height: height))
        #expect(box.frame == Rect(x: origin, y: origin, width: 1000, height: 2000))
        #expect(scrollView.layoutLog.entries.isEmpty, "nothing broken")

        let centred = View(name: "centred")
        centred.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(centred)
        LayoutConstraint.activate([
            centred.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            centred.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: -20),
            centred.topAnchor.constraint(equalTo: box.bottomAnchor), centred.heightAnchor.constraint(equalToConstant: 10),
        ])
        scrollView.layoutIfNeeded()
        #expect(centred.frame == Rect(x: 10, y: origin + 2000, width: 300, height: 10), "the frame's centre and width")
    }

    @Test func aViewPinnedToTheFrameLayoutGuideStaysPutWhileTheContentScrolls() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = Size(width: 320, height: 2000)
        let badge = View(name: "badge")
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        scrollView.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 270, y: 10, width: 40, height: 20))
        scrollView.contentOffset = Point(x: 0, y: 300)
        scrollView.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 270, y: 310, width: 40, height: 20), "in content coordinates: on screen it has not moved")
        #expect(scrollView.contentSize == Size(width: 320, height: 2000), "no guide constraint sets the content size")
    }

    @Test func aContentSizeSetByHandMovesAnUnconstrainedContentGuide() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let guide = scrollView.contentLayoutGuide
        scrollView.layoutIfNeeded()
        scrollView.contentSize = Size(width: 500, height: 900)
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == Size(width: 500, height: 900))
        #expect(guide.layoutFrame == Rect(x: 0, y: 0, width: 500, height: 900))
    }

    @Test func aFrameGuideMadeWhileScrolledFollowsTheScrollBackToTheTop() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        scrollView.contentSize = Size(width: 300, height: 2000)
        scrollView.contentOffset = Point(x: 0, y: 200)
        scrollView.layoutIfNeeded()
        let frame = scrollView.frameLayoutGuide  // made now: where its pins put it, before any pass
        #expect(frame.layoutFrame == Rect(x: 0, y: 200, width: 300, height: 300))
        scrollView.contentOffset = .zero
        scrollView.layoutIfNeeded()
        #expect(frame.layoutFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    }
}

@MainActor
@Suite struct ContainerBarSafeAreaTests {
    @Test func aTabBarAndANavigationBarInsideItEachExtendTheSafeAreaOnce() {
        let window = Window(device: .iPhone15)
        let content = ViewController(name: "content")
        let navigation = NavigationController(rootViewController: content)
        let other = ViewController(name: "other")
        let tabs = TabBarController(name: "tabs")
        tabs.setViewControllers([navigation, other], animated: false)
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets == EdgeInsets(top: 47 + 44, left: 0, bottom: 34 + 49, right: 0))
        #expect(content.tabBarController === tabs)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(other.view.superview === tabs.view && content.view.window == nil)
        #expect(other.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        tabs.isTabBarHidden = true
        #expect(other.view.safeAreaInsets.bottom == 34)
    }

    /// A controller pushed with `hidesBottomBarWhenPushed` is shown without the tab bar, and so is
    /// what is pushed above it; popped, the bar's inset comes back. On the root it does nothing.
    @Test func aControllerPushedWithHidesBottomBarWhenPushedLeavesTheTabBarOut() {
        let window = Window(device: .iPhone15)
        let root = ViewController(name: "root")
        root.hidesBottomBarWhenPushed = true
        let navigation = NavigationController(rootViewController: root)
        let tabs = TabBarController(name: "tabs")
        tabs.setViewControllers([navigation], animated: false)
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.bottom == 34 + 49)
        let detail = ViewController(name: "detail")
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(detail.view.safeAreaInsets == EdgeInsets(top: 47 + 44, left: 0, bottom: 34, right: 0))
        let more = ViewController(name: "more")
        navigation.pushViewController(more, animated: false)
        window.layoutIfNeeded()
        #expect(more.view.safeAreaInsets.bottom == 34)
        navigation.popViewController(animated: false)
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.bottom == 34 + 49)
    }
}

@MainActor
@Suite struct GuideDumpTests {
    @Test func theJSONDumpShowsMarginsInUseAndNonZeroSafeAreasOnly() {
        let window = Window(device: .iPhone15)
        let controller = ViewController(name: "screen")
        window.rootViewController = controller
        let plain = View(name: "plain", frame: Rect(x: 0, y: 300, width: 100, height: 100))
        controller.view.addSubview(plain)
        _ = controller.view.layoutMarginsGuide
        window.layoutIfNeeded()
        let json = ViewDump.json(of: window)
        #expect(json.contains("\"layoutMargins\": {\"top\": 47, \"left\": 16, \"bottom\": 34, \"right\": 16}"))
        #expect(json.components(separatedBy: "\"layoutMargins\"").count == 2, "only the root view uses its margins")
        #expect(json.components(separatedBy: "\"safeAreaInsets\": {\"top\": 47").count == 3, "window and root view")
        #expect(!ViewDump.json(of: View(name: "bare", frame: .zero)).contains("safeAreaInsets"))
    }
}
