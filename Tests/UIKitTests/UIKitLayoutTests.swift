import Testing
import UIKit
import ViewTree

// UIKit-style files (AppCode/, which import only UIKit) laid out, with the frames UIKit's rules
// give. The window, the clock and the gestures come from ViewTree, as a test harness would.

/// Shows `controller` as the root of a window of `device`, laid out.
private func show(_ controller: UIViewController, on device: Device = .iPhone15) -> UIWindow {
    let window = UIWindow(device: device)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

// Serialized: the key window and `UIScreen.main` are one global, as in UIKit.
/// Drags `scrollView` horizontally by `distance` over ten ticks, lifts the finger with
/// `fingerVelocity` (points per millisecond), and lets it come to rest.
private func fling(_ scrollView: UIScrollView, on clock: SimulationClock, by distance: CGFloat, fingerVelocity: CGFloat) {
    scrollView.beginDragging()
    for _ in 0..<10 {
        clock.advance()
        scrollView.drag(by: Vector(dx: distance / 10, dy: 0))
    }
    scrollView.endDragging(fingerVelocity: Vector(dx: fingerVelocity, dy: 0))
    var ticks = 0
    while scrollView.isDecelerating && ticks < 2000 {
        clock.advance()
        ticks += 1
    }
}

@Suite(.serialized) struct UIKitLayoutTests {
    @Test func aProfileHeaderPinsItsAvatarAndCentresItsText() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
        header.configure(name: "Salon Élan", bio: "Cuts and colour since 1998")
        header.layoutIfNeeded()
        #expect(header.avatarView.frame == CGRect(x: 16, y: 16, width: 64, height: 64))
        let text = header.nameLabel.superview!
        #expect(text.frame.minX == 92)  // 16 + 64 + 12
        #expect(text.frame.maxX == 359)  // 375 - 16
        #expect(text.frame.midY == header.avatarView.frame.midY)
        #expect(header.bioLabel.frame.minY == header.nameLabel.frame.maxY + 4)
    }

    /// A filled `UIButton.Configuration` button: its title (17 pt, in the screen's pixels, measured
    /// again when the bar joins the 3x window) inside its 10 and 20 pt content insets, at the bar's
    /// trailing margin (8 pt, a plain view's); a tap runs its primary action.
    @Test func aConfiguredButtonSitsInItsInsetsAndRunsItsPrimaryAction() {
        let bar = CheckoutBarView(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
        let window = UIWindow(device: .iPhone15)
        window.addSubview(bar)
        bar.layoutIfNeeded()
        let button = bar.checkoutButton!
        let title = TextMetrics.size(of: "Checkout", font: Font(size: 17), scale: 3)
        #expect(abs(button.frame.width - (title.width + 40)) < 1e-9)
        #expect(abs(button.frame.height - (61.0 / 3 + 20)) < 1e-9)
        #expect(abs(button.frame.maxX - (375 - 8)) < 1e-9 && abs(button.frame.midY - 30) < 1e-9)
        #expect(button.configuration?.title == "Checkout" && button.configuration?.style == .filled)
        button.tap()
        #expect(bar.checkouts == 1)
    }

    @Test func theSeedCellFollowsItsStateConstants() {
        let cell = SalonCell(frame: CGRect(x: 0, y: 0, width: 150, height: 100))
        cell.configure(with: "Élan")
        cell.layoutIfNeeded()
        #expect(cell.containerView.frame == CGRect(x: 20, y: 20, width: 110, height: 60))
        #expect(cell.salonNameLabel.frame.minX == 8)
        cell.state = .expanded
        #expect(cell.containerView.frame == CGRect(x: 0, y: 10, width: 150, height: 80))
        #expect(cell.salonNameLabel.frame.minX == 16)
        cell.prepareForReuse()
        #expect(cell.containerView.frame == CGRect(x: 20, y: 20, width: 110, height: 60))
    }

    @Test func theSeedSelectorSnapsACellToTheCentre() {
        let controller = SalonSelectorViewController()
        let window = show(controller)
        let clock = SimulationClock()
        window.clock = clock
        let collectionView = controller.collectionView!
        // Insets of (390 - 150) / 2 centre the first cell; cells follow every 150 points.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.midX == 195)
        fling(collectionView, on: clock, by: -230, fingerVelocity: -0.4)
        #expect(controller.willEndDraggingCalls == 1)
        let offset = collectionView.contentOffset.x
        #expect(offset > 0)
        #expect(offset.truncatingRemainder(dividingBy: 150) == 0, "rests at \(offset)")
    }

    @Test func aTableAsksItsDelegateForCGFloatRowHeights() {
        let controller = MessagesViewController()
        let window = show(controller)
        let table = controller.tableView
        #expect(controller.heightRequests >= 4)
        // The safe area of an iPhone 15 starts 47 points down.
        #expect(table.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 56, width: 390, height: 56))
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 88)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell
        #expect(abs((cell?.bubbleView.frame.maxX ?? 0) - 374) < 1e-9)  // 390 - 16 (the label inside measures in thirds of a point)
        #expect(cell?.bubbleView.frame.minY == 4)
        #expect(controller.title == "Messages")
        _ = window
    }

    @Test func aCardKeepsItsLayerStyleAndTransforms() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(card.layer.cornerRadius == 16)
        #expect(card.layer.borderColor == UIColor.systemGray4)
        card.tilt(by: .pi / 6)
        // Core Animation applies the rotation before the perspective: m34 = -cos(angle) / 500.
        #expect(abs(card.layer.transform.m34 + cos(Double.pi / 6) / 500) < 1e-15)
        #expect(abs(card.layer.transform.m22 - cos(Double.pi / 6)) < 1e-12)
        card.layer.transform = CATransform3DIdentity
        card.shrink()
        // Scale 0.5 about the centre, then 10 points right in the scaled space (5 on screen).
        #expect(card.frame == CGRect(x: 55, y: 25, width: 100, height: 50))
    }

    @Test func aLoginFormCentresItsStackInTheSafeArea() {
        let controller = LoginViewController()
        let window = show(controller)
        let stack = controller.stackView
        // Three rows of 44 (fillEqually from the email field's height) and two gaps of 12.
        #expect(stack.frame.width == 342)  // 390 - 2 x 24
        #expect(stack.frame.height == 156)  // 3 x 44 + 2 x 12
        let safeArea = CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34)
        #expect(stack.frame.midY == safeArea.midY)
        #expect(controller.loginButton.frame.height == 44)
        // Shown, the form starts editing its email field; return moves on, then ends editing.
        #expect(controller.emailField.isFirstResponder)
        controller.emailField.insertText("ada@example.com")
        controller.emailField.insertText("\n")
        #expect(controller.passwordField.isFirstResponder && !controller.emailField.isEditing)
        controller.passwordField.insertText("\n")
        #expect(!controller.passwordField.isFirstResponder && controller.emailField.text == "ada@example.com")
        _ = window
    }

    @Test func aDetailPushedWithHidesBottomBarWhenPushedIsLaidOutWithoutTheTabBar() {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = show(tabs)
        #expect(list.view.safeAreaInsets.bottom == 34 + 49)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        // iPhone 15: 47 pt status bar, 44 pt navigation bar, 34 pt home indicator; no 49 pt tab bar.
        #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    }

    @Test func aBadgeThatHugsHarderKeepsItsSize() {
        let view = BadgeLabelsView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        view.layoutIfNeeded()
        // Default layout margins are 8 points; the badge is at least 24 wide, the title stretches.
        #expect(view.badgeLabel.frame.maxX == 312)  // 320 - 8
        #expect(view.badgeLabel.frame.width == max(24, view.badgeLabel.intrinsicContentSize.width))
        #expect(view.titleLabel.frame.minX == 8)
        #expect(view.titleLabel.frame.maxX + 8 == view.badgeLabel.frame.minX)
        #expect(view.badgeLabel.contentHuggingPriority(for: .horizontal) == UILayoutPriority(751))
    }

    @Test func viewsAreFoundByTagAndInheritTheirTint() {
        let toolbar = TaggedToolbarView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        toolbar.layoutIfNeeded()
        let delete = toolbar.deleteButton
        #expect(delete?.accessibilityIdentifier == "toolbar.delete")
        #expect(delete?.frame == CGRect(x: 150, y: 0, width: 150, height: 44))
        #expect(delete?.tintColor == .systemRed)
        #expect(toolbar.viewWithTag(99) == nil)
    }

    @Test func aGridIsSizedFromTheKeyWindowsScreen() {
        _ = show(UIViewController(), on: .iPhoneSE3)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(UIScreen.main.scale == 2)
        let layout = ScreenSizedGridLayout.make()
        // (375 - 2) / 3 = 124.33, rounded down.
        #expect(layout.itemSize == CGSize(width: 124, height: 124))
        _ = show(UIViewController(), on: .iPhone15)
    }
}

