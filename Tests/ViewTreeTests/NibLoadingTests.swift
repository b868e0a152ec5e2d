import Foundation
import Testing
@testable import ViewTree

/// A custom cell declaring its outlets, as a nib's `customClass`.
final class ProfileCardView: View, OutletConnectable {
    var nameLabel: Label!
    var heightConstraint: LayoutConstraint!
    var badges: [ImageView] = []
    private(set) var awakenings = 0

    static var outlets: [String: Outlet] {
        ["nameLabel": Outlet(\ProfileCardView.nameLabel), "heightConstraint": Outlet(\ProfileCardView.heightConstraint),
         "badges": .collection(\ProfileCardView.badges)]
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awakenings += 1
    }
}

/// A view with no outlets that notes when it hears `awakeFromNib()`, and what its superview's
/// outlets held by then.
final class AwakeningBadgeView: View {
    private(set) var awakenings = 0
    private(set) var cardHadItsLabel = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awakenings += 1
        cardHadItsLabel = (superview as? ProfileCardView)?.nameLabel != nil
    }
}

/// A File's Owner with outlets.
final class ProfileOwner: OutletConnectable {
    var card: ProfileCardView?
    var title: Label?
    static var outlets: [String: Outlet] {
        ["card": Outlet(\ProfileOwner.card), "title": Outlet(\ProfileOwner.title)]
    }
}

/// A File's Owner with fewer outlets than the card's document connects.
final class TitleOnlyOwner: OutletConnectable {
    var title: Label?
    static var outlets: [String: Outlet] { ["title": Outlet(\TitleOnlyOwner.title)] }
}

/// Loading xibs as `UINib` does: custom classes, outlets (to the owner and between objects),
/// outlet collections, constraint outlets, and errors that name the line.
@Suite struct NibLoadingTests {
    static let classes: InterfaceBuilderClasses = {
        var classes = InterfaceBuilderClasses()
        classes.register(ProfileCardView.self) { ProfileCardView(frame: $0) }
        classes.register(AwakeningBadgeView.self) { AwakeningBadgeView(frame: $0) }
        return classes
    }()

