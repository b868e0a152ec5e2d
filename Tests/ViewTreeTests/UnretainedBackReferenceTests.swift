import Testing
@testable import ViewTree

/// The back references that are neither retained nor `weak` (a layout's collection view, a window's
/// layout pass): they are cleared when their target goes away, so nothing is left pointing at a
/// freed object.
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
}