@Suite struct UIKitTableCellStyleTests {
    @Test func subtitleCellsPlaceTheirImageAndLabelsAsUIKitDoes() {
        UIImage.register(named: "bell", size: CGSize(width: 29, height: 29))
        let controller = SettingsViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        let image = cell?.imageView?.frame
        // The 16 pt margin, the image centred in the 60 pt row, the text 16 pt after the image.
        #expect(image == CGRect(x: 16, y: 16, width: 29, height: 29))
        let title = cell?.textLabel?.frame, detail = cell?.detailTextLabel?.frame
        #expect(title?.minX == 61)
        #expect(detail?.minX == 61)
        #expect(title?.maxY == detail?.minY)
        // The two lines are centred as a group.
        #expect(abs(((title?.minY ?? 0) + (detail?.maxY ?? 0)) / 2 - 30) <= 0.5)
        // No image registered as "calendar": UIImage(named:) is nil, and the text starts at the margin.
        let second = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(second?.imageView?.image == nil)
        #expect(second?.textLabel?.frame.minX == 16)
        #expect(controller.title == "Settings")
    }

    @Test func theApplicationKnowsItsKeyWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === window)
    }
}

@Suite struct UIKitFlowLayoutTests {
    @Test func theDelegatesSizesAndSpacingsFlowIntoLines() {
        let controller = TagCloudViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        let layout = controller.collectionView.collectionViewLayout
        let frames = (0..<6).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // 358 points across: Cut (50), Colour (80), Balayage (100) and Blow-dry (100) fit with
        // 8 points between them; the full line is justified from the leading to the trailing inset.
        #expect(frames[0] == CGRect(x: 16, y: 8, width: 50, height: 32))
        #expect(frames[3]?.maxX == 374)
        #expect(frames[3]?.minY == 8)
        // The next line starts 32 + 6 lower.
        #expect(frames[4] == CGRect(x: 16, y: 46, width: 120, height: 32))
        #expect(frames[5]?.minY == 46)
    }

