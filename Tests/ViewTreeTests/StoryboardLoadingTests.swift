import Foundation
import Testing
@testable import ViewTree

/// A storyboard scene's controller with outlets.
final class InboxViewController: ViewController, OutletConnectable {
    var tableView: TableView!
    var titleLabel: Label!
    static var outlets: [String: Outlet] {
        ["tableView": Outlet(\InboxViewController.tableView), "titleLabel": Outlet(\InboxViewController.titleLabel)]
    }
}

/// A prototype cell class with an outlet.
final class MessageCell: TableViewCell, OutletConnectable {
    var subjectLabel: Label!
    static var outlets: [String: Outlet] { ["subjectLabel": Outlet(\MessageCell.subjectLabel)] }
}

/// Loading storyboards as `UIStoryboard` does: the initial controller and its navigation
/// controller, controllers by storyboard identifier, tab bar children, segue destinations,
/// prototype cells registered under their reuse identifiers.
@Suite struct StoryboardLoadingTests {
    static func storyboard(_ scenes: String, initial: String = "nav") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES" useSafeAreas="YES" initialViewController="\(initial)">
        <device id="retina6_12" orientation="portrait"/>
        <scenes>
        \(scenes)
        </scenes>
        </document>
        """
    }

    static let classes: InterfaceBuilderClasses = {
        var classes = InterfaceBuilderClasses()
        classes.register(InboxViewController.self) { InboxViewController() }
        classes.register(MessageCell.self) { MessageCell(frame: $0) }
        return classes
    }()

    static let mail = storyboard("""
        <scene sceneID="s1"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0" y="59" width="393" height="44"/></navigationBar>
                <connections><segue destination="inbox" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController storyboardIdentifier="Inbox" id="inbox" customClass="InboxViewController" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <label text="Inbox" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="16" y="103" width="50" height="21"/></label>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                            <rect key="frame" x="0.0" y="132" width="393" height="720"/>
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Message" id="cell" customClass="MessageCell">
                                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                    <tableViewCellContentView key="contentView" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                        <subviews>
                                            <label text="Subject" translatesAutoresizingMaskIntoConstraints="NO" id="subject"><rect key="frame" x="20" y="11" width="80" height="21"/></label>
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections><outlet property="subjectLabel" destination="subject" id="o3"/></connections>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </subviews>
                </view>
                <connections>
                    <outlet property="tableView" destination="table" id="o1"/>
                    <outlet property="titleLabel" destination="title" id="o2"/>
                    <segue destination="detail" kind="show" identifier="showMessage" id="g1"/>
                </connections>
            </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="detailRoot"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
            </viewController>
        </objects></scene>
        <scene sceneID="s4"><objects>
            <tabBarController storyboardIdentifier="Tabs" id="tabs" sceneMemberID="viewController">
                <connections>
                    <segue destination="detail" kind="relationship" relationship="viewControllers" id="t1"/>
                    <segue destination="inbox" kind="relationship" relationship="viewControllers" id="t2"/>
                </connections>
            </tabBarController>
        </objects></scene>
        """)

    @Test func theInitialViewControllerIsANavigationControllerHoldingItsRoot() throws {
        let storyboard = try Storyboard(string: Self.mail, classes: Self.classes)
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let inbox = try #require(navigation.topViewController as? InboxViewController)
        #expect(navigation.viewControllers.count == 1)
        #expect(inbox.titleLabel.text == "Inbox")
        #expect(inbox.tableView.superview === inbox.view)
        #expect(inbox.storyboard === storyboard)
    }

    @Test func controllersAreInstantiatedByStoryboardIdentifier() throws {
        let storyboard = try Storyboard(string: Self.mail, classes: Self.classes)
        let first = try storyboard.instantiateViewController(withIdentifier: "Inbox")
        let second = try storyboard.instantiateViewController(withIdentifier: "Inbox")
        #expect(first is InboxViewController)
        #expect(first !== second)
        #expect(throws: InterfaceBuilderError(line: 0, "the storyboard has no view controller with identifier 'Outbox' "
                                              + "(identifiers: Detail, Inbox, Tabs)")) {
            try storyboard.instantiateViewController(withIdentifier: "Outbox")
        }
    }

    @Test func aTabBarControllerHoldsItsTabsInOrder() throws {
        let storyboard = try Storyboard(string: Self.mail, classes: Self.classes)
        let tabs = try #require(try storyboard.instantiateViewController(withIdentifier: "Tabs") as? TabBarController)
        #expect(tabs.viewControllers.count == 2)
        #expect(tabs.viewControllers[0].storyboard === storyboard)
        #expect(tabs.viewControllers[1] is InboxViewController)
    }

    @Test func aSeguesDestinationIsInstantiatedAndPushed() throws {
        let storyboard = try Storyboard(string: Self.mail, classes: Self.classes)
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let inbox = try #require(navigation.topViewController)
        try inbox.performSegue(withIdentifier: "showMessage")
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.view.frame.size == Size(width: 393, height: 852))
        #expect(throws: InterfaceBuilderError.self) { try inbox.performSegue(withIdentifier: "showNothing") }
    }

    @Test func aControllersHidesBottomBarWhenPushedIsRead() throws {
        let text = Self.mail.replacingOccurrences(of: #"<viewController storyboardIdentifier="Detail" id="detail""#,
                                                  with: #"<viewController storyboardIdentifier="Detail" hidesBottomBarWhenPushed="YES" id="detail""#)
        let storyboard = try Storyboard(string: text, classes: Self.classes)
        #expect(try storyboard.instantiateViewController(withIdentifier: "Detail").hidesBottomBarWhenPushed)
        #expect(try !storyboard.instantiateViewController(withIdentifier: "Inbox").hidesBottomBarWhenPushed)
    }

    @Test func prototypeCellsAreRegisteredUnderTheirReuseIdentifiers() throws {
        let storyboard = try Storyboard(string: Self.mail, classes: Self.classes)
        let inbox = try #require(try storyboard.instantiateViewController(withIdentifier: "Inbox") as? InboxViewController)
        // The prototype is not a row of the table.
        #expect(!inbox.tableView.subviews.contains { $0 is MessageCell })
        let cell = try #require(inbox.tableView.dequeueReusableCell(withIdentifier: "Message", for: IndexPath(item: 0, section: 0)) as? MessageCell)
        #expect(cell.reuseIdentifier == "Message")
        #expect(cell.subjectLabel.text == "Subject")
        #expect(cell.subjectLabel.superview === cell.contentView)
        let another = inbox.tableView.dequeueReusableCell(withIdentifier: "Message", for: IndexPath(item: 1, section: 0))
        #expect(another !== cell)
    }

    @Test func aRelationshipToAnUnknownControllerIsAnError() throws {
        let text = Self.storyboard("""
            <scene sceneID="s1"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="gone" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            """)
        #expect(throws: InterfaceBuilderError(line: 0, "a segue or the initial view controller refers to unknown id 'gone'")) {
            try Storyboard(string: text).instantiateInitialViewController()
        }
    }

    static let embedding = storyboard("""
        <scene sceneID="s1"><objects>
            <viewController id="main" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="100" width="353" height="200"/>
                            <connections><segue destination="child" kind="embed" id="e1"/></connections>
                        </containerView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c2"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                        <constraint firstItem="box" firstAttribute="height" constant="200" id="c4"/>
                    </constraints>
                </view>
            </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="child" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="childRoot">
                    <rect key="frame" x="0.0" y="0.0" width="353" height="200"/>
                    <subviews>
                        <label text="Embedded" translatesAutoresizingMaskIntoConstraints="NO" id="caption"><rect key="frame" x="8" y="8" width="337" height="21"/></label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="caption" firstAttribute="leading" secondItem="childRoot" secondAttribute="leading" constant="8" id="c5"/>
                        <constraint firstAttribute="trailing" secondItem="caption" secondAttribute="trailing" constant="8" id="c6"/>
                        <constraint firstItem="caption" firstAttribute="top" secondItem="childRoot" secondAttribute="top" constant="8" id="c7"/>
                    </constraints>
                </view>
            </viewController>
        </objects></scene>
        """, initial: "main")

    /// A container view's embed segue makes the destination a child controller whose view fills
    /// the container and follows it, as UIKit performs it when the parent loads its view.
    @Test func anEmbedSegueFillsTheContainerWithTheChildsView() throws {
        let objects = try Storyboard(string: Self.embedding).load(controllerID: "main")
        let main = try #require(objects.viewController)
        let child = try #require(objects.object(withID: "child") as? ViewController)
        let box = try #require(objects.object(withID: "box") as? View)
        let caption = try #require(objects.object(withID: "caption") as? Label)
        #expect(main.children.count == 1 && main.children[0] === child && child.parent === main)
        #expect(child.view.superview != nil)  // placed before didMove(toParent:), as UIKit orders it
        #expect(child.view.superview === box)
        #expect(child.view.frame == box.bounds)
        let window = Window(screenSize: Size(width: 393, height: 852))
        window.rootViewController = main
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 20, y: 100, width: 353, height: 200))
        #expect(child.view.frame == Rect(x: 0, y: 0, width: 353, height: 200))
        #expect(caption.frame.minX == 8 && caption.frame.width == 337 && caption.frame.minY == 8)
        // The child's view follows the container.
        let height = try #require(objects.object(withID: "c4") as? LayoutConstraint)
        height.constant = 120
        window.layoutIfNeeded()
        #expect(child.view.frame == Rect(x: 0, y: 0, width: 353, height: 120))
    }

    @Test func aControllerThatEmbedsItselfIsAnError() throws {
        let text = Self.embedding.replacingOccurrences(of: #"<segue destination="child" kind="embed""#,
                                                       with: #"<segue destination="main" kind="embed""#)
        #expect(throws: InterfaceBuilderError.self) { try Storyboard(string: text).instantiateInitialViewController() }
        do {
            _ = try Storyboard(string: text).instantiateInitialViewController()
        } catch {
            #expect(error.description.contains("holds itself through its relationship or embed segues"))
        }
    }

    @Test func noInitialViewControllerIsNil() throws {
        let text = Self.mail.replacingOccurrences(of: #" initialViewController="nav""#, with: "")
        #expect(try Storyboard(string: text, classes: Self.classes).instantiateInitialViewController() == nil)
    }

    @Test func aCollectionViewControllersPrototypeCellsAreRegisteredAndItFeedsItsView() throws {
        let text = Self.storyboard("""
            <scene sceneID="s1"><objects>
                <collectionViewController storyboardIdentifier="Grid" id="grid" sceneMemberID="viewController">
                    <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="list">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow"/>
                        <cells>
                            <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Photo" id="photo">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <view key="contentView" opaque="NO" contentMode="center" id="photoContent">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    <subviews>
                                        <imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="image"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></imageView>
                                    </subviews>
                                </view>
                            </collectionViewCell>
                        </cells>
                    </collectionView>
                </collectionViewController>
            </objects></scene>
            """, initial: "grid")
        let grid = try #require(try Storyboard(string: text).instantiateInitialViewController() as? CollectionViewController)
        #expect(grid.view === grid.collectionView)
        #expect(grid.collectionView.dataSource === grid)
        #expect(!grid.collectionView.subviews.contains { $0 is CollectionViewCell })
        let cell = grid.collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "Photo")
        #expect(cell.frame.size == Size(width: 100, height: 100))
        #expect(cell.contentView.subviews.first is ImageView)
    }
}
