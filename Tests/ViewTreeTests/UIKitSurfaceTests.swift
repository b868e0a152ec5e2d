import Foundation
import Testing
@testable import ViewTree

/// A cell that notes the attributes it is given and its trait changes.
private final class NotingCell: CollectionViewCell {
    var applied: [IndexPath] = []
    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) { applied.append(layoutAttributes.indexPath) }
}

/// A view that counts its trait changes.
private final class TraitCountingView: View {
    var styles: [TraitCollection.UserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        styles.append(traitCollection.userInterfaceStyle)
    }
}

/// Four items, selection noted.
private final class FourItems: CollectionViewDataSource, CollectionViewDelegate {
    var log: [String] = []
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { log.append("select \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("deselect \(indexPath.item)") }
}

/// Smaller pieces of UIKit's surface that app code leans on, each with UIKit's behaviour.
@Suite struct UIKitSurfaceTests {
    /// `NSObject` equality: views and controllers are equal when they are the same object.
    @Test func respondersAreEqualByIdentity() {
        let root = View(), child = View(), other = View()
        root.addSubview(child)
        #expect(root.subviews.contains(child) && !root.subviews.contains(other))
        #expect(root.subviews.firstIndex(of: child) == 0 && Set([child, child, other]).count == 2)
        #expect(ViewController() != ViewController())
    }

    @Test func aCellShowsItsSelectedBackgroundWhileSelectedAndHearsItsAttributes() {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 50)
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(forCellWithReuseIdentifier: "cell") {
            let cell = NotingCell()
            cell.backgroundView = View()
            cell.selectedBackgroundView = View()
            return cell
        }
        let items = FourItems()
        collectionView.dataSource = items
        collectionView.delegate = items
        collectionView.allowsMultipleSelection = true
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? NotingCell
        #expect(cell?.applied.last == IndexPath(item: 1, section: 0))
        #expect(cell?.subviews.first === cell?.backgroundView && cell?.subviews[1] === cell?.selectedBackgroundView)
        #expect(cell?.selectedBackgroundView?.isHidden == true && cell?.backgroundView?.frame == cell?.bounds)

        // Several selected: taps add to the selection, and a tap on a selected item deselects it.
        collectionView.tap(at: Point(x: 10, y: 10))
        collectionView.tap(at: Point(x: 120, y: 10))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(cell?.selectedBackgroundView?.isHidden == false)
        collectionView.tap(at: Point(x: 10, y: 10))
        #expect(items.log == ["select 0", "select 1", "deselect 0"])
    }

    @Test func anOverriddenInterfaceStyleReachesTheSubtreeAndItsController() {
        let window = Window(device: .iPhone15)
        let controller = ViewController()
        window.rootViewController = controller
        let card = TraitCountingView(), badge = TraitCountingView()
        controller.view.addSubview(card)
        card.addSubview(badge)
        #expect(badge.traitCollection.userInterfaceStyle == .light)
        card.styles.removeAll()  // entering the window changed their traits already
        badge.styles.removeAll()
        card.overrideUserInterfaceStyle = .dark
        #expect(badge.traitCollection.userInterfaceStyle == .dark && controller.view.traitCollection.userInterfaceStyle == .light)
        #expect(card.styles == [.dark] && badge.styles == [.dark])
        controller.overrideUserInterfaceStyle = .dark
        card.overrideUserInterfaceStyle = .unspecified
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark && badge.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func statusBarAndLabelShadowKeepUIKitsDefaults() {
        let controller = ViewController()
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(controller.preferredStatusBarStyle == .default && !controller.prefersStatusBarHidden)
        let label = Label()
        #expect(label.shadowColor == nil && label.shadowOffset == Size(width: 0, height: -1))
    }
}