    @Test func aFlowLayoutSubclassShapesWhatTheCollectionViewShows() {
        let layout = CarouselFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
        let source = CountingSource(count: 10)
        collectionView.register(forCellWithReuseIdentifier: "card") { UICollectionViewCell(frame: .zero) }
        collectionView.dataSource = source
        let window = Window(screenSize: CGSize(width: 390, height: 844))
        let clock = SimulationClock()
        window.clock = clock
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        // The first card is centred by the inset the subclass computes; the next, 220 points
        // away, is shrunk by the subclass's attributes.
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(first?.center == CGPoint(x: 195, y: 100))
        #expect(first?.transform == .identity)
        #expect(abs((second?.transform.a ?? 0) - (1 - 220.0 / 390 * 0.2)) < 1e-12)
        fling(collectionView, on: clock, by: -310, fingerVelocity: -0.3)
        let offset = collectionView.contentOffset.x
        #expect(offset > 0)
        #expect(offset.truncatingRemainder(dividingBy: 220) == 0, "rests at \(offset)")
    }
}

/// A data source of `count` items in one section.
private final class CountingSource: UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
}

@Suite struct UIKitEnvironmentTests {
    @Test func sizeClassesFollowTheDeviceAndOrientation() {
        let phone = UITraitCollection(screenSize: CGSize(width: 390, height: 844), scale: 3)
        #expect(phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .regular)
        let phoneLandscape = UITraitCollection(screenSize: CGSize(width: 844, height: 390), scale: 3)
        #expect(phoneLandscape.horizontalSizeClass == .compact && phoneLandscape.verticalSizeClass == .compact)
        let maxLandscape = UITraitCollection(screenSize: CGSize(width: 932, height: 430), scale: 3)
        #expect(maxLandscape.horizontalSizeClass == .regular && maxLandscape.verticalSizeClass == .compact)
        let pad = UITraitCollection(screenSize: CGSize(width: 820, height: 1180), scale: 2)
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular)
        #expect(pad.userInterfaceIdiom == .pad && phone.userInterfaceIdiom == .phone)
        #expect(UIView().traitCollection.horizontalSizeClass == .unspecified)
    }

    @Test func aComposeScreenAdaptsToItsWindow() {
        UIImage.register(named: "avatar", size: CGSize(width: 40, height: 40))
        UIColor.register(named: "ComposeBackground", UIColor(white: 0.95, alpha: 1))
        let phone = ComposeViewController()
        let phoneWindow = Window(device: .iPhone15)
        phoneWindow.rootViewController = phone
        phoneWindow.layoutIfNeeded()
        #expect(phone.traitChanges >= 1)
        #expect(phone.headerStack.axis == .vertical)
        #expect(phone.navigationItem.title == "New message")
        #expect(phone.navigationItem.rightBarButtonItem?.style == .done)
        #expect(phone.view.backgroundColor == UIColor(white: 0.95, alpha: 1))
        #expect(phone.titleLabel.font.pointSize == 20)
        #expect(phone.titleLabel.text == "To: Salon Élan")
        // The keyboard guide of a hidden keyboard starts at the safe area's bottom (844 - 34).
        #expect(phone.inputField.frame.maxY == 802)  // 810 - 8
        #expect(phone.headerStack.frame.minY == 63)  // 47 + 16
        // A typed message asks before it goes: an action sheet whose destructive action clears it.
        phone.inputField.insertText("See you at 10")
        var discarded = false
        phone.confirmDiscard { discarded = true }
        let sheet = phone.presentedViewController as? UIAlertController
        #expect(sheet?.preferredStyle == .actionSheet && sheet?.actions.map(\.style) == [.destructive, .cancel])
        func button(titled title: String, in view: UIView) -> UIButton? {
            if let button = view as? UIButton, button.currentTitle == title { return button }
            return view.subviews.lazy.compactMap { button(titled: title, in: $0) }.first
        }
        let discard = sheet.flatMap { button(titled: "Discard", in: $0.view) }
        #expect(discard?.currentTitle == "Discard")
        discard?.tap()
        #expect(discarded && phone.inputField.text == nil && phone.presentedViewController == nil)

        let pad = ComposeViewController()
        let padWindow = Window(device: .iPad10)
        padWindow.rootViewController = pad
        padWindow.layoutIfNeeded()
        #expect(pad.headerStack.axis == .horizontal)
        #expect(pad.inputField.frame.maxY == 1152)  // 1180 - 20 - 8
    }
}

