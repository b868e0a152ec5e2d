import Testing
@testable import ViewTree

/// The back references that are neither retained nor `weak` (a layout's collection view, a window's
/// layout pass, the ``Unretained`` links of the hierarchy and the engine): they are cleared when
/// their target goes away, so nothing is left pointing at a freed object.
@Suite struct UnretainedBackReferenceTests {
    @Test func aLayoutThatOutlivesItsCollectionViewForgetsIt() {
        let layout = FlowLayout()
        var collectionView: CollectionView? = CollectionView(frame: Rect(x: 0, y: 0, width: 100, height: 100),
                                                             collectionViewLayout: layout)
        #expect(layout.collectionView === collectionView)
        collectionView = nil
        #expect(layout.collectionView == nil)
        layout.invalidateLayout()  // must not reach the freed collection view
        layout.prepare()
        #expect(layout.collectionViewContentSize == .zero)
    }

    @Test func aLayoutMovedToAnotherCollectionViewKeepsTheNewOne() {
        let layout = FlowLayout()
        let second = CollectionView(frame: .zero, collectionViewLayout: FlowLayout())
        var first: CollectionView? = CollectionView(frame: .zero, collectionViewLayout: layout)
        second.collectionViewLayout = layout
        #expect(layout.collectionView === second)
        first = nil
        #expect(first == nil)
        #expect(layout.collectionView === second)
    }

    @Test func aTableLayoutForgetsItsTableView() {
        var table: TableView? = TableView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let layout = table?.collectionViewLayout
        #expect(layout?.collectionView === table)
        table = nil
        #expect(layout?.collectionView == nil)
    }

    /// A constraint's engine (unretained) is its container's hierarchy's: a constraint kept after
    /// its hierarchy went away has none and can still be changed, and one whose subtree outlived
    /// the root follows the subtree to its new engine.
    @Test func aConstraintFollowsItsContainersEngineOrForgetsIt() {
        var root: View? = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let survivor = View()
        let inner = View()
        survivor.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        var gone: View? = View()
        gone?.translatesAutoresizingMaskIntoConstraints = false
        root?.addSubview(survivor)
        survivor.addSubview(inner)
        root?.addSubview(gone!)
        let pinned = [inner.widthAnchor.constraint(equalTo: survivor.widthAnchor, constant: -10),
                      survivor.widthAnchor.constraint(equalToConstant: 80)]
        let kept = gone!.widthAnchor.constraint(equalTo: root!.widthAnchor, multiplier: 0.5)
        LayoutConstraint.activate(pinned + [kept])
        root?.layoutIfNeeded()  // the solver has the constraints
        #expect(pinned.allSatisfy { $0.engine === root?.existingEngine } && kept.engine === root?.existingEngine)
        gone = nil
        root = nil
        #expect(kept.engine == nil && !kept.isActive)
        kept.constant = 5  // reaches no freed engine
        kept.isActive = true
        #expect(!kept.isActive)
        let engine = survivor.existingEngine
        #expect(engine != nil && pinned.allSatisfy { $0.isActive && $0.engine === engine })
        survivor.layoutIfNeeded()
        #expect(inner.frame.width == 70)
    }

    @Test func aWindowThatGoesAwayLeavesItsClockTicking() {
        let clock = SimulationClock()
        var window: Window? = Window()
        window?.clock = clock
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window?.addSubview(view)
        view.setNeedsLayout()
        let pass = window?.layoutPass
        #expect(pass.map { clock.hasFrameObserver($0) } == true)
        window = nil
        #expect(pass.map { clock.hasFrameObserver($0) } == false)
        #expect(pass?.window == nil)
        clock.advance(ticks: 3)  // no layout pass reaches the freed window
        #expect(clock.tickIndex == 3)
    }

    @Test func aRootsEngineLetsGoOfTheItemsOfTheViewsThatGoWithIt() {
        var root: View? = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        var child: View? = View()
        child?.translatesAutoresizingMaskIntoConstraints = false
        root?.addSubview(child!)
        child?.widthAnchor.constraint(equalToConstant: 50).isActive = true
        root?.layoutIfNeeded()
        let engine = root?.existingEngine
        #expect(engine?.items.contains { $0.item != nil } == true)
        weak var freedChild = child
        child = nil
        root = nil
        #expect(freedChild == nil)
        // The engine outlived its root here (held by this test): it holds no item of a freed view.
        #expect(engine?.items.allSatisfy { $0.item == nil } == true)
    }

}

extension UnretainedBackReferenceTests {
    @Test func aGrandchildThatOutlivesItsRootTakesItsLayoutAlong() {
        var root: View? = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        var middle: View? = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let grandchild = View()
        grandchild.translatesAutoresizingMaskIntoConstraints = false
        root?.addSubview(middle!)
        middle?.addSubview(grandchild)
        let width = grandchild.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([width, grandchild.heightAnchor.constraint(equalToConstant: 40),
                                  grandchild.leadingAnchor.constraint(equalTo: middle!.leadingAnchor, constant: 7)])
        root?.layoutIfNeeded()
        #expect(grandchild.frame == Rect(x: 7, y: 0, width: 50, height: 40))
        middle = nil
        root = nil  // the middle view goes with the root; the grandchild outlives both
        #expect(grandchild.superview == nil && width.isActive && width.engine === grandchild.existingEngine)
        let newRoot = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        newRoot.addSubview(grandchild)
        LayoutConstraint.activate([grandchild.topAnchor.constraint(equalTo: newRoot.topAnchor, constant: 9),
                                   grandchild.leadingAnchor.constraint(equalTo: newRoot.leadingAnchor, constant: 11)])
        newRoot.layoutIfNeeded()
        #expect(grandchild.frame == Rect(x: 11, y: 9, width: 50, height: 40))
        #expect(grandchild.engineFrame == grandchild.frame)
    }
}

extension UnretainedBackReferenceTests {
    @Test func aConstraintKeptAfterItsGuideWentCanStillBeRead() {
        let anchor = LayoutGuide(identifier: "gone").widthAnchor  // keeps the guide's stand-in, not the guide
        let constraint = anchor.constraint(equalToConstant: 10)
        #expect(constraint.firstItem != nil)
        #expect(constraint.description.hasSuffix(".width == 10"))
    }
}

extension UnretainedBackReferenceTests {
    @Test func aGrandchildSolvedButNotPlacedBeforeItsRootWentIsPlacedLater() {
        var root: View? = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        var middle: View? = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let sibling = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = View()
        grandchild.translatesAutoresizingMaskIntoConstraints = false
        root?.addSubview(middle!)
        root?.addSubview(sibling)
        middle?.addSubview(grandchild)
        let width = grandchild.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([width, grandchild.heightAnchor.constraint(equalToConstant: 40),
                                   grandchild.leadingAnchor.constraint(equalTo: middle!.leadingAnchor, constant: 7)])
        root?.layoutIfNeeded()
        width.constant = 60
        sibling.layoutIfNeeded()  // solves the whole engine, but lays out only the sibling's subtree
        middle = nil
        root = nil
        width.constant = 70
        grandchild.layoutIfNeeded()
        #expect(grandchild.frame.size == Size(width: 70, height: 40))
    }
}