    /// A card: a name label with a height constraint, two badges; outlets on the card and the owner.
    static func card(ownerOutlets: String = #"<outlet property="card" destination="card"/><outlet property="title" destination="name"/>"#,
                     cardOutlets: String = """
                         <outlet property="nameLabel" destination="name"/>
                         <outlet property="heightConstraint" destination="h1"/>
                         <outletCollection property="badges" destination="b2"/>
                         <outletCollection property="badges" destination="b1"/>
                         """) -> String {
        InterfaceBuilderReadingTests.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                <connections>\(ownerOutlets)</connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
            <view id="card" customClass="ProfileCardView" customModule="App">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <label text="Ada" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="10" y="10" width="40" height="21"/>
                        <constraints><constraint firstAttribute="height" constant="30" id="h1"/></constraints>
                    </label>
                    <imageView id="b1"><rect key="frame" x="0" y="50" width="10" height="10"/></imageView>
                    <imageView id="b2"><rect key="frame" x="20" y="50" width="10" height="10"/></imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="name" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstItem="name" firstAttribute="top" secondItem="card" secondAttribute="top" constant="10" id="c2"/>
                </constraints>
                <connections>
            \(cardOutlets)
                </connections>
            </view>
            """)
    }

    /// The 1-based line of the first line of `text` containing `fragment`.
    static func line(of fragment: String, in text: String) -> Int {
        (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) } ?? -1) + 1
    }

    @Test func instantiatesTheTopLevelViewsOfTheCustomClassWithOutletsConnected() throws {
        let nib = try Nib(string: Self.card(), classes: Self.classes)
        let owner = ProfileOwner()
        let views = try nib.instantiate(withOwner: owner)
        let card = try #require(views.first as? ProfileCardView)
        #expect(views.count == 1)
        #expect(owner.card === card)
        #expect(owner.title === card.nameLabel)
        #expect(card.nameLabel.text == "Ada")
        #expect(card.heightConstraint.constant == 30)
        #expect(card.heightConstraint.firstItem === card.nameLabel)
        #expect(card.awakenings == 1)
        card.layoutIfNeeded()
        #expect(card.nameLabel.frame.origin == Point(x: 10, y: 10))
        #expect(card.nameLabel.frame.height == 30)
        card.heightConstraint.constant = 44
        card.layoutIfNeeded()
        #expect(card.nameLabel.frame.height == 44)
    }

    /// UIKit sends `awakeFromNib()` to every object the nib instantiates, outlets or not, once
    /// every outlet of the document is connected.
    @Test func everyViewLoadedHearsAwakeFromNibAfterTheOutletsAreSet() throws {
        let b2 = #"<imageView id="b2"><rect key="frame" x="20" y="50" width="10" height="10"/></imageView>"#
        let text = Self.card().replacingOccurrences(of: b2, with: b2 + #"""
            <view id="extra" customClass="AwakeningBadgeView"><rect key="frame" x="40" y="50" width="10" height="10"/></view>
            """#)
        #expect(text.contains("AwakeningBadgeView"))
        let nib = try Nib(string: text, classes: Self.classes)
        let card = try #require(try nib.instantiate(withOwner: ProfileOwner()).first as? ProfileCardView)
        let badge = try #require(card.subviews.compactMap { $0 as? AwakeningBadgeView }.first)
        #expect(badge.awakenings == 1)
        #expect(badge.cardHadItsLabel)
        #expect(card.awakenings == 1)
    }

    @Test func anOutletCollectionKeepsTheDocumentsOrder() throws {
        let contents = try Nib(string: Self.card(), classes: Self.classes).load()
        let card = try #require(contents.topLevelViews.first as? ProfileCardView)
        #expect(card.badges.count == 2)
        #expect(card.badges[0] === contents.object(withID: "b2"))
        #expect(card.badges[1] === contents.object(withID: "b1"))
    }

    @Test func everyInstanceIsNew() throws {
        let nib = try Nib(string: Self.card(), classes: Self.classes)
        let first = try nib.instantiate()[0], second = try nib.instantiate()[0]
        #expect(first !== second)
        #expect((first as? ProfileCardView)?.nameLabel !== (second as? ProfileCardView)?.nameLabel)
    }

    /// The outlets checked on the first instance are only looked up on the next ones (UIKit
    /// resolves a nib's outlets once): each instance still gets its own objects, in the
    /// collection's order, and an owner of another class is checked afresh.
    @Test func laterInstancesConnectTheirOwnObjectsAndOtherOwnersAreCheckedAgain() throws {
        let nib = try Nib(string: Self.card(), classes: Self.classes)
        let owners = [ProfileOwner(), ProfileOwner()]
        let cards = try owners.map { owner in try #require(nib.instantiate(withOwner: owner).first as? ProfileCardView) }
        for (owner, card) in zip(owners, cards) {
            #expect(owner.card === card)
            #expect(owner.title === card.nameLabel)
            #expect(card.heightConstraint.firstItem === card.nameLabel)
            #expect(card.badges.count == 2)
            #expect(card.badges.allSatisfy { $0.superview === card })
            #expect(card.badges[0].frame.minX == 20)  // b2 first, as the document lists it
        }
        #expect(cards[0] !== cards[1] && cards[0].nameLabel !== cards[1].nameLabel)
        do {
            _ = try nib.instantiate(withOwner: TitleOnlyOwner())
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "File's Owner (TitleOnlyOwner) has no outlet 'card' (its outlets: title); add it to TitleOnlyOwner.outlets")
        }
    }

    @Test func objectsAreReachableByTheirIBID() throws {
        let contents = try Nib(string: Self.card(), classes: Self.classes).load()
        #expect(contents.object(withID: "name") is Label)
        #expect(contents.object(withID: "c2") is LayoutConstraint)
        #expect(contents.object(withID: "nothing") == nil)
    }

    @Test func aDestinationOfTheWrongTypeIsAnErrorAtTheOutletsLineAndConnectsNothing() throws {
        let text = Self.card(cardOutlets: """
            <outlet property="nameLabel" destination="b1"/>
            """)
        let owner = ProfileOwner()
        #expect(throws: InterfaceBuilderError(line: Self.line(of: #"property="nameLabel""#, in: text),
                                              "outlet 'nameLabel' of 'ProfileCardView' (id 'card') has type Label, "
                                              + "but its destination 'b1' has type ImageView")) {
            try Nib(string: text, classes: Self.classes).instantiate(withOwner: owner)
        }
        #expect(owner.card == nil)
        #expect(owner.title == nil)
    }

    @Test func anUnknownOutletNameIsAnErrorNamingTheKnownOnes() throws {
        let text = Self.card(ownerOutlets: #"<outlet property="subtitle" destination="name"/>"#)
        do {
            _ = try Nib(string: text, classes: Self.classes).instantiate(withOwner: ProfileOwner())
            Issue.record("expected an error")
        } catch {
            #expect(error.line == Self.line(of: "subtitle", in: text))
            #expect(error.message == "File's Owner (ProfileOwner) has no outlet 'subtitle' (its outlets: card, title); add it to ProfileOwner.outlets")
        }
    }

    @Test func outletsOfAClassThatDeclaresNoneAreAnError() throws {
        // Without the registry, the card is a plain View, which has no outlets.
        do {
            _ = try Nib(string: Self.card()).instantiate()
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix("'ProfileCardView' (id 'card') has outlet 'nameLabel', but its class declares no outlets"))
        }
    }

    @Test func anUnregisteredCustomClassIsBuiltAsItsElementsClass() throws {
        let contents = try Nib(string: Self.card(cardOutlets: "")).load()
        let views = contents.topLevelViews
        #expect(type(of: views[0]) == View.self)
        #expect(contents.className(of: views[0]) == "ProfileCardView")
        #expect(views[0].subviews[0] is Label)
        #expect(contents.className(of: views[0].subviews[0]) == "UILabel")
    }

    @Test func aCustomClassOfTheWrongKindIsAnError() throws {
        var classes = InterfaceBuilderClasses()
        classes.register(View.self, named: "FancyLabel") { View(frame: $0) }
        let text = InterfaceBuilderReadingTests.xib(#"<label text="x" id="l" customClass="FancyLabel"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#)
        #expect(throws: InterfaceBuilderError(line: Self.line(of: "FancyLabel", in: text), "custom class 'FancyLabel' makes a View, which a <label> cannot be: "
                                              + "register a subclass of its UIKit class")) {
            try Nib(string: text, classes: classes).instantiate()
        }
    }

    /// UIKit instantiates the class the document names, so a registered subclass of a control
    /// is built, and takes the element's settings and colours as the control would.
    @Test func aRegisteredSubclassOfAControlTakesTheElementsSettings() throws {
        var classes = InterfaceBuilderClasses()
        classes.register(BrandSwitch.self) { BrandSwitch(frame: $0) }
        classes.register(BrandPageControl.self) { BrandPageControl(frame: $0) }
        let red = #"red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB""#
        let text = InterfaceBuilderReadingTests.xib("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/><subviews>
                <switch id="s" customClass="BrandSwitch"><rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                    <color key="onTintColor" \(red)/></switch>
                <pageControl numberOfPages="3" id="p" customClass="BrandPageControl"><rect key="frame" x="0.0" y="40" width="100" height="26"/>
                    <color key="currentPageIndicatorTintColor" \(red)/><color key="tintColor" \(red)/></pageControl>
            </subviews></view>
            """)
        let contents = try Nib(string: text, classes: classes).load()
        let toggle = try #require(contents.object(withID: "s") as? BrandSwitch)
        #expect(toggle.onTintColor == .red)
        let pages = try #require(contents.object(withID: "p") as? BrandPageControl)
        #expect(pages.numberOfPages == 3)
        #expect(pages.currentPageIndicatorTintColor == .red)
        #expect(pages.tintColor == .red)
    }

    /// Each element names one class (a subclass that forgot its declaration would inherit its
    /// superclass's elements and take them over), and subclasses come before their superclasses,
    /// so that the first class a view is an instance of is its most derived one.
    @Test func theRegistryNamesEachElementOnceAndListsSubclassesFirst() {
        let elements = IBViewRegistry.all.flatMap(\.elements)
        #expect(Set(elements).count == elements.count, "\(elements.sorted())")
        let all = IBViewRegistry.all
        for later in all.indices {
            let laterView = all[later].make(.zero)
            for earlier in all.indices where earlier < later {
                // A later class that is a subclass of an earlier one is listed too late.
                let laterIsSubclass = all[earlier].isInstance(laterView) && !all[later].isInstance(all[earlier].make(.zero))
                #expect(!laterIsSubclass, "\(all[later].elements) after \(all[earlier].elements)")
            }
        }
        #expect(IBViewRegistry.byElement["datePicker"]?.make(.zero) is DatePicker)
        #expect(IBViewRegistry.byElement["textView"]?.make(.zero) is TextView)
        #expect(IBViewRegistry.byElement["tableView"]?.make(.zero) is TableView)
    }

    @Test func aStoryboardIsNotANib() throws {
        let text = StoryboardLoadingTests.storyboard("")
        #expect(throws: InterfaceBuilderError(line: 1, "the document is a storyboard, not a xib: load it with Storyboard")) {
            try Nib(string: text)
        }
    }

    @Test func aMissingFileIsAnError() throws {
        #expect(throws: InterfaceBuilderError(line: 0, "cannot read '/nonexistent/Card.xib' (no such file, or not readable)")) {
            try Nib(contentsOf: .init(fileURLWithPath: "/nonexistent/Card.xib"))
        }
    }
}

private final class BrandSwitch: Switch {}
private final class BrandPageControl: PageControl {}