@Suite struct UIKitDiffableTests {
    @Test func aDiffableDataSourceShowsItsSnapshotInOrder() throws {
        ReusableViewClasses.register(ServicesViewController.ServiceCell.self) { ServicesViewController.ServiceCell(frame: $0) }
        let controller = ServicesViewController()
        let window = show(controller)
        let collectionView = try #require(controller.collectionView)
        let names = collectionView.indexPathsForVisibleItems.sorted().compactMap {
            (collectionView.cellForItem(at: $0) as? ServicesViewController.ServiceCell)?.nameLabel.text
        }
        #expect(names == ["Cut (45 min)", "Colour (90 min)", "Manicure (30 min)"])
        // Rows of 50 from the top: the nails section starts after the two hair rows.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 100)
        window.sendTap(at: CGPoint(x: 100, y: 75))  // the second hair row
        #expect(controller.chosen.map(\.name) == ["Colour"])
        _ = window
    }
}

@Suite struct UIKitCompositionalLayoutTests {
    @Test func aPhotoGridHasAFeaturedRowAndThreeSquaresPerRow() throws {
        let controller = PhotoGridViewController()
        let window = show(controller)
        let collectionView = try #require(controller.collectionView)
        func frame(_ item: Int, _ section: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        // Featured cards: 80% of the width inside 16 pt insets (358 x 0.8), 12 apart in one row.
        let card = try #require(frame(0, 0)), next = try #require(frame(1, 0))
        #expect(card.origin == CGPoint(x: 16, y: 0) && card.height == 180 && abs(card.width - 286.4) < 1e-9)
        #expect(abs(next.minX - (16 + 286.4 + 12)) < 1e-9)
        // Photos: rows of three 130 pt squares (390 / 3) with a 1 pt inset, after the featured row.
        #expect(frame(0, 1) == CGRect(x: 1, y: 197, width: 128, height: 128))
        #expect(frame(4, 1) == CGRect(x: 131, y: 327, width: 128, height: 128))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.contentView.backgroundColor == .systemTeal)
        _ = window
    }
}

@Suite struct UIKitListContentTests {
    @Test func rowsWithListContentSizeToTheirTexts() throws {
        let controller = AppointmentsViewController()
        let window = show(controller)
        let table = controller.tableView!
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        // A row with a service under the client is taller than one without, by the service's line.
        #expect(first.frame.height > second.frame.height)
        let content = try #require(first.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "10:00  Ada" && content.secondaryText == "Cut")
        #expect(abs(second.frame.minY - first.frame.maxY) < 1e-9)  // rows follow one another
        _ = window
    }
}

@Suite struct UIKitCellStyleTests {
    @Test func styleCardsSelectSeveralAndShowTheirSelectedBackgrounds() throws {
        ReusableViewClasses.register(StyleCardCell.self) { StyleCardCell(frame: $0) }
        let controller = StyleCardsViewController()
        let window = show(controller)
        let collectionView = try #require(controller.collectionView)
        #expect(controller.preferredStatusBarStyle == .lightContent)
        #expect(collectionView.traitCollection.userInterfaceStyle == .dark)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? StyleCardCell)
        #expect(first.appliedAttributes >= 1 && first.selectedBackgroundView?.isHidden == true)
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        for cell in [first, second] {
            window.sendTap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window))
        }
        #expect(collectionView.indexPathsForSelectedItems.count == 2)
        #expect(first.contentView.layer.borderWidth == 2 && first.selectedBackgroundView?.isHidden == false)
    }
}

@Suite struct UIKitRegistrationTests {
    @Test func cellsRegisteredByClassAreMadeOnceTheHarnessKnowsThem() throws {
        // The harness line UIKit does not need: Swift on Linux cannot call init(frame:) through
        // a class object. The controller's code registers by class, unchanged.
        ReusableViewClasses.register(GalleryViewController.PhotoCell.self) { GalleryViewController.PhotoCell(frame: $0) }
        let controller = GalleryViewController()
        let window = Window(device: .iPhone15)
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.appearances == ["willAppear", "didAppear"])
        let first = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(first is GalleryViewController.PhotoCell)
        // UIKit's own class needs no harness line.
        let plain = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 8, section: 0)))
        #expect(type(of: plain) == UICollectionViewCell.self)
        // Three 100-point items and two 2-point gaps across 390 less the safe area's sides (none
        // in portrait): justified, the first at 0, the third ending at 390.
        #expect(first?.frame.minX == 0)
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.maxX == 390)
        // From the safe area: the first row starts below the status bar.
        #expect(first?.frame.minY == 47)
        controller.view.removeFromSuperview()
        #expect(controller.appearances == ["willAppear", "didAppear", "didDisappear"])
    }
}

@Suite struct UIKitTouchAndTableTests {
    @Test func aTapReachesTheViewThatOverridesTouchesThroughItsSubviews() {
        let window = Window(screenSize: CGSize(width: 390, height: 844))
        let counter = TapCounterView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        window.addSubview(counter)
        window.layoutIfNeeded()
        // The blur's content view is hit first and passes the touch up to the counter.
        let hit = window.sendTap(at: CGPoint(x: 30, y: 120))
        #expect(hit === counter.blurView.contentView)
        #expect(counter.taps == [CGPoint(x: 10, y: 20)])
        #expect(counter.badge.text == "1")
        #expect(counter.accessibilityLabel == "1 tap" && counter.accessibilityTraits.contains(.button) && counter.isAccessibilityElement)
        // Outside it, nothing of the counter hears the tap.
        window.sendTap(at: CGPoint(x: 300, y: 120))
        #expect(counter.taps.count == 1)
        counter.isUserInteractionEnabled = false
        window.sendTap(at: CGPoint(x: 30, y: 120))
        #expect(counter.taps.count == 1)
    }

    /// Segments given a width keep it: two 61 pt segments and their divider make a 123 pt
    /// control at the trailing margin, whatever room the caption leaves. The info button is
    /// iOS's ⓘ icon, 26 pt square on a 2x screen and 25.67 on a 3x one.
    @Test func segmentsGivenAWidthSizeTheirControl() {
        let window = Window(screenSize: CGSize(width: 375, height: 667))
        let bar = NotificationToggleView(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
        window.addSubview(bar)
        window.layoutIfNeeded()
        #expect(bar.toggle.frame.minX == 232 && bar.toggle.frame.width == 123)
        #expect(bar.toggle.widthForSegment(at: 1) == 61 && bar.toggle.selectedSegmentIndex == 0)
        #expect(bar.infoButton.frame.size == CGSize(width: 26, height: 26))
        #expect(bar.infoButton.frame.minX == bar.caption.frame.maxX + 8 && bar.infoButton.frame.midY == 22)
        // On a 3x screen the icon rounds to its pixels: 25.67 pt.
        let threeX = Window(device: .iPhone15)
        let other = NotificationToggleView(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        threeX.addSubview(other)
        threeX.layoutIfNeeded()
        #expect(abs(other.infoButton.frame.width - 77.0 / 3) < 1e-9 && other.infoButton.frame.width == other.infoButton.frame.height)
    }

    @Test func aTableHeaderPushesTheRowsDownAndAFooterFollowsThem() {
        let controller = MessagesViewController()
        let window = Window(device: .iPhone15)
        window.rootViewController = controller
        let table = controller.tableView
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        window.layoutIfNeeded()
        // Rows of 56, 56, 56 and 88 points below a 60-point header, then the footer.
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 316, width: 390, height: 20))
        #expect(table.contentSize.height == 336)
    }
}

@Suite struct UIKitImageTests {
    @Test func symbolsScaleWithTheirConfiguredPointSize() {
        UIImage.register(systemName: "star.fill", size: CGSize(width: 20, height: 19))
        #expect(UIImage(systemName: "star.fill")?.size == CGSize(width: 20, height: 19))
        let large = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold))
        #expect(large?.size == CGSize(width: 40, height: 38))
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(large?.withRenderingMode(.alwaysTemplate) == large)
    }
}

@Suite struct UIKitNibTests {
    @Test func aCellRegisteredByNibIsItsCustomClassWithItsOutlets() throws {
        ReusableViewClasses.register(TagCell.self) { TagCell(frame: $0) }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 40)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
        collectionView.register(UINib(nibName: "TagCell", bundle: .module), forCellWithReuseIdentifier: "tag")
        let cell = try #require(collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: IndexPath(item: 0, section: 0)) as? TagCell)
        cell.configure(with: "Balayage")
        cell.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        cell.layoutIfNeeded()
        #expect(cell.titleLabel.text == "Balayage")
        #expect(cell.contentView.layer.cornerRadius == 8)  // set in awakeFromNib()
        #expect(cell.titleLabel.frame.minX == 8)
        #expect(cell.titleLabel.frame.midY == 20)
        #expect(UINib(nibName: "NoSuchNib", bundle: .module).url == nil)
    }
}
